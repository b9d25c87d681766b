"""The action board: six spots with their two main actions and the tokens on them, golden spaces, round."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from engines.board import BoardView
from tui.board.text import Seats, Translate
from tui.board.widgets import show

__all__ = ["TOKEN_SYMBOL", "ActionBoard"]

#: The two tokens of a captain, the same in every language (the title line gives the legend).
TOKEN_SYMBOL = {"captain": "♚", "officer": "♟"}


def _strength(t: Translate, spot: int, legal: list[str], token: str, weak: set[str]) -> Text:
    """``♚ ↑ strong`` / ``♟ ↓ weak``: a symbol and a word (not only a colour), padded to one width."""
    width = max(len(t("board.strength.strong")), len(t("board.strength.weak"))) + 5
    if not legal:
        return Text(" " * width)
    placed = token if token in legal else legal[0]
    is_weak = f"place {placed} {spot}" in weak
    word = t("board.strength.weak" if is_weak else "board.strength.strong")
    text = Text(TOKEN_SYMBOL.get(placed, "?") + " ")
    text.append(("↓ " if is_weak else "↑ ") + word, style="bold #d08770" if is_weak else "bold #a3be8c")
    text.append(" " * (width - len(text)))
    return text


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

    selected = 0
    """The spot the player's placement would use (1-6; 0: none), marked ``▶n◀`` while it is on offer."""

    def select(self, spot: int) -> None:
        """Mark ``spot`` as the one a placement would use (drawn at the next ``update``)."""
        self.selected = spot

    def compose(self) -> ComposeResult:
        yield Static("", id="action-title", classes="region-title")
        for spot in range(1, 7):
            yield SpotRow(spot)
        yield Static("", id="golden")

    def update(
        self,
        t: Translate,
        view: BoardView,
        seats: Seats,
        legal_spots: dict[int, list[str]],
        token: str = "captain",
    ) -> None:
        """Render from ``view``; ``legal_spots`` maps a spot to the tokens that may go there now. In Advanced,
        each such spot says whether it is strong or weak for the token a digit or a click places there
        (``token`` if it may go there, else the other one), as the engine's decision reports it."""
        weak = set(view.pending.weak) if view.mode == "advanced" and legal_spots else None
        if self.selected not in legal_spots:
            self.selected = 0
        side = view.content.sides[view.mode]
        title = Text(t("board.ui.action.title"), style="bold")
        title.append("  " + t("board.ui.action.round", round=max(1, view.round), rounds=view.rounds))
        title.append(f"   ♚ {t('board.piece.captain')}  ♟ {t('board.piece.officer')}", style="dim")
        show(self.query_one("#action-title", Static), title)
        for index, (first, second) in enumerate(side.spots):
            spot = index + 1
            row = self.query_one(f"#spot-{spot}", SpotRow)
            line = Text()
            legal = legal_spots.get(spot, [])
            if legal and spot == self.selected:
                line.append(f"▶{spot}◀ ", style="bold reverse")
            else:
                line.append(f"[{spot}] " if legal else f" {spot}  ", style="bold" if legal else "dim")
            tokens = view.spots[index] if index < len(view.spots) else ()
            for seat, piece in tokens:
                if seat < 0:  # the Vagabond's tokens (Solo)
                    line.append("☠" + TOKEN_SYMBOL.get(piece, "?") + "  ", style="bold #b48ead")
                    continue
                line.append_text(seats.mark(seat))
                line.append(TOKEN_SYMBOL.get(piece, "?") + " ", style=seats.style(seat))
            line.append("    " * (2 - len(tokens)) if len(tokens) < 2 else "")  # a token is 4 wide: "●A♚ "
            if weak is not None:
                line.append_text(_strength(t, spot, legal, token, weak))
            line.append(t(f"board.action.{first}"))
            line.append(" + ", style="dim")
            line.append(t(f"board.action.{second}"))
            row.set_class(bool(legal), "-legal")
            show(row, line)
        golden = Text(t("board.ui.action.golden") + " ")
        used = view.rounds - view.golden
        golden.append("◉" * view.golden, style="bold #e8c547")
        golden.append("○" * max(0, used), style="dim")
        golden.append("  " + t("board.ui.action.golden_left", count=view.golden), style="dim")
        if 0 <= view.first < len(seats):
            golden.append("   ⚑ ")
            golden.append_text(seats.name(view.first))
        show(self.query_one("#golden", Static), golden)
