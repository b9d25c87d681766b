"""The shell's input as players meet it (issue 9): the hot-seat hand-off, the game menu, numbered
dialogs (a number selects, Enter confirms), the undo rule, F2 in dialogs, default names, set-up."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input, OptionList, RadioSet

from engines.cards import DECISION_STEAL_SOURCE, KRAKEN, Play, StealFrom
from saves import SeatInfo
from tests.toygame import ToyConfig, ToyGame
from tests.tui.cards.cards_ui_helpers import (
    HELD,
    direct_session,
    make_app,
    screen_text,
    set_select,
    until_shown,
    wait_notice,
    wait_quiet,
)
from tests.tui.test_session import HUMANS, VS_AI, ToyTable, factory, session
from tui.cards.dialogs.capture import CaptureChoiceDialog
from tui.cards.dialogs.steal import StealDialog
from tui.cards.setup import CardsSetupScreen
from tui.cards.table import CardsTableScreen
from tui.dialogs.choice import digit_index, number_label
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.game_menu import GameMenuDialog
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.save_name import SaveNameDialog
from tui.screens.handoff import HANDOFF_GRACE, HandoffScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.settings import SettingsScreen
from tui.session import GameSession

SIZE = (100, 32)


def key(name: str, at: float) -> events.Key:
    event = events.Key(name, "\r" if name == "enter" else name)
    event.time = at
    return event


# --- numbered choices ------------------------------------------------------------------------


def test_number_keys_reach_every_entry() -> None:
    assert [digit_index(d, None, 12) for d in (1, 9, 0)] == [0, 8, 9]
    assert digit_index(1, 0, 12) == 10  # "1" again: the 11th
    assert digit_index(2, 1, 12) == 11
    assert digit_index(1, 10, 12) == 0  # and back
    assert digit_index(1, 0, 9) == 0  # nothing ten further: stays
    assert digit_index(5, None, 4) is None
    assert [number_label(i) for i in (0, 8, 9, 10, 11)] == ["1", "9", "0", "11", "12"]


async def test_a_number_selects_and_enter_confirms_in_the_steal_dialog(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Bo")], seed=1, goal=7)
        session.replay(["K9xR2+C7", "G5", "K6", "G6xK6", "K1x*"])
        assert session.game.decision == DECISION_STEAL_SOURCE and session.game.to_act == 0
        app.handoff_grace = 0.0  # type: ignore[attr-defined]
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await until_shown(pilot)
        await pilot.press("enter")  # the hand-off
        await wait_quiet(pilot)
        await until_shown(pilot)
        dialog = app.screen
        assert isinstance(dialog, StealDialog) and len(dialog.choices) >= 2
        await pilot.press("2")
        await wait_quiet(pilot)
        assert app.screen is dialog and dialog.query_one(OptionList).highlighted == 1
        assert session.actions[-1] == "K1x*"  # nothing taken yet
        await pilot.press("enter")
        await wait_quiet(pilot)
        chosen = dialog.choices[1]
        assert isinstance(chosen, StealFrom)
        assert session.actions[-1] == session.game.format_action(chosen)


async def test_a_number_selects_and_enter_confirms_a_capture(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=1, goal=7)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        hand = session.game.view(0).hand
        await pilot.press(str(hand.index("R9") + 1))  # selects R9 only
        await wait_quiet(pilot)
        assert app.screen is table and session.actions == [] and table.selected_card() == "R9"
        await pilot.press("enter")
        await wait_quiet(pilot)
        dialog = app.screen
        assert isinstance(dialog, CaptureChoiceDialog) and len(dialog.options) == 2
        await pilot.press("2")
        await wait_quiet(pilot)
        assert app.screen is dialog and session.actions == []
        assert table.preview == dialog.options[1]  # its cards are marked in the display
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert session.actions[:1] == [session.game.format_action(dialog.options[1])]


async def test_two_enters_in_a_numbered_dialog_answer_once(save_dir: Path) -> None:
    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=1, goal=7)
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await pilot.press(str(session.game.view(0).hand.index("R9") + 1), "enter")
        await wait_quiet(pilot)
        dialog = app.screen
        assert isinstance(dialog, CaptureChoiceDialog)
        options = dialog.query_one(OptionList)
        for _ in range(
            3
        ):  # Enters that arrive together: each selection is queued before the first is handled
            options.post_message(OptionList.OptionSelected(options, options.get_option_at_index(0), 0))
        await wait_quiet(pilot)
        await wait_quiet(pilot)
        assert app.screen is table and len(session.actions) == 1
        await pilot.press("q")  # the game is still there, and asks before it is left
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)


async def test_the_kraken_that_must_take_does_not_ask_whether_to_sweep(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        titles = []
        for options in (
            [Play(KRAKEN, ("R1",)), Play(KRAKEN, ("G5", "R1"), sweep=True)],  # a 1 in the display: must take
            [Play(KRAKEN, ()), Play(KRAKEN, ("G5",), sweep=True)],  # may decline
        ):
            dialog = CaptureChoiceDialog(KRAKEN, options, names=["Anne", "Bo"])
            await app.push_screen(dialog)
            await wait_quiet(pilot)
            titles.append(screen_text(app))
            dialog.dismiss(None)
            await wait_quiet(pilot)
        assert "must take" in titles[0] and "or not" not in titles[0]
        assert "or not" in titles[1]


# --- the hot-seat hand-off ---------------------------------------------------------------------


async def test_the_hand_off_ignores_a_double_tap_and_takes_a_deliberate_enter(save_dir: Path) -> None:
    from tests.tui.test_session import make_app as toy_app

    app = toy_app(save_dir)
    del app.handoff_grace  # type: ignore[attr-defined]  # the real grace
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(HUMANS, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and handoff._shown_at is not None
        shown = handoff._shown_at
        app.post_message(key("enter", shown - 0.05))  # typed before it appeared
        app.post_message(key("enter", shown + HANDOFF_GRACE / 2))  # the second tap of a double Enter
        await wait_quiet(pilot)
        assert app.screen is handoff and table.viewer is None
        app.post_message(key("enter", shown + HANDOFF_GRACE + 0.01))  # a deliberate Enter
        await wait_quiet(pilot)
        assert app.screen is table and table.viewer == 0


async def test_save_and_menu_from_the_hand_off_show_no_hand(save_dir: Path) -> None:
    from tests.tui.test_session import make_app as toy_app

    app = toy_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(MainMenuScreen())
        s = session(HUMANS, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await pilot.press("enter")
        await wait_quiet(pilot)
        await pilot.press("1")  # Anne plays: the hand-off to Bo
        await wait_quiet(pilot)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and table.viewer is None
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        app.screen.query_one(Input).value = "at the hand-off"
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert app.screen is handoff and (save_dir / "at the hand-off.toml").exists()
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, GameMenuDialog)
        await pilot.press("escape")  # resume: back to the hand-off
        await wait_quiet(pilot)
        assert app.screen is handoff and table.viewer is None
        await pilot.press("1")  # Anne plays again? no: keys on the hand-off never reach the table
        await wait_quiet(pilot)
        assert app.screen is handoff and len(s.actions) == 1
        await pilot.press("escape")
        await wait_quiet(pilot)
        await pilot.press("5", "enter")  # leave: the game is saved, so nothing more is asked
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)
        assert table not in app.screen_stack and handoff not in app.screen_stack


# --- the game menu -------------------------------------------------------------------------


async def test_escape_on_the_table_opens_the_game_menu(save_dir: Path) -> None:
    from tests.tui.test_session import make_app as toy_app

    app = toy_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = ToyTable(session(VS_AI, store=app.store))
        await app.push_screen(table)
        await wait_quiet(pilot)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert isinstance(app.screen, GameMenuDialog)
        await pilot.press("4")  # a number selects only
        await wait_quiet(pilot)
        assert isinstance(app.screen, GameMenuDialog)
        await pilot.press("1", "enter")
        await wait_quiet(pilot)
        assert app.screen is table
        await pilot.press("escape")
        await wait_quiet(pilot)
        await pilot.press("4", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert app.screen is table
        await pilot.press("1")  # a move: leaving now asks first
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        await pilot.press("escape")
        await wait_quiet(pilot)
        await pilot.press("5", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)


# --- undo ----------------------------------------------------------------------------------


def test_casual_undo_takes_back_the_captains_replies_but_not_a_human_move() -> None:
    seats = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"), SeatInfo("Bo"))
    s = GameSession.start(ToyGame, ToyConfig(seats=3), 7, seats, agent_factory=factory)
    s.apply(s.game.legal_actions()[0])  # Anne
    s.apply(s.choose_ai())  # Flint
    assert s.undo_check(0).reason == "play.undo.other_moved"
    assert s.undo_check(0, rule="casual").target == 0
    s.apply(s.game.legal_actions()[0])  # Bo, a human
    assert not s.undo_check(0, rule="casual").possible


async def test_undo_at_the_instant_pace_follows_the_setting(save_dir: Path) -> None:
    from tests.tui.test_session import make_app as toy_app

    app = toy_app(save_dir, delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await pilot.press("1")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert len(s.actions) >= 2 and s.game.to_act == 0  # Flint answered at once
        count = len(s.actions)
        await pilot.press("u")
        await wait_quiet(pilot)
        assert len(s.actions) == count
        assert any("Strict undo is on" in n.message for n in app._notifications)
        app.update_settings(undo="casual")
        await pilot.press("u")
        await wait_quiet(pilot)
        assert s.actions == [] and s.game.to_act == 0
        assert any("with the AI captains’ replies" in n.message for n in app._notifications)


# --- language, names, set-up -----------------------------------------------------------------


async def test_f2_works_in_every_dialog(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        for dialog in (
            ConfirmDialog("load.confirm_delete", params={"name": "x"}),
            LeaveGameDialog(),
            SaveNameDialog("x"),
            GameMenuDialog(),
        ):
            await app.push_screen(dialog)
            await wait_quiet(pilot)
            before = app.language
            await pilot.press("f2")
            await wait_quiet(pilot)
            assert app.language != before and app.screen is dialog
            dialog.dismiss(None)
            await wait_quiet(pilot)


async def test_default_names_follow_the_language_until_edited(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, CardsSetupScreen)
        await set_select(pilot, "#seat-kind-2", "none")
        await pilot.press("ctrl+s")
        await wait_quiet(pilot)
        table = app.screen
        assert isinstance(table, CardsTableScreen)
        assert table.names[0] == "Player\u00a01"  # never broken before its number
        app.set_language("de")
        await wait_quiet(pilot)
        assert table.names[0] == "Spieler\u00a01" and "Spieler 1" in screen_text(app).replace("\u00a0", " ")
        assert table.names[1] == table.session.seats[1].name  # a captain's name stays


async def test_set_up_details(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "enter")
        await wait_quiet(pilot)
        setup = app.screen
        assert isinstance(setup, CardsSetupScreen)
        name = setup.query_one("#seat-name-2", Input)
        assert name.value  # a captain
        await set_select(pilot, "#seat-kind-2", "none")
        assert name.value == ""  # an emptied seat shows no old name
        seed = setup.query_one("#seed", Input)
        seed.focus()
        await wait_quiet(pilot)
        setup.query_one("#seat-name-0", Input).focus()
        await wait_quiet(pilot)
        assert not seed.has_class("-invalid")
        target = setup.query_one("#opt-target", RadioSet)
        pressed = target.pressed_button
        assert pressed is not None and target._selected == target._nodes.index(pressed)
        assert pressed.id == "target-11"


async def test_settings_radio_highlight_starts_on_the_chosen_option(save_dir: Path) -> None:
    app = make_app(save_dir, delay=1.5)
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(SettingsScreen())
        await wait_quiet(pilot)
        for radio in app.screen.query(RadioSet):
            pressed = radio.pressed_button
            assert pressed is not None and radio._selected == radio._nodes.index(pressed), radio.id


async def test_a_notice_when_a_captain_steals_from_you(save_dir: Path) -> None:
    moves = [
        "R3xG3",
        "K5",
        "R9xR2+R7",
        "C3",
        "C5xK5",
        "C1",
        "C9",
        "R8xC1+C7",
        "C10",
        "R4",
        "K1",
        "G7xC3+R4",
        "K6",
        "G6xK6",
        "K9xC9",
        "G5",
        "G1xK1",
        "K10xC10",
        "G2",
        "K7xG2+G5",
        "from 0",
    ]
    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=SIZE) as pilot:
        s = direct_session(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")], seed=1)
        s.replay(moves)
        table = CardsTableScreen(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        s.cancel_ai()
        s.apply(s.game.parse_action("take K9"))  # Flint takes Anne's curse 9
        table.after_play(s.records[-1])
        await wait_notice(
            pilot,
            lambda message: message == "Flint stole Curse 9 from Anne’s collection.",
            "of Flint's theft",
        )
