"""Rulebook: Extra modules (The flying hen, The last fisherman): one test per rule and ruling, scenarios from
hand-built states, seeded playouts with both modules and a save round trip after every action."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.base import Rng, toml_ready
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.content import Content
from engines.board.game import BoardGame
from engines.board.modules import FISH_WHEN, LAST_FISH
from engines.board.sim import build_spec
from engines.simulate import main as simulate_main
from engines.simulate import run
from saves import SaveStore, SeatInfo
from tests.board.fakes import fake_content
from tests.board.helpers import PIRATE, WILD, arrange, at, keys, legal, play, put, res
from tests.board.helpers import make_content as helper_content
from tests.board.test_playouts import (
    CATALOG,
    TurnTracker,
    check_event_keys,
    check_invariants,
    check_seat_asked,
)
from tests.board.test_setup_and_rounds import skip_turn

BOTH = ("hen", "fisherman")


def new(
    modules: tuple[str, ...],
    mode: str = "discovery",
    players: int = 2,
    seed: int = 1,
    content: Content | None = None,
) -> BoardGame:
    return BoardGame.new(
        BoardConfig(mode=mode, players=players, modules=modules), seed, content or fake_content()
    )


def answer(g: BoardGame, *whens: str) -> list:
    events = []
    for w in whens:
        events += play(g, f"ate {w}")
    return events


def start_mod(
    modules: tuple[str, ...], mode: str = "discovery", players: int = 2, first: int = 0, hook: int = -1
) -> BoardGame:
    """Like ``helpers.start`` with modules: ring in sea order, seat s's hideout on space s, ``first`` plays
    first, no card revealed; the hen with the last player as set-up gives it; the hook with ``hook``."""
    g = BoardGame.new(BoardConfig(mode=mode, players=players, modules=modules), 1, helper_content())
    if "fisherman" in modules:
        answer(g, *["longer"] * players)
        g.hook = hook
    if "hen" in modules:
        g.hen = (first + players - 1) % players
    return arrange(g, first)


# --- Extra modules: configuration, state, view -----------------------------------------------------


def test_extra_modules_together_or_apart_in_both_modes_for_two_to_five_players() -> None:
    """Extra modules: "can be added together or independently, in Discovery mode or Advanced mode"."""
    for modules in (("hen",), ("fisherman",), BOTH, ("fisherman", "hen")):
        for mode in ("discovery", "advanced"):
            for players in (2, 5):
                config = BoardConfig(mode=mode, players=players, modules=modules)
                assert BoardGame.config_from_dict(BoardGame.config_to_dict(config)) == config
    for bad in (
        {"modules": ["hen", "hen"]},
        {"modules": ["owl"]},
        {"modules": ["hen"], "players": 1},
        {"modules": ["hen"], "solo": True, "players": 1},
    ):
        with pytest.raises((ValueError, TypeError)):
            BoardGame.config_from_dict(bad)


def test_extra_modules_state_saved_only_when_in_play_and_validated() -> None:
    plain = BoardGame.new(BoardConfig(mode="advanced", players=3), 4, fake_content())
    assert "modules" not in plain.to_dict()  # games without modules keep their saved shape
    g = new(BOTH, players=3)
    answer(g, "week", "today", "year")
    data = g.to_dict()
    assert data["modules"] == {"hen": g.hen, "hook": g.hook}
    twin = BoardGame.from_dict(toml_ready(data), fake_content())
    assert twin.to_dict() == data
    data["modules"]["hook"] = 3
    with pytest.raises(ValueError):
        BoardGame.from_dict(data, fake_content())


def test_extra_modules_public_view_shows_who_holds_the_hen_and_the_hook() -> None:
    g = new(BOTH, players=3)
    answer(g, "today", "week", "week")
    for seat in range(3):
        v = g.view(seat)
        assert list(v.modules) == list(BOTH) and v.hen == g.hen >= 0 and v.hook == g.hook >= 0
    v = new(("hen",)).view(0)
    assert v.hook == -1 and v.hen >= 0
    assert BoardGame.new(BoardConfig(), 1, fake_content()).view(0).hen == -1


# --- The flying hen ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_flying_hen_after_setup_the_last_player_claims_the_hen_token(mode: str, players: int) -> None:
    """After setup: "The last player claims the hen token": the player before the first, last to play."""
    for seed in (1, 2):
        g = new(("hen",), mode, players, seed)
        last = (g.first + players - 1) % players
        assert g.hen == last
        claims = [e for e in g.setup_events if e.key == "board.modules.event.hen_claim"]
        assert [e.params for e in claims] == [{"seat": last}]
        assert g.decision == "board.decision.hideout"  # the hen asks nothing


def test_the_flying_hen_when_you_fail_an_activity_the_hen_flies_to_you() -> None:
    """When you Fail an activity: "The hen flies to you, the unluckiest Captain. Claim the hen token." """
    g = start_mod(("hen",), players=3)
    assert g.hen == 2
    at(g, 0, "frozen")
    put(g, WILD.id)
    g.preset_dice = ["blank"]
    events = play(g, "place captain 1", "land explore", "roll")
    k = keys(events)
    assert k.index("board.event.fail") < k.index("board.modules.event.hen_flies")
    assert g.hen == 0 and g.players[0].coins == 3  # the hen flies; the usual compensation coin only
    assert [e.params for e in events if e.key == "board.modules.event.hen_flies"] == [{"seat": 0}]


def test_the_flying_hen_stays_with_an_owner_who_fails_again() -> None:
    g = start_mod(("hen",), players=2)
    g.hen = 0
    at(g, 0, "frozen")
    put(g, WILD.id)
    g.preset_dice = ["blank"]
    events = play(g, "place captain 1", "land explore", "roll")
    assert "board.event.fail" in keys(events) and "board.modules.event.hen_flies" not in keys(events)
    assert g.hen == 0


def test_the_flying_hen_ruling_a_lost_player_combat_is_not_a_failed_activity() -> None:
    """Ruling: player combat is an optional action with its own loser's coin, not an activity."""
    g = start_mod(("hen",), players=2)
    g.hen = 0
    for s in range(2):
        at(g, s, "frozen")
    play(g, "place captain 3", "attack 1", "fight")
    g.preset_dice = ["boarding"]
    play(g, "roll")
    g.preset_dice = ["blank"]
    events = play(g, "roll")
    assert "board.event.fight_won" in keys(events) and g.players[1].coins == 2  # the loser's coin
    assert g.hen == 0 and "board.modules.event.hen_flies" not in keys(events)


