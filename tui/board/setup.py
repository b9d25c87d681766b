"""Set up a game of The 7 Seas: mode, 2-5 seats (humans or AI captains), names, colours and a game number."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, RadioSet, Static

from engines.agents import agent_names, make_agent
from engines.board import BoardConfig, BoardGame
from saves import SeatInfo
from tui.board.setup_extra import (
    compose_module_options,
    compose_solo_options,
    extra_config,
    quests_tracked,
    show_solo_options,
    translate_extra_options,
)
from tui.board.text import COLOUR_IDS, COLOURS
from tui.screens.base import BaseScreen
from tui.session import GameSession
from tui.widgets.choice import Choice
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TButton, TRadioButton, TStatic

if TYPE_CHECKING:
    from saves import LoadedGame
    from tui.app import SevenSeasApp

__all__ = [
    "MAX_SEATS",
    "BoardSetupScreen",
    "agent_levels",
    "board_session",
    "default_level",
    "loaded_session",
    "make_board_agent",
]

MAX_SEATS = 5
MAX_NAME = 14
#: Default names of the AI captains (proper names: the same in every language).
CAPTAINS = ("Flint", "Bonny", "Kidd", "Morgan", "Teach")
#: Decisions that begin a turn: undo takes back a whole turn at most.
TURN_DECISIONS = frozenset({"board.decision.place", "board.decision.hideout"})
#: The autosave slot of the board game (language-neutral, readable in the load list).
AUTOSAVE_SLOT = "The 7 Seas (auto)"


#: The AI levels a player picks from, weakest first; each also comes with a strategy profile.
LEVELS = ("easy", "medium", "hard")


def agent_levels() -> tuple[str, ...]:
    """The AI captains offered at the set-up: the three levels, then each level with a profile
    (``hard:fighter``), read from the engine's factory so new ones appear by themselves."""
    names = agent_names("board")
    plain = [n for n in LEVELS if n in names]
    flavoured = [n for lvl in LEVELS for n in names if n.startswith(f"{lvl}:")]
    return tuple(plain + flavoured)


def default_level() -> str:
    levels = agent_levels()
    return "medium" if "medium" in levels else levels[0]


def make_board_agent(level: str, seed: int, budget: float | None = None) -> Any:
    """The session's agent factory: (level, seed, time budget) -> one of the engine's captains.

    A saved seat may name any captain the engine knows (older saves: ``greedy``, ``explorer``...).
    """
    if level not in agent_names("board"):
        level = default_level()
    return make_agent("board", level, seed, budget)


def level_label(t: Any, level: str) -> str:
    """An AI level's name in the current language (``hard:fighter`` -> "hard · fighter")."""
    base, _, profile = level.partition(":")

    def one(name: str) -> str:
        for key in (f"ai.level.{name}", f"board.ui.agent.{name}"):
            if t.has(key):
                return str(t(key))
        return name

    return f"{one(base)} · {one(profile)}" if profile else one(base)


def _options(app: SevenSeasApp) -> dict[str, Any]:
    return {
        "store": app.store,
        "agent_factory": make_board_agent,
        "ai_budget": getattr(app, "ai_budget", None),
        "turn_decisions": TURN_DECISIONS,
        "autosave_slot": AUTOSAVE_SLOT,
    }


def board_session(
    app: SevenSeasApp, config: BoardConfig, seed: int, seats: list[SeatInfo], colours: list[str] | None = None
) -> GameSession:
    """A new board game session wired to the app's saves and the engine's AI captains."""
    colours = list(colours or COLOUR_IDS[: len(seats)])
    return GameSession.start(BoardGame, config, seed, seats, extra={"colours": colours}, **_options(app))


def loaded_session(app: SevenSeasApp, loaded: LoadedGame) -> GameSession:
    """A saved board game's session at its exact position, log included."""
    return GameSession.from_loaded(loaded, **_options(app))


