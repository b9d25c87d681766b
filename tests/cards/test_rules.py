"""One test per rule of 7Seas, named after the rule (sections of engines/cards/RULES.md)."""

from __future__ import annotations

from itertools import combinations

import pytest

from engines.cards import (
    ALL_CARDS,
    BOOTY,
    Award,
    CardConfig,
    CardGame,
    Play,
    StealCard,
    StealFrom,
    card_strength,
)
from engines.cards.captures import sum_sets
from tests.cards.helpers import build, everywhere, keys, plays_of

# --- Deal -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "hand", "booty", "stock"),
    [(2, 8, 4, 16), (3, 11, 3, 0), (4, 8, 4, 0)],
)
def test_deal_counts(players: int, hand: int, booty: int, stock: int) -> None:
    game = CardGame.new(CardConfig(players=players), 11)
    assert len(game.display) == 4
    assert [len(h) for h in game.hands] == [hand] * players
    assert len(game.booty) == booty and len(game.stock) == stock
    assert 4 + players * hand + booty + stock == 40
    assert everywhere(game) == list(range(40))
    view = game.view(0)
    assert view.booty_size == booty and view.booty_cards == () and view.stock_size == stock


def test_deal_two_players_second_eight_without_new_display_cards() -> None:
    game = CardGame.new(CardConfig(players=2), 4)
    stock = sorted(game.stock)
    for _ in range(16):
        while game.decision != "cards.decision.play":
            game.apply(game.legal_actions()[0])
        game.apply(game.legal_actions()[0])
    while game.decision != "cards.decision.play":
        game.apply(game.legal_actions()[0])
    assert game.deal == 2 and game.stock == []
    assert [len(h) for h in game.hands] == [8, 8]
    assert sorted(game.hands[0] + game.hands[1]) == stock
    assert game.current == game.starter
    assert everywhere(game) == list(range(40))


def test_reshuffle_all_cards_every_round() -> None:
    game = CardGame.new(CardConfig(players=3), 2)
    while game.round == 1:
        game.apply(game.legal_actions()[-1])
    assert game.round == 2 and all(c == [] for c in game.collections)
    assert [len(h) for h in game.hands] == [11, 11, 11] and len(game.display) == 4 and len(game.booty) == 3


# --- Captures ---------------------------------------------------------------------------------


def test_capture_same_strength() -> None:
    game = build(hands=[["G7"], ["R2"]], display=["R7", "C3"])
    assert plays_of(game, "G7") == ["G7xR7"]
    events = game.apply(Play("G7", ("R7",)))
    assert keys(events)[0] == "cards.event.match"
    assert set(game.collections[0]) == {ALL_CARDS.index("G7"), ALL_CARDS.index("R7")}
    assert game.display_names() == ["C3"]


def test_capture_same_strength_choice_among_several() -> None:
    game = build(hands=[["G7"], ["R2"]], display=["R7", "C7", "K7"])
    assert plays_of(game, "G7") == ["G7xR7", "G7xC7", "G7xK7"]


def test_capture_sum() -> None:
    game = build(hands=[["G7"], ["R2"]], display=["R3", "C4", "G9"])
    assert plays_of(game, "G7") == ["G7xR3+C4"]
    events = game.apply(game.parse_action("G7xC4+R3"))
    assert keys(events)[0] == "cards.event.sum" and game.display_names() == ["G9"]


def test_capture_sum_of_three_or_more() -> None:
    game = build(hands=[["G10"], ["R6"]], display=["R2", "C3", "K5"])
    assert plays_of(game, "G10") == ["G10xR2+C3+K5"]