def test_the_flying_hen_when_you_lose_a_fight_against_a_pirate_ship() -> None:
    """Fail an activity covers encounters too: a pirate fight lost at the boarding phase."""
    g = start_mod(("hen",), players=2)
    at(g, 0, "azure")
    put(g, PIRATE.id, "wild")  # 3 planks, 1 cannonball, 3 boardings
    play(g, "place captain 1", "sail", "move wild", "handle")
    g.preset_dice = ["blank"]
    events = play(g, "roll")
    assert "board.event.fail" in keys(events) and g.hen == 0


def test_the_flying_hen_during_the_maintenance_phase_the_owner_receives_1_fortune_coin() -> None:
    g = start_mod(("hen",), players=2, first=0)
    assert g.hen == 1
    events = []
    for _ in range(4):
        events += skip_turn(g)
    k = keys(events)
    assert k.count("board.modules.event.hen_coin") == 1
    assert k.index("board.event.golden_marker") < k.index("board.modules.event.hen_coin")
    # each awaits twice and gets the no-luck coin each turn: 1 + 2*(2+1) = 7; the first player's set-up and
    # golden coins are 2 more; the hen's coin is the difference
    assert g.players[1].coins == 7 + 1 and g.players[0].coins == 7 + 2


@pytest.mark.parametrize("mode,rounds", [("discovery", 5), ("advanced", 7)])
def test_the_flying_hen_at_the_end_of_the_game_the_owner_receives_1_glory_point(
    mode: str, rounds: int
) -> None:
    g = start_mod(("hen",), mode, players=3, first=0)
    events = []
    while not g.is_over:
        events += skip_turn(g)
    k = keys(events)
    assert k.count("board.modules.event.hen_coin") == rounds - 1  # no Maintenance after the last round
    assert k.count("board.modules.event.hen_point") == 1
    assert k.index("board.modules.event.hen_point") < k.index("board.event.final_score")
    parts = g.result["parts"]
    assert [pp["hen"] for pp in parts] == [0, 0, 1] and g.hen == 2
    assert g.result["scores"] == [sum(pp.values()) for pp in parts]
    out = g.outcome()
    assert out is not None and [s.details["hen"] for s in out.standings] == [0, 0, 1]


