"""The 7 Seas replay: the board, read-only, at any action of a game (see ``tui/screens/replay.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.text import Text
from textual.binding import Binding

from tui.board.log import game_lines
from tui.board.table import BoardTableScreen
from tui.board.text import Seats
from tui.board.widgets.dice import DicePanel
from tui.records import advisor_asked
from tui.replay import Replay
from tui.screens.replay import REPLAY_BINDINGS, REPLAY_TCSS, ReplayShell

__all__ = ["BoardReplayScreen", "advisor_count", "replay_log"]


class BoardReplayScreen(ReplayShell, BoardTableScreen, inherit_bindings=False):
    """The board showing a replay's position (every captain's board is public)."""

    CSS_PATH = ["table.tcss", REPLAY_TCSS]  # type: ignore[assignment]
    DICE_IDLE = "board.ui.dice_idle.replay"
    BINDINGS = [
        *REPLAY_BINDINGS,
        Binding("tab", "pane(1)", "Next region", id="board_keys.pane"),
        Binding("shift+tab", "pane(-1)", "", show=False),
    ]

    def opening_lines(self) -> list[Text]:
        """The log opens by saying when the advisor was asked in this game."""
        lines = super().opening_lines()
        asked = advisor_count(self.session.extra)
        if asked:
            lines.insert(0, Text(self.t("board.advisor.used", count=asked), style="italic"))
        return lines

    def replay_moved(self) -> None:
        """The dice of the last action's roll stay on screen, as in play; otherwise the dice are cleared."""
        dice = self.query_one(DicePanel)
        records = self.session.records
        last = records[-1] if records else None
        rolls = [e for e in last.events if e.key == "board.event.roll"] if last is not None else []
        self._dice_key = None
        if last is None or not rolls:
            dice.clear()
            return
        keys = [e.key for e in last.events]
        decision = self.replay.state_at(last.number).view(None).pending  # type: ignore[arg-type]
        goal: dict[str, int] = dict(decision.roll.goal) if decision.roll is not None else {}
        why = decision.roll.why if decision.roll is not None else ""
        success = True if "board.event.success" in keys else False if "board.event.fail" in keys else None
        dice.show_result(
            rolls[-1].params,
            goal=goal,
            why=why,
            names=self.seats.names,
            other=decision.other,
            success=success,
            animate=False,
        )


def replay_log(replay: Replay, t: Callable[..., str]) -> list[str]:
    """Every log line of the whole game, as the board words them."""
    colours = replay.session.extra.get("colours")
    seats = Seats(replay.session.display_names(t), colours if isinstance(colours, list) else None)
    content = getattr(replay.final, "content", None)
    opening = list(
        getattr(replay.source.game_cls.new(replay.source.config, replay.source.seed), "setup_events", [])
    )
    records = [record.events for record in replay.records]
    lines = [line.plain for line in game_lines(t, opening, records, seats, content)]
    asked = advisor_count(replay.session.extra)
    return [t("board.advisor.used", count=asked), *lines] if asked else lines


def advisor_count(extra: Mapping[str, Any]) -> int:
    """How many times the advisor was asked in a game (see :func:`tui.records.advisor_asked`)."""
    return advisor_asked(extra)
