"""A finished solo journey as the record, the export and the end of the game show it (issue 21): the rulebook
gives a title by score and moves the Favors & Curses level; there is no solo winner, so no empty "Won by:",
and a favor's resource is logged once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engines.base import Rng
from engines.board import solo_title
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from saves import SeatInfo
from saves.records import load_records
from tests.tui.board.board_ui_helpers import make_app
from tui.board import UI as BOARD
from tui.board.setup import board_session
from tui.games import GAMES
from tui.i18n import Translator
from tui.records import record_game_end
from tui.replay import Replay
from tui.screens.over import record_line
from tui.screens.records import records_renderable
from tui.screens.replay import export_text

LANGS = ["en", "de", "fr"]


def finished_solo(app: Any, seed: int = 9, level: int = 2) -> Any:
    session = board_session(
        app, BoardConfig(mode="advanced", players=1, solo=True, level=level), seed, [SeatInfo("Anne")]
    )
    agent = make_captain("greedy", Rng(seed))
    game = session.game
    while not game.is_over:
        session.apply(agent.choose(game.view(0), list(game.legal_actions())))
    return session


@pytest.mark.parametrize("lang", LANGS)
def test_the_export_of_a_solo_journey_ends_with_its_title_level_and_advice(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path / "saves")
    session = finished_solo(app)
    t = Translator(lang)
    result = session.game.result
    text = export_text(t, GAMES, Replay.from_session(session))
    tail = text.rstrip("\n").split("\n")[-3:]
    score = result["scores"][0]
    assert tail == [
        t("board.solo.journey", title=t(f"board.solo.title.{result['title']}"), score=score),
        t("board.solo.level", level=2),
        t("board.solo.advice", level=result["advice"]),
    ]
    won_by = t("replay.export.winners", names="").rstrip(": ")
    assert won_by not in text  # no winner line at all ("Victoire :" was left empty)


def test_the_export_logs_each_favor_once(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    session = finished_solo(app, level=0)  # level 0: two favors
    t = Translator("en")
    lines = export_text(t, GAMES, Replay.from_session(session)).split("\n")
    favors = [i for i, line in enumerate(lines) if line.startswith("A favor of the")]
    assert len(favors) >= 2
    for (
        i
    ) in favors:  # "A favor of the Wild Sea: Anne receives 1 food." is not followed by "Anne gets 1 food."
        item = lines[i].partition(" receives ")[2]
        assert lines[i + 1] != f"Anne gets {item}", lines[i : i + 2]


@pytest.mark.parametrize("lang", LANGS)
def test_a_solo_journey_is_recorded_by_score_title_and_level_and_shown_so(tmp_path: Path, lang: str) -> None:
    from rich.console import Console

    app = make_app(tmp_path / "saves", language=lang)
    session = finished_solo(app)
    assert record_game_end(app.data_dir, BOARD, session)
    records = load_records(app.data_dir)
    score = session.game.result["scores"][0]
    solo = records.modes["board.solo"]
    assert (solo.played, solo.won, solo.lost) == (1, 0, 0)
    assert [(g.score, g.title, g.level) for g in records.solo] == [(score, solo_title(score), 2)]
    t = Translator(lang)
    line = record_line(app, BOARD, session).plain
    assert line.startswith(t("replay.over.record_titled", mode=t("records.mode.solo"), played=1))
    assert t("records.column.lost").lower() not in line.lower()
    console = Console(width=120, record=True)
    console.print(records_renderable(t, GAMES, records))
    screen = console.export_text()
    title = t(f"board.solo.title.{solo_title(score)}")
    assert t("records.solo_game", score=score, title=title, level=2) in screen
