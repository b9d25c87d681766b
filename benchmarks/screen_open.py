"""How long each screen takes to open: from the key's push to the first frame drawn.

Runs the app headless (Textual's test driver) at one terminal size and language, and for every screen
pushes it, waits until it is mounted and the app has handled what the mount set off, then renders the
frame; then presses F2 on it (the next language) and times that the same way. Each app starts as the command
line starts it: garbage collection paused until its first frame, then what is alive set aside
(``tui/memory.py``). Each screen is opened ``--runs`` times, in rounds that open every screen once (a new app each time, so no
screen is warm from the run before); the median wall-clock and CPU times are printed, with each one's ratio to
the baseline's opening (a bare push) and the load average to read them by.

    python benchmarks/screen_open.py                      # 120x40, English, 5 runs
    python benchmarks/screen_open.py --size 80x24 --lang de --runs 7 --json

The lesson it checks: a screen that takes more than a blink (about 100-150 ms) to open is a bug.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _finished_session(app: Any, game_id: str, seed: int) -> Any:
    """A session played to its end by medium captains (for the game-over and replay screens)."""
    from engines.agents import make_agent
    from saves import SeatInfo

    seats = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium"), SeatInfo("Bonny", "ai", "medium")]
    session = _session(app, game_id, seats, seed)
    agents = [make_agent(game_id, "medium", seed + s) for s in range(len(seats))]
    game = session.game
    while not game.is_over:
        seat = game.to_act
        session.apply(agents[seat].choose(game.view(seat), list(game.legal_actions())))
    return session


def _session(app: Any, game_id: str, seats: list[Any], seed: int, mode: str = "advanced") -> Any:
    if game_id == "board":
        from engines.board.config import BoardConfig
        from tui.board.setup import board_session

        return board_session(app, BoardConfig(mode=mode, players=len(seats)), seed, seats)
    from engines.cards import CardConfig
    from tui.cards.setup import cards_session

    return cards_session(app, CardConfig(players=len(seats), target=11), seed, seats)


def _table(app: Any, game_id: str) -> Any:
    from saves import SeatInfo

    seats = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium"), SeatInfo("Bonny", "ai", "medium")]
    session = _session(app, game_id, seats, 7)
    if game_id == "board":
        from tui.board.table import BoardTableScreen

        return BoardTableScreen(session)
    from tui.cards.table import CardsTableScreen

    return CardsTableScreen(session)


def _over(app: Any, game_id: str) -> Any:
    from tui.games import GAMES

    ui = GAMES.ui(game_id)
    assert ui is not None
    return ui.game_over_screen(_finished_session(app, game_id, 5))


def _replay(app: Any, game_id: str) -> Any:
    from tui.games import GAMES
    from tui.replay import Replay

    ui = GAMES.ui(game_id)
    assert ui is not None
    return ui.replay_screen(Replay.from_session(_finished_session(app, game_id, 5)))


def _simple(name: str) -> Callable[[Any], Any]:
    def make(app: Any) -> Any:
        if name == "baseline":  # a screen with one line of text: what any screen costs in this harness
            from textual.screen import Screen
            from textual.widgets import Static

            class Baseline(Screen[None]):
                def compose(self) -> Any:
                    yield Static("baseline")

            return Baseline()
        if name == "board-setup":
            from tui.board.setup import BoardSetupScreen

            return BoardSetupScreen()
        if name == "cards-setup":
            from tui.cards.setup import CardsSetupScreen

            return CardsSetupScreen()
        if name == "load":
            from tui.screens.load import LoadScreen

            return LoadScreen()
        if name in ("rules-board", "rules-cards"):
            from tui.screens.rules import RulesScreen

            return RulesScreen(game=name.split("-")[1])
        if name == "settings":
            from tui.screens.settings import SettingsScreen

            return SettingsScreen()
        if name == "records":
            from tui.screens.records import RecordsScreen

            return RecordsScreen()
        if name == "quests":
            from tui.board.quests_view import QuestsScreen

            return QuestsScreen()
        raise ValueError(name)

    return make


SCREENS: dict[str, Callable[[Any], Any]] = {
    **{
        name: _simple(name)
        for name in (
            "baseline",
            "board-setup",
            "cards-setup",
            "load",
            "rules-board",
            "rules-cards",
            "settings",
            "records",
            "quests",
        )
    },
    "board-table": lambda app: _table(app, "board"),
    "cards-table": lambda app: _table(app, "cards"),
    "board-over": lambda app: _over(app, "board"),
    "cards-over": lambda app: _over(app, "cards"),
    "board-replay": lambda app: _replay(app, "board"),
    "cards-replay": lambda app: _replay(app, "cards"),
}


async def _open_once(
    name: str, size: tuple[int, int], language: str, folder: Path
) -> tuple[float, float, float, float]:
    """Wall and CPU seconds to open the screen, then to switch its language (F2)."""
    from tui.app import SevenSeasApp
    from tui.memory import pause_collection
    from tui.screens.main_menu import MainMenuScreen
    from tui.screens.rules import forget_renderings
    from tui.settings import Settings

    forget_renderings()  # the rules laid out by the run before would show at once: count a first opening
    gc.unfreeze()
    gc.collect()
    pause_collection()  # as the command line starts the app: the app collects again after its first frame
    app = SevenSeasApp(
        language=language, save_dir=folder, settings=Settings(ai_delay=3600.0), persist_settings=False
    )
    async with app.run_test(size=size) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        screen = SCREENS[name](app)  # building the session or finished game is not counted
        await pilot.pause()
        t_wall, t_cpu = time.perf_counter(), time.process_time()
        await app.push_screen(screen)
        await pilot.pause()
        app.screen._compositor.render_strips()
        wall, cpu = time.perf_counter() - t_wall, time.process_time() - t_cpu
        # F2 on that screen: every text to the next language, and the frame drawn again
        await pilot.pause()
        t_wall, t_cpu = time.perf_counter(), time.process_time()
        app.action_cycle_language()
        await pilot.pause()
        app.screen._compositor.render_strips()
        f2_wall, f2_cpu = time.perf_counter() - t_wall, time.process_time() - t_cpu
        for session in [getattr(screen, "session", None)]:
            if session is not None and hasattr(session, "cancel_ai"):
                session.cancel_ai()
    return wall, cpu, f2_wall, f2_cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="120x40", help="terminal size COLSxROWS (default 120x40)")
    parser.add_argument("--lang", default="en", choices=("en", "de", "fr"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", default="", help="comma-separated screen names (default: all)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    opts = parser.parse_args(argv)
    cols, rows = (int(x) for x in opts.size.lower().split("x"))
    names = [n for n in opts.only.split(",") if n] or list(SCREENS)
    results: dict[str, dict[str, float]] = {}
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        for key in ("SEVEN_SEAS_CONFIG_DIR", "SEVEN_SEAS_DATA_DIR", "SEVEN_SEAS_CACHE_DIR"):
            os.environ[key] = str(Path(tmp, key.lower()))
        times: dict[str, list[tuple[float, float, float, float]]] = {name: [] for name in names}
        for run in range(opts.runs):  # a round opens every screen once: a busy spell slows them alike
            for name in names:
                times[name].append(
                    asyncio.run(_open_once(name, (cols, rows), opts.lang, Path(tmp, f"saves{run}")))
                )
        for name, samples in times.items():
            walls, cpus, f2_walls, f2_cpus = (list(column) for column in zip(*samples, strict=True))
            results[name] = {
                "wall_median_ms": 1000 * statistics.median(walls),
                "cpu_median_ms": 1000 * statistics.median(cpus),
                "wall_max_ms": 1000 * max(walls),
                "f2_wall_median_ms": 1000 * statistics.median(f2_walls),
                "f2_cpu_median_ms": 1000 * statistics.median(f2_cpus),
            }
        bare = results.get("baseline", {}).get("wall_median_ms")
        for r in results.values():  # the goal (issue 24): each opening and each F2 within 6x a bare push
            if bare:
                r["wall_ratio"] = r["wall_median_ms"] / bare
                r["f2_wall_ratio"] = r["f2_wall_median_ms"] / bare
    load_after = os.getloadavg()[0]
    if opts.json:
        print(
            json.dumps(
                {"size": opts.size, "lang": opts.lang, "runs": opts.runs, "screens": results}, indent=2
            )
        )
        return 0
    print(
        f"time to open each screen, {cols}x{rows}, {opts.lang}, median of {opts.runs}"
        f" (load average {load_before:.1f} -> {load_after:.1f})"
    )
    for name, r in results.items():
        ratios = (
            f"   x bare push: open {r['wall_ratio']:4.1f}  F2 {r['f2_wall_ratio']:4.1f}"
            if "wall_ratio" in r
            else ""
        )
        print(
            f"  {name:13} wall {r['wall_median_ms']:6.0f} ms (max {r['wall_max_ms']:5.0f})"
            f"   CPU {r['cpu_median_ms']:6.0f} ms"
            f"   F2 wall {r['f2_wall_median_ms']:5.0f} ms  CPU {r['f2_cpu_median_ms']:5.0f} ms{ratios}"
        )
    if "baseline" in results:
        print("  goal (issue 24): every opening and every F2 within 6x the baseline's opening (a bare push)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
