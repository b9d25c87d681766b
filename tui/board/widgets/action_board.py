"""The action board: six spots with their two main actions and the tokens on them, golden spaces, round."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from tui.board.text import Seats, Translate
from tui.board.widgets import show

__all__ = ["TOKEN_SYMBOL", "ActionBoard"]

#: The two tokens of a captain, the same in every language (the title line gives the legend).
TOKEN_SYMBOL = {"captain": "♚", "officer": "♟"}


class SpotRow(Static):
    """One action spot (clickable)."""

    def __init__(self, spot: int) -> None:
        super().__init__("", classes="spot-row", id=f"spot-{spot}")
        self.spot = spot

    def on_click(self) -> None:
        self.post_message(ActionBoard.Clicked(self.spot))


class ActionBoard(Vertical):
    """Spots 1-6, whose tokens are on them, the golden spaces and the round."""

    DEFAULT_CSS = """
    ActionBoard { height: auto; }
    ActionBoard > Static { height: auto; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Clicked(Message):
        """A spot was clicked (1-6)."""

        def __init__(self, spot: int) -> None:
            super().__init__()
            self.spot = spot

    def compose(self) -> ComposeResult:
        yield Static("", id="action-title", classes="region-title")
        for spot in range(1, 7):
            yield SpotRow(spot)
        yield Static("", id="golden")

    def update(self, t: Translate, view: dict[str, Any], seats: Seats, legal_spots: dict[int, list[str]]) -> None:
        """Render from ``view``; ``legal_spots`` maps a spot to the tokens that may go there now."""
        content = view["content"]
        side = content.sides[view["mode"]]
        title = Text(t("board.ui.action.title"), style="bold")
        title.append("  " + t("board.ui.action.round", round=max(1, view["round"]), rounds=view["rounds"]))
        title.append(f"   ♚ {t('board.piece.captain')}  ♟ {t('board.piece.officer')}", style="dim")
        show(self.query_one("#action-title", Static), title)
        for index, (first, second) in enumerate(side.spots):
            spot = index + 1
            row = self.query_one(f"#spot-{spot}", SpotRow)
            line = Text()
            legal = legal_spots.get(spot, [])
            line.append(f"[{spot}] " if legal else f" {spot}  ", style="bold reverse" if legal else "dim")
            tokens = view["spots"][index] if index < len(view["spots"]) else []
            for seat, token in tokens:
                line.append_text(seats.mark(seat))
                line.append(TOKEN_SYMBOL.get(token, "?") + " ", style=seats.style(seat))
            line.append("   " * (2 - len(tokens)) if len(tokens) < 2 else "")
            line.append(t(f"board.action.{first}"))
            line.append(" + ", style="dim")
            line.append(t(f"board.action.{second}"))
            row.set_class(bool(legal), "-legal")
            show(row, line)
        golden = Text(t("board.ui.action.golden") + " ")
        used = view["rounds"] - view["golden"]
        golden.append("◉" * view["golden"], style="bold #e8c547")
        golden.append("○" * max(0, used), style="dim")
        golden.append("  " + t("board.ui.action.golden_left", count=view["golden"]), style="dim")
        first = view["first"]
        if 0 <= first < len(seats):
            golden.append("   ⚑ ")
            golden.append_text(seats.name(first))
        show(self.query_one("#golden", Static), golden)
