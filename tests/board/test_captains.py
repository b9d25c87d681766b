"""The board game's AI captains by level: the shared factory, fairness, every decision kind, the ladder."""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest

from engines.agents import agent_names, factory_for, make_agent
from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains import (
    CAPTAINS,
    EasyCaptain,
    MediumCaptain,
    answers,
    make_captain,
    planner,
    turns,
)
from engines.board.captains.discovery_value import discovery_future, own_turns_left
from engines.board.captains.planner import Planner
from engines.board.captains.search import (
    MAX_PLACEMENTS,
    MAX_PLACEMENTS_SOLO,
    MIN_WORLDS_MULTI,
    SHORT_HORIZON,
    SOLO_HORIZON,
    TO_THE_END,
    HardCaptain,
    _clock,
    evaluate,
    glory,
    horizon_for,
    turns_left,
)
from engines.board.captains.solo_value import solo_future
from engines.board.config import BoardConfig
from engines.board.game import DECISIONS, BoardGame
from engines.board.tables import tables
from engines.board.view import shared_view
from engines.simulate import main as simulate_main


def _play_until(game: BoardGame, stop: Any, seed: int = 3) -> None:
    bots = [make_captain("medium", Rng(seed + s)) for s in range(game.num_seats)]
    while game.to_act is not None and not stop(game):
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))


def _mid_game(mode: str = "advanced", seed: int = 11) -> BoardGame:
    """A game in its second round, at a placement (a searched decision with many choices)."""
    game = BoardGame.new(BoardConfig(mode=mode, players=2), seed)
    _play_until(game, lambda g: g.round >= 2 and g.decision == "board.decision.place")
    assert game.decision == "board.decision.place"
    return game


def test_one_factory_for_both_games() -> None:
    hard = make_agent("board", "hard:fighter", 5, 0.01)
    assert isinstance(hard, HardCaptain) and hard.profile.name == "fighter" and hard.budget == 0.01
    assert isinstance(make_agent("board", "easy", 5), EasyCaptain)
    assert isinstance(make_agent("board", "medium:trader", 5), MediumCaptain)
    assert {"easy", "medium", "hard", "random", "greedy", "hard:explorer"} <= set(agent_names("board"))
    for level in ("easy", "medium", "hard"):
        agent = make_agent("cards", level, 5)
        assert agent.needs_view and agent.name == level
    with pytest.raises(ValueError):
        make_agent("board", "legendary", 1)
    with pytest.raises(ValueError):
        make_agent("chess", "easy", 1)


def test_every_decision_kind_has_a_handler() -> None:
    kinds = {key.rsplit(".", 1)[1] for key in DECISIONS.values()} - {"over"}
    for kind in kinds:
        assert kind in MediumCaptain.handlers, kind


def test_remaining_cards_are_the_real_deck_contents() -> None:
    game = _mid_game()
    view = game.view(game.to_act or 0)
    left = view.remaining_cards()
    for sea, deck in game.decks.items():
        assert Counter(left[sea]) == Counter(deck), sea
    # the sampled world is a full state that agrees with the view
    world = BoardGame.from_dict(view.sample_world(Rng(1)), view.content)
    seat = view.seat
    sampled = world.view(seat)
    for key in ("players", "revealed", "spots", "sampler", "deck_sizes", "ring", "pending"):
        assert getattr(sampled, key) == getattr(view, key), key


def test_sampled_worlds_keep_the_known_bottom_cards_where_they_are() -> None:
    """Cards everyone saw put under a deck (encounters discarded at Maintenance, treasure-icon cards set aside
    at set-up) lie at its bottom in every sampled world, in their order; only the rest is shuffled."""
    game = _mid_game()
    view = game.view(game.to_act or 0)
    known = {sea: cards for sea, cards in view.known_bottom.items() if cards}
    assert known
    for sea, cards in known.items():
        assert list(cards) == game.decks[sea][: len(cards)]
    rng = Rng(5)
    tops: dict[str, set[str]] = {sea: set() for sea in known}
    for _ in range(30):
        world = view.sample_world(rng)
        for sea, deck in world["decks"].items():
            assert Counter(deck) == Counter(game.decks[sea])
            cards = known.get(sea, ())
            assert deck[: len(cards)] == list(cards) and world["bottom"].get(sea, 0) == len(cards)
            if sea in tops:
                tops[sea].add(deck[-1])
        sampled = BoardGame.from_dict(world, view.content).view(view.seat)
        assert sampled.known_bottom == view.known_bottom
    assert all(len(seen) > 1 for sea, seen in tops.items() if len(game.decks[sea]) > len(known[sea]) + 1)


def test_a_deck_drawn_down_to_its_known_bottom_cards_knows_fewer() -> None:
    game = BoardGame.new(BoardConfig(mode="discovery", players=2), 4)
    sea = game.ring[0]
    deck = game.decks[sea]
    for _ in range(2):
        game.revealed[sea].append(deck.pop())
        game.discard(sea, game.revealed[sea][-1])
    assert game.view(0).known_bottom[sea] == tuple(deck[:2])
    bottom = deck[:2]
    while len(deck) > 1:
        game.reveal(sea, 0)
    assert game.bottom[sea] == 1 and game.view(0).known_bottom[sea] == (bottom[0],)
    again = BoardGame.from_dict(game.to_dict())
    assert again.view(0).known_bottom == game.view(0).known_bottom
    game.reveal(sea, 0)
    assert sea not in game.view(0).known_bottom


