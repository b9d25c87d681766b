"""The set-ups' keys (issue 21, "choose deliberately"): the focus starts on the first choice (the board game's
mode, the card game's first seat), Enter in a field moves to the next field and never starts the game; only
the start button (Enter or a click on it) or Ctrl+S starts; Solo's options follow the mode with one Tab."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_quiet, wait_until
from tui.board.setup import BoardSetupScreen
from tui.board.table import BoardTableScreen
from tui.cards.table import CardsTableScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.setup import SetupScreen

SIZES = [(80, 24), (120, 40)]


async def open_setup(pilot, digit: str) -> SetupScreen:  # type: ignore[no-untyped-def]
    app = pilot.app
    await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
    await pilot.press(digit, "enter")
    await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen) and app.focused is not None)
    await wait_quiet(pilot)
    return app.screen  # type: ignore[return-value]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("digit", "first"), [("1", "opt-mode"), ("2", "seat-kind-0")])
async def test_the_focus_starts_on_the_first_choice(
    save_dir: Path, digit: str, first: str, size: tuple[int, int]
) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=size) as pilot:
        await open_setup(pilot, digit)
        assert app.focused is not None and app.focused.id == first


@pytest.mark.parametrize("digit", ["1", "2"])
async def test_enter_in_a_field_moves_on_and_never_starts(save_dir: Path, digit: str) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_setup(pilot, digit)
        name = setup.query_one("#seat-name-0", Input)
        name.focus()
        await wait_quiet(pilot)
        await pilot.press("A", "n", "n", "e", "enter")
        await wait_quiet(pilot)
        assert app.screen is setup and name.value == "Anne"
        assert app.focused is not None and app.focused is not name  # the next field
        seed = setup.query_one("#seed", Input)
        seed.focus()
        await wait_quiet(pilot)
        await pilot.press("4", "2", "enter", "enter")  # the second Enter lands on the start button...
        await wait_until(pilot, lambda: app.screen is not setup)
        # ...which is the one thing that starts the game
        assert isinstance(app.screen, BoardTableScreen | CardsTableScreen | HandoffScreen)


@pytest.mark.parametrize("digit", ["1", "2"])
async def test_only_the_start_key_or_button_starts(save_dir: Path, digit: str) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_setup(pilot, digit)
        for _ in range(3):  # Enter on the first choices: each moves on or opens a list, none starts
            await pilot.press("enter")
            await wait_quiet(pilot)
            if app.screen is not setup:
                await pilot.press("escape")  # a drop-down list
                await wait_until(pilot, lambda: app.screen is setup)
        assert app.screen is setup
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.screen is not setup and not isinstance(app.screen, SetupScreen))


async def test_a_click_on_the_start_button_starts(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_setup(pilot, "2")
        await pilot.click("#start")
        await wait_until(pilot, lambda: app.screen is not setup)
        assert isinstance(app.screen, CardsTableScreen | HandoffScreen)


async def test_solo_is_chosen_with_arrows_and_enter_then_its_options_follow(save_dir: Path) -> None:
    """The mode: → → highlights Solo, Enter chooses it and moves to the Favors & Curses level (no Shift+Tab)."""
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(pilot, "1")
        assert isinstance(setup, BoardSetupScreen) and not setup.solo()
        await pilot.press("right", "right")
        await wait_quiet(pilot)
        assert not setup.solo()  # an arrow only highlights
        await pilot.press("enter")
        await wait_until(
            pilot, lambda: setup.solo() and app.focused is not None and app.focused.id == "solo-level"
        )
        await pilot.press("shift+tab")  # one step back: the mode again
        await wait_quiet(pilot)
        assert app.focused is not None and app.focused.id == "opt-mode"


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Enter/Tab: next field · Ctrl+S: start"), ("de", "Strg+S: los"), ("fr", "Ctrl+S")],
)
async def test_the_hint_says_how_to_move_on_and_start(save_dir: Path, lang: str, words: str) -> None:
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, "1")
        assert words in screen_text(app)
