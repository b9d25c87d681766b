"""The end of a game of 7Seas: the winner, the final standings, play again or go back to the menu."""

from __future__ import annotations

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from tui.cards.widgets.seats import track_text
from tui.cards.widgets.text import join_texts, seat_style
from tui.screens.over import GameOverScreen
from tui.session import GameSession
from tui.widgets.footer import AppFooter

__all__ = ["CardsGameOverScreen", "standings_rows"]


def standings_rows(session: GameSession) -> list[tuple[int, int, int]]:
    """(rank, seat, position) for every seat, best first (from the engine's outcome)."""
    outcome = session.game.outcome()
    assert outcome is not None
    return sorted(((s.rank, s.seat, s.score) for s in outcome.standings), key=lambda r: (r[0], r[1]))


class CardsGameOverScreen(GameOverScreen):
    """Final standings; Enter plays again with the same seats, r replays the game, Escape goes back to the menu."""

    CSS_PATH = "over.tcss"
    KEYS = "cards.ui.over"

    def compose(self) -> ComposeResult:
        with Vertical(id="over-box"):
            yield Static("", id="over-title")
            yield Static("", id="over-standings")
            yield Static("", id="over-details")
            yield Static("", id="over-record")
            yield from self.compose_buttons()
        yield AppFooter()

    def on_language(self) -> None:
        t = self.t
        session = self.session
        outcome = session.game.outcome()
        assert outcome is not None
        names = session.display_names(t)
        winners = [Text(names[s], style=seat_style(s)) for s in outcome.winners]
        key = "cards.ui.over.winner" if len(winners) == 1 else "cards.ui.over.winners"
        title = Text("⚑ ", style="bold")
        parts = t(key, names="\x00").split("\x00")
        title.append(parts[0], style="bold")
        title.append_text(join_texts(t, winners))
        if len(parts) > 1:
            title.append(parts[1], style="bold")
        self.query_one("#over-title", Static).update(title)

        goal = session.config.target
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        table.add_column(t("cards.ui.over.rank"), justify="right")
        table.add_column(t("cards.ui.seats.player"))
        table.add_column(t("cards.ui.seats.chart"), no_wrap=True)
        table.add_column(t("cards.ui.over.space"), justify="right")
        for rank, seat, position in standings_rows(session):
            info = session.seats[seat]
            label = Text(names[seat], style=seat_style(seat))
            if info.kind == "ai":
                label.append(
                    " " + t("cards.ui.over.ai", level=t(f"ai.level.{info.level or 'medium'}")), style="dim"
                )
            table.add_row(f"{rank}.", label, track_text(position, goal, seat_style(seat)), str(position))
        self.query_one("#over-standings", Static).update(table)
        rounds = session.game.view(0).round
        details = t("cards.ui.over.details", count=rounds, number=session.seed, goal=goal)
        self.query_one("#over-details", Static).update(Text(details, style="dim"))
        self.show_record()
