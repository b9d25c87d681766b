"""Rulebook: Encounters (pirate ship, sea hazard, sea giant, sea creature, merchant ship, merchant fleet)."""

from __future__ import annotations

from engines.board.steps import RollStep
from tests.board.helpers import (
    CREATURE,
    FLEET,
    GIANT,
    HAZARD,
    MERCHANT,
    PIRATE,
    PIRATE_UNKNOWN,
    at,
    keys,
    legal,
    play,
    put,
    res,
    start,
    top,
)


def sail_into(card_id: str, sails: int = 1, weapons: int = 1, mode: str = "discovery"):  # type: ignore[no-untyped-def]
    g = start(mode)
    at(g, 0, "frozen")
    put(g, card_id)
    g.players[0].sails = sails
    g.players[0].weapons = weapons
    play(g, "place captain 1", "sail")
    assert g.decision == "board.decision.encounter"
    return g


# --- Pirate ship ----------------------------------------------------------------------------------


def test_pirate_ship_stealing_2_resources_3_boarding_against_1() -> None:
    g = sail_into(PIRATE.id)  # planks 3, 1 cannonball, 3 boardings
    g.preset_dice = ["boarding"]
    events = play(g, "handle", "roll")
    p = g.players[0]
    # cannon phase: 1 plank lost, the pirate keeps its planks; boarding 1 against 3: 2 resources stolen
    assert p.planks == 6 and sum(p.res) == 3
    lost = [e for e in events if e.key == "board.event.lose_resources"]
    assert len(lost) == 1 and len(lost[0].params["resources"]) == 2
    assert "board.event.fail" in keys(events) and p.coins == 3
    assert PIRATE.id in g.decks["frozen"]


def test_pirate_ship_sunk_at_the_cannon_phase() -> None:
    g = sail_into(PIRATE.id, weapons=3)
    g.preset_dice = ["cannon", "cannon", "cannon"]
    play(g, "handle", "roll")
    p = g.players[0]
    assert p.tracks["combat"] == [PIRATE.id] and p.treasures == 1 and p.planks == 6


def test_pirate_ship_won_at_the_boarding_phase() -> None:
    g = sail_into(PIRATE.id, weapons=5)
    g.preset_dice = ["boarding"] * 4 + ["blank"]
    play(g, "handle", "roll")
    assert g.players[0].tracks["combat"] == [PIRATE.id]


def test_pirate_ship_capsizing_you_is_a_loss_even_if_it_sinks() -> None:
    g = sail_into(PIRATE.id, weapons=3)
    g.players[0].planks = 1
    g.preset_dice = ["cannon", "cannon", "cannon"]
    events = play(g, "handle", "roll")
    assert "board.event.capsized" in keys(events) and "board.event.fail" in keys(events)
    assert g.players[0].tracks["combat"] == [] and g.to_act == 1


def test_pirate_ship_unknown_faces_are_rolled_for_the_pirate() -> None:
    g = sail_into(PIRATE_UNKNOWN.id)  # 0 cannons + 1 boarding + 2 unknown
    g.preset_dice = ["cannon", "boarding"]
    events = play(g, "handle")
    roll = next(e for e in events if e.key == "board.event.pirate_roll")
    assert roll.reveals and roll.params["rolled"] == ["cannon", "boarding"]
    assert roll.params["cannons"] == 1 and roll.params["boardings"] == 2
    assert top(g, RollStep).goal == {"cannons": 1, "boardings": 2, "planks": 2}


# --- Sea hazard, sea giant, sea creature -------------------------------------------------------------


def test_sea_hazard_rolls_sail_level_dice_with_one_food_at_most() -> None:
    g = sail_into(HAZARD.id, sails=2)
    play(g, "handle")
    assert top(g, RollStep).exploration == 2
    play(g, "food")
    assert "food" not in legal(g)
    g.preset_dice = ["star", "star", "star"]
    play(g, "roll")
    assert g.players[0].tracks["exploration"] == [HAZARD.id]


def test_sea_giant_needs_the_face_combination() -> None:
    g = sail_into(GIANT.id, weapons=3)  # 2 cannonballs and 1 boarding
    g.preset_dice = ["cannon", "cannon", "cannon"]
    events = play(g, "handle", "roll")
    assert "board.event.fail" in keys(events)
    g = sail_into(GIANT.id, weapons=3)
    g.preset_dice = ["cannon", "boarding", "cannon"]
    play(g, "handle", "roll")
    assert g.players[0].tracks["combat"] == [GIANT.id]


def test_sea_creature_rolls_both_dice_food_limit_one_rum_either_die() -> None:
    g = sail_into(CREATURE.id, sails=2, weapons=2)  # 1 star, 1 cannonball and 1 boarding
    res(g, 0, food=3, rum=1)
    play(g, "handle")
    roll = top(g, RollStep)
    assert (roll.exploration, roll.combat) == (2, 2)
    assert {"food", "rum exploration", "rum combat"} <= legal(g)
    play(g, "food", "rum combat")
    assert "food" not in legal(g) and not any(o.startswith("rum") for o in legal(g))
    g.preset_dice = ["star", "blank", "blank", "cannon", "boarding", "blank"]
    play(g, "roll")
    assert legal(g) == {"track exploration", "track combat"}
    play(g, "track combat")
    assert g.players[0].tracks["combat"] == [CREATURE.id]


# --- Merchant ship and merchant fleet --------------------------------------------------------------


def test_merchant_ship_trade_or_attack() -> None:
    g = sail_into(MERCHANT.id)
    assert legal(g) == {"avoid", "handle trade", "handle attack"}
    play(g, "handle trade", "pay all")
    assert g.players[0].tracks["trade"] == [MERCHANT.id] and g.players[0].res[3] == 3


def test_merchant_ship_attack_for_successes() -> None:
    g = sail_into(MERCHANT.id, weapons=2)
    g.preset_dice = ["cannon", "boarding"]
    play(g, "handle attack", "roll")
    p = g.players[0]
    assert p.tracks["combat"] == [MERCHANT.id] and p.res[4] == 2


def test_merchant_fleet_trade_only_and_avoid_when_you_cannot_pay() -> None:
    g = sail_into(FLEET.id)
    assert legal(g) == {"avoid", "handle trade"}
    g2 = start()
    at(g2, 0, "frozen")
    put(g2, FLEET.id)
    res(g2, 0, food=1)
    play(g2, "place captain 1", "sail")
    assert legal(g2) == {"avoid"}