def test_sums_enumerated_exactly_once() -> None:
    display = ["G1", "R1", "G2", "C2", "G3", "R3", "G4", "K4", "C5", "G6"]
    game = build(hands=[["R7", "C10"], ["R2"]], display=display)
    codes = [ALL_CARDS.index(d) for d in display]
    for card in ("R7", "C10"):
        target = card_strength(card)
        expected = {
            frozenset(combo)
            for k in range(2, len(codes) + 1)
            for combo in combinations(codes, k)
            if sum(card_strength(ALL_CARDS[c]) for c in combo) == target
        }
        found = [
            frozenset(ALL_CARDS.index(t) for t in a.take) for a in game.legal_actions() if a.card == card
        ]
        assert len(found) == len(set(found)) == len(expected)
        assert set(found) == expected
        assert {frozenset(s) for s in sum_sets(codes, target)} == expected


def test_same_strength_beats_sums() -> None:
    game = build(hands=[["G9"], ["R2"]], display=["R9", "C5", "K4"])
    assert plays_of(game, "G9") == ["G9xR9"]
    with pytest.raises(Exception) as info:
        game.apply(Play("G9", ("C5", "K4")))
    assert info.value.key == "cards.illegal.same_strength_first"  # type: ignore[attr-defined]


def test_one_takes_ten_without_one_in_display() -> None:
    game = build(hands=[["G1"], ["R2"]], display=["R10", "C10", "K6"])
    assert plays_of(game, "G1") == ["G1xR10", "G1xC10"]
    events = game.apply(Play("G1", ("R10",)))
    assert keys(events)[0] == "cards.event.one_takes_ten"


def test_one_takes_ten_only_without_one_in_display() -> None:
    game = build(hands=[["G1"], ["R2"]], display=["R10", "C1"])
    assert plays_of(game, "G1") == ["G1xC1"]
    with pytest.raises(Exception) as info:
        game.apply(Play("G1", ("R10",)))
    assert info.value.key == "cards.illegal.same_strength_first"  # type: ignore[attr-defined]


def test_kraken_take_all() -> None:
    game = build(hands=[["K1", "G5"], ["R2"]], display=["G3", "R8", "C10"])
    assert plays_of(game, "K1") == ["K1", "K1x*"]
    events = game.apply(game.parse_action("K1x*"))
    assert keys(events)[:2] == ["cards.event.kraken_sweep", "cards.event.display_cleared"]
    assert events[0].params["taken"] == ["G3", "R8", "C10"]
    assert game.display == [] and len(game.collections[0]) == 4
    assert game.decision == "cards.decision.steal_source" and game.to_act == 0


def test_kraken_declined() -> None:
    game = build(hands=[["K1", "G5"], ["R2"]], display=["G3", "R8"])
    events = game.apply(Play("K1"))
    assert keys(events) == ["cards.event.kraken_declined"]
    assert game.display_names() == ["G3", "R8", "K1"] and game.collections[0] == []


def test_capture_compulsory() -> None:
    game = build(hands=[["G7", "G8"], ["R2"]], display=["R7"])
    assert plays_of(game, "G7") == ["G7xR7"]  # no plain G7
    assert plays_of(game, "G8") == ["G8"]  # but another card may be played
    with pytest.raises(Exception) as info:
        game.apply(Play("G7"))
    assert info.value.key == "cards.illegal.must_capture"  # type: ignore[attr-defined]


def test_no_capture_card_joins_display() -> None:
    game = build(hands=[["G8"], ["R2"]], display=["R7", "C9"])
    events = game.apply(Play("G8"))
    assert keys(events) == ["cards.event.to_display"]
    assert game.display_names() == ["R7", "C9", "G8"] and game.current == 1


# --- Clearing the display: the steal ------------------------------------------------------------


