"""Screens that fit: a translated notice below a screen's minimum size, scrolling where text is long."""

from __future__ import annotations

from typing import Any

from saves import SeatInfo
from tests.tui.cards.cards_ui_helpers import direct_session, make_app, screen_text, wait_quiet
from tests.tui.cards.test_cards_snapshots import THREE, advance, after_round, human_to_play, show
from tui.cards.dialogs.round import RoundSummaryDialog
from tui.cards.table import CardsTableScreen, table_view
from tui.screens.fit import TooSmallNotice
from tui.screens.main_menu import MainMenuScreen
from tui.widgets.menu_list import MenuList

FOUR = [*THREE, SeatInfo("Kidd", "ai", "hard")]


async def test_menu_says_the_terminal_is_too_small_in_the_language() -> None:
    app = make_app(language="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_quiet(pilot)
        menu = app.screen
        assert isinstance(menu, MainMenuScreen)
        assert isinstance(app.focused, MenuList) and app.focused.selected_id == "board"
        await pilot.press("2")
        await wait_quiet(pilot)
        await pilot.resize_terminal(44, 14)
        await wait_quiet(pilot)
        assert menu.too_small
        text = screen_text(app)
        assert "Das Terminal ist zu klein (44×14)" in text
        assert "56×18" in text
        assert "Seven Seas" not in text and "Beenden" not in text  # the layout is hidden, footer too
        assert isinstance(app.focused, TooSmallNotice)
        await pilot.press("5")  # the menu's own keys are off: no Rules screen behind the notice
        await wait_quiet(pilot)
        assert app.screen is menu
        await pilot.press("f2")  # the app's keys still work
        await wait_quiet(pilot)
        assert "Le terminal est trop petit (44×14)" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await wait_quiet(pilot)
        assert not menu.too_small
        assert "trop petit" not in screen_text(app)
        assert "Réglages" in screen_text(app)
        assert isinstance(app.focused, MenuList) and app.focused.selected_id == "cards"  # as it was


async def test_table_keys_are_off_while_it_does_not_fit() -> None:
    app = make_app(language="en")
    async with app.run_test(size=(50, 15)) as pilot:
        session = direct_session(app, THREE, seed=31)
        advance(session, lambda s: human_to_play(s, min_actions=9))
        table = CardsTableScreen(session)
        await app.push_screen(table)
        await wait_quiet(pilot)
        assert table.too_small
        assert "The terminal is too small (50×15)" in screen_text(app)
        before = len(session.actions)
        await pilot.press("1", "enter")
        await wait_quiet(pilot)
        assert len(session.actions) == before and app.screen is table
        await pilot.resize_terminal(100, 32)
        await wait_quiet(pilot)
        assert not table.too_small
        assert "hand" in screen_text(app)


async def test_round_summary_scrolls_when_the_terminal_is_low() -> None:
    """Four seats at 70x16: the ships at the bottom can be scrolled to."""
    app = make_app(language="de")
    async with app.run_test(size=(70, 16)) as pilot:
        session = direct_session(app, FOUR, seed=25, goal=14)
        advance(session, after_round(1))
        table = await show(pilot, session)
        view = table_view(session.game, None)
        dialog = RoundSummaryDialog(view.last_scoring, table.names, goal=view.config.target, animate=False)
        await app.push_screen(dialog)
        await wait_quiet(pilot)
        box: Any = dialog.query_one("#dialog")
        assert box.max_scroll_y > 0
        box.scroll_end(animate=False, immediate=True)
        await wait_quiet(pilot)
        text = screen_text(app)
        assert "Kidd" in text.split("Schiff zieht")[-1]  # the last ship line is in view


async def test_four_seat_tie_stays_on_one_line_at_120_columns() -> None:
    app = make_app(language="fr")
    async with app.run_test(size=(120, 40)) as pilot:
        session = direct_session(app, FOUR, seed=25, goal=14)
        advance(session, after_round(1))
        table = await show(pilot, session)
        view = table_view(session.game, None)
        await app.push_screen(
            RoundSummaryDialog(view.last_scoring, table.names, goal=view.config.target, animate=False)
        )
        await wait_quiet(pilot)
        lines = screen_text(app).splitlines()
        tie = [line for line in lines if "Égalité" in line]
        assert tie and all("personne ne marque" in line for line in tie)


def test_capture_preview_shows_the_change_of_the_booty_total() -> None:
    """Scoring counts only the best card of each suit: the preview says how the total changes."""
    from engines.cards import Play
    from tui.cards.widgets.text import booty_total, option_text
    from tui.i18n import Translator

    t = Translator("en")
    assert booty_total([]) == 0
    collection = ["G10", "G2"]  # gold: only the best counts
    assert booty_total(collection) == booty_total(["G10"])
    action = Play("G1", ("G3",))  # more gold, none better than the 10 already there
    text = option_text(t, action, collection).plain
    before = booty_total(collection)
    assert f"booty total {before:+d} → {before:+d}" in text
    assert "in all" not in text


async def test_a_screen_has_its_width_class_before_its_widgets_are_styled() -> None:
    """The app's width classes (``-narrow`` below 100 columns, ``-broad`` from 100 on) came with the screen's
    first resize, after every widget had its styles: the whole screen was styled a second time as it opened.
    Now the screen has its class when its widgets mount, and the resize changes nothing."""
    from textual.app import ComposeResult
    from textual.widgets import Static

    from tui.screens.base import BaseScreen

    seen: list[tuple[bool, bool]] = []

    class Probe(Static):
        def on_mount(self) -> None:
            seen.append((self.screen.has_class("-narrow"), self.screen.has_class("-broad")))

    class Bare(BaseScreen[None]):
        def compose(self) -> ComposeResult:
            yield Probe("probe")

    for size, wanted in (((80, 24), (True, False)), ((120, 40), (False, True))):
        seen.clear()
        app = make_app(language="en")
        async with app.run_test(size=size) as pilot:
            await wait_quiet(pilot)
            screen = Bare()
            await app.push_screen(screen)
            await wait_quiet(pilot)
            assert seen == [wanted], (size, seen)
            assert (screen.has_class("-narrow"), screen.has_class("-broad")) == wanted
