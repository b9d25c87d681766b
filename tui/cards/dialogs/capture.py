"""Choose how a card captures: one of several matches or sums, or the kraken's sweep (or not)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from engines.cards import KRAKEN, Play
from tui.cards.widgets.text import card_chip, card_noun, option_text
from tui.screens.base import BaseModal
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.localized import TStatic

__all__ = ["CaptureChoiceDialog"]


class CaptureChoiceDialog(DelegateQuit, BaseModal[Play | None]):
    """Lists the capture options of one card; returns the chosen play, or None (Escape)."""

    CSS_PATH = "capture.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Back", id="back"),
        *(Binding(str(i + 1), f"pick({i})", "", show=False) for i in range(9)),
    ]

    def __init__(
        self,
        card: str,
        options: Sequence[Play],
        *,
        names: Sequence[str],
        on_highlight: Callable[[Play | None], None] | None = None,
    ) -> None:
        super().__init__()
        self.card = card
        self.options = list(options)
        self.names = list(names)
        self.on_highlight = on_highlight

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("", id="capture-title")
            yield OptionList(id="capture-options")
            yield TStatic("cards.ui.capture.hint", id="capture-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_language(self) -> None:
        t = self.t
        title = card_chip(t, self.card, value=True)
        title.append("  ")
        key = "cards.ui.capture.kraken_title" if self.card == KRAKEN else "cards.ui.capture.title"
        title.append(t(key, card=card_noun(t, self.card)), style="bold")
        self.query_one("#capture-title", Static).update(title)
        options = self.query_one(OptionList)
        highlighted = options.highlighted if options.highlighted is not None else 0
        options.clear_options()
        for i, option in enumerate(self.options):
            prompt = Text(f"{i + 1}  ", style="bold")
            prompt.append_text(option_text(t, option))
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

