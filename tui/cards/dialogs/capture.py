"""Choose how a card captures: one of several matches or sums, or the kraken's sweep (or not,
when it may decline; with a 1 in the display it must take)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engines.cards import KRAKEN, Play
from tui.cards.widgets.text import card_chip, card_noun, option_text
from tui.dialogs.choice import NumberedChoiceModal, number_label
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TStatic
from tui.widgets.option_list import SafeOptionList

__all__ = ["CaptureChoiceDialog"]


class CaptureChoiceDialog(DelegateQuit, NumberedChoiceModal[Play | None]):
    """Lists the capture options of one card; returns the chosen play, or None (Escape).

    A number key highlights an option (and marks its cards in the display); Enter plays it."""

    CSS_PATH = "capture.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Back", id="back"),
    ]

    def __init__(
        self,
        card: str,
        options: Sequence[Play],
        *,
        names: Sequence[str],
        on_highlight: Callable[[Play | None], None] | None = None,
        collection: Sequence[str] | None = None,
    ) -> None:
        super().__init__()
        self.card = card
        self.options = list(options)
        self.names = list(names)
        self.on_highlight = on_highlight
        self.collection = None if collection is None else list(collection)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("", id="capture-title")
            yield SafeOptionList(id="capture-options")
            yield TStatic("cards.ui.capture.hint", id="capture-hint")
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("OptionList")

    def on_language(self) -> None:
        t = self.t
        title = card_chip(t, self.card, value=True)
        title.append("  ")
        if self.card != KRAKEN:
            key = "cards.ui.capture.title"
        elif any(not option.take for option in self.options):
            key = "cards.ui.capture.kraken_title"
        else:
            key = "cards.more.kraken_must_title"  # a 1 in the display: the kraken must take
        title.append(t(key, card=card_noun(t, self.card)), style="bold")
        self.query_one("#capture-title", Static).update(title)
        options = self.query_one(OptionList)
        highlighted = options.highlighted if options.highlighted is not None else 0
        options.clear_options()
        for i, option in enumerate(self.options):
            prompt = Text(f"{number_label(i):>2}  ", style="bold")
            prompt.append_text(option_text(t, option, self.collection))
            options.add_option(Option(prompt, id=f"option-{i}"))
        options.highlighted = min(highlighted, len(self.options) - 1)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.on_highlight is not None and event.option_index < len(self.options):
            self.on_highlight(self.options[event.option_index])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.dismiss(self.options[index])

    def action_cancel(self) -> None:
        if self.on_highlight is not None:
            self.on_highlight(None)
        self.dismiss(None)
