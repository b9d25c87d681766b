"""Monkey test: thousands of seeded random keys on the menu, the set-up, the table and every
dialog, at random terminal sizes; nothing may raise (Textual re-raises a handler's exception when
the test app closes). Keys are posted in bursts, as a fast typist or a slow SSH link sends them,
so the answer-once and stale-key guards are exercised too."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from textual import events

from saves import SeatInfo
from tests.cards_ui_helpers import direct_session, make_app, wait_quiet
from tui.cards.table import CardsTableScreen

KEYS = (
    ["enter"] * 8 + ["escape"] * 3 + ["space", "tab", "shift+tab", "backspace", "home", "end"]
    + ["up", "down", "left", "right"] * 3 + ["pageup", "pagedown", "f2", "f1", "question_mark"]
    + list("0123456789") * 2 + list("usqynlrab") + ["ctrl+s", "ctrl+z", "ctrl+u", "ctrl+c"]
)
#: Keys whose character is not the key name.
CHARS = {"enter": "\r", "escape": "\x1b", "space": " ", "tab": "\t", "backspace": "\x7f", "question_mark": "?"}
#: Keys per test (``SEVEN_SEAS_MONKEY_KEYS`` raises it for a long local run).
BUDGET = int(os.environ.get("SEVEN_SEAS_MONKEY_KEYS", "500"))
SIZES = [(30, 10), (50, 15), (70, 20), (80, 24), (100, 30), (120, 40), (140, 45)]


def key_event(name: str) -> events.Key:
    char = CHARS.get(name, name if len(name) == 1 else None)
    return events.Key(name, char)


async def monkey(app: Any, pilot: Any, rng: random.Random, presses: int) -> int:
    """Send ``presses`` random keys in bursts of 1-6; resize now and then. Returns keys sent."""
    sent = 0
    while sent < presses and app.is_running:
        if rng.random() < 0.02:
            await pilot.resize_terminal(*rng.choice(SIZES))
        for _ in range(rng.randint(1, 6)):
            app.post_message(key_event(rng.choice(KEYS)))
            sent += 1
        await wait_quiet(pilot)
        if rng.random() < 0.3:
            await app.workers.wait_for_complete()
    return sent


@pytest.fixture(autouse=True)
def _short_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """The monkey opens the rules often: a short text keeps that cheap (the rules screen's own
    speed is measured elsewhere); everything else of the screen is exercised as usual."""
    monkeypatch.setattr("tui.screens.rules.rules_text", lambda game, language: f"# {game}\n\n{language}", raising=False)


@pytest.mark.parametrize("seed", [1])
async def test_random_keys_from_the_menu(save_dir: Path, seed: int) -> None:
    rng = random.Random(seed)
    sent = 0
    while sent < BUDGET:
        app = make_app(save_dir, language=rng.choice(["en", "de", "fr"]))
        async with app.run_test(size=rng.choice(SIZES)) as pilot:
            sent += await monkey(app, pilot, rng, BUDGET - sent)
            await app.workers.wait_for_complete()
        assert app.return_code in (None, 0)


@pytest.mark.parametrize("seed", [3])
async def test_random_keys_at_a_hot_seat_table(save_dir: Path, seed: int) -> None:
    rng = random.Random(seed)
    sent = 0
    while sent < BUDGET:
        app = make_app(save_dir, language=rng.choice(["en", "de", "fr"]))
        async with app.run_test(size=rng.choice(SIZES)) as pilot:
            players = rng.choice([2, 3, 4])
            seats = [SeatInfo("Anne"), SeatInfo("Bo")] + [SeatInfo(f"AI{i}", "ai", "easy") for i in range(players - 2)]
            session = direct_session(app, seats, seed=rng.randrange(1000), goal=7, players=players)
            await app.push_screen(CardsTableScreen(session))
            sent += await monkey(app, pilot, rng, BUDGET - sent)
            await app.workers.wait_for_complete()
        assert app.return_code in (None, 0)
