"""Exact odds of The 7 Seas dice rolls, for the UI (shown to players), the AI and content calibration.

Pure functions, no I/O, exact :class:`~fractions.Fraction` results (``float(x)`` for display).

Conventions shared by every function:

- ``dice`` is the number of dice of that type the player has for the roll *after* every bonus (sail or
  weaponry level, food, rum, bonus token). It is capped at :data:`MAX_DICE` (rulebook, Main actions: "up to
  a maximum of 5 dice, per die type"); extra dice are ignored.
- ``fixed`` lists the faces set with fortune coins or a bonus token before the roll ("star", "two_stars",
  "cannon", "boarding", or "blank"). Setting a face does not add a die: fixed faces are part of ``dice``
  (Set your dice with fortune: "you only set the sides of the ones you already have").
- ``faces`` is the six faces of the die; the defaults are the faces in ``data/rules.toml`` (a test checks
  they agree), so callers normally leave it out.

API:

- :func:`explore_odds` stars for an island (exploration) or seamanship (sea hazard, perilous port).
- :func:`combat_odds` successes (cannonball or boarding) for a hostile island, merchant ship, infamous port.
- :func:`faces_odds` a face combination (sea giant).
- :func:`creature_odds` stars and a face combination at once (sea creature).
- :func:`pirate_odds` the fight against a pirate ship, as a :class:`PirateOdds` record.
- :func:`duel_odds` player combat, :func:`escape_odds` the escape roll before it.
- :func:`star_distribution`, :func:`combat_distribution` the full distributions behind them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

__all__ = [
    "COMBAT_DIE",
    "EXPLORATION_DIE",
    "MAX_DICE",
    "DuelOdds",
    "PirateOdds",
    "combat_distribution",
    "combat_odds",
    "creature_odds",
    "duel_odds",
    "escape_odds",
    "explore_odds",
    "faces_odds",
    "pirate_odds",
    "star_distribution",
]

#: Default faces (the same as ``[dice]`` in ``data/rules.toml``).
EXPLORATION_DIE: tuple[str, ...] = ("blank", "blank", "star", "star", "star", "two_stars")
COMBAT_DIE: tuple[str, ...] = ("blank", "blank", "cannon", "cannon", "cannon", "boarding")
MAX_DICE = 5

_STARS = {"blank": 0, "star": 1, "two_stars": 2}
_COMBAT = {"blank": (0, 0), "cannon": (1, 0), "boarding": (0, 1)}
_ONE = Fraction(1)
_ZERO = Fraction(0)

StarDist = dict[int, Fraction]
CombatDist = dict[tuple[int, int], Fraction]


def _count(dice: int, fixed: Sequence[str]) -> int:
    """Dice left to roll once the cap is applied and the fixed faces are set."""
    if dice < 0:
        raise ValueError(f"negative number of dice: {dice}")
    dice = min(dice, MAX_DICE)
    if len(fixed) > dice:
        raise ValueError(f"{len(fixed)} faces set but only {dice} dice")
    return dice - len(fixed)


# --- distributions ---------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _stars(rolled: int, offset: int, faces: tuple[str, ...]) -> tuple[tuple[int, Fraction], ...]:
    one: dict[int, Fraction] = {}
    for face in faces:
        if face not in _STARS:
            raise ValueError(f"not an exploration face: {face!r}")
        one[_STARS[face]] = one.get(_STARS[face], _ZERO) + Fraction(1, len(faces))
    dist = {offset: _ONE}
    for _ in range(rolled):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for value, q in one.items():
                nxt[total + value] = nxt.get(total + value, _ZERO) + p * q
        dist = nxt
    return tuple(sorted(dist.items()))


def star_distribution(
    dice: int, fixed: Sequence[str] = (), faces: Sequence[str] = EXPLORATION_DIE
) -> StarDist:
    """Probability of each total of stars rolled with ``dice`` exploration dice (``fixed`` faces set)."""
    rolled = _count(dice, fixed)
    for face in fixed:
        if face not in _STARS:
            raise ValueError(f"not an exploration face: {face!r}")
    offset = sum(_STARS[f] for f in fixed)
    return dict(_stars(rolled, offset, tuple(faces)))


@lru_cache(maxsize=256)
def _combat(
    rolled: int, offset: tuple[int, int], faces: tuple[str, ...]
) -> tuple[tuple[tuple[int, int], Fraction], ...]:
    one: dict[tuple[int, int], Fraction] = {}
    for face in faces:
        if face not in _COMBAT:
            raise ValueError(f"not a combat face: {face!r}")
        one[_COMBAT[face]] = one.get(_COMBAT[face], _ZERO) + Fraction(1, len(faces))
    dist = {offset: _ONE}
    for _ in range(rolled):
        nxt: dict[tuple[int, int], Fraction] = {}
        for (c, b), p in dist.items():
            for (dc, db), q in one.items():
                key = (c + dc, b + db)
                nxt[key] = nxt.get(key, _ZERO) + p * q
        dist = nxt
    return tuple(sorted(dist.items()))


def combat_distribution(
    dice: int, fixed: Sequence[str] = (), faces: Sequence[str] = COMBAT_DIE
) -> CombatDist:
    """Probability of each ``(cannons, boardings)`` pair rolled with ``dice`` combat dice."""
    rolled = _count(dice, fixed)
    for face in fixed:
        if face not in _COMBAT:
            raise ValueError(f"not a combat face: {face!r}")
    offset = (sum(_COMBAT[f][0] for f in fixed), sum(_COMBAT[f][1] for f in fixed))
    return dict(_combat(rolled, offset, tuple(faces)))


# --- single rolls ----------------------------------------------------------------------------------


def explore_odds(
    dice: int, stars: int, fixed: Sequence[str] = (), faces: Sequence[str] = EXPLORATION_DIE
) -> Fraction:
    """Chance to roll at least ``stars`` stars (islands, sea hazards, perilous ports)."""
    return sum((p for total, p in star_distribution(dice, fixed, faces).items() if total >= stars), _ZERO)


def combat_odds(
    dice: int, successes: int, fixed: Sequence[str] = (), faces: Sequence[str] = COMBAT_DIE
) -> Fraction:
    """Chance to roll at least ``successes`` cannonball or boarding faces (hostile island, merchant ship...)."""
    dist = combat_distribution(dice, fixed, faces)
    return sum((p for (c, b), p in dist.items() if c + b >= successes), _ZERO)


def faces_odds(
    dice: int,
    cannons: int = 0,
    boardings: int = 0,
    fixed: Sequence[str] = (),
    faces: Sequence[str] = COMBAT_DIE,
) -> Fraction:
    """Chance to roll at least ``cannons`` cannonballs *and* ``boardings`` boardings (sea giant)."""
    dist = combat_distribution(dice, fixed, faces)
    return sum((p for (c, b), p in dist.items() if c >= cannons and b >= boardings), _ZERO)


def creature_odds(
    sail_dice: int,
    stars: int,
    combat_dice: int,
    cannons: int = 0,
    boardings: int = 0,
    star_fixed: Sequence[str] = (),
    combat_fixed: Sequence[str] = (),
) -> Fraction:
    """Chance to roll the stars and the face combination of a sea creature (two independent rolls)."""
    return explore_odds(sail_dice, stars, star_fixed) * faces_odds(
        combat_dice, cannons, boardings, combat_fixed
    )


def escape_odds(sail: int, attacker_sail: int, fixed: Sequence[str] = ()) -> Fraction:
    """Chance that an attacked player escapes: strictly more stars than the attacker's sail level."""
    return explore_odds(sail, attacker_sail + 1, fixed)


