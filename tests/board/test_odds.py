"""Exact dice odds (engines/board/odds.py) against hand-computed values."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from engines.board import odds
from engines.board.content import Die, content


def test_default_faces_are_the_ones_in_rules_toml() -> None:
    c = content()
    assert c.dice[Die.EXPLORATION] == odds.EXPLORATION_DIE
    assert c.dice[Die.COMBAT] == odds.COMBAT_DIE
    assert c.max_dice == odds.MAX_DICE


@pytest.mark.parametrize("dice", range(6))
def test_distributions_sum_to_one(dice: int) -> None:
    assert sum(odds.star_distribution(dice).values()) == 1
    assert sum(odds.combat_distribution(dice).values()) == 1


def test_exploration_one_and_two_dice() -> None:
    # one die: blank 2/6, star 3/6, two stars 1/6
    assert odds.explore_odds(1, 1) == F(2, 3)
    assert odds.explore_odds(1, 2) == F(1, 6)
    assert odds.explore_odds(1, 3) == 0
    # two dice, at least 2 stars: 1 - P(0) - P(1) = 1 - 1/9 - 2·(1/3)(1/2)
    assert odds.explore_odds(2, 2) == F(5, 9)
    # at least 3: (1,2), (2,1), (2,2)
    assert odds.explore_odds(2, 3) == 2 * F(1, 2) * F(1, 6) + F(1, 36)
    assert odds.explore_odds(3, 0) == 1


def test_exploration_expected_stars_per_die() -> None:
    dist = odds.star_distribution(4)
    assert sum(k * p for k, p in dist.items()) == 4 * F(5, 6)


def test_fixed_faces_count_among_the_dice() -> None:
    # a star set on one of two dice: the other die needs 1 more star
    assert odds.explore_odds(2, 2, ("star",)) == F(2, 3)
    assert odds.explore_odds(1, 2, ("two_stars",)) == 1
    assert odds.combat_odds(2, 2, ("cannon",)) == F(2, 3)
    # a boarding set on one of two dice, the other must show a cannonball
    assert odds.faces_odds(2, 1, 1, ("boarding",)) == F(1, 2)
    with pytest.raises(ValueError):
        odds.explore_odds(1, 1, ("star", "star"))
    with pytest.raises(ValueError):
        odds.explore_odds(2, 1, ("cannon",))
    with pytest.raises(ValueError):
        odds.combat_odds(2, 1, ("two_stars",))
    with pytest.raises(ValueError):
        odds.combat_odds(-1, 1)


def test_five_dice_cap() -> None:
    assert odds.explore_odds(8, 6) == odds.explore_odds(5, 6)
    assert odds.combat_odds(7, 5) == F(2, 3) ** 5


def test_combat_successes() -> None:
    assert odds.combat_odds(1, 1) == F(2, 3)
    assert odds.combat_odds(2, 2) == F(4, 9)
    assert odds.combat_odds(2, 3) == 0
    # at least 2 of 3: 3·(2/3)²(1/3) + (2/3)³
    assert odds.combat_odds(3, 2) == 3 * F(4, 9) * F(1, 3) + F(8, 27)


def test_face_combinations() -> None:
    assert odds.faces_odds(1, 1, 0) == F(1, 2)
    assert odds.faces_odds(1, 0, 1) == F(1, 6)
    assert odds.faces_odds(2, 1, 1) == 2 * F(1, 2) * F(1, 6)
    # 2 cannonballs and 1 boarding on 3 dice: 3 orders · (1/2)² · 1/6
    assert odds.faces_odds(3, 2, 1) == F(1, 8)
    assert odds.faces_odds(2, 2, 1) == 0


def test_sea_creature_is_two_independent_rolls() -> None:
    assert odds.creature_odds(1, 1, 1, cannons=1) == F(2, 3) * F(1, 2)
    assert odds.creature_odds(2, 2, 2, 1, 1) == F(5, 9) * F(1, 6)
    assert odds.creature_odds(1, 2, 1, 1, star_fixed=("two_stars",)) == F(1, 2)


def test_escape_needs_strictly_more_stars_than_the_attackers_sail() -> None:
    assert odds.escape_odds(1, 1) == F(1, 6)
    assert odds.escape_odds(2, 1) == F(5, 9)
    assert odds.escape_odds(1, 0) == F(2, 3)


def test_pirate_with_one_plank_and_one_cannonball() -> None:
    r = odds.pirate_odds(1, planks=1, cannons=1)
    # a cannonball sinks it (1/2); otherwise a boarding beats its 0 boardings (1/6)
    assert r.win_cannon == F(1, 2) and r.win_boarding == F(1, 6) and r.win == F(2, 3)
    assert r.capsized == 0 and r.planks_lost == 1 and r.stolen == 0
    assert r.lose == F(1, 3)


def test_pirate_boarding_phase_steals_excess_boardings() -> None:
    # the rulebook's example: the pirate has 3 boardings, you 1: it steals 2
    r = odds.pirate_odds(1, planks=5, boardings=3, fixed=("boarding",))
    assert r.win == 0 and r.stolen == 2
    r = odds.pirate_odds(1, planks=2, boardings=1)
    assert r.win == 0  # one die can neither sink 2 planks nor beat 1 boarding strictly
    assert r.stolen == F(5, 6)  # you tie with a boarding (1/6), else it steals 1


def test_pirate_unknown_faces_are_rolled_for_it() -> None:
    r = odds.pirate_odds(1, planks=1, unknown=1)
    # your cannonball wins (1/2); your boarding wins unless its rolled die is a boarding too
    assert r.win == F(1, 2) + F(1, 6) * F(5, 6)
    assert r.planks_lost == F(1, 2)  # its unknown die shows a cannonball half the time


def test_pirate_that_capsizes_you_wins_even_if_it_sinks() -> None:
    r = odds.pirate_odds(5, planks=1, cannons=3, hull=3, fixed=("cannon",))
    assert r.capsized == 1 and r.win == 0
    r = odds.pirate_odds(5, planks=1, cannons=3, hull=4, fixed=("cannon",))
    assert r.win == 1


def test_duel_is_symmetric_and_sums_to_one() -> None:
    d = odds.duel_odds(2, 7, 2, 7)
    assert d.win == d.lose and d.win + d.lose + d.draw == 1
    # one die each, 1 plank each: both sink on two cannonballs (draw); a lone cannonball wins
    d = odds.duel_odds(1, 1, 1, 1)
    lone = F(1, 2) * F(1, 2)  # my cannonball, their blank or boarding
    board = F(1, 6) * F(1, 3)  # my boarding, their blank (boarding vs boarding ties)
    assert d.win == lone + board
    assert d.draw == 1 - 2 * d.win
