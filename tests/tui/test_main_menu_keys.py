"""The main menu's keys do what its hint says: a number or an arrow selects an entry, only Enter (or a click)
opens it (issue 21: "1" started a game before Enter), and keys that arrive together never open two screens
(issue 9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events

from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_quiet, wait_until
from tests.tui.replay_helpers import save_first_moves
from tui.board.setup import BoardSetupScreen
from tui.cards.setup import CardsSetupScreen
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import RulesScreen
from tui.screens.settings import SettingsScreen
from tui.widgets.menu_list import MenuList

SIZE = (100, 32)


def key(name: str) -> events.Key:
    return events.Key(name, "\r" if name == "enter" else (name if len(name) == 1 else None))


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Arrows or digits choose · Enter opens"),
        ("de", "Pfeile/Ziffern wählen · Enter öffnet"),
        ("fr", "chiffres"),
    ],
)
async def test_the_hint_says_a_number_selects_and_enter_opens(save_dir: Path, lang: str, words: str) -> None:
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen) and words in screen_text(app))


@pytest.mark.parametrize(
    ("digit", "screen"),
    [
        ("1", BoardSetupScreen),
        ("2", CardsSetupScreen),
        ("4", LoadScreen),
        ("5", RulesScreen),
        ("6", SettingsScreen),
    ],
)
async def test_a_number_selects_its_entry_and_only_enter_opens_it(
    save_dir: Path, digit: str, screen: type
) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        menu = app.screen
        await pilot.press(digit)
        await wait_quiet(pilot)
        assert app.screen is menu and len(app.screen_stack) == 1  # nothing opened yet
        assert isinstance(app.focused, MenuList)
        assert app.focused.selected_label.startswith(digit)  # the entry of that number is selected
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, screen))
        assert len(app.screen_stack) == 2


async def test_a_click_opens_an_entry(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        await pilot.click("#menu-entries", offset=(10, 5))  # the sixth row: Settings
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))


@pytest.mark.parametrize(
    ("keys", "first"),
    [
        (("1", "enter", "enter"), BoardSetupScreen),
        (("enter", "enter"), BoardSetupScreen),
        (("2", "1", "enter"), BoardSetupScreen),
        (("2", "enter", "1", "enter"), CardsSetupScreen),
        (("4", "enter", "5", "enter", "6"), LoadScreen),
        (("5", "down", "enter", "enter"), SettingsScreen),
    ],
)
async def test_keys_that_arrive_together_open_one_screen(
    save_dir: Path, keys: tuple[str, ...], first: type
) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        menu = app.screen
        for name in keys:  # read from the terminal in one go: all queued before the first is handled
            app.post_message(key(name))
        await wait_until(pilot, lambda: app.screen is not menu)
        await wait_quiet(pilot)
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert [type(s) for s in app.screen_stack] == [MainMenuScreen, first]


async def test_the_menu_opens_again_after_coming_back(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        menu = app.screen
        await pilot.press("5", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is menu)
        await pilot.press("6", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        assert len(app.screen_stack) == 2


async def test_continue_then_enter_continues_the_game(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "3" and Enter (Continue) read the saves in a worker; another Enter meanwhile opens nothing else."""
    import threading

    from saves import SaveStore
    from tui.cards.table import CardsTableScreen

    save_first_moves(save_dir, "unfinished")
    gate = threading.Event()
    real = SaveStore.latest_unfinished

    def slow(self: SaveStore):  # type: ignore[no-untyped-def]
        gate.wait(30)  # a slow disk: the worker is still reading when the Enter is handled
        return real(self)

    monkeypatch.setattr(SaveStore, "latest_unfinished", slow)
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        menu = app.screen
        app.post_message(key("3"))
        app.post_message(key("enter"))
        app.post_message(key("enter"))
        await wait_quiet(pilot)
        await wait_quiet(pilot)
        gate.set()
        await wait_until(pilot, lambda: app.screen is not menu and not menu.continuing)
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert [type(s) for s in app.screen_stack][:2] == [MainMenuScreen, CardsTableScreen]


async def test_a_key_coming_back_while_the_next_screen_is_composed_is_dropped(save_dir: Path) -> None:
    """A key the menu did not handle comes back to the app, whose bindings belong to the current screen:
    when "1" has just pushed the board set-up (still being composed), F1 must not run the set-up's
    "rules" action (it read the set-up's mode before its widgets existed: NoMatches, found by the monkey)."""
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        setup = BoardSetupScreen()
        app.push_screen(setup)  # not awaited: on the stack, not mounted yet
        assert app.screen is setup and not setup.is_mounted
        returning = key("f1")
        returning._set_forwarded()  # as it comes back from the menu's widgets
        await app.on_event(returning)
        await wait_until(pilot, lambda: setup.is_mounted)
        await wait_quiet(pilot)
        assert [type(s) for s in app.screen_stack] == [MainMenuScreen, BoardSetupScreen]
        await pilot.press("f1")  # once it is on show, F1 opens the rules as usual
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))


async def test_f2_while_a_table_is_still_being_composed(save_dir: Path) -> None:
    """F2 right after a key opened the board table: the table translates itself when it mounts (switching
    it before it had its widgets raised NoMatches for its pane tabs, found by the monkey)."""
    from saves import SeatInfo
    from tests.tui.board.board_ui_helpers import board_direct
    from tui.board.table import BoardTableScreen

    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        table = BoardTableScreen(board_direct(app, [SeatInfo("Anne"), SeatInfo("Bonny")]))
        app.push_screen(table)  # not awaited: on the stack, not mounted yet
        app.action_cycle_language()
        await wait_until(pilot, lambda: table.is_mounted)
        await wait_quiet(pilot)
        assert app.language == "de"
        assert "Sprache" in screen_text(app)  # what is on show (the hand-off to Anne) speaks German


@pytest.mark.parametrize("digit", ["1", "2"])
async def test_two_starts_in_a_set_up_start_one_game(
    save_dir: Path, digit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two starts read together (Ctrl+S twice, or Enter on the start button twice): the second switched
    screens again, the new table was popped and the screen stack broke (IndexError, found by the monkey).
    The set-up now hands over once."""
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        await pilot.press(digit, "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen | CardsSetupScreen))
        setup = app.screen
        await wait_until(pilot, lambda: app.focused is not None)
        from tui.board import UI as BOARD
        from tui.cards import UI as CARDS

        ui = BOARD if digit == "1" else CARDS
        opened: list[object] = []
        real = ui.table_screen

        def counted(session: object) -> object:
            opened.append(real(session))  # type: ignore[arg-type]
            return opened[-1]

        monkeypatch.setattr(ui, "table_screen", counted)
        for _ in range(2):  # two submits handled before the set-up is taken off the stack
            setup.action_start()  # type: ignore[attr-defined]
        await wait_until(pilot, lambda: setup not in app.screen_stack)
        await wait_quiet(pilot)
        table = app.screen_stack[1]
        assert len(opened) == 1 and table is opened[0]  # one game, not a second one replacing the first
        assert isinstance(app.screen_stack[0], MainMenuScreen)
        assert not any(isinstance(s, BoardSetupScreen | CardsSetupScreen) for s in app.screen_stack)
