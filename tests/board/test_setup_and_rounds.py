"""Rulebook: Game setup; How to play (Start of the round, Player turn, End of the round, Maintenance
phase, End of the game)."""

from __future__ import annotations

import pytest

from engines.board.actions import Act
from engines.board.config import BoardConfig
from engines.board.content import Content, Die, Sea
from engines.board.core import BoardState, Extension
from engines.board.game import BoardGame
from engines.board.setup import set_up
from engines.board.state import HIDEOUT
from tests.board.fakes import fake_content
from tests.board.helpers import (
    GIANT,
    PIRATE,
    PORT,
    WILD,
    at,
    keys,
    legal,
    make_content,
    play,
    put,
    res,
    start,
)


def new(mode: str = "discovery", players: int = 2, seed: int = 3) -> BoardGame:
    return BoardGame.new(BoardConfig(mode=mode, players=players), seed, fake_content())


def skip_turn(g: BoardGame) -> list:
    """Place the first legal token and await fortune twice."""
    seat = g.to_act
    events = play(g, str(g.legal_actions()[0]))
    if g.decision == "board.decision.reduce":
        events += play(g, str(g.legal_actions()[0]))
    while g.to_act == seat and g.decision == "board.decision.action":
        waits = [a for a in g.legal_actions() if a[0] == "await"]
        events += play(g, str(waits[0] if waits else Act("end")))
    while g.decision in ("board.decision.home", "board.decision.planks_token"):
        events += play(g, str(g.legal_actions()[0]))
    return events


# --- Game setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mode,spaces", [("discovery", 5), ("advanced", 7)])
def test_game_setup_step1_golden_spaces_and_the_setup_coin(mode: str, spaces: int) -> None:
    g = new(mode)
    # one coin leaves the action board at set-up, to the first player (ruling)
    assert g.golden == spaces - 1
    assert g.players[g.first].coins == 2
    assert [p.coins for p in g.players if p.seat != g.first] == [1]


@pytest.mark.parametrize("players,tokens", [(2, 1), (3, 2), (4, 2), (5, 3)])
def test_game_setup_step2_ring_and_bonus_tokens_by_player_count(players: int, tokens: int) -> None:
    g = new("advanced", players)
    assert sorted(g.ring) == sorted(s.value for s in Sea)
    assert g.bonus == {s: tokens for s in g.ring}
    assert set(new("discovery", players).bonus.values()) == {0}


def test_game_setup_step2_sea_tiles_are_shuffled() -> None:
    rings = {tuple(new(seed=s).ring) for s in range(8)}
    assert len(rings) > 4


@pytest.mark.parametrize("mode,per_sea", [("discovery", 18), ("advanced", 36)])
def test_game_setup_step3_decks_by_mode(mode: str, per_sea: int) -> None:
    g = new(mode)
    c = g.content
    for sea in g.ring:
        in_play = g.decks[sea] + g.revealed[sea]
        assert len(in_play) == per_sea
        assert len(set(in_play)) == per_sea
        if mode == "discovery":
            assert not any(c.cards[cid].advanced for cid in in_play)
    assert len(g.box) == (126 if mode == "discovery" else 0)


def test_game_setup_step4_first_reveal_has_no_treasure_icon() -> None:
    for seed in range(20):
        g = new("advanced", 2, seed)
        for sea in g.ring:
            assert len(g.revealed[sea]) == 1
            assert not g.content.cards[g.revealed[sea][0]].treasure_icon


def test_game_setup_step5_each_players_kit() -> None:
    g = new("advanced", 4)
    for p in g.players:
        assert p.planks == 7
        assert p.res == [1, 1, 1, 1, 1]
        assert p.parrots == [p.seat]
        assert p.gems == [] and p.tokens == {} and p.treasures == 0
        assert (p.sails, p.weapons) == (1, 1)
        assert p.captain == -1 and p.officer == -1


def test_first_player_by_die_roll_with_ties_rolling_again() -> None:
    g = BoardGame(BoardConfig(players=3), 1, fake_content())
    # seat 0 and 2 tie on one star + cannon; seat 1 rolls blanks; then 0 beats 2
    g.preset_dice = [
        "star",
        "cannon",
        "blank",
        "blank",
        "star",
        "cannon",
        "two_stars",
        "blank",
        "star",
        "boarding",
    ]
    set_up(g)
    assert g.first == 0
    rolls = [e for e in g._events if e.key == "board.event.first_roll"]
    assert [e.params["seat"] for e in rolls] == [0, 1, 2, 0, 2]
    assert all(e.reveals for e in rolls)