def test_a_rollout_view_shows_what_the_public_view_shows() -> None:
    """The search's cheap view (shared with the live game, no world sampler) reads the same as the copy a seat
    gets, captain by captain; only the public view deals worlds."""
    game = _mid_game(mode="advanced")
    seat = game.to_act
    assert seat is not None
    public, shared = game.view(seat), shared_view(game, seat)
    assert shared.sampler is None and public.sampler is not None and not hasattr(public, "frames")
    for f in fields(public):
        if f.name not in ("players", "sampler", "ring", "revealed"):
            assert getattr(shared, f.name) == getattr(public, f.name), f.name
    assert list(shared.ring) == list(public.ring)
    assert {s: list(p) for s, p in shared.revealed.items()} == {
        s: list(p) for s, p in public.revealed.items()
    }
    for mine, theirs in zip(shared.players, public.players, strict=True):
        for f in fields(theirs):
            value = getattr(mine, f.name)
            if f.name == "tracks":
                value = {t: tuple(cards) for t, cards in value.items()}
            elif isinstance(value, list):
                value = tuple(value)
            assert value == getattr(theirs, f.name), f.name
    with pytest.raises(ValueError):
        shared.sample_world(Rng(1))


def test_fair_hard_captain_ignores_the_hidden_deck_order() -> None:
    game = _mid_game()
    seat = game.to_act
    assert seat is not None
    data = game.to_dict()
    # the same public position with every deck's hidden part in another order and other future dice (the
    # cards everyone saw put under a deck stay where they are: that is public)
    assert any(data["bottom"].values())
    shuffled = dict(data, decks={s: list(d) for s, d in data["decks"].items()}, rng=Rng(99).to_str())
    rng = Rng(12345)
    for sea, deck in shuffled["decks"].items():
        known = data["bottom"].get(sea, 0)
        hidden = deck[known:]
        rng.shuffle(hidden)
        deck[known:] = hidden
    other = BoardGame.from_dict(shuffled)
    assert other.decks != game.decks
    view_a, view_b = game.view(seat), other.view(seat)
    assert view_a == view_b
    legal = game.legal_actions()
    picks = []
    for view in (view_a, view_b):
        captain = HardCaptain("hard", Rng(7), iterations=3)
        picks.append(captain.choose(view, legal))
    assert picks[0] == picks[1]
    assert picks[0] in legal


def test_hard_captain_plays_legal_moves_to_the_end() -> None:
    game = BoardGame.new(BoardConfig(mode="discovery", players=3), 21)
    bots = [
        HardCaptain("hard", Rng(1), iterations=1, horizon=1),
        make_captain("easy", Rng(2)),
        make_captain("medium:fighter", Rng(3)),
    ]
    searched = 0
    while game.to_act is not None:
        seat = game.to_act
        legal = game.legal_actions()
        action = bots[seat].choose(game.view(seat), legal)
        assert action in legal
        if seat == 0:
            searched += bots[0].last_iterations > 0
        game.apply(action)
    assert searched > 10
    assert game.outcome() is not None


@pytest.mark.parametrize(
    ("mode", "players", "horizons"),
    [
        # Discovery: short all game long (the fitted points to come judge where it stops; the last turns'
        # rollouts reach the end by themselves)
        ("discovery", 2, [SHORT_HORIZON] * 10),
        ("discovery", 3, [SHORT_HORIZON] * 10),
        ("discovery", 4, [SHORT_HORIZON] * 10),
        ("discovery", 5, [SHORT_HORIZON] * 10),
        # Advanced: short all game long
        ("advanced", 4, [SHORT_HORIZON] * 14),
    ],
)
def test_rollout_horizon_follows_the_turns_left(mode: str, players: int, horizons: list[int]) -> None:
    game = BoardGame.new(BoardConfig(mode=mode, players=players), 5)
    bots = [make_captain("medium", Rng(s)) for s in range(players)]
    seen: dict[int, int] = {}  # turns per seat left -> horizon
    while game.to_act is not None:
        left = turns_left(game)
        seen.setdefault(left, horizon_for(game))
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    assert sorted(seen, reverse=True) == list(range(len(horizons), 0, -1))  # 5 rounds, or 7 in Advanced
    assert [seen[k] for k in sorted(seen, reverse=True)] == horizons


@pytest.mark.parametrize(("mode", "players"), [("discovery", 2), ("discovery", 4), ("advanced", 3)])
def test_a_rollout_from_a_hideout_plays_the_first_turns(mode: str, players: int) -> None:
    """The hideouts are placed before the first round: a rollout from there plays its turns per seat from the
    first turn on (it used to stop as the first round began, where every hideout looked the same)."""
    game = BoardGame.new(BoardConfig(mode=mode, players=players), 5)
    seat = game.to_act
    assert seat is not None and game.view(seat).pending.name == "hideout"
    HardCaptain("hard", Rng(1)).rollout(game, game.legal_actions()[0], seat, 7, SHORT_HORIZON)
    assert game.round == 1 + SHORT_HORIZON // 2  # two turns of every seat played: the whole first round
    assert _clock(game) == (2 + SHORT_HORIZON) * players


