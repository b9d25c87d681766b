"""The end-of-game score sheet, laid out like the rulebook's example: one column per captain, one row per scoring
line (sea gems with the all-gems bonus, treasures, sails, weaponry, planks, resources, the three card tracks;
Advanced adds fortune coins, bonus tokens, parrots and ranks the tracks with shared ranks), the total, the place,
then how a tie was broken (the tie-break counts, or each round of the final fight) and the winners.

Use::

    from tui.board.widgets.score_sheet import ScoreSheet, score_rows

    sheet = ScoreSheet(id="score-sheet")
    sheet.show_sheet(game.view(None), game.outcome(), names=names)
    score_rows(game.view(None))        # the same as plain data: ScoreRow(part, label, cells)

The points are the engine's (``view.result.parts``); the details beside them (7 of 7 + bonus, level 4,
rank 1 shared...) are recomputed from the public view. Re-renders on a language switch (``apply_language``); the
sheet is built for the width it is drawn at (:class:`tui.widgets.by_width.ByWidth`).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from engines.base import Outcome
from engines.board import TRACKS, BoardView, solo_card_points, track_rank_points
from tui.board.words import Translate, seat_name
from tui.widgets.by_width import ByWidth
from tui.widgets.localized import Localizable

__all__ = ["Cell", "ScoreRow", "ScoreSheet", "details_fit", "score_rows", "sheet_renderable"]

_DISCOVERY_PARTS = ("gems", "treasures", "sails", "weapons", "planks", "resources")
_ADVANCED_PARTS = (
    "gems",
    "treasures",
    "coins",
    "sails",
    "weapons",
    "planks",
    "resources",
    "tokens",
    "parrots",
)
_ROW_KEYS = {
    "gems": "board.score.row.gems",
    "treasures": "board.score.row.treasures",
    "coins": "board.score.row.coins",
    "sails": "board.score.row.sails",
    "weapons": "board.score.row.weapons",
    "planks": "board.score.row.planks",
    "resources": "board.score.row.resources",
    "tokens": "board.score.row.tokens",
    "parrots": "board.score.row.parrots",
    "cards_exploration": "board.score.row.cards_exploration",
    "cards_combat": "board.score.row.cards_combat",
    "cards_trade": "board.score.row.cards_trade",
    "hen": "board.modules.score_hen",
}


@dataclass(frozen=True, slots=True)
class Cell:
    """One captain's points on one line, and what earned them (a message key and its parameters)."""

    points: int
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One scoring line: ``part`` (``gems``... ``cards_trade``), its label key, one cell per seat."""

    part: str
    label: str
    cells: tuple[Cell, ...]


def _track_cells(view: BoardView, track: str, advanced: bool) -> tuple[Cell, ...]:
    players = view.players
    counts = [len(p.tracks[track]) for p in players]
    if view.solo is not None:  # Solo: cards minus 2, plus 1 per set of 5
        return tuple(Cell(solo_card_points(n), "board.score.detail.cards", {"count": n}) for n in counts)
    if not advanced:
        return tuple(Cell(2 if n >= 4 else 0, "board.score.detail.cards", {"count": n}) for n in counts)
    points = track_rank_points(counts, len(players))
    distinct = sorted({c for c in counts if c > 0}, reverse=True)
    cells = []
    for n, pts in zip(counts, points, strict=True):
        if n <= 0:
            cells.append(Cell(pts, "board.score.detail.cards", {"count": n}))
            continue
        rank = distinct.index(n) + 1
        shared = counts.count(n) > 1
        key = "board.score.detail.cards_rank_shared" if shared else "board.score.detail.cards_rank"
        cells.append(Cell(pts, key, {"count": n, "rank": rank}))
    return tuple(cells)


def score_rows(view: BoardView) -> list[ScoreRow]:
    """Every scoring line of a finished game's view, in the rulebook's order (none while it goes on)."""
    if view.result is None:
        return []
    parts = view.result.parts
    players = view.players
    advanced = view.mode == "advanced"
    gems_total = len(view.ring)
    hold = 9
    rows = []
    solo = view.solo is not None
    for part in _ADVANCED_PARTS if advanced else _DISCOVERY_PARTS:
        if solo and part == "parrots":  # Solo mode has no parrots: nothing to score, no row
            continue
        cells = []
        for seat, p in enumerate(players):
            pts = parts[seat].get(part, 0)
            if part == "gems":
                n = len(p.gems)
                key = "board.score.detail.gems_all" if n >= gems_total else "board.score.detail.gems"
                cells.append(Cell(pts, key, {"count": n, "total": gems_total}))
            elif part == "treasures":
                cells.append(Cell(pts, "board.amount.treasures", {"count": p.treasures}))
            elif part == "coins":
                cells.append(Cell(pts, "board.amount.coins", {"count": p.coins}))
            elif part in ("sails", "weapons"):
                level = p.sails if part == "sails" else p.weapons
                cells.append(Cell(pts, "board.score.detail.level", {"level": level}))
            elif part == "planks":
                cells.append(Cell(pts, "board.amount.planks", {"count": p.planks}))
            elif part == "resources":
                cells.append(Cell(pts, "board.amount.resources", {"count": sum(p.res), "hold": hold}))
            elif part == "tokens":
                cells.append(Cell(pts, "board.score.detail.tokens", {"count": len(p.tokens)}))
            else:  # parrots
                own = sum(1 for c in p.parrots if c == seat)
                cells.append(Cell(pts, "board.score.detail.parrots", {"count": len(p.parrots), "own": own}))
        rows.append(ScoreRow(part, _ROW_KEYS[part], tuple(cells)))
    for track in TRACKS:
        part = f"cards_{track}"
        rows.append(ScoreRow(part, _ROW_KEYS[part], _track_cells(view, track, advanced)))
    if any("hen" in pp for pp in parts):  # the flying hen module: 1 point to the hen's owner
        hen = tuple(
            Cell(pp.get("hen", 0), "board.modules.hen_token" if pp.get("hen") else "board.label.nothing")
            for pp in parts
        )
        rows.append(ScoreRow("hen", _ROW_KEYS["hen"], hen))
    return rows


def _faces_text(t: Translate, faces: Sequence[str]) -> str:
    cannons, boardings = faces.count("cannon"), faces.count("boarding")
    return ", ".join([t("board.amount.cannons", count=cannons), t("board.amount.boardings", count=boardings)])


def details_fit(width: int, players: int) -> bool:
    """Whether the details beside the points fit in ``width`` columns (else the sheet shows points only)."""
    return width >= 20 + 24 * players


def sheet_renderable(
    t: Translate,
    view: BoardView,
    outcome: Outcome | None = None,
    names: Sequence[str] | None = None,
    *,
    details: bool = True,
) -> RenderableType:
    """The score sheet of a finished game as a Rich renderable (empty text while the game goes on).

    ``details=False`` shows the points only (a narrow screen); the lines, totals and footer stay."""
    result = view.result
    if result is None:
        return Text("")
    players = view.players
    n = len(players)
    scores = result.scores
    winners = set(result.winners)
    table = Table(
        title=t("board.score.title"), title_style="bold", show_lines=False, expand=False, pad_edge=False
    )
    table.add_column(t("board.score.line"), no_wrap=True)
    for seat in range(n):
        mark = "★ " if seat in winners else ""
        # a Text, not a str: Rich reads a str header as markup, and names are typed by players
        table.add_column(Text(mark + seat_name(t, seat, names)), justify="right", no_wrap=False, max_width=24)
    for row in score_rows(view):
        cells = []
        for cell in row.cells:
            text = Text(str(cell.points), style="bold")
            if details:
                text.append(" (" + t(cell.key, **cell.params) + ")", style="dim" if cell.points == 0 else "")
            cells.append(text)
        table.add_row(t(row.label), *cells)
    table.add_section()
    table.add_row(
        Text(t("board.score.total"), style="bold"),
        *[Text(str(scores[s]), style="bold reverse" if s in winners else "bold") for s in range(n)],
    )
    if outcome is not None and view.solo is None:  # a solo journey has a title, not a place
        ranks = {st.seat: st.rank for st in outcome.standings}
        table.add_row(
            t("board.score.place"), *[t("board.score.place_value", rank=ranks.get(s, 0)) for s in range(n)]
        )
    lines: list[RenderableType] = [table]
    reason = result.reason
    lines.append(Text(t(reason), style="bold"))
    if reason in ("board.outcome.tiebreak", "board.outcome.shared"):
        best = max(scores)
        for seat in range(n):
            if scores[seat] != best:
                continue
            p = players[seat]
            cards = sum(len(v) for v in p.tracks.values())
            lines.append(
                Text(
                    t(
                        "board.score.tiebreak_line",
                        name=seat_name(t, seat, names),
                        gems=len(p.gems),
                        treasures=p.treasures,
                        cards=cards,
                    )
                )
            )
    for i, fight in enumerate(result.fights):
        a, b = fight.a, fight.b
        planks = fight.planks
        params = {
            "round": i + 1,
            "name": seat_name(t, a, names),
            "other": seat_name(t, b, names),
            "planks": planks[0],
            "other_planks": planks[1],
        }
        if fight.combat:
            lines.append(
                Text(
                    t(
                        "board.score.fight_round",
                        faces=_faces_text(t, fight.combat),
                        other_faces=_faces_text(t, fight.other_combat),
                        **params,
                    )
                )
            )
        else:  # saves made before the faces were recorded
            lines.append(Text(t("board.score.fight_round_hulls", **params)))
    if result.title:  # Solo: the journey's title, the Favors & Curses level and the advice
        lines.append(Text("★ " + t(f"board.solo.title.{result.title}"), style="bold"))
        if result.level >= 0:
            lines.append(Text(t("board.solo.level", level=result.level)))
        if result.advice >= 0:
            lines.append(Text(t("board.solo.advice", level=result.advice)))
        return Group(*lines)
    names_won = ", ".join(seat_name(t, s, names) for s in sorted(winners))
    lines.append(Text("★ " + t("board.score.winners", count=len(winners), names=names_won), style="bold"))
    return Group(*lines)


class ScoreSheet(Localizable, Static):
    """The score sheet widget (see the module docstring)."""

    DEFAULT_CSS = """
    ScoreSheet {
        height: auto;
        width: 100%;
        padding: 0 1;
    }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", name=name, id=id, classes=classes)
        self.i18n_params = {}
        self._view: BoardView | None = None
        self._outcome: Outcome | None = None
        self._names: Sequence[str] | None = None
        self._translate: Translate | None = None
        self._last: RenderableType = Text("")
        self._details: bool | None = None

    def show_sheet(
        self,
        view: BoardView,
        outcome: Outcome | None = None,
        *,
        names: Sequence[str] | None = None,
        details: bool | None = None,
    ) -> None:
        """Show the sheet of a finished game (``view`` of any seat or ``view(None)``).

        ``details``: the reasons beside the points (7 of 7 + bonus, level 4...); ``None`` shows them when the
        widget is wide enough (:func:`details_fit`) and follows its size."""
        self._view, self._outcome, self._names, self._details = view, outcome, names, details
        self._render_now()

    def apply_language(self, t: Translate) -> None:
        self._translate = t
        self._render_now()

    def plain_text(self, width: int = 120) -> str:
        """What the sheet shows, as plain text (with the details its own width allows, once it has one)."""
        last = self._last
        if isinstance(last, ByWidth):
            last = last.at(self.size.width or width)
        console = Console(width=width, record=True, color_system=None, file=io.StringIO())
        console.print(last)
        return console.export_text()

    def _render_now(self) -> None:
        t, view = self._translate, self._view
        if t is None or view is None:
            return
        outcome, names, details = self._outcome, self._names, self._details
        players = len(view.players)
        sheets: dict[bool, RenderableType] = {}

        def sheet(width: int) -> RenderableType:
            # built for the width it is drawn at: no second rendering (and layout) once the width is known
            fit = details if details is not None else details_fit(width, players)
            if fit not in sheets:
                sheets[fit] = sheet_renderable(t, view, outcome, names, details=fit)
            return sheets[fit]

        self._last = ByWidth(sheet)
        self.update(self._last)