# --- fights ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PirateOdds:
    """How a fight against a pirate ship can end (Pirate ship: dice roll, cannon and boarding phases).

    ``win == win_cannon + win_boarding``; ``capsized`` is the chance the pirate's cannonballs sink you (a loss
    whatever your own roll); ``lose == 1 - win``. ``stolen`` is the expected number of resources the pirate
    steals (excess boarding faces when you lose the boarding phase); ``planks_lost`` is the expected number of
    planks you lose in the cannon phase.
    """

    win: Fraction
    win_cannon: Fraction
    win_boarding: Fraction
    capsized: Fraction
    stolen: Fraction
    planks_lost: Fraction

    @property
    def lose(self) -> Fraction:
        return 1 - self.win


def pirate_odds(
    dice: int,
    planks: int,
    cannons: int = 0,
    boardings: int = 0,
    unknown: int = 0,
    fixed: Sequence[str] = (),
    hull: int = 7,
) -> PirateOdds:
    """The fight against a pirate printed with ``planks``, ``cannons``, ``boardings`` and ``unknown`` faces.

    Your ``dice`` are your weaponry level (+1 rum, +1 bonus token); ``hull`` is your current number of planks.
    The unknown faces are rolled with the combat die for the pirate (at most 5, like any roll). You sink the
    pirate when your cannonballs are at least its planks; its cannonballs (printed and rolled) sink you when
    they reach your hull, and that loses the fight even if you sank the pirate too. Otherwise the boarding
    phase needs strictly more boardings than the pirate.
    """
    mine = combat_distribution(dice, fixed)
    theirs = combat_distribution(unknown)
    win_cannon = win_boarding = capsized = stolen = planks_lost = _ZERO
    for (pc, pb), q in theirs.items():
        p_cannons, p_boardings = cannons + pc, boardings + pb
        lost = min(p_cannons, hull)
        planks_lost += q * lost
        if p_cannons >= hull:
            capsized += q
            continue
        for (c, b), p in mine.items():
            if c >= planks:
                win_cannon += p * q
            elif b > p_boardings:
                win_boarding += p * q
            else:
                stolen += p * q * (p_boardings - b)
    return PirateOdds(
        win=win_cannon + win_boarding,
        win_cannon=win_cannon,
        win_boarding=win_boarding,
        capsized=capsized,
        stolen=stolen,
        planks_lost=planks_lost,
    )


@dataclass(frozen=True, slots=True)
class DuelOdds:
    """Player combat from the attacker's side: ``win + lose + draw == 1`` (draw: both capsized or no winner)."""

    win: Fraction
    lose: Fraction
    draw: Fraction


def duel_odds(
    dice: int,
    hull: int,
    their_dice: int,
    their_hull: int,
    fixed: Sequence[str] = (),
    their_fixed: Sequence[str] = (),
) -> DuelOdds:
    """Player combat (Attack a player): cannon phase on both hulls, then strictly more boardings wins."""
    win = lose = _ZERO
    for (c, b), p in combat_distribution(dice, fixed).items():
        for (tc, tb), q in combat_distribution(their_dice, their_fixed).items():
            they_sink, i_sink = c >= their_hull, tc >= hull
            if they_sink and not i_sink:
                win += p * q
            elif i_sink and not they_sink:
                lose += p * q
            elif not (they_sink or i_sink):
                if b > tb:
                    win += p * q
                elif tb > b:
                    lose += p * q
    return DuelOdds(win=win, lose=lose, draw=1 - win - lose)
