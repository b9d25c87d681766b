"""Where the hard captain's Solo search changes the medium captain's choice, and how many worlds it sees.

Plays Solo games (level ``--level``, deal ``--seed`` and on) with the hard captain at the default budget, the
wall-clock caps lifted as the simulator lifts them, and prints for every searched decision where the search
left the medium choice: the turns left, the seat's hold, coins and upgrades, the decision, the medium choice,
the search's choice, its mean paired gain over the medium choice with the standard error and the worlds of
its confirmation. Then, per game, the worlds each kind of decision saw by turns left (``--worlds``), and the
score with its parts.

``--clairvoyant`` is an experiment on how much the hidden part of the game costs the captain: every world
its search samples is the true game (the deck order and the generator of the dice), so it knows every card it
will draw and, as long as its choices use the dice as the game does, the dice. The worlds it compares are then
all the same; the medium captain still plays the rest of each rollout. The last line gives the mean score.

    nice python benchmarks/board_solo_trace.py --seed 1 --games 3 --worlds    # about 2 minutes
    nice python benchmarks/board_solo_trace.py --seed 1 --games 8 --clairvoyant
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.base import Rng
from engines.board.captains.search import HardCaptain, turns_left
from engines.board.config import BoardConfig
from engines.board.game import BoardGame


class TracedCaptain(HardCaptain):
    """The hard captain, remembering what its last search saw and chose."""

    last: tuple[str, int, str, str, float, float, int] | None = None

    def _search(self, view: Any, legal: Any, plain: Any, weight: float, complete: bool = False) -> Any:
        cands, tallies, chosen = super()._search(view, legal, plain, weight, complete)
        t = tallies[chosen]
        se = math.sqrt(t.var / t.n) if t.n > 1 else 0.0
        self.last = (view.pending.name, self.last_iterations, str(plain), str(cands[chosen]), t.mean, se, t.n)
        return cands, tallies, chosen


class Clairvoyant:
    """A world sampler that deals the true game: what the captain would do if it knew every card and die."""

    def __init__(self, game: BoardGame) -> None:
        self.game = game

    def sample(self, view: Any, rng: Rng) -> dict[str, Any]:
        return self.game.to_dict()


def play(seed: int, level: int, worlds: bool, clairvoyant: bool = False) -> int:
    game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=level), seed)
    hard = TracedCaptain("hard", Rng(seed))
    hard.wall_factor = hard.max_wall = 1e9  # strength alone, as the simulator measures it
    seen: dict[tuple[int, str], list[int]] = defaultdict(list)
    searched = switches = 0
    print(f"== seed {seed}, level {level}")
    while game.to_act is not None:
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        left = turns_left(game)
        p = game.players[0]
        hard.last = None
        view = game.view(0)
        if clairvoyant:
            view = dataclasses.replace(view, sampler=Clairvoyant(game))
        action = hard.choose(view, legal)
        if hard.last is not None:
            kind, n, plain, chosen, gain, se, confirmed = hard.last
            searched += 1
            seen[(left, kind)].append(n)
            if chosen != plain:
                switches += 1
                print(
                    f"  {left:2d} turns left  hold {p.res} coins {p.coins} sails {p.sails} weapons {p.weapons}"
                    f"  {kind}: {plain} -> {chosen}  {gain:+.2f} ± {se:.2f} ({confirmed} worlds)"
                )
        game.apply(action)
    if worlds:
        for (left, kind), counts in sorted(seen.items(), key=lambda item: (-item[0][0], item[0][1])):
            print(f"  {left:2d} turns left  {kind:10s} worlds {counts}")
    result = game.result
    print(f"  searched {searched}, changed {switches}; score {result['scores'][0]} {result['parts'][0]}")
    return int(result["scores"][0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--level", type=int, default=0, help="the Favors & Curses level 0-7")
    parser.add_argument("--worlds", action="store_true", help="also the worlds each decision saw")
    parser.add_argument("--clairvoyant", action="store_true", help="every sampled world is the true game")
    args = parser.parse_args()
    scores = [
        play(seed, args.level, args.worlds, args.clairvoyant)
        for seed in range(args.seed, args.seed + args.games)
    ]
    sd = statistics.stdev(scores) if len(scores) > 1 else 0.0
    print(f"mean score {statistics.mean(scores):.2f} (sd {sd:.2f}, {len(scores)} games)")


if __name__ == "__main__":
    main()