# --- The last fisherman -----------------------------------------------------------------------------


def test_the_last_fisherman_after_setup_the_player_who_last_ate_fish_claims_the_hook_token() -> None:
    """After setup: "The player who last ate fish claims the hook token." Ruling: everyone is asked, in turn
    order from the first player, before the hideouts; the most recent answer wins."""
    g = new(("fisherman",), players=4, seed=3)
    order = [(g.first + i) % 4 for i in range(4)]
    assert g.decision == LAST_FISH and g.to_act == order[0] and g.hook == -1
    assert legal(g) == {f"ate {w}" for w in FISH_WHEN}
    events = []
    for i, w in enumerate(("month", "yesterday", "longer", "week")):
        assert g.to_act == order[i] and g.decision == LAST_FISH
        events += answer(g, w)
    assert g.hook == order[1] and g.decision == "board.decision.hideout"
    assert [e.params["when"] for e in events if e.key == "board.modules.event.fish_answer"] == [
        "month",
        "yesterday",
        "longer",
        "week",
    ]
    assert events[-1].key == "board.modules.event.hook_claim"
    assert events[-1].params == {"seat": order[1], "when": "yesterday"}


def test_the_last_fisherman_ruling_equally_recent_fish_draws_lots() -> None:
    winners = set()
    for seed in range(12):
        g = new(("fisherman",), players=3, seed=seed)
        order = [(g.first + i) % 3 for i in range(3)]
        events = answer(g, "today", "week", "today")
        tie = [e for e in events if e.key == "board.modules.event.fish_tie"]
        assert len(tie) == 1 and tie[0].reveals and tie[0].params["seats"] == [order[0], order[2]]
        assert g.hook in (order[0], order[2])
        winners.add(g.hook == order[0])
    assert winners == {True, False}  # the generator decides, not the seat order


def test_the_last_fisherman_a_default_action_without_the_hook_claims_it_and_gives_the_reward_again() -> None:
    """When you perform a default action and don't have the hook token: "Claim the hook token and receive the
    reward of your action again. For example, if you Fish for food, receive 2 food instead of 1." """
    g = start_mod(("fisherman",), players=2, hook=1)
    res(g, 0, food=1)
    play(g, "place captain 1")
    events = play(g, "fish sail")
    k = keys(events)
    assert k == ["board.event.fish", "board.event.gain", "board.modules.event.hook_fish", "board.event.gain"]
    assert g.hook == 0 and g.players[0].res[0] == 3
    # with the hook in hand, Await your fortune gives its single coin
    events = play(g, "await land")
    assert "board.modules.event.hook_await" not in keys(events)
    assert g.hook == 0
    # Await your fortune without the hook: 2 coins instead of 1
    coins = g.players[1].coins
    events = play(g, "place captain 1", "await sail")
    assert "board.modules.event.hook_await" in keys(events) and g.hook == 1
    assert g.players[1].coins == coins + 2


def test_the_last_fisherman_ruling_reduced_actions_are_not_default_actions() -> None:
    g = start_mod(("fisherman",), "advanced", players=2, hook=1)
    g.players[0].planks = 5
    g.spots[2].append([1, "captain"])  # spot 3 (sail + renovate) is weak for an officer
    play(g, "place officer 3", "reduce renovate")
    events = play(g, "fix")
    assert g.hook == 1 and not any(key.startswith("board.modules") for key in keys(events))


