"""What the start to the main menu costs, counted (not timed): the modules it loads, the garbage collection."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey
from textual.widgets._header import HeaderIcon

import tui.app
import tui.cli
from tui.app import SevenSeasApp
from tui.memory import collect_after_start, pause_collection
from tui.screens.main_menu import MainMenuScreen
from tui.widgets.footer import AppFooter

ROOT = Path(__file__).resolve().parents[2]

#: Modules the menu's first frame must do without: the games, the engines, the saves, the Markdown parser,
#: Textual's toggle buttons (the set-up and settings screens' radio buttons and check boxes), ``json`` (the
#: locale cache is a pickle of plain data: importing ``json`` alone took ~2 ms).
HEAVY = (
    "json",
    "engines",
    "engines.board",
    "engines.board.captains",
    "engines.cards",
    "saves",
    "tui.board",
    "tui.cards",
    "tui.session",
    "rich.markdown",
    "markdown_it",
    "textual.widgets._toggle_button",
    "textual.widgets._radio_button",
    "textual.widgets._checkbox",
)

MENU_PATH = """
import asyncio, sys, tempfile
from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen

async def main():
    app = SevenSeasApp(language="en", save_dir=tempfile.mkdtemp(), persist_settings=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        await pilot.pause()
        print(" ".join(sorted(m for m in HEAVY if m in sys.modules)))

HEAVY = %r
asyncio.run(main())
"""


def test_the_menu_loads_no_game_engine_saves_or_markdown() -> None:
    out = subprocess.run(
        [sys.executable, "-c", MENU_PATH % (HEAVY,)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    lines = out.stdout.splitlines()
    assert lines and lines[-1].split() == []


@pytest.fixture
def collection_restored() -> Iterator[None]:
    """Whatever a test does to the garbage collector is undone."""
    yield
    gc.unfreeze()
    gc.enable()


def test_collection_pauses_until_the_start_is_over(collection_restored: None) -> None:
    pause_collection()
    assert not gc.isenabled()
    gc.unfreeze()
    collect_after_start()
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0  # what the start built is set aside


def test_collect_after_start_leaves_a_running_collector_alone(collection_restored: None) -> None:
    gc.unfreeze()
    collect_after_start()
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0


def test_the_command_line_starts_the_app_with_collection_paused(
    monkeypatch: pytest.MonkeyPatch, collection_restored: None
) -> None:
    seen: list[bool] = []

    def run(self: SevenSeasApp, *args: Any, **kwargs: Any) -> None:
        seen.append(gc.isenabled())

    monkeypatch.setattr(tui.app.SevenSeasApp, "run", run)
    assert tui.cli.main([]) == 0
    assert seen == [False]


async def test_the_app_collects_again_after_its_first_frame(collection_restored: None) -> None:
    app = SevenSeasApp(language="en", persist_settings=False)
    pause_collection()
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        for _ in range(20):
            if gc.isenabled():
                break
            await pilot.pause()
        assert gc.isenabled()


async def _count_until_first_frame(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Style work, layouts and the styled nodes up to the main menu's first frame (a headless app draws
    nothing, but reaches the same display hook)."""
    from textual.css.stylesheet import Stylesheet
    from textual.screen import Screen

    seen: dict[str, Any] = {"updates": [], "layouts": 0, "applied": 0, "frame": False}
    update_nodes, apply, layout = Stylesheet.update_nodes, Stylesheet.apply, Screen._refresh_layout

    def counted_update(self: Stylesheet, nodes: Any, animate: bool = False) -> None:
        nodes = list(nodes)
        if not seen["frame"]:
            seen["updates"].append([type(node).__name__ for node in nodes])
        update_nodes(self, nodes, animate)

    def counted_apply(self: Stylesheet, node: Any, *args: Any, **kwargs: Any) -> None:
        seen["applied"] += not seen["frame"]
        apply(self, node, *args, **kwargs)

    def counted_layout(self: Screen[Any], *args: Any, **kwargs: Any) -> None:
        seen["layouts"] += not seen["frame"]
        layout(self, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted_update)
    monkeypatch.setattr(Stylesheet, "apply", counted_apply)
    monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)

    app = SevenSeasApp(language="en", persist_settings=False)

    def displayed() -> None:
        if isinstance(app.screen, MainMenuScreen) and app.screen.is_mounted:
            seen["frame"] = True

    monkeypatch.setattr(app, "post_display_hook", displayed)
    async with app.run_test(size=(80, 24)) as pilot:
        while not seen["frame"]:
            await pilot.pause()
        footer = app.screen.query_one(AppFooter)
        seen["key_widgets"] = len(footer.query(FooterKey))
        seen["icon_disabled"] = app.screen.query_one(HeaderIcon).disabled
    return seen


async def test_the_menus_first_frame_restyles_only_the_focused_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each widget is styled as it is mounted; before the first frame only the focus of the list of entries
    (tui/widgets/menu_list.py) restyles a node. Textual restyled each button twice as it was built (compact, flat), each footer key twice
    after it mounted (compact on, then off), the header's icon (disabled) and, at the screen's first resume,
    the whole menu again: 33 restyles and 144 style-sheet matches, ~1/6 of the start's own time."""
    seen = await _count_until_first_frame(monkeypatch)
    # the screen alone, as it composes (its width class, -narrow: it came after the first frame), then the focus
    assert seen["updates"] == [["MainMenuScreen"], ["MenuList"]]
    assert seen["applied"] <= 40, seen["applied"]  # each of the ~30 nodes once (some with component styles)
    assert seen["layouts"] == 1
    assert seen["key_widgets"] == 0  # the footer draws its keys (LineFooter)
    assert seen["icon_disabled"]  # no command palette: the header's icon does nothing, as before


async def test_footer_keys_are_built_as_compact_as_their_footer() -> None:
    """Textual's key starts non-compact and is made compact by its binding to the footer after it is mounted
    (two restyles of each key); the app's footer builds each key as it will be (a screen with key widgets)."""
    from tui.screens.settings import SettingsScreen

    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(SettingsScreen())
        while not (isinstance(app.screen, SettingsScreen) and app.screen.query(FooterKey)):
            await pilot.pause()
        footer = app.screen.query_one(AppFooter)
        assert {key.has_class("-compact") == footer.compact for key in footer.query(FooterKey)} == {True}


def test_the_app_works_out_its_theme_variables_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's constructor gives its style sheet the variables; the app's own style sheet takes the same
    ones instead of generating the theme a second time."""
    calls: list[None] = []
    variables = SevenSeasApp.get_css_variables

    def counted(self: SevenSeasApp) -> dict[str, str]:
        calls.append(None)
        return variables(self)

    monkeypatch.setattr(SevenSeasApp, "get_css_variables", counted)
    app = SevenSeasApp(language="en", persist_settings=False)
    assert len(calls) == 1
    assert app.stylesheet._variables == variables(app)
