"""The end of a game of The 7 Seas (issue 21): beside the score sheet, a chart of each captain's glory at the end
of every round and a few statistics (fights won, fortune coins earned, sea cards by track); the screen stays
until dismissed and can open the replay; everything is reachable with the keyboard at 80x24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engines.board import TRACKS
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import board_direct, make_app
from tests.tui.board.test_board_snapshots import THREE
from tests.tui.cards.cards_ui_helpers import screen_text, wait_quiet, wait_until
from tui.board.over import BoardGameOverScreen
from tui.board.widgets.glory_chart import game_stats
from tui.i18n import Translator
from tui.screens.replay import ReplayShell


def over_session(app: Any) -> Any:
    seed, actions = positions.over_actions()
    session = board_direct(app, THREE, seed=seed)
    session.replay(actions)
    return session


def test_the_stats_follow_the_game() -> None:
    app = make_app()
    session = over_session(app)
    stats = game_stats(session.game, session.config, session.seed, session.actions)
    view = session.game.view(None)
    start = type(session.game).new(session.config, session.seed).view(None)
    assert len(stats.rounds) == view.round  # one column per round played
    assert list(stats.rounds[-1]) == list(session.game.result["scores"])  # the last is the final score
    assert all(len(r) == 3 for r in stats.rounds)
    for seat, player in enumerate(view.players):
        assert stats.tracks[seat] == {track: len(player.tracks[track]) for track in TRACKS}
        assert stats.coins_earned[seat] >= player.coins - start.players[seat].coins  # spent coins came first
    fights = sum(
        1 for record in session.records for event in record.events if event.key == "board.event.fight_won"
    )
    assert sum(stats.fights_won) == fights


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_end_shows_the_chart_and_stats_stays_and_opens_the_replay(
    lang: str, size: tuple[int, int]
) -> None:
    t = Translator(lang)
    app = make_app(language=lang)
    async with app.run_test(size=size) as pilot:
        session = over_session(app)
        stats = game_stats(session.game, session.config, session.seed, session.actions)
        over = BoardGameOverScreen(session)
        await app.push_screen(over)
        await wait_quiet(pilot)
        for _ in range(10):  # the keyboard reaches the chart: page down, whatever has the focus
            if t("board.over.fights_won").split()[0] in screen_text(app) and str(
                stats.rounds[-1][0]
            ) in screen_text(app):
                break
            await pilot.press("pagedown")
            await wait_quiet(pilot)
        text = " ".join(screen_text(app).split())
        assert t("board.over.chart_title") in text or size[1] < 30  # scrolled past it at 80x24
        assert t("board.over.fights_won").split()[0] in text
        final = stats.rounds[-1]
        assert all(str(score) in text for score in final)
        assert app.screen is over  # it stays until dismissed
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_the_buttons_stay_on_the_screen_at_80x24(lang: str) -> None:
    """At 80x24 the buttons row lay below the screen (under the footer); the result scrolls above it instead."""
    from textual.widgets import Button

    app = make_app(language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        over = BoardGameOverScreen(over_session(app))
        await app.push_screen(over)
        await wait_quiet(pilot)
        footer_top = app.screen.query_one("AppFooter").region.y
        for button in over.query(Button):
            region = button.region
            assert region.height and region.bottom <= footer_top, (button.id, region, footer_top)
            widget, _ = app.screen.get_widget_at(region.x + region.width // 2, region.y)
            assert widget is button  # nothing drawn over it
        assert over.query_one("#over-box").region.bottom <= over.query_one("#again").region.y


class _Counted:
    """A renderable that counts its renderings per width (``drawn``), then draws ``inner``."""

    def __init__(self, inner: Any, drawn: list[tuple[str, int]], name: str) -> None:
        self.inner, self.drawn, self.name = inner, drawn, name

    def __rich_console__(self, console: Any, options: Any) -> Any:
        self.drawn.append((self.name, options.max_width))
        yield from console.render(self.inner, options)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_sheet_and_the_chart_are_laid_out_once_per_width_as_the_end_opens(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Textual draws a Rich table in full to measure its height and again to paint it, at each of the four or
    five layout passes of the opening (a scroll bar comes: two widths); the sheet was also rendered again on its
    first resize (its details follow its width), then laid out again. Now each table is drawn once per width,
    built for that width, and the sheet shows the details when they fit its width."""
    import tui.board.widgets.glory_chart as glory_chart
    import tui.board.widgets.score_sheet as score_sheet
    from tui.board.widgets.score_sheet import ScoreSheet, details_fit

    drawn: list[tuple[str, int]] = []
    built: list[tuple[str, bool]] = []
    sheet_renderable, chart_renderable = score_sheet.sheet_renderable, glory_chart.chart_renderable

    def counted_sheet(*args: Any, details: bool = True, **kwargs: Any) -> Any:
        built.append(("sheet", details))
        return _Counted(sheet_renderable(*args, details=details, **kwargs), drawn, "sheet")

    def counted_chart(*args: Any, **kwargs: Any) -> Any:
        built.append(("chart", True))
        return _Counted(chart_renderable(*args, **kwargs), drawn, "chart")

    monkeypatch.setattr(score_sheet, "sheet_renderable", counted_sheet)
    monkeypatch.setattr(glory_chart, "chart_renderable", counted_chart)
    app = make_app()
    async with app.run_test(size=size) as pilot:
        over = BoardGameOverScreen(over_session(app))
        await app.push_screen(over)
        await wait_quiet(pilot)
        sheet = over.query_one(ScoreSheet)
        assert len(drawn) == len(set(drawn)), drawn  # each table drawn once per width
        assert len(built) == len(set(built)), built  # and built once (the sheet: with or without details)
        details = "(level " in sheet.plain_text(sheet.size.width)
        assert details == details_fit(sheet.size.width, 3), (sheet.size, details)


