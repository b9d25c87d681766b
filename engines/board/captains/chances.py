"""The chances a captain plans with: cached exact odds of rolls and duels, and every way to boost a roll.

Rolls are planned as a whole: :func:`boost_options` lists every way to spend food, rum, bonus tokens and
fortune coins on a roll with its exact chance (``engines.board.odds``); the planner takes the one worth most.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engines.board import odds

__all__ = ["Option", "boost_options", "goal_chance", "p_duel"]


@lru_cache(maxsize=4096)
def _p_explore(dice: int, stars: int, fixed: tuple[str, ...] = ()) -> float:
    if stars <= 0:
        return 1.0
    return float(odds.explore_odds(min(dice, 5), stars, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_hits(dice: int, hits: int, fixed: tuple[str, ...] = ()) -> float:
    if hits <= 0:
        return 1.0
    return float(odds.combat_odds(min(dice, 5), hits, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_faces(dice: int, cannons: int, boardings: int, fixed: tuple[str, ...] = ()) -> float:
    return float(odds.faces_odds(min(dice, 5), cannons, boardings, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_pirate(
    dice: int, planks: int, cannons: int, boardings: int, unknown: int, fixed: tuple[str, ...], hull: int
) -> float:
    return float(
        odds.pirate_odds(min(dice, 5), planks, cannons, boardings, unknown, fixed[: min(dice, 5)], hull).win
    )


@lru_cache(maxsize=1024)
def p_duel(dice: int, hull: int, their: int, their_hull: int) -> tuple[float, float]:
    """(win, lose) of a player combat: ``dice`` combat dice and ``hull`` planks against ``their`` and
    ``their_hull``."""
    d = odds.duel_odds(min(dice, 5), hull, min(their, 5), their_hull)
    return float(d.win), float(d.lose)


def goal_chance(goal: tuple[Any, ...], e: int, c: int, fe: tuple[str, ...], fc: tuple[str, ...]) -> float:
    """The chance to reach ``goal`` with ``e`` exploration and ``c`` combat dice, ``fe``/``fc`` set."""
    kind = goal[0]
    if kind == "stars":
        return _p_explore(e, goal[1], fe)
    if kind == "succ":
        return _p_hits(c, goal[1], fc)
    if kind == "faces":
        return _p_faces(c, goal[1], goal[2], fc)
    if kind == "creature":
        return _p_explore(e, goal[1], fe) * _p_faces(c, goal[2], goal[3], fc)
    # pirate: (planks, cannons, boardings, unknown, hull)
    return _p_pirate(c, goal[1], goal[2], goal[3], goal[4], fc, goal[5])


def _fixings(free: int, coins: int, cheap: str, dear: str | None) -> list[tuple[tuple[str, ...], int]]:
    """Faces fortune can set on ``free`` unset dice with at most ``coins`` coins, with their price."""
    out: list[tuple[tuple[str, ...], int]] = [((), 0)]
    for dear_n in range(min(free, coins // 2) + 1) if dear else (0,):
        for cheap_n in range(min(free - dear_n, coins - 2 * dear_n) + 1):
            if dear_n or cheap_n:
                out.append(((dear or cheap,) * dear_n + (cheap,) * cheap_n, 2 * dear_n + cheap_n))
    return out


#: An option of a roll plan: (chance, food, rum (0 none, 1 exploration, 2 combat), extra die token,
#: two-stars token, coins, faces set on exploration dice, faces set on combat dice).
Option = tuple[float, int, int, int, int, int, tuple[str, ...], tuple[str, ...]]


@lru_cache(maxsize=1 << 15)
def boost_options(
    goal: tuple[Any, ...],
    e: int,
    c: int,
    se: tuple[str, ...],
    sc: tuple[str, ...],
    food: int,
    rum: int,
    coins: int,
    die: bool,
    stars: bool,
    ecut: int = 0,
    ccut: int = 0,
) -> tuple[Option, ...]:
    """Every sensible way to boost a roll before rolling it, Pareto-pruned (no option costs more of every
    kind for a lower chance). ``e``/``c`` are the dice already there, ``se``/``sc`` the faces already set,
    ``food`` the food that may still add exploration dice, ``rum`` 0 (none), 1 (exploration), 2 (combat)
    or 3 (either), ``coins`` the fortune coins (capped by the caller), ``die``/``stars`` the tokens;
    ``ecut``/``ccut`` the dice a curse removes from the whole roll (at least 1 is rolled), so a boost that
    adds no rolled die (the first food under the Wild curse) is worth nothing by itself."""
    cap = odds.MAX_DICE

    def rolled(n: int, cut: int) -> int:
        return max(1, n - cut) if n and cut else n

    kind = goal[0]
    explore_goal = kind in ("stars", "creature")
    combat_dear = "boarding" if kind in ("faces", "creature", "pirate") else None
    rums = [0] + [t for t in (1, 2) if rum & t and (e if t == 1 else c)]
    found: list[Option] = []
    for f in range((min(food, cap - e) if e else 0) + 1):
        for r in rums:
            ee = rolled(min(cap, e + f + (r == 1)), ecut)
            for d in (0, 1) if die and c else (0,):
                cc = rolled(min(cap, c + (r == 2) + d), ccut)
                for st in (0, 1) if stars and e and explore_goal and len(se) < ee else (0,):
                    base_e = se + ("two_stars",) * st
                    free_e = ee - len(base_e) if explore_goal else 0
                    free_c = cc - len(sc) if kind != "stars" else 0
                    for fe, ce in _fixings(free_e, coins, "star", "two_stars") if free_e else [((), 0)]:
                        for fc, cc_cost in (
                            _fixings(free_c, coins - ce, "cannon", combat_dear) if free_c else [((), 0)]
                        ):
                            p = goal_chance(goal, ee, cc, base_e + fe, sc + fc)
                            found.append((p, f, r, d, st, ce + cc_cost, fe, fc))
    found.sort(key=lambda o: -o[0])
    kept: list[Option] = []
    for o in found:
        cost = (o[1], o[2] > 0, o[3], o[4], o[5])
        if not any(
            k[0] >= o[0]
            and k[1] <= cost[0]
            and (k[2] > 0) <= cost[1]
            and k[3] <= cost[2]
            and k[4] <= cost[3]
            and k[5] <= cost[4]
            for k in kept
        ):
            kept.append(o)
    return tuple(kept)
