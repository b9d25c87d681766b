"""The footer's keys are built once as a screen opens, counted (not timed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tui.app import SevenSeasApp
from tui.board.setup import BoardSetupScreen
from tui.screens.main_menu import MainMenuScreen
from tui.widgets.footer import AppFooter


def count_recomposes(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The screens whose footer builds its keys again (``AppFooter.recompose``), one entry a time."""
    recomposed: list[Any] = []
    recompose = AppFooter.recompose

    async def counting(self: AppFooter) -> None:
        recomposed.append(self.screen)
        await recompose(self)

    monkeypatch.setattr(AppFooter, "recompose", counting)
    return recomposed


def held_app(tmp_path: Path) -> SevenSeasApp:
    """An app whose AI captains wait an hour before each move: a table opened at their turn stays there."""
    from tui.settings import Settings

    return SevenSeasApp(
        language="en", save_dir=tmp_path, settings=Settings(ai_delay=3600.0), persist_settings=False
    )


#: Anne at the screen and two medium AI captains.
THREE = [("Anne",), ("Flint", "ai", "medium"), ("Bonny", "ai", "medium")]


async def until_menu(app: SevenSeasApp, pilot: Any) -> None:
    while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
        await pilot.pause()


async def open_settled(app: SevenSeasApp, pilot: Any, screen: Any) -> None:
    """Push ``screen``, then a few more rounds once it is mounted (its first frame and what follows it)."""
    await app.push_screen(screen)
    while not screen.is_mounted:
        await pilot.pause()
    for _ in range(4):
        await pilot.pause()


async def test_a_set_up_screen_opens_with_its_translated_keys_and_builds_them_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Textual's footer composed empty, then built its keys again once the screen announced them (another
    layout of the whole screen), and the keys it had were untranslated until the screen's mount: now the
    translated keys come with the first compose and the announcement changes nothing."""
    recomposed = count_recomposes(monkeypatch)
    app = SevenSeasApp(language="de", save_dir=tmp_path, persist_settings=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_menu(app, pilot)
        await pilot.pause()
        screen = BoardSetupScreen()
        await app.push_screen(screen)
        while not screen.is_mounted:
            await pilot.pause()
        await pilot.pause()
        await pilot.pause()
        footer = screen.query_one(AppFooter)
        assert footer._shown is not None and ("ctrl+s", "start") in [k[:2] for k in footer._shown[2]]
        assert "Starten" in [k[2] for k in footer._shown[2]]  # the keys' labels in the player's language
        assert [s for s in recomposed if s is screen] == []


async def test_the_board_table_opened_at_another_captains_turn_builds_its_footer_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The table focused its decision list as it opened, then the AI captain's turn hid the list: the focus
    was lost and the footer built its keys a second time (in the order of no focus). Now the list is hidden
    from the start, nothing has the focus, and the keys are built once."""
    from engines.board.config import BoardConfig
    from saves import SeatInfo
    from tui.board.setup import board_session
    from tui.board.table import BoardTableScreen

    recomposed = count_recomposes(monkeypatch)
    app = held_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_menu(app, pilot)
        seats = [SeatInfo(*seat) for seat in THREE]
        session = board_session(app, BoardConfig(mode="advanced", players=3), 7, seats)
        first = session.game.to_act
        assert first is not None and session.is_ai(first)
        screen = BoardTableScreen(session)
        await open_settled(app, pilot, screen)
        assert screen.thinking == session.game.to_act  # the AI captain's turn is on show
        assert [s for s in recomposed if s is screen] == [screen]  # composed empty, built once
        assert screen.focused is None and not screen.query_one("#choices").display
        session.cancel_ai()