def test_the_last_fisherman_a_second_food_can_overload_the_hold() -> None:
    g = start_mod(("fisherman",), players=2, hook=1)
    res(g, 0, food=4, wood=4)
    play(g, "place captain 1", "fish sail")
    assert g.decision == "board.decision.overload" and g.players[0].res[0] == 6


def test_the_last_fisherman_during_the_maintenance_phase_pass_the_golden_marker_to_the_hooks_owner() -> None:
    """Ruling: the marker goes to the hook's owner instead of the player on the left; the first player still
    takes the golden coin."""
    g = start_mod(("fisherman",), players=3, first=0, hook=0)
    events = []
    for _ in range(6):
        events += skip_turn(g)  # everyone awaits: the hook ends with seat 2, the last to play
    assert g.hook == 2
    coin = [e.params for e in events if e.key == "board.event.golden_coin"]
    marker = [e.params for e in events if e.key == "board.modules.event.hook_marker"]
    assert coin == [{"seat": 0, "left": 3}] and marker == [{"seat": 2}]
    assert g.first == 2 and g.to_act == 2
    assert [e.params["first"] for e in events if e.key == "board.event.round_start"] == [2]


def test_the_last_fisherman_marker_stays_when_the_hooks_owner_is_on_the_left() -> None:
    g = start_mod(("fisherman",), players=2, first=0, hook=1)
    events = []
    for _ in range(4):
        events += skip_turn(g)  # seat 1 awaits last and holds the hook: the player on the first's left
    assert g.hook == 1 and g.first == 1 and "board.modules.event.hook_marker" not in keys(events)


def test_the_last_fisherman_at_the_end_of_the_game_the_hook_is_worth_no_point() -> None:
    g = start_mod(("fisherman",), "advanced", players=2)
    while not g.is_over:
        skip_turn(g)
    assert all("hen" not in pp and "hook" not in pp for pp in g.result["parts"])
    assert g.result["scores"] == [sum(pp.values()) for pp in g.result["parts"]]


# --- Agents, simulator, saves, playouts ----------------------------------------------------------


@pytest.mark.parametrize("agent", ["random", "greedy"])
def test_extra_modules_agents_answer_the_question_at_random_from_their_generator(agent: str) -> None:
    answers = set()
    for seed in range(10):
        g = new(("fisherman",), players=2, seed=seed)
        bot = make_captain(agent, Rng(seed))
        legal_now = g.legal_actions()
        choice = bot.choose(g.view(g.to_act or 0), legal_now)
        assert choice in legal_now
        again = make_captain(agent, Rng(seed)).choose(g.view(g.to_act or 0), legal_now)
        assert again == choice  # seeded
        answers.add(choice)
    assert len(answers) >= 3


