"""Names and parrots as the German and French whole-game read-throughs at 80x24 found them (issue 22,
leftovers): a seat name never breaks before its number, and a captain's own parrot is never named as if it were
someone else's. Each test fails on the app as it was before."""

from __future__ import annotations

from itertools import pairwise

import pytest
from rich.console import Console

from engines.base import Event
from engines.board.content import content
from tui.board.log import record_lines
from tui.board.text import Seats
from tui.board.words import offer_side
from tui.i18n import Translator
from tui.wrapping import keep_no_break_spaces

LANGUAGES = ("en", "de", "fr")
DEFAULT = {"en": "Captain", "de": "Kapitän", "fr": "Capitaine"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seat_name_never_breaks_before_its_number(lang: str) -> None:
    """ "Capitaine" at the end of a line and "1" at the start of the next: the name's number stays with it, in
    the log at every width, whether the name is the set-up's default or a seat's fallback name."""
    keep_no_break_spaces()  # as the app does when it starts
    t = Translator(lang)
    word = DEFAULT[lang]
    seats = Seats([f"{word} 1", f"{word} 2"])
    events = (
        Event("board.event.place", {"seat": 0, "token": "captain", "spot": 1, "actions": ["sail", "land"]}),
        Event("board.event.gain", {"seat": 1, "resource": "wood"}),
        Event("board.event.fish", {"seat": 0}),
    )
    lines = record_lines(t, events, seats, content())
    fallback = t("board.label.parrot_of", name=t("board.label.seat", number=1))
    for width in range(12, 48):
        console = Console(width=width, color_system=None, legacy_windows=False)
        with console.capture() as capture:
            for line in lines:
                console.print(line)
            console.print(fallback)
        rows = [row.rstrip() for row in capture.get().splitlines()]
        broken = [(a, b) for a, b in pairwise(rows) if a.endswith(word) and b[:1].isdigit()]
        assert not broken, (width, rows)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_captains_own_parrot_is_their_own(lang: str) -> None:
    """ "den Papagei von Kapitän 1" in a question to Kapitän 1 (a trade offer, the parrot a winner takes back)
    and in the log's line about Kapitän 1: the reader's parrot is "yours", the subject's "their own"."""
    t = Translator(lang)
    names = ["Kapitän 1", "Flint"]
    yours = offer_side(t, {}, [0], names, you=0)
    assert yours == t("board.label.parrot_yours") and "Kapitän" not in yours
    assert "Flint" in offer_side(t, {}, [1], names, you=0)
    seats = Seats(names)
    offer = Event("board.event.trade_offer", {"seat": 0, "other": 1, "give": ["parrot0"], "ask": ["rum"]})
    back = Event("board.event.parrot", {"seat": 0, "other": 1, "parrot": 0})
    for event in (offer, back):
        (line,) = record_lines(t, (event,), seats, content())
        assert line.plain.count("Kapitän") == 1, line.plain
