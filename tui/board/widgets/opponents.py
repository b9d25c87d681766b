"""The captains at a glance: one short block per captain (its name, glory if the game ended now, coins, the
resources in its hold, where its ship is and how it fares), at every terminal size.

Compact (a narrow or short terminal): one line per captain. Wide: two lines per captain (glory, coins, hull,
sails and weaponry; where the ship is and the hold). Every captain's full board is one key
away (``b``, :mod:`tui.board.captains_screen`). Symbols go with numbers and are explained by the legend
(``l``); nothing depends on colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from engines.board import BoardView, glory_now
from tui.board.text import RES, Seats, Translate
from tui.board.widgets import show
from tui.board.widgets.extra_panel import module_marks
from tui.wrapping import short_name

__all__ = ["STRIP_SYMBOLS", "OpponentsStrip", "short_name", "strip_lines"]

#: The strip's symbols (the legend explains them): glory, coins, hull, sails, weaponry, hideout.
STRIP_SYMBOLS = {"glory": "✪", "coins": "◎", "planks": "▮", "sails": "⛵", "weapons": "✹", "hideout": "⌂"}


def _where(t: Translate, view: BoardView, seat: int) -> str:
    """Where the ship is: ``3 Jade Sea`` (its ring number and name), the hideout, or not placed yet."""
    p = view.players[seat]
    if p.loc >= 0:
        return f"{p.loc + 1} " + t(f"board.sea.{view.ring[p.loc]}")
    if p.loc == -1:
        return STRIP_SYMBOLS["hideout"] + " " + t("board.piece.hideout")
    return "–"


def _hold(t: Translate, res: Sequence[int]) -> str:
    """The hold without empty rows: ``Food 2 Metal 1``; an empty hold says so."""
    parts = [f"{t(f'board.resource.{r}')} {n}" for r, n in zip(RES, res, strict=True) if n]
    return " ".join(parts) if parts else t("board.ui.strip.empty_hold")


def strip_lines(
    t: Translate,
    view: BoardView,
    seats: Seats,
    *,
    compact: bool,
    viewer: int | None = None,
    kinds: Sequence[str] = (),
    width: int = 0,
) -> list[Text]:
    """The strip's lines (see the module docstring); in the full layout a captain's hold takes a line of its own
    where the place and the hold would not fit in ``width`` columns together (0: no limit)."""
    glory = glory_now(view) if view.players else ()
    hull = view.content.planks
    lines: list[Text] = []
    for seat, p in enumerate(view.players):
        head = Text()
        acting = seat == view.to_act
        head.append("▶" if acting else " ", style=seats.style(seat))
        head.append_text(seats.mark(seat))
        name = seats.names[seat] if seat < len(seats) else "?"
        label = short_name(name, 9) if compact else name
        head.append(" " + label, style=seats.style(seat) + (" reverse" if acting else ""))
        if compact:
            head.append(" " * max(0, 9 - len(label)))
        else:
            if kinds and seat < len(kinds) and kinds[seat] == "ai":
                head.append(" " + t("board.ui.players.ai"), style="dim")
            if seat == viewer:
                head.append(" " + t("board.ui.players.you"), style="bold")
        score = glory[seat] if seat < len(glory) else 0
        head.append(f" {STRIP_SYMBOLS['glory']}{score}", style="bold")
        head.append(f" {STRIP_SYMBOLS['coins']}{p.coins}")
        planks = Text(f" {STRIP_SYMBOLS['planks']}{p.planks}" + ("" if compact else f"/{hull}"))
        if p.planks <= 0:
            planks.stylize("bold #ff5f5f")
            planks.append(" " + t("board.ui.strip.capsized"), style="bold #ff5f5f")
        head.append_text(planks)
        if not compact:
            head.append(f" {STRIP_SYMBOLS['sails']}{p.sails} {STRIP_SYMBOLS['weapons']}{p.weapons}")
        if seat == view.first:
            head.append(" ⚑", style="bold #e8c547")
        marks = module_marks(t, view, seat)
        if marks:  # the Extra modules' tokens: named when there is room, by their symbol otherwise
            short = " ".join(part.split(" ", 1)[0] for part in marks.split("  "))
            head.append(" " + (short if compact else marks), style="bold #e8c547")
        lines.append(head)
        where = Text(" @" + _where(t, view, seat))
        where.append("  " + _hold(t, p.res), style="dim")
        if compact:
            head.append_text(where)
        elif width and 2 + where.cell_len > width:
            lines.append(Text("   @" + _where(t, view, seat)))
            lines.append(Text("     " + _hold(t, p.res), style="dim"))
        else:
            lines.append(Text("  ").append_text(where))
    return lines


class OpponentsStrip(Static):
    """Every captain at a glance (see the module docstring)."""

    DEFAULT_CSS = """
    OpponentsStrip { height: auto; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def update_view(
        self,
        t: Translate,
        view: BoardView,
        seats: Seats,
        *,
        compact: bool,
        viewer: int | None = None,
        kinds: Sequence[str] = (),
    ) -> None:
        self._shown = (t, view, seats, compact, viewer, kinds)
        width = self.size.width
        lines = strip_lines(t, view, seats, compact=compact, viewer=viewer, kinds=kinds, width=width)
        if not compact:  # the compact layout has no row to spare: the pane tabs name the keys
            title = Text(t("board.ui.players.title"), style="bold")
            title.append("  " + t("board.ui.strip.keys"), style="dim")
            lines.insert(0, title)
        if self.styles.height is None or self.styles.height.value != len(lines):
            self.styles.height = len(
                lines
            )  # a fixed height: shown again after a hidden update, it keeps its rows
        show(self, Text("\n").join(lines))

    def on_resize(self) -> None:
        """Drawn again for its new width (a hold that no longer fits beside the place gets its own line)."""
        shown = getattr(self, "_shown", None)
        if shown is not None:
            t, view, seats, compact, viewer, kinds = shown
            self.update_view(t, view, seats, compact=compact, viewer=viewer, kinds=kinds)
