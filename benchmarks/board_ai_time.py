"""How long the hard captain thinks at the table: decision times as the app makes the captain.

The app builds a captain with ``make_agent("board", level, seed)``: the default budget of CPU time per
decision, and the wall-clock cap (``WALL_FACTOR`` times the budget, never more than ``MAX_WALL``) that keeps
a busy machine from stretching a turn. This script plays whole games with one such captain (seat 0 in
the first game, the next seat in the next, ...) against medium captains and times every decision it takes
with more than one legal action: wall-clock and thread CPU seconds. Prints the median, p95 and maximum,
overall and per decision kind, and the machine's load average so the figures can be read with it.

    python benchmarks/board_ai_time.py                         # 2 Discovery games, hard vs medium
    python benchmarks/board_ai_time.py --mode advanced --players 3 --games 2 --json
    python benchmarks/board_ai_time.py --solo 0 --games 2           # Solo against the Vagabond, level 0

Issue 11's goal: a median of at most 1 s per decision and a p95 of at most 2 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.agents import make_agent
from engines.board.config import BoardConfig
from engines.board.game import BoardGame


def _quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "n": len(ordered),
        "median_s": statistics.median(ordered),
        "p95_s": p95,
        "max_s": ordered[-1],
    }


def measure(
    mode: str, players: int, games: int, level: str, seed: int, solo: int | None = None
) -> dict[str, Any]:
    """Time the ``level`` captain's decisions (``solo``: alone in Solo games of that Favors & Curses level)."""
    wall: list[float] = []
    cpu: list[float] = []
    by_kind: dict[str, list[float]] = defaultdict(list)
    load_before = os.getloadavg()
    for g in range(games):
        hard_seat = g % players
        config = (
            BoardConfig(mode="advanced", players=1, solo=True, level=solo)
            if solo is not None
            else BoardConfig(mode=mode, players=players)
        )
        game = BoardGame.new(config, seed + g)
        agents = [
            make_agent("board", level if s == hard_seat else "medium", seed * 31 + g * 7 + s)
            for s in range(players)
        ]
        while (seat := game.to_act) is not None:
            legal = game.legal_actions()
            agent = agents[seat]
            view = game.view(seat)
            if seat == hard_seat and len(legal) > 1:
                t_wall, t_cpu = time.perf_counter(), time.thread_time()
                action = agent.choose(view, legal)
                spent = time.perf_counter() - t_wall
                wall.append(spent)
                cpu.append(time.thread_time() - t_cpu)
                by_kind[view.pending.name].append(spent)
            else:
                action = agent.choose(view, legal)
            game.apply(action)
    return {
        "mode": mode if solo is None else "advanced",
        "players": players if solo is None else 1,
        "solo": solo,
        "games": games,
        "level": level,
        "load_average_before": load_before,
        "load_average_after": os.getloadavg(),
        "wall": _quantiles(wall),
        "cpu": _quantiles(cpu),
        "wall_by_kind": {kind: _quantiles(v) for kind, v in sorted(by_kind.items())},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=("discovery", "advanced"), default="discovery")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--level", default="hard", help="the timed captain (default hard)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--solo", type=int, metavar="LEVEL", help="Solo games of this Favors & Curses level")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    opts = parser.parse_args(argv)
    if opts.solo is not None:
        opts.mode, opts.players = "advanced", 1
    result = measure(opts.mode, opts.players, opts.games, opts.level, opts.seed, opts.solo)
    if opts.json:
        print(json.dumps(result, indent=2))
        return 0
    w, c = result["wall"], result["cpu"]
    print(
        f"{opts.level} captain, {opts.mode}, "
        + (f"Solo level {opts.solo}" if opts.solo is not None else f"{opts.players} players")
        + f", {opts.games} games, {w['n']} decisions"
        f" (load average {result['load_average_before'][0]:.1f} -> {result['load_average_after'][0]:.1f})"
    )
    print(f"  wall clock: median {w['median_s']:.3f} s, p95 {w['p95_s']:.3f} s, max {w['max_s']:.3f} s")
    print(f"  thread CPU: median {c['median_s']:.3f} s, p95 {c['p95_s']:.3f} s, max {c['max_s']:.3f} s")
    for kind, q in result["wall_by_kind"].items():
        print(f"  {kind:12} {q['n']:4} decisions, wall median {q['median_s']:.3f} s, p95 {q['p95_s']:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
