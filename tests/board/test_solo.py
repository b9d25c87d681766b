"""Solo mode against the Vagabond of the Mists (rulebook: Solo mode: Vagabond)."""

from __future__ import annotations

from typing import Any

import pytest
import tomli_w

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from engines.board.scoring import finish
from engines.board.solo import solo_card_points, solo_title, vagabond_encounter, vagabond_phase
from engines.board.state import HIDEOUT, Phase
from tests.board.helpers import FISHING_ROUND, RING, at, keys, legal, make_content, play, put, res

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib  # type: ignore[no-redef]


def solo(
    hideout: int = 0,
    mist: int = 3,
    seed: int = 1,
    curses: tuple[str, ...] = (),
    favors: tuple[str, ...] = (),
    level: int = -1,
    choices: tuple[str, ...] = (),
) -> BoardGame:
    """A solo game at its first placement: ring in sea order, no card revealed, hideout on ``hideout``."""
    g = BoardGame.new(
        BoardConfig(mode="advanced", players=1, solo=True, curses=curses, favors=favors, level=level),
        seed,
        make_content(),
    )
    g.ring = list(RING)
    for sea in RING:
        for cid in g.revealed[sea]:
            g.decks[sea].insert(0, cid)
        g.revealed[sea] = []
    play(g, f"hideout {hideout}", f"mist {mist}", *choices)
    assert g.decision == "board.decision.place"
    return g


def test_setup_steps_7_to_11() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True), 5, make_content())
    p = g.players[0]
    ev = keys(g.setup_events)
    assert "board.event.first_roll" not in ev and "board.event.first_player" not in ev
    # 7. one fortune coin from the action board; no parrots
    assert p.coins == 2 and g.golden == g.side.golden_spaces - 1 and p.parrots == []
    assert g.phase is Phase.SETUP and g.decision == "board.decision.hideout"
    # 8. the hideout on any space; 9. his ship on the sea opposite (four seas away both ways)
    play(g, "hideout 2")
    assert g.solo["vsea"] == 6 and p.loc == HIDEOUT
    # 10. the mist tile on a free space: any space but the hideout's
    assert g.decision == "board.solo.decision.mist" and g.phase is Phase.SETUP
    assert legal(g) == {f"mist {k}" for k in range(7) if k != 2}
    play(g, "mist 5")
    assert g.solo["mist"] == 5 and g.solo["intensity"] == 1 and g.phase is Phase.PLAY
    # 11. his action tokens aside
    assert g.solo["captain"] == g.solo["officer"] == -1 and all(not s for s in g.spots)
    view = g.view(0)
    assert view.solo.vsea == 6 and view.solo.intensity == 1 and view.solo.mist == 5


def test_the_rulebook_example_intensity_5_against_2_coins_1_food_6_planks() -> None:
    g = solo()
    p = g.players[0]
    g.solo["intensity"] = 5
    p.coins, p.planks = 2, 6
    res(g, 0, food=1)
    g._events = events = []
    vagabond_encounter(g, p)
    assert (p.coins, p.res, p.planks) == (0, [0, 0, 0, 0, 0], 4)
    assert g.solo["intensity"] == 1
    demand = next(e for e in events if e.key == "board.event.solo.demand")
    assert demand.params == {"seat": 0, "coins": 2, "resources": ["food"], "planks": 2}


def test_the_missing_resources_are_lost_at_random_and_planks_can_capsize() -> None:
    g = solo()
    p = g.players[0]
    g.solo["intensity"] = 4
    p.coins, p.planks = 1, 2
    res(g, 0, wood=1)
    g._events = []
    vagabond_encounter(g, p)
    assert p.coins == 0 and p.res == [0] * 5 and p.planks == 0 and g.solo["capsized"] == 1


def test_you_encounter_him_when_you_enter_his_sea_before_its_card() -> None:
    g = solo(hideout=0)  # Vagabond in the burning sea (4)
    p = g.players[0]
    at(g, 0, "cursed")
    put(g, "t-port", "burning")
    g.solo["intensity"] = 2
    p.coins, p.sails = 3, 2
    events = play(g, "place captain 1", "sail", "move burning")
    ks = keys(events)
    assert ks.index("board.event.move") < ks.index("board.event.solo.encounter")
    assert p.coins == 1 and g.solo["intensity"] == 1
    # the sea's card comes after the encounter: the sail goes on
    assert g.decision == "board.decision.sail"


