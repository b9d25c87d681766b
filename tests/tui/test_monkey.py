"""Monkey test: thousands of seeded random keys on the menu, the set-up, the table and every
dialog, at random terminal sizes; nothing may raise (Textual re-raises a handler's exception when
the test app closes). Keys are posted in bursts, as a fast typist or a slow SSH link sends them,
so the answer-once and stale-key guards are exercised too."""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.worker import WorkerCancelled

from saves import SeatInfo
from tests.tui.board.board_ui_helpers import board_direct
from tests.tui.cards.cards_ui_helpers import direct_session, make_app
from tui.board.table import BoardTableScreen
from tui.cards.table import CardsTableScreen

KEYS = (
    ["enter"] * 8
    + ["escape"] * 3
    + ["space", "tab", "shift+tab", "backspace", "home", "end"]
    + ["up", "down", "left", "right"] * 3
    + ["pageup", "pagedown", "f2", "f1", "question_mark"]
    + list("0123456789") * 2
    + list("usqynlrab")
    + list("thxcp")
    + ["ctrl+s", "ctrl+z", "ctrl+u", "ctrl+c"]
)
#: Keys whose character is not the key name.
CHARS = {
    "enter": "\r",
    "escape": "\x1b",
    "space": " ",
    "tab": "\t",
    "backspace": "\x7f",
    "question_mark": "?",
}
#: Keys per test (``SEVEN_SEAS_MONKEY_KEYS`` raises it for a long local run).
BUDGET = int(os.environ.get("SEVEN_SEAS_MONKEY_KEYS", "800"))
#: Terminal sizes: below every screen's minimum, around the minimums, and the usual 80x24 (larger
#: ones only cost rendering time; the layouts there are covered by the snapshot and fit tests).
SIZES = [(30, 10), (44, 14), (56, 18), (64, 20), (72, 22), (80, 24)]
#: Keys per burst (a fast typist, a paste, a slow SSH link); the app settles between bursts.
BURST = (1, 12)


def quick_app(save_dir: Path, language: str) -> Any:
    """The test app without animations (the tabs' underline, scrolling): keys, not easing, are tested."""
    app = make_app(save_dir, language=language)
    app.animation_level = "none"
    return app


def key_event(name: str) -> events.Key:
    char = CHARS.get(name, name if len(name) == 1 else None)
    return events.Key(name, char)


async def workers_done(app: Any) -> None:
    """Wait until no worker runs (a worker cancelled meanwhile, as leaving a table does, is done too)."""
    while running := [w for w in app.workers if w.is_running]:
        with contextlib.suppress(WorkerCancelled):
            await app.workers.wait_for_complete(running)


async def monkey(app: Any, pilot: Any, rng: random.Random, presses: int) -> int:
    """Send ``presses`` random keys in bursts of 1-12; resize now and then. Returns keys sent.

    After each burst the test waits until the screen and its widgets have handled every queued
    message (the keys, and what they set off), not for the CPU to fall idle: the app repaints on
    its own timer meanwhile, and no fixed sleep slows the thousands of keys down. Every few bursts
    the screen is also painted at once, so each screen is rendered in the states the keys reach.
    """
    sent = 0
    while sent < presses and app.is_running:
        if rng.random() < 0.02:
            await pilot.resize_terminal(*rng.choice(SIZES))
        for _ in range(rng.randint(*BURST)):
            app.post_message(key_event(rng.choice(KEYS)))
            sent += 1
        await pilot._wait_for_screen()
        if rng.random() < 0.1 and app.is_running:
            await pilot.pause()  # waits for the app to idle and paints the screen now
        if rng.random() < 0.3:
            await workers_done(app)
    return sent


@pytest.fixture(autouse=True)
def _short_rules(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The monkey opens the rules often: a short text keeps that cheap (the rules screen's own
    speed is measured elsewhere); everything else of the screen is exercised as usual."""
    monkeypatch.setattr(
        "tui.screens.rules.rules_text", lambda game, language: f"# {game}\n\n{language}", raising=False
    )
    import tui.screens.rules as rules

    rules._english_anchors.cache_clear()  # cached from the short text: other tests in this process need the real one
    yield
    rules._english_anchors.cache_clear()


@pytest.mark.parametrize("seed", [1])
async def test_random_keys_from_the_menu(save_dir: Path, seed: int) -> None:
    rng = random.Random(seed)
    sent = 0
    while sent < BUDGET:
        app = quick_app(save_dir, language=rng.choice(["en", "de", "fr"]))
        async with app.run_test(size=rng.choice(SIZES)) as pilot:
            sent += await monkey(app, pilot, rng, BUDGET - sent)
            await workers_done(app)
        assert app.return_code in (None, 0)


@pytest.mark.parametrize("seed", [3])
async def test_random_keys_at_a_hot_seat_table(save_dir: Path, seed: int) -> None:
    rng = random.Random(seed)
    sent = 0
    while sent < BUDGET:
        app = quick_app(save_dir, language=rng.choice(["en", "de", "fr"]))
        async with app.run_test(size=rng.choice(SIZES)) as pilot:
            players = rng.choice([2, 3, 4])
            seats = [SeatInfo("Anne"), SeatInfo("Bo")] + [
                SeatInfo(f"AI{i}", "ai", "easy") for i in range(players - 2)
            ]
            session = direct_session(app, seats, seed=rng.randrange(1000), goal=7, players=players)
            await app.push_screen(CardsTableScreen(session))
            sent += await monkey(app, pilot, rng, BUDGET - sent)
            await workers_done(app)
        assert app.return_code in (None, 0)


@pytest.mark.parametrize("seed", [5])
async def test_random_keys_at_a_board_table(save_dir: Path, seed: int) -> None:
    """The board game's table and its dialogs (trades, hand-offs, the game menu, the rules): two players at
    one keyboard and an easy captain, in either mode."""
    rng = random.Random(seed)
    sent = 0
    while sent < BUDGET:
        app = quick_app(save_dir, language=rng.choice(["en", "de", "fr"]))
        async with app.run_test(size=rng.choice(SIZES)) as pilot:
            seats = [SeatInfo("Anne"), SeatInfo("Bo"), SeatInfo("Flint", "ai", "easy")][: rng.choice([2, 3])]
            mode = rng.choice(["discovery", "advanced"])
            session = board_direct(app, seats, mode=mode, seed=rng.randrange(1000))
            await app.push_screen(BoardTableScreen(session))
            sent += await monkey(app, pilot, rng, BUDGET - sent)
            await workers_done(app)
        assert app.return_code in (None, 0)
