"""A board captain left with the default name reads "Captain 1" in the language on show (it stayed in the set-up's
language), and "Play again" carries the set-up's choices into the new game but not what happened in the last one
(the advisor asked: the new game was counted as advised)."""

from __future__ import annotations

from pathlib import Path

from engines.board.config import BoardConfig
from saves import SaveStore, SeatInfo
from tests.tui.board.board_ui_helpers import make_app
from tui.board import UI
from tui.board.setup import board_session
from tui.i18n import Translator
from tui.records import advisor_asked


def test_a_default_captain_name_follows_the_language(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    seats = [SeatInfo("Kapitän 1"), SeatInfo("Flint", "ai", "easy")]
    session = board_session(app, BoardConfig(players=2), 4, seats, ["red", "blue"], default_names=[1, 0])
    assert session.display_names(Translator("fr")) == ["Capitaine 1", "Flint"]
    assert session.display_names(Translator("en")) == ["Captain 1", "Flint"]
    # A saved and loaded game keeps it, and so does "Play again".
    path = session.save("Friday")
    again = UI.loaded_session(app, SaveStore(tmp_path / "saves").load(path))
    assert again.display_names(Translator("de")) == ["Kapitän 1", "Flint"]
    assert UI.rematch(session, 5).display_names(Translator("fr"))[0] == "Capitaine 1"
    # A typed name is never translated.
    typed = board_session(app, BoardConfig(players=2), 4, seats, ["red", "blue"])
    assert typed.display_names(Translator("fr")) == ["Kapitän 1", "Flint"]


def test_play_again_keeps_the_choices_not_the_advisor_count(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    seats = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy")]
    session = board_session(app, BoardConfig(players=2), 4, seats, ["green", "red"])
    session.extra["advisor"] = 2  # the table counts each question
    assert advisor_asked(session.extra) == 2
    fresh = UI.rematch(session, 5)
    assert fresh.extra["colours"] == ["green", "red"]
    assert advisor_asked(fresh.extra) == 0


def test_the_compact_captains_strip_keeps_a_default_names_number() -> None:
    """At 80 columns the strip gives a name 9 columns: "Capitaine 1" showed as "Capitaine", the same for every
    default captain."""
    from tui.board.widgets.opponents import short_name

    assert short_name("Capitaine\u00a01", 9) == "Capita…\u00a01"
    assert short_name("Capitaine\u00a012", 9) == "Capit…\u00a012"
    assert short_name("Kapitän\u00a01", 9) == "Kapitän\u00a01"
    assert short_name("Bartholomew", 9) == "Bartholo…"
    assert all(len(short_name(f"Capitaine {n}", 9)) <= 9 for n in range(1, 6))