def test_solo_rollouts_play_two_rounds_until_the_last_three() -> None:
    """Solo: a rollout plays two rounds and is judged by the points now plus the medium captain's expected points
    to come (a whole game from the first round left an early decision 2-10 worlds); the last three rounds play
    to the end, where the final score judges exactly."""
    game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    bot = make_captain("medium", Rng(1))
    seen: dict[int, int] = {}
    futures: dict[int, float] = {}
    while game.to_act is not None:
        left = turns_left(game)
        if game.round >= 1 and left not in seen:
            seen[left] = horizon_for(game)
            futures[left] = evaluate(game, 0) - glory(game, 0)
            assert futures[left] == pytest.approx(solo_future(game.players[0], game.solo, left))
        game.apply(bot.choose(game.view(0), game.legal_actions()))
    assert [seen[k] for k in sorted(seen, reverse=True)] == [SOLO_HORIZON] * 8 + [TO_THE_END] * 6
    # the points to come shrink as the game nears its end, and none are left once it is over
    assert futures[12] > futures[6] > futures[1] > 0
    assert evaluate(game, 0) == glory(game, 0) == game.result["scores"][0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_discovery_rollouts_judge_each_seat_by_its_points_to_come(
    players: int,
) -> None:
    """Discovery: a short rollout is judged by every seat's points now plus its expected points to
    come (fitted on the medium captains' games) against the best other seat's; a seat whose turn of the cycle
    has started has one turn fewer to come than those still to play; once over, the final scores judge."""
    game = BoardGame.new(BoardConfig(mode="discovery", players=players), 11)
    bots = [make_captain("medium", Rng(s)) for s in range(players)]
    early: list[float] = []
    checked = 0
    while game.to_act is not None:
        if game.round >= 1:
            assert horizon_for(game) == SHORT_HORIZON
            left = turns_left(game)
            _, pos = game.round_position()
            own = [own_turns_left(left, s, game.first, pos, players) for s in range(players)]
            assert (
                own[(game.first + pos) % players] == left
            )  # the seat to start now has all its turns to come
            assert all(o in (left, left - 1) for o in own)
            values = [
                glory(game, s) + discovery_future(p, players, own[s]) for s, p in enumerate(game.players)
            ]
            for seat in range(players):
                best_other = max(v for s, v in enumerate(values) if s != seat)
                assert evaluate(game, seat) == pytest.approx(values[seat] - best_other)
            if left >= 5:
                early.append(discovery_future(game.players[0], players, own[0]))
            checked += 1
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    assert checked > 0
    assert all(f > 0 for f in early)  # points are still to come in the first rounds
    scores = game.result["scores"]
    assert evaluate(game, 0) == scores[0] - max(scores[1:]) + (3 if 0 in game.result["winners"] else -3)


def test_at_four_players_an_alternative_needs_enough_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """With fewer than MIN_WORLDS_MULTI worlds the search keeps the given choice (here the last legal
    action, rarely the best), where the two-player threshold would have left it."""
    import engines.board.captains.search as search

    game = BoardGame.new(BoardConfig(mode="discovery", players=4), 8)
    bots = [make_captain("medium", Rng(s)) for s in range(4)]
    iterations = MIN_WORLDS_MULTI - 1
    assert iterations >= search.MIN_WORLDS
    searched = kept = left = 0
    while game.to_act is not None and searched < 12:
        seat = game.to_act
        legal = game.legal_actions()
        view = game.view(seat)
        if seat == 0 and len(legal) > 2:
            searched += 1
            for threshold in (MIN_WORLDS_MULTI, search.MIN_WORLDS):
                monkeypatch.setattr(search, "MIN_WORLDS_MULTI", threshold)
                captain = HardCaptain("hard", Rng(searched), iterations=iterations)
                MediumCaptain.choose(captain, view, legal)  # the search ranks placements with the planner
                same = captain.search(view, legal, legal[-1]) == legal[-1]
                if threshold == MIN_WORLDS_MULTI:
                    kept += same
                else:
                    left += not same
        game.apply(bots[seat].choose(view, legal))
    assert searched == 12
    assert kept == 12
    assert left > 0


def test_medium_beats_easy_more_often_than_not() -> None:
    wins = {"easy": 0.0, "medium": 0.0}
    games = 16
    for g in range(games):
        names = ("medium", "easy") if g % 2 == 0 else ("easy", "medium")
        game = BoardGame.new(BoardConfig(mode="discovery", players=2), 500 + g)
        bots = [make_captain(n, Rng(g * 2 + s)) for s, n in enumerate(names)]
        while game.to_act is not None:
            seat = game.to_act
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
        winners = game.result["winners"]
        for s in winners:
            wins[names[s]] += 1 / len(winners)
    assert wins["medium"] > wins["easy"]


def test_simulator_reports_the_hard_captain(capsys: pytest.CaptureFixture[str]) -> None:
    code = simulate_main(
        ["board", "--agents", "hard,medium", "--games", "1", "--budget", "0.005", "--json", "--seed", "4"]
    )
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["budget"] == 0.005 and result["finished"] == 1
    hard, medium = result["seats"]
    assert hard["agent"] == "hard" and medium["agent"] == "medium"
    for seat in (hard, medium):
        low, high = seat["ci95"]
        assert low <= seat["win_rate"] <= high
        assert seat["choice_ms_p95"] >= seat["choice_ms_median"] > 0
        assert seat["mean_score"] > 0
    assert hard["choice_ms_median"] > medium["choice_ms_median"]


def test_every_captain_name_is_made() -> None:
    for name in CAPTAINS:
        agent = make_captain(name, Rng(1), 0.01)
        assert agent.name == name


def test_balance_report_includes_the_levels() -> None:
    from engines.board.balance import run_balance

    result = run_balance("discovery", 2, 2, 1, ["easy", "medium:trader"])
    assert result["errors"] == 0
    assert set(result["strategies"]) == {"easy", "medium:trader"}
    assert all(st["games"] == 2 for st in result["strategies"].values())


def test_app_session_plays_the_captains_and_resumes_with_the_same_ai(save_dir: Path) -> None:
    from saves import SaveStore, SeatInfo
    from tui.session import GameSession

    store = SaveStore(save_dir)
    seats = (SeatInfo("Flint", "ai", "easy"), SeatInfo("Bones", "ai", "medium:fighter"))
    first = GameSession.start(
        BoardGame,
        BoardConfig(mode="advanced", players=2),
        31,
        seats,
        store=store,
        agent_factory=factory_for("board"),
    )
    for _ in range(40):
        first.apply(first.choose_ai())
    first.save("captains")
    resumed = GameSession.from_loaded(store.load("captains"), store=store, agent_factory=factory_for("board"))
    for _ in range(60):
        mine, theirs = first.choose_ai(), resumed.choose_ai()
        assert mine == theirs and mine in first.game.legal_actions()
        first.apply(mine)
        resumed.apply(theirs)
    assert resumed.actions == first.actions


def test_a_captain_plans_a_roll_with_the_dice_a_curse_leaves() -> None:
    """Under the Wild curse an island's free die plus one food rolls one die: that food alone buys nothing,
    so no plan spends exactly one food; two food roll two dice."""
    from engines.board.captains import boost_options

    plain = boost_options(("stars", 2), 1, 0, (), (), 1, 0, 0, False, False)
    assert any(o[1] == 1 for o in plain)  # without the curse the food is a die more
    cursed = boost_options(("stars", 2), 1, 0, (), (), 1, 0, 0, False, False, 1, 0)
    assert all(o[1] == 0 for o in cursed)
    two = boost_options(("stars", 2), 1, 0, (), (), 2, 0, 0, False, False, 1, 0)
    assert {o[1] for o in two} == {0, 2}
    # the chance of two food under the curse is the chance of two dice
    assert max(o[0] for o in two) == pytest.approx(max(o[0] for o in plain))


def test_critical_value_grows_with_the_alternatives_and_shrinks_with_the_worlds() -> None:
    from engines.board.captains.search import critical_value

    one, seven = critical_value(0.16, 1, 400), critical_value(0.16, 7, 400)
    assert one == pytest.approx(0.994, abs=0.01)  # about one standard error for a single comparison
    assert seven > one + 0.7  # the best of seven noisy alternatives must clear more
    assert critical_value(0.16, 7, 6) > seven  # few worlds: Student's t is wider than the normal


def _noisy_search(
    monkeypatch: pytest.MonkeyPatch, better: int | None, confirm_share: float, alpha: float
) -> int:
    """How many of 60 searches at a placement leave the plain choice, when each rollout's value is noise (the
    world's, standard deviation 3, and the candidate's own, 1) plus 1 point for the candidate ``better``
    (None: every candidate is equal)."""
    from engines.board.captains.search import Outcome

    game = _mid_game()
    seat = game.to_act
    assert seat is not None
    view, legal = game.view(seat), game.legal_actions()
    noise = Rng(77)

    def rollout(self: HardCaptain, g: BoardGame, action: Any, s: int, seed: int, horizon: int) -> Outcome:
        # the world's part (the same for every candidate: common random numbers) and the candidate's own
        world = Rng(seed).randrange(10_000) / 10_000 - 0.5
        value = (world * 3 + (noise.randrange(10_000) / 10_000 - 0.5)) * 12**0.5
        if better is not None and action == self.cands_for_test[better]:  # type: ignore[attr-defined]
            value += 1.0
        return Outcome(value, 0.0, (0,) * 7)

    monkeypatch.setattr(HardCaptain, "rollout", rollout)
    switches = 0
    for i in range(60):
        captain = HardCaptain("hard", Rng(i), iterations=16)
        plain = MediumCaptain.choose(captain, view, legal)
        captain.cands_for_test = cands = captain.candidates("place", legal, plain)  # type: ignore[attr-defined]
        assert len(cands) >= 5
        # alpha -1: the old test, one standard error (alpha 0.16) on the best of the alternatives
        captain.alpha = 0.16 * (len(cands) - 1) if alpha < 0 else alpha
        captain.confirm_share = confirm_share
        switches += captain.search(view, legal, plain) != plain
    return switches


def test_the_acceptance_test_resists_the_maximum_of_the_noise(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every candidate equal, rollouts pure noise: the old test (the best alternative against one standard
    error, one stage) leaves the medium choice often; the two-stage test (a fresh confirmation of the leader,
    the defaults) and the one-stage test with the count of alternatives (Bonferroni) less often; a real gain is
    still taken."""
    from engines.board.captains.search import ALPHA, CONFIRM_SHARE

    old = _noisy_search(monkeypatch, None, 0.0, -1.0)  # the Bonferroni share undone: about z = 1
    two_stage = _noisy_search(monkeypatch, None, CONFIRM_SHARE, ALPHA)
    bonferroni = _noisy_search(monkeypatch, None, 0.0, ALPHA)
    taken = _noisy_search(monkeypatch, 2, CONFIRM_SHARE, ALPHA)
    assert old >= 15
    assert two_stage <= old * 2 // 3 and bonferroni <= old * 2 // 3
    assert taken >= 30  # (20, 11, 7 and 42 of 60 at these seeds)


def _solo_planner(tracks: dict[str, int]) -> MediumCaptain:
    """A medium captain that has read the view of a fresh Solo game whose tracks hold ``tracks`` cards."""
    game = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    p = game.players[0]
    jade = iter([cid for cid, c in game.content.cards.items() if c.sea.value == "jade"])
    for t, n in tracks.items():
        p.tracks[t] = [next(jade) for _ in range(n)]
    cap = MediumCaptain("medium", Rng(1))
    view = game.view(0)
    cap.v, cap.c, cap.me, cap.adv, cap.d = view, view.content, view.players[0], True, view.pending
    cap.t = tables(view.content)
    cap.tok = set()
    return cap


def test_a_solo_captain_puts_a_card_on_its_longest_track() -> None:
    """Solo counts each track alone (cards - 2, + 1 per 5): a card that may go on two tracks goes on the longer
    one (in a multiplayer Advanced game the captain ranks the tracks against the others instead)."""
    from engines.board.actions import Act
    from engines.board.captains import answers

    legal = [Act("track", "exploration"), Act("track", "combat")]
    assert answers.track(_solo_planner({"exploration": 1, "combat": 3}), legal) == Act("track", "combat")
    assert answers.track(_solo_planner({"exploration": 4, "combat": 2}), legal) == Act("track", "exploration")


def test_a_solo_captain_values_a_card_by_the_track_it_lengthens() -> None:
    """In Solo a card explored is worth more to a captain whose exploration track already scores."""
    content = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True), 5).content
    card = next(c for c in content.cards.values() if c.sea.value == "azure")
    short = _solo_planner({"exploration": 0}).card_value(card, "explore")
    long = _solo_planner({"exploration": 4}).card_value(card, "explore")
    assert long > short


def test_no_decision_keeps_a_player_waiting_more_than_the_wall_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a machine so busy that the captain's thread gets no CPU, a placement (weight 2: 0.6 s of CPU) still
    answers once the wall clock passes MAX_WALL (0.55 s), not at 1.4 x its budget (0.84 s)."""
    import engines.board.captains.search as search

    class Clock:
        wall = 0.0

        def perf_counter(self) -> float:
            self.wall += 0.01  # every look at the clock finds 10 ms gone
            return self.wall

        def thread_time(self) -> float:
            return 0.0  # the captain's thread never runs

    clock = Clock()
    game = _mid_game()
    seat = game.to_act
    assert seat is not None
    captain = make_captain("hard", Rng(5))
    monkeypatch.setattr(search, "time", clock)
    action = captain.choose(game.view(seat), game.legal_actions())
    assert action in game.legal_actions()
    assert 0.5 <= clock.wall <= 0.6, clock.wall


def test_a_solo_search_compares_more_placements() -> None:
    """A Solo rollout plays one seat, so the search can afford to compare more of the planner's best placements
    (AI.md, "Solo: more placements compared"): 9 in Solo, 5 in a two-player game, the medium choice first and
    the rest in the planner's order."""
    from engines.board.captains.turns import place_value

    solo = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    _play_until(solo, lambda g: g.round >= 2 and g.decision == "board.decision.place")
    for game, count in ((solo, MAX_PLACEMENTS_SOLO), (_mid_game(), MAX_PLACEMENTS)):
        seat = game.to_act
        assert seat is not None and game.decision == "board.decision.place"
        view, legal = game.view(seat), game.legal_actions()
        assert len(legal) > count
        hard = HardCaptain("hard", Rng(1), iterations=2)
        compared = hard.ranked(view, legal, 2.0)
        assert len(compared) == count
        plain = next(e.action for e in compared if e.plain)
        assert plain == MediumCaptain.choose(hard, view, legal)
        rest = sorted((a for a in legal if a != plain), key=lambda a: -place_value(hard, a))
        assert {e.action for e in compared if not e.plain} == set(rest[: count - 1])


def _frozen_stages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, float, bool]]:
    """Stop the hard captain's clocks (each stage's deadlines are then read off its start) and record every
    stage it plays: (its CPU deadline, its wall-clock deadline, whether it halves)."""
    import engines.board.captains.search as search

    class Clock:
        def perf_counter(self) -> float:
            return 0.0

        def thread_time(self) -> float:
            return 0.0

    stages: list[tuple[float, float, bool]] = []
    stage = HardCaptain._stage

    def spy(
        self: HardCaptain,
        view: Any,
        cands: Any,
        tallies: Any,
        alive: Any,
        deadline: float,
        wall: float,
        *rest: Any,
        **kw: Any,
    ) -> int:
        stages.append((deadline, wall, bool(kw.get("halving"))))
        return stage(self, view, cands, tallies, alive, deadline, wall, *rest, **kw)

    monkeypatch.setattr(search, "time", Clock())
    monkeypatch.setattr(HardCaptain, "_stage", spy)
    return stages


