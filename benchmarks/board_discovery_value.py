"""Refit the evaluation of unfinished Discovery positions (``captains/discovery_value.py``).

Plays ``--games`` Discovery games of medium captains for each number of players (2-5, or ``--players``; the hard captain's rollout
policy: the balanced profile in every seat) and records at the start of each turn, for every seat, its features
(``discovery_value.features``), its glory points then and its own turns left; at the end, the final scores. For
each number of players and of own turns left (1-10) it fits, by least squares, the points still to come (final
score minus the points then) as a linear function of the features, and prints the table to paste into the
module, with each fit's spread of the points to come and of what the fit leaves unexplained (on the held-out
fifth of the games).

    python benchmarks/board_discovery_value.py --games 3000 --seed 7      # the fit in the module (a few minutes)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from board_solo_value import fit

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.captains.discovery_value import FEATURES, features, own_turns_left
from engines.board.captains.search import _clock, glory, turns_left
from engines.board.config import BoardConfig
from engines.board.game import BoardGame

Row = tuple[int, int, list[float], float]  # game, own turns left, [1, features...], points to come


def collect(players: int, games: int, seed: int) -> list[Row]:
    master = Rng(seed)
    rows: list[Row] = []
    for g in range(games):
        game_seed = master.next64() >> 1
        game = BoardGame.new(BoardConfig(mode="discovery", players=players), game_seed)
        bots = [make_captain("medium", Rng(game_seed ^ (0x5EED + s))) for s in range(players)]
        seen: list[tuple[int, int, list[float], float]] = []
        last = -1
        while game.to_act is not None:
            clock = _clock(game)
            if clock != last and game.round >= 1:
                last = clock
                left = turns_left(game)
                _, pos = game.round_position()
                for s, p in enumerate(game.players):
                    own = own_turns_left(left, s, game.first, pos, players)
                    x = [1.0, *(float(v) for v in features(p))]
                    seen.append((s, own, x, glory(game, s)))
            legal = game.legal_actions()
            to_act = game.to_act
            game.apply(legal[0] if len(legal) == 1 else bots[to_act].choose(game.view(to_act), legal))
        scores = game.result["scores"]
        rows += [(g, own, x, float(scores[s]) - now) for s, own, x, now in seen if own >= 1]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    args = parser.parse_args()
    print("# constant, " + ", ".join(FEATURES))
    for players in args.players:
        rows = collect(players, args.games, args.seed + players)
        print(f"    {players}: {{")
        for left in range(1, 11):
            sel = [r for r in rows if r[1] == left]
            if not sel:
                continue
            b, spread, left_sd = fit(sel)
            print(
                f"        {left}: ({', '.join(f'{v:.2f}' for v in b)}),  # sd {spread:.2f}, left {left_sd:.2f}",
                flush=True,
            )
        print("    },")


if __name__ == "__main__":
    main()
