"""The summary a captain finds when their turn comes back ("since your last turn"), as the German and French
whole-game read-throughs at 80x24 found it (issue 22, leftovers): it tells each event in the log's words and
keeps its indent when a line wraps. Each test fails on the summary as it was before."""

from __future__ import annotations

import pytest
from rich.console import Console

from engines.base import Event
from engines.board.content import content
from tui.board.log import record_lines
from tui.board.recap import recap_lines
from tui.board.text import Seats
from tui.i18n import Translator
from tui.session import LogRecord

LANGUAGES = ("en", "de", "fr")
SEATS = Seats(["Anne", "Flint"])


def _flint(*events: Event) -> list[LogRecord]:
    return [LogRecord(0, 1, "board.decision.x", "x", (Event("board.event.turn_start", {"seat": 1}), *events))]


def _told(lang: str, records: list[LogRecord]) -> list[str]:
    lines = recap_lines(Translator(lang), records, seat=0, seats=SEATS, content=content(), start=0)
    return [line.plain.strip() for line in lines]


def _logged(lang: str, records: list[LogRecord]) -> list[str]:
    t = Translator(lang)
    return [line.plain for record in records for line in record_lines(t, record.events, SEATS, content())]


def _friendly() -> str:
    return next(c.id for c in content().cards.values() if c.name == "welcoming_village")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_summary_tells_every_line_as_the_log_does(lang: str) -> None:
    """The summary re-told some events its own way (a move, then the card met, on two lines; a treasure apart
    from the wood gained with it): each of its lines under a captain is now a line of the log."""
    card = _friendly()
    records = _flint(
        Event("board.event.move", {"seat": 1, "to": "wild", "points": 1}),
        Event("board.event.encounter", {"seat": 1, "sea": "wild", "card": card, "nature": "friendly"}),
        Event("board.event.gain", {"seat": 1, "resource": "wood"}),
        Event("board.event.treasure", {"seat": 1, "count": 1}),
        Event("board.event.repair", {"seat": 1, "spent": []}),
    )
    told = _told(lang, records)
    logged = _logged(lang, records)
    assert told[0].endswith("Flint") and len(told) == 3, told
    assert all(line in logged for line in told[1:]), (told, logged)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sailing_past_a_friendly_card_reads_the_same_in_the_summary_and_the_log(lang: str) -> None:
    """ "Flint évite le Village accueillant" in the summary, "Flint passe au large du Village…" in the log: one
    event, one wording (the log's)."""
    records = _flint(Event("board.event.avoid", {"seat": 1, "card": _friendly(), "paid": False}))
    told = _told(lang, records)
    assert told[1:] == _logged(lang, records)[1:], told


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("width", [24, 30, 40])
def test_a_wrapped_summary_line_keeps_its_indent(lang: str, width: int) -> None:
    """A line under a captain's name that wraps went on at the left edge, under the name: its next lines are
    indented like its first words (a hanging indent)."""
    from tui.board.recap import recap_view

    records = _flint(
        Event("board.event.gain", {"seat": 1, "resource": "wood", "count": 2}),
        Event("board.event.gain", {"seat": 1, "resource": "rum"}),
        Event("board.event.gain", {"seat": 1, "resource": "fabric"}),
        Event("board.event.treasure", {"seat": 1, "count": 1}),
    )
    t = Translator(lang)
    lines = recap_lines(t, records, seat=0, seats=SEATS, content=content(), start=0)
    console = Console(width=width, color_system=None, legacy_windows=False)
    with console.capture() as capture:
        console.print(recap_view(t, "Anne", lines))
    rows = capture.get().splitlines()
    header = next(i for i, row in enumerate(rows) if row.strip().endswith("Flint"))
    assert len(rows) > header + 2, rows  # the gains wrap
    assert all(row.startswith("   ") and row[3] != " " for row in rows[header + 1 :]), rows


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrapped_legend_line_goes_on_under_its_meaning(lang: str) -> None:
    """The legend (`l`) at 80 columns: "die Nummer des Meeres im Ring (für die Versteck-Ziffern und die" went on
    at the left edge ("Kapitänsleiste)"), under the headings: a wrapped meaning stays indented."""
    from engines.board import BoardConfig, BoardGame
    from tui.board.help import LEGEND, legend_renderables

    t = Translator(lang)
    view = BoardGame.new(BoardConfig(mode="discovery", players=2), 3).view(0)
    headings = {t(title) for title, _ in LEGEND} | {
        t("board.ui.legend.marks"),
        t("board.ui.legend.tokens_title"),
    }
    console = Console(width=60, color_system=None, legacy_windows=False)
    with console.capture() as capture:
        for part in legend_renderables(t, view):
            console.print(part)
    rows = [row.rstrip() for row in capture.get().splitlines() if row.strip()]
    assert len(rows) > 30
    bad = [row for row in rows if row.strip() not in headings and not row.startswith("  ")]
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrapped_key_line_in_the_help_goes_on_under_its_meaning(lang: str) -> None:
    """F1 at 80 columns: "eine Wahl markieren (eine Ziffer: ein Feld, ein Platz oder eine" went on at the left
    edge ("Zeile)"): the keys' meanings wrap under themselves, as in the legend."""
    from rich.text import Text

    from tui.board.help import help_renderables

    t = Translator(lang)
    parts = help_renderables(t, prompt=Text("?"), hint="", section="", language=lang)
    console = Console(width=50, color_system=None, legacy_windows=False)
    with console.capture() as capture:
        for part in parts[parts.index(next(p for p in parts if str(p) == t("board.ui.help.keys"))) + 1 :]:
            console.print(part)
    rows = [row.rstrip() for row in capture.get().splitlines() if row.strip()]
    assert len(rows) > 12
    assert all(row.startswith("  ") for row in rows), rows


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_round_my_last_play_ended_is_in_the_summary(lang: str) -> None:
    """Anne's last play ended round 2: the upkeep and round 3 came in her own play's record, after her move, and
    the summary started after that record ("Runde 3", "Instandhaltung" missing). It now tells them, not her move."""
    t = Translator(lang)
    mine = LogRecord(
        0,
        0,
        "board.decision.x",
        "x",
        (
            Event("board.event.move", {"seat": 0, "to": "wild", "points": 1}),
            Event("board.event.maintenance", {"round": 2}),
            Event("board.event.round_start", {"round": 3, "rounds": 5, "first": 1}),
            Event("board.event.turn_start", {"seat": 1}),
        ),
    )
    flint = LogRecord(
        1, 1, "board.decision.x", "x", (Event("board.event.move", {"seat": 1, "to": "wild", "points": 1}),)
    )
    lines = [
        line.plain.strip() for line in recap_lines(t, [mine, flint], seat=0, seats=SEATS, content=content())
    ]
    upkeep = t("board.event.maintenance", round=2)
    new_round = t("board.event.round_start", round=3, rounds=5, first=1)
    assert lines[:2] == [upkeep, new_round], lines
    assert lines[2].endswith("Flint") and len(lines) == 4 and "Flint" in lines[3], lines
    assert not any("Anne" in line for line in lines), lines
