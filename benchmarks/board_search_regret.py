"""How far the hard captain's Solo choices fall short of the best one, judged by a long search of every choice.

Plays Solo games of the medium captain (level 0, deal ``--seed`` and on) and stops at the decisions of one kind
(``--kind``: the hideout, or the placements with the turns left in ``--left``). There an *oracle* plays every
legal action in the same ``--worlds`` sampled worlds (the hard captain's rollouts, no halving, no test) and
takes each action's mean paired gain over the medium choice as its worth. Then each variant of the hard captain
(``--variants``: ``BUDGET_FACTOR:SCHEDULE``, the schedule ``even`` or ``doubling`` of stage 1's halving) chooses
``--reps`` times with its own generator, and its *regret* is the best action's worth less the worth of its
choice. Prints each position's regrets and, per variant, the mean regret (lower is better) with its standard
error over the positions. The oracle's own noise (about 0.12 points at 1,000 worlds) is the same for every
variant, so the variants' regrets compare.

    nice python benchmarks/board_search_regret.py --kind hideout --deals 20 --worlds 1000 --reps 4
    nice python benchmarks/board_search_regret.py --kind place --left 12,10,8,6 --deals 5 --worlds 300
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.levels import MediumCaptain
from engines.board.captains.search import HardCaptain, _Tally, turns_left
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from engines.board.view import BoardView


def positions(seed: int, kind: str, lefts: set[int] | None) -> Iterator[tuple[int, BoardView, list[Act]]]:
    """The first decision of ``kind`` at each number of turns left in ``lefts`` (every one: None) of the
    medium captain's Solo game of deal ``seed``: (turns left, the view, the legal actions)."""
    game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), seed)
    medium = MediumCaptain("medium", Rng(seed ^ 0x5EED))
    seen: set[int] = set()
    while game.to_act is not None:
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        view = game.view(0)
        left = turns_left(game)
        if view.pending.name == kind and (lefts is None or left in lefts) and left not in seen:
            seen.add(left)
            yield left, view, legal
        game.apply(medium.choose(view, legal))


def oracle(view: BoardView, legal: list[Act], seed: int, worlds: int) -> dict[Act, float]:
    """Every legal action's mean paired gain over the medium choice in the same ``worlds`` sampled worlds."""
    judge = HardCaptain("oracle", Rng(seed), iterations=worlds)
    plain = MediumCaptain.choose(judge, view, legal)
    cands = [plain, *(a for a in legal if a != plain)]
    tallies = [_Tally() for _ in cands]
    judge._horizon = judge.horizon
    judge._stage(view, cands, tallies, list(range(len(cands))), 0.0, 0.0, halving=False)
    return {a: t.mean for a, t in zip(cands, tallies, strict=True)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", default="hideout", help="hideout or place")
    parser.add_argument("--left", default="", help="the turns left of the positions (place), e.g. 12,10,8,6")
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=1000, help="the oracle's worlds per action")
    parser.add_argument("--reps", type=int, default=4, help="choices per variant and position")
    parser.add_argument("--variants", default="1:doubling,1:even,4:doubling,4:even")
    args = parser.parse_args()
    lefts = {int(x) for x in args.left.split(",")} if args.left else None
    variants = [tuple(v.split(":")) for v in args.variants.split(",")]
    regrets: dict[str, list[float]] = {f"{m}:{s}": [] for m, s in variants}
    for seed in range(args.seed, args.seed + args.deals):
        for left, view, legal in positions(seed, args.kind, lefts):
            worth = oracle(view, legal, seed * 7 + left, args.worlds)
            best = max(worth.values())
            row = []
            for factor, schedule in variants:
                mean = 0.0
                for r in range(args.reps):
                    hard = HardCaptain(
                        "hard", Rng(seed * 1000 + left * 10 + r + 17), budget=0.3 * float(factor)
                    )
                    hard.wall_factor = hard.max_wall = 1e9  # strength alone, as the simulator measures it
                    hard.even_halving = schedule == "even"
                    mean += (best - worth[hard.choose(view, legal)]) / args.reps
                regrets[f"{factor}:{schedule}"].append(mean)
                row.append(f"{factor}:{schedule} {mean:.2f}")
            print(f"deal {seed} turns left {left:2}  best {best:+.2f}  " + "  ".join(row), flush=True)
    for name, xs in regrets.items():
        se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
        print(f"{name:12} mean regret {statistics.mean(xs):.3f} (se {se:.3f}, {len(xs)} positions)")


if __name__ == "__main__":
    main()
