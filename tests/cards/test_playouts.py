"""Random playouts driven by hypothesis: invariants at every step, exact serialization, no leaks."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.base import IllegalAction, toml_ready
from engines.cards import ALL_CARDS, CardConfig, CardGame, Play, StealCard, StealFrom
from tests.cards.helpers import everywhere

configs = st.builds(
    CardConfig,
    players=st.sampled_from([2, 3, 4]),
    target=st.sampled_from([7, 11, 14]),
    ties=st.sampled_from(["nobody", "all"]),
    leftover=st.sampled_from(["last_capturer", "nobody"]),
    finish=st.sampled_from(["play_on", "shared"]),
)

MAX_DECISIONS = 3000  # far above any real game (a 14-point 4-player game takes a few hundred)


def check_invariants(game: CardGame, previous_track: list[int]) -> None:
    assert everywhere(game) == list(range(40)), "every card in exactly one place"
    assert all(now >= before for now, before in zip(game.track, previous_track, strict=True)), (
        "track went back"
    )
    for seat in range(game.num_seats):
        view = game.view(seat)
        seen = set(view.hand) | set(view.display) | set(view.booty_cards)
        for coll in view.collections:
            seen |= set(coll.cards)
        for other in range(game.num_seats):
            if other != seat:
                assert not seen & {ALL_CARDS[c] for c in game.hands[other]}, "a hidden hand leaked"
        if not game.booty_seen >> seat & 1:
            assert not seen & {ALL_CARDS[c] for c in game.booty}, "the booty pile leaked"
        assert not seen & {ALL_CARDS[c] for c in game.stock}, "the stock leaked"
        assert sum(c.count for c in view.collections) == sum(len(c) for c in game.collections)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=configs,
    seed=st.integers(0, 2**63 - 1),
    choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=50),
)
def test_random_playout_invariants_and_round_trip_after_every_action(
    config: CardConfig, seed: int, choices: list[int]
) -> None:
    game = CardGame.new(config, seed)
    track = list(game.track)
    i = 0
    while not game.is_over:
        assert i < MAX_DECISIONS, "the game does not end"
        check_invariants(game, track)
        track = list(game.track)
        data = game.to_dict()
        assert toml_ready(data) == data
        twin = CardGame.from_dict(copy.deepcopy(data))
        assert twin.to_dict() == data
        legal = game.legal_actions()
        assert legal and len(set(map(str, legal))) == len(legal), "each legal action listed once"
        assert twin.legal_actions() == legal
        action = legal[choices[i % len(choices)] % len(legal)]
        assert game.parse_action(game.format_action(action)) == action
        assert twin.apply(action) == game.apply(action)
        assert twin.to_dict() == game.to_dict()
        i += 1
    check_invariants(game, track)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners
    assert max(game.track) >= config.target
    assert all(game.track[w] == max(game.track) for w in outcome.winners)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([2, 3, 4]), steps=st.integers(0, 120))
def test_illegal_actions_raise_and_change_nothing(seed: int, players: int, steps: int) -> None:
    game = CardGame.new(CardConfig(players=players), seed)
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[seed % len(legal)])
    before = game.to_dict()
    legal = set(map(str, game.legal_actions()))
    candidates = [Play(c) for c in ALL_CARDS] + [
        Play(c, (d,)) for c in ALL_CARDS[:10] for d in ALL_CARDS[::3]
    ]
    candidates += [StealFrom(s) for s in range(-1, players)] + [StealCard(c) for c in ALL_CARDS]
    candidates += [Play("K1", (), True), Play("G3", ("R1", "C2")), "G7", None]  # type: ignore[list-item]
    tried = 0
    for action in candidates:
        if str(action) in legal and not isinstance(action, str | type(None)):
            continue
        with pytest.raises(IllegalAction) as info:
            game.apply(action)  # type: ignore[arg-type]
        assert info.value.key.startswith("cards.illegal.")
        assert game.to_dict() == before
        tried += 1
    assert tried > 50


def test_every_game_ends_for_every_table_and_goal() -> None:
    for players in (2, 3, 4):
        for target in (7, 11, 14):
            game = CardGame.new(CardConfig(players=players, target=target), players * 100 + target)
            n = 0
            while not game.is_over:
                legal = game.legal_actions()
                game.apply(legal[(n * 7919) % len(legal)])
                n += 1
                assert n < MAX_DECISIONS
            assert max(game.track) >= target


def test_same_seed_same_game() -> None:
    def play(seed: int) -> dict:
        game = CardGame.new(CardConfig(players=3), seed)
        n = 0
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[n % len(legal)])
            n += 1
        return game.to_dict()

    assert play(42) == play(42)
    assert play(42) != play(43)


def test_from_dict_rejects_a_card_in_two_places() -> None:
    data = CardGame.new(CardConfig(), 1).to_dict()
    data["display"] = [*data["display"][:-1], data["hands"][0][0]]
    with pytest.raises(ValueError):
        CardGame.from_dict(data)