def test_extra_modules_simulator_plays_each_combination_without_errors(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import argparse

    for modules in ("hen", "fisherman", "hen,fisherman"):
        args = argparse.Namespace(agents="greedy,random,random", players=3, mode="advanced", modules=modules)
        result = run(build_spec(args), ["greedy", "random", "random"], 4, 7)
        assert result["errors"] == 0 and result["finished"] == 4
        assert ("hen" in result["seats"][0]) == ("hen" in modules)
        if "hen" in modules:
            assert sum(seat["hen"] for seat in result["seats"]) == pytest.approx(1.0)
    code = simulate_main(
        ["board", "--modules", "fisherman,hen", "--games", "2", "--agents", "random,random", "--json"]
    )
    out = capsys.readouterr().out
    assert code == 0 and '"modules": ["fisherman", "hen"]' in out
    with pytest.raises(SystemExit):
        simulate_main(["board", "--modules", "owl", "--games", "1"])


def test_extra_modules_save_and_load_round_trip(save_dir: Path) -> None:
    """A saved game with both modules replays to the same state and continues identically."""
    g = BoardGame.new(BoardConfig(mode="advanced", players=3, modules=BOTH), 8)
    pick = Rng(2)
    actions = []
    for _ in range(120):
        legal_now = g.legal_actions()
        action = legal_now[pick.randrange(len(legal_now))]
        actions.append(g.format_action(action))
        g.apply(action)
    store = SaveStore(save_dir)
    seats = [SeatInfo("Anne"), SeatInfo("Bart", "ai", "easy"), SeatInfo("Calico", "ai", "hard")]
    store.save("modules", g, seed=8, actions=actions, seats=seats)
    loaded = store.load("modules")
    assert loaded.game.to_dict() == g.to_dict() and loaded.game.config.modules == BOTH
    assert (loaded.game.hen, loaded.game.hook) == (g.hen, g.hook)
    while not g.is_over:
        legal_now = g.legal_actions()
        action = legal_now[pick.randrange(len(legal_now))]
        assert loaded.game.apply(action) == g.apply(action)
    assert loaded.game.outcome() == g.outcome()


def module_playout(
    modules: tuple[str, ...], mode: str, players: int, seed: int, round_trip: bool
) -> BoardGame:
    """A random playout checking the modules' rules from the events, with a state round trip after every
    action when asked."""
    c = fake_content()
    g = BoardGame.new(BoardConfig(mode=mode, players=players, modules=modules), seed, c)
    check_event_keys(g.setup_events)
    hen_on, fish_on = "hen" in modules, "fisherman" in modules
    assert (g.hen == (g.first + players - 1) % players) if hen_on else g.hen == -1
    pick = Rng(seed ^ 0xF15)
    tracker = TurnTracker(g)
    hen_coins = 0
    while not g.is_over:
        golden = g.golden
        check_seat_asked(g)
        legal_now = g.legal_actions()
        assert legal_now and g.decision in CATALOG
        action = legal_now[pick.randrange(len(legal_now))]
        hook_before, hen_before = g.hook, g.hen
        if round_trip:
            data = g.to_dict()
            assert toml_ready(data) == data
            twin = BoardGame.from_dict(toml_ready(data), c)
            assert twin.to_dict() == data and twin.legal_actions() == legal_now
        events = g.apply(action)
        check_event_keys(events)
        tracker.see(events)
        if round_trip:
            assert twin.apply(action) == events and twin.to_dict() == g.to_dict()
        check_invariants(g, golden)
        k = keys(events)
        # the hen: with the last player who failed an activity, a coin at each Maintenance
        fails = [e.params["seat"] for e in events if e.key == "board.event.fail"]
        if hen_on:
            assert g.hen == (fails[-1] if fails else hen_before)
            assert k.count("board.modules.event.hen_coin") == k.count("board.event.maintenance")
            hen_coins += k.count("board.modules.event.hen_coin")
        else:
            assert g.hen == -1
        # the hook: claimed by a default action taken without it; the first player of every new round
        defaults = [e.params["seat"] for e in events if e.key in ("board.event.fish", "board.event.await")]
        if fish_on and g.phase.value != "setup":
            assert 0 <= g.hook < players
            assert g.hook == (defaults[-1] if defaults else hook_before)
            claims, holder = 0, hook_before
            for s in defaults:
                claims += s != holder
                holder = s
            assert (
                k.count("board.modules.event.hook_fish") + k.count("board.modules.event.hook_await") == claims
            )
            for e in events:
                if e.key == "board.event.round_start" and e.params["round"] > 1:
                    assert e.params["first"] == g.hook
        elif not fish_on:
            assert g.hook == -1
    tracker.finish()
    out = g.outcome()
    assert out is not None and out.winners
    if hen_on:
        assert hen_coins == g.round - 1
        assert [pp["hen"] for pp in g.result["parts"]] == [int(s == g.hen) for s in range(players)]
    return g


@pytest.mark.parametrize("modules", [("hen",), ("fisherman",), BOTH])
@pytest.mark.parametrize("mode,players", [("discovery", 2), ("advanced", 3), ("discovery", 5)])
def test_extra_modules_random_playouts_with_a_round_trip_after_every_action(
    modules: tuple[str, ...], mode: str, players: int
) -> None:
    module_playout(modules, mode, players, seed=players * 31 + len(modules), round_trip=True)


def test_extra_modules_playouts_are_deterministic() -> None:
    a = module_playout(BOTH, "advanced", 4, 9, round_trip=False)
    b = module_playout(BOTH, "advanced", 4, 9, round_trip=False)
    assert a.to_dict() == b.to_dict()
