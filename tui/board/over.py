"""The end of a game of The 7 Seas: the score sheet, the winners, the glory over the rounds and a few
statistics; it stays until dismissed: play again, replay, or go back to the menu."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from tui.board.profile import record_game
from tui.board.quests_view import completed_text
from tui.board.text import Seats
from tui.board.widgets.glory_chart import GameStats, GloryChart, game_stats
from tui.board.widgets.score_sheet import ScoreSheet
from tui.screens.over import GameOverScreen
from tui.session import GameSession
from tui.widgets.footer import AppFooter

__all__ = ["BoardGameOverScreen"]


class BoardGameOverScreen(GameOverScreen):
    """The score sheet; Enter plays again with the same seats, r replays the game, Escape goes back to the menu."""

    CSS_PATH = "over.tcss"
    KEYS = "board.ui.over"
    # The page keys scroll the sheet, the chart and the statistics whatever has the focus (at 80x24 they
    # go past the screen's height).
    BINDINGS = [
        Binding("pagedown", "page(1)", "", show=False),
        Binding("pageup", "page(-1)", "", show=False),
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.quest_rows: list[str] = []
        """The quest rows this solo game completed (recorded in the profile with the level's advice)."""
        self.new_rows: set[str] = set()
        self._stats: GameStats | None = None

    @property
    def seats(self) -> Seats:
        colours = self.session.extra.get("colours")
        return Seats(self.session.display_names(self.t), colours if isinstance(colours, list) else None)

    def compose(self) -> ComposeResult:
        # The result scrolls inside the room the buttons and the footer leave: the buttons (and r, the replay)
        # stay on the screen at 80x24 whatever the length of the sheet, the chart and the quests.
        with Vertical(id="over-main"), VerticalScroll(id="over-box"):
            yield Static("", id="over-title")
            yield ScoreSheet(id="over-sheet")
            yield GloryChart(id="over-chart")
            yield Static("", id="over-quests")
            yield Static("", id="over-details")
            yield Static("", id="over-record")
        yield from self.compose_buttons()
        yield AppFooter()

    def on_mount(self) -> None:
        # before the base screen's mount shows the result (``on_language``), with these rows: shown once
        if self.session.config.solo:
            self.quest_rows, new = record_game(self.seas, self.session)
            self.new_rows = set(new)

    def on_language(self) -> None:
        t = self.t
        session = self.session
        outcome = session.game.outcome()
        assert outcome is not None
        seats = self.seats
        result = getattr(session.game, "result", None) or {}
        if session.config.solo and "title" in result:  # Solo: the journey's title, no winner
            title = Text("★ " + t(f"board.solo.title.{result['title']}"), style="bold")
            title.append("  " + t("board.event.solo.title", score=result["scores"][0]))
        else:
            title = Text("⚑ ", style="bold")
            key = "board.ui.over.winner" if len(outcome.winners) == 1 else "board.ui.over.winners"
            title.append(t(key, names=", ".join(seats.names[s] for s in outcome.winners)), style="bold")
        self.query_one("#over-title", Static).update(title)
        view = session.game.view(None)  # type: ignore[arg-type]  # the board's public view
        self.query_one(ScoreSheet).show_sheet(view, outcome, names=seats.names)
        self.query_one(GloryChart).show_stats(
            self.stats(), seats.names, [seats.style(s) for s in range(len(seats))]
        )
        quests = self.query_one("#over-quests", Static)
        quests.display = bool(session.config.solo and session.extra.get("quests", True))
        if quests.display:
            quests.update(completed_text(t, self.quest_rows, self.new_rows))
        details = t("board.ui.over.details", mode=t(f"board.mode.{session.config.mode}"), number=session.seed)
        self.query_one("#over-details", Static).update(Text(details, style="dim"))
        self.show_record()

    def stats(self) -> GameStats:
        """The glory over the rounds and the statistics (the session's actions replayed once)."""
        if self._stats is None:
            session = self.session
            self._stats = game_stats(session.game, session.config, session.seed, session.actions)
        return self._stats

    def action_page(self, direction: int) -> None:
        box = self.query_one("#over-box", VerticalScroll)
        if direction > 0:
            box.scroll_page_down(animate=False)
        else:
            box.scroll_page_up(animate=False)
