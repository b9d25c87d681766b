"""What the start to the main menu costs, counted (not timed): the modules it loads, the garbage collection."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tui.app
import tui.cli
from tui.app import SevenSeasApp
from tui.memory import collect_after_start, pause_collection
from tui.screens.main_menu import MainMenuScreen

ROOT = Path(__file__).resolve().parents[2]

#: Modules the menu's first frame must do without: the games, the engines, the saves, the Markdown parser,
#: Textual's toggle buttons (the set-up and settings screens' radio buttons and check boxes).
HEAVY = (
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
import asyncio, json, sys, tempfile
from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen

async def main():
    app = SevenSeasApp(language="en", save_dir=tempfile.mkdtemp(), persist_settings=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        await pilot.pause()
        print(json.dumps(sorted(m for m in HEAVY if m in sys.modules)))

HEAVY = %r
asyncio.run(main())
"""


def test_the_menu_loads_no_game_engine_saves_or_markdown() -> None:
    out = subprocess.run(
        [sys.executable, "-c", MENU_PATH % (HEAVY,)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


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
