"""Rulebook: Main actions (Land on an island, Dock at a port, Renovate your ship, Sail at sea)."""

from __future__ import annotations

from engines.board.steps import RollStep, SailStep
from tests.board.helpers import (
    FLEET,
    FRIENDLY,
    HAZARD,
    HOSTILE,
    INFAMOUS,
    PERILOUS,
    PIRATE,
    PORT,
    WILD,
    WILD_JADE,
    at,
    keys,
    legal,
    play,
    put,
    res,
    start,
    top,
)

# --- Land on an island ---------------------------------------------------------------------------


def test_land_on_an_island_needs_an_island_in_your_sea() -> None:
    g = start()
    at(g, 0, "frozen")
    play(g, "place captain 1")  # sail + land
    assert not any(o.startswith("land") for o in legal(g))
    put(g, WILD.id)
    g.legal_cache = None
    assert "land explore" in legal(g)


def test_wild_island_first_die_free_each_food_one_more_die() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)  # 3 stars
    res(g, 0, food=2)
    play(g, "place captain 1", "land explore", "food", "food")
    assert top(g, RollStep).exploration == 3 and g.players[0].res[0] == 0
    g.preset_dice = ["star", "star", "star"]
    events = play(g, "roll")
    assert "board.event.success" in keys(events)
    # reward: food, a choice of wood or fabric, and 1 treasure
    assert g.decision == "board.decision.reward" and legal(g) == {"take wood", "take fabric"}
    play(g, "take fabric")
    p = g.players[0]
    assert p.tracks["exploration"] == [WILD.id] and p.res == [1, 0, 1, 0, 0] and p.treasures == 1
    assert p.gems == ["frozen"] and g.revealed["frozen"] == []


def test_wild_island_failed_leaves_the_card_and_pays_a_coin() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)
    g.preset_dice = ["blank"]
    events = play(g, "place captain 1", "land explore", "roll")
    assert "board.event.fail" in keys(events)
    assert g.revealed["frozen"] == [WILD.id] and g.players[0].coins == 3


def test_friendly_island_trade_or_explore() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, FRIENDLY.id)
    play(g, "place captain 1")
    assert {"land explore", "land trade"} <= legal(g)
    play(g, "land trade", "pay all")
    p = g.players[0]
    assert p.tracks["trade"] == [FRIENDLY.id] and p.res == [0, 0, 1, 2, 2]


def test_friendly_island_trade_needs_the_resources() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, FRIENDLY.id)
    res(g, 0, food=1)
    play(g, "place captain 1")
    assert "land trade" not in legal(g) and "land explore" in legal(g)


def test_hostile_island_fight_rolls_weaponry_dice_for_successes() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HOSTILE.id)
    g.players[0].weapons = 2
    play(g, "place captain 1", "land fight")
    assert top(g, RollStep).combat == 2 and top(g, RollStep).exploration == 0
    g.preset_dice = ["cannon", "boarding"]
    play(g, "roll")
    assert g.players[0].tracks["combat"] == [HOSTILE.id] and g.players[0].res[3] == 3


# --- Dock at a port ----------------------------------------------------------------------------


def test_ordinary_port_trade_with_the_substitution_rule() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PORT.id)  # asks food + wood
    res(g, 0, rum=1, metal=2)
    play(g, "place captain 4")
    assert "dock" in legal(g)
    play(g, "dock")
    # food: replaced by 1 rum or 2 of any resource; the remaining wood must stay payable
    assert legal(g) == {"pay rum", "pay metal metal"}
    play(g, "pay metal metal")
    assert legal(g) == {"pay rum"}
    play(g, "pay rum")
    p = g.players[0]
    assert p.tracks["trade"] == [PORT.id] and p.res == [0, 0, 1, 1, 1]


def test_dock_needs_enough_resources_to_trade() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PORT.id)
    res(g, 0, metal=1)
    play(g, "place captain 4")
    assert "dock" not in legal(g)


def test_perilous_port_missing_stars_cost_planks_then_trade() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PERILOUS.id)  # 3 stars, asks wood
    g.players[0].sails = 2
    play(g, "place captain 4", "dock")
    roll = top(g, RollStep)
    assert roll.exploration == 2 and roll.food_max == 1
    play(g, "food")
    assert "food" not in legal(g)  # only 1 food in seamanship
    g.preset_dice = ["star", "blank", "blank"]
    play(g, "roll")
    assert g.players[0].planks == 5
    play(g, "pay all")
    assert g.decision == "board.decision.track" and legal(g) == {"track exploration", "track trade"}
    play(g, "track exploration")
    assert g.players[0].tracks["exploration"] == [PERILOUS.id]


def test_perilous_port_boosts_keep_the_trade_payable() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PERILOUS.id)
    res(g, 0, food=1)  # food is the only way to pay the wood (no rum, no pair)
    play(g, "place captain 4")
    assert "dock" not in legal(g)
    res(g, 0, food=1, wood=1, rum=1)
    g.legal_cache = None
    play(g, "dock")
    assert {"food", "rum"} <= legal(g)


