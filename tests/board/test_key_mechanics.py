"""Rulebook: Key mechanics (Succeed an activity, Fail an activity, Overloaded ship, Lose X planks,
Capsized ship, Lose X resources, Boost your crew with rum, Set your dice with fortune, Use a bonus token)
and the 5-dice cap of Main actions."""

from __future__ import annotations

import pytest

from engines.board.config import BoardConfig
from engines.board.content import Explore, Kind, Sea
from engines.board.game import BoardGame
from engines.board.steps import RollStep, SailStep, TurnStep
from tests.board.helpers import (
    CREATURE,
    GIANT,
    HAZARD,
    PERILOUS,
    PIRATE,
    PORT,
    WILD,
    at,
    card,
    keys,
    legal,
    make_content,
    neg,
    play,
    put,
    res,
    reward,
    start,
    top,
)

# Cards with each negative effect (rulebook, Fail an activity), all needing 5 stars on an island.
NEGATIVE_CARDS = {
    kind: card(
        f"t-neg-{kind}",
        Kind.WILD_ISLAND,
        explore=Explore(5, reward("food")),
        negative=neg(kind, amount, acts),
    )
    for kind, amount, acts in (
        ("lose_resources", 3, ()),
        ("lose_planks", 3, ()),
        ("planks_per_resource", 0, ()),
        ("planks_per_weapon", 0, ()),
        ("end_turn", 0, ()),
        ("block_actions", 0, ("sail", "renovate")),
        ("lose_plank_and_sail", 0, ()),
        ("lose_food", 4, ()),
    )
}
ISLANDS = [
    card(f"t-isl-{i}", Kind.WILD_ISLAND, Sea.JADE, explore=Explore(1, reward("wood"))) for i in range(3)
]
CONTENT = make_content(*NEGATIVE_CARDS.values(), *ISLANDS)


def land_on(cid: str, mode: str = "discovery", sea: str = "frozen") -> BoardGame:
    g = start(mode, content=CONTENT)
    at(g, 0, sea)
    put(g, cid, sea)
    return g


# --- Succeed an activity -----------------------------------------------------------------------------


def test_succeed_collect_into_the_track_of_the_activity() -> None:
    g = land_on(WILD.id)
    res(g, 0, food=3)
    g.preset_dice = ["two_stars", "star"]
    play(g, "place captain 1", "land explore", "food", "roll", "take wood")
    assert g.players[0].tracks == {"exploration": [WILD.id], "combat": [], "trade": []}


def test_succeed_gem_then_bonus_token_then_refresh() -> None:
    g = land_on(ISLANDS[0].id, "advanced", "jade")
    for i, isl in enumerate(ISLANDS):
        put(g, isl.id, "jade")
        g.preset_dice = ["star"]
        if i == 0:
            play(g, "place captain 1")
        events = play(g, "land explore", "roll")
        if i == 0:
            assert "board.event.gem" in keys(events) and g.players[0].gems == ["jade"]
        elif i == 1:
            assert "board.event.bonus_token" in keys(events) and g.players[0].tokens == {"jade": True}
            assert g.bonus["jade"] == 0  # one token per space with 2 players
            g.players[0].tokens["jade"] = False  # used
        else:
            assert "board.event.token_refresh" in keys(events) and g.players[0].tokens == {"jade": True}
        if i < 2:
            # next card: back to this player's action step in a fresh turn
            top(g, TurnStep, 1).done = []
            top(g, TurnStep, 1).gained = False
            g.legal_cache = None


def test_succeed_no_bonus_token_in_discovery() -> None:
    g = land_on(ISLANDS[0].id, "discovery", "jade")
    g.players[0].tracks["exploration"].append(ISLANDS[1].id)
    g.preset_dice = ["star"]
    play(g, "place captain 1", "land explore", "roll")
    assert g.players[0].tokens == {}


# --- Fail an activity -------------------------------------------------------------------------------


def fail_on(kind: str, **setup: int) -> tuple[BoardGame, list]:
    g = land_on(NEGATIVE_CARDS[kind].id, "advanced")
    p = g.players[0]
    for key, value in setup.items():
        setattr(p, key, value)
    g.preset_dice = ["blank"]
    events = play(g, "place captain 1", "land explore", "roll")
    assert "board.event.fail" in keys(events) and "board.event.negative" in keys(events)
    return g, events


def test_fail_compensation_coin_and_the_card_stays() -> None:
    g, _ = fail_on("lose_resources")
    p = g.players[0]
    assert p.coins == 3 and sum(p.res) == 2
    assert g.revealed["frozen"] == [NEGATIVE_CARDS["lose_resources"].id]


def test_fail_negative_lose_planks() -> None:
    g, _ = fail_on("lose_planks")
    assert g.players[0].planks == 4


def test_fail_negative_planks_per_resource() -> None:
    g, _ = fail_on("planks_per_resource")
    assert g.players[0].planks == 2


def test_fail_negative_planks_per_weapon() -> None:
    g, _ = fail_on("planks_per_weapon", weapons=3)
    assert g.players[0].planks == 4