def test_steal_from_booty_pile() -> None:
    game = build(
        hands=[["G7", "G2"], ["R2"]], display=["R7"], booty=["C7", "K3", "G9"], collections=[[], ["R5"]]
    )
    events = game.apply(Play("G7", ("R7",)))
    assert "cards.event.display_cleared" in keys(events)
    assert game.legal_actions() == (StealFrom(BOOTY), StealFrom(1))
    assert game.view(0).decision.steal.stage == "source"  # type: ignore[union-attr]
    events = game.apply(game.parse_action("from booty"))
    private = [e for e in events if e.visible_to is not None]
    assert [e.key for e in private] == ["cards.event.booty_cards"]
    assert private[0].visible_to == frozenset({0}) and private[0].reveals
    assert game.view(0).decision.steal.cards == ("G9", "C7", "K3")  # type: ignore[union-attr]
    assert game.view(0).booty_cards == ("G9", "C7", "K3")
    assert game.view(1).decision.steal.cards == () and game.view(1).booty_cards == ()  # type: ignore[union-attr]
    assert [str(a) for a in game.legal_actions()] == ["take G9", "take C7", "take K3"]
    events = game.apply(StealCard("C7"))
    public = [e for e in events if e.visible_to is None]
    assert public[0].key == "cards.event.steal_booty" and "card" not in public[0].params
    assert [e.key for e in events if e.visible_to == frozenset({0})] == ["cards.event.steal_booty_card"]
    assert "C7" in game.view(0).collections[0].cards
    theirs = game.view(1).collections[0]
    assert "C7" not in theirs.cards and theirs.hidden == 1 and theirs.count == 3
    assert game.to_act == 1 and game.decision == "cards.decision.play"


def test_steal_from_opponent() -> None:
    game = build(
        players=3,
        hands=[["G7", "G2"], ["R2"], ["R3"]],
        display=["R7"],
        booty=["K3"],
        collections=[[], ["C7", "G4"], []],
    )
    game.apply(Play("G7", ("R7",)))
    assert [str(a) for a in game.legal_actions()] == ["from booty", "from 1"]  # seat 2 has nothing
    events = game.apply(StealFrom(1))
    assert keys(events) == ["cards.event.steal_looks_player", "cards.event.collection_cards"]
    assert game.view(0).decision.steal.cards == ("G4", "C7")  # type: ignore[union-attr]
    events = game.apply(StealCard("C7"))
    assert keys(events) == ["cards.event.steal_player"] and events[0].visible_to is None
    assert events[0].params == {"seat": 0, "victim": 1, "card": "C7"}
    assert "C7" in game.view(2).collections[0].cards
    assert game.view(2).collections[1].cards == ("G4",)


def test_stolen_booty_card_stays_hidden_from_the_others() -> None:
    game = build(
        players=3,
        hands=[["G7", "G2"], ["R2", "R4"], ["R3"]],
        display=["R7"],
        booty=["K3", "C9"],
        collections=[[], [], ["G4"]],
    )
    game.apply(Play("G7", ("R7",)))
    game.apply(StealFrom(BOOTY))
    game.apply(StealCard("C9"))
    for seat in (1, 2):
        view = game.view(seat).collections[0]
        assert "C9" not in view.cards and view.hidden == 1 and view.count == 3
    assert "C9" in game.view(0).collections[0].cards


def test_steal_looks_at_an_opponents_hidden_loot() -> None:
    game = build(
        players=3,
        hands=[["G2"], ["R4", "R2"], ["R3"]],
        display=["C4"],
        booty=["K3"],
        collections=[["G7", "R7", "C9"], [], ["G4"]],
        current=1,
    )
    game.secret = {ALL_CARDS.index("C9"): 1}  # seat 0 stole it from the booty pile
    game.apply(Play("R4", ("C4",)))
    assert "C9" not in game.view(1).collections[0].cards
    game.apply(StealFrom(0))
    assert "C9" in game.view(1).collections[0].cards  # looking reveals it to the thief
    assert "C9" not in game.view(2).collections[0].cards
    game.apply(StealCard("C9"))  # a steal from a chest is public
    assert "C9" in game.view(2).collections[1].cards


