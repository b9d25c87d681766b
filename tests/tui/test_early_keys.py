"""Keys that reach a screen before its widgets are all built (found by the monkey test, issue 9)."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import OptionList, Tab, Tabs

from saves import SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import FAST, board_direct, settle
from tests.tui.cards.cards_ui_helpers import make_app, notices, wait_quiet, wait_until
from tui.board.table import BoardTableScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import RulesScreen
from tui.widgets.option_list import SafeOptionList


def test_page_keys_before_the_list_is_laid_out() -> None:
    """Textual's OptionList raised KeyError for PgUp/PgDn before its first layout."""
    listing = SafeOptionList("a", "b", "c")
    listing._reactive_highlighted = 1  # as a dialog sets it before the list is drawn
    listing.action_page_down()
    listing.action_page_up()
    assert isinstance(listing, OptionList)


async def test_the_board_table_takes_keys_once_its_ring_is_built(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        table = BoardTableScreen(board_direct(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")]))
        app.push_screen(table)  # not awaited: the ring has not composed its parts yet
        early = events.Key("right", None)
        assert not table.accepts_key(early)  # a key now would re-draw a ring without its title
        for name in ("right", "left", "t", "1"):
            app.post_message(events.Key(name, name if len(name) == 1 else None))
        await wait_until(pilot, lambda: table.is_mounted and table.ready_for_keys())
        await wait_quiet(pilot)
        assert table.accepts_key(events.Key("right", None))


async def test_the_rules_screen_translates_before_its_tabs_are_built(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(RulesScreen(game="board"))
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen) and app.screen.is_mounted)
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        tabs = screen.query_one(Tabs)
        for tab in list(tabs.query(Tab)):
            await tab.remove()  # as they are before they are composed
        screen.on_language()  # raised NoMatches for "#rules-cards"
        await wait_quiet(pilot)


async def test_a_dialog_taken_off_before_it_was_composed(save_dir: Path) -> None:
    """The save dialog pushed and popped by the next key before it was built: its mount handler looked
    for its name field and raised NoMatches (found by the monkey test)."""
    from tui.dialogs.save_name import SaveNameDialog

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        menu = app.screen
        app.push_screen(SaveNameDialog("mine"))
        app.pop_screen()  # in the same turn: the dialog never got composed
        await wait_quiet(pilot)
        assert app.screen is menu


async def test_a_dialog_focuses_its_field_once_it_is_built(save_dir: Path) -> None:
    """A dialog whose field was still mounting when the dialog mounted (seen under load): the field gets
    the focus as soon as it is there (the save dialog raised NoMatches in the monkey test)."""
    from textual.widgets import Input

    from tui.dialogs.save_name import SaveNameDialog

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        dialog = SaveNameDialog("mine")
        await app.push_screen(dialog)
        await wait_quiet(pilot)
        field = dialog.query_one(Input)
        await field.remove()  # as if it were not mounted yet
        dialog.focus_first("#save-name")  # what its mount does: nothing to focus yet, look again later
        await dialog.query_one("#dialog").mount(Input(value="mine", id="save-name"))
        await wait_until(pilot, lambda: isinstance(app.focused, Input) and app.focused.id == "save-name")


async def test_a_board_choice_meant_for_the_last_question_is_dropped(save_dir: Path) -> None:
    """Keys sent together: a choice that arrives after a play, before the bar shows the next question, was
    aimed at the old list; it is neither played nor refused with a "not possible now" notice."""
    seed, actions = positions.placement_actions()
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = board_direct(
            app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST), SeatInfo("Bonny", "ai", FAST)], seed=seed
        )
        session.replay(actions)
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await settle(app, pilot)
        offered = list(table.actions)
        captain = [a for a in offered if a[0] == "place" and a[1] == "captain"]
        assert len(captain) >= 2
        table.choose(captain[0])  # the first key: played
        played = len(session.records)
        assert played == len(actions) + 1
        assert table.actions == offered  # the bar has not shown the next question yet
        table.choose(captain[1])  # the next key, aimed at the same list
        assert len(session.records) == played
        await settle(app, pilot)
        assert not [n for n in notices(app) if "not possible" in n]
        assert table.actions == list(session.game.legal_actions()) or not table.my_turn()
