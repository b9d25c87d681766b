"""Helpers for the Pilot tests of the 7Seas screens: start the app, read the screen, play by keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, Select

from saves import SeatInfo
from tui.app import SevenSeasApp
from tui.cards.dialogs.capture import CaptureChoiceDialog
from tui.cards.dialogs.round import RoundSummaryDialog
from tui.cards.dialogs.steal import StealDialog
from tui.cards.over import CardsGameOverScreen
from tui.cards.setup import CardsSetupScreen, cards_session
from tui.cards.table import CardsTableScreen
from tui.screens.handoff import HandoffScreen
from tui.settings import Settings

AI_BUDGET = 0.02


def make_app(save_dir: Path | None = None, language: str = "en", delay: float = 0.0) -> SevenSeasApp:
    """An app with instant AI moves, a tiny AI budget and no settings written."""
    app = SevenSeasApp(language=language, save_dir=save_dir, settings=Settings(ai_delay=delay),
                       persist_settings=False)
    app.ai_budget = AI_BUDGET  # type: ignore[attr-defined]
    app.handoff_grace = 0.0  # type: ignore[attr-defined]  # the grace itself: tests/test_input_guards.py
    return app


def screen_text(app: SevenSeasApp) -> str:
    """Everything the terminal shows right now, as plain text lines."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


async def settle(app: SevenSeasApp, pilot: Pilot[Any], rounds: int = 20) -> None:
    """Let AI workers finish and their moves land."""
    for _ in range(rounds):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if not any(worker.is_running for worker in app.workers):
            break


async def wait_until(pilot: Pilot[Any], condition: Any, rounds: int = 200) -> None:
    """Let the app process messages and refreshes until ``condition()`` holds (never a sleep).

    Under load a single ``pause()`` may return before a freshly mounted widget is laid out; each
    round waits for workers and for the message queues to be idle once more.
    """
    for _ in range(rounds):
        if condition():
            return
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError("condition not reached")


async def set_select(pilot: Pilot[Any], select_id: str, value: str) -> None:
    """Choose a value in a Select with the keyboard: focus, open, walk to it, Enter."""
    app = pilot.app
    select = app.screen.query_one(select_id, Select)
    select.focus()
    await pilot.pause()
    values = [v for _, v in select._options]
    current = values.index(select.value)
    target = values.index(value)
    await pilot.press("enter")
    await pilot.pause()
    key = "down" if target > current else "up"
    for _ in range(abs(target - current)):
        await pilot.press(key)
    await pilot.press("enter")
    await pilot.pause()
    assert select.value == value


async def type_into(pilot: Pilot[Any], input_id: str, text: str) -> None:
    field = pilot.app.screen.query_one(input_id, Input)
    field.focus()
    await pilot.pause()
    await pilot.press("ctrl+u", *list(text) if text else [])
    await pilot.pause()
    assert field.value == text


async def setup_two_player(pilot: Pilot[Any], *, second: str = "easy", name: str = "Anne", second_name: str = "",
                           seed: str = "4242", goal: int = 7) -> None:
    """From the menu: open 7Seas, seat a human and ``second`` (a level or "human"), goal, seed."""
    await pilot.press("2")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CardsSetupScreen)
    await type_into(pilot, "#seat-name-0", name)
    await set_select(pilot, "#seat-kind-1", second)
    if second_name:
        await type_into(pilot, "#seat-name-1", second_name)
    await set_select(pilot, "#seat-kind-2", "none")
    await pilot.click(f"#target-{goal}")
    await type_into(pilot, "#seed", seed)
    await pilot.press("ctrl+s")
    await pilot.pause()


async def until_shown(pilot: Pilot[Any], rounds: int = 50) -> None:
    """Wait until the top screen has been mounted: keys typed before that are not meant for it
    and are dropped (see ``tui.screens.base``)."""
    for _ in range(rounds):
        if getattr(pilot.app.screen, "_shown_at", 0.0) is not None:
            return
        await pilot.pause()
    raise AssertionError(f"{pilot.app.screen} was never shown")


async def human_step(app: SevenSeasApp, pilot: Pilot[Any]) -> bool:
    """One key press a player would make now; False once the game is over."""
    await until_shown(pilot)
    screen = app.screen
    if isinstance(screen, CardsGameOverScreen):
        return False
    if isinstance(screen, (CaptureChoiceDialog, StealDialog, RoundSummaryDialog, HandoffScreen)):
        await pilot.press("enter")
    elif isinstance(screen, CardsTableScreen) and screen.my_turn():
        await pilot.press("right", "enter")
    await settle(app, pilot)
    return True


def direct_session(app: SevenSeasApp, seats: list[SeatInfo], seed: int = 11, goal: int = 7,
                   players: int | None = None) -> Any:
    """A card session built without the set-up screen (for snapshots and focused tests)."""
    from engines.cards import CardConfig

    return cards_session(app, CardConfig(players=players or len(seats), target=goal), seed, seats)
