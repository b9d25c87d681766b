"""Hand-built 7Seas positions for rule tests, made through ``from_dict`` so every state is a real one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.cards import ALL_CARDS, CardConfig, CardGame


def build(
    *,
    players: int = 2,
    hands: Sequence[Sequence[str]],
    display: Sequence[str] = (),
    booty: Sequence[str] | None = None,
    stock: Sequence[str] = (),
    collections: Sequence[Sequence[str]] | None = None,
    current: int = 0,
    round: int = 1,
    deal: int = 1,
    starter: int | None = None,
    track: Sequence[int] | None = None,
    last_capturer: int = -1,
    phase: str = "play",
    steal_source: int = -1,
    seed: int = 1,
    rest_to: int | None = None,
    **options: Any,
) -> CardGame:
    """A position with the given cards; every card not placed goes to the booty pile
    (or, when ``booty`` is given, to the stock; or to seat ``rest_to``'s collection)."""
    config = CardConfig(players=players, **options)
    collections = collections or [[] for _ in range(players)]
    placed = (
        [c for h in hands for c in h] + list(display) + list(stock) + [c for co in collections for c in co]
    )
    if booty is not None:
        placed += list(booty)
    assert len(placed) == len(set(placed)), "a card is placed twice"
    rest = [c for c in ALL_CARDS if c not in placed]
    if rest_to is not None:
        collections = [list(c) for c in collections]
        collections[rest_to] += rest
        booty = list(booty or [])
    elif booty is None:
        booty, stock = rest, list(stock)
    else:
        stock = list(stock) + rest
    data = CardGame.new(config, seed).to_dict()
    data.update(
        round=round,
        deal=deal,
        starter=current if starter is None else starter,
        current=current,
        phase=phase,
        hands=[sorted(h, key=ALL_CARDS.index) for h in hands],
        display=list(display),
        booty=list(booty),
        stock=list(stock),
        collections=[list(c) for c in collections],
        secret={},
        booty_seen=0,
        steal_source=steal_source,
        last_capturer=last_capturer,
        track=list(track or [0] * players),
        winners=[],
        last_scoring={},
    )
    return CardGame.from_dict(data)


def plays_of(game: CardGame, card: str) -> list[str]:
    """The notation of every legal play of ``card``."""
    return [str(a) for a in game.legal_actions() if getattr(a, "card", None) == card and hasattr(a, "take")]


def keys(events: Sequence[Any]) -> list[str]:
    return [e.key for e in events]


def everywhere(game: CardGame) -> list[int]:
    """Every card's code, from every place a card can be (sorted)."""
    return sorted(
        game.display
        + game.booty
        + game.stock
        + [c for h in game.hands for c in h]
        + [c for co in game.collections for c in co]
    )