def test_hideouts_in_reverse_turn_order_on_free_spaces() -> None:
    g = new("discovery", 3)
    first = g.first
    order = [(first + 2) % 3, (first + 1) % 3, first]
    seen = []
    while g.decision == "board.decision.hideout":
        seen.append(g.to_act)
        options = g.legal_actions()
        taken = {p.hideout for p in g.players if p.hideout >= 0}
        assert {int(a[1]) for a in options} == set(range(7)) - taken
        g.apply(options[0])
    assert seen == order
    assert all(p.loc == HIDEOUT for p in g.players)
    assert g.to_act == first and g.round == 1


# --- Start of the round / Player turn --------------------------------------------------------------


def test_start_of_the_round_three_player_turn_order() -> None:
    g = start(players=3, first=0)
    seen = []
    for _ in range(6):
        seen.append(g.to_act)
        skip_turn(g)
    assert seen == [0, 1, 2, 0, 1, 2]
    assert g.round == 2 and g.to_act == 1  # the golden marker passed left


def test_player_turn_patch_up_a_capsized_ship() -> None:
    g = start()
    g.players[1].planks = 0
    skip_turn(g)
    assert g.to_act == 1 and g.players[1].planks == 3


def test_placement_rules_one_token_per_turn_never_on_your_other_token() -> None:
    g = start()
    first = legal(g)
    assert first == {f"place {t} {s}" for t in ("captain", "officer") for s in range(1, 7)}
    play(g, "place officer 2")
    assert g.players[0].officer == 1
    skip_rest(g)
    skip_turn(g)  # seat 1
    assert legal(g) == {f"place captain {s}" for s in (1, 3, 4, 5, 6)}


def skip_rest(g: BoardGame) -> None:
    seat = g.to_act
    while g.to_act == seat:
        options = g.legal_actions()
        waits = [a for a in options if a[0] in ("await", "end", "home", "skip")]
        g.apply(waits[0] if waits else options[0])


def test_advanced_weak_and_strong_spots() -> None:
    g = start("advanced", players=3)
    ev = play(g, "place captain 1")  # empty: strong
    assert ev[0].params["weak"] is False and g.decision == "board.decision.action"
    skip_rest(g)
    ev = play(g, "place officer 1")  # an officer on any token: weak
    assert ev[0].params["weak"] is True and g.decision == "board.decision.reduce"
    play(g, "reduce sail")
    skip_rest(g)
    ev = play(g, "place captain 2")  # empty
    assert ev[0].params["weak"] is False
    skip_rest(g)
    # second cycle: seat 0 has its officer left
    play(g, "place officer 3")
    skip_rest(g)
    assert "place captain 1" not in legal(g)  # seat 1's officer is there
    ev = play(g, "place captain 2")  # seat 1: a captain over a captain: weak
    assert ev[0].params["weak"] is True
    play(g, "reduce dock")
    skip_rest(g)
    ev = play(g, "place officer 4")
    assert ev[0].params["weak"] is False


def test_advanced_captain_over_officers_only_is_strong() -> None:
    g = start("advanced", players=2)
    play(g, "place officer 3")
    skip_rest(g)
    ev = play(g, "place captain 3")
    assert ev[0].params["weak"] is False


def test_discovery_spots_are_never_weak() -> None:
    g = start("discovery", players=2)
    play(g, "place captain 1")
    skip_rest(g)
    ev = play(g, "place captain 1")
    assert ev[0].params["weak"] is False and g.decision == "board.decision.action"


def test_reduced_action_is_announced_and_replaces_the_main_action() -> None:
    g = start("advanced")
    play(g, "place captain 3")
    skip_rest(g)
    play(g, "place captain 3")  # sail + renovate, weak
    assert legal(g) == {"reduce sail", "reduce renovate"}
    play(g, "reduce sail")
    options = legal(g)
    assert "coast" in options and "sail" not in options
    g.players[1].planks = 5
    g.legal_cache = None
    options = legal(g)
    assert {"repair", "fix"} <= options


def test_perform_your_actions_default_actions_fill_a_slot() -> None:
    g = start()
    play(g, "place captain 3")  # sail + renovate
    assert {"fish sail", "await sail", "fish renovate", "await renovate"} <= legal(g)
    play(g, "fish sail")
    assert g.players[0].res[0] == 2
    options = legal(g)
    assert not any(o.startswith(("sail", "coast", "fish sail")) for o in options)
    play(g, "await renovate")
    # 2 + 1, then the turn ends by itself (nothing else to do) with the no-luck coin
    assert g.players[0].coins == 4 and g.to_act == 1


