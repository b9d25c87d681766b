"""Rulebook: Optional actions (Trade with a player, Attack a player)."""

from __future__ import annotations

from engines.board.game import BoardGame
from tests.board.helpers import at, keys, legal, play, res, start


def two_at_sea(players: int = 2) -> BoardGame:
    g = start(players=players)
    for s in range(players):
        at(g, s, "frozen")
    play(g, "place captain 3")  # sail + renovate
    return g


# --- Trade with a player ------------------------------------------------------------------------------


def test_trade_with_a_player_in_the_same_sea_accepted() -> None:
    g = two_at_sea()
    g.players[0].treasures = 1
    play(g, "trade 1", "give treasure", "give food", "ask rum", "ask parrot 1", "propose")
    assert g.to_act == 1 and g.decision == "board.decision.answer"
    play(g, "accept")
    a, b = g.players
    assert a.treasures == 0 and b.treasures == 1
    assert a.res == [0, 1, 1, 1, 2] and b.res == [2, 1, 1, 1, 0]
    assert sorted(a.parrots) == [0, 1] and b.parrots == []
    assert g.to_act == 0 and not any(o.startswith(("trade", "attack")) for o in legal(g))


def test_trade_refused_aborts_and_another_optional_action_remains() -> None:
    g = two_at_sea(3)
    play(g, "trade 1", "give coin", "propose", "refuse")
    options = legal(g)
    assert "trade 1" not in options and {"trade 2", "attack 1", "attack 2"} <= options
    assert g.players[0].coins == 2


def test_trade_and_attack_only_in_the_same_sea_and_not_capsized() -> None:
    g = start(players=3)
    at(g, 0, "frozen")
    at(g, 1, "wild")
    at(g, 2, "frozen")
    g.players[2].planks = 0
    play(g, "place captain 3")
    assert not any(o.startswith(("trade", "attack")) for o in legal(g))


# --- Attack a player ------------------------------------------------------------------------------


def test_attack_escape_with_more_stars_than_the_attackers_sail_level() -> None:
    g = two_at_sea()
    g.players[1].sails = 2
    play(g, "attack 1")
    assert g.to_act == 1 and legal(g) == {"escape", "fight"}
    play(g, "escape")
    assert "food" not in legal(g) and "rum" not in legal(g)  # no extra dice for an escape
    g.preset_dice = ["two_stars", "blank"]
    events = play(g, "roll")
    assert "board.event.escaped" in keys(events) and g.to_act == 0
    assert not any(o.startswith(("trade", "attack")) for o in legal(g))


def test_attack_escape_failed_leads_to_player_combat() -> None:
    g = two_at_sea()
    play(g, "attack 1", "escape")
    g.preset_dice = ["star"]  # 1 star is not more than sail level 1
    events = play(g, "roll")
    assert "board.event.escape_failed" in keys(events)
    assert g.decision == "board.decision.roll" and g.to_act == 0  # the attacker rolls first


def test_player_combat_cannon_phase_capsize_gives_the_winner_the_lost_resources() -> None:
    g = two_at_sea()
    g.players[0].weapons = 3
    g.players[1].planks = 3
    res(g, 1, food=2, wood=2)
    play(g, "attack 1", "fight")
    g.preset_dice = ["cannon", "cannon", "cannon"]
    play(g, "roll")
    assert g.to_act == 1
    g.preset_dice = ["blank"]
    events = play(g, "roll")
    a, b = g.players
    assert b.planks == 0 and "board.event.capsized" in keys(events)
    assert sum(b.res) == 2 and sum(a.res) == 7  # half of 4 went to the winner
    assert b.coins == 2 and sorted(a.parrots) == [0, 1] and b.parrots == []


def test_player_combat_boarding_excess_steals_resources_or_treasures() -> None:
    g = two_at_sea()
    g.players[0].weapons = 3
    g.players[1].treasures = 2
    play(g, "attack 1", "fight")
    g.preset_dice = ["boarding", "boarding", "boarding"]
    play(g, "roll")
    g.preset_dice = ["blank"]
    play(g, "roll")
    # 3 excess boarding faces: the parrot (only one), then 1 treasure (2 faces) + 1 resource (1 face)
    assert g.decision == "board.decision.steal" and g.to_act == 0
    assert "steal treasure" in legal(g)
    play(g, "steal treasure")
    assert "steal treasure" not in legal(g)
    play(g, "steal rum")
    a, b = g.players
    assert a.treasures == 1 and b.treasures == 1 and a.res[4] == 2 and b.res[4] == 0
    assert b.coins == 2 and a.parrots == [0, 1]


def test_player_combat_parrot_choice_and_caged_parrots() -> None:
    g = two_at_sea(3)
    g.players[1].parrots = [1, 2]
    g.players[2].parrots = []
    play(g, "attack 1", "fight")
    g.preset_dice = ["boarding"]
    play(g, "roll")
    g.preset_dice = ["blank"]
    play(g, "roll")
    assert legal(g) == {"parrot 1", "parrot 2"}
    play(g, "parrot 2")
    assert g.players[0].parrots == [0, 2]


def test_player_combat_both_capsized_no_one_wins() -> None:
    g = two_at_sea()
    g.players[0].planks = 1
    g.players[1].planks = 1
    play(g, "attack 1", "fight")
    g.preset_dice = ["cannon"]
    play(g, "roll")
    g.preset_dice = ["cannon"]
    events = play(g, "roll")
    assert "board.event.both_capsized" in keys(events)
    # each gets 1 coin; the attacker also gets the no-luck coin as the capsized turn ends
    assert [p.coins for p in g.players] == [4, 2] and g.players[0].parrots == [0]
    assert g.to_act == 1  # the attacker's capsized ship ends their turn


def test_player_combat_boarding_tie_no_winner() -> None:
    g = two_at_sea()
    play(g, "attack 1", "fight")
    g.preset_dice = ["blank"]
    play(g, "roll")
    g.preset_dice = ["blank"]
    events = play(g, "roll")
    assert "board.event.boarding_tie" in keys(events) and [p.coins for p in g.players] == [2, 1]


def test_lose_x_resources_both_capsized_in_player_combat_each_gets_the_others_lost_resources() -> None:
    """Lose X resources: "If another player capsized your ship during player combat: Lost resources are
    given to the other player instead of being discarded!" When both ships capsize, each was capsized by
    the other: each loses half of what it held, and that half goes to the other ship."""
    g = two_at_sea()
    g.players[0].planks = 1
    g.players[1].planks = 1
    res(g, 0, food=4)
    res(g, 1, metal=2)
    play(g, "attack 1", "fight")
    g.preset_dice = ["cannon"]
    play(g, "roll")
    g.preset_dice = ["cannon"]
    events = play(g, "roll")
    a, b = g.players
    assert a.res == [2, 0, 0, 1, 0] and b.res == [2, 0, 0, 1, 0]
    lost = [e.params for e in events if e.key == "board.event.lose_resources"]
    assert lost == [
        {"seat": 0, "resources": ["food", "food"], "to": 1},
        {"seat": 1, "resources": ["metal"], "to": 0},
    ]
