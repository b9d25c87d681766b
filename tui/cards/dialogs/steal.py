"""The steal after clearing the display: choose the booty pile or an opponent, then one card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engines.cards import BOOTY, KING, LADY, CardView, StealCard, StealFrom, booty_value
from tui.cards.widgets.text import card_chip, card_name, seat_style
from tui.dialogs.choice import NumberedChoiceModal, number_label
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TStatic
from tui.widgets.option_list import SafeOptionList

__all__ = ["StealDialog"]


class StealDialog(DelegateQuit, NumberedChoiceModal[Any]):
    """Stage "source": returns a ``StealFrom``; stage "card": a ``StealCard``; None on Escape.

    A number key highlights a choice; only Enter (or a click) takes it."""

    CSS_PATH = "steal.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Back", id="back"),
    ]

    def __init__(self, view: CardView, legal: Sequence[Any], *, names: Sequence[str]) -> None:
        super().__init__()
        self.view = view
        self.names = list(names)
        steal = view.decision.steal
        self.stage = "card" if steal is not None and steal.stage == "card" else "source"
        self.source = BOOTY if steal is None else steal.source
        if self.stage == "card":
            cards = [a for a in legal if isinstance(a, StealCard)]
            self.choices: list[Any] = sorted(cards, key=lambda a: (-booty_value(a.card), a.card))
        else:
            self.choices = [a for a in legal if isinstance(a, StealFrom)]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("", id="steal-title")
            yield SafeOptionList(id="steal-options")
            yield TStatic("cards.ui.steal.hint", id="steal-hint")
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("OptionList")

    def _source_prompt(self, action: StealFrom) -> Text:
        """One source, and under it what this seat knows of it (from its view only, nothing hidden)."""
        t = self.t
        indent = "\n" + " " * 4
        if action.source == BOOTY:
            text = Text(t("cards.ui.steal.from_booty", count=self.view.booty_size))
            known = self.view.booty_cards
            text.append(indent)
            if known:
                text.append(t("cards.ui.steal_notes.booty_known") + " ", style="dim")
                text.append_text(Text(" ").join(card_chip(t, c) for c in known))
            else:
                text.append(t("cards.ui.steal_notes.booty_unseen"), style="dim")
            return text
        coll = self.view.collections[action.source]
        text = Text()
        text.append(self.names[action.source], style=seat_style(action.source))
        text.append(" · " + t("cards.ui.steal.from_player", count=coll.count))
        text.append("  " + t("cards.ui.steal_notes.booty_total", value=coll.booty), style="dim")
        # ``lady``, ``king``, ``best`` and ``hidden`` come from the view: the engine counts only the
        # cards this seat can see, so a card stolen unseen from the booty pile stays hidden here.
        notable = [card for card, present in ((LADY, coll.lady), (KING, coll.king)) if present]
        best_cards = [c for c in coll.best if c not in notable]
        notes: list[Text] = []
        if best_cards:
            best = Text(t("cards.ui.steal_notes.best") + " ", style="dim")
            best.append_text(Text(" ").join(card_chip(t, c) for c in best_cards))
            notes.append(best)
        for card in notable:
            chip = card_chip(t, card)
            chip.append(" " + card_name(t, card))
            notes.append(chip)
        if coll.hidden:
            notes.append(Text(t("cards.ui.hidden_cards", count=coll.hidden), style="dim"))
        if notes:
            text.append(indent)
            text.append_text(Text(" · ").join(notes))
        return text

    def _card_prompt(self, action: StealCard) -> Text:
        t = self.t
        text = card_chip(t, action.card)
        text.append("  " + card_name(t, action.card))
        text.append("  " + t("cards.ui.steal.value", value=f"{booty_value(action.card):+d}"), style="dim")
        return text

    def on_language(self) -> None:
        t = self.t
        if self.stage == "card":
            if self.source == BOOTY:
                title = t("cards.ui.steal.card_title_booty")
            else:
                title = t("cards.ui.steal.card_title_player", name=self.names[self.source])
        else:
            title = t("cards.ui.steal.source_title")
        self.query_one("#steal-title", Static).update(Text(title, style="bold"))
        options = self.query_one(OptionList)
        highlighted = options.highlighted if options.highlighted is not None else 0
        options.clear_options()
        for i, action in enumerate(self.choices):
            prompt = Text(f"{number_label(i):>2}  ", style="bold")
            prompt.append_text(
                self._card_prompt(action) if self.stage == "card" else self._source_prompt(action)
            )
            options.add_option(Option(prompt, id=f"choice-{i}"))
        if self.choices:
            options.highlighted = min(highlighted, len(self.choices) - 1)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.dismiss(self.choices[index])

    def action_cancel(self) -> None:
        self.dismiss(None)
