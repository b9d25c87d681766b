"""The turn loop every game's table screen shares: AI workers, hot-seat hand-offs, saves, undo, leaving.

A game's table screen subclasses :class:`GameScreen` and implements two hooks:
:meth:`GameScreen.refresh_view` (render the session for ``self.viewer``) and
:meth:`GameScreen.human_turn` (show the pending decision to the human at the screen). It calls
:meth:`GameScreen.play` with the human's choice. Everything else (pacing AI moves, hiding hands between
hot-seat turns, autosaving every turn, undo, the save dialog, the question when leaving, and at the end the
record and the game's result screen) happens here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding
from textual.reactive import reactive

from engines.base import IllegalAction
from saves import Occupant, SaveError
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.save_name import SaveNameDialog
from tui.save_text import describe_seats, saved_time
from tui.screens.base import BaseScreen
from tui.screens.handoff import HandoffScreen
from tui.session import UNDO_RULES, AiMove, GameSession, LogRecord, UndoCheck
from tui.widgets.game_log import GameLog
from tui.wrapping import unbroken_name

__all__ = ["GameScreen", "replace_question"]


def replace_question(app: Any, name: str, occupant: Occupant) -> ConfirmDialog:
    """ "Replace it?" before a save overwrites another game (or another name sharing its file)."""
    header = occupant.header
    if header is None:
        return ConfirmDialog(
            "saves.more.confirm_replace_damaged", params={"name": name, "file": occupant.path.name}
        )
    params = {
        "name": name,
        "other": header.name,
        "seats": describe_seats(app.t, header.seats),
        "saved": saved_time(header.saved),
    }
    key = "saves.more.confirm_replace" if occupant.same_name else "saves.more.confirm_collision"
    return ConfirmDialog(key, params=params)


class GameScreen(BaseScreen[None]):
    """Base class of a game table: drives the turns of a :class:`GameSession`."""

    RULES_GAME: ClassVar[str] = "cards"
    HIDES_HANDS: ClassVar[bool] = True
    """Hot-seat humans pass the keyboard through a hand-off screen that hides the table (a game with private
    hands); False for a game where every captain sees the same (the table shows whose turn it is instead)."""
    guards_quit: ClassVar[bool] = True
    """Dialogs over this screen pass Ctrl+Q to :meth:`confirm_quit` (see ``quit_guard``)."""

    #: The keys every game table has; a subclass lists them after its own in ``BINDINGS``
    #: so that its play keys come first in the footer.
    #: F2 and the log keys are priority bindings so that the footer lists them first (and a
    #: focused log's own hidden scroll keys do not hide them); the rules are in the game menu.
    GAME_BINDINGS = [
        Binding("f2", "app.cycle_language", "Language", id="language", priority=True),
        Binding(
            "pageup", "log_scroll(-1)", "Log", id="more.log_scroll", key_display="PgUp/Dn", priority=True
        ),
        Binding("pagedown", "log_scroll(1)", "Log", show=False, priority=True),
        Binding("u,ctrl+z", "undo", "Undo", id="undo"),
        Binding("f", "hurry", "Skip to my turn", id="more.hurry", show=False),
        Binding("s,ctrl+s", "save_game", "Save", id="save_game"),
        Binding("escape", "game_menu", "Menu", id="more.game_menu", key_display="Esc"),
        Binding("question_mark,f1", "rules", "Rules", id="rules", show=False),
        Binding("q", "leave", "Menu", id="leave_game", show=False),
    ]

    thinking: reactive[int | None] = reactive(None, init=False)
    """The AI seat deciding right now (for the "thinking" marker), or None."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.viewer: int | None = None
        """The seat whose hand is shown (None: no hand on screen)."""
        self.last_viewer: int | None = None
        self._holder: int | None = None
        """The human last shown the table (who sits at the keyboard); None while a hand-off is under way."""
        self._hurry = False
        """The player asked to skip the AI captains' pace until a human decides again."""
        self._pending_advance = False
        self._stashed: AiMove | None = None
        self._prompted = -1
        self._autosaved = -1
        self._autosave_warned = False
        self._finished = False
        self._leaving = False
        self._log_key: object = None
        """What the log was last rendered for (:meth:`log_key`; None: render it all again)."""
        self._log_count = 0
        """How many of the session's records the log shows."""

    # --- hooks for subclasses -----------------------------------------------------------------
    def refresh_view(self) -> None:
        """Render the session for ``self.viewer``."""

    def human_turn(self, seat: int) -> None:
        """The human at ``seat`` (= ``self.viewer``) must decide now: show the choice."""

    def after_play(self, record: LogRecord) -> None:
        """An action was applied (by anyone). Push a modal here to hold the game (a round summary)."""

    def turn_passed(self, seat: int, previous: int | None) -> None:
        """A game that hides no hands: the human at ``seat`` takes over from ``previous`` (another human, or
        None) without a hand-off; show clearly whose turn it is."""

    def undo_text(self, removed: list[LogRecord], check: UndoCheck) -> str:
        """What an undo took back (``removed``), and where it stopped and why."""
        return self.t(f"play.more.undo.done.{self.undo_rule}")

    def undo_refused_text(self, check: UndoCheck) -> str:
        """Why nothing can be taken back now."""
        reason = self.t(check.reason)
        if check.reason != "play.undo.nothing":
            reason += " " + self.t(f"play.more.undo.rule.{self.undo_rule}")
        return reason

    def log_key(self) -> object:
        """What the log is rendered for besides its records: when it changes, the log is rendered again."""
        return self.seas.language

    def opening_lines(self) -> list[Text]:
        """The log's lines before the first action (the set-up, the first deal)."""
        return []

    def record_lines(self, record: LogRecord) -> list[Text]:
        """The log lines of one action, as ``viewer`` may see them."""
        return []

    def game_over(self) -> None:
        """The game has ended in play: count it in the captain's record, keep its autosave (the finished game,
        listed for replays) and put the game's result screen in the table's place."""
        from tui.records import record_game_end

        ui = self.seas.games.ui(self.session.game_id)
        assert ui is not None
        record_game_end(self.seas.data_dir, ui, self.session, app=self.seas)
        self.keep_finished()
        self.replace_with(ui.game_over_screen(self.session))

    def keep_finished(self) -> None:
        """Write the finished game's autosave and prune the oldest finished ones beyond the bound; a game of
        AI captains alone keeps none (it never autosaved)."""
        if self.session.all_ai:
            self.session.drop_autosave()
        elif self.autosave():
            self.session.prune_finished()

    # --- the loop --------------------------------------------------------------------------------
    @property
    def ai_delay(self) -> float:
        """Seconds each AI move stays on screen: instant when no human plays, or when the player skips to
        their next turn (``f``)."""
        if self.session.all_ai or self._hurry:
            return 0.0
        return float(getattr(self.seas.settings, "ai_delay", 0.0))

    @property
    def is_active(self) -> bool:
        return self.is_attached and self.app.screen is self

    def on_mount(self) -> None:
        self.call_after_refresh(self.advance)

    def first_viewer(self) -> int | None:
        """The seat whose view :meth:`advance` will show when it first runs (changing nothing): a table fills
        its regions with it before its first layout, so the game's first frame is not laid out twice."""
        session = self.session
        game = session.game
        seat = game.to_act
        if game.is_over or seat is None or session.is_ai(seat):
            return None if session.hot_seat else self.viewer
        if self.viewer != seat and session.hot_seat and self.HIDES_HANDS and self._holder != seat:
            return None
        return seat

    def on_unmount(self) -> None:
        self.session.cancel_ai()
        self.session.release()  # the table is closed: another window may open this game now

    def on_screen_resume(self) -> None:
        if self._stashed is not None:
            move, self._stashed = self._stashed, None
            self._apply_ai(move)
        elif self._pending_advance:
            self.advance()

    def advance(self) -> None:
        """Move the game on: start the AI, hand over to the next human, or ask the human."""
        if self._finished or self._leaving:
            return
        if not self.is_active:
            self._pending_advance = True
            return
        self._pending_advance = False
        session = self.session
        game = session.game
        if game.is_over:
            self._finished = True
            self.thinking = None
            session.cancel_ai()
            self.refresh_view()
            self.game_over()
            return
        seat = game.to_act
        assert seat is not None
        if session.is_ai(seat):
            if session.hot_seat and self.viewer is not None:
                self.last_viewer, self.viewer = self.viewer, None
            if not session.all_ai:
                self.autosave()
            if not session.ai_thinking:
                session.start_ai(self, self._on_ai_move, delay=self.ai_delay)
            self.thinking = seat
            self.refresh_view()
            return
        self.thinking = None
        if self._hurry:
            self._hurry = False
            self.refresh_bindings()
        if self.viewer != seat:
            # A hand-off only when another human may be at the keyboard: never after an AI captain replied
            # to the same human, and never in a game that hides nothing.
            if session.hot_seat and self.HIDES_HANDS and self._holder != seat:
                if self.viewer is not None:
                    self.last_viewer = self.viewer
                self.viewer = None
                self._holder = None
                self.refresh_view()
                self.autosave()
                self._hand_off(seat)
                return
            previous = self._holder
            if self.viewer is not None:
                self.last_viewer = self.viewer
            self.viewer = seat
            self._holder = seat
            if session.hot_seat and not self.HIDES_HANDS and previous is not None and previous != seat:
                self.turn_passed(seat, previous)
        self.autosave()
        self.refresh_view()
        if self._prompted != len(session.records):
            self._prompted = len(session.records)
            self.human_turn(seat)

    def reprompt(self) -> None:
        """Show the pending human decision again (after backing out of a choice)."""
        self._prompted = -1
        self.advance()

    def _hand_off(self, seat: int) -> None:
        session = self.session
        previous = self.last_viewer
        can_undo = (
            previous is not None
            and previous != seat
            and session.undo_check(previous, rule=self.undo_rule).possible
        )

        def done(answer: str | None) -> None:
            if answer == "undo" and previous is not None:
                # Whoever sits at the keyboard now must not see the hand: the viewer stays
                # hidden, and the next hand-off passes the keyboard back to ``previous``.
                self._undo_for(previous)
                return
            self.viewer = seat
            self._holder = seat
            self.advance()

        note_key, note_params = self.handoff_note(seat)
        self.app.push_screen(
            HandoffScreen(
                lambda: self.seat_name(seat),
                undo_name=(lambda: self.seat_name(previous)) if can_undo and previous is not None else "",
                on_save=None if self._finished else self.save_as,
                on_menu=self.action_game_menu,
                note_key=note_key,
                note_params=note_params,
            ),
            done,
        )

    def handoff_note(self, seat: int) -> tuple[str, dict[str, Any]]:
        """Hook: why ``seat`` must take the keyboard now (a message key and parameters; ``""``: no note)."""
        return "", {}

    def seat_name(self, seat: int) -> str:
        """The name shown for ``seat``: a default name ("Player 1") follows the language; it never breaks before
        its number."""
        return unbroken_name(self.session.display_name(seat, self.t))

    def seat_names(self) -> list[str]:
        """Every seat's name as shown (see :meth:`seat_name`)."""
        return [self.seat_name(seat) for seat in range(len(self.session.seats))]

    def play(self, action: Any) -> bool:
        """Carry out the human's choice; False (and a message) when it is not legal."""
        if self._finished or self.session.game.to_act != self.viewer:
            return False
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.seas.tell(exc.key, severity="warning", **self.message_params(dict(exc.params)))
            return False
        self._after(self.session.records[-1])
        return True

    def message_params(self, params: dict[str, Any]) -> dict[str, Any]:
        """A refusal's parameters made ready for its sentence (a game turns its card ids into names here)."""
        return params

    def _on_ai_move(self, move: AiMove) -> None:
        if not self.is_active:
            self._stashed = move
            return
        self._apply_ai(move)

    def _apply_ai(self, move: AiMove) -> None:
        session = self.session
        if move.token != len(session.records) or session.game.to_act != move.seat:
            self.advance()
            return
        action = move.action
        legal = list(session.game.legal_actions())
        if move.error is not None or action not in legal:
            reason = str(move.error) if move.error is not None else str(action)
            self.seas.tell("play.ai_error", severity="error", name=self.seat_name(move.seat), reason=reason)
            action = legal[0]
        session.apply(action)
        self.thinking = None
        self._after(session.records[-1])

    def _after(self, record: LogRecord) -> None:
        self.refresh_view()
        self.after_play(record)
        self.advance()

    # --- saving -----------------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Write this game's autosave once per new position (every turn); True when it is current."""
        count = len(self.session.records)
        if count == self._autosaved:
            return True
        if count == 0:
            return False
        try:
            written = self.session.autosave() is not None
        except SaveError as exc:
            if not self._autosave_warned:
                self._autosave_warned = True
                self.seas.tell(
                    "play.autosave_failed", severity="warning", reason=self.seas.explain_save_error(exc)
                )
            return False
        if written:
            self._autosaved = count
        return written

    def default_save_name(self) -> str:
        """The name the save dialog offers."""
        return self.session.save_name or " – ".join(seat.name for seat in self.session.seats)

    def save_as(self, then: Any = None) -> None:
        """Ask for a name and save; ``then()`` runs after a successful save.

        A name whose file holds another game (or another name sharing its file) is only used
        after the player confirms replacing it.
        """

        def write(name: str) -> None:
            try:
                self.session.save(name)
            except SaveError as exc:
                self.seas.notify(self.seas.explain_save_error(exc), severity="error", markup=False)
                return
            self.seas.tell("play.saved", name=name)
            if then is not None:
                then()

        def confirmed(name: str, yes: bool | None) -> None:
            if yes:
                write(name)
            else:
                self.app.push_screen(SaveNameDialog(name), done)  # choose another name

        def done(name: str | None) -> None:
            if not name:
                return
            try:
                occupant = self.session.save_would_replace(name)
            except SaveError as exc:
                self.seas.notify(self.seas.explain_save_error(exc), severity="error", markup=False)
                return
            if occupant is None:
                write(name)
                return
            self.app.push_screen(
                replace_question(self.seas, name, occupant), lambda yes: confirmed(name, yes)
            )

        self.app.push_screen(SaveNameDialog(self.default_save_name()), done)

    def action_save_game(self) -> None:
        if self._finished:
            return
        self.save_as()

    # --- undo ------------------------------------------------------------------------------------
    def action_undo(self) -> None:
        if self._finished:
            return
        seat = self.viewer if self.viewer is not None else self.last_viewer
        other = self.last_viewer
        records = self.session.records
        if (
            not self.HIDES_HANDS
            and other is not None
            and other != seat
            and records
            and records[-1].seat == other
            and not self.session.undo_check(seat, rule=self.undo_rule).possible
        ):
            # Nothing hidden: the captain who just finished may take back their turn (or hear why not).
            seat = other
        self._undo_for(seat)

    def action_hurry(self) -> None:
        """``f``: the AI captains play at once until a human decides again (press again: their pace)."""
        if self._finished or self.session.all_ai:
            return
        self._hurry = not self._hurry
        if self._hurry:
            self.session.hurry_ai()
        self.refresh_bindings()
        self.refresh_view()

    @property
    def undo_rule(self) -> str:
        """``"strict"`` (the default) or ``"casual"`` (the Settings choice)."""
        rule = getattr(self.seas.settings, "undo", "strict")
        return rule if rule in UNDO_RULES else "strict"

    def _undo_for(self, seat: int | None) -> None:
        rule = self.undo_rule
        before = list(self.session.records)
        check = self.session.undo(seat, rule=rule)
        if not check.possible:
            self.seas.notify(self.undo_refused_text(check), severity="warning", markup=False)
            self.advance()
            return
        removed = before[len(self.session.records) :]
        self.seas.notify(self.undo_text(removed, check), markup=False)
        self.thinking = None
        self._stashed = None
        self._prompted = -1
        self._autosaved = -1
        self.on_undo()
        self.refresh_view()
        self.advance()

    def on_undo(self) -> None:
        """Hook: the position was rewound (clear selections)."""

    # --- leaving ---------------------------------------------------------------------------------
    def rules_section(self) -> str:
        """Hook: the rules section (an anchor of ``RulesScreen``) about the pending decision ("": the top)."""
        return ""

    def action_rules(self) -> None:
        from tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(game=self.RULES_GAME, section=self.rules_section()))

    def confirm_quit(self) -> None:
        """Ctrl+Q during a game: offer to save, then quit the app."""
        self._ask_leave(self.app.exit)

    def action_leave(self) -> None:
        """Back to the main menu, offering to save first."""
        self._ask_leave(self.leave_to_menu)

    def leave_to_menu(self) -> None:
        """Close the table (and a hand-off or dialog still over it) and go back to the menu."""
        self._leaving = True
        self.session.cancel_ai()
        app = self.app
        while self in app.screen_stack and app.screen is not self:
            app.pop_screen()
        self.dismiss()

    def _render_log(self) -> None:
        """The game log up to date: the new actions' lines added, or all of it again when its key changed or
        actions were taken back."""
        log = self.query_one(GameLog)
        records = self.session.records
        key = self.log_key()
        if key != self._log_key or len(records) < self._log_count:
            self._log_key = key
            self._log_count = len(records)
            lines = self.opening_lines()
            lines += [line for record in records for line in self.record_lines(record)]
            log.set_lines(lines)
        elif len(records) > self._log_count:
            new = records[self._log_count :]
            self._log_count = len(records)
            log.add_lines(line for record in new for line in self.record_lines(record))

    def action_log_scroll(self, pages: int) -> None:
        """PgUp/PgDn: scroll the game log (when the table has one)."""
        for log in self.query(GameLog):
            log.scroll_to(y=log.scroll_y + pages * max(1, log.size.height - 1), animate=False)

    def action_game_menu(self) -> None:
        """Escape: the game menu (resume, save, rules, settings, leave)."""
        from tui.dialogs.game_menu import GameMenuDialog

        def done(choice: str | None) -> None:
            if choice == "save":
                self.save_as()
            elif choice == "rules":
                self.action_rules()
            elif choice == "settings":
                from tui.screens.settings import SettingsScreen

                self.app.push_screen(SettingsScreen())
            elif choice == "leave":
                self.action_leave()

        self.app.push_screen(GameMenuDialog(can_save=not self._finished), done)

    def _ask_leave(self, leave: Any) -> None:
        if self._finished or not self.session.unsaved:
            leave()
            return

        def done(choice: str | None) -> None:
            if choice == "save":
                self.save_as(then=leave)
            elif choice == "leave":
                leave()

        # The dialog says the autosave is kept only when it holds this very position.
        kept = self.autosave()
        question = "play.leave_dialog.question" if kept else "play.more.leave_not_kept"
        self.app.push_screen(LeaveGameDialog(question), done)
