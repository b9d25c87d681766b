"""AI captains: legal choices, decided from the seat's view only, reproducible from a seed."""

from __future__ import annotations

import copy
import random

import pytest

from engines.base import Rng
from engines.cards import ALL_CARDS, CardConfig, CardGame, WorldSampler, make_agent, sample_world, sim
from engines.cards.agents import EasyAgent, HardAgent, MediumAgent, RandomAgent
from engines.simulate import run
from tests.cards.helpers import everywhere


def scrambled(game: CardGame, seat: int, rng: Rng) -> CardGame:
    """The same position with every card ``seat`` cannot see dealt anew among the hidden places:
    other hands, the booty pile (unless it looked), the stock (order too), loot hidden in chests."""
    twin = CardGame.from_dict(copy.deepcopy(game.to_dict()))
    bit = 1 << seat
    slots: list[tuple[list[int], int]] = []
    for other, hand in enumerate(twin.hands):
        if other != seat:
            slots += [(hand, i) for i in range(len(hand))]
    if not twin.booty_seen & bit:
        slots += [(twin.booty, i) for i in range(len(twin.booty))]
    slots += [(twin.stock, i) for i in range(len(twin.stock))]
    hidden_masks = []
    for owner, coll in enumerate(twin.collections):
        if owner != seat:
            for i, c in enumerate(coll):
                if c in twin.secret and not twin.secret[c] & bit:
                    slots.append((coll, i))
                    hidden_masks.append((coll, i, twin.secret.pop(c)))
    cards = [pile[i] for pile, i in slots]
    rng.shuffle(cards)
    for (pile, i), c in zip(slots, cards, strict=True):
        pile[i] = c
    for coll, i, mask in hidden_masks:
        twin.secret[coll[i]] = mask
    for hand in twin.hands:
        hand.sort()
    return twin


def positions(seed: int, players: int) -> list[CardGame]:
    """Positions from a game between medium captains: plays, steals, second deals, hidden loot."""
    game = CardGame.new(CardConfig(players=players), seed)
    agents = [make_agent("medium", seed + s) for s in range(players)]
    found = []
    n = 0
    while not game.is_over and len(found) < 14:
        if n % 9 == 4 or game.decision != "cards.decision.play" or game.secret:
            found.append(CardGame.from_dict(game.to_dict()))
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
        n += 1
    return found


def agent_for(level: str, seed: int):  # type: ignore[no-untyped-def]
    if level == "hard":
        return HardAgent(Rng(seed), iterations=60)
    return make_agent(level, seed)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_ai_decides_from_its_view_only(level: str, seed: int, players: int) -> None:
    scramble_rng = Rng(seed * 977)
    for game in positions(seed, players):
        seat = game.to_act
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        choice = agent_for(level, 5).choose(view, legal)
        assert choice in legal
        for _ in range(2):
            other = scrambled(game, seat, scramble_rng)
            assert other.view(seat) == view and other.legal_actions() == legal
            assert agent_for(level, 5).choose(other.view(seat), other.legal_actions()) == choice


def test_scrambling_really_moves_hidden_cards() -> None:
    game = CardGame.new(CardConfig(players=2), 8)
    other = scrambled(game, 0, Rng(1))
    assert other.hands[1] != game.hands[1] or other.stock != game.stock
    assert other.view(0) == game.view(0) and other.view(1) != game.view(1)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_same_seed_same_choice(level: str) -> None:
    for game in positions(4, 2)[:6]:
        seat = game.to_act
        view, legal = game.view(seat), game.legal_actions()  # type: ignore[arg-type]
        assert agent_for(level, 11).choose(view, legal) == agent_for(level, 11).choose(view, legal)


def test_agent_classes_and_names() -> None:
    assert isinstance(make_agent("random", 1), RandomAgent) and not make_agent("random", 1).needs_view
    assert isinstance(make_agent("easy", 1), EasyAgent)
    assert isinstance(make_agent("medium", 1), MediumAgent)
    hard = make_agent("hard", 1)
    assert isinstance(hard, HardAgent) and hard.budget == 0.5 and hard.name == "hard"
    assert make_agent("hard", 1, budget=0.2).budget == 0.2


def test_hard_with_a_time_budget_returns_a_legal_action() -> None:
    game = CardGame.new(CardConfig(players=3), 2)
    agent = make_agent("hard", 3, budget=0.02)
    legal = game.legal_actions()
    assert agent.choose(game.view(0), legal) in legal
    assert agent.last_samples >= len(legal)


def test_hard_with_one_legal_action_answers_at_once() -> None:
    positions_with_one = [g for g in positions(6, 2) if len(g.legal_actions()) == 1]
    for game in positions_with_one[:3]:
        agent = HardAgent(Rng(1), iterations=10**9)
        assert agent.choose(game.view(game.to_act), game.legal_actions()) == game.legal_actions()[0]  # type: ignore[arg-type]


def test_medium_beats_easy() -> None:
    class Args:
        agents = "medium,easy"
        players = None
        target = 7
        ties = "nobody"
        leftover = "last_capturer"
        finish = "play_on"

    result = run(sim.build_spec(Args()), ["medium", "easy"], 24, seed=5, swap=True)  # type: ignore[arg-type]
    assert result["errors"] == 0
    assert result["seats"][0]["wins"] >= 17


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_a_sampled_world_agrees_with_the_view(seed: int, players: int) -> None:
    """The hard captain imagines only games its view allows: what it sees stays, the rest is dealt anew."""
    rnd = random.Random(seed)
    for game in positions(seed, players):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        sampler = WorldSampler(view)
        for _ in range(3):
            world = sampler.sample(rnd)
            assert world.legal_actions() == game.legal_actions()
            assert (world.current, world.phase, world.hands[seat], world.display) == (
                game.current,
                game.phase,
                game.hands[seat],
                game.display,
            )
            assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
            assert (len(world.booty), len(world.stock), world.track) == (
                len(game.booty),
                len(game.stock),
                game.track,
            )
            if view.booty_cards:
                assert sorted(world.booty) == sorted(game.booty)
            for owner, coll in enumerate(view.collections):
                assert len(world.collections[owner]) == coll.count
                assert set(coll.cards) <= {ALL_CARDS[c] for c in world.collections[owner]}
            assert everywhere(world) == list(range(40))


def test_world_sampling_needs_a_seats_view_of_a_game_under_way() -> None:
    game = CardGame.new(CardConfig(players=3), 4)
    with pytest.raises(ValueError):
        sample_world(game.public_view(), random.Random(1))
