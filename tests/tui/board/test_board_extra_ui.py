"""Pilot tests of the board game's Solo, Favors & Curses, Quests and Extra modules screens: a solo game set up from
the menu and played by keys to its end (title, advice, profile updated), the Quests screen from a fixture profile,
a multiplayer game with both modules (the fisherman's question, the hen and hook owners)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from engines.board.quests import all_rows, completed_rows
from tests.tui.board.board_ui_helpers import (
    FAST,
    human_step,
    make_app,
    offered_exactly_the_legal_actions,
    play_until,
    screen_text,
    settle,
)
from tests.tui.cards.cards_ui_helpers import set_select, type_into, wait_quiet, wait_until
from tui.board.over import BoardGameOverScreen
from tui.board.profile import Profile, load_profile, save_profile
from tui.board.quests_view import QuestsScreen, row_text
from tui.board.setup import BoardSetupScreen
from tui.board.sheets import BoardSheet
from tui.board.table import BoardTableScreen
from tui.board.widgets.decision_bar import DecisionBar
from tui.board.widgets.extra_panel import ExtraPanel, extra_text
from tui.board.widgets.opponents import strip_lines
from tui.board.widgets.player_boards import board_text


def flat(app: object) -> str:
    """The screen's text with the line breaks and padding folded (wrapped sentences read whole)."""
    return " ".join(screen_text(app).split())  # type: ignore[arg-type]


def panel_text(screen: BoardTableScreen) -> str:
    panel = screen.query_one(ExtraPanel)
    assert panel.display
    return str(panel.render())


async def test_solo_game_from_the_menu_to_the_end_records_the_advice(tmp_path: Path) -> None:
    save_profile(tmp_path, Profile(level=2, advice=3))
    app = make_app(tmp_path / "saves")
    app.profile_dir = tmp_path  # type: ignore[attr-defined]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "enter")
        await wait_quiet(pilot)
        setup = app.screen
        assert isinstance(setup, BoardSetupScreen)
        await pilot.click("#mode-solo")
        await wait_quiet(pilot)
        assert not setup.query_one("#seat-row-1").display
        assert not setup.query_one("#module-options").display
        text = flat(app)
        assert app.t("board.extra.setup.advice", level=2, advice=3) in text
        assert setup.query_one("#solo-level").value == 3  # type: ignore[attr-defined]  # the advice, preset
        await type_into(pilot, "#seed", "4242")
        await pilot.press("ctrl+s")
        await wait_quiet(pilot)
        screen = app.screen
        assert isinstance(screen, BoardTableScreen)
        game = screen.session.game
        assert game.config.solo and game.config.level == 3 and screen.session.seats[0].kind == "human"
        curses = list(game.solo["curses"])
        assert len(curses) == 3
        # The drawn mist tokens are in the log and each curse is explained in the panel.
        names = [app.t(f"board.sea.{s}") for s in curses]  # "A, B and C"
        sea_names = ", ".join(names[:-1]) + app.t("board.ui.and") + names[-1]
        log_line = app.t("board.event.solo.mist_tokens", favors=app.t("board.log.none"), curses=sea_names)
        assert log_line in [line.plain for line in screen.query_one("#log").lines]  # type: ignore[attr-defined]
        for sea in curses:
            assert app.t(f"board.solo.curse.{sea}") in panel_text(screen)
        # Hideout, then the mist tile: the question and its choices come from the UI.
        await play_until(app, pilot, lambda: game.decision == "board.solo.decision.mist")
        offered_exactly_the_legal_actions(screen)
        assert app.t("board.solo.decision.mist") in str(
            screen.query_one(DecisionBar).query_one("#prompt").render()
        )
        await play_until(app, pilot, lambda: game.solo["mist"] >= 0 and game.phase.value == "play")
        assert "≋" in screen_text(app) and "☠" in screen_text(app)
        assert app.t("board.extra.board.ring_vagabond", intensity=game.solo["intensity"]) in screen_text(app)
        # Play every decision by keys to the score sheet.
        for number in range(3000):
            if not await human_step(app, pilot, number):
                break
        over = app.screen
        assert isinstance(over, BoardGameOverScreen)
        result = game.result
        text = flat(app)
        assert app.t(f"board.solo.title.{result['title']}") in text
        assert app.t("board.solo.advice", level=result["advice"]) in text
        assert app.t("board.extra.quests.completed_title") in text
        profile = load_profile(tmp_path)
        assert (profile.level, profile.advice) == (3, result["advice"])
        assert set(profile.quests) == set(completed_rows(game))
        # the result scrolls: the player pages down to the quests a long journey completed
        rows = [row_text(app.t, row) for row in over.quest_rows]
        for _ in range(12):
            if all(row in text for row in rows):
                break
            await pilot.press("pagedown")
            await wait_quiet(pilot)
            text += " " + flat(app)
        for row in rows:
            assert row in text


