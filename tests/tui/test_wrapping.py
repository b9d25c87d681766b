"""French no-break spaces hold when the app wraps text: no wrapped line starts with ":", ";", "!", "?" or "»",
none ends with "«" (the log, dialogs, rules, replay and the decision bar all wrap through Rich or Textual)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
import rich._wrap
import textual._wrap
from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content

from tests.tui.cards.cards_ui_helpers import wait_quiet
from tui.i18n import Translator, load_catalog
from tui.widgets.game_log import GameLog
from tui.wrapping import NO_BREAK, keep_no_break_spaces, wraps_keep_no_break_spaces

WIDTHS = (9, 12, 17, 23, 28, 31, 36, 40, 42, 47, 57, 63, 78)
RICH_ORIGINAL = re.compile(r"\s*\S+\s*")
TEXTUAL_ORIGINAL = re.compile(r"\S+\s*|\s+")


def lonely_marks(lines: list[str]) -> list[str]:
    """Wrapped lines that start with a mark French keeps on the line before, or end with an opening «."""
    return [line for line in lines if re.match(r"\s*[:;!?»]", line) or line.rstrip().endswith("«")]


def french_texts() -> Iterator[tuple[str, str]]:
    """Every French message with a no-break space, placeholders filled in."""
    for key, entry in load_catalog("fr").items():
        for text in entry.values() if isinstance(entry, dict) else [entry]:
            if any(ch in text for ch in NO_BREAK) and text[:1] not in NO_BREAK:  # not a bare " : " joiner
                yield key, re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "Anne", text)


def rich_lines(text: str, width: int) -> list[str]:
    return [line.plain for line in Text(text).wrap(Console(width=200), width)]


def content_lines(text: str, width: int) -> list[str]:
    return [line.plain for line in Content(text).wrap(width)]


def all_errors() -> list[str]:
    errors = []
    for key, text in french_texts():
        longest = max(len(word.strip()) for word in re.findall(r"[\S\u00a0\u2007\u202f]+", text))
        for width in (w for w in WIDTHS if w >= longest):  # a longer word folds anywhere
            for how, lines in (("rich", rich_lines(text, width)), ("textual", content_lines(text, width))):
                errors += [f"{key} @{width} ({how}): {line!r}" for line in lonely_marks(lines)]
    return errors


def test_the_libraries_wrap_with_the_app_expressions() -> None:
    keep_no_break_spaces()
    assert wraps_keep_no_break_spaces()


def test_no_french_message_wraps_before_its_mark_at_any_width() -> None:
    keep_no_break_spaces()
    errors = all_errors()
    assert not errors, "\n".join(errors[:20])


def test_the_check_fails_with_the_libraries_own_wrapping(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich and Textual break at U+00A0 on their own: the check above would catch it."""
    monkeypatch.setattr(rich._wrap, "re_word", RICH_ORIGINAL)
    monkeypatch.setattr(textual._wrap, "re_chunk", TEXTUAL_ORIGINAL)
    assert len(all_errors()) > 50


def test_a_long_word_still_folds_and_ordinary_spaces_still_break() -> None:
    keep_no_break_spaces()
    assert rich_lines("aaaa bbbb cccc", 9) == ["aaaa bbbb", "cccc"]
    assert rich_lines("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]
    assert content_lines(f"Choix{NO_BREAK[0]}: oui", 8) == [f"Choix{NO_BREAK[0]}:", "oui"]


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield GameLog(id="log")


def log_rows(app: App[Any]) -> list[str]:
    log = app.query_one(GameLog)
    return [strip.text.rstrip() for strip in log._strips]


@pytest.mark.parametrize("width", [24, 31, 38, 44, 52])
async def test_the_game_log_keeps_french_marks_on_their_line(width: int) -> None:
    fr = Translator("fr")
    lines = [
        Text(fr("board.event.negative", seat="Anne", effect=fr("board.negative.lose_planks", amount=3))),
        Text(fr("board.event.no_luck_coin", seat="Bonny")),
        Text(fr("board.event.success", seat="Calico-la-Rouge-des-Mers")),
        Text(fr("board.event.reduce", seat="Anne", action=fr("board.action.renovate"))),
    ]
    app = LogApp()
    async with app.run_test(size=(width, 20)) as pilot:
        app.query_one(GameLog).set_lines(lines)
        await wait_quiet(pilot)
        rows = log_rows(app)
        assert rows and not lonely_marks(rows), rows


@pytest.mark.parametrize("width", [40, 55, 70])
async def test_the_french_rules_keep_their_marks_on_their_line(width: int) -> None:
    from tests.tui.test_rules_screen import make_app, rendered
    from tui.screens.rules import RulesScreen

    app = make_app("fr")
    async with app.run_test(size=(width, 30)) as pilot:
        await app.push_screen(RulesScreen(game="board"))
        text = await rendered(app, pilot)
        rows = [strip.text.rstrip() for strip in text.lines]
        assert len(rows) > 200
        assert not lonely_marks(rows), lonely_marks(rows)[:5]


@pytest.mark.parametrize("width", [40, 44, 48, 52, 60])
async def test_a_french_dialog_keeps_its_marks_on_their_line(width: int) -> None:
    from tests.tui.test_rules_screen import make_app
    from tui.dialogs.confirm import ConfirmDialog

    app = make_app("fr")
    async with app.run_test(size=(width, 20)) as pilot:
        params = {"name": "Partie du dimanche", "seats": "Anne, Bonny", "saved": "hier"}
        await app.push_screen(ConfirmDialog("saves.more.confirm_replace", params=params))
        await wait_quiet(pilot)
        question = app.screen.query_one("#question")
        rows = [strip.text.rstrip() for strip in question.render_lines(question.region.reset_offset)]
        assert len([r for r in rows if r.strip()]) >= 3, rows
        assert not lonely_marks(rows), rows