def test_a_solo_search_gives_its_second_stage_more_of_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The second stage (the stage-1 leader against the medium choice on fresh worlds) may use 40% of a Solo
    decision's budget and 25% elsewhere (AI.md, "Solo: a longer second stage"); a share set on the captain (the
    false-switch benchmark's knob) holds in every mode."""
    import engines.board.captains.search as search

    stages = _frozen_stages(monkeypatch)
    solo = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    _play_until(solo, lambda g: g.round >= 2 and g.decision == "board.decision.place")
    budget = search.DEFAULT_BUDGET * search.WEIGHTS["place"]
    for game, share, setting in (
        (solo, search.CONFIRM_SHARE_SOLO, None),
        (_mid_game(), search.CONFIRM_SHARE, None),
        (solo, 0.1, 0.1),
        (_mid_game(), 0.1, 0.1),
    ):
        seat = game.to_act
        assert seat is not None and game.decision == "board.decision.place"
        hard = HardCaptain("hard", Rng(1), iterations=2)
        hard.confirm_share = setting
        stages.clear()
        hard.choose(game.view(seat), game.legal_actions())
        stage1 = [deadline for deadline, _, halving in stages if halving]
        assert stage1 == [pytest.approx(budget * (1 - share))]
    assert search.CONFIRM_SHARE_SOLO > search.CONFIRM_SHARE


