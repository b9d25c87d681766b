"""Refit the Solo evaluation of unfinished positions (``engines/board/captains/solo_value.py``).

Plays ``--games`` Solo games of the medium captain (the hard captain's rollout policy), the Favors & Curses
level cycling 0-7, and records at the first decision of each turn the seat's features
(``solo_value.features``), its glory points then and the turns left; at the end, the final score. For each
number of turns left (1-12) it fits, by least squares, the points still to come (final score minus the points
then) as a linear function of the features, and prints the rows of ``_COEF`` to paste into the module, with
each fit's spread of the points to come and of what the fit leaves unexplained (on the held-out fifth).

    python benchmarks/board_solo_value.py --games 4000 --seed 7      # the fit in the module (about 2 minutes)

``--compare N`` measures instead: N Solo deals of ``simulate board --solo --seed S --level L``, each played by
the hard captain twice in turn, with whole-game rollouts (the captain before the fit) and with the two-round
ones judged by the fit, and prints each game's score and the paired gain's mean and 95% interval.

    nice -n 15 python benchmarks/board_solo_value.py --compare 8 --seed 1 --level 0   # about 8 minutes
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.captains.search import TO_THE_END, _clock, glory, turns_left
from engines.board.captains.solo_value import FEATURES, features
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from engines.board.sim import _make_agent

Row = tuple[int, int, list[float], float]  # game, turns left, [1, features...], points to come


def collect(games: int, seed: int) -> list[Row]:
    master = Rng(seed)
    rows: list[Row] = []
    for g in range(games):
        game_seed = master.next64() >> 1
        game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=g % 8), game_seed)
        bot = make_captain("medium", Rng(game_seed ^ 0x5EED))
        seen: list[tuple[int, list[float], float]] = []
        last = -1
        while game.to_act is not None:
            clock = _clock(game)
            if clock != last and game.round >= 1:
                last = clock
                x = [1.0, *(float(v) for v in features(game.players[0], game.solo))]
                seen.append((turns_left(game), x, glory(game, 0)))
            legal = game.legal_actions()
            game.apply(legal[0] if len(legal) == 1 else bot.choose(game.view(0), legal))
        final = float(game.result["scores"][0])
        rows += [(g, left, x, final - now) for left, x, now in seen]
    return rows


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-6) -> list[float]:
    """The coefficients b minimising the squared error of x·b against y (normal equations, Gauss-Jordan)."""
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [u - f * v for u, v in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def fit(sel: list[Row]) -> tuple[list[float], float, float]:
    """The coefficients fitted on every row of ``sel`` (rows of one number of turns left), the spread of their
    points to come, and the spread of what a fit on four fifths of the games leaves unexplained on the fifth
    held out (the games whose number is a multiple of 5)."""
    train = [r for r in sel if r[0] % 5]
    test = [r for r in sel if not r[0] % 5]
    b = least_squares([r[2] for r in train], [r[3] for r in train])
    resid = [r[3] - sum(c * x for c, x in zip(b, r[2], strict=True)) for r in test]
    spread = statistics.pstdev(r[3] for r in sel)
    return least_squares([r[2] for r in sel], [r[3] for r in sel]), spread, statistics.pstdev(resid)


def compare(games: int, seed: int, level: int) -> None:
    """Paired games of the hard captain: whole-game rollouts, then the fit's, on the simulator's deals."""
    master = Rng(seed)
    gains = []
    for g in range(games):
        game_seed = master.next64() >> 1
        scores = []
        for whole in (True, False):
            game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=level), game_seed)
            bot = _make_agent("hard", 0, Rng(game_seed ^ 0x5EED), None)  # as the simulator makes it
            if whole:
                bot.horizon = TO_THE_END
            while game.to_act is not None:
                legal = game.legal_actions()
                game.apply(legal[0] if len(legal) == 1 else bot.choose(game.view(0), legal))
            scores.append(game.result["scores"][0])
        gains.append(scores[1] - scores[0])
        print(f"game {g}: whole games {scores[0]}, two rounds and the fit {scores[1]}", flush=True)
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    print(
        f"paired gain {mean:+.2f} (95% interval {mean - half:+.2f} to {mean + half:+.2f}), n = {len(gains)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--compare", type=int, default=0, metavar="N", help="measure N paired games instead")
    parser.add_argument("--level", type=int, default=0, help="with --compare: the Favors & Curses level")
    args = parser.parse_args()
    if args.compare:
        compare(args.compare, args.seed, args.level)
        return
    rows = collect(args.games, args.seed)
    print("# constant, " + ", ".join(FEATURES))
    for left in range(1, 13):
        b, spread, left_sd = fit([r for r in rows if r[1] == left])
        print(f"    {left}: ({', '.join(f'{v:.2f}' for v in b)}),  # sd {spread:.2f}, left {left_sd:.2f}")


if __name__ == "__main__":
    main()
