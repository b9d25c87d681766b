"""The advisor: "what would the hard captain do here?" for the human seat at the board table.

The table's key opens :class:`AdvisorDialog`: the hard captain's search (``engines.board.advise``) runs on the
seat's own view in a thread worker (the screen never freezes), and the dialog shows its top choices with their
expected glory and one line on why (what each gains or risks beside the others). Escape cancels the search and
closes; the dialog never plays a move. The table counts the questions in ``session.extra["advisor"]`` (saved
with the game, shown by its replay).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from engines.board import Act, Advice, BoardView, Estimate, advise
from tui.board.labels import action_label
from tui.screens.base import BaseModal

__all__ = ["SHOWN", "AdvisorDialog", "advice_body", "advice_lines", "shown_order", "why_text"]

#: The advisor shows this many choices at most.
SHOWN = 4
#: A change of a stat smaller than this (beside the other choices' mean) is not worth a word.
NOTABLE = 0.15
#: A choice's details (its gain and glory, why) are indented under its name by this many columns.
INDENT = 3


def why_text(t: Any, estimate: Estimate, others: Sequence[Estimate]) -> str:
    """One line on why: the stats this choice raises most and the one it lowers most, each beside the mean of
    the choices compared (gems, cards, treasures...), or that it changes little."""
    seen = [e for e in others if e.worlds and e.changes]
    if not estimate.worlds or not estimate.changes or len(seen) < 2:
        return str(t("board.advisor.why_unsearched"))
    deltas = {
        key: estimate.changes[key] - sum(e.changes[key] for e in seen) / len(seen) for key in estimate.changes
    }
    gains = sorted((k for k, d in deltas.items() if d >= NOTABLE), key=lambda k: -deltas[k])[:2]
    risks = sorted((k for k, d in deltas.items() if d <= -NOTABLE), key=lambda k: deltas[k])[:1]
    number = t.number if hasattr(t, "number") else (lambda v, digits=1: f"{v:.{digits}f}")

    def item(key: str) -> str:
        shown = round(abs(deltas[key]), 1)  # the plural form follows the number shown ("−1 Ressource")
        return str(t(f"board.advisor.stat.{key}", count=shown, change=_signed(number, deltas[key])))

    parts = []
    if gains:
        parts.append(t("board.advisor.gains", items=t("board.ui.and").join(item(k) for k in gains)))
    if risks:
        parts.append(t("board.advisor.risks", items=item(risks[0])))
    if not parts:
        return str(t("board.advisor.why_even"))
    return str(t("board.advisor.why_join")).join(str(p) for p in parts)


def _signed(number: Any, value: float) -> str:
    text = str(number(abs(value), 1))
    return ("+" if value >= 0 else "−") + text


def shown_order(advice: Advice) -> list[Estimate]:
    """The choices in the order the dialog numbers them: by the number shown first on each, the gain over the
    medium captain's choice (paired: played in the same worlds), best first; the hard captain's choice first
    among equals. The engine puts its choice first; where it follows the exact odds (a roll) instead of the
    worlds, it may rank lower here, marked all the same."""
    if not advice.searched:
        return list(advice.ranked)
    return sorted(advice.ranked, key=lambda e: (e.worlds == 0, -e.gain, not e.chosen))


def advice_lines(t: Any, view: BoardView, advice: Advice, names: Sequence[str]) -> list[tuple[str, Text]]:
    """The dialog's body as lines, each after its margin: a line on the order (no margin), then the choices by
    the gain that ranks them (the top :data:`SHOWN`, the hard captain's choice, marked, and the medium
    captain's), each after its rank ("2. ") with that gain first, its expected glory, and one line on why
    (after blanks as wide: they line up under the choice)."""
    number = t.number if hasattr(t, "number") else (lambda v, digits=1: f"{v:.{digits}f}")
    lines: list[tuple[str, Text]] = []
    if advice.cancelled:
        lines.append(("", Text(t("board.advisor.cancelled"), style="italic")))
    if advice.searched:
        lines.append(("", Text(t("board.advisor.order"), style="dim")))
    # the top ones, the hard captain's and the medium choice (the reference) wherever they rank, numbered by
    # their rank
    order = shown_order(advice)
    shown = [(rank, e) for rank, e in enumerate(order, 1) if rank <= SHOWN or e.plain or e.chosen]
    for rank, estimate in shown:
        label = action_label(t, view, estimate.action, names=list(names))
        style = "bold #e8c547" if estimate.chosen else "bold"
        head = Text(str(label), style=style)
        if estimate.chosen:
            head.append("  " + t("board.advisor.chosen"), style="#e8c547")
        lines.append((f"{rank}. ", head))
        if advice.searched and estimate.worlds:
            if estimate.plain:
                line = t("board.advisor.plain")
            elif estimate.worlds >= 2 and round(estimate.gain, 1) == 0 and round(estimate.gain_se, 1) == 0:
                line = t("board.advisor.same")  # not "+0.0 ± 0.0": it played out as the medium choice did
            elif estimate.worlds >= 2:
                line = t(
                    "board.advisor.gain",
                    gain=_signed(number, estimate.gain),
                    # an error under 0.05 in two digits: "± 0" would read as no error at all
                    error=number(estimate.gain_se, 1 if round(estimate.gain_se, 1) else 2),
                )
            else:
                line = t("board.advisor.gain_one", gain=_signed(number, estimate.gain))
            line += " · " + t("board.advisor.glory", glory=number(estimate.glory, 1), worlds=estimate.worlds)
            lines.append((" " * INDENT, Text(line, style="dim")))
            lines.append((" " * INDENT, Text(why_text(t, estimate, advice.ranked))))
    if not advice.searched:
        lines.append(("", Text(t("board.advisor.unsearched"), style="dim")))
    else:
        if order and not order[0].chosen:
            lines.append(("", Text(t("board.advisor.chosen_lower"), style="dim")))
        lines.append(("", Text("")))
        lines.append(("", Text(t("board.advisor.footnote", worlds=advice.worlds), style="dim")))
    return lines


def advice_body(t: Any, view: BoardView, advice: Advice, names: Sequence[str]) -> Group:
    """The dialog's body as it is shown: :func:`advice_lines` with a hanging indent, so that a choice's wrapped
    name and details line up after its rank instead of running back under it on a narrow terminal."""
    lines = advice_lines(t, view, advice, names)
    width = max([INDENT, *(len(margin) for margin, _ in lines)])
    parts: list[Text | Table] = []
    grid: Table | None = None
    for margin, line in lines:
        if not margin:
            parts.append(line)
            grid = None
            continue
        if grid is None:
            grid = Table.grid()
            grid.add_column(width=width, no_wrap=True)
            grid.add_column()
            parts.append(grid)
        grid.add_row(Text(margin.strip(), style=line.style), line)
    return Group(*parts)


class AdvisorDialog(BaseModal[None]):
    """Ask the hard captain about the human seat's decision; Escape cancels the search and closes."""

    DEFAULT_CSS = """
    AdvisorDialog { align: center middle; background: $background 60%; }
    AdvisorDialog #advisor { width: 90; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1; }
    AdvisorDialog #advisor-title { text-style: bold; }
    AdvisorDialog #advisor-scroll { height: auto; max-height: 18; }
    AdvisorDialog #advisor-body { height: auto; }
    AdvisorDialog #advisor-help { color: $text-muted; }
    """

    BINDINGS = [
        *BaseModal.BINDINGS,
        Binding("escape", "close", "Close", id="board_keys.advisor_close"),
        Binding("enter", "close", "", show=False),
    ]

    #: seconds of thinking per decision of weight 1 (None: the advisor's own, ``engines.board.advise``)
    budget: float | None = None

    def __init__(self, view: BoardView, legal: Sequence[Act], names: Sequence[str], seed: int) -> None:
        super().__init__()
        self.board_view = view
        self.legal = list(legal)
        self.names = list(names)
        self.seed = seed
        self.advice: Advice | None = None
        self._stop = threading.Event()

    @property
    def thinking(self) -> bool:
        return self.advice is None

    def compose(self) -> ComposeResult:
        with Vertical(id="advisor"):
            yield Static("", id="advisor-title")
            with VerticalScroll(id="advisor-scroll"):
                yield Static("", id="advisor-body")
            yield Static("", id="advisor-help")

    def on_mount(self) -> None:
        super().on_mount()
        self.run_worker(self._think, thread=True, exclusive=True, group="advisor", exit_on_error=False)
        self.on_language()

    def _think(self) -> None:
        view, legal, stop = self.board_view, self.legal, self._stop.is_set
        if self.budget is None:
            advice = advise(view, legal, self.seed, stop=stop)
        else:
            advice = advise(view, legal, self.seed, budget=self.budget, stop=stop)
        if not self._stop.is_set():
            self.app.call_from_thread(self._show, advice)

    def _show(self, advice: Advice) -> None:
        self.advice = advice
        self.on_language()

    def on_language(self) -> None:
        if not self.query("#advisor-body"):
            return  # not composed yet
        t = self.seas.t
        self.query_one("#advisor-title", Static).update(t("board.advisor.title"))
        body = self.query_one("#advisor-body", Static)
        if self.advice is None:
            body.update(Text(t("board.advisor.thinking"), style="italic"))
            self.query_one("#advisor-help", Static).update(t("board.advisor.help_thinking"))
        else:
            body.update(advice_body(t, self.board_view, self.advice, self.names))
            self.query_one("#advisor-help", Static).update(t("board.advisor.help"))

    def action_close(self) -> None:
        self._stop.set()  # a search still running stops at its next rollout
        self.dismiss(None)

    def on_unmount(self) -> None:
        self._stop.set()
