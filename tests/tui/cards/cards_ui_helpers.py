"""Helpers for the Pilot tests of the 7Seas screens: start the app, read the screen, play by keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual._context import visible_screen_stack
from textual.app import App
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import Input

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

#: An AI pace (``ai_delay``) no test outlives: the AI is still "thinking" when the test looks,
#: however slow the machine (the worker ends when the table unmounts).
HELD = 3600.0


def make_app(save_dir: Path | None = None, language: str = "en", delay: float = 0.0) -> SevenSeasApp:
    """An app with instant AI moves, a tiny AI budget and no settings written."""
    app = SevenSeasApp(
        language=language, save_dir=save_dir, settings=Settings(ai_delay=delay), persist_settings=False
    )
    app.ai_budget = AI_BUDGET  # type: ignore[attr-defined]
    app.handoff_grace = 0.0  # type: ignore[attr-defined]  # the grace itself: tests/tui/test_input_guards.py
    return app


def screen_strips(app: App[Any]) -> list[Strip]:
    """The terminal's lines right now, as Textual draws them.

    The screens under a dialog are drawn through a context variable that Textual sets only in the app's own
    task. A render from the test's task without it drew a dialog over nothing, and the screen cached that
    render, so the terminal itself lost the screen below until its next repaint (a language switch behind
    a drop-down list then never showed). So the test's task names the same screens first."""
    visible_screen_stack.set(app._background_screens)
    return app.screen._compositor.render_strips()


def screen_text(app: SevenSeasApp) -> str:
    """Everything the terminal shows right now, as plain text lines."""
    return "\n".join(strip.text for strip in screen_strips(app))


#: Rounds of ``pilot.pause()`` a wait may take before it fails. ``pause()`` returns as soon as the
#: process looks idle (its CPU time stops advancing), and a process the scheduler starves looks idle
#: too: under load one pause may end before a refresh, a mount or a posted message has been
#: handled. So every wait here repeats pauses until a *condition* holds; the bound only turns a
#: hang into a clear failure.
WAIT_ROUNDS = 1000


def busy_workers(app: SevenSeasApp) -> list[str]:
    """The workers still running (an AI paced by ``ai_delay`` stays here for its whole delay)."""
    return [worker.name for worker in app.workers if worker.is_running]


def unsettled(app: SevenSeasApp) -> str:
    """Why the screens are not settled yet ("": settled): a message still queued on any screen of
    the stack (a dialog shows the table below it), a layout, a repaint or a deferred callback
    (``call_after_refresh``) still due on the top screen, or a table render pending."""
    if app._exit or app._closing or app._closed or not app.is_running:
        return ""  # quitting: nothing more will be drawn
    try:
        screen = app.screen
        stack = list(app.screen_stack)
    except Exception:  # no screen (closing)
        return ""
    for node in (app, *(node for each in stack for node in each.walk_children(with_self=True))):
        if not node._message_queue.empty():
            return f"messages queued for {node!r}"
    for each in stack:
        if getattr(each, "_render_pending", False):
            return f"{each!r} waits to render"
    if screen._layout_required or screen._scroll_required or screen._repaint_required:
        return "a layout or repaint is due"
    if screen._recompose_required or screen._dirty_widgets:
        return "widgets wait to be redrawn"
    if screen._callbacks:
        return "callbacks wait for the next refresh"
    return ""


async def wait_until(
    pilot: Pilot[Any], condition: Any, what: Any = "the condition", rounds: int = WAIT_ROUNDS
) -> None:
    """Let the app process messages and refreshes until ``condition()`` holds (never a sleep).

    Only pauses: a paced AI worker (``delay=HELD``) keeps running while the condition is checked.
    ``what`` names the condition in the failure (a callable: computed when it fails).
    """
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause()
    raise AssertionError(f"never happened: {what() if callable(what) else what}")


async def wait_quiet(pilot: Pilot[Any], rounds: int = WAIT_ROUNDS) -> None:
    """Wait until the top screen has handled every queued message and drawn itself (twice in a
    row: a handler may queue more work). Running workers are not waited for."""
    app = pilot.app
    calm = 0
    reason = ""
    for _ in range(rounds):
        await pilot.pause()
        reason = unsettled(app)
        calm = 0 if reason else calm + 1
        if calm >= 2:
            return
    raise AssertionError(f"the screen never settled: {reason}")


async def settle(app: SevenSeasApp, pilot: Pilot[Any], rounds: int = WAIT_ROUNDS) -> None:
    """Let AI workers finish, their moves land and the screen draw the result."""
    for _ in range(rounds):
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        if not busy_workers(app):
            return
    raise AssertionError(f"workers never finished: {busy_workers(app)}")


def notices(app: SevenSeasApp) -> list[str]:
    """The messages of the notifications on show."""
    return [notification.message for notification in app._notifications]


async def wait_notice(pilot: Pilot[Any], condition: Any, what: str) -> None:
    """Wait until a notification whose message satisfies ``condition`` is on show.

    ``notify`` only posts a message: the app adds the notification when it handles it."""
    await wait_until(
        pilot,
        lambda: any(condition(message) for message in notices(pilot.app)),
        lambda: f"a notice {what} (on show: {notices(pilot.app)})",
    )


async def set_select(pilot: Pilot[Any], select_id: str, value: str) -> None:
    """Choose a value in a set-up's drop-down (:class:`tui.widgets.choice.Choice`) with the keyboard:
    focus, open the list, walk to it, Enter."""
    from tui.widgets.choice import Choice, ChoiceMenu

    app = pilot.app
    select = app.screen.query_one(select_id, Choice)
    select.focus()
    await wait_quiet(pilot)
    values = [v for _, v in select._options]
    current = values.index(select.value)
    target = values.index(value)
    await pilot.press("enter")
    await wait_until(pilot, lambda: isinstance(app.screen, ChoiceMenu))
    await wait_quiet(pilot)
    key = "down" if target > current else "up"
    for _ in range(abs(target - current)):
        await pilot.press(key)
    await pilot.press("enter")
    await wait_quiet(pilot)
    assert select.value == value


async def type_into(pilot: Pilot[Any], input_id: str, text: str) -> None:
    field = pilot.app.screen.query_one(input_id, Input)
    field.focus()
    await wait_quiet(pilot)
    await pilot.press("ctrl+u", *list(text) if text else [])
    await wait_quiet(pilot)
    assert field.value == text


async def setup_two_player(
    pilot: Pilot[Any],
    *,
    second: str = "easy",
    name: str = "Anne",
    second_name: str = "",
    seed: str = "4242",
    goal: int = 7,
) -> None:
    """From the menu: open 7Seas, seat a human and ``second`` (a level or "human"), goal, seed."""
    await pilot.press("2", "enter")
    await wait_quiet(pilot)
    assert isinstance(pilot.app.screen, CardsSetupScreen)
    await type_into(pilot, "#seat-name-0", name)
    await set_select(pilot, "#seat-kind-1", second)
    if second_name:
        await type_into(pilot, "#seat-name-1", second_name)
    await set_select(pilot, "#seat-kind-2", "none")
    await pilot.click(f"#target-{goal}")
    await type_into(pilot, "#seed", seed)
    await pilot.press("ctrl+s")
    await wait_quiet(pilot)


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


def direct_session(
    app: SevenSeasApp, seats: list[SeatInfo], seed: int = 11, goal: int = 7, players: int | None = None
) -> Any:
    """A card session built without the set-up screen (for snapshots and focused tests)."""
    from engines.cards import CardConfig

    return cards_session(app, CardConfig(players=players or len(seats), target=goal), seed, seats)
