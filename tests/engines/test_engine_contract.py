"""The engine contract, proved on the toy game: serialization, legality, views, chance."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.base import Event, IllegalAction, Rng, toml_ready
from engines.registry import EngineUnavailable, get_engine
from tests.toygame import ToyAction, ToyConfig, ToyGame


def play_out(seed: int, choices: list[int], seats: int = 2) -> ToyGame:
    game = ToyGame.new(ToyConfig(seats=seats), seed)
    i = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[choices[i % len(choices)] % len(legal)] if choices else legal[0])
        i += 1
    return game


def test_registry_finds_registered_and_reports_missing() -> None:
    assert get_engine("toy") is ToyGame
    with pytest.raises(EngineUnavailable):
        get_engine("no-such-game")


def test_same_seed_same_game() -> None:
    a = play_out(7, [0, 1, 2])
    b = play_out(7, [0, 1, 2])
    assert a.to_dict() == b.to_dict()


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1),
    choices=st.lists(st.integers(0, 5), min_size=1, max_size=30),
    seats=st.sampled_from([2, 3]),
)
def test_round_trip_after_every_action_continues_identically(
    seed: int, choices: list[int], seats: int
) -> None:
    game = ToyGame.new(ToyConfig(seats=seats), seed)
    i = 0
    while not game.is_over:
        data = game.to_dict()
        assert toml_ready(data) == data
        twin = ToyGame.from_dict(copy.deepcopy(data))
        assert twin.to_dict() == data
        legal = game.legal_actions()
        action = legal[choices[i % len(choices)] % len(legal)]
        assert twin.legal_actions() == legal
        assert twin.apply(action) == game.apply(action)
        assert twin.to_dict() == game.to_dict()
        i += 1
    assert game.outcome() is not None


def test_illegal_action_raises_and_changes_nothing() -> None:
    game = ToyGame.new(ToyConfig(), 3)
    before = game.to_dict()
    not_in_hand = next(c for c in range(1, 10) if c not in game.hands[game.current])
    with pytest.raises(IllegalAction) as info:
        game.apply(ToyAction("play", not_in_hand))
    assert info.value.key == "toy.illegal.action"
    assert game.to_dict() == before
    with pytest.raises(IllegalAction):
        game.parse_action("dance")
    assert game.to_dict() == before


def test_view_hides_other_hands() -> None:
    game = ToyGame.new(ToyConfig(), 11)
    view = game.view(0)
    assert view["hand"] == sorted(game.hands[0])
    assert "hands" not in view
    assert view["hand_sizes"] == [3, 3]


def test_private_events_are_marked() -> None:
    game = ToyGame.new(ToyConfig(), 5)
    events = game.apply(game.legal_actions()[0])
    draws = [e for e in events if e.key == "toy.event.draw"]
    assert draws and draws[0].visible_to == frozenset({0}) and draws[0].reveals
    assert not draws[0].visible(1) and draws[0].visible(0) and draws[0].visible(None)


def test_notation_round_trip() -> None:
    game = ToyGame.new(ToyConfig(), 1)
    for action in game.legal_actions():
        assert game.parse_action(game.format_action(action)) == action


def test_event_equality_and_repr() -> None:
    assert Event("a.b", {"x": 1}) == Event("a.b", {"x": 1})
    assert Event("a.b", {"x": 1}) != Event("a.b", {"x": 2})
    assert "a.b" in repr(Event("a.b"))


def test_rng_is_deterministic_serializable_and_uniform() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.randrange(6) for _ in range(50)] == [b.randrange(6) for _ in range(50)]
    c = Rng.from_str(a.to_str())
    assert [a.next64() for _ in range(5)] == [c.next64() for _ in range(5)]
    counts = [0] * 6
    rng = Rng(1)
    for _ in range(60000):
        counts[rng.randrange(6)] += 1
    assert all(9000 < n < 11000 for n in counts), counts
    items = list(range(10))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    with pytest.raises(ValueError):
        rng.randrange(0)


def test_toml_ready_rejects_none() -> None:
    with pytest.raises(TypeError):
        toml_ready({"a": None})
    assert toml_ready({"a": (1, 2)}) == {"a": [1, 2]}


def test_outcome_has_standings() -> None:
    game = play_out(9, [1, 0])
    outcome = game.outcome()
    assert outcome is not None
    assert {s.seat for s in outcome.standings} == {0, 1}
    assert all(s.rank == 1 for s in outcome.standings if s.seat in outcome.winners)