@pytest.mark.parametrize("game_id", ["cards", "board"])
async def test_a_replay_builds_its_footer_once_and_focuses_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game_id: str
) -> None:
    """Nothing takes the focus on a replay: Textual's auto-focus gave it to the first focusable widget as the
    screen composed, the replay took it away after its first refresh, and each change built the footer's
    keys again (twice). Now the keys come with the first compose and nothing is ever focused."""
    from saves import load_file
    from tests.tui.replay_helpers import save_played
    from tui.replay import Replay
    from tui.screens.replay import ReplayShell, open_replay

    recomposed = count_recomposes(monkeypatch)
    replay = Replay.from_loaded(load_file(save_played(tmp_path, game_id, 12, "done")))
    app = SevenSeasApp(language="en", save_dir=tmp_path, persist_settings=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_menu(app, pilot)
        open_replay(app, replay)
        while not isinstance(app.screen, ReplayShell) or not app.screen.is_mounted:
            await pilot.pause()
        screen = app.screen
        for _ in range(4):
            await pilot.pause()
        assert [s for s in recomposed if s is screen] == []
        assert screen.focused is None
        screen.query_one("#choices" if game_id == "board" else "GameLog").focus()  # a click, say
        await pilot.pause()
        assert screen.focused is None


@pytest.mark.parametrize("game_id", ["cards", "board"])
async def test_a_game_over_screen_builds_its_footer_once_with_play_again_under_a(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game_id: str
) -> None:
    """The end screen focuses its "play again" button as it opens, and a focused button takes Enter: the keys
    composed before the focus showed "enter Play again", so the footer composed empty and built its keys once the
    focus was set (another layout of the screen). Enter plays again unnamed now (a focused button presses
    itself): the footer shows "a Play again" whatever has the focus and is built with the first compose."""
    from saves import load_file
    from tests.tui.replay_helpers import save_played
    from tui.games import GAMES

    recomposed = count_recomposes(monkeypatch)
    path = save_played(tmp_path, game_id, 10, "done")
    app = SevenSeasApp(language="en", save_dir=tmp_path, persist_settings=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_menu(app, pilot)
        ui = GAMES.ui(game_id)
        assert ui is not None
        screen = ui.game_over_screen(ui.loaded_session(app, load_file(path)))
        await open_settled(app, pilot, screen)
        assert screen.focused is not None and screen.focused.id == "again"
        assert [s for s in recomposed if s is screen] == []
        footer = screen.query_one(AppFooter)
        assert footer._shown is not None
        keys = [k[:3] for k in footer._shown[2]]
        assert ("a", "again", "Play again") in keys and "enter" not in [k[0] for k in keys]
        screen.query_one("#over-box").focus()  # nothing that takes Enter: the footer shows the same
        await pilot.pause()
        await pilot.pause()
        assert [s for s in recomposed if s is screen] == []
        await pilot.press("enter")  # and Enter still plays again
        while app.screen is screen:
            await pilot.pause()
        assert type(app.screen).__name__.endswith("TableScreen")
        cancel = getattr(getattr(app.screen, "session", None), "cancel_ai", None)
        if callable(cancel):
            cancel()


async def test_the_cards_table_opened_at_the_players_turn_builds_its_footer_once_with_enter(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The card table takes its turn just after its first frame: the footer built its keys without Enter (no one
    to play yet), then again with it once the turn was set up. Now Enter is in the keys from their first build
    when the table opens on the seat's turn: built once; a digit selects without touching them, Enter plays."""
    from engines.cards import CardConfig
    from saves import SeatInfo
    from tui.cards.setup import cards_session
    from tui.cards.table import CardsTableScreen

    recomposed = count_recomposes(monkeypatch)
    app = held_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_menu(app, pilot)
        seats = [SeatInfo(*seat) for seat in THREE]
        session = cards_session(app, CardConfig(players=3, target=11), 7, seats)
        assert session.game.to_act == 0  # Anne's turn
        screen = CardsTableScreen(session)
        await open_settled(app, pilot, screen)
        footer = screen.query_one(AppFooter)
        assert footer._shown is not None and ("enter", "play") in [k[:2] for k in footer._shown[2]]
        assert [s for s in recomposed if s is screen] == [screen]  # composed empty, built once
        assert screen.viewer == 0 and screen.my_turn()
        await pilot.press("2")  # a digit selects
        await pilot.pause()
        assert screen.selected == 1 and not session.actions
        assert [s for s in recomposed if s is screen] == [screen]
        await pilot.press("enter")  # Enter plays
        while not session.actions:
            await pilot.pause()
        session.cancel_ai()