def test_perilous_port_capsized_fails_without_trading() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PERILOUS.id)
    g.players[0].planks = 2
    g.preset_dice = ["blank"]
    events = play(g, "place captain 4", "dock", "roll")
    assert "board.event.capsized" in keys(events) and "board.event.fail" in keys(events)
    assert g.revealed["frozen"] == [PERILOUS.id] and g.players[0].tracks["trade"] == []
    assert g.to_act == 1  # a capsized ship ends the turn


def test_infamous_port_missing_successes_reduce_the_rewards() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, INFAMOUS.id)  # 3 successes; reward metal, rum, fabric|food
    g.preset_dice = ["cannon"]
    play(g, "place captain 4", "dock", "roll", "pay all")
    assert g.decision == "board.decision.track"
    play(g, "track combat")
    assert g.decision == "board.decision.forgo"
    assert legal(g) == {"forgo metal", "forgo rum", "forgo fabric|food"}
    play(g, "forgo rum")
    play(g, "forgo metal")
    assert legal(g) == {"take fabric", "take food"}
    play(g, "take fabric")
    p = g.players[0]
    assert p.tracks["combat"] == [INFAMOUS.id] and p.res == [0, 1, 2, 1, 1]


# --- Renovate your ship --------------------------------------------------------------------------


def test_renovate_upgrade_pays_the_leftmost_empty_spot() -> None:
    g = start()
    res(g, 0, wood=1, fabric=1)
    play(g, "place captain 3")
    assert "upgrade sails" in legal(g) and "upgrade weapons" not in legal(g)
    events = play(g, "upgrade sails", "pay all")
    assert "board.event.upgrade" in keys(events) and g.players[0].sails == 2 and g.players[0].res == [0] * 5


def test_renovate_needs_resources_or_a_damaged_ship() -> None:
    g = start()
    res(g, 0)
    play(g, "place captain 3")
    assert not {"upgrade sails", "upgrade weapons", "repair"} & legal(g)


def test_renovate_repairing_with_2_wood_recovers_3_planks() -> None:
    g = start()
    g.players[0].planks = 3
    res(g, 0, wood=2)
    play(g, "place captain 3", "repair")
    assert g.players[0].planks == 4
    assert legal(g) == {"spend wood", "done"}
    play(g, "spend wood", "spend wood")
    assert g.players[0].planks == 6 and g.players[0].res[1] == 0


def test_renovate_repair_with_fabric_or_metal_instead_of_wood() -> None:
    g = start()
    g.players[0].planks = 4
    res(g, 0, fabric=1, metal=1)
    play(g, "place captain 3", "repair")
    assert legal(g) == {"spend fabric", "spend metal", "done"}
    play(g, "spend metal", "done")
    assert g.players[0].planks == 6


def test_renovate_both_for_one_rum() -> None:
    g = start()
    g.players[0].planks = 5
    res(g, 0, wood=2, metal=1, rum=1)
    play(g, "place captain 3")
    assert "both weapons" in legal(g)
    play(g, "both weapons", "pay all")
    p = g.players[0]
    assert p.weapons == 2 and p.planks == 6 and p.res == [0, 1, 0, 0, 0]
    play(g, "spend wood")
    assert p.planks == 7


def test_renovate_only_one_upgrade_at_a_time() -> None:
    g = start()
    res(g, 0, wood=3, fabric=3, metal=3)
    play(g, "place captain 3", "upgrade sails", "pay all")
    assert not any(o.startswith(("upgrade", "both")) for o in legal(g))


# --- Sail at sea --------------------------------------------------------------------------------


def test_sail_at_sea_movement_points_equal_the_sail_level() -> None:
    g = start()
    g.players[0].sails = 3
    events = play(g, "place captain 1", "sail")
    assert events[-1].params["points"] == 3 if events[-1].key == "board.event.sail" else True
    assert top(g, SailStep).points == 3
    # from the hideout (space 0, between frozen and wild): the two seas it touches
    assert legal(g) == {"move frozen", "move wild", "stop"}


def test_sail_entering_a_sea_without_card_must_reveal() -> None:
    g = start()
    events = play(g, "place captain 1", "sail", "move frozen")
    assert "board.event.reveal" in keys(events) and len(g.revealed["frozen"]) == 1


def test_sail_entering_a_sea_with_an_island_may_reveal() -> None:
    g = start()
    g.players[0].sails = 2
    put(g, WILD.id)
    play(g, "place captain 1", "sail")
    assert {"move frozen", "move frozen reveal"} <= legal(g)
    play(g, "move frozen")
    assert g.revealed["frozen"] == [WILD.id]
    g2 = start()
    put(g2, WILD.id)
    play(g2, "place captain 1", "sail", "move frozen reveal")
    assert len(g2.revealed["frozen"]) == 2 and g2.revealed["frozen"][0] == WILD.id


def test_sail_move_to_own_hideout_only() -> None:
    g = start()
    g.players[0].sails = 3
    at(g, 0, "wild")
    play(g, "place captain 1", "sail")
    assert "move home" in legal(g)  # seat 0's hideout touches frozen and wild
    at(g, 0, "azure")
    g.legal_cache = None
    assert "move home" not in legal(g)  # seat 1's hideout is between wild and azure: not ours


