"""Snapshot tests of the 7Seas screens, seeded: the table, a capture choice, the steal and the round
summary, in each language, at 80x24 and 120x40."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engines.cards import (
    BOOTY,
    DECISION_PLAY,
    DECISION_STEAL_CARD,
    DECISION_STEAL_SOURCE,
    KRAKEN,
    Play,
    StealFrom,
    make_agent,
)
from saves import SeatInfo
from tests.tui.cards.cards_ui_helpers import direct_session, make_app, wait_quiet, wait_until
from tui.cards.dialogs.round import RoundSummaryDialog
from tui.cards.table import CardsTableScreen, table_view
from tui.session import GameSession, decision_seed
from tui.widgets.game_log import GameLog

LANGS = ["en", "de", "fr"]
SIZES = [(80, 24), (120, 40)]
THREE = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium"), SeatInfo("Bonny", "ai", "easy")]
TWO = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium")]


def advance(
    session: GameSession,
    until: Callable[[GameSession], bool],
    *,
    steer: Callable[[GameSession], Any] | None = None,
    limit: int = 2000,
) -> None:
    """Play easy moves for every seat (seeded, so always the same) until ``until`` holds."""
    for _ in range(limit):
        if until(session):
            return
        seat = session.game.to_act
        assert seat is not None, "the game ended first"
        action = steer(session) if steer is not None else None
        if action is None:
            agent = make_agent("easy", decision_seed(session.seed, len(session.records), seat))
            action = agent.choose(session.game.view(seat), list(session.game.legal_actions()))
        session.apply(action)
    raise AssertionError("state not reached")


def human_to_play(session: GameSession, *, min_actions: int = 0) -> bool:
    game = session.game
    return len(session.records) >= min_actions and game.to_act == 0 and game.decision == DECISION_PLAY


def with_choice(session: GameSession) -> bool:
    """Seat 0 to play, holding a card (not the kraken) with several capture options."""
    if not human_to_play(session, min_actions=6):
        return False
    cards = [a.card for a in session.game.legal_actions() if isinstance(a, Play) and a.card != KRAKEN]
    return any(cards.count(c) > 1 for c in cards)


def steal_from_booty(session: GameSession) -> Any:
    """Steer seat 0 to look at the booty pile when it steals (other seats play as they like)."""
    game = session.game
    if game.to_act == 0 and game.decision == DECISION_STEAL_SOURCE:
        return StealFrom(BOOTY) if StealFrom(BOOTY) in game.legal_actions() else None
    return None


def ready_to_steal(session: GameSession) -> bool:
    return session.game.to_act == 0 and session.game.decision == DECISION_STEAL_CARD


def after_round(number: int) -> Callable[[GameSession], bool]:
    def check(session: GameSession) -> bool:
        scoring = session.game.view(0).last_scoring
        return scoring is not None and scoring.round == number and human_to_play(session)

    return check


async def show(pilot: Any, session: GameSession, *keys: str) -> CardsTableScreen:
    table = CardsTableScreen(session)
    await pilot.app.push_screen(table)
    await wait_quiet(pilot)
    log = table.query_one(GameLog)
    # Snapshots freeze what may move: wait until the log is laid out and shows its newest line.
    await wait_until(
        pilot,
        lambda: (
            table.too_small
            or (bool(log.lines) and log.virtual_size.height > 0 and log.scroll_y == log.max_scroll_y)
        ),
    )
    if keys:
        await pilot.press(*keys)
        await wait_quiet(pilot)
    return table


class TestCardTable:
    """The table for Anne against two AI captains, a card selected."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_table(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            session = direct_session(app, THREE, seed=31)
            advance(session, lambda s: human_to_play(s, min_actions=9))
            await show(pilot, session, "3")

        assert snap_compare(app, terminal_size=size, run_before=run_before)


class TestCaptureChoice:
    """A card that can take in several ways: the choice, its first option marked in the display."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_capture_choice(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            session = direct_session(app, THREE, seed=19)
            advance(session, with_choice)
            cards = [a.card for a in session.game.legal_actions() if isinstance(a, Play) and a.card != KRAKEN]
            card = next(c for c in cards if cards.count(c) > 1)
            index = session.game.view(0).hand.index(card)
            table = await show(pilot, session)
            table.action_pick(index)
            await pilot.press("enter")
            await wait_quiet(pilot)

        assert snap_compare(app, terminal_size=size, run_before=run_before)


class TestSteal:
    """After clearing the display, Anne looks at the booty pile and picks a card."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_steal(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            session = direct_session(app, THREE, seed=3)
            advance(session, ready_to_steal, steer=steal_from_booty)
            await show(pilot, session)

        assert snap_compare(app, terminal_size=size, run_before=run_before)


class TestRoundSummary:
    """The end of round 2 of a two-player game: categories, two ties, points and ships."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_round_summary(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            session = direct_session(app, TWO, seed=25, goal=14)
            advance(session, after_round(2))
            table = await show(pilot, session)
            view = table_view(session.game, None)
            await pilot.app.push_screen(
                RoundSummaryDialog(view.last_scoring, table.names, goal=view.config.target, animate=False)
            )
            await wait_quiet(pilot)

        assert snap_compare(app, terminal_size=size, run_before=run_before)
