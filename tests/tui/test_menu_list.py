"""The main menu's entries, drawn by one widget (tui/widgets/menu_list.py): the keys and the mouse select as the
buttons did, the selection shows without colour, and the menu builds far fewer widgets than it did."""

from __future__ import annotations

from typing import Any

import pytest
from rich.segment import Segment

from tests.tui.cards.cards_ui_helpers import make_app, screen_strips, wait_quiet, wait_until
from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen
from tui.widgets.footer import LineFooter
from tui.widgets.menu_list import MenuList

SIZE = (80, 24)


async def _menu(pilot: Any) -> MenuList:
    app = pilot.app
    await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen) and app.screen.is_mounted)
    await wait_quiet(pilot)
    return app.screen.query_one(MenuList)


def _row(menu: MenuList, row: int) -> list[Segment]:
    return list(menu.render_line(row))


def _text_segment(menu: MenuList, row: int) -> Segment:
    """The run holding the entry's text (the padding and the blank after it are the others)."""
    return next(segment for segment in _row(menu, row) if segment.text.strip())


async def test_arrows_and_tab_move_round_the_entries() -> None:
    """Up/Down and Tab/Shift+Tab select the next or previous entry, round the ends, as focus went from button
    to button; no key opens anything."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        menu = await _menu(pilot)
        assert menu.has_focus and menu.selected_id == "board"
        for key, expected in [
            ("down", "cards"),
            ("tab", "continue"),
            ("shift+tab", "cards"),
            ("up", "board"),
            ("up", "quit"),
            ("tab", "board"),
            ("shift+tab", "quit"),
            ("down", "board"),
        ]:
            await pilot.press(key)
            await wait_quiet(pilot)
            assert menu.selected_id == expected, key
        assert len(app.screen_stack) == 1


@pytest.mark.parametrize(("key", "expected"), [("down", "board"), ("up", "quit")])
async def test_without_focus_an_arrow_selects_the_first_or_the_last_entry(key: str, expected: str) -> None:
    """As focus went to the first or the last button when none had it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        menu = await _menu(pilot)
        await pilot.press("5")
        app.screen.set_focus(None)
        await wait_quiet(pilot)
        assert not menu.has_focus
        await pilot.press(key)
        await wait_quiet(pilot)
        assert menu.has_focus and menu.selected_id == expected


async def test_the_focused_entry_is_marked_and_a_digit_moves_the_mark() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        menu = await _menu(pilot)
        assert _text_segment(menu, 0).style.reverse  # type: ignore[union-attr]
        assert not _text_segment(menu, 4).style.reverse  # type: ignore[union-attr]
        await pilot.press("5")
        await wait_quiet(pilot)
        assert menu.selected_label.startswith("5")
        assert _text_segment(menu, 4).style.reverse  # type: ignore[union-attr]
        assert not _text_segment(menu, 0).style.reverse  # type: ignore[union-attr]


async def test_the_entry_under_the_mouse_is_shown_darker() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        menu = await _menu(pilot)
        ground = _row(menu, 3)[0].style.bgcolor  # type: ignore[union-attr]
        assert _row(menu, 2)[0].style.bgcolor == ground  # type: ignore[union-attr]
        await pilot.hover("#menu-entries", offset=(5, 2))
        await wait_quiet(pilot)
        assert _row(menu, 2)[0].style.bgcolor != ground  # type: ignore[union-attr]
        assert _row(menu, 3)[0].style.bgcolor == ground  # type: ignore[union-attr]
        assert menu.selected_id == "board"  # hovering selects nothing
        await pilot.hover("#menu-hint")
        await wait_quiet(pilot)
        assert _row(menu, 2)[0].style.bgcolor == ground  # type: ignore[union-attr]


@pytest.mark.parametrize(("row", "entry"), [(0, "board"), (4, "rules"), (8, "quit")])
async def test_a_click_on_a_row_selects_that_entry_and_opens_it(row: int, entry: str) -> None:
    app = make_app()
    opened: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        menu_screen = app.screen
        assert isinstance(menu_screen, MainMenuScreen)
        menu_screen.action_open = opened.append  # type: ignore[method-assign]
        await pilot.click("#menu-entries", offset=(20, row))
        await wait_until(pilot, lambda: opened == [entry])
        assert menu_screen.query_one(MenuList).selected_id == entry


async def test_without_colour_the_focused_entry_is_reversed(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``NO_COLOR`` the selected entry is still told apart: drawn reversed, on screen."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        assert app.no_color
        await pilot.press("3")
        await wait_quiet(pilot)
        marked = [
            segment.text.strip()
            for strip in screen_strips(app)
            for segment in strip
            if segment.style is not None and segment.style.reverse and segment.text.strip()
        ]
        assert marked == [app.t("menu.continue", n=3)]


async def test_the_menu_builds_few_widgets() -> None:
    """The nine entries are one widget and the footer draws its keys: the menu's first frame builds 10
    widgets (it built 27 with a button per entry, their containers and a widget per footer key)."""
    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        assert len(list(app.screen.walk_children())) <= 10


# --- the menu's footer (tui/widgets/footer.py, LineFooter) ---------------------------------------------------


def _footer(app: SevenSeasApp) -> LineFooter:
    return app.screen.query_one(LineFooter)


def _footer_text(app: SevenSeasApp) -> str:
    return _footer(app).render().plain


async def test_the_menu_footer_shows_its_keys_and_follows_the_language() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        assert _footer_text(app).split() == [
            "⏎",
            "Choose",
            "r",
            "Rules",
            "s",
            "Settings",
            "l",
            "Load",
            "^q",
            "Quit",
            "f2",
            "Language",
        ]
        await pilot.press("f2")
        await wait_until(
            pilot, lambda: "Sprache" in _footer_text(app) and "Einstellungen" in _footer_text(app)
        )


async def test_a_press_on_a_footer_key_presses_its_key() -> None:
    from tui.screens.settings import SettingsScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        x = _footer_text(app).index("Settings")
        await pilot.click(LineFooter, offset=(x, 0))
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))


async def test_the_footer_key_under_the_mouse_is_highlighted_with_its_tooltip() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        footer = _footer(app)
        plain = footer.render()
        x = plain.plain.index("Rules")
        await pilot.hover(LineFooter, offset=(x, 0))
        await wait_quiet(pilot)
        hovered = footer.render()
        assert hovered.plain == plain.plain
        assert hovered.spans != plain.spans  # the hovered key is drawn on another ground
        assert str(footer.tooltip) == "Rules"
        await pilot.hover("#menu-hint")
        await wait_quiet(pilot)
        assert footer.render().spans == plain.spans and footer.tooltip is None


async def test_f2_under_the_mouse_relabels_the_hovered_key_and_its_tooltip() -> None:
    """F2 with the mouse on a footer key: the tooltip is in the new language, and the key highlighted is the one
    now under the mouse (the keys moved: their labels have other lengths); it stayed English ("Rules")."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await _menu(pilot)
        footer = _footer(app)
        x = footer.render().plain.index("Rules")
        await pilot.hover(LineFooter, offset=(x, 0))
        await wait_quiet(pilot)
        assert str(footer.tooltip) == "Rules"
        await pilot.press("f2")
        await wait_quiet(pilot)
        plain = footer.render().plain
        assert "Regeln" in plain
        under = footer._key_at(x)
        assert under is not None
        assert str(footer.tooltip) == footer._spans()[under][4]
        assert footer._hover == under
