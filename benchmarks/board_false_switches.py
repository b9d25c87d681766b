"""False switches of the hard captain, counted on recorded positions judged by a long search.

The hard captain keeps the medium captain's choice (the *plain* choice) unless its search finds a better
one. A *false switch* is leaving the plain choice where it was right. This script has two steps:

``record`` plays games of medium captains and, at random decisions the hard captain searches, runs a long
search: every candidate the hard captain may compare (for a placement its five best by the planner, else
every legal action, at most 12) is played in the same ``--worlds`` sampled worlds (common random numbers,
no halving, rollouts as the hard captain's), which gives each candidate's mean paired gain over the plain
choice and its standard error. Every position is written with these figures (JSON, the game state in
``BoardGame.to_dict`` layout): the plain choice is *right* where no candidate's mean gain is above 0.

``count`` replays each recorded position with the hard captain at its default budget (thread CPU time, the
wall-clock cap lifted, as ``seven-seas simulate`` does), ``--runs`` times with different seeds, and counts:

- false switches: on a position where the plain choice is right, a choice that is not the plain one and
  that the long search rates below it (``clear``: by more than two of its standard errors);
- missed gains: on a position where a candidate beats the plain choice by more than two standard errors,
  keeping the plain choice;
- the regret: the long search's best mean minus the mean of the action chosen, in points, over all positions.

    python benchmarks/board_false_switches.py record --mode discovery --players 2 --positions 60 \
        --worlds 120 --seed 1 --out /tmp/positions-discovery.json
    python benchmarks/board_false_switches.py record --solo --level 0 --positions 40 --out /tmp/positions-solo.json
    python benchmarks/board_false_switches.py count /tmp/positions-discovery.json --runs 4 --json

``count`` reads only ``HardCaptain.choose``, so an older tree can count the same file (run it with
``PYTHONPATH`` pointing at that tree) to compare the captains before and after a change.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains import MediumCaptain, make_captain
from engines.board.captains import search as search_module
from engines.board.captains.search import HardCaptain, horizon_for
from engines.board.config import BoardConfig
from engines.board.game import BoardGame

#: At most this many candidates per position in the long search (the hard captain compares at most 8).
MAX_LONG = 12


def _candidates(captain: HardCaptain, view: Any, legal: list[Act], plain: Act) -> list[Act]:
    if view.pending.name == "place":
        return captain.candidates("place", legal, plain, view.config.solo)  # the captain's own ranking
    rest = [a for a in legal if a != plain]
    return [plain, *rest[: MAX_LONG - 1]]


def long_search(view: Any, legal: list[Act], worlds: int, seed: int) -> dict[str, Any]:
    """Every candidate in the same ``worlds`` sampled worlds: mean value, mean paired gain and its error."""
    captain = HardCaptain("hard", Rng(seed), iterations=worlds)
    plain = MediumCaptain.choose(captain, view, legal)
    cands = _candidates(captain, view, legal, plain)
    rng = Rng(seed * 7 + 1)
    seat = view.seat
    values: list[list[float]] = [[] for _ in cands]
    horizon = None
    for _ in range(worlds):
        world = view.sample_world(rng)
        roll_seed = rng.next64()
        for i, act in enumerate(cands):
            game = BoardGame.from_dict(world, view.content)
            if horizon is None:
                horizon = horizon_for(game)
            values[i].append(captain.rollout(game, act, seat, roll_seed, horizon)[0])
    out = []
    for i, act in enumerate(cands):
        gains = [v - b for v, b in zip(values[i], values[0], strict=True)]
        se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
        out.append(
            {
                "action": str(act),
                "value": statistics.fmean(values[i]),
                "gain": statistics.fmean(gains),
                "se": se,
            }
        )
    return {"plain": str(plain), "candidates": out, "worlds": worlds, "horizon": horizon}


def record(opts: argparse.Namespace) -> int:
    if opts.solo:
        opts.players = 1
    rng = Rng(opts.seed)
    positions: list[dict[str, Any]] = []
    game_no = 0
    started = time.process_time()
    while len(positions) < opts.positions:
        game_no += 1
        config = (
            BoardConfig(mode="advanced", players=1, solo=True, level=opts.level)
            if opts.solo
            else BoardConfig(mode=opts.mode, players=opts.players)
        )
        game = BoardGame.new(config, opts.seed * 1000 + game_no)
        bots = [make_captain("medium", Rng(opts.seed * 100 + game_no * 10 + s)) for s in range(opts.players)]
        while game.to_act is not None and len(positions) < opts.positions:
            seat = game.to_act
            legal = list(game.legal_actions())
            view = game.view(seat)
            kind = view.pending.name
            if (
                kind in HardCaptain("hard", Rng(0)).weights
                and len(legal) > 1
                and rng.randrange(10_000) < opts.rate * 10_000
            ):
                found = long_search(view, legal, opts.worlds, rng.next64() % 1_000_000)
                found.update(state=game.to_dict(), seat=seat, kind=kind, game=game_no)
                positions.append(found)
                _write(opts, positions)  # after each one: a long recording stopped early keeps its positions
                gains = [c["gain"] for c in found["candidates"][1:]]
                print(
                    f"{len(positions):4} {kind:10} plain {found['plain']:24} best gain {max(gains):+.2f}"
                    f" ({time.process_time() - started:.0f} s)",
                    file=sys.stderr,
                )
            game.apply(bots[seat].choose(view, legal))
    _write(opts, positions)
    return 0


def _write(opts: argparse.Namespace, positions: list[dict[str, Any]]) -> None:
    mode = f"solo level {opts.level}" if opts.solo else opts.mode
    Path(opts.out).write_text(json.dumps({"mode": mode, "players": opts.players, "positions": positions}))


def _judge(position: dict[str, Any]) -> tuple[bool, dict[str, float], dict[str, float], float]:
    """(the plain choice is right, gain by action, standard error by action, the best gain)."""
    gains = {c["action"]: c["gain"] for c in position["candidates"]}
    ses = {c["action"]: c["se"] for c in position["candidates"]}
    best = max(gains.values())
    return best <= 0.0, gains, ses, best


def count(opts: argparse.Namespace) -> int:
    search_module.MAX_WALL = float("inf")  # type: ignore[attr-defined]
    data = json.loads(Path(opts.positions).read_text())
    totals: dict[str, float] = {
        "positions": 0,
        "right": 0,
        "decisions": 0,
        "on_right": 0,
        "switches": 0,
        "false": 0,
        "false_clear": 0,
    }
    totals.update(better=0, on_better=0, missed=0, regret=0.0)
    cpu: list[float] = []
    for index, position in enumerate(data["positions"]):
        game = BoardGame.from_dict(position["state"])
        seat = position["seat"]
        view = game.view(seat)
        legal = list(game.legal_actions())
        right, gains, ses, best = _judge(position)
        plain = position["plain"]
        clearly_better = any(g - 2 * ses[a] > 0 for a, g in gains.items() if a != plain)
        totals["positions"] += 1
        totals["right"] += right
        totals["better"] += clearly_better
        for run in range(opts.runs):
            captain = make_captain("hard", Rng(opts.seed * 1_000 + index * 10 + run), opts.budget)
            # no wall-clock cap at all (a loaded machine would cut the search short): the relative one, the
            # absolute one (``max_wall``; an older tree reads the module's ``MAX_WALL``, lifted in ``count``)
            captain.wall_factor = float("inf")  # type: ignore[attr-defined]
            captain.max_wall = float("inf")  # type: ignore[attr-defined]
            for name in ("alpha", "confirm_share", "margin"):  # the acceptance test's knobs (this tree's)
                value = getattr(opts, name)
                if value is not None:
                    setattr(captain, name, value)
            t = time.thread_time()
            choice = str(captain.choose(view, legal))
            cpu.append(time.thread_time() - t)
            switched = choice != plain
            totals["decisions"] += 1
            totals["switches"] += switched
            # an action outside the long search's candidates counts as no better than the plain choice
            gain = gains.get(choice, 0.0 if not switched else min(0.0, min(gains.values())))
            totals["regret"] += best - gain
            if right:
                totals["on_right"] += 1
                if switched and gain < 0:
                    totals["false"] += 1
                    if gain + 2 * ses.get(choice, 0.0) < 0:
                        totals["false_clear"] += 1
            if clearly_better:
                totals["on_better"] += 1
                totals["missed"] += not switched
    decisions = max(1, totals["decisions"])
    report = {
        "file": opts.positions,
        "mode": data["mode"],
        "players": data["players"],
        "runs": opts.runs,
        "budget": opts.budget,
        "knobs": {name: getattr(opts, name) for name in ("alpha", "confirm_share", "margin")},
        **totals,
        "false_rate": totals["false"] / max(1, totals["on_right"]),
        "false_clear_rate": totals["false_clear"] / max(1, totals["on_right"]),
        "missed_rate": totals["missed"] / max(1, totals["on_better"]),
        "mean_regret": totals["regret"] / decisions,
        "cpu_median_s": statistics.median(cpu) if cpu else 0.0,
    }
    if opts.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"{report['mode']}, {report['players']} players: {report['positions']} positions"
            f" ({report['right']} where the plain choice is right, {report['better']} where another is clearly"
            f" better), {report['runs']} runs each"
        )
        print(
            f"  false switches: {report['false']} of {report['on_right']} ({report['false_rate']:.1%}),"
            f" clearly worse: {report['false_clear']} ({report['false_clear_rate']:.1%})"
        )
        print(f"  missed gains: {report['missed']} of {report['on_better']} ({report['missed_rate']:.1%})")
        print(
            f"  switches: {report['switches']} of {report['decisions']}, mean regret {report['mean_regret']:.3f}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="record positions judged by a long search")
    rec.add_argument("--mode", choices=("discovery", "advanced"), default="discovery")
    rec.add_argument("--players", type=int, default=2)
    rec.add_argument(
        "--solo", action="store_true", help="Solo mode (one player; --mode and --players ignored)"
    )
    rec.add_argument("--level", type=int, default=0, help="with --solo: the Favors & Curses level")
    rec.add_argument("--positions", type=int, default=40)
    rec.add_argument("--worlds", type=int, default=120, help="worlds of the long search per position")
    rec.add_argument("--rate", type=float, default=0.12, help="the share of searched decisions recorded")
    rec.add_argument("--seed", type=int, default=1)
    rec.add_argument("--out", required=True)
    cnt = sub.add_parser("count", help="count the hard captain's false switches on recorded positions")
    cnt.add_argument("positions")
    cnt.add_argument("--runs", type=int, default=4)
    cnt.add_argument(
        "--budget", type=float, default=None, help="seconds per decision (default: the captain's)"
    )
    cnt.add_argument("--seed", type=int, default=1)
    cnt.add_argument("--alpha", type=float, default=None, help="the acceptance test's error rate (ALPHA)")
    cnt.add_argument(
        "--confirm-share", type=float, default=None, help="the second stage's share of the budget"
    )
    cnt.add_argument("--margin", type=float, default=None, help="the acceptance test's margin in points")
    cnt.add_argument("--json", action="store_true")
    opts = parser.parse_args(argv)
    return record(opts) if opts.command == "record" else count(opts)


if __name__ == "__main__":
    sys.exit(main())
