"""Favors & Curses (rulebook: Favors & Curses) in the solo mode."""

from __future__ import annotations

import pytest

from engines.board.config import SEAS, BoardConfig
from engines.board.game import BoardGame
from engines.board.solo import advice, draw_tokens, vagabond_encounter
from tests.board.helpers import at, keys, legal, make_content, play, put, res
from tests.board.test_solo import solo


@pytest.mark.parametrize(("level", "nfav", "ncur"), [(0, 2, 0), (1, 1, 1), (2, 0, 2), (5, 0, 5), (7, 0, 7)])
def test_levels_draw_that_many_tokens_from_the_game_generator(level: int, nfav: int, ncur: int) -> None:
    drawn = set()
    for seed in range(6):
        g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=level), seed)
        again = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=level), seed)
        fav, cur = g.solo["favors"], g.solo["curses"]
        assert (fav, cur) == (again.solo["favors"], again.solo["curses"])  # seeded
        assert len(fav) == nfav and len(cur) == ncur and len(set(fav) | set(cur)) == nfav + ncur
        drawn.add((tuple(fav), tuple(cur)))
        assert "board.event.solo.mist_tokens" in keys(g.setup_events)
    assert level == 7 or len(drawn) > 1


def test_draw_order_level_1_favor_first() -> None:
    assert draw_tokens(1, list(SEAS)) == (["frozen"], ["wild"])
    assert draw_tokens(0, list(SEAS)) == (["frozen", "wild"], [])
    assert draw_tokens(3, list(SEAS)) == ([], ["frozen", "wild", "azure"])


def test_config_rules() -> None:
    with pytest.raises(ValueError):
        BoardConfig(mode="advanced", players=2, curses=("frozen",))
    with pytest.raises(ValueError):
        BoardConfig(mode="advanced", players=1, solo=True, favors=("frozen",), curses=("frozen",))
    with pytest.raises(ValueError):
        BoardConfig(mode="advanced", players=1, solo=True, level=8)
    with pytest.raises(ValueError):
        BoardConfig(mode="discovery", players=1, solo=True)
    config = BoardConfig(mode="advanced", players=1, solo=True, level=3, quests=("gem_catcher",))
    assert BoardConfig.from_dict(config.to_dict()) == config


def test_starting_effects_favors_then_the_players_choice_per_curse() -> None:
    g = BoardGame.new(
        BoardConfig(mode="advanced", players=1, solo=True, favors=("azure",), curses=("frozen", "burning")),
        1,
        make_content(),
    )
    p = g.players[0]
    play(g, "hideout 0", "mist 2")
    # Azure favor: 1 rum and 1 fortune coin
    assert p.res == [1, 1, 1, 1, 2] and p.coins == 3
    assert g.decision == "board.solo.decision.curse"
    assert legal(g) == {
        "curse coin",
        "curse plank",
        "curse food",
        "curse wood",
        "curse fabric",
        "curse metal",
        "curse rum",
    }
    play(g, "curse plank")
    assert p.planks == 6 and g.decision == "board.solo.decision.curse"
    play(g, "curse rum")
    assert p.res == [1, 1, 1, 1, 1] and g.decision == "board.decision.place"


def test_frozen_curse_one_movement_point_less_at_least_one() -> None:
    g = solo(curses=("frozen",), choices=("curse coin",))
    p = g.players[0]
    at(g, 0, "wild")
    p.sails = 3
    events = play(g, "place captain 1", "sail")
    assert next(e for e in events if e.key == "board.event.sail").params["points"] == 2
    g2 = solo(curses=("frozen",), choices=("curse coin",))
    at(g2, 0, "wild")
    events = play(g2, "place captain 1", "sail")
    assert next(e for e in events if e.key == "board.event.sail").params["points"] == 1


def _roll_sizes(events: list) -> tuple[int, int]:
    roll = next(e for e in events if e.key == "board.event.roll")
    return len(roll.params["exploration"]), len(roll.params["combat"])


def test_wild_curse_removes_a_die_from_the_whole_roll_food_included() -> None:
    g = solo(curses=("wild",), choices=("curse coin",))
    at(g, 0, "frozen")
    put(g, "t-wild")
    res(g, 0, food=3)
    play(g, "place captain 1", "land explore", "food")
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == (1, 0)  # 1 die + 1 food - 1
    g = solo(curses=("wild",), choices=("curse coin",))
    at(g, 0, "frozen")
    put(g, "t-wild")
    play(g, "place captain 1", "land explore")
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == (1, 0)  # always 1 rolled


@pytest.mark.parametrize(
    ("card", "action", "dice"),
    [
        ("t-hazard", "handle", (2, 0)),  # a sea hazard: seamanship, the sail level's 2 dice
        ("t-creature", "handle", (2, 1)),  # a sea creature: seamanship and combat
    ],
)
def test_wild_curse_spares_seamanship_rolls(card: str, action: str, dice: tuple[int, int]) -> None:
    """Ruling: the Wild curse reads "Exploration: Roll -1 exploration die"; the curse list names actions and
    activities, and a hazard's or a creature's roll is Seamanship, so its dice are not cut."""
    g = solo(curses=("wild",), choices=("curse coin",))
    p = g.players[0]
    p.sails, p.weapons = 2, 1
    at(g, 0, "frozen")
    put(g, card)
    play(g, "place captain 1", "sail", action)
    assert g.decision == "board.decision.roll"
    assert g.pending().roll is not None and g.pending().roll.exploration_cut == 0
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == dice