def test_reduced_action_instead_of_a_default_action_on_a_strong_spot() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, WILD.id)
    play(g, "place captain 5")  # land + renovate
    g.players[0].planks = 6
    g.legal_cache = None
    options = legal(g)
    assert {"scavenge food", "scavenge wood", "fix"} <= options and "scavenge fabric" not in options
    play(g, "scavenge wood")
    assert g.players[0].res[1] == 2 and g.revealed["frozen"] == [WILD.id]
    play(g, "fix")
    assert g.players[0].planks == 7


def test_work_at_the_docks_gets_one_resource_of_the_trade_reward() -> None:
    g = start()
    at(g, 0, "frozen")
    put(g, PORT.id)
    play(g, "place captain 4")
    assert {"work metal", "work rum", "work fabric"} <= legal(g)
    play(g, "work rum")
    assert g.players[0].res[4] == 2 and g.revealed["frozen"] == [PORT.id]


def test_at_most_one_optional_action_per_turn() -> None:
    g = start()
    at(g, 0, "frozen")
    at(g, 1, "frozen")
    play(g, "place captain 3")
    assert {"trade 1", "attack 1"} <= legal(g)
    play(g, "trade 1", "give food", "propose", "accept")
    assert not {o for o in legal(g) if o.startswith(("trade", "attack"))}


def test_end_your_turn_at_the_hideout_discovery() -> None:
    g = start()
    g.players[0].planks = 5
    play(g, "place captain 3", "await sail", "await renovate")
    p = g.players[0]
    assert p.planks == 6 and p.res[:2] == [2, 2]


def test_end_your_turn_at_the_hideout_advanced_food_or_wood() -> None:
    g = start("advanced")
    g.players[0].planks = 5
    play(g, "place captain 3", "await sail", "await renovate")
    assert g.decision == "board.decision.home" and legal(g) == {"home food", "home wood"}
    play(g, "home wood")
    p = g.players[0]
    assert p.planks == 6 and p.res[:2] == [1, 2]


def test_end_your_turn_fortune_coin_when_nothing_collected_or_upgraded() -> None:
    g = start()
    at(g, 0, "frozen")
    play(g, "place captain 3", "await sail", "await renovate")
    assert g.players[0].coins == 2 + 2 + 1
    # an upgrade this turn: no coin
    g2 = start()
    at(g2, 0, "frozen")
    res(g2, 0, wood=1, fabric=1)
    play(g2, "place captain 3", "upgrade sails", "pay all", "await sail")
    assert g2.players[0].sails == 2 and g2.players[0].coins == 2 + 1


# --- End of the round, Maintenance phase, End of the game --------------------------------------


def test_maintenance_phase_four_steps() -> None:
    g = start(players=2, first=0, content=make_content())
    put(g, PIRATE.id, "frozen")
    put(g, PORT.id, "wild")
    put(g, GIANT.id, "wild")  # an encounter on top of a port
    g.spots[0].append([-1, "captain"])  # a blocker of no seat (the Vagabond's, later)
    for _ in range(4):
        skip_turn(g)
    # 1. encounters discarded (under their deck); 2. a new card where none is left
    assert PIRATE.id in g.decks["frozen"] and g.revealed["frozen"] and g.revealed["frozen"][0] != PIRATE.id
    assert g.revealed["wild"] == [PORT.id] and g.decks["wild"][0] == GIANT.id
    assert all(len(g.revealed[s]) == 1 for s in g.ring)
    # 3. tokens retrieved (the blocker stays); 4. coin to the first player, marker passes
    assert all(p.captain == -1 and p.officer == -1 for p in g.players)
    assert g.spots[0] == [[-1, "captain"]]
    assert g.golden == 3 and g.first == 1 and g.round == 2


@pytest.mark.parametrize("mode,rounds", [("discovery", 5), ("advanced", 7)])
def test_end_of_the_game_after_the_last_golden_coin(mode: str, rounds: int) -> None:
    g = start(mode, players=2)
    coins = []
    while not g.is_over:
        coins.append(g.golden)
        skip_turn(g)
    assert g.round == rounds and g.golden == 0
    assert coins == sorted(coins, reverse=True)
    outcome = g.outcome()
    assert outcome is not None and outcome.winners
    assert g.to_act is None and g.legal_actions() == []


