"""The set-up screen both games share: seats (a human or an AI captain each, with a name), a game number, start.

A game's set-up subclasses :class:`SetupScreen`: it composes its seat rows (:meth:`SetupScreen.compose_seat`)
and its own options around the shared game number and buttons, lists the kinds a seat may take, and builds
its session in :meth:`SetupScreen.new_session`.

The focus starts on the form's first choice (:attr:`SetupScreen.FIRST_FIELD`: the board game's mode, the card
game's first seat); Enter in a text field or on a radio set (after choosing) moves to the next field, like Tab.
Only the start button (Enter or a click on it) or Ctrl+S starts: the game's table opens in the set-up's place,
once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Static

from saves import SeatInfo
from tui.screens.base import BaseScreen
from tui.widgets.choice import Choice
from tui.widgets.localized import TButton, TStatic
from tui.widgets.radio import FieldRadioSet

if TYPE_CHECKING:
    from tui.session import GameSession

__all__ = ["SeatChoice", "SetupScreen"]


@dataclass(frozen=True)
class SeatChoice:
    """A seat the form fills: its row, who plays it and the name it gets."""

    index: int
    kind: str
    """``human`` or an AI level."""
    name: str
    """Unique at the table; a default one when the field was left empty."""
    typed: bool
    """The player typed the name (else the default name was given)."""

    @property
    def default_number(self) -> int:
        """``n`` when a human seat keeps the default name "Player n" / "Captain n" (shown in the language on
        show: ``GameSession.display_name``), else 0."""
        return self.index + 1 if not self.typed and self.kind == "human" else 0

    @property
    def seat(self) -> SeatInfo:
        return SeatInfo(self.name, "human") if self.kind == "human" else SeatInfo(self.name, "ai", self.kind)


class SetupScreen(BaseScreen[None]):
    """Who plays, with which options, and an optional game number."""

    #: The prefix of the set-up's message keys (``<KEYS>.title``, ``.start``, ``.name_placeholder``, ``.seed_*``).
    KEYS: ClassVar[str] = ""
    #: The game whose rules ``?`` opens.
    RULES_GAME: ClassVar[str] = ""
    MAX_SEATS: ClassVar[int] = 4
    MAX_NAME: ClassVar[int] = 14
    #: Default names of the AI captains (proper names: the same in every language).
    CAPTAINS: ClassVar[tuple[str, ...]] = ()
    #: An emptied seat loses the name typed in it.
    CLEAR_EMPTIED: ClassVar[bool] = False

    #: The field the focus starts on (the form's first choice).
    FIRST_FIELD: ClassVar[str] = "#seat-kind-0"
    #: Focus the first field at once: each change of focus restyles the whole screen (a blink each).
    AUTO_FOCUS = "#seat-kind-0"
    BINDINGS = [
        Binding("ctrl+s,ctrl+enter", "start", "Start", id="start_game"),
        Binding("escape", "back", "Back", id="back"),
        Binding("question_mark,f1", "rules", "Rules", id="rules"),
    ]

    # --- hooks for subclasses -------------------------------------------------------------------------
    def new_session(self) -> GameSession | None:
        """The session the form describes, or None (with :meth:`show_error`) when it describes no game."""
        return None

    def rules_section(self) -> str | None:
        """The section of the rules ``?`` opens (None: the top)."""
        return None

    # --- the form ---------------------------------------------------------------------------------------
    def compose_seat(self, index: int, kind: str, name: str, options: list[tuple[str, str]]) -> ComposeResult:
        """A seat's number, who plays it and its name (inside the row the game opens)."""
        yield Static(f"{index + 1}.", classes="seat-number")
        yield Choice(options, value=kind, id=f"seat-kind-{index}", classes="seat-kind")
        yield Input(
            value=name,
            max_length=self.MAX_NAME,
            compact=True,
            id=f"seat-name-{index}",
            classes="seat-name",
            disabled=kind == "none",
        )

    def compose_seed(self, **options: Any) -> ComposeResult:
        """The optional game number (a random one when empty)."""
        with Vertical(classes="setup-option"):
            yield TStatic(f"{self.KEYS}.seed_label", classes="setup-title")
            yield TStatic(f"{self.KEYS}.seed_help", classes="setup-help")
            yield Input(type="integer", max_length=9, compact=True, id="seed", **options)

    def compose_buttons(self) -> ComposeResult:
        """Start, back, and the line that says how to start, or why the form cannot start yet."""
        with Horizontal(id="setup-buttons"):
            yield TButton(f"{self.KEYS}.start", id="start", variant="primary", compact=True)
            yield TButton("common.back", id="back", compact=True)
            yield TStatic("setup.hint", id="setup-error", classes="-hint")

    def on_mount(self) -> None:
        self.focus_first(self.FIRST_FIELD)  # AUTO_FOCUS did it already unless the field was still mounting

    def on_language(self) -> None:
        self.title = self.t(f"{self.KEYS}.title")
        for index in range(self.MAX_SEATS):
            kind = self.query_one(f"#seat-kind-{index}", Choice).value
            self.query_one(f"#seat-name-{index}", Input).placeholder = self._placeholder(
                index, kind == "none"
            )
        self.query_one("#seed", Input).placeholder = self.t(f"{self.KEYS}.seed_placeholder")

    def _placeholder(self, index: int, empty: bool) -> str:
        return "" if empty else self.t(f"{self.KEYS}.name_placeholder", n=index + 1)

    def on_choice_changed(self, event: Choice.Changed) -> None:
        event.stop()
        select_id = event.choice.id or ""
        if select_id.startswith("seat-kind-"):
            self.seat_kind_changed(int(select_id.removeprefix("seat-kind-")), str(event.value))

    def seat_kind_changed(self, index: int, kind: str) -> None:
        """A seat became a human, an AI captain or empty: its name follows (an AI captain gets a captain's name
        when it has none, a human none of theirs)."""
        name = self.query_one(f"#seat-name-{index}", Input)
        empty = kind == "none"
        name.disabled = empty
        name.placeholder = self._placeholder(index, empty)
        self.query_one(f"#seat-row-{index}").set_class(empty, "-empty")
        if empty:
            if self.CLEAR_EMPTIED:
                name.value = ""
        elif kind == "human":
            if name.value in self.CAPTAINS:
                name.value = ""
        elif not name.value.strip():
            used = {self.query_one(f"#seat-name-{i}", Input).value for i in range(self.MAX_SEATS)}
            name.value = next((c for c in self.CAPTAINS if c not in used), self.CAPTAINS[0])

    def chosen_seats(self, rows: int) -> list[SeatChoice]:
        """The seats of the first ``rows`` rows that are not empty, with names made unique and filled in."""
        chosen: list[SeatChoice] = []
        used: set[str] = set()
        for index in range(rows):
            kind = str(self.query_one(f"#seat-kind-{index}", Choice).value)
            if kind == "none":
                continue
            name = " ".join(self.query_one(f"#seat-name-{index}", Input).value.split())[: self.MAX_NAME]
            typed = bool(name)
            if not name:
                name = (
                    self.CAPTAINS[index % len(self.CAPTAINS)]
                    if kind != "human"
                    else self.t(f"{self.KEYS}.name_placeholder", n=index + 1)
                )
            base, n = name, 2
            while name in used:
                name = f"{base[: self.MAX_NAME - 2]} {n}"
                n += 1
            used.add(name)
            chosen.append(SeatChoice(index, kind, name, typed))
        return chosen

    def seed(self) -> int:
        """The game number typed, or a random one."""
        text = self.query_one("#seed", Input).value.strip()
        return int(text) if text.isdigit() else random.SystemRandom().randrange(1, 1_000_000)

    def show_error(self, key: str) -> None:
        """Say why the form cannot start (a message key), in place of the hint."""
        line = self.query_one("#setup-error", TStatic)
        line.set_text(key)
        line.remove_class("-hint")

    # --- starting -----------------------------------------------------------------------------------------
    def action_start(self) -> None:
        if not self.can_answer():
            return  # started already (a second Enter read with the first)
        session = self.new_session()
        if session is None:
            return
        ui = self.seas.games.ui(session.game_id)
        assert ui is not None
        self.replace_with(ui.table_screen(session))

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a text field moves on to the next field (only the start button or Ctrl+S starts)."""
        event.stop()
        self.focus_next()

    def on_field_radio_set_chosen(self, event: FieldRadioSet.Chosen) -> None:
        """Enter on a radio set chose its option: move on to the next field."""
        event.stop()
        self.focus_next()

    def action_rules(self) -> None:
        from tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(game=self.RULES_GAME, section=self.rules_section()))

    def action_back(self) -> None:
        self.dismiss()