def _medium_game(config: BoardConfig, seed: int) -> list[tuple[Any, list[Act], Act]]:
    """Every decision of a medium captains' game of ``config``: (the seat's view, the legal actions, the choice)."""
    game = BoardGame.new(config, seed)
    bots = [MediumCaptain("medium", Rng(seed + s)) for s in range(config.players)]
    out = []
    while game.to_act is not None:
        legal = game.legal_actions()
        view = game.view(game.to_act)
        choice = legal[0] if len(legal) == 1 else bots[game.to_act].choose(view, legal)
        out.append((view, legal, choice))
        game.apply(choice)
    return out


def test_a_solo_captain_reveals_fresh_cards_and_only_in_solo() -> None:
    """Entering a sea whose top card is an island or a port, a captain may reveal a new card for free. In Solo
    the captain does when a fresh card of that sea is worth more than the top one (AI.md, "Solo sailing");
    in the other modes its choices are those it always made, which never reveal."""
    solo = BoardConfig(mode="advanced", players=1, solo=True, level=0)
    offered = revealed = 0
    for seed in (1, 2, 3):
        for view, legal, choice in _medium_game(solo, seed):
            if view.pending.name == "sail" and any(len(a) > 2 and a[0] == "move" for a in legal):
                offered += 1
                revealed += len(choice) > 2
    assert 0 < revealed < offered
    for view, _legal, choice in _medium_game(BoardConfig(mode="advanced", players=2), 4):
        assert view.pending.name != "sail" or len(choice) <= 2


