"""Without colour (``NO_COLOR``) the selected row of every list shows by more than colour.

Textual draws a list's cursor (an option list, a radio set, a drop-down field, a table) as a coloured bar and
its text in bold; ``NO_COLOR`` turns the bar into a grey one that a player can barely tell from the rows
around it. The app draws the cursor reversed instead (underlined where the list has not the focus).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList, RadioSet

from saves import SeatInfo
from tests.tui.board.board_ui_helpers import FAST, board_direct, make_app, settle, wait_quiet, wait_until
from tests.tui.cards.cards_ui_helpers import screen_strips
from tui.app import SevenSeasApp
from tui.board.setup import BoardSetupScreen
from tui.board.table import BoardTableScreen
from tui.board.widgets.decision_bar import DecisionBar
from tui.widgets.choice import Choice


@pytest.fixture(autouse=True)
def no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def marked(app: SevenSeasApp) -> list[str]:
    """The text of every run of the screen drawn reversed or underlined (scrollbars and blanks left out)."""
    runs = []
    for strip in screen_strips(app):
        for segment in strip:
            style = segment.style
            if style is not None and (style.reverse or style.underline) and segment.text.strip(" ▁▂▃▄▅▆▇█▔"):
                runs.append(segment.text.strip())
    return runs


def shows(app: SevenSeasApp, text: str) -> bool:
    return any(text.strip() in run or run in text for run in marked(app) if len(run) > 3)


async def test_the_decision_bar_marks_its_selected_row_without_colour(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.no_color
        session = board_direct(app, [SeatInfo("Anne"), SeatInfo("Flint", "ai", FAST)], seed=11)
        table = BoardTableScreen(session)
        await app.push_screen(table)
        await settle(app, pilot)
        choices = table.query_one(DecisionBar).query_one(OptionList)
        first, second = (str(choices.get_option_at_index(i).prompt) for i in (0, 1))
        assert choices.highlighted == 0
        assert shows(app, first) and not shows(app, second)
        await pilot.press("2")
        await wait_quiet(pilot)
        assert choices.highlighted == 1
        assert shows(app, second) and not shows(app, first)


async def test_set_up_lists_mark_the_focused_choice_without_colour(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen))
        await wait_quiet(pilot)
        modes = app.screen.query_one(RadioSet)
        assert modes.has_focus
        assert shows(app, app.t("board.mode.discovery"))
        assert not shows(app, app.t("board.mode.advanced"))
        await pilot.press("right")
        await wait_quiet(pilot)
        assert shows(app, app.t("board.mode.advanced"))
        assert not shows(app, app.t("board.mode.discovery"))
        await pilot.press("tab")
        await wait_quiet(pilot)
        field = app.screen.focused
        assert isinstance(field, Choice)
        assert shows(app, str(field.render()).rstrip(" ▼"))


async def test_the_load_list_marks_its_selected_row_without_colour(save_dir: Path) -> None:
    from textual.widgets import DataTable

    from tui.screens.load import LoadScreen

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        for name in ("first", "second"):
            board_direct(app, [SeatInfo(name.title()), SeatInfo("Flint", "ai", FAST)], seed=11).save(name)
        await pilot.press("l")
        await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen))
        await wait_quiet(pilot)
        table = app.screen.query_one(DataTable)
        row = table.cursor_row
        assert row >= 0
        await pilot.press("down")
        await wait_quiet(pilot)
        assert table.cursor_row != row
        assert marked(app)  # the cursor row is drawn with a mark that is not a colour


async def test_unticked_boxes_stay_empty_without_colour(save_dir: Path) -> None:
    """Textual drew the X in unticked boxes too, told apart by colour only."""
    from textual.widgets import Checkbox

    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen))
        await wait_quiet(pilot)
        box = app.screen.query_one("#module-hen", Checkbox)
        box.focus()
        await wait_quiet(pilot)
        row = next(line for line in _lines(app) if app.t("board.modules.hen") in line)
        assert "▐ ▌" in row and "X" not in row.split(app.t("board.modules.hen"))[0]
        await pilot.press("space")
        await wait_quiet(pilot)
        row = next(line for line in _lines(app) if app.t("board.modules.hen") in line)
        assert box.value and "▐X▌" in row


def _lines(app: SevenSeasApp) -> list[str]:
    return [strip.text for strip in screen_strips(app)]
