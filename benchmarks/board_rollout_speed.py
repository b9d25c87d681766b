"""How fast the hard captain's rollouts play: whole games of the medium captain at every seat, played the way
``HardCaptain.rollout`` plays them (``shared_view`` of the live game, the single legal action taken at once,
``game.step``).

Each case (a mode and a number of players) plays ``--games`` seeded games once per run; the time counted is
the process's CPU time of the play (setting a game up is not counted), so a busy machine slows it little.
A first pass, not counted, fills the odds' caches as a search's first rollouts do. Prints, per case and in
all, the median (and min/max) over ``--runs`` of games (rollouts) and decisions per second, and a hash of
every action chosen in every game: an optimisation that changes no decision leaves the hash as it was.

``--trace`` plays each case once and prints the hashes only, plus a hash of a few hard-captain searches with
a fixed number of worlds (``iterations``), every candidate's tally included, so that the search's sampled
worlds and rollouts are checked too. ``--search`` times such searches instead, in rollouts per second of
CPU: the rollouts as a search plays them (sampled worlds of one position, one captain searching again and
again), where what the captains remember from one rollout to the next counts.

    python benchmarks/board_rollout_speed.py                  # 5 runs of every timed case
    python benchmarks/board_rollout_speed.py --runs 7 --case advanced2
    python benchmarks/board_rollout_speed.py --trace --seed 3 # the hashes of seed 3's games
    python benchmarks/board_rollout_speed.py --search --runs 3 # rollouts/s of hard searches
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.base import Rng
from engines.board.captains.levels import MediumCaptain
from engines.board.captains.profiles import PROFILES
from engines.board.captains.search import SEARCHED, HardCaptain
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from engines.board.view import shared_view

#: The cases: name -> (config, games per run by default). Solo and the modules are checked by ``--trace``
#: (and may be timed with ``--case``).
CASES: dict[str, tuple[BoardConfig, int]] = {
    "discovery2": (BoardConfig(mode="discovery", players=2), 24),
    "discovery4": (BoardConfig(mode="discovery", players=4), 8),
    "advanced2": (BoardConfig(mode="advanced", players=2), 16),
    "solo": (BoardConfig(mode="advanced", players=1, solo=True, level=3), 4),
    "advanced3x": (BoardConfig(mode="advanced", players=3, modules=("hen", "fisherman")), 3),
}
TIMED = ("discovery2", "discovery4", "advanced2")
#: The profiles seat 0 plays in turn, game by game (the searching seat plays its own profile in a rollout).
_PROFILES = ("greedy", "fighter", "explorer", "trader", "upgrader")


def play(config: BoardConfig, seed: int, actions: list[str]) -> tuple[int, float]:
    """Play one game of medium captains as a rollout does; returns (decisions, CPU seconds) and appends every
    action taken to ``actions``."""
    game = BoardGame.new(config, seed)
    rng = Rng(seed)
    n = game.num_seats
    profile = PROFILES[_PROFILES[seed % len(_PROFILES)]]
    bots = [MediumCaptain("medium", rng, profile if s == 0 else None) for s in range(n)]
    decisions = 0
    start = time.process_time()
    while True:
        to_act = game.to_act
        if to_act is None:
            break
        legal = game.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        else:
            a = bots[to_act].choose(shared_view(game, to_act), legal)
            decisions += 1
        actions.append(str(a))
        game.step(a)
    return decisions, time.process_time() - start


def run_case(name: str, games: int, seed: int) -> tuple[int, float, str]:
    """(decisions, CPU seconds, hash of the actions) of ``games`` games of case ``name``."""
    config = CASES[name][0]
    actions: list[str] = []
    decisions = 0
    spent = 0.0
    for g in range(games):
        d, s = play(config, seed * 1000 + g, actions)
        decisions += d
        spent += s
    return decisions, spent, _digest(actions)


def _digest(items: list[str]) -> str:
    return hashlib.sha256("\n".join(items).encode()).hexdigest()[:16]


def hard_searches(name: str, seed: int, searches: int = 2, iterations: int = 2) -> tuple[int, float, str]:
    """``searches`` hard-captain searches (``iterations`` worlds per stage) at the first searched decisions of
    seat 0 after the first round of a medium game of case ``name``, by one hard captain re-seeded for each (as
    a game's captain searches again and again): (rollouts, CPU seconds of the searches, a hash of each
    candidate, its worlds, value, glory, gain and changes)."""
    config = CASES[name][0]
    game = BoardGame.new(config, seed)
    rng = Rng(seed)
    bots = [MediumCaptain("medium", rng) for _ in range(game.num_seats)]
    hard = HardCaptain("hard", Rng(seed), iterations=iterations)
    out: list[str] = []
    done = rollouts = 0
    spent = 0.0
    while (seat := game.to_act) is not None and done < searches:
        legal = game.legal_actions()
        view = game.view(seat)
        if seat == 0 and game.round >= 2 and len(legal) > 1 and view.pending.name in SEARCHED:
            hard.rng = Rng(seed * 7 + done)
            start = time.process_time()
            ranked = hard.ranked(view, legal)
            spent += time.process_time() - start
            for e in ranked:
                rollouts += e.worlds
                out.append(
                    f"{e.action} {e.worlds} {e.value!r} {e.glory!r} {e.gain!r} {e.gain_se!r}"
                    f" {e.plain} {e.chosen} {sorted(e.changes.items())!r}"
                )
            done += 1
        a = legal[0] if len(legal) == 1 else bots[seat].choose(view, legal)
        game.apply(a)
    return rollouts, spent, _digest(out)


def measure_searches(
    cases: list[str], runs: int, seed: int, searches: int, iterations: int
) -> dict[str, Any]:
    """Rollouts per second of CPU in hard searches (:func:`hard_searches`), the median of ``runs``."""
    rates: dict[str, list[float]] = {c: [] for c in [*cases, "all"]}
    info: dict[str, dict[str, Any]] = {}
    for case in cases:  # warm up the odds' caches, as in :func:`measure`
        hard_searches(case, seed, searches, iterations)
    for _ in range(runs):
        total_r, total_s = 0, 0.0
        for case in cases:
            r, s, h = hard_searches(case, seed, searches, iterations)
            rates[case].append(r / s)
            info[case] = {"rollouts": r, "hash": h}
            total_r += r
            total_s += s
        rates["all"].append(total_r / total_s)
    return {
        "runs": runs,
        "seed": seed,
        "cases": {
            c: {"rollouts_per_s": _median(v), "range": [min(v), max(v)], **info.get(c, {})}
            for c, v in rates.items()
        },
    }


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def measure(cases: list[str], games: dict[str, int], runs: int, seed: int) -> dict[str, Any]:
    rates: dict[str, dict[str, list[float]]] = {c: {"games": [], "decisions": []} for c in [*cases, "all"]}
    hashes: dict[str, set[str]] = {c: set() for c in cases}
    counts: dict[str, int] = {}
    for case in cases:  # warm up: the odds' caches fill as they do over a search's first rollouts
        hashes[case].add(run_case(case, games[case], seed)[2])
    for _ in range(runs):
        total_d, total_s, total_g = 0, 0.0, 0
        for case in cases:
            d, s, h = run_case(case, games[case], seed)
            hashes[case].add(h)
            counts[case] = d
            rates[case]["games"].append(games[case] / s)
            rates[case]["decisions"].append(d / s)
            total_d += d
            total_s += s
            total_g += games[case]
        rates["all"]["games"].append(total_g / total_s)
        rates["all"]["decisions"].append(total_d / total_s)
    result: dict[str, Any] = {"runs": runs, "seed": seed, "cases": {}}
    for case, r in rates.items():
        entry: dict[str, Any] = {
            "games_per_s": _median(r["games"]),
            "decisions_per_s": _median(r["decisions"]),
            "decisions_per_s_range": [min(r["decisions"]), max(r["decisions"])],
        }
        if case != "all":
            entry.update(games=games[case], decisions=counts[case], hash=sorted(hashes[case]))
        result["cases"][case] = entry
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0, help="games per case (0: the case's default)")
    parser.add_argument("--case", choices=sorted(CASES), action="append", help="only this case (repeatable)")
    parser.add_argument("--trace", action="store_true", help="print the decision hashes only")
    parser.add_argument("--search", action="store_true", help="time hard searches instead (rollouts/s)")
    parser.add_argument("--searches", type=int, default=3, help="--search: searches per case")
    parser.add_argument("--iterations", type=int, default=4, help="--search: worlds per stage")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = {c: args.games or n for c, (_, n) in CASES.items()}
    if args.search:
        found = measure_searches(
            args.case or list(TIMED), args.runs, args.seed, args.searches, args.iterations
        )
        if args.json:
            print(json.dumps(found, indent=2))
            return 0
        for case, r in found["cases"].items():
            low, high = r["range"]
            line = f"{case:11} {r['rollouts_per_s']:7.1f} rollouts/s ({low:.1f}-{high:.1f})"
            if case != "all":
                line += f"  [{r['rollouts']} rollouts, hash {r['hash']}]"
            print(line)
        return 0
    if args.trace:
        cases = args.case or list(CASES)
        trace = {c: run_case(c, games[c], args.seed)[2] for c in cases}
        trace.update({f"hard:{c}": hard_searches(c, args.seed)[2] for c in cases if c != "advanced3x"})
        if args.json:
            print(json.dumps(trace, indent=2))
        else:
            for c, h in trace.items():
                print(f"{c:18} {h}")
            print(f"{'all':18} {_digest(list(trace.values()))}")
        return 0
    result = measure(args.case or list(TIMED), games, args.runs, args.seed)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    for case, r in result["cases"].items():
        low, high = r["decisions_per_s_range"]
        line = f"{case:11} {r['games_per_s']:7.1f} games/s  {r['decisions_per_s']:8,.0f} decisions/s"
        line += f" ({low:,.0f}-{high:,.0f})"
        if case != "all":
            line += f"  [{r['games']} games, {r['decisions']} decisions, hash {','.join(r['hash'])}]"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