class BoardSetupScreen(BaseScreen[None]):
    """Mode, who plays (with colours) and an optional game number."""

    CSS_PATH = "setup.tcss"
    #: Focus the first name at once: each change of focus restyles the screen (a blink each)
    AUTO_FOCUS = "#seat-name-0"
    BINDINGS = [
        Binding("ctrl+s,ctrl+enter", "start", "Start", id="start_game"),
        Binding("escape", "back", "Back", id="back"),
        Binding("question_mark,f1", "rules", "Rules", id="rules"),
    ]

    def __init__(self) -> None:
        super().__init__()
        level = default_level()
        self._initial_kinds = ["human", level, level, "none", "none"]
        #: the language the seat lists were built in (rebuilding them costs: only when it changed)
        self._lists_language = ""
        #: the seat kind each row was last set up for (the list may report the value it has)
        self._kinds_shown: dict[int, object] = {}

    def compose(self) -> ComposeResult:
        self._lists_language = self.seas.language
        yield AppHeader()
        with VerticalScroll(id="setup-body"):
            with Vertical(classes="setup-option"):
                yield TStatic("board.ui.setup.mode_label", classes="setup-title")
                yield TStatic("board.solo_ui.setup.mode_help", classes="setup-help")
                with RadioSet(id="opt-mode", compact=True):
                    yield TRadioButton("board.mode.discovery", id="mode-discovery", value=True)
                    yield TRadioButton("board.mode.advanced", id="mode-advanced")
                    yield TRadioButton("board.solo.mode", id="mode-solo")
            yield from compose_solo_options(self.t)
            yield TStatic(
                "board.ui.setup.players_label", classes="setup-title setup-players", id="players-label"
            )
            for index in range(MAX_SEATS):
                initial = self._initial_kinds[index]
                with Horizontal(
                    classes="seat-row" + (" -empty" if initial == "none" else ""), id=f"seat-row-{index}"
                ):
                    yield Static(f"{index + 1}.", classes="seat-number")
                    yield Choice(
                        self._kind_options(index),
                        value=initial,
                        id=f"seat-kind-{index}",
                        classes="seat-kind",
                    )
                    yield Input(
                        value=CAPTAINS[index - 1] if initial not in ("human", "none") else "",
                        max_length=MAX_NAME,
                        compact=True,
                        id=f"seat-name-{index}",
                        classes="seat-name",
                        disabled=initial == "none",
                    )
                    yield Choice(
                        self._colour_options(),
                        value=COLOUR_IDS[index],
                        id=f"seat-colour-{index}",
                        classes="seat-colour",
                        disabled=initial == "none",
                    )
            yield from compose_module_options()
            with Vertical(classes="setup-option"):
                yield TStatic("board.ui.setup.seed_label", classes="setup-title")
                yield TStatic("board.ui.setup.seed_help", classes="setup-help")
                yield Input(type="integer", max_length=9, compact=True, id="seed")
        with Horizontal(id="setup-buttons"):
            yield TButton("board.ui.setup.start", id="start", variant="primary", compact=True)
            yield TButton("common.back", id="back", compact=True)
            yield TStatic("", id="setup-error")
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("#seat-name-0")  # AUTO_FOCUS did it already unless the row was still mounting
        self.when_built("#opt-mode", self._show_solo)

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        self._show_solo()

    def _show_solo(self) -> None:
        """Solo: one human seat, the Favors & Curses level and Quests; else the seats and the modules."""
        solo = self.solo()
        show_solo_options(self, solo)
        for index in range(1, MAX_SEATS):
            self.query_one(f"#seat-row-{index}").display = not solo
        # Solo: one captain, you; the Vagabond of the Mists is the game's, not a seat (no AI captain to choose).
        self.query_one("#players-label", TStatic).set_text(
            "board.solo_ui.setup.players_label" if solo else "board.ui.setup.players_label"
        )
        kind = self.query_one("#seat-kind-0", Choice)
        if solo:
            kind.value = "human"
        kind.disabled = solo

    def _kind_options(self, index: int) -> list[tuple[str, str]]:
        t = self.t
        options = [(t("board.ui.setup.human"), "human")]
        if index >= 2:  # second in the list: emptying a seat is as quick as making it human
            options.append((t("board.ui.setup.empty"), "none"))
        options += [
            (t("board.ui.setup.ai", level=level_label(self.seas.t, level)), level) for level in agent_levels()
        ]
        return options

    def _colour_options(self) -> list[tuple[str, str]]:
        return [(f"{COLOURS[c][1]} {self.t(f'board.ui.colour.{c}')}", c) for c in COLOUR_IDS]

    def on_language(self) -> None:
        self.title = self.t("board.ui.setup.title")
        rebuild = self._lists_language != self.seas.language  # on mount they are already in this language
        self._lists_language = self.seas.language
        for index in range(MAX_SEATS):
            select = self.query_one(f"#seat-kind-{index}", Choice)
            value = select.value
            if rebuild:
                select.set_options(self._kind_options(index))
                select.value = value
                colour = self.query_one(f"#seat-colour-{index}", Choice)
                chosen = colour.value
                colour.set_options(self._colour_options())
                colour.value = chosen
            name = self.query_one(f"#seat-name-{index}", Input)
            name.placeholder = (
                "" if value == "none" else self.t("board.ui.setup.name_placeholder", n=index + 1)
            )
        self.query_one("#seed", Input).placeholder = self.t("board.ui.setup.seed_placeholder")
        translate_extra_options(self)

    def on_choice_changed(self, event: Choice.Changed) -> None:
        event.stop()
        select_id = event.choice.id or ""
        if not select_id.startswith("seat-kind-"):
            return
        index = int(select_id.removeprefix("seat-kind-"))
        if self._kinds_shown.get(index, self._initial_kinds[index]) == event.value:
            return  # the row shows this kind already (compose set it up)
        self._kinds_shown[index] = event.value
        name = self.query_one(f"#seat-name-{index}", Input)
        empty = event.value == "none"
        name.disabled = empty
        self.query_one(f"#seat-colour-{index}", Choice).disabled = empty
        name.placeholder = "" if empty else self.t("board.ui.setup.name_placeholder", n=index + 1)
        self.query_one(f"#seat-row-{index}").set_class(empty, "-empty")
        if event.value == "human" and name.value in CAPTAINS:
            name.value = ""
        elif event.value not in ("human", "none") and not name.value.strip():
            used = {self.query_one(f"#seat-name-{i}", Input).value for i in range(MAX_SEATS)}
            name.value = next((c for c in CAPTAINS if c not in used), CAPTAINS[0])

    def mode(self) -> str:
        pressed = self.query_one("#opt-mode", RadioSet).pressed_button
        return (
            "advanced"
            if pressed is not None and pressed.id in ("mode-advanced", "mode-solo")
            else "discovery"
        )

    def solo(self) -> bool:
        pressed = self.query_one("#opt-mode", RadioSet).pressed_button
        return pressed is not None and pressed.id == "mode-solo"

    def seats(self) -> tuple[list[SeatInfo], list[str]]:
        """The seats chosen (names made unique and filled in) and their colours."""
        seats: list[SeatInfo] = []
        colours: list[str] = []
        used: set[str] = set()
        for index in range(1 if self.solo() else MAX_SEATS):
            kind = self.query_one(f"#seat-kind-{index}", Choice).value
            if kind == "none":
                continue
            name = " ".join(self.query_one(f"#seat-name-{index}", Input).value.split())[:MAX_NAME]
            if not name:
                name = (
                    CAPTAINS[index]
                    if kind != "human"
                    else self.t("board.ui.setup.name_placeholder", n=index + 1)
                )
            base, n = name, 2
            while name in used:
                name = f"{base[: MAX_NAME - 2]} {n}"
                n += 1
            used.add(name)
            seats.append(SeatInfo(name, "human") if kind == "human" else SeatInfo(name, "ai", str(kind)))
            colours.append(str(self.query_one(f"#seat-colour-{index}", Choice).value))
        return seats, colours

    def build(self) -> tuple[BoardConfig, int, list[SeatInfo], list[str]]:
        """The config, the seed, the seats and their colours the form describes."""
        seats, colours = self.seats()
        config = extra_config(self, self.mode(), len(seats))
        text = self.query_one("#seed", Input).value.strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1, 1_000_000)
        return config, seed, seats, colours

    def action_start(self) -> None:
        if not self.can_answer():
            return  # started already (a second Enter read with the first)
        seats, colours = self.seats()
        error = self.query_one("#setup-error", TStatic)
        if len(seats) < 2 and not self.solo():
            error.set_text("board.ui.setup.need_two")
            return
        if len(set(colours)) != len(colours):
            error.set_text("board.ui.setup.same_colour")
            return
        config, seed, seats, colours = self.build()
        from tui.board import UI

        session = board_session(self.seas, config, seed, seats, colours)
        if config.solo:
            session.extra["quests"] = quests_tracked(self)
        self.replace_with(UI.table_screen(session))

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def action_rules(self) -> None:
        from tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(game="board", section="solo-mode-vagabond" if self.solo() else None))

    def action_back(self) -> None:
        self.dismiss()
