"""The decision bar's rows: every legal action's label in the current language (a roll's options with their
chance of success), numbered with the digit that selects each."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engines.board import Act, BoardView
from tui.board.labels import action_label, useless_spend
from tui.board.widgets.dice import percent, roll_options
from tui.wrapping import HangingRow

__all__ = ["BOARD_DIGITS", "choice_labels", "numbered"]

#: Decisions whose digits name a place on the board (a spot, a hideout space), not a row of the list.
BOARD_DIGITS = ("place", "hideout")


def choice_labels(t: Any, view: BoardView, legal: list[Act], names: list[str]) -> list[Text | str]:
    """Every choice's label in the current language (a roll's options with their chance of success)."""
    decision = view.pending
    if decision.name == "roll" and decision.roll is not None:
        chances = {
            notation: (label, chance) for notation, label, chance in roll_options(t, view, names=names)
        }
        out: list[Text | str] = []
        for act in legal:
            label, chance = chances.get(str(act), (action_label(t, view, act, names=names), None))
            text = Text(label)
            if chance is not None and not useless_spend(view, act):  # "changes nothing" says it already
                text.append("  → " + t("board.dice.chance_after", chance=percent(t, chance)), style="bold")
            out.append(text)
        return out
    return [action_label(t, view, act, names=names) for act in legal]


def numbered(labels: list[Text | str], decision: str) -> list[Text | str | HangingRow]:
    """The list's rows with the digit that selects each (not where digits name a spot or a space); a row that
    wraps goes on under its text, not under its digit."""
    if decision in BOARD_DIGITS:
        return list(labels)
    out: list[Text | str | HangingRow] = []
    for index, label in enumerate(labels):
        row = Text(f"{index + 1} " if index < 9 else "  ", style="bold")
        row.append_text(label if isinstance(label, Text) else Text(label))
        out.append(HangingRow(row, 2))
    return out
