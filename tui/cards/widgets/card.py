"""One card face, and a row of cards (the display, a hand, a pile looked at)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Static

from engines.cards import booty_value, card_strength, card_suit
from tui.cards.widgets.text import SUIT_STYLE, card_symbol

__all__ = ["CardRow", "CardSpec", "CardWidget"]

Translate = Callable[..., str]


@dataclass(frozen=True)
class CardSpec:
    """How one card is shown: the card and its state on the table."""

    card: str
    hint: str = ""
    """A key shown under the card (the digit that selects it)."""
    playable: bool = False
    """A hand card that takes something when played (marked ``×``)."""
    selected: bool = False
    target: bool = False
    """A display card the selected card would take."""
    dim: bool = False


#: Box characters: top-left, horizontal, top-right, vertical, bottom-left, bottom-right.
BOX_ROUND = "╭─╮│╰╯"
BOX_HEAVY = "┏━┓┃┗┛"
BOX_DOUBLE = "╔═╗║╚╝"
CAPTURE_MARK = "×"
TARGET_MARK = "◇"
SELECTED_STYLE = "bold #ffa62b"
TARGET_STYLE = "bold #ffd75f"


def card_face(spec: CardSpec, letter: str, *, tight: bool = False) -> Text:
    """A card drawn in four lines: its frame says its state, even without colour.

    Inside: symbol and strength, letter and booty value (``● 7`` / ``G +4``). A heavy
    frame is the selected card, a double frame a display card it would take; a ``×`` on
    top marks a hand card that takes something, the digit below is its key.
    """
    card = spec.card
    suit = card_suit(card)
    colour = SUIT_STYLE[suit]
    inner = 3 if tight else 4
    strength = card_strength(card)
    value = f"{booty_value(card):+d}"
    top_text = f"{card_symbol(card)}{str(strength).rjust(inner - 1)}"
    bottom_text = f"{letter}{value.rjust(inner - 1)}"
    if spec.selected:
        box, frame_style = BOX_HEAVY, SELECTED_STYLE
    elif spec.target:
        box, frame_style = BOX_DOUBLE, TARGET_STYLE
    else:
        box, frame_style = BOX_ROUND, colour if spec.playable else f"dim {colour}"
    mark = TARGET_MARK if spec.target else (CAPTURE_MARK if spec.playable else "")
    top = box[1] * inner
    if mark:
        top = box[1] + mark + box[1] * (inner - 2)
    bottom = box[1] * inner
    if spec.hint:
        hint = spec.hint[: inner - 1]  # "1"…"0", "11"… (see tui.dialogs.choice.number_label)
        bottom = box[1] + hint + box[1] * (inner - 1 - len(hint))
    face_style = f"bold {colour}"
    if spec.selected:
        face_style += " reverse"
    text = Text()
    text.append(box[0] + top + box[2], style=frame_style)
    text.append("\n")
    text.append(box[3], style=frame_style)
    text.append(top_text, style=face_style)
    text.append(box[3], style=frame_style)
    text.append("\n")
    text.append(box[3], style=frame_style)
    text.append(bottom_text, style=face_style if spec.selected else colour)
    text.append(box[3], style=frame_style)
    text.append("\n")
    text.append(box[4] + bottom + box[5], style=frame_style)
    if spec.dim:
        text.stylize("dim")
    return text


class CardWidget(Static):
    """A card: a framed face in its suit's colour (see :func:`card_face`)."""

    DEFAULT_CSS = """
    CardWidget {
        width: 6;
        height: 4;
        padding: 0;
    }
    CardWidget.-tight { width: 5; }
    CardWidget:hover { background: $boost; }
    """

    class Clicked(Message):
        """The card was clicked."""

        def __init__(self, widget: CardWidget) -> None:
            super().__init__()
            self.widget = widget

    def __init__(self, index: int) -> None:
        super().__init__("")
        self.index = index
        self.spec: CardSpec | None = None

    def show(self, spec: CardSpec, letter: str, tight: bool) -> None:
        self.spec = spec
        self.set_class(tight, "-tight")
        self.update(card_face(spec, letter, tight=tight))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self))


class CardRow(Horizontal):
    """A row of cards that reuses its card widgets; clicking one posts :class:`CardRow.Picked`."""

    DEFAULT_CSS = """
    CardRow > .row-empty {
        width: auto;
        height: 4;
        content-align: left middle;
        padding: 0 1;
    }
    CardRow {
        height: 4;
        width: 100%;
        overflow-x: auto;
        overflow-y: hidden;
        scrollbar-size-horizontal: 0;
    }
    """

    class Picked(Message):
        """A card of the row was clicked."""

        def __init__(self, row: CardRow, index: int, card: str) -> None:
            super().__init__()
            self.row = row
            self.index = index
            self.card = card

        @property
        def control(self) -> CardRow:
            return self.row

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.specs: list[CardSpec] = []
        self._letters: Callable[[str], str] = lambda suit: suit[:1].upper()

    def compose(self) -> ComposeResult:
        yield Static("", classes="row-empty")

    def set_cards(self, specs: Sequence[CardSpec], letters: Callable[[str], str], empty: str = "") -> None:
        """Show ``specs`` (reusing widgets; new ones are mounted as needed), or ``empty`` when none."""
        self.specs = list(specs)
        self._letters = letters
        placeholder = self.query_one(".row-empty", Static)
        placeholder.update(Text(empty, style="dim italic"))
        placeholder.display = not self.specs and bool(empty)
        widgets = list(self.query(CardWidget))
        missing = len(self.specs) - len(widgets)
        if missing > 0:
            new = [CardWidget(len(widgets) + i) for i in range(missing)]
            self.mount_all(new)
            widgets.extend(new)
        self._paint(widgets)

    def _tight(self) -> bool:
        width = self.size.width or (self.app.size.width if self.is_attached else 80)
        return len(self.specs) * 6 > width

    def _paint(self, widgets: list[CardWidget]) -> None:
        tight = self._tight()
        for i, widget in enumerate(widgets):
            if i < len(self.specs):
                spec = self.specs[i]
                widget.display = True
                widget.show(spec, self._letters(card_suit(spec.card)), tight)
            else:
                widget.display = False

    def on_resize(self) -> None:
        self._paint(list(self.query(CardWidget)))

    def on_card_widget_clicked(self, message: CardWidget.Clicked) -> None:
        message.stop()
        index = message.widget.index
        if index < len(self.specs):
            self.post_message(self.Picked(self, index, self.specs[index].card))
