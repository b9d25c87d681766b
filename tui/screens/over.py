"""The game-over screen both games share: the result (a game's own), the record's line, play again, replay.

A game's result screen subclasses :class:`GameOverScreen`, composes its result with the shared buttons
(:meth:`GameOverScreen.compose_buttons`) and shows it in ``on_language``. Enter plays again with the same seats
and rules, ``r`` replays the game just played, ``x`` exports its text record, Escape goes back to the menu.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal
from textual.widgets import Button, Static

from tui.replay import Replay
from tui.screens.base import BaseScreen
from tui.screens.replay import export_replay, open_replay
from tui.session import GameSession
from tui.widgets.localized import TButton

if TYPE_CHECKING:
    from tui.shell import GameUI, Shell

__all__ = ["GameOverScreen", "record_line"]


def record_line(app: Shell, ui: GameUI, session: GameSession) -> Text:
    """A short line from the captain's record for this game and mode ("" when it counts no game yet)."""
    from tui.records import read_records

    t = app.t
    mode = ui.record_mode(session.config)
    record = read_records(app).modes.get(mode)
    if record is None or not record.played:
        return Text("")
    line = t(
        "replay.over.record_titled" if record.titled else "replay.over.record",  # Solo: neither won nor lost
        mode=ui.mode_label(t, mode),
        played=record.played,
        won=record.won,
        lost=record.lost,
    )
    line += "".join(" · " + detail for detail in ui.record_details(t, mode, record))
    return Text(line, style="dim")


class GameOverScreen(BaseScreen[None]):
    """The end of a game: ``session``'s result, and what comes next."""

    #: The prefix of the game's button labels (``<KEYS>.again``, ``<KEYS>.menu``).
    KEYS: ClassVar[str] = ""
    # "play again" has the focus from the start: Textual's auto-focus gave it to the first focusable widget (the
    # board's scrolling result), restyled, then the mount moved it (restyled again).
    AUTO_FOCUS = "#again"
    # ``r`` and ``x`` are priority bindings: they act as the key is read (not once a focused button has passed
    # it on), so keys typed together after ``r`` reach the replay, whose guard drops them.
    BINDINGS = [
        # Enter is not named in the footer: the focused button takes it (it presses itself), so the footer shows
        # "a" whatever has the focus, and is built once, with the screen's first compose.
        Binding("enter", "again", "Play again", show=False),
        Binding("a", "again", "Play again", id="play_again"),
        Binding("r", "replay", "Replay", id="replay_keys.open", priority=True),
        Binding("x", "export", "Export", id="replay_keys.export", priority=True),
        Binding("escape,m", "menu", "Menu", id="leave_game"),
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self._replay: Replay | None = None

    @property
    def ui(self) -> GameUI:
        """The game's UI (its table for "play again")."""
        ui = self.seas.games.ui(self.session.game_id)
        assert ui is not None
        return ui

    def compose_buttons(self) -> ComposeResult:
        """Play again, replay, back to the menu."""
        with Center():
            with Horizontal(id="over-buttons"):
                yield TButton(f"{self.KEYS}.again", id="again", variant="primary", compact=True)
                yield TButton("replay.over.button", id="replay", compact=True)
                yield TButton(f"{self.KEYS}.menu", id="menu", compact=True)

    def on_mount(self) -> None:
        self.query_one("#again").focus()

    def show_record(self) -> None:
        """The record's line of this game's mode (in ``#over-record``)."""
        self.query_one("#over-record", Static).update(record_line(self.seas, self.ui, self.session))

    def over_replay(self) -> Replay:
        if self._replay is None:
            self._replay = Replay.from_session(self.session)
        return self._replay

    def action_replay(self) -> None:
        open_replay(self.seas, self.over_replay())

    def action_export(self) -> None:
        export_replay(self.seas, self.over_replay())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.action_again()
        elif event.button.id == "replay":
            self.action_replay()
        else:
            self.action_menu()

    def action_again(self) -> None:
        """A new game with the same seats and rules (a fresh random seed)."""
        if self.can_answer():
            ui = self.ui
            seed = random.SystemRandom().randrange(1, 1_000_000)
            self.replace_with(ui.table_screen(ui.rematch(self.session, seed)))

    def action_menu(self) -> None:
        self.dismiss()
