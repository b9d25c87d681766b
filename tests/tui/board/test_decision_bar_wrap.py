"""A choice of the decision bar that wraps goes on under its text, not under its number (issue 22: French at
80 columns read "4 Attendre … prendre 1" / "pièce de fortune" from the left edge)."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.app import App, ComposeResult

from tests.tui.cards.cards_ui_helpers import wait_quiet
from tui.board.rows import numbered
from tui.board.widgets.decision_bar import DecisionBar
from tui.i18n import Translator
from tui.wrapping import keep_no_break_spaces


class BarApp(App[None]):
    def compose(self) -> ComposeResult:
        yield DecisionBar()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("width", [36, 48])
async def test_a_wrapped_choice_hangs_under_its_text(lang: str, width: int) -> None:
    keep_no_break_spaces()
    t = Translator(lang)
    label = t("board.label.await", action=t("board.label.sail", count=1))
    labels = numbered(["x", "y", "z", label], "action")
    app = BarApp()
    async with app.run_test(size=(width, 20)) as pilot:
        bar = app.query_one(DecisionBar)
        bar.show(Text("?"), "", labels)
        await wait_quiet(pilot)
        choices = bar.choices
        # what tests and screen readers read: the whole row, number and text
        assert str(choices.get_option_at_index(3).prompt) == "4 " + label
        rows = [strip.text.rstrip() for strip in choices.render_lines(choices.region.reset_offset)]
        start = next(i for i, row in enumerate(rows) if row.startswith("4 "))
        after = [row for row in rows[start + 1 :] if row.strip()]
        assert after, rows  # it wraps
        assert all(row.startswith("  ") and row[2] != " " for row in after), rows
        words = " ".join(word for word in label.split(" ") if word)  # no-break spaces kept
        assert " ".join(row.strip() for row in rows[start:] if row.strip()) == "4 " + words
