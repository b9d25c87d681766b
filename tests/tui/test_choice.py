"""The set-ups' light drop-down (issue 9: the board's set-up took a second to open with Textual's Select):
keys and mouse choose as the hints say, the list answers once, and it never leaves the screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events

from tests.tui.cards.cards_ui_helpers import make_app, screen_text, set_select, wait_quiet, wait_until
from tui.board.setup import BoardSetupScreen
from tui.widgets.choice import Choice, ChoiceMenu


def _all_in(text: str, *parts: str) -> bool:
    return all(part in text for part in parts)


def key(name: str) -> events.Key:
    return events.Key(name, "\r" if name == "enter" else (" " if name == "space" else None))


async def _setup(app: Any, pilot: Any) -> BoardSetupScreen:
    await app.push_screen(BoardSetupScreen())
    await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen) and app.screen.is_mounted)
    await wait_quiet(pilot)
    screen = app.screen
    assert isinstance(screen, BoardSetupScreen)
    return screen


async def _open_seat_list(app: Any, pilot: Any) -> None:
    """The board set-up with the second seat's drop-down open, the set-up shown round it."""
    setup = await _setup(app, pilot)
    setup.query_one("#seat-kind-1", Choice).focus()
    await pilot.press("enter")
    await wait_until(
        pilot,
        lambda: (
            isinstance(app.screen, ChoiceMenu) and _all_in(screen_text(app), "Human", "Captains (2 to 5)")
        ),
    )


async def test_enter_opens_the_list_and_enter_chooses(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        await set_select(pilot, "#seat-kind-3", "hard")
        assert setup.query_one("#seat-kind-3", Choice).value == "hard"
        assert not setup.query_one("#seat-name-3").disabled  # the row followed the change
        assert app.focused is setup.query_one("#seat-kind-3")  # back on the field


async def test_arrows_step_through_the_options_without_opening(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        field = setup.query_one("#seat-kind-2", Choice)
        field.focus()
        await wait_quiet(pilot)
        first, second = field.values[0], field.values[1]
        field.value = first
        await pilot.press("right")
        await wait_until(pilot, lambda: field.value == second)
        await pilot.press("left", "left")
        await wait_until(pilot, lambda: field.value == field.values[-1])  # it wraps round
        assert not isinstance(app.screen, ChoiceMenu)


async def test_escape_or_a_click_beside_the_list_keeps_the_value(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        field = setup.query_one("#seat-colour-1", Choice)
        before = field.value
        field.focus()
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
        await pilot.press("down", "escape")
        await wait_until(pilot, lambda: app.screen is setup)
        assert field.value == before
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
        await pilot.press("down")
        await pilot.click(offset=(99, 0))  # the top-right corner: beside the list
        await wait_until(pilot, lambda: app.screen is setup)
        assert field.value == before


async def test_a_click_opens_the_list_and_a_click_chooses(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        await pilot.click("#seat-colour-0")
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
        menu = app.screen
        assert isinstance(menu, ChoiceMenu)
        listing = menu.query_one("OptionList")
        await pilot.click(listing, offset=(2, 3))  # the third option (under the border)
        await wait_until(pilot, lambda: app.screen is setup)
        field = setup.query_one("#seat-colour-0", Choice)
        assert field.value == field.values[2]


async def test_two_enters_together_open_the_list_and_choose_nothing(save_dir: Path) -> None:
    """The second Enter was typed before the list existed: it must not pick the highlighted option."""
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        field = setup.query_one("#seat-kind-1", Choice)
        before = field.value
        field.focus()
        await wait_quiet(pilot)
        for _ in range(2):
            app.post_message(key("enter"))
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
        await wait_quiet(pilot)
        assert isinstance(app.screen, ChoiceMenu) and field.value == before


async def test_a_disabled_field_does_not_open(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        setup = await _setup(app, pilot)
        field = setup.query_one("#seat-colour-4", Choice)  # an empty seat's colour
        assert field.disabled
        field.action_open()
        field.action_step(1)
        await wait_quiet(pilot)
        assert app.screen is setup


async def test_the_list_follows_a_language_switch(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        # Each wait asks for the whole screen at once: a language switch repaints the set-up and the list in
        # turn, so a frame may hold one and not yet the other.
        await _open_seat_list(app, pilot)
        await pilot.press("f2")
        await wait_until(
            pilot,
            lambda: (
                isinstance(app.screen, ChoiceMenu)
                and _all_in(screen_text(app), "Mensch", "KI (", "Kapitäne (2 bis 5)")
            ),
        )


async def test_the_list_stays_on_a_small_screen(save_dir: Path) -> None:
    """Under the field when it fits, over it near the bottom; always inside the terminal."""
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await _setup(app, pilot)
        for field_id in ("#seat-kind-0", "#seat-kind-4", "#seat-colour-4"):
            field = setup.query_one(field_id, Choice)
            field.disabled = False
            field.focus()
            field.scroll_visible(animate=False)
            await wait_quiet(pilot)
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
            await wait_quiet(pilot)
            listing = app.screen.query_one("OptionList").region
            assert listing.x >= 0 and listing.y >= 0
            assert listing.right <= 80 and listing.bottom <= 24, (field_id, listing)
            assert not listing.overlaps(field.region.translate((0, 0))) or listing.height == 24
            await pilot.press("escape")
            await wait_until(pilot, lambda: app.screen is setup)


async def test_reading_the_screen_leaves_the_set_up_under_the_list(save_dir: Path) -> None:
    """The tests' own reading of the terminal (``screen_text``) draws the screens under the list too, and
    leaves what the app draws as it was: a read between a repaint's request and the repaint once drew the
    list over nothing and kept it so, and a wait for the set-up behind the list then never ended."""
    app = make_app(save_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        await _open_seat_list(app, pilot)
        app.screen.refresh()  # a repaint asked for and not yet made, then read at once
        assert "Captains (2 to 5)" in screen_text(app)
        await wait_quiet(pilot)
        assert _all_in(screen_text(app), "Human", "Captains (2 to 5)")
