"""One test per ruling of engines/cards/RULES.md ("Rulings"), and per rule option."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.cards import BOOTY, Award, CardConfig, CardGame, Play, RoundScoring, StealCard, StealFrom
from tests.cards.helpers import build, keys, plays_of
from tests.cards.test_rules import award, last_play


def scoring(game: CardGame) -> RoundScoring:
    """The last round's scoring (there is one)."""
    assert game.last_scoring is not None
    return game.last_scoring


# --- Ties in every category -------------------------------------------------------------------------


def test_tie_most_cards_scores_nobody() -> None:
    game = last_play([["G2", "R3", "R5"], ["R4", "C5"]])  # seat 1 also gets the leftover G8: 3 each
    assert award(game, "cards") == Award(category="cards", result="tied", seats=(0, 1), points=1)


def test_tie_most_cards_option_all_score() -> None:
    game = last_play([["G2", "R3", "R5"], ["R4", "C5"]], ties="all")
    assert award(game, "cards").result == "won" and award(game, "cards").seats == (0, 1)


def test_tie_most_gold_scores_nobody() -> None:
    game = last_play([["G2", "R3"], ["G4", "C5"]], final="C8")
    assert award(game, "gold") == Award(category="gold", result="tied", seats=(0, 1), points=1)


def test_tie_most_gold_option_all_score() -> None:
    game = last_play([["G2", "R3"], ["G4", "C5"]], final="C8", ties="all")
    assert award(game, "gold").result == "won" and award(game, "gold").seats == (0, 1)


def test_no_gold_at_all_scores_nobody() -> None:
    game = last_play([["R2"], ["C5"]], final="C8", ties="all")
    assert award(game, "gold").result == "nobody"


def test_tie_booty_total_scores_nobody() -> None:
    game = last_play([["C7", "K2"], ["R8"]], final="R2")  # 7 - 1 against 6 (R2 is lower than R8)
    rows = scoring(game).seats
    assert rows[0].booty == rows[1].booty == 6
    assert award(game, "booty") == Award(category="booty", result="tied", seats=(0, 1), points=2)
    assert rows[0].points == rows[1].points == 0


def test_tie_booty_total_option_all_score() -> None:
    game = last_play([["C7", "K2"], ["R8"]], final="R2", ties="all")
    assert award(game, "booty").seats == (0, 1) and award(game, "booty").result == "won"
    assert game.track[0] >= 2 and game.track[1] >= 2


# --- Booty total: the highest card of each suit ------------------------------------------------------


def test_booty_total_counts_the_highest_value_not_the_strongest_card() -> None:
    game = last_play([["C7", "C10", "G10", "G9"], ["R4"]], final="R6")
    row = scoring(game).seats[0]
    assert row.best == ("G9", "C7") and row.booty == 5 + 7  # not G10 (+3) and C10 (+3)


def test_booty_total_missing_suit_counts_zero_and_curses_cost() -> None:
    game = last_play([["K1"], ["G2"]], final="R6")
    rows = scoring(game).seats
    assert rows[0].booty == -7 and rows[1].booty == 1 + 3  # seat 1 got the leftover R6
    game = last_play([["K1", "K3"], []], final="R6")
    assert scoring(game).seats[0].booty == -1  # the best curse counts, not the kraken


# --- Cards left in the display ---------------------------------------------------------------------------


def test_leftover_goes_to_last_capturer() -> None:
    game = last_play([["G2"], ["R3"]], display=("C5", "K9"))
    assert scoring(game).leftover == ("C5", "K9", "G8") and scoring(game).leftover_to == 1
    assert scoring(game).seats[1].cards == 4


def test_leftover_option_nobody() -> None:
    game = last_play([["G2"], ["R3"]], display=("C5", "K9"), leftover="nobody")
    assert scoring(game).leftover_to == -1 and scoring(game).seats[1].cards == 1


def test_leftover_with_nobody_having_captured_stays_unclaimed() -> None:
    game = build(hands=[["G8"], []], display=["C5"], collections=[[], []], last_capturer=-1)
    events = game.apply(Play("G8"))
    assert "cards.event.leftover_lost" in keys(events)


# --- A sweep on the last play of a round ----------------------------------------------------------------


def test_sweep_on_last_play_of_round_still_steals() -> None:
    game = build(hands=[["G7"], []], display=["R7"], booty=["C7", "K3", "G2", "G3"], rest_to=1)
    events = game.apply(Play("G7", ("R7",)))
    assert "cards.event.display_cleared" in keys(events)
    assert game.decision == "cards.decision.steal_source" and game.round == 1
    game.apply(StealFrom(BOOTY))
    events = game.apply(StealCard("C7"))
    assert "cards.event.round_end" in keys(events)
    assert "C7" in scoring(game).seats[0].best


# --- The kraken -------------------------------------------------------------------------------------------