def test_you_do_not_encounter_him_where_you_start_but_do_when_you_come_back() -> None:
    g = solo(hideout=0)
    p = g.players[0]
    p.sails = 3
    at(g, 0, "burning")
    put(g, "t-port", "burning")
    put(g, "t-wild", "cursed")
    events = play(g, "place captain 1", "sail")
    assert "board.event.solo.encounter" not in keys(events)
    events = play(g, "move cursed")
    assert "board.event.solo.encounter" not in keys(events)
    events = play(g, "move burning")
    assert "board.event.solo.encounter" in keys(events)


def test_capsized_by_him_on_entering_ends_the_sail() -> None:
    g = solo(hideout=0)
    p = g.players[0]
    at(g, 0, "cursed")
    g.solo["intensity"] = 3
    p.coins, p.planks = 0, 3
    res(g, 0)
    events = play(g, "place captain 1", "sail", "move burning")
    ks = keys(events)
    assert g.solo["capsized"] == 1 and "board.event.turn_ends_capsized" in ks
    assert not g.revealed["burning"]  # nothing revealed: the ship went no further
    # the turn ended; the next one starts by patching up the ship
    assert ks.index("board.event.sail_end") < ks.index("board.event.patch_up") and p.planks == 3


def _phase(g: BoardGame, dice: list[str]) -> list[Any]:
    g.preset_dice = list(dice)
    g._events = events = []
    vagabond_phase(g)
    assert not g.preset_dice
    return events


def test_phase_moves_him_the_shortest_way_discards_on_his_path_and_stops_on_you() -> None:
    g = solo(hideout=0)  # he is in the burning sea (4)
    p = g.players[0]
    at(g, 0, "frozen")  # 0: three seas away clockwise (4 -> 5 -> 6 -> 0), four the other way
    for sea, cid in (
        ("burning", "t-port"),
        ("plentiful", "t-wild"),
        ("jade", "t-hostile"),
        ("cursed", "t-giant"),
    ):
        put(g, cid, sea)
    g.solo["intensity"] = 2
    p.coins = 5
    events = _phase(g, ["two_stars", "blank"])  # 2 stars: 4 -> 5 -> 6
    assert g.solo["vsea"] == 6
    move = next(e for e in events if e.key == "board.event.solo.move")
    assert move.params["seas"] == ["burning", "plentiful", "jade"] and move.params["stars"] == 2
    assert not g.revealed["burning"] and not g.revealed["plentiful"] and not g.revealed["jade"]
    assert g.revealed["cursed"] == ["t-giant"]  # not on his path
    assert g.bonus["jade"] == 0 and g.bonus["burning"] == 1  # his current sea's bonus token
    assert g.solo["intensity"] == 3  # no encounter: he grows impatient
    events = _phase(g, ["two_stars", "two_stars", "two_stars"])  # 6 stars, but he stops on you
    assert g.solo["vsea"] == 0 and "board.event.solo.encounter" in keys(events)
    assert g.solo["intensity"] == 1 and p.coins == 2


def test_five_dice_at_most_and_the_other_way_round() -> None:
    g = solo(hideout=0)
    at(g, 0, "cursed")  # 3: one sea counter-clockwise of 4
    g.solo["intensity"] = 9
    events = _phase(g, ["blank"] * 5)
    move = next(e for e in events if e.key == "board.event.solo.move")
    assert len(move.params["dice"]) == 5 and g.solo["vsea"] == 4 and g.solo["intensity"] == 10
    _phase(g, ["star"] * 5)
    assert g.solo["vsea"] == 3


def test_at_your_hideout_he_stays_but_still_troubles_his_sea() -> None:
    g = solo(hideout=0)
    put(g, "t-port", "burning")
    events = _phase(g, [])
    assert "board.event.solo.no_sense" in keys(events) and g.solo["vsea"] == 4
    assert not g.revealed["burning"] and g.bonus["burning"] == 0 and g.solo["intensity"] == 2


def test_no_encounter_with_a_capsized_ship() -> None:
    g = solo(hideout=0)
    p = g.players[0]
    at(g, 0, "burning")
    p.planks = 0
    events = _phase(g, ["blank"])
    assert "board.event.solo.encounter" not in keys(events) and g.solo["intensity"] == 2


def test_his_tokens_follow_yours_block_like_another_player_and_stay_at_maintenance() -> None:
    g = solo(hideout=0)
    p = g.players[0]
    play(g, "place captain 1", "await sail", "await land", "home food")
    play(g, "place officer 4", "await land", "await dock", "home wood")
    # the round ended: the Vagabond phase moved his tokens, then Maintenance kept them
    assert g.solo["captain"] == 0 and g.solo["officer"] == 3
    assert [-1, "captain"] in g.spots[0] and [-1, "officer"] in g.spots[3]
    assert p.captain == p.officer == -1 and g.round == 2
    play(g, "place captain 1")
    assert g.decision == "board.decision.reduce"  # his captain makes spot 1 weak for yours


