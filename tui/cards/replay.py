"""The 7Seas replay: the card table, read-only, at any action of a game (see ``tui/screens/replay.py``)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.widgets import Static

from engines.base import Event
from tui.cards.table import CardsTableScreen
from tui.cards.widgets.text import event_text, seat_style
from tui.replay import Replay
from tui.screens.replay import REPLAY_BINDINGS, REPLAY_TCSS, ReplayShell

__all__ = ["CardsReplayScreen", "replay_log"]


class CardsReplayScreen(ReplayShell, CardsTableScreen, inherit_bindings=False):
    """The card table showing a replay's position through ``viewer``'s eyes."""

    CSS_PATH = ["table.tcss", REPLAY_TCSS]  # type: ignore[assignment]
    BINDINGS = REPLAY_BINDINGS

    def _render_status(self) -> None:
        """Whose turn it is (never "your turn": nobody plays in a replay)."""
        seat = self.view().decision.seat
        if seat < 0:  # the game is over
            super()._render_status()
            return
        text = Text("▶ ", style=seat_style(seat))
        text.append(self.names[seat], style=seat_style(seat))
        self.query_one("#status", Static).update(text)

    def on_seat_changed(self) -> None:
        self.selected = 0


def replay_log(replay: Replay, t: Callable[..., str]) -> list[str]:
    """Every log line of the whole game (a finished game shows everything), as the table words them."""
    names = replay.session.display_names(t)
    opening = replay.source.game_cls.new(replay.source.config, replay.source.seed).view(0)
    events = [
        Event(
            "cards.event.round_start",
            {"round": opening.round, "starter": opening.starter, "display": list(opening.display)},
        )
    ]
    events += [event for record in replay.records for event in record.events]
    return [event_text(t, event, names).plain for event in events]