def test_kraken_on_empty_display_just_joins_it() -> None:
    game = build(hands=[["K1"], ["R2"]], display=[])
    assert plays_of(game, "K1") == ["K1"]
    events = game.apply(Play("K1"))
    assert keys(events) == ["cards.event.to_display"] and game.display_names() == ["K1"]


def test_kraken_with_a_one_in_display_must_take() -> None:
    game = build(hands=[["K1"], ["R2"]], display=["G1", "R6"])
    assert plays_of(game, "K1") == ["K1xG1", "K1x*"]


def test_kraken_on_a_lone_one_is_one_sweep() -> None:
    game = build(hands=[["K1"], ["R2"]], display=["G1"])
    assert plays_of(game, "K1") == ["K1x*"]


def test_kraken_never_takes_a_ten() -> None:
    game = build(hands=[["K1"], ["R2"]], display=["G10"])
    assert plays_of(game, "K1") == ["K1", "K1x*"]
    with pytest.raises(IllegalAction) as info:
        game.apply(Play("K1", ("G10",)))
    assert info.value.key == "cards.illegal.one_takes_ten"


def test_kraken_in_display_taken_by_a_one() -> None:
    game = build(hands=[["G1"], ["R2"]], display=["K1", "R10"])
    assert plays_of(game, "G1") == ["G1xK1"]  # and, being a 1, it blocks the 1-takes-10


def test_kraken_in_display_counts_in_a_sum() -> None:
    game = build(hands=[["G5"], ["R2"]], display=["K1", "R4"])
    assert plays_of(game, "G5") == ["G5xK1+R4"]


# --- Who starts ----------------------------------------------------------------------------------------------


def test_round_one_starts_with_seat_zero_and_the_start_passes_left() -> None:
    game = CardGame.new(CardConfig(players=4), 9)
    assert game.starter == 0 and game.to_act == 0
    while game.round == 1:
        game.apply(game.legal_actions()[0])
    assert game.starter == 1 and game.to_act == 1


# --- Several ships reach the goal ------------------------------------------------------------------------------


def test_finish_several_ships_furthest_wins() -> None:
    # seat 0 takes cards, gold and booty (4), seat 1 the king (1): 6+4 = 10 against 8+1 = 9
    game = last_play([["G2", "G3", "C7"], ["R1"]], track=[6, 8], target=7)
    assert game.track == [10, 9] and game.is_over and game.winners == [0]


def test_finish_tie_in_front_plays_another_round() -> None:
    game = build(
        hands=[["G8"], []], collections=[["G2", "G3", "C7"], ["R1"]], last_capturer=1, track=[6, 9], target=7
    )
    events = game.apply(Play("G8"))
    assert game.track == [10, 10]
    assert "cards.event.goal_tie" in keys(events) and "cards.event.game_over" not in keys(events)
    assert not game.is_over and game.round == 2 and game.to_act == 1


def test_finish_tie_option_shared() -> None:
    game = last_play([["G2", "G3", "C7"], ["R1"]], track=[6, 9], target=7, finish="shared")
    assert game.track == [10, 10] and game.is_over and game.winners == [0, 1]
    outcome = game.outcome()
    assert outcome is not None and [s.rank for s in outcome.standings] == [1, 1]


# --- The steal may take the kraken ------------------------------------------------------------------------------


def test_steal_may_take_the_kraken() -> None:
    game = build(hands=[["G7", "G2"], ["R2"]], display=["R7"], booty=["K1", "G9"])
    game.apply(Play("G7", ("R7",)))
    game.apply(StealFrom(BOOTY))
    assert StealCard("K1") in game.legal_actions()
    game.apply(StealCard("K1"))
    assert 30 in game.collections[0]


def test_steal_must_take_a_card_once_looked() -> None:
    game = build(hands=[["G7", "G2"], ["R2"]], display=["R7"], booty=["K1", "K9"])
    game.apply(Play("G7", ("R7",)))
    game.apply(StealFrom(BOOTY))
    assert [str(a) for a in game.legal_actions()] == ["take K1", "take K9"]


def test_kraken_sweep_on_empty_display_is_refused_with_its_reason() -> None:
    game = build(hands=[["K1"], ["R2"]], display=[])
    before = game.to_dict()
    with pytest.raises(IllegalAction) as info:
        game.apply(game.parse_action("K1x*"))
    assert info.value.key == "cards.illegal.display_empty" and game.to_dict() == before


def test_compulsory_capture_binds_the_card_played_not_the_hand() -> None:
    game = build(hands=[["G7", "G8", "K1"], ["R2"]], display=["R7", "C3"])
    legal = [str(a) for a in game.legal_actions()]
    assert "G7" not in legal and "G7xR7" in legal  # G7 can take, so it must
    assert "G8" in legal and "K1" in legal  # other cards may still be played without taking
    events = game.apply(Play("G8"))
    assert keys(events) == ["cards.event.to_display"]
