"""How long a key press on the board screen takes to repaint, in a late-game position.

    python benchmarks/board_repaint.py [--runs 30] [--size 120x40]

Plays an Advanced game of three captains (the human's choices made by a greedy captain) up to the last
round, opens the board screen at the given size, then times key presses that re-render regions: the ring
cursor (ring + card details), a full re-render (what every action triggers) and a choice move in the
decision bar. Each time runs from the key press until the screen has been composed again. Prints medians of
the wall-clock time and of the process's CPU time (on a busy machine the CPU time is the fairer figure: the
wall clock also counts the time other processes held the cores).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engines.base import Rng
from engines.board.agents import make_agent
from engines.board.config import BoardConfig
from saves import SeatInfo
from tui.app import SevenSeasApp
from tui.board.setup import board_session
from tui.board.table import BoardTableScreen
from tui.settings import Settings


def late_session(app: SevenSeasApp) -> object:
    seats = [SeatInfo("Anne", "human"), SeatInfo("Flint", "ai", "greedy"), SeatInfo("Bonny", "ai", "greedy")]
    session = board_session(app, BoardConfig(mode="advanced", players=3), 2026, seats)
    game = session.game
    number = 0
    while not game.is_over:
        view = game.view(None)
        if view["round"] >= view["rounds"] and game.to_act == 0 and game.decision == "board.decision.action":
            break
        seat = game.to_act
        assert seat is not None
        action = make_agent("greedy", seat, Rng(number)).choose(game.view(seat), list(game.legal_actions()))
        session.apply(action)
        number += 1
    return session


async def measure(runs: int, size: tuple[int, int]) -> dict[str, list[float]]:
    app = SevenSeasApp(language="en", settings=Settings(ai_delay=0.0), persist_settings=False, save_dir="/tmp/bench")
    labels = ("ring cursor (→)", "full re-render", "choice (↓)")
    times: dict[str, list[float]] = {label: [] for label in labels}
    times.update({f"{label} cpu": [] for label in labels})
    async with app.run_test(size=size) as pilot:
        session = late_session(app)
        app.push_screen(BoardTableScreen(session))  # type: ignore[arg-type]
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BoardTableScreen)

        async def timed(label: str, *keys: str) -> None:
            start, cpu = time.perf_counter(), time.process_time()
            await pilot.press(*keys)
            await pilot.pause()
            times[label].append((time.perf_counter() - start) * 1000 / (max(1, len(keys))))
            times[f"{label} cpu"].append((time.process_time() - cpu) * 1000 / (max(1, len(keys))))

        for _ in range(runs):
            await timed("ring cursor (→)", "right")
            await timed("choice (↓)", "down")
        for _ in range(max(3, runs // 5)):
            start, cpu = time.perf_counter(), time.process_time()
            screen.refresh_view()
            await pilot.pause()
            times["full re-render"].append((time.perf_counter() - start) * 1000)
            times["full re-render cpu"].append((time.process_time() - cpu) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--size", default="120x40")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    times = asyncio.run(measure(args.runs, (width, height)))
    for label, values in times.items():
        print(f"{label:24s} median {statistics.median(values):6.1f} ms   min {min(values):6.1f}   "
              f"max {max(values):6.1f}   ({len(values)} presses)")


if __name__ == "__main__":
    main()