def test_a_solo_captain_avoids_an_encounter_that_would_end_its_sail_short() -> None:
    """A won encounter ends the sail where it is met. In Solo the captain weighs that: met on the way with
    movement points left toward a better sea, it avoids an encounter it would handle with no point left
    (``answers.stop_cost``), and never the other way round."""
    solo = BoardConfig(mode="advanced", players=1, solo=True, level=0)
    shorter = 0
    for seed in (1, 2, 3):
        for view, legal, choice in _medium_game(solo, seed):
            d = view.pending
            if d.name != "encounter" or d.points <= 0:
                continue
            still = replace(view, pending=replace(d, points=0))
            plain = MediumCaptain("medium", Rng(seed)).choose(still, legal)
            if choice != plain:
                assert choice[0] == "avoid" and plain[0] == "handle", (choice, plain)
                shorter += 1
    assert shorter > 0
    met = 0
    for seed in (4, 5):  # the other modes do not weigh it: their choices stay those they always made
        for view, legal, choice in _medium_game(BoardConfig(mode="advanced", players=2), seed):
            d = view.pending
            if d.name == "encounter" and d.points > 0:
                met += 1
                still = replace(view, pending=replace(d, points=0))
                assert MediumCaptain("medium", Rng(seed)).choose(still, legal) == choice
    assert met > 0


def _choices_with(
    monkeypatch: pytest.MonkeyPatch,
    config: BoardConfig,
    seeds: tuple[int, ...],
    kind: str,
    name: str,
    value: Any,
) -> tuple[int, int]:
    """(decisions of ``kind`` in medium captains' games of ``config``, how many a fresh medium captain answers
    otherwise with ``turns``' constant ``name`` set to ``value``)."""
    seen = changed = 0
    for seed in seeds:
        for view, legal, choice in _medium_game(config, seed):
            if view.pending.name != kind or len(legal) < 2:
                continue
            seen += 1
            with monkeypatch.context() as m:
                m.setattr(turns, name, value)
                changed += MediumCaptain("medium", Rng(seed)).choose(view, legal) != choice
    return seen, changed