def test_fail_negative_end_turn() -> None:
    g, _ = fail_on("end_turn")
    assert g.to_act == 1


def test_fail_negative_block_actions() -> None:
    g, _ = fail_on("block_actions")
    assert legal(g) == {"fish sail", "await sail"}


def test_fail_negative_lose_plank_and_sail() -> None:
    g, _ = fail_on("lose_plank_and_sail", sails=3)
    assert g.players[0].planks == 6 and g.players[0].sails == 2


def test_fail_negative_lose_food_then_planks_for_missing_food() -> None:
    g, _ = fail_on("lose_food")
    p = g.players[0]
    assert p.res[0] == 0 and p.planks == 4


def test_fail_status_check_capsized_ends_the_turn() -> None:
    g, events = fail_on("lose_planks", planks=2)
    assert "board.event.capsized" in keys(events) and g.to_act == 1
    assert g.players[0].planks == 0


def test_fail_encounter_is_discarded_under_its_deck() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    g.preset_dice = ["blank"]
    play(g, "place captain 1", "sail", "handle", "roll")
    assert g.decks["frozen"][0] == HAZARD.id and HAZARD.id not in g.revealed["frozen"]


# --- Overloaded ship -----------------------------------------------------------------------------


def test_overloaded_ship_choose_nine_to_keep() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PORT.id)  # food + wood -> metal, rum, fabric
    res(g, 0, food=1, wood=1, fabric=4, metal=3)
    play(g, "place captain 4", "dock", "pay all")
    assert g.decision == "board.decision.overload" and g.to_act == 0
    assert legal(g) == {"discard fabric", "discard metal", "discard rum"}
    play(g, "discard fabric")
    assert sum(g.players[0].res) == 9 and g.decision == "board.decision.action"


# --- Lose X planks, Capsized ship, Lose X resources ------------------------------------------------


def test_capsized_ship_loses_half_its_resources_rounded_down() -> None:
    g = start()
    g.players[0].planks = 2
    res(g, 0, food=2, wood=2, fabric=1)
    g.lose_planks(g.players[0], 3)
    assert g.players[0].planks == 0 and sum(g.players[0].res) == 3


def test_capsized_ship_capsizes_only_once() -> None:
    g = start()
    g.players[0].planks = 0
    res(g, 0, food=4)
    g.lose_planks(g.players[0], 2)
    assert sum(g.players[0].res) == 4


def test_lose_x_resources_are_chosen_by_the_generator() -> None:
    outcomes = set()
    for seed in range(12):
        g = start(seed=seed)
        res(g, 0, food=1, wood=1, fabric=1, metal=1, rum=1)
        lost = g.lose_resources(g.players[0], 2)
        assert len(lost) == 2 and sum(g.players[0].res) == 3
        outcomes.add(tuple(lost))
    assert len(outcomes) > 3


def test_lose_x_resources_to_the_winner_of_a_player_combat() -> None:
    g = start()
    res(g, 0, food=2)
    res(g, 1)
    g.lose_resources(g.players[0], 2, g.players[1])
    assert g.players[1].res == [2, 0, 0, 0, 0]


def test_lose_x_resources_picked_by_chance_are_revealing_events() -> None:
    """Lose X resources: the lost units are picked by chance ("throw them on the table"), so the event is
    marked ``reveals`` like a die or a drawn card (play is not undone past it); losing N food is not
    chance."""
    _, events = fail_on("lose_resources")
    lost = [e for e in events if e.key == "board.event.lose_resources"]
    assert len(lost) == 1 and lost[0].reveals
    _, events = fail_on("lose_food")
    lost = [e for e in events if e.key == "board.event.lose_resources"]
    assert len(lost) == 1 and not lost[0].reveals


# --- Boost your crew with rum, Set your dice with fortune, the 5-dice cap ---------------------------


def roll_for_hazard(**player: int) -> BoardGame:
    g = start()
    at(g, 0, "frozen")
    put(g, HAZARD.id)
    for key, value in player.items():
        setattr(g.players[0], key, value)
    play(g, "place captain 1", "sail", "handle")
    assert g.decision == "board.decision.roll"
    return g


def test_boost_your_crew_with_rum_once_per_roll() -> None:
    g = roll_for_hazard()
    res(g, 0, rum=3)
    g.legal_cache = None
    play(g, "rum")
    assert top(g, RollStep).exploration == 2 and "rum" not in legal(g)


def test_set_your_dice_with_fortune_costs_one_or_two_coins() -> None:
    g = roll_for_hazard(sails=3, coins=4)
    assert {"set star", "set two_stars"} <= legal(g)
    assert not any(o in legal(g) for o in ("set cannon", "set boarding"))
    play(g, "set two_stars")
    assert g.players[0].coins == 2
    play(g, "set star")
    assert g.players[0].coins == 1
    assert "set two_stars" not in legal(g) and "set star" in legal(g)
    play(g, "set star")
    assert g.players[0].coins == 0
    # three dice, all set: no more setting; no die is bought with fortune
    assert not any(o.startswith("set") for o in legal(g))
    events = play(g, "roll")
    roll = next(e for e in events if e.key == "board.event.roll")
    assert roll.params["exploration"] == ["two_stars", "star", "star"] and roll.params["stars"] == 4


