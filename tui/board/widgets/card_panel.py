"""Card details: the card under the cursor (a sea's top card, the card being met or tried) in full."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tui.board.text import Translate, card_requirements

__all__ = ["CardPanel"]


class CardPanel(Static):
    """The focused card, read in full in the current language."""

    DEFAULT_CSS = """
    CardPanel { height: auto; width: 100%; }
    """

    def update_card(self, t: Translate, content: Any, card_id: str, where: str = "") -> None:
        """Show ``card_id`` (``""``: a hint how to focus one)."""
        title = Text(t("board.ui.card.title"), style="bold")
        if where:
            title.append("  " + where, style="dim")
        card = content.cards.get(card_id) if content is not None and card_id else None
        if card is None:
            title.append("\n" + t("board.ui.card.none"), style="dim")
            self.update(title)
            return
        title.append("\n")
        title.append(t(f"board.card.{card.name}"), style="bold")
        title.append("  " + t(f"board.kind.{card.kind}") + " · " + t(f"board.sea.{card.sea}"), style="dim")
        if card.kind.dangerous:
            title.append("  ☠ " + t("board.nature.dangerous"), style="#ff875f")
        elif card.kind.friendly:
            title.append("  ☺ " + t("board.nature.friendly"), style="#87d75f")
        for part in card_requirements(t, card):
            title.append("\n • " + part)
        if card.negative is not None:
            actions = ", ".join(t(f"board.action.{a}") for a in card.negative.actions)
            title.append("\n ✗ " + t(f"board.negative.{card.negative.kind}", amount=card.negative.amount,
                                      actions=actions), style="#ff875f")
        self.update(title)
