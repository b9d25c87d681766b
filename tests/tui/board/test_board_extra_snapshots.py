"""Snapshots of a solo board at 120x40: round 2, after the first Vagabond phase (his ship and intensity on the
ring, the mist tile, his tokens on the action board, the favor and the curse explained above the captain's board)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from saves import SeatInfo
from tests.tui.board.board_ui_helpers import make_app
from tests.tui.cards.cards_ui_helpers import wait_quiet
from tui.board.setup import board_session
from tui.board.table import BoardTableScreen

SEED = 21


def solo_session(app: Any) -> Any:
    """A level-1 solo game (a favor and a curse) played by a seeded greedy captain to round 2's placement."""
    session = board_session(
        app, BoardConfig(mode="advanced", players=1, solo=True, level=1), SEED, [SeatInfo("Anne")]
    )
    game = session.game
    agent = make_captain("greedy", Rng(SEED))
    while not (game.round == 2 and game.decision == "board.decision.place"):
        session.apply(agent.choose(game.view(0), list(game.legal_actions())))
    return session


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_solo_board(snap_compare, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(language=lang)

    async def run_before(pilot: Any) -> None:
        session = solo_session(app)
        assert session.game.solo["captain"] >= 0  # his tokens are on the action board
        await pilot.app.push_screen(BoardTableScreen(session))
        await wait_quiet(pilot)
        await wait_quiet(pilot)

    assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)