def test_a_solo_captain_ends_its_sail_where_the_next_turn_can_land_or_dock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the turn's sail leaves no landing or docking, a Solo captain also weighs the island or port on top of
    the sea it stops in, for the next turn (AI.md, "a medium captain that looks a turn ahead"): without that
    weight some of its sails go elsewhere. The other modes never weigh it: their choices stay those they always
    made, whatever the weight."""
    solo = BoardConfig(mode="advanced", players=1, solo=True, level=0)
    seen, changed = _choices_with(monkeypatch, solo, (1, 2, 3), "sail", "NEXT_TURN_SHARE", 0.0)
    assert 0 < changed < seen
    seen, changed = _choices_with(
        monkeypatch, BoardConfig(mode="advanced", players=2), (4,), "sail", "NEXT_TURN_SHARE", 5.0
    )
    assert seen > 0 and changed == 0


def test_a_solo_captain_values_an_upgrade_more_early_than_late(monkeypatch: pytest.MonkeyPatch) -> None:
    """In Solo an upgrade is worth more the more turns are left (its dice serve every later roll) and a
    resource a little more too; in the other modes their worth does not change with the turns left."""
    cap = _solo_planner({})
    values = {}
    for left in (14, 7, 1):
        monkeypatch.setattr(MediumCaptain, "turns_left", lambda self, left=left: left)
        # the planner's own res_value: the medium captain remembers it by the position, which holds the turn
        values[left] = (
            turns.upgrade_value(cap, "sails"),
            Planner.res_value(cap, "wood"),
            Planner.res_value(cap, "food"),
        )
    assert values[14][0] == pytest.approx(values[7][0] + turns.UPGRADE_EARLY)
    assert values[14][0] > values[7][0] > values[1][0]
    assert values[14][1] > values[7][1] > values[1][1] and values[14][2] > values[1][2]
    cap.v = replace(cap.v, solo=None)
    assert turns.upgrade_value(cap, "sails") == pytest.approx(values[7][0])
    for left in (14, 1):
        monkeypatch.setattr(MediumCaptain, "turns_left", lambda self, left=left: left)
        assert turns.upgrade_value(cap, "sails") == pytest.approx(values[7][0])


def test_a_solo_captain_finishes_its_hull_late(monkeypatch: pytest.MonkeyPatch) -> None:
    """7 planks score 3 at the end and 6 only 1. Late in a Solo game a captain repairing from 6 spends a resource
    for the seventh plank; earlier, or in the other modes, it stops at 6, as it always did."""
    cap = _solo_planner({})
    cap.me = replace(cap.me, planks=6, res=(1, 1, 1, 1, 1))
    legal = [Act("spend", "wood"), Act("spend", "fabric"), Act("done")]
    monkeypatch.setattr(MediumCaptain, "turns_left", lambda self: turns.PLANKS_FINISH)
    assert answers.repair(cap, legal)[0] == "spend"
    monkeypatch.setattr(MediumCaptain, "turns_left", lambda self: turns.PLANKS_FINISH + 1)
    assert answers.repair(cap, legal) == Act("done")
    monkeypatch.setattr(MediumCaptain, "turns_left", lambda self: 1)
    cap.v = replace(cap.v, solo=None)
    assert answers.repair(cap, legal) == Act("done")


def test_a_solo_captain_counts_half_the_worth_of_what_the_next_upgrade_needs() -> None:
    """A resource the next upgrade needs is worth the profile's ``upgrade_need`` more; in Solo only a share of it
    (``SOLO_NEED_SCALE``), in the other modes all of it."""
    cap = _solo_planner({})
    cap.me = replace(cap.me, sails=1, weapons=1, res=(1, 0, 1, 1, 1))  # no wood: both upgrades need it
    greedy = cap.profile
    extra = {}
    for solo in (True, False):
        if not solo:
            cap.v = replace(cap.v, solo=None)
        cap.profile = greedy
        wanted = Planner.res_value(cap, "wood")
        cap.profile = replace(greedy, upgrade_need=0.0)
        extra[solo] = wanted - Planner.res_value(cap, "wood")
    assert 0 < planner.SOLO_NEED_SCALE < 1
    assert extra[True] == pytest.approx(planner.SOLO_NEED_SCALE * greedy.upgrade_need)
    assert extra[False] == pytest.approx(greedy.upgrade_need)


@pytest.mark.parametrize("kind", ["reward", "overload", "hideout"])
def test_a_solo_search_thinks_longer_on_a_reward_and_a_discard(
    monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """In Solo a reward's colour, an overloaded hold's discard and the hideout think for ``WEIGHTS_SOLO`` of the
    budget (the traces found the most gain per second at the first two, a long search of every hideout the
    regret of a short one); in the other modes for ``WEIGHTS``, as before."""
    import engines.board.captains.search as search

    weights: list[float] = []

    def spy(self: HardCaptain, view: Any, legal: list[Act], plain: Act, weight: float = 1.0) -> Act:
        weights.append(weight)
        return plain

    monkeypatch.setattr(HardCaptain, "search", spy)
    for config in (
        BoardConfig(mode="advanced", players=1, solo=True, level=0),
        BoardConfig(mode="advanced", players=2),
    ):
        for seed in range(1, 40):
            game = BoardGame.new(config, seed)
            _play_until(game, lambda g: g.decision == f"board.decision.{kind}" and len(g.legal_actions()) > 1)
            if game.to_act is not None:
                break
        seat = game.to_act
        assert seat is not None, f"no {kind} decision in 39 games of {config}"
        weights.clear()
        HardCaptain("hard", Rng(1)).choose(game.view(seat), game.legal_actions())
        expected = search.WEIGHTS_SOLO[kind] if config.solo else search.WEIGHTS[kind]
        assert weights == [expected]
    assert search.WEIGHTS_SOLO[kind] > search.WEIGHTS[kind]


def test_an_even_schedule_of_halving_shares_the_rollouts_alike_among_its_rounds() -> None:
    """Sequential halving: each round of halving gets the same rollouts, so the first cut comes after more than
    2 worlds when the budget pays for them, later cuts after more, and the last round runs to the stage's end."""
    from engines.board.captains.search import halving_cuts

    assert halving_cuts(3, 100.0) == []  # two alternatives: one round, the leader at the stage's end
    assert halving_cuts(2, 100.0) == []
    # 6 alternatives: 6 -> 3 -> 2 -> 1 in three rounds of 120 rollouts: 7 candidates 17 worlds, then 4 for 30
    assert halving_cuts(7, 360.0) == [17, 47]
    # 8 alternatives (a Solo placement): 9 candidates, then 5, then 3
    assert halving_cuts(9, 600.0) == [22, 62]
    # a short budget never cuts before 2 worlds, and every cut comes after the one before
    assert halving_cuts(9, 10.0) == [2, 3]
    for arms in range(3, 10):
        for rollouts in (5.0, 40.0, 300.0, 2000.0):
            cuts = halving_cuts(arms, rollouts)
            assert cuts == sorted(set(cuts)) and all(c >= 2 for c in cuts)
            assert len(cuts) == max(0, math.ceil(math.log2(arms - 1)) - 1)


