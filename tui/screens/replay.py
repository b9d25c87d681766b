"""The replay screen both games share: step through a game, read-only, on the game's own table.

:class:`ReplayShell` is mixed in before a game's table screen class (``tui/cards/replay.py``,
``tui/board/replay.py``): the table renders the replay's session exactly as it renders play, while the shell
takes the turn loop away (no AI, no autosave, no prompt, no record) and adds the transport: step forward
and back one action, the start of the previous or next round, the start and the end, play at the Settings
pace, the seat whose eyes the replay takes, and the export of a finished game as a text record.

An unfinished game's replay only takes the eyes of a human seat (see :meth:`tui.replay.Replay.seat_choices`),
so it never shows an AI captain's hidden cards; a finished game's replay may take any seat's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Button, Footer, Static

from tui.replay import Replay, export_path, write_export
from tui.widgets.footer import AppFooter

if TYPE_CHECKING:
    from textual.widget import Widget

    from tui.i18n import Translator
    from tui.shell import Games, Shell

__all__ = ["REPLAY_BINDINGS", "REPLAY_TCSS", "ReplayShell", "export_replay", "export_text", "open_replay"]

#: The shell's style sheet (a game's replay screen lists it after its table's).
REPLAY_TCSS = str(Path(__file__).with_name("replay.tcss"))

#: The replay keys. They are not priority bindings: nothing on a replay screen takes the focus, so every key
#: reaches the screen, whose guard (``BaseScreen``) drops keys typed before it opened.
REPLAY_BINDINGS: list[Binding | tuple[str, str] | tuple[str, str, str]] = [
    Binding("right,l", "replay_step(1)", "Step", id="replay_keys.step", key_display="←→"),
    Binding("left,h", "replay_step(-1)", "", show=False),
    # PgUp/PgDn: the ◀◀ and ▶▶ buttons show them (their tooltips name the keys)
    Binding("pagedown,n", "replay_round(1)", "Round", id="replay_keys.round", key_display="PgDn", show=False),
    Binding("pageup,p", "replay_round(-1)", "", show=False),
    Binding("space", "replay_play", "Play", id="replay_keys.play", key_display="Space"),
    Binding("escape,q", "replay_close", "Close", id="replay_keys.close", key_display="Esc"),
    Binding("v", "replay_seat", "Seat", id="replay_keys.seat"),
    Binding("x", "replay_export", "Export", id="replay_keys.export"),
    # Home/End: the |◀ and ▶| buttons show them (their tooltips name the keys); the footer has no room at 80
    # columns for every key, and these two are on show as buttons
    Binding("home", "replay_goto(0)", "Start/end", id="replay_keys.ends", key_display="Home/End", show=False),
    Binding("end", "replay_goto(-1)", "", show=False),
]

#: The transport buttons: (id, label, action).
BUTTONS = (
    ("rp-start", "|◀", "replay_goto(0)", "bind.replay_keys.ends"),
    ("rp-round-back", "◀◀", "replay_round(-1)", "bind.replay_keys.round"),
    ("rp-back", "◀", "replay_step(-1)", "bind.replay_keys.step"),
    ("rp-play", "▷", "replay_play", "bind.replay_keys.play"),
    ("rp-forward", "▶", "replay_step(1)", "bind.replay_keys.step"),
    ("rp-round-next", "▶▶", "replay_round(1)", "bind.replay_keys.round"),
    ("rp-end", "▶|", "replay_goto(-1)", "bind.replay_keys.ends"),
)

#: The quickest pace of play (seconds per action), used when the Settings make the AI captains instant.
MIN_PACE = 0.25


class ReplayShell:
    """Mixed in before a game's table screen: the table shows ``replay``'s position for ``self.viewer``."""

    guards_quit: ClassVar[bool] = False
    #: Nothing takes the focus: no widget by Textual as the screen composes (it focused the first focusable
    #: one, and the unfocusing after the first refresh built the footer's keys a second time).
    AUTO_FOCUS: ClassVar[str | None] = ""
    replay: Replay
    viewer: int | None
    _log_key: object
    _log_count: int
    step_times: list[float]
    """Seconds from each move's key to its position painted on screen (the latest last; for the benchmark)."""

    def __init__(self, replay: Replay, *, seat: int | None = None) -> None:
        super().__init__(replay.session)  # type: ignore[call-arg]
        self.replay = replay
        choices = replay.seat_choices()
        self.viewer = seat if seat in choices else replay.default_seat()
        self._timer: Timer | None = None
        self.step_times = []

    # --- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        for widget in super().compose():  # type: ignore[misc]
            if isinstance(widget, Footer):
                yield from self._compose_bar()
                if isinstance(widget, AppFooter):  # no focus will bring other keys: build them at once
                    widget.keys_at_once = True
            yield widget

    def _compose_bar(self) -> ComposeResult:
        with Horizontal(id="replay-bar"):
            yield Static("", id="replay-status")
            for button_id, label, _, _ in BUTTONS:
                button = Button(label, id=button_id, compact=True)
                button.can_focus = False
                yield button

    def on_mount(self) -> None:
        # Nothing takes the focus (a table's list of choices would take the arrows and Home/End); the
        # table's own ``on_mount`` runs after this one, hence after the refresh.
        self.call_after_refresh(self._unfocus)  # type: ignore[attr-defined]

    def _unfocus(self) -> None:
        for widget in self.query("*"):  # type: ignore[attr-defined]
            widget.can_focus = False
        self.set_focus(None)

    def set_focus(
        self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False
    ) -> None:
        """Only ever no focus (the table's ``on_mount`` focuses its list of choices, before ``_unfocus``)."""
        if widget is None:
            super().set_focus(None, scroll_visible, from_app_focus)  # type: ignore[misc]

    def on_resize(self, event: events.Resize) -> None:
        self.render_bar()

    def _buttons_width(self) -> int:
        """The cells the bar's buttons take (each at least ``min-width`` 4 and a margin of 1)."""
        return sum(max(4, cell_len(label)) + 1 for _, label, _, _ in BUTTONS)

    def _status_text(self, form: str) -> Text:
        """The status line in one of four wordings: ``long`` (every word), ``medium`` (the short note on an
        unfinished game), ``short`` (``12/300 · Anne · playing``), ``tiny`` (no "playing": the ❚❚ button
        says it)."""
        t = self.t  # type: ignore[attr-defined]
        replay = self.replay
        short = form in ("short", "tiny")
        gap = "  ·  " if form == "long" else " · "
        position = "replay.status.position_short" if short else "replay.status.position"
        text = Text()
        text.append(t(position, index=replay.index, total=replay.total), style="bold")
        text.append(gap)
        if self.viewer is None:
            text.append(t("replay.status.public"))
        else:
            name = self.session.display_name(self.viewer, t)  # type: ignore[attr-defined]
            text.append(name if short else t("replay.status.seat", name=name))
        if self.playing and form != "tiny":
            text.append(gap + t("replay.status.playing"), style="italic")
        if not replay.finished:
            unfinished = "replay.status.unfinished" if form == "long" else "replay.status.unfinished_short"
            text.append(gap + t(unfinished), style="dim")
        return text

    def on_language(self) -> None:
        super().on_language()  # type: ignore[misc]
        self.render_bar()
        for button_id, _, _, key in BUTTONS:
            self.query_one(f"#{button_id}", Button).tooltip = self.t(key)  # type: ignore[attr-defined]

    def render_bar(self) -> None:
        """The replay's line: action k of n, whose eyes, playing or not; the longest wording that fits the
        room the buttons leave (never cut: the short forms at last)."""
        if not self.is_mounted:  # type: ignore[attr-defined]
            return
        room = self.app.size.width - self._buttons_width() - 2  # type: ignore[attr-defined]  # - padding
        for form in ("long", "medium", "short", "tiny"):
            text = self._status_text(form)
            if text.cell_len <= room:
                break
        self.query_one("#replay-status", Static).update(text)  # type: ignore[attr-defined]
        self.query_one("#rp-play", Button).label = "❚❚" if self.playing else "▷"  # type: ignore[attr-defined]

    # --- the turn loop, taken away ------------------------------------------------------------------
    def advance(self) -> None:
        """A replay never moves by itself (no AI, no prompt, no autosave, no game-over screen)."""
        self.refresh_view()  # type: ignore[attr-defined]

    def first_viewer(self) -> int | None:
        """The regions filled before the first layout show the replay's viewer (advance keeps it)."""
        return self.viewer

    def my_turn(self) -> bool:
        return False

    def play(self, action: Any) -> bool:
        return False

    def human_turn(self, seat: int) -> None:
        """Nobody decides in a replay."""

    def after_play(self, record: Any) -> None:
        """Nothing is played in a replay."""

    def game_over(self) -> None:
        """The end of a replay is just its last position (never counted in the record)."""

    def autosave(self) -> bool:
        return False

    def confirm_quit(self) -> None:
        self.app.exit()  # type: ignore[attr-defined]

    def replay_moved(self) -> None:
        """Hook: the position changed (a game may show what the last action showed, such as dice)."""

    # --- moving --------------------------------------------------------------------------------------
    def _moved(self, started: float) -> None:
        self.replay_moved()
        self.refresh_view()  # type: ignore[attr-defined]
        self.render_bar()

        def painted() -> None:
            self.step_times.append(time.perf_counter() - started)
            del self.step_times[:-200]

        # after the next repaint: what a move costs from the key to the new position on screen
        self.call_after_refresh(painted)  # type: ignore[attr-defined]

    def _go(self, move: Any) -> None:
        started = time.perf_counter()
        before = self.replay.index
        move()
        if self.replay.index != before:
            self._moved(started)

    def action_replay_step(self, delta: int) -> None:
        self.stop_playing()
        self._go(lambda: self.replay.step(delta))

    def action_replay_round(self, direction: int) -> None:
        self.stop_playing()
        self._go(lambda: self.replay.round_start(direction))

    def action_replay_goto(self, index: int) -> None:
        self.stop_playing()
        self._go(lambda: self.replay.goto(self.replay.total if index < 0 else index))

    # --- playing -------------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._timer is not None

    @property
    def pace(self) -> float:
        """Seconds per action while playing: the Settings' pace of the AI captains."""
        delay = float(getattr(self.seas.settings, "ai_delay", 1.0))  # type: ignore[attr-defined]
        return max(MIN_PACE, delay)

    def action_replay_play(self) -> None:
        """Space: play the replay at the Settings pace; pressed again (or any move key) it stops."""
        if self.playing:
            self.stop_playing()
            return
        if self.replay.index >= self.replay.total:
            self._go(lambda: self.replay.goto(0))
        self._timer = self.set_interval(self.pace, self._play_tick)  # type: ignore[attr-defined]
        self.render_bar()

    def _play_tick(self) -> None:
        if self.replay.index >= self.replay.total or not self.is_attached:  # type: ignore[attr-defined]
            self.stop_playing()
            return
        self._go(lambda: self.replay.step(1))
        if self.replay.index >= self.replay.total:
            self.stop_playing()

    def stop_playing(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.stop()
            self.render_bar()

    # --- seat, export, close -------------------------------------------------------------------------
    def action_replay_seat(self) -> None:
        """v: the next seat whose eyes the replay takes (only human seats while the game is unfinished)."""
        choices = self.replay.seat_choices()
        if len(choices) < 2:
            return
        index = choices.index(self.viewer) if self.viewer in choices else -1
        self.viewer = choices[(index + 1) % len(choices)]
        self._log_key = None  # another seat may see other log lines
        self.on_seat_changed()
        self.refresh_view()  # type: ignore[attr-defined]
        self.render_bar()

    def on_seat_changed(self) -> None:
        """Hook: ``viewer`` changed (a game resets what depends on it)."""

    def _render_log(self) -> None:
        """Stepping back drops the newest log lines (as many as the dropped actions told: a game may tell several
        events in one line) instead of laying the whole log out again."""
        from tui.widgets.game_log import GameLog

        records = self.session.records  # type: ignore[attr-defined]
        count = self._log_count
        if self._log_key is not None and len(records) < count:
            dropped = self.replay.records[len(records) : count]
            told: Callable[[Any], list[Any]] = self.record_lines  # type: ignore[attr-defined]
            lines = sum(len(told(r)) for r in dropped)
            self.query_one(GameLog).drop_last(lines)  # type: ignore[attr-defined]
            self._log_count = len(records)
            return
        super()._render_log()  # type: ignore[misc]

    def action_replay_export(self) -> None:
        export_replay(self.seas, self.replay)  # type: ignore[attr-defined]

    def action_replay_close(self) -> None:
        self.stop_playing()
        self.dismiss()  # type: ignore[attr-defined]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "replay_export":
            return True if self.replay.finished else None
        if action == "replay_seat":
            return True if len(self.replay.seat_choices()) > 1 else None
        if action.startswith("replay_"):
            return True
        return super().check_action(action, parameters)  # type: ignore[misc,no-any-return]

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        for button_id, _, action, _ in BUTTONS:
            if event.button.id == button_id:
                await self.app.run_action(action, self)  # type: ignore[attr-defined]
                return


# --- opening and exporting ----------------------------------------------------------------------------
def open_replay(app: Shell, replay: Replay, *, seat: int | None = None) -> bool:
    """Push the replay screen of ``replay``'s game; False (and a message) when the game is not available."""
    ui = app.games.ui(replay.game_id)
    if ui is None:
        app.tell("menu.not_available", severity="warning", game=app.t(app.games.name_key(replay.game_id)))
        return False
    app.push_screen(ui.replay_screen(replay, seat=seat))
    return True


def export_text(t: Translator, games: Games, replay: Replay) -> str:
    """The text record of a finished game, in the current language."""
    ui = games.ui(replay.game_id)
    assert ui is not None
    names = replay.session.display_names(t)
    title = t("replay.export.title", game=t(games.name_key(replay.game_id)), seats=", ".join(names))
    return replay.export_text(t, ui.replay_log(replay, t), title, ui.export_result(t, replay.final))


def export_replay(app: Shell, replay: Replay) -> Path | None:
    """Write a finished game's text record beside its save and say where; None (and why) when it cannot."""
    if not replay.finished:
        app.tell("replay.export.unfinished", severity="warning")
        return None
    fallback = " – ".join(seat.name for seat in replay.seats)
    path = export_path(replay, app.store.directory, fallback)
    try:
        write_export(path, export_text(app.t, app.games, replay))
    except OSError as exc:
        app.tell("replay.export.failed", severity="error", path=str(path), reason=exc.strerror or str(exc))
        return None
    app.tell("replay.export.written", path=str(path), timeout=10)
    return path
