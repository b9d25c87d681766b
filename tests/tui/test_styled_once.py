"""Screens styled once as they open (``tui/screens/base.py``: Textual's whole-screen restyle at a screen's first
showing is skipped) and width classes set as a screen composes (``tui/screens/fit.py``): nothing is left unstyled
or with a stale width class, as the screen opens, after a resize, or once back from another screen; and the
board's end screen redraws its score sheet for a new width (``tui/widgets/by_width.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.screen import Screen

from tests.tui.board.test_board_over_chart import over_session
from tests.tui.cards.cards_ui_helpers import make_app, wait_quiet, wait_until
from tui.board.over import BoardGameOverScreen
from tui.board.widgets.score_sheet import ScoreSheet, details_fit
from tui.screens.main_menu import MainMenuScreen
from tui.screens.settings import SettingsScreen


def _styles(screen: Screen[Any]) -> dict[int, tuple[object, ...]]:
    """Every node's matched rules and classes."""
    return {
        id(node): (type(node).__name__, node.id, node._css_styles.get_rules(), frozenset(node.classes))
        for node in screen.walk_children(with_self=True)
    }


async def _unchanged_by_a_full_restyle(screen: Screen[Any], pilot: Any) -> None:
    before = _styles(screen)
    screen.update_node_styles(animate=False)
    await wait_quiet(pilot)
    after = _styles(screen)
    changed = [after[key] for key in before if key in after and before[key] != after[key]]
    assert not changed, changed


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_screens_that_skip_the_first_restyle_have_the_styles_a_full_restyle_gives(
    size: tuple[int, int],
) -> None:
    app = make_app(language="en")
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.is_mounted)
        await wait_quiet(pilot)
        await _unchanged_by_a_full_restyle(app.screen, pilot)
        for digit, kind in (("1", "BoardSetupScreen"), ("2", "CardsSetupScreen")):
            await pilot.press(digit, "enter")
            await wait_until(pilot, lambda kind=kind: type(app.screen).__name__ == kind)
            await wait_quiet(pilot)
            await _unchanged_by_a_full_restyle(app.screen, pilot)
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        over = BoardGameOverScreen(over_session(app))
        await app.push_screen(over)
        await wait_quiet(pilot)
        await _unchanged_by_a_full_restyle(over, pilot)


async def test_a_screen_resized_under_another_has_its_new_width_class_once_back() -> None:
    app = make_app(language="en")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.is_mounted)
        menu = app.screen
        assert menu.has_class("-broad")
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.resize_terminal(80, 24)
        await wait_until(pilot, lambda: app.screen.has_class("-narrow"))
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is menu)
        await wait_quiet(pilot)
        assert menu.has_class("-narrow") and not menu.has_class("-broad")
        await _unchanged_by_a_full_restyle(menu, pilot)
        await pilot.resize_terminal(120, 40)
        await wait_until(pilot, lambda: menu.has_class("-broad"))
        assert not menu.has_class("-narrow")


async def test_the_end_screen_redraws_the_score_sheet_for_a_new_width() -> None:
    """The sheet's details (level, cards...) show when they fit its width: a resize after the screen opened
    brings them or takes them away, and the sheet is laid out to its new height (no line cut)."""
    app = make_app(language="en")
    async with app.run_test(size=(120, 40)) as pilot:
        over = BoardGameOverScreen(over_session(app))
        await app.push_screen(over)
        await wait_quiet(pilot)
        sheet = over.query_one(ScoreSheet)

        def shown() -> tuple[bool, bool, int]:
            width = sheet.size.width
            lines = sheet.plain_text(width).rstrip("\n").splitlines()
            return "(level " in "\n".join(lines), details_fit(width, 3), len(lines)

        for size, details in (((120, 40), True), ((80, 24), False), ((120, 40), True)):
            await pilot.resize_terminal(*size)
            await wait_until(pilot, lambda size=size: app.size == size and over.size.width == size[0])
            await wait_quiet(pilot)
            has, fits, lines = shown()
            assert (has, fits) == (details, details), (size, sheet.size)
            assert sheet.size.height == lines, (size, sheet.size, lines)  # laid out to the sheet drawn
            assert over.has_class("-broad" if size[0] >= 100 else "-narrow")