async def test_play_again_has_the_focus_from_the_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's auto-focus gave the focus to the first focusable widget (the scrolling result), then the mount
    moved it to "play again": two restyles as the screen opened. Now "play again" has it at once."""
    from textual.screen import Screen

    focused: list[str | None] = []
    set_focus = Screen.set_focus

    def recording(self: Screen[Any], widget: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(self, BoardGameOverScreen):
            focused.append(None if widget is None else widget.id)
        return set_focus(self, widget, *args, **kwargs)

    monkeypatch.setattr(Screen, "set_focus", recording)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        over = BoardGameOverScreen(over_session(app))
        await app.push_screen(over)
        await wait_quiet(pilot)
        assert over.focused is not None and over.focused.id == "again"
        assert set(focused) == {"again"}, focused


async def test_a_solo_end_is_shown_once_with_its_quest_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """A solo game's end recorded its quest rows as it mounted, then showed the result, which the base screen's
    mount showed again: the sheet, chart and quests built twice. Now the rows are recorded first, shown once."""
    from engines.agents import make_agent
    from engines.board.config import BoardConfig
    from saves import SeatInfo
    from tui.board.setup import board_session

    shown: list[int] = []
    on_language = BoardGameOverScreen.on_language

    def counting(self: BoardGameOverScreen) -> None:
        shown.append(len(self.quest_rows))
        on_language(self)

    monkeypatch.setattr(BoardGameOverScreen, "on_language", counting)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_session(
            app, BoardConfig(mode="advanced", players=1, solo=True), 5, [SeatInfo("Anne")]
        )
        agent = make_agent("board", "medium", 5)
        game = session.game
        while not game.is_over:
            session.apply(agent.choose(game.view(game.to_act), list(game.legal_actions())))
        over = BoardGameOverScreen(session)
        await app.push_screen(over)
        await wait_quiet(pilot)
        assert over.quest_rows and shown == [len(over.quest_rows)], shown
        assert over.query_one("#over-quests").display


@pytest.mark.parametrize("game_id", ["board", "cards"])
async def test_the_end_screens_buttons_show_their_whole_labels_after_f2(game_id: str, tmp_path: Path) -> None:
    """After F2 from German to French the board end screen showed "Revoir la" for "Revoir la partie": the button
    kept the width of "Nachspielen" and cut the longer label. Each button fits its label in the new language."""
    from textual.widgets import Button

    from tests.tui.replay_helpers import save_played
    from tui.app import SevenSeasApp
    from tui.screens.load import LoadScreen
    from tui.screens.over import GameOverScreen

    save_played(tmp_path, game_id, 12, "done")
    app = SevenSeasApp(language="de", save_dir=tmp_path, persist_settings=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4", "enter")  # the saved games
        await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen) and "done" in screen_text(app))
        await pilot.press("enter")  # the finished game: its end screen
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen) and app.screen.is_mounted)
        screen = app.screen
        await wait_until(pilot, lambda: "Nachspielen" in screen_text(app))
        await pilot.press("f2")
        await wait_until(pilot, lambda: str(screen.query_one("#replay", Button).label) == "Revoir la partie")
        await wait_quiet(pilot)
        shown = screen_text(app)
        for button in screen.query("#over-buttons Button").results(Button):
            assert str(button.label) in shown, (str(button.label), shown)