async def test_quests_screen_lists_a_completed_row(tmp_path: Path) -> None:
    profile = Profile(level=4, advice=5)
    profile.record(["gem_catcher.6", "gem_catcher.7"], "Solo evening", dt.date(2026, 11, 30))
    save_profile(tmp_path, profile)
    app = make_app(tmp_path / "saves", language="de")
    app.profile_dir = tmp_path  # type: ignore[attr-defined]
    async with app.run_test(size=(120, 80)) as pilot:  # tall enough for every quest row
        await pilot.press("7", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, QuestsScreen)
        text = screen_text(app)
        lines = [line for line in text.splitlines() if row_text(app.t, "gem_catcher.6") in line]
        assert len(lines) == 1 and "☑" in lines[0] and "2026-11-30 · Solo evening" in lines[0]
        unchecked = [line for line in text.splitlines() if row_text(app.t, "gem_catcher.5") in line]
        assert len(unchecked) == 1 and "☐" in unchecked[0]
        assert app.t("board.extra.quests.progress", done=2, total=len(all_rows())) in text
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert not isinstance(app.screen, QuestsScreen)


async def test_a_game_with_both_modules_asks_about_fish_and_shows_the_owners(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, BoardSetupScreen)
        await set_select(pilot, "#seat-kind-1", FAST)
        for module in ("hen", "fisherman"):
            app.screen.query_one(f"#module-{module}").focus()
            await pilot.press("space")
            await wait_quiet(pilot)
        await type_into(pilot, "#seed", "77")
        await pilot.press("ctrl+s")
        await wait_quiet(pilot)
        screen = app.screen
        assert isinstance(screen, BoardTableScreen)
        game = screen.session.game
        assert game.config.modules == ("hen", "fisherman")
        await settle(app, pilot)
        await play_until(
            app, pilot, lambda: game.decision == "board.modules.decision.last_fish" and screen.my_turn()
        )
        offered_exactly_the_legal_actions(screen)
        assert app.t("board.modules.decision.last_fish") in flat(app)
        assert app.t("board.modules.when.today") in flat(app)
        await play_until(app, pilot, lambda: game.hook >= 0 and game.hen >= 0)
        await settle(app, pilot)
        view = screen.view()
        for seat, token in ((game.hen, "hen_token"), (game.hook, "hook_token")):
            board = board_text(app.t, view, screen.seats, seat, viewer=screen.viewer, full=True).plain
            strip = strip_lines(app.t, view, screen.seats, compact=False)[2 * seat].plain
            assert app.t(f"board.modules.{token}") in board and app.t(f"board.modules.{token}") in strip
        await pilot.press("b")  # every captain's full board, the owners' tokens named
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSheet))
        sheet = app.screen
        assert isinstance(sheet, BoardSheet)
        await wait_until(pilot, lambda: app.t("board.modules.hen_token") in sheet.plain)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is screen)
        panel = panel_text(screen)
        assert app.t("board.modules.hen") in panel and app.t("board.modules.fisherman") in panel
        assert screen.session.seats[game.hook].name in panel.replace("\u00a0", " ")  # "Captain 1" unbroken


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_panel_explains_favors_and_curses_in_each_language(lang: str) -> None:
    from engines.board import BoardGame
    from engines.board.config import BoardConfig
    from tui.board.text import Seats
    from tui.i18n import Translator

    t = Translator(lang)
    game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=1), 5)
    text = extra_text(t, game.view(0), Seats(["Anne"]))
    assert text is not None
    favor, curse = game.solo["favors"][0], game.solo["curses"][0]
    assert t(f"board.solo.favor.{favor}") in text.plain and t(f"board.solo.curse.{curse}") in text.plain
    assert (
        t("board.extra.board.favor", sea=t.noun(f"board.sea.{favor}")) in text.plain
    )  # "Gunst der Wilden See:"
    two = BoardGame.new(BoardConfig(mode="discovery", players=2), 5)
    assert extra_text(t, two.view(0), Seats(["Anne", "Flint"])) is None


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_the_solo_set_up_shows_every_word_at_80x24(tmp_path: Path, lang: str) -> None:
    """The quests box's label ("... checks the rows it rea") was cut at 80 columns."""
    from textual.widgets import Checkbox, RadioSet

    app = make_app(tmp_path, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen))
        await wait_quiet(pilot)
        assert isinstance(app.screen.focused, RadioSet)
        await pilot.press("right", "right", "enter")  # Solo
        await wait_quiet(pilot)
        box = app.screen.query_one("#solo-quests", Checkbox)
        box.focus()
        await wait_quiet(pilot)
        text = " ".join(screen_text(app).split())
        assert app.t("board.extra.setup.quests") in text
        assert " ".join(app.t("board.extra.setup.quests_help").split()) in text
        assert box.region.width >= len(app.t("board.extra.setup.quests")) + 4