def test_a_solo_search_halves_on_the_even_schedule_and_the_other_modes_as_before() -> None:
    """In Solo stage 1 drops the weaker half at the world counts of ``halving_cuts`` (after 2, 4 and 8 worlds a
    paired gain spread about 3.8 points decides little); in the other modes after 2, 4, 8... worlds, as their
    ladder figures were measured. A setting on the captain holds in every mode."""
    import engines.board.captains.search as search

    solo = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    _play_until(solo, lambda g: g.round >= 2 and g.decision == "board.decision.place")
    iterations = 40
    for game, setting, even in (
        (solo, None, True),
        (_mid_game(), None, False),
        (solo, False, False),
        (_mid_game(), True, True),
    ):
        seat = game.to_act
        assert seat is not None and game.decision == "board.decision.place"
        view, legal = game.view(seat), game.legal_actions()
        hard = HardCaptain("hard", Rng(1), iterations=iterations)
        hard.confirm_share = 0.0  # one stage: every world played is stage 1's
        hard.even_halving = setting
        plain = MediumCaptain.choose(hard, view, legal)
        cands, tallies, _ = hard._search(view, legal, plain, 2.0)
        k = len(cands)
        assert tallies[0].n == iterations  # the medium choice plays every world
        dropped = {t.n for t in tallies if t.n < iterations}
        rounds = math.ceil(math.log2(k - 1))
        if even:
            expected = set(search.halving_cuts(k, float(iterations * k)))
        else:
            expected = {2 << r for r in range(rounds)}
        assert dropped == expected, (k, dropped, expected)
    assert search.EVEN_HALVING_SOLO


def test_the_solo_hideout_thinks_past_the_tables_usual_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Solo hideout, chosen once before the first round, may think for its whole budget at the table: its
    own cap by the wall clock (``SOLO_HIDEOUT_WALL``) covers it; every other decision, and a hideout in the other
    modes, keeps ``MAX_WALL``."""
    import engines.board.captains.search as search

    stages = _frozen_stages(monkeypatch)
    solo = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    _play_until(solo, lambda g: g.decision == "board.decision.hideout")
    duo = BoardGame.new(BoardConfig(mode="advanced", players=2), 5)
    _play_until(duo, lambda g: g.decision == "board.decision.hideout" and len(g.legal_actions()) > 1)
    solo_place = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, level=0), 5)
    _play_until(solo_place, lambda g: g.decision == "board.decision.place")
    hideout_budget = search.DEFAULT_BUDGET * search.weight_of("hideout", True)
    assert hideout_budget == pytest.approx(4 * search.DEFAULT_BUDGET * search.WEIGHTS["hideout"])
    for game, cap in (
        (solo, min(search.WALL_FACTOR * hideout_budget, search.SOLO_HIDEOUT_WALL)),
        (duo, search.MAX_WALL),
        (solo_place, search.MAX_WALL),
    ):
        seat = game.to_act
        assert seat is not None
        stages.clear()
        HardCaptain("hard", Rng(1), iterations=2).choose(game.view(seat), game.legal_actions())
        walls = [wall for _, wall, _ in stages]
        assert walls and walls[0] == pytest.approx(cap)
    assert search.SOLO_HIDEOUT_WALL >= search.WALL_FACTOR * hideout_budget > search.MAX_WALL