def test_wild_curse_spares_a_perilous_port() -> None:
    g = solo(curses=("wild",), choices=("curse coin",))
    p = g.players[0]
    p.sails = 2
    at(g, 0, "frozen")
    put(g, "t-perilous")
    res(g, 0, wood=1)
    play(g, "place captain 2", "dock")
    assert g.decision == "board.decision.roll"
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == (2, 0)


def test_wild_curse_never_touches_the_vagabond_movement_roll() -> None:
    from engines.board.solo import vagabond_phase

    g = solo(curses=("wild",), choices=("curse coin",))
    at(g, 0, "frozen")
    g.solo["intensity"] = 3
    g.preset_dice = ["blank"] * 3
    g._events = events = []
    vagabond_phase(g)
    roll = next(e for e in events if e.key == "board.event.solo.move")
    assert len(roll.params["dice"]) == 3 and not g.preset_dice


def test_wild_curse_dice_set_with_fortune_fit_in_the_dice_rolled() -> None:
    g = solo(curses=("wild",), choices=("curse plank",))
    p = g.players[0]
    at(g, 0, "frozen")
    put(g, "t-wild")
    p.coins = 9
    res(g, 0, food=2)
    play(g, "place captain 1", "land explore", "food", "food")  # 3 dice, 2 rolled
    play(g, "set star", "set star")
    assert not any(a.startswith("set") for a in legal(g))
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == (2, 0)


def test_burning_curse_combat_dice() -> None:
    g = solo(curses=("burning",), choices=("curse coin",))
    p = g.players[0]
    p.weapons = 3
    at(g, 0, "frozen")
    put(g, "t-hostile")
    res(g, 0, rum=1)
    play(g, "place captain 1", "land fight", "rum")
    g.preset_dice = ["blank"] * 5
    assert _roll_sizes(play(g, "roll")) == (0, 3)  # 3 weapons + 1 rum - 1


def test_cursed_curse_one_die_set_per_roll() -> None:
    g = solo(curses=("cursed",), choices=("curse plank",))
    p = g.players[0]
    at(g, 0, "frozen")
    put(g, "t-wild")
    p.coins = 9
    res(g, 0, food=2)
    play(g, "place captain 1", "land explore", "food", "food", "set star")
    assert not any(a.startswith("set") for a in legal(g))


def test_azure_curse_intensity_goes_down_by_one() -> None:
    g = solo(curses=("azure",), choices=("curse plank",))
    p = g.players[0]
    g.solo["intensity"] = 4
    p.coins = 9
    g._events = []
    vagabond_encounter(g, p)
    assert g.solo["intensity"] == 3 and p.coins == 5
    g.solo["intensity"] = 1
    vagabond_encounter(g, p)
    assert g.solo["intensity"] == 1


def test_plentiful_curse_one_resource_less_from_a_trade() -> None:
    g = solo(curses=("plentiful",), choices=("curse coin",))
    p = g.players[0]
    at(g, 0, "frozen")
    put(g, "t-port")
    res(g, 0, food=1, wood=1)
    play(g, "place captain 2", "dock", "pay all")
    while g.decision == "board.decision.reward" or g.decision == "board.decision.forgo":
        play(g, str(g.legal_actions()[0]))
    assert sum(p.res) == 2  # metal, rum, fabric minus one


def test_jade_curse_repair_one_plank_less_at_least_one() -> None:
    g = solo(curses=("jade",), choices=("curse coin",))
    p = g.players[0]
    at(g, 0, "frozen")
    p.planks = 3
    res(g, 0, wood=2)
    events = play(g, "place captain 3", "repair")
    assert p.planks == 4  # the free plank: 1 at least
    events = play(g, "spend wood")
    assert p.planks == 4 and "board.event.solo.repair_cursed" in keys(events)
    play(g, "spend wood")
    assert p.planks == 5


@pytest.mark.parametrize(
    ("score", "level", "nxt"),
    [
        (35, 3, 4),
        (50, 7, 7),
        (34, 3, 3),
        (25, 0, 0),
        (24, 3, 2),
        (0, 0, 0),
        (40, 0, 1),
    ],
)
def test_level_advice(score: int, level: int, nxt: int) -> None:
    assert advice(score, level) == nxt


def test_result_carries_the_level_and_its_advice() -> None:
    from engines.base import Rng
    from engines.board.captains import make_captain

    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=2), 4)
    agent = make_captain("greedy", Rng(4))
    while g.to_act is not None:
        g.apply(agent.choose(g.view(0), g.legal_actions()))
    r = g.result
    assert r["level"] == 2 and r["advice"] == advice(r["scores"][0], 2)
