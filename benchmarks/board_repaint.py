"""How long a key press on the board screen takes to repaint, in a late-game position.

    python benchmarks/board_repaint.py [--runs 30] [--size 120x40] [--players 5] [--profile out.prof]

Plays an Advanced game of five captains (``--players``) (the human's choices made by a greedy captain) up to the last
round, opens the board screen at the given size, then times key presses that re-render regions: the ring
cursor (ring + card details), a choice move in the decision bar, F2 (every region in another language) and a
full re-render (what every action triggers). Each time runs from the key press until the app is idle again
(wall clock, and the process's CPU time), and "to frame" until the last frame was written to the terminal.
Prints medians: on a busy machine the CPU time is the fairer figure (the wall clock also counts the time other
processes held the cores).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from saves import SeatInfo
from tui.app import SevenSeasApp
from tui.board.setup import board_session
from tui.board.table import BoardTableScreen
from tui.settings import Settings

NAMES = ("Anne", "Flint", "Bonny", "Read", "Kidd")


def late_session(app: SevenSeasApp, players: int) -> object:
    seats = [SeatInfo("Anne", "human")] + [SeatInfo(name, "ai", "greedy") for name in NAMES[1:players]]
    session = board_session(app, BoardConfig(mode="advanced", players=players), 2026, seats)
    game = session.game
    number = 0
    while not game.is_over:
        view = game.view(None)
        if view.round >= view.rounds and game.to_act == 0 and game.decision == "board.decision.action":
            break
        seat = game.to_act
        assert seat is not None
        action = make_captain("greedy", Rng(number)).choose(game.view(seat), list(game.legal_actions()))
        session.apply(action)
        number += 1
    return session


async def measure(
    runs: int, size: tuple[int, int], players: int = 5, profile: str = ""
) -> dict[str, list[float]]:
    app = SevenSeasApp(
        language="en", settings=Settings(ai_delay=0.0), persist_settings=False, save_dir="/tmp/bench"
    )
    labels = ("ring cursor (→)", "choice (↓)", "language (F2)", "full re-render")
    times: dict[str, list[float]] = {label: [] for label in labels}
    times.update({f"{label} to frame": [] for label in labels})
    times.update({f"{label} cpu": [] for label in labels})
    frames: list[float] = []
    display = app._display

    def timed_display(*args: object, **kwargs: object) -> None:
        display(*args, **kwargs)  # type: ignore[arg-type]
        frames.append(time.perf_counter())

    app._display = timed_display  # type: ignore[method-assign]
    async with app.run_test(size=size) as pilot:
        session = late_session(app, players)
        app.push_screen(BoardTableScreen(session))  # type: ignore[arg-type]
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BoardTableScreen)

        def record(label: str, start: float, cpu: float) -> None:
            end = time.perf_counter()
            times[label].append((end - start) * 1000)
            times[f"{label} cpu"].append((time.process_time() - cpu) * 1000)
            shown = [f for f in frames if f >= start]
            times[f"{label} to frame"].append(((shown[-1] if shown else end) - start) * 1000)

        async def timed(label: str, key: str) -> None:
            start, cpu = time.perf_counter(), time.process_time()
            await pilot.press(key)
            await pilot.pause()
            record(label, start, cpu)

        profiler = cProfile.Profile() if profile else None
        if profiler is not None:
            profiler.enable()
        for _ in range(runs):
            await timed("ring cursor (→)", "right")
            await timed("choice (↓)", "down")
        for _ in range(max(3, runs // 5)):
            await timed("language (F2)", "f2")
            start, cpu = time.perf_counter(), time.process_time()
            screen.refresh_view()
            await pilot.pause()
            record("full re-render", start, cpu)
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument(
        "--profile", default="", help="write cProfile stats of the timed presses to this file"
    )
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    times = asyncio.run(measure(args.runs, (width, height), args.players, args.profile))
    for label, values in times.items():
        print(
            f"{label:24s} median {statistics.median(values):6.1f} ms   min {min(values):6.1f}   "
            f"max {max(values):6.1f}   ({len(values)} presses)"
        )


if __name__ == "__main__":
    main()
