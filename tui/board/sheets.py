"""A sheet over the board: a titled text the keys scroll (↑ ↓ PgUp PgDn Home End), closed by Escape.

The table opens its reading sheets with it: the context help of the decision at hand (F1), the legend of the
board's symbols (``l``) and every captain's full board (``b``). Each sheet is drawn by a function of the
current translator, so F2 switches its language in place::

    app.push_screen(BoardSheet("board.ui.legend.title", lambda t: legend_renderables(t, view)))

``enter`` (optional) names what Enter answers (the help answers ``"rules"``: open the rulebook there).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import ClassVar

from rich.console import Console, Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from engines.board import BoardView
from tui.board.help import help_renderables, legend_renderables
from tui.board.prompts import decision_prompt
from tui.board.text import Seats, Translate
from tui.board.widgets.player_boards import board_text
from tui.screens.base import BaseModal
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter

__all__ = ["BoardSheet", "boards_sheet", "help_sheet", "legend_sheet"]

Draw = Callable[[Translate], Sequence[RenderableType]]


class BoardSheet(DelegateQuit, BaseModal[str]):
    """A text to read over the table (see the module docstring); dismisses with ``""`` or ``enter``."""

    DEFAULT_CSS = """
    BoardSheet { align: center middle; background: $background 60%; }
    BoardSheet #sheet { width: 100; max-width: 100%; height: 100%; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1; }
    BoardSheet #sheet-title { height: auto; text-style: bold; }
    BoardSheet #sheet-hint { height: auto; color: $text-muted; }
    BoardSheet #sheet-body { height: 1fr; scrollbar-size-vertical: 1; }
    BoardSheet #sheet-text { height: auto; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "close", "Close", id="replay_keys.close"),
        Binding("enter", "enter", "Rules", id="rules"),
        Binding("f2", "app.cycle_language", "Language", id="language"),
        Binding("up", "scroll(-1)", "", show=False),
        Binding("down", "scroll(1)", "", show=False),
        Binding("pageup", "page(-1)", "", show=False),
        Binding("pagedown", "page(1)", "", show=False),
        Binding("home", "ends(0)", "", show=False),
        Binding("end", "ends(1)", "", show=False),
    ]

    def __init__(self, title_key: str, draw: Draw, *, enter: str = "", hint_key: str = "") -> None:
        super().__init__()
        self.title_key = title_key
        self.draw = draw
        self.enter = enter
        self.hint_key = hint_key or ("board.ui.sheet.hint_enter" if enter else "board.ui.sheet.hint")
        self._shown: RenderableType = Text("")

    def compose(self) -> ComposeResult:
        with Vertical(id="sheet"):
            yield Static("", id="sheet-title")
            yield Static("", id="sheet-hint")
            with VerticalScroll(id="sheet-body", can_focus=True):
                yield Static("", id="sheet-text")
        yield AppFooter()

    def on_mount(self) -> None:
        self.query_one("#sheet-body").focus()

    def on_language(self) -> None:
        if not self.query("#sheet-text"):
            return
        self.query_one("#sheet-title", Static).update(Text(self.t(self.title_key)))
        self.query_one("#sheet-hint", Static).update(Text(self.t(self.hint_key)))
        self._shown = Group(*self.draw(self.seas.t))
        self.query_one("#sheet-text", Static).update(self._shown)

    @property
    def plain(self) -> str:
        """The sheet's text as plain lines (tests, screen readers)."""
        console = Console(width=98, record=True, color_system=None, file=io.StringIO())
        console.print(self._shown)
        return console.export_text()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "enter":
            return bool(self.enter)
        return True

    def action_close(self) -> None:
        self.dismiss("")

    def action_enter(self) -> None:
        if self.enter:
            self.dismiss(self.enter)

    def _body(self) -> VerticalScroll:
        return self.query_one("#sheet-body", VerticalScroll)

    def action_scroll(self, lines: int) -> None:
        body = self._body()
        body.scroll_to(y=body.scroll_y + lines, animate=False)

    def action_page(self, pages: int) -> None:
        body = self._body()
        body.scroll_to(y=body.scroll_y + pages * max(1, body.size.height - 1), animate=False)

    def action_ends(self, end: int) -> None:
        body = self._body()
        body.scroll_to(y=body.max_scroll_y if end else 0, animate=False)


def help_sheet(view: BoardView, seats: Seats, *, hint: str, section: str, language: str) -> BoardSheet:
    """F1: the question at hand as the decision bar asks it, how to answer (``hint``), the table's keys and the
    rulebook section ``section``; Enter answers ``"rules"`` (open the whole rules there)."""
    seat = view.to_act

    def draw(t: Translate) -> list[RenderableType]:
        prompt = Text()
        if 0 <= seat < len(seats):
            prompt.append_text(seats.name(seat))
            prompt.append(t("ui.punct.colon"))
        prompt.append(decision_prompt(t, view, names=seats.names) if seat >= 0 else t("board.decision.over"))
        return help_renderables(t, prompt=prompt, hint=hint, section=section, language=language)

    return BoardSheet("board.ui.help.title", draw, enter="rules")


def legend_sheet(view: BoardView) -> BoardSheet:
    """``l``: the legend of every symbol on the board (Advanced: each sea's bonus token)."""
    return BoardSheet("board.ui.legend.title", lambda t: legend_renderables(t, view))


def boards_sheet(view: BoardView, seats: Seats, *, viewer: int | None, kinds: list[str]) -> BoardSheet:
    """``b``: every captain's full board, one after the other."""

    def draw(t: Translate) -> list[RenderableType]:
        return [
            board_text(t, view, seats, seat, viewer=viewer, kinds=kinds, full=True)
            for seat in range(len(view.players))
        ]

    return BoardSheet("board.ui.players.title", draw)
