"""The public API the terminal UI builds on: notation, views, decisions, the agent factory."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engines.base import IllegalAction
from engines.cards import (
    ALL_CARDS,
    BOOTY,
    GAME_CLASS,
    CardConfig,
    CardGame,
    Play,
    StealCard,
    StealFrom,
    booty_value,
    card_strength,
    card_suit,
    make_agent,
    play_kind,
)
from engines.registry import get_engine

VIEW_KEYS = {
    "seat",
    "config",
    "round",
    "deal",
    "deals",
    "starter",
    "decision",
    "display",
    "hand",
    "hand_sizes",
    "stock_size",
    "booty_size",
    "booty_cards",
    "collections",
    "track",
    "last_capturer",
    "last_scoring",
    "winners",
}


def test_registry_serves_the_card_game() -> None:
    assert get_engine("cards") is CardGame is GAME_CLASS


def test_card_notation_and_helpers() -> None:
    assert len(ALL_CARDS) == 40 and len(set(ALL_CARDS)) == 40
    assert card_suit("K1") == "curses" and card_strength("R10") == 10 and booty_value("K1") == -7
    assert card_suit("G7") == "gold" and card_suit("C3") == "crystals" and card_suit("R2") == "rum"


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Play("G7"), "G7"),
        (Play("G7", ("R7",)), "G7xR7"),
        (Play("G7", ("C4", "R3")), "G7xR3+C4"),
        (StealFrom(BOOTY), "from booty"),
        (StealFrom(2), "from 2"),
        (StealCard("G7"), "take G7"),
    ],
)
def test_action_notation_round_trip(action: object, text: str) -> None:
    game = CardGame.new(CardConfig(), 1)
    assert str(action) == text
    assert game.parse_action(text) == action
    assert game.format_action(game.parse_action(text)) == text


def test_sweep_notation_reads_the_display() -> None:
    game = CardGame.new(CardConfig(), 1)
    action = game.parse_action("K1x*")
    assert isinstance(action, Play) and action.sweep and set(action.take) == set(game.display_names())
    assert str(action) == "K1x*" and play_kind(action) == "sweep"


@pytest.mark.parametrize("text", ["", "G11", "Z3", "G7x", "G7xR3+R3", "from sea", "take", "take Q9", "G7 R7"])
def test_bad_notation_is_an_illegal_action(text: str) -> None:
    game = CardGame.new(CardConfig(), 1)
    with pytest.raises(IllegalAction) as info:
        game.parse_action(text)
    assert info.value.key == "cards.illegal.notation"


def test_play_kinds() -> None:
    assert play_kind(Play("G7")) == "display"
    assert play_kind(Play("G7", ("R7",))) == "match"
    assert play_kind(Play("G7", ("R3", "C4"))) == "sum"
    assert play_kind(Play("G1", ("R10",))) == "ten"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_has_every_documented_key(players: int) -> None:
    game = CardGame.new(CardConfig(players=players), 3)
    view = game.view(0)
    assert {f.name for f in fields(view)} == VIEW_KEYS
    assert view.decision.key == game.decision == "cards.decision.play"
    assert len(view.collections) == players and view.decision.seat == 0
    assert {f.name for f in fields(view.collections[0])} == {
        "count",
        "cards",
        "hidden",
        "gold",
        "lady",
        "king",
        "booty",
        "best",
    }


def test_progress_key_and_params() -> None:
    game = CardGame.new(CardConfig(players=3, target=7), 3)
    assert game.progress() == ("cards.progress.playing", {"round": 1, "track": "0-0-0", "goal": 7})


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_make_agent_returns_a_legal_choice(level: str) -> None:
    game = CardGame.new(CardConfig(), 5)
    agent = make_agent(level, seed=1, budget=0.01)
    legal = game.legal_actions()
    assert agent.choose(game.view(game.to_act), legal) in legal


def test_make_agent_rejects_unknown_levels() -> None:
    with pytest.raises(ValueError):
        make_agent("legendary", seed=1)
