"""The game log: each line is laid out once, when it comes; the view follows the newest line."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text
from textual.app import App, ComposeResult

from tests.tui.cards.cards_ui_helpers import screen_strips, wait_quiet
from tui.widgets.game_log import TAIL, GameLog


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def count_layouts(app: App[Any], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record the text of every line the console lays out."""
    laid_out: list[str] = []
    original = app.console.render_lines

    def recording(renderable: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(renderable, Text):
            laid_out.append(renderable.plain)
        return original(renderable, *args, **kwargs)

    monkeypatch.setattr(app.console, "render_lines", recording)
    return laid_out


async def test_adding_lines_lays_out_only_the_new_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    app = LogApp()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(GameLog)
        laid_out = count_layouts(app, monkeypatch)
        for n in range(200):
            log.add_lines([Text(f"move {n}")])
        await wait_quiet(pilot)
        assert laid_out == [f"move {n}" for n in range(200)]  # each once, in order
        assert log.plain.splitlines()[-1] == "move 199"


async def test_the_view_follows_the_newest_line() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(GameLog)
        log.set_lines(Text(f"line {n}") for n in range(50))
        await wait_quiet(pilot)
        assert log.max_scroll_y > 0
        assert log.scroll_y == log.max_scroll_y
        log.add_lines([Text("the newest")])
        await wait_quiet(pilot)
        assert log.scroll_y == log.max_scroll_y
        bottom = screen_strips(app)[-1].text
        assert "the newest" in bottom


async def test_long_lines_wrap_and_rewrap_when_the_width_changes() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        words = " ".join(f"w{n}" for n in range(30))  # about 110 columns
        log.set_lines([Text(words)])
        await wait_quiet(pilot)
        narrow = log.virtual_size.height
        assert narrow >= 3
        await pilot.resize_terminal(120, 12)
        await wait_quiet(pilot)
        assert log.virtual_size.height < narrow
        assert log.plain == words


async def test_set_lines_replaces_everything() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(GameLog)
        log.set_lines([Text("English"), Text("line")])
        log.set_lines([Text("Deutsch")])
        await wait_quiet(pilot)
        assert log.plain == "Deutsch"
        assert log.virtual_size.height == 1


async def test_a_long_log_is_wrapped_from_the_newest_lines_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """set_lines on a long log (a language switch late in a game) lays out only the newest lines; scrolling up
    lays out the older ones, keeping the view on the same line, until the first line can be read."""
    app = LogApp()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(GameLog)
        laid_out = count_layouts(app, monkeypatch)
        log.set_lines(Text(f"line {n}") for n in range(1000))
        await wait_quiet(pilot)
        assert laid_out == [f"line {n}" for n in range(1000 - TAIL, 1000)]
        assert log.plain.splitlines()[0] == "line 0" and log.scroll_y == log.max_scroll_y
        log.scroll_to(y=3, animate=False)  # near the top of what is wrapped: the next older lines come in
        await wait_quiet(pilot)
        assert len(laid_out) == 2 * TAIL
        top = screen_strips(app)[0].text
        assert f"line {1000 - TAIL + 3}" in top  # the same line stays in view
        for _ in range(20):
            if len(laid_out) == 1000:
                break
            log.scroll_to(y=0, animate=False)
            await wait_quiet(pilot)
        assert sorted(laid_out) == sorted(f"line {n}" for n in range(1000))
        log.scroll_to(y=0, animate=False)
        await wait_quiet(pilot)
        assert "line 0" in screen_strips(app)[0].text


async def test_a_log_filled_before_its_first_layout_shows_its_scroll_bar_at_the_end() -> None:
    """A table fills its log before its first layout: the view went to the end before the scroll bar showed,
    and Textual moves the bar only as the view scrolls, so the bar stayed at the top (under the newest lines)."""

    class FilledApp(App[None]):
        def compose(self) -> ComposeResult:
            log = GameLog(id="log")
            log.set_lines(Text(f"line {n}") for n in range(50))
            yield log

    app = FilledApp()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(GameLog)
        await wait_quiet(pilot)
        assert log.scroll_y == log.max_scroll_y > 0
        log.set_lines(Text(f"line {n}") for n in range(50))  # the table's first turn: the same lines again
        await wait_quiet(pilot)
        assert log.show_vertical_scrollbar and log.vertical_scrollbar.position == log.scroll_y
