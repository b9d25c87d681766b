"""Set up a game of The 7 Seas: mode, 2-5 seats (humans or AI captains), names, colours and a game number."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import RadioSet

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
from tui.screens.setup import SetupScreen
from tui.session import GameSession
from tui.widgets.choice import Choice
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TStatic
from tui.widgets.radio import FieldRadioSet
from tui.widgets.toggles import TRadioButton

if TYPE_CHECKING:
    from saves import LoadedGame
    from tui.shell import Shell

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


def _options(app: Shell) -> dict[str, Any]:
    return {
        "store": app.store,
        "agent_factory": make_board_agent,
        "ai_budget": getattr(app, "ai_budget", None),
        "turn_decisions": TURN_DECISIONS,
        "autosave_slot": AUTOSAVE_SLOT,
    }


def board_session(
    app: Shell,
    config: BoardConfig,
    seed: int,
    seats: list[SeatInfo],
    colours: list[str] | None = None,
    *,
    default_names: list[int] | None = None,
) -> GameSession:
    """A new board game session wired to the app's saves and the engine's AI captains.

    ``default_names``: per seat, ``n`` when it keeps the default name "Captain n" (shown in the current
    language), else 0."""
    colours = list(colours or COLOUR_IDS[: len(seats)])
    extra: dict[str, Any] = {"colours": colours}
    if default_names and any(default_names):
        extra |= {"default_names": list(default_names), "default_name_key": "board.ui.setup.name_placeholder"}
    return GameSession.start(BoardGame, config, seed, seats, extra=extra, **_options(app))


def loaded_session(app: Shell, loaded: LoadedGame) -> GameSession:
    """A saved board game's session at its exact position, log included."""
    return GameSession.from_loaded(loaded, **_options(app))


class BoardSetupScreen(SetupScreen):
    """Mode, who plays (with colours) and an optional game number."""

    CSS_PATH = "setup.tcss"
    KEYS = "board.ui.setup"
    RULES_GAME = "board"
    MAX_SEATS = MAX_SEATS
    MAX_NAME = MAX_NAME
    CAPTAINS = CAPTAINS
    FIRST_FIELD = "#opt-mode"
    AUTO_FOCUS = "#opt-mode"

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
                with FieldRadioSet(id="opt-mode", compact=True):
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
                    name = CAPTAINS[index - 1] if initial not in ("human", "none") else ""
                    yield from self.compose_seat(index, initial, name, self._kind_options(index))
                    yield Choice(
                        self._colour_options(),
                        value=COLOUR_IDS[index],
                        id=f"seat-colour-{index}",
                        classes="seat-colour",
                        disabled=initial == "none",
                    )
            yield from compose_module_options()
            yield from self.compose_seed()
        yield from self.compose_buttons()
        yield AppFooter()

    def on_mount(self) -> None:
        self.when_built("#opt-mode", self._show_solo)

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        self._show_solo()

    def on_field_radio_set_chosen(self, event: FieldRadioSet.Chosen) -> None:
        """Enter chose a mode: Solo moves on into its own options (the level, shown just now); another mode
        moves on as every field does (:meth:`SetupScreen.on_field_radio_set_chosen`, called next)."""
        self._show_solo()
        if self.solo():
            event.prevent_default()
            event.stop()
            self.set_focus(self.query_one("#solo-level", Choice))

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
        if self._lists_language != self.seas.language:  # on mount they are already in this language
            self._lists_language = self.seas.language
            for index in range(MAX_SEATS):
                select = self.query_one(f"#seat-kind-{index}", Choice)
                value = select.value
                select.set_options(self._kind_options(index))
                select.value = value
                colour = self.query_one(f"#seat-colour-{index}", Choice)
                chosen = colour.value
                colour.set_options(self._colour_options())
                colour.value = chosen
        super().on_language()
        translate_extra_options(self)

    def seat_kind_changed(self, index: int, kind: str) -> None:
        if self._kinds_shown.get(index, self._initial_kinds[index]) == kind:
            return  # the row shows this kind already (compose set it up)
        self._kinds_shown[index] = kind
        super().seat_kind_changed(index, kind)
        self.query_one(f"#seat-colour-{index}", Choice).disabled = kind == "none"

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
        chosen = self.chosen_seats(1 if self.solo() else MAX_SEATS)
        colours = [str(self.query_one(f"#seat-colour-{c.index}", Choice).value) for c in chosen]
        return [c.seat for c in chosen], colours

    def build(self) -> tuple[BoardConfig, int, list[SeatInfo], list[str]]:
        """The config, the seed, the seats and their colours the form describes."""
        seats, colours = self.seats()
        config = extra_config(self, self.mode(), len(seats))
        return config, self.seed(), seats, colours

    def new_session(self) -> GameSession | None:
        seats, colours = self.seats()
        if len(seats) < 2 and not self.solo():
            self.show_error("board.ui.setup.need_two")
            return None
        if len(set(colours)) != len(colours):
            self.show_error("board.ui.setup.same_colour")
            return None
        config, seed, seats, colours = self.build()
        defaults = [c.default_number for c in self.chosen_seats(1 if self.solo() else MAX_SEATS)]
        session = board_session(self.seas, config, seed, seats, colours, default_names=defaults)
        if config.solo:
            session.extra["quests"] = quests_tracked(self)
        return session

    def rules_section(self) -> str | None:
        return "solo-mode-vagabond" if self.solo() else None