def test_sail_explore_reveals_in_the_current_sea() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)
    g.players[0].sails = 2
    play(g, "place captain 1", "sail")
    assert "explore" in legal(g)
    play(g, "explore")
    assert len(g.revealed["frozen"]) == 2 and g.frames[-1].kind in ("sail", "enc")


def test_sail_explore_impossible_with_an_empty_deck() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)
    g.decks["frozen"] = []
    play(g, "place captain 1", "sail")
    assert "explore" not in legal(g)


def test_sail_entering_a_sea_with_an_encounter_must_resolve() -> None:
    g = start()
    put(g, HAZARD.id)
    play(g, "place captain 1", "sail", "move frozen")
    assert g.decision == "board.decision.encounter"
    assert legal(g) == {"handle", "avoid"}


def test_sail_encounter_on_the_starting_sea_is_resolved_first() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    play(g, "place captain 1", "sail")
    assert g.decision == "board.decision.encounter"


def test_avoid_a_danger_costs_a_fortune_coin_and_a_friend_nothing() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    play(g, "place captain 1", "sail", "avoid")
    assert g.players[0].coins == 1 and HAZARD.id in g.decks["frozen"]
    assert g.decision == "board.decision.sail"
    g2 = start()
    at(g2, 0, "frozen")
    put(g2, FLEET.id)
    play(g2, "place captain 1", "sail", "avoid")
    assert g2.players[0].coins == 2


def test_a_dangerous_encounter_must_be_handled_without_coins() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PIRATE.id)
    g.players[0].coins = 0
    play(g, "place captain 1", "sail")
    assert legal(g) == {"handle"}


def test_sail_ends_on_a_successful_encounter() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)  # 3 stars
    g.players[0].sails = 3
    g.preset_dice = ["two_stars", "star", "blank"]
    play(g, "place captain 1", "sail", "handle", "roll")
    assert g.decision == "board.decision.action" and g.players[0].tracks["exploration"] == [HAZARD.id]


def test_sail_continues_after_a_failed_encounter_with_points_left() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    g.players[0].sails = 2
    g.preset_dice = ["blank", "blank"]
    play(g, "place captain 1", "sail", "handle", "roll")
    assert g.decision == "board.decision.sail" and top(g, SailStep).points == 2
    assert HAZARD.id in g.decks["frozen"]  # a failed encounter is discarded


def test_sail_ends_without_movement_points_or_by_choice() -> None:
    g = start()
    play(g, "place captain 1", "sail", "move frozen")
    assert g.decision != "board.decision.sail"
    g2 = start()
    g2.players[0].sails = 2
    events = play(g2, "place captain 1", "sail", "stop")
    assert "board.event.sail_end" in keys(events) and g2.decision == "board.decision.action"


def test_sail_along_the_coast_has_one_movement_point() -> None:
    g = start()
    g.players[0].sails = 4
    play(g, "place captain 1", "coast")
    assert top(g, SailStep).points == 1


def test_cannot_go_back_to_a_previous_action() -> None:
    g = start()
    g.players[0].sails = 3
    put(g, WILD_JADE.id, "jade")
    at(g, 0, "jade")
    play(g, "place captain 1", "sail", "stop")
    assert g.decision == "board.decision.action"
    assert not any(o.startswith(("sail", "coast", "move", "fish sail")) for o in legal(g))
    assert "land explore" in legal(g)


def test_perilous_port_rum_token_boost_keeps_the_trade_payable() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PERILOUS.id)  # asks wood
    res(g, 0)
    g.players[0].tokens[g.token_of("instead_of_rum")] = True  # the token is the only way to pay
    play(g, "place captain 4", "dock")
    assert "rum token" not in legal(g)


def test_sail_explore_needs_a_sea_without_an_encounter_and_the_special_case_costs_no_point() -> None:
    """Sail at sea: Explore "you must be in a sea without an encounter"; Special case: an encounter on the
    starting sea is resolved first, and that costs no movement point."""
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    g.players[0].sails = 2
    play(g, "place captain 1", "sail")
    assert g.decision == "board.decision.encounter" and "explore" not in legal(g)
    play(g, "avoid")
    assert top(g, SailStep).points == 2 and "explore" in legal(g)


def test_hostile_island_explore_instead_of_fighting() -> None:
    """Land on an island, Hostile island: "Choose whether to fight the hostile tribe or explore the island"."""
    g = start()
    at(g, 0, "frozen")
    put(g, HOSTILE.id)  # explore 4 stars, reward food|wood
    res(g, 0, food=3)
    play(g, "place captain 1")
    assert {"land explore", "land fight"} <= legal(g)
    play(g, "land explore", "food", "food", "food")
    assert top(g, RollStep).exploration == 4 and top(g, RollStep).combat == 0
    g.preset_dice = ["star"] * 4
    play(g, "roll", "take wood")
    assert g.players[0].tracks["exploration"] == [HOSTILE.id]