def test_steal_nothing_when_every_source_is_empty() -> None:
    game = build(
        hands=[["G7", "G2"], ["R2"]],
        display=["R7"],
        booty=[],
        stock=[c for c in ALL_CARDS if c not in {"G7", "G2", "R2", "R7"}],
    )
    events = game.apply(Play("G7", ("R7",)))
    assert keys(events)[-1] == "cards.event.steal_nothing"
    assert game.to_act == 1 and game.decision == "cards.decision.play"


# --- Round end and scoring ------------------------------------------------------------------------


def last_play(
    collections: list[list[str]],
    *,
    final: str = "G8",
    display: tuple[str, ...] = (),
    players: int = 2,
    **options: object,
) -> CardGame:
    """Seat 0 holds the round's last card (``final``, which takes nothing); then scoring."""
    hands = [[final]] + [[] for _ in range(players - 1)]
    game = build(
        players=players,
        hands=hands,
        display=list(display),
        collections=collections,
        last_capturer=1,
        **options,
    )  # type: ignore[arg-type]
    game.apply(Play(final))
    return game


def award(game: CardGame, category: str) -> Award:
    assert game.last_scoring is not None
    return next(a for a in game.last_scoring.awards if a.category == category)


def test_most_cards_scores_one() -> None:
    game = last_play([["G2", "R3"], ["R4", "C5", "K6"]])
    # the leftover display (G8) goes to seat 1, the last capturer
    assert award(game, "cards") == Award(category="cards", result="won", seats=(1,), points=1)


def test_most_gold_counts_gold_cards() -> None:
    game = last_play([["G2", "G3", "R3"], ["R4", "C5", "K6", "G9"]], final="C8")
    assert award(game, "gold").seats == (0,) and award(game, "gold").result == "won"


def test_pirate_lady_scores_one() -> None:
    game = last_play([["C1"], ["R4"]])
    assert award(game, "lady") == Award(category="lady", result="won", seats=(0,), points=1)
    assert game.last_scoring is not None and game.last_scoring.seats[0].lady is True


def test_pirate_king_scores_one() -> None:
    game = last_play([["G4"], ["R1"]])
    assert award(game, "king").seats == (1,)


def test_lady_and_king_in_the_booty_pile_score_for_nobody() -> None:
    game = last_play([["G4"], ["R4"]])
    assert award(game, "lady").result == "nobody" and award(game, "king").result == "nobody"


def test_booty_total_scores_two() -> None:
    game = last_play([["C7", "C2", "G9", "K2"], ["R8", "R10", "G4"]], final="K10")
    assert game.last_scoring is not None
    rows = game.last_scoring.seats
    assert rows[0].booty == 7 + 5 - 1 and rows[0].best == ("G9", "C7", "K2")
    assert rows[1].booty == 6 + 2 - 6  # R8 and G4, plus the leftover K10
    assert award(game, "booty") == Award(category="booty", result="won", seats=(0,), points=2)


def test_track_moves_by_the_points() -> None:
    game = last_play([["C7", "C1", "R1", "G2", "G3", "G5"], ["R4"]], track=[3, 2])
    assert game.last_scoring is not None and game.last_scoring.seats[0].points == 1 + 1 + 1 + 1 + 2
    assert game.track == [9, 2]


def test_game_end_first_ship_at_goal() -> None:
    game = last_play([["C7", "C1", "G2", "G3"], ["R4"]], track=[5, 6], target=7)
    assert game.is_over and game.winners == [0] and game.track[0] >= 7
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert [s.rank for s in outcome.standings] == [1, 2]
    assert game.progress()[0] == "cards.progress.over"
    assert game.legal_actions() == ()


def test_starter_rotates_each_round() -> None:
    game = CardGame.new(CardConfig(players=3), 5)
    starters = []
    while game.round <= 3 and not game.is_over:
        if not starters or starters[-1][0] != game.round:
            starters.append((game.round, game.starter, game.current))
        game.apply(game.legal_actions()[0])
    assert [(r, s) for r, s, _ in starters] == [(1, 0), (2, 1), (3, 2)]
    assert all(s == c for _, s, c in starters)