def test_solo_maintenance_coin_and_no_golden_marker() -> None:
    g = solo()
    p = g.players[0]
    res(g, 0)
    coins, golden = p.coins, g.golden
    events = play(g, *FISHING_ROUND)
    ks = keys(events)
    assert "board.event.golden_marker" not in ks
    assert ks.index("board.event.solo.phase") < ks.index("board.event.maintenance")
    assert g.golden == golden - 1
    # two no-luck coins and the coin of the action board
    assert p.coins == coins + 3


def test_the_solo_card_track_table() -> None:
    table = {0: 0, 1: 0, 2: 0, 3: 1, 4: 2, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8, 10: 10, 11: 11}
    assert {n: solo_card_points(n) for n in table} == table


@pytest.mark.parametrize(
    ("score", "title"),
    [
        (0, "misadventure"),
        (24, "misadventure"),
        (25, "simple_stroll"),
        (29, "simple_stroll"),
        (30, "promising_excursion"),
        (34, "promising_excursion"),
        (35, "admirable_journey"),
        (39, "admirable_journey"),
        (40, "formidable_adventure"),
        (44, "formidable_adventure"),
        (45, "exceptional_expedition"),
        (49, "exceptional_expedition"),
        (50, "legendary_odyssey"),
        (80, "legendary_odyssey"),
    ],
)
def test_the_score_titles(score: int, title: str) -> None:
    assert solo_title(score) == title


def test_solo_scoring_uses_the_table_and_no_parrots() -> None:
    g = solo()
    p = g.players[0]
    p.tracks = {"exploration": ["x"] * 5, "combat": ["y"] * 10, "trade": ["z"] * 2}
    g._events = []
    finish(g)
    parts = g.result["parts"][0]
    assert parts["cards"] == 4 + 10 + 0 and parts["parrots"] == 0
    assert g.result["title"] == solo_title(g.result["scores"][0])
    assert g.result["reason"] == "board.solo.outcome"


def _play_out(g: BoardGame, agent: str, seed: int, check_saves: bool = False) -> list[Any]:
    a = make_captain(agent, Rng(seed))
    events = list(g.setup_events)
    while g.to_act is not None:
        legal_now = g.legal_actions()
        events.extend(g.apply(a.choose(g.view(0) if a.needs_view else None, legal_now)))
        if check_saves:
            data = tomllib.loads(tomli_w.dumps(g.to_dict()))
            again = BoardGame.from_dict(data)
            assert again.to_dict() == g.to_dict()
            assert again.legal_actions() == g.legal_actions()
    return events


def test_a_whole_solo_game_has_a_vagabond_phase_before_each_maintenance_and_at_the_end() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True), 3)
    events = _play_out(g, "greedy", 3)
    ks = keys(events)
    rounds = g.side.golden_spaces
    assert ks.count("board.event.solo.phase") == rounds and ks.count("board.event.maintenance") == rounds - 1
    assert ks.index("board.event.solo.phase", len(ks) - 40) < ks.index("board.event.final_score")
    outcome = g.outcome()
    assert outcome is not None and outcome.reason_key == "board.solo.outcome"
    score = g.result["scores"][0]
    assert outcome.winners == ((0,) if score >= 35 else ())
    assert g.result["title"] == solo_title(score)


@pytest.mark.parametrize("seed", [1, 2])
def test_saves_round_trip_after_every_action_of_solo_games(seed: int) -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=seed + 2), seed)
    _play_out(g, "random", seed, check_saves=True)
    assert g.phase is Phase.OVER


def test_a_solo_game_saved_with_the_store_resumes_identically(tmp_path: Any) -> None:
    from saves import SaveStore, SeatInfo

    config = BoardConfig(mode="advanced", players=1, solo=True, level=4, quests=("great_sailor",))
    game = BoardGame.new(config, 21)
    pick = Rng(8)
    actions = []
    for _ in range(60):
        legal_now = game.legal_actions()
        action = legal_now[pick.randrange(len(legal_now))]
        actions.append(game.format_action(action))
        game.apply(action)
    store = SaveStore(tmp_path)
    store.save("solo", game, seed=21, actions=actions, seats=[SeatInfo("Anne")])
    loaded = store.load("solo")
    assert loaded.game.to_dict() == game.to_dict()
    while not game.is_over:
        legal_now = game.legal_actions()
        assert loaded.game.legal_actions() == legal_now
        action = legal_now[pick.randrange(len(legal_now))]
        assert loaded.game.apply(action) == game.apply(action)
    assert loaded.game.outcome() == game.outcome() and loaded.game.result == game.result