def test_set_combat_dice_cannonball_one_coin_boarding_two() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, GIANT.id)
    g.players[0].weapons = 2
    g.players[0].coins = 3
    play(g, "place captain 1", "sail", "handle", "set boarding")
    assert g.players[0].coins == 1
    play(g, "set cannon")
    assert g.players[0].coins == 0


def test_dice_are_capped_at_five_per_type() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)
    res(g, 0, food=9)
    play(g, "place captain 1", "land explore")
    for _ in range(4):
        play(g, "food")
    assert top(g, RollStep).exploration == 5 and "food" not in legal(g)
    g2 = roll_for_hazard(sails=5)
    assert "rum" not in legal(g2)


# --- Use a bonus token ------------------------------------------------------------------------------


def with_token(g: BoardGame, effect: str, seat: int = 0) -> None:
    g.players[seat].tokens[g.token_of(effect)] = True
    g.legal_cache = None


def test_bonus_token_extra_movement_point() -> None:
    g = start()
    with_token(g, "extra_move")
    play(g, "place captain 1", "sail")
    assert "boost" in legal(g)
    play(g, "boost")
    assert top(g, SailStep).points == 2 and not any(g.players[0].tokens.values())


def test_bonus_token_extra_combat_die() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, GIANT.id)
    with_token(g, "extra_combat_die")
    play(g, "place captain 1", "sail", "handle", "die")
    assert top(g, RollStep).combat == 2 and "die" not in legal(g)


def test_bonus_token_set_a_die_to_two_stars() -> None:
    g = roll_for_hazard()
    with_token(g, "set_two_stars")
    play(g, "stars")
    events = play(g, "roll")
    assert next(e for e in events if e.key == "board.event.roll").params["exploration"] == ["two_stars"]


def test_bonus_token_extra_trade_resource() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PORT.id)
    with_token(g, "extra_trade_resource")
    play(g, "place captain 4", "dock", "pay all")
    assert legal(g) == {"extra metal", "extra rum", "extra fabric", "skip"}
    play(g, "extra rum")
    assert g.players[0].res[4] == 3


def test_bonus_token_instead_of_rum_for_a_boost_and_a_payment() -> None:
    g = roll_for_hazard()
    res(g, 0)
    with_token(g, "instead_of_rum")
    assert "rum token" in legal(g)
    play(g, "rum token")
    assert top(g, RollStep).exploration == 2
    g2 = start()
    at(g2, 0, "frozen")
    put(g2, PORT.id)
    res(g2, 0, food=1)
    with_token(g2, "instead_of_rum")
    play(g2, "place captain 4", "dock")
    assert legal(g2) == {"pay food"}  # the token must stay for the wood
    play(g2, "pay food")
    assert legal(g2) == {"pay token"}
    play(g2, "pay token")
    assert g2.players[0].tracks["trade"] == [PORT.id]


def test_bonus_token_instead_of_rum_cannot_gain_rum() -> None:
    # an "instead of" token only replaces a spent rum: Work at the docks still needs a port, etc.
    g = start()
    with_token(g, "instead_of_rum")
    play(g, "place captain 3")
    assert "both sails" not in legal(g)  # damaged ship needed for both


def test_bonus_token_extra_planks_when_recovering() -> None:
    g = start()
    g.players[0].planks = 3
    with_token(g, "extra_planks")
    play(g, "place captain 3", "fix")
    assert g.decision == "board.decision.planks_token"
    play(g, "use")
    assert g.players[0].planks == 6


def test_bonus_token_instead_of_a_fortune_coin() -> None:
    g = roll_for_hazard(coins=0)
    with_token(g, "instead_of_coin")
    assert "set star token" in legal(g) and "set two_stars token" not in legal(g)
    play(g, "set star token")
    assert top(g, RollStep).set_exploration == ["star"] and g.players[0].coins == 0
    g2 = start()
    at(g2, 0, "frozen")
    put(g2, PIRATE.id)
    g2.players[0].coins = 0
    with_token(g2, "instead_of_coin")
    play(g2, "place captain 1", "sail")
    assert legal(g2) == {"handle", "avoid token"}


def test_overload_waits_until_the_reward_is_complete() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, CREATURE.id)
    g.players[0].sails = 1
    g.players[0].weapons = 2
    res(g, 0, food=1, wood=4, fabric=4)
    g.preset_dice = ["star", "cannon", "boarding"]
    play(g, "place captain 1", "sail", "handle", "roll")
    assert g.decision == "board.decision.track"
    play(g, "track exploration")
    assert g.decision == "board.decision.overload"


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
def test_perilous_port_card_collected_on_a_chosen_track(mode: str) -> None:
    g = BoardGame.new(BoardConfig(mode=mode), 1, CONTENT)
    assert PERILOUS.kind is Kind.PERILOUS_PORT and g.content.cards[PERILOUS.id] is PERILOUS
