"""The typed view: frozen, what each seat sees, what every seat sees, and the pending decision inside it."""

from __future__ import annotations

import dataclasses

import pytest

from engines.cards import (
    ALL_CARDS,
    BOOTY,
    DECISION_OVER,
    DECISION_STEAL_CARD,
    DECISION_STEAL_SOURCE,
    NO_SOURCE,
    CardConfig,
    CardGame,
    Play,
    StealCard,
    StealFrom,
    StealView,
    make_agent,
)
from tests.cards.helpers import build


def test_a_view_is_frozen_and_compares_by_value() -> None:
    game = CardGame.new(CardConfig(players=3), 2)
    view = game.view(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 5  # type: ignore[misc]
    assert view == game.view(1) and hash(view) == hash(game.view(1))
    assert view.config == game.config and view.hand == tuple(ALL_CARDS[c] for c in game.hands[1])


def test_no_view_for_a_seat_that_does_not_play() -> None:
    game = CardGame.new(CardConfig(players=2), 2)
    with pytest.raises(ValueError):
        game.view(2)


def test_the_decision_says_who_steals_and_from_where() -> None:
    game = build(
        hands=[["G7", "G2"], ["R2"]], display=["R7"], booty=["C7", "K3", "G9"], collections=[[], ["R5"]]
    )
    game.apply(Play("G7", ("R7",)))
    for seat in (0, 1):
        decision = game.view(seat).decision
        assert (decision.key, decision.seat) == (DECISION_STEAL_SOURCE, 0)
        assert decision.steal == StealView(thief=0, stage="source", source=NO_SOURCE, count=0, cards=())
    game.apply(StealFrom(BOOTY))
    thief, other = game.view(0).decision, game.view(1).decision
    assert thief.key == other.key == DECISION_STEAL_CARD
    assert thief.steal == StealView(thief=0, stage="card", source=BOOTY, count=3, cards=("G9", "C7", "K3"))
    assert other.steal == StealView(thief=0, stage="card", source=BOOTY, count=3, cards=())
    game.apply(StealCard("C7"))
    assert game.view(0).decision.steal is None and game.view(0).decision.seat == 1


def test_a_finished_game_has_no_seat_to_act() -> None:
    game = CardGame.new(CardConfig(players=2, target=7), 5)
    agents = [make_agent("easy", s) for s in range(2)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions()))
    view = game.view(0)
    assert view.over and view.decision.key == DECISION_OVER and view.decision.seat == -1
    assert view.winners == tuple(game.winners) and view.last_scoring == game.last_scoring


def test_the_public_view_shows_what_every_seat_sees() -> None:
    game = build(
        players=3,
        hands=[["G7", "G2"], ["R2", "R4"], ["R3"]],
        display=["R7"],
        booty=["K3", "C9"],
        collections=[[], [], ["G4"]],
    )
    game.apply(Play("G7", ("R7",)))
    game.apply(StealFrom(BOOTY))
    public = game.public_view()
    assert public.seat == -1 and public.hand == () and public.booty_cards == ()
    assert public.decision.steal is not None and public.decision.steal.cards == ()
    game.apply(StealCard("C9"))
    public, views = game.public_view(), [game.view(s) for s in range(3)]
    for owner, coll in enumerate(public.collections):
        known = set.intersection(*(set(v.collections[owner].cards) for v in views))
        assert set(coll.cards) == known and coll.hidden == coll.count - len(known)
    assert "C9" not in public.collections[0].cards and public.collections[0].hidden == 1
    # seat 1 has not looked at the booty pile: it sees no more than everyone, beside its hand
    assert dataclasses.replace(public, seat=1, hand=views[1].hand) == views[1]
