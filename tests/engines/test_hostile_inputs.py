"""Both engines answer any bad input through their API with their documented errors and change nothing (issue 24):
``apply``/``apply_text`` with anything that is not an action of the game raise ``IllegalAction``, ``parse_action``
raises ``IllegalAction``, ``view`` raises ``ValueError`` for a seat that is not one, and ``from_dict`` raises only
``ValueError``, ``TypeError`` or ``KeyError`` for a state that is not one (never an error from deep inside, and
never a game that fails later)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from engines.base import Game, IllegalAction
from engines.board import Act, BoardConfig, BoardGame
from engines.cards import CardConfig, CardGame, Play, StealCard, StealFrom


class Hostile:
    """Compares equal to everything, and explodes when looked at closely."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0

    def __str__(self) -> str:
        raise RuntimeError("str")

    def __repr__(self) -> str:
        raise RuntimeError("repr")


class Exploding:
    def __eq__(self, other: object) -> bool:
        raise RuntimeError("eq")

    __hash__ = None  # type: ignore[assignment]


ODD: list[Any] = [
    None,
    0,
    -1,
    1.5,
    float("nan"),
    True,
    b"bytes",
    [],
    {},
    (),
    object(),
    Hostile(),
    Exploding(),
    "",
    " ",
    "\x00",
    "x" * 100_000,
    "?!",
    [1, 2],
    {"card": "G1"},
    10**30,
]


def board_game() -> BoardGame:
    game = BoardGame.new(BoardConfig(players=3), 11)
    rng = random.Random(11)
    for _ in range(25):  # past the hideouts, into the turns
        game.apply(rng.choice(game.legal_actions()))
    return game


def card_game() -> CardGame:
    game = CardGame.new(CardConfig(players=2), 11)
    game.apply(game.legal_actions()[0])
    return game


def board_lookalikes(game: BoardGame) -> list[Any]:
    legal = game.legal_actions()[0]

    class MyAct(Act):
        pass

    return [
        tuple(legal),  # a plain tuple equal to a legal action
        list(legal),
        MyAct(*legal),
        Act(),
        Act(1, 2),  # type: ignore[arg-type]
        Act(*legal, "extra"),
        Act([], "x"),  # type: ignore[arg-type]
    ]


def card_lookalikes(game: CardGame) -> list[Any]:
    legal = game.legal_actions()[0]
    assert isinstance(legal, Play)
    return [
        Play(card=[1]),  # type: ignore[arg-type]
        Play(card=None),  # type: ignore[arg-type]
        Play(card=legal.card, take=([1],)),  # type: ignore[arg-type]
        Play(card=legal.card, take=legal.take, sweep="yes"),  # type: ignore[arg-type]
        Play(card="ZZ"),
        StealFrom([]),  # type: ignore[arg-type]
        StealFrom(99),
        StealCard([]),  # type: ignore[arg-type]
        StealCard("G1"),
        (legal.card, legal.take, legal.sweep),
        str(legal) + "!",
    ]


GAMES: list[tuple[str, Callable[[], Game[Any, Any]], Callable[[Any], list[Any]]]] = [
    ("board", board_game, board_lookalikes),
    ("cards", card_game, card_lookalikes),
]


@pytest.mark.parametrize(("name", "make", "lookalikes"), GAMES, ids=[g[0] for g in GAMES])
def test_apply_refuses_anything_that_is_not_an_action_and_changes_nothing(
    name: str, make: Callable[[], Game[Any, Any]], lookalikes: Callable[[Any], list[Any]]
) -> None:
    game = make()
    before = game.to_dict()
    legal_before = list(game.legal_actions())
    for bad in [*ODD, *lookalikes(game)]:
        for entry in (game.apply, game.apply_text):
            with pytest.raises(IllegalAction):
                entry(bad)
            assert game.to_dict() == before, (entry.__name__, type(bad))
            assert list(game.legal_actions()) == legal_before
    # and the game still plays on
    game.apply(game.legal_actions()[0])


@pytest.mark.parametrize(("name", "make", "lookalikes"), GAMES, ids=[g[0] for g in GAMES])
def test_parse_action_refuses_anything_that_is_not_notation(
    name: str, make: Callable[[], Game[Any, Any]], lookalikes: Callable[[Any], list[Any]]
) -> None:
    game = make()
    before = game.to_dict()
    for bad in [*ODD, "from", "hideout 99 99 99 99", "sail " * 50, "\ud800", "G1\x00"]:
        with pytest.raises(IllegalAction):
            game.parse_action(bad)
        assert game.to_dict() == before


@pytest.mark.parametrize(("name", "make", "lookalikes"), GAMES, ids=[g[0] for g in GAMES])
def test_view_refuses_a_seat_that_is_not_one(
    name: str, make: Callable[[], Game[Any, Any]], lookalikes: Callable[[Any], list[Any]]
) -> None:
    game = make()
    for seat in ("0", 1.5, [], 99, -2, 10**30, Hostile()):
        with pytest.raises(ValueError):
            game.view(seat)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:3]):
            yield (*prefix, index)
            yield from _paths(value, (*prefix, index))


REPLACEMENTS: list[Any] = [None, -1, 10**19, "", "zz", [], {}, 1.5, [[]], {"a": {}}, "delete"]


def _mutations(data: dict[str, Any]) -> Iterator[tuple[tuple[Any, ...], Any, dict[str, Any]]]:
    for path in _paths(data):
        for value in REPLACEMENTS:
            changed = copy.deepcopy(data)
            where: Any = changed
            for key in path[:-1]:
                where = where[key]
            if value == "delete":
                if not isinstance(where, dict):
                    continue
                del where[path[-1]]
            else:
                where[path[-1]] = value
            yield path, value, changed


@pytest.mark.parametrize(("name", "make", "lookalikes"), GAMES, ids=[g[0] for g in GAMES])
def test_from_dict_refuses_a_damaged_state_with_its_documented_errors(
    name: str, make: Callable[[], Game[Any, Any]], lookalikes: Callable[[Any], list[Any]]
) -> None:
    game = make()
    kind = type(game)
    for bad in ODD:
        with pytest.raises((ValueError, TypeError, KeyError)):
            kind.from_dict(bad)
    for path, value, data in _mutations(game.to_dict()):
        try:
            rebuilt = kind.from_dict(data)
        except (ValueError, TypeError, KeyError):
            continue
        except Exception as exc:  # pragma: no cover - the failure names the field
            pytest.fail(f"{name} from_dict with {path}={value!r}: {type(exc).__name__}: {exc}")
        # a state it accepted can be asked what is legal, and gives its data back
        try:
            rebuilt.legal_actions()
            rebuilt.to_dict()
        except (ValueError, TypeError, KeyError, IllegalAction):
            continue
        except Exception as exc:  # pragma: no cover
            pytest.fail(f"{name} accepted {path}={value!r} and then: {type(exc).__name__}: {exc}")


def test_the_config_refuses_bad_values_with_value_or_type_errors() -> None:
    for config in (BoardConfig(players=2), CardConfig(players=2)):
        for field, value in (("players", "two"), ("players", 99), ("players", None)):
            with pytest.raises((ValueError, TypeError)):
                replace(config, **{field: value})