def test_dice_faces_come_from_the_content() -> None:
    g = new()
    faces = {g.roll_die(Die.EXPLORATION) for _ in range(200)}
    assert faces == set(g.content.dice[Die.EXPLORATION])


def test_keys_helper() -> None:
    assert keys([]) == [] and res is not None and WILD is not None


class _Recorder(Extension):
    """An extension that records the moments it is called at, with their parameters."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, object]]] = []

    def after_setup(self, g: BoardState) -> None:
        self.calls.append(("after_setup", {}))

    def enter_sea(self, g: BoardState, seat: int, sea: str) -> None:
        self.calls.append(("enter_sea", {"seat": seat, "sea": sea}))

    def default_action(self, g: BoardState, seat: int, action: str, replaces: str) -> None:
        self.calls.append(("default_action", {"seat": seat, "action": action, "replaces": replaces}))

    def on_fail(self, g: BoardState, seat: int) -> None:
        self.calls.append(("on_fail", {"seat": seat}))

    def round_end(self, g: BoardState) -> None:
        self.calls.append(("round_end", {}))

    def maintenance(self, g: BoardState) -> None:
        self.calls.append(("maintenance", {}))

    def end(self, g: BoardState) -> None:
        self.calls.append(("end", {}))

    def score(self, g: BoardState, parts: list[dict[str, int]]) -> None:
        self.calls.append(("score", {"parts": parts}))


class _Hooked(BoardGame):
    """A game that records the moments an extension is called at (the later modules and Solo mode plug in
    there)."""

    def __init__(self, config: BoardConfig, seed: int, content: Content | None = None) -> None:
        super().__init__(config, seed, content)
        self.recorder = _Recorder()
        self.extensions = (*self.extensions, self.recorder)


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
def test_hook_points_for_the_later_modules_and_solo_mode(mode: str) -> None:
    """Extra modules, Solo mode (out of scope here) hook into known moments: after set-up, on a failed
    activity (the hen), a default action (the fisherman), a ship entering a sea (the Vagabond), the end of
    every round before Maintenance or the end of the game (the Vagabond phase), Maintenance, the scoring
    (the hen's glory point) and the end."""
    from engines.base import Rng

    g = _Hooked.new(BoardConfig(mode=mode, players=3), 11, fake_content())
    pick = Rng(5)
    counts: dict[str, int] = {}
    while not g.is_over:
        legal = g.legal_actions()
        for e in g.apply(legal[pick.randrange(len(legal))]):
            key = e.key + (".home" if e.params.get("to") == "hideout" else "")
            counts[key] = counts.get(key, 0) + 1
    calls = g.recorder.calls
    moments = [m for m, _ in calls]
    rounds = g.side.golden_spaces
    assert moments[0] == "after_setup" and moments[-2:] == ["end", "score"]
    assert moments.count("round_end") == rounds and moments.count("maintenance") == rounds - 1
    assert moments.count("on_fail") == counts.get("board.event.fail", 0)
    defaults = counts.get("board.event.fish", 0) + counts.get("board.event.await", 0)
    assert defaults and moments.count("default_action") == defaults
    entered = [p for m, p in calls if m == "enter_sea"]
    assert entered and all(set(p) == {"seat", "sea"} for p in entered)
    assert len(entered) == counts.get("board.event.move", 0)  # every move into a sea, none home
    score = dict(calls[-1][1])
    assert len(score["parts"]) == 3  # one dict of scoring parts per seat, which a module may add to


def test_perform_your_actions_the_optional_action_after_the_last_main_action() -> None:
    """Player turn, 3: "You may also take one optional action before or after one of your main actions": after
    the second circle action the turn waits for the optional action or `end`."""
    g = start()
    at(g, 0, "frozen")
    at(g, 1, "frozen")
    play(g, "place captain 3", "await sail", "await renovate")
    assert g.to_act == 0 and legal(g) == {"trade 1", "attack 1", "end"}
    play(g, "trade 1", "give coin", "propose", "accept")
    assert g.to_act == 1  # nothing left to do: the turn ended by itself


def test_end_your_turn_at_the_hideout_reached_by_sailing_home() -> None:
    """End your turn: "If your ship is at your hideout" also counts a ship that sailed home this turn."""
    g = start()
    at(g, 0, "frozen")
    g.players[0].planks = 6
    play(g, "place captain 3", "sail", "move home", "await renovate")
    p = g.players[0]
    assert p.loc == HIDEOUT and p.planks == 7 and p.res[:2] == [2, 2]
