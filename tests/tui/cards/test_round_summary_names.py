"""The card game's round summary at 80 columns with four players: a name cut to the column keeps its number
("Spieler 1" was "Spieler…" in every column; now "Spiel… 1"), with the board's ``short_name`` (issue 22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from saves import SeatInfo
from tests.tui.cards.cards_ui_helpers import direct_session, make_app, screen_text, wait_quiet
from tui.wrapping import short_name


@pytest.mark.parametrize(("lang", "player"), [("en", "Player"), ("de", "Spieler"), ("fr", "Joueuse")])
async def test_four_cut_names_keep_their_numbers(save_dir: Path, lang: str, player: str) -> None:
    from tests.tui.cards.test_cards_snapshots import advance, after_round
    from tui.cards.dialogs.round import RoundSummaryDialog
    from tui.cards.table import table_view

    names = [f"{player} {n}" for n in range(1, 5)]
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        seats = [SeatInfo(names[0]), *(SeatInfo(name, "ai", "easy") for name in names[1:])]
        session = direct_session(app, seats, seed=4)
        advance(session, after_round(1))
        view = table_view(session.game, None)
        assert view.last_scoring is not None
        await app.push_screen(RoundSummaryDialog(view.last_scoring, names, goal=11, animate=False))
        await wait_quiet(pilot)
        text = screen_text(app).replace("\u00a0", " ")
        for name in names:
            shown = short_name(name, 8).replace("\u00a0", " ")
            assert shown.endswith(name[-2:]) and shown in text, (shown, text)
