"""Engine speed against its unvalidated floor: decisions per second of ``apply`` (checked: the action must be
legal; the events are built) against the engine's raw step on the same games: the same work without the check
(the board game's ``step``; the card game's inner step with its events). The card game's silent ``step`` (no
check and no events: the AI's playouts) is shown beside it.

Each engine plays ``--games`` seeded games once to fix their choices (the index of the action taken among the
legal ones, by a seeded random player). Every run then replays those games twice from their seeds, the way a
table or a playout does (``legal_actions()`` to choose, then the action), once with ``apply`` and once with
the floor; the replays alternate, and the time counted is the process's CPU time, so a busy machine slows
neither much. Prints the median (and min/max) of
each engine's decisions/s under ``apply`` and the floor and their ratio (``apply`` / floor: 1.0x means the check
costs nothing).

    python benchmarks/engine_speed.py              # 7 runs, 40 card games and 12 board games (Advanced, 3 players)
    python benchmarks/engine_speed.py --runs 11 --json

The goals (issue 24): the card game 1.0x, the board game 0.8x.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.board import BoardConfig, BoardGame
from engines.cards import CardConfig, CardGame

GOALS = {"cards": 1.0, "board": 0.8}


def _new_cards(seed: int) -> Any:
    return CardGame.new(CardConfig(players=3), seed)


def _new_board(seed: int) -> Any:
    return BoardGame.new(BoardConfig(mode="advanced", players=3), seed)


ENGINES: dict[str, Callable[[int], Any]] = {"cards": _new_cards, "board": _new_board}


def choices(make: Callable[[int], Any], seed: int, limit: int = 20_000) -> list[int]:
    """The indices a seeded random player takes among the legal actions, for the whole game."""
    game = make(seed)
    rng = random.Random(seed)
    picks: list[int] = []
    while not game.is_over and len(picks) < limit:
        legal = game.legal_actions()
        pick = rng.randrange(len(legal))
        picks.append(pick)
        game.apply(legal[pick])
    return picks


def _unchecked(game: Any) -> Callable[[Any], Any]:
    """The engine's raw step: what ``apply`` does once the action is known to be legal."""
    if isinstance(game, CardGame):
        return lambda action: game._do(action, [])  # the events are built, as apply builds them
    return game.step  # type: ignore[no-any-return]


def _silent(game: Any) -> Callable[[Any], Any]:
    return game.step  # type: ignore[no-any-return]


def _checked(game: Any) -> Callable[[Any], Any]:
    return game.apply  # type: ignore[no-any-return]


def replay(
    make: Callable[[int], Any], games: list[tuple[int, list[int]]], how: Callable[[Any], Callable[[Any], Any]]
) -> tuple[int, float]:
    """Decisions taken and CPU seconds spent replaying ``games`` (seed, picks), each action carried out by
    ``how(game)``."""
    decisions = 0
    spent = 0.0
    for seed, picks in games:
        game = make(seed)  # setting up is not counted
        legal_actions = game.legal_actions
        act = how(game)
        start = time.process_time()
        for pick in picks:
            act(legal_actions()[pick])
        spent += time.process_time() - start
        decisions += len(picks)
    return decisions, spent


def measure(name: str, count: int, runs: int, seed: int) -> dict[str, Any]:
    make = ENGINES[name]
    games = [(seed + g, choices(make, seed + g)) for g in range(count)]
    ways = {"apply": _checked, "floor": _unchecked}
    if name == "cards":
        ways["silent"] = _silent
    rates: dict[str, list[float]] = {way: [] for way in ways}
    for run in range(runs):
        order = list(ways) if run % 2 == 0 else list(reversed(ways))
        for way in order:
            decisions, spent = replay(make, games, ways[way])
            rates[way].append(decisions / spent)
    ratios = [a / b for a, b in zip(rates["apply"], rates["floor"], strict=True)]
    result: dict[str, Any] = {
        "engine": name,
        "games": count,
        "decisions": sum(len(picks) for _, picks in games),
        "runs": runs,
        "ratio": statistics.median(rates["apply"]) / statistics.median(rates["floor"]),
        "ratio_range": [min(ratios), max(ratios)],
        "goal": GOALS[name],
    }
    for way, values in rates.items():
        result[f"{way}_per_s"] = statistics.median(values)
        result[f"{way}_range"] = [min(values), max(values)]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--card-games", type=int, default=40)
    parser.add_argument("--board-games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--engine", choices=sorted(ENGINES), action="append", help="only this engine")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    counts = {"cards": args.card_games, "board": args.board_games}
    results = [
        measure(name, counts[name], args.runs, args.seed) for name in args.engine or ("cards", "board")
    ]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for r in results:
        line = f"{r['engine']:5}"
        for way in ("apply", "floor", "silent"):
            if f"{way}_per_s" in r:
                low, high = r[f"{way}_range"]
                line += f"  {way} {r[f'{way}_per_s']:>8,.0f}/s ({low:,.0f}-{high:,.0f})"
        low, high = r["ratio_range"]
        line += f"  apply/floor {r['ratio']:.2f}x ({low:.2f}-{high:.2f}) goal {r['goal']:.1f}x"
        print(line + f"  [{r['decisions']:,} decisions, {r['runs']} runs]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
