"""Set up a game of 7Seas: seats (humans and AI captains), the goal, rule options and a game number."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import RadioSet

from engines.agents import factory_for
from engines.cards import FINISH_RULES, LEFTOVER_RULES, TARGETS, TIE_RULES, CardConfig, CardGame
from saves import SeatInfo
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

__all__ = ["MAX_SEATS", "CardsSetupScreen", "cards_session", "loaded_session"]

MAX_SEATS = 4
MAX_NAME = 14
KINDS = ("human", "easy", "medium", "hard")
#: Default names of the AI captains (proper names: the same in every language).
CAPTAINS = ("Flint", "Bonny", "Kidd", "Morgan")
#: The rule options the engine offers, with their values (default first).
OPTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ties", TIE_RULES),
    ("leftover", LEFTOVER_RULES),
    ("finish", FINISH_RULES),
)
TURN_DECISIONS = frozenset({"cards.decision.play"})
#: The autosave slot of the card game (language-neutral, readable in the load list).
AUTOSAVE_SLOT = "7Seas (auto)"


def _options(app: Shell) -> dict[str, Any]:
    return {
        "store": app.store,
        "agent_factory": factory_for("cards"),
        "ai_budget": getattr(app, "ai_budget", None),
        "turn_decisions": TURN_DECISIONS,
        "autosave_slot": AUTOSAVE_SLOT,
    }


def cards_session(
    app: Shell,
    config: CardConfig,
    seed: int,
    seats: list[SeatInfo],
    *,
    default_names: list[int] | None = None,
) -> GameSession:
    """A new card game session wired to the app's saves and the engine's AI captains.

    ``default_names``: per seat, ``n`` when it keeps the default name "Player n" (shown in
    the current language), else 0."""
    return GameSession.start(
        CardGame,
        config,
        seed,
        seats,
        extra={"default_names": list(default_names)} if default_names and any(default_names) else {},
        **_options(app),
    )


def loaded_session(app: Shell, loaded: LoadedGame) -> GameSession:
    """A saved card game's session at its exact position, log included."""
    return GameSession.from_loaded(loaded, **_options(app))


class CardsSetupScreen(SetupScreen):
    """Who plays, to which goal, with which rules."""

    CSS_PATH = "setup.tcss"
    KEYS = "cards.ui.setup"
    RULES_GAME = "cards"
    MAX_SEATS = MAX_SEATS
    MAX_NAME = MAX_NAME
    CAPTAINS = CAPTAINS
    CLEAR_EMPTIED = True

    def compose(self) -> ComposeResult:
        yield AppHeader()
        with VerticalScroll(id="setup-body"):
            yield TStatic("cards.option.players.label", classes="setup-title")
            for index in range(MAX_SEATS):
                kind = "human" if index == 0 else ("medium" if index == 1 else "easy")
                initial = kind if index < 3 else "none"
                with Horizontal(
                    classes="seat-row" + (" -empty" if initial == "none" else ""), id=f"seat-row-{index}"
                ):
                    name = "" if index == 0 or initial == "none" else CAPTAINS[index - 1]
                    yield from self.compose_seat(index, initial, name, self._kind_options(index))
            with Vertical(classes="setup-option"):
                yield TStatic("cards.option.target.label", classes="setup-title")
                yield TStatic("cards.option.target.help", classes="setup-help")
                with FieldRadioSet(id="opt-target", compact=True):
                    for target in TARGETS:
                        yield TRadioButton(
                            "cards.ui.setup.target_value",
                            params={"goal": target},
                            id=f"target-{target}",
                            value=target == 11,
                        )
            for option, values in OPTIONS:
                with Vertical(classes="setup-option"):
                    yield TStatic(f"cards.option.{option}.label", classes="setup-title")
                    yield TStatic(f"cards.option.{option}.help", classes="setup-help")
                    with FieldRadioSet(id=f"opt-{option}", compact=True):
                        for i, value in enumerate(values):
                            yield TRadioButton(
                                f"cards.option.{option}.{value}", id=f"{option}-{value}", value=i == 0
                            )
            yield from self.compose_seed(valid_empty=True)
        yield from self.compose_buttons()
        yield AppFooter()

    def _kind_options(self, index: int) -> list[tuple[str, str]]:
        t = self.t
        options = [(t("cards.ui.setup.human"), "human")]
        options += [(t("cards.ui.setup.ai", level=t(f"ai.level.{level}")), level) for level in KINDS[1:]]
        if index >= 2:
            options.append((t("cards.ui.setup.empty"), "none"))
        return options

    def on_language(self) -> None:
        for index in range(MAX_SEATS):
            select = self.query_one(f"#seat-kind-{index}", Choice)
            value = select.value
            select.set_options(self._kind_options(index))
            select.value = value
        super().on_language()

    def _radio(self, option: str) -> str:
        radio = self.query_one(f"#opt-{option}", RadioSet)
        pressed = radio.pressed_button
        assert pressed is not None and pressed.id
        return pressed.id.split("-", 1)[1]

    def seats(self) -> list[SeatInfo]:
        """The seats chosen, with names made unique and filled in."""
        return self.seats_and_defaults()[0]

    def seats_and_defaults(self) -> tuple[list[SeatInfo], list[int]]:
        """The seats chosen, and per seat ``n`` when it keeps the default name "Player n" (else 0)."""
        chosen = self.chosen_seats(MAX_SEATS)
        defaults = [c.default_number for c in chosen]
        return [c.seat for c in chosen], defaults

    def build(self) -> tuple[CardConfig, int, list[SeatInfo]]:
        """The config, the seed and the seats the form describes."""
        seats = self.seats()
        values: dict[str, Any] = {option: self._radio(option) for option, _ in OPTIONS}
        target = int(self._radio("target"))
        config = CardConfig(players=len(seats), target=target, **values)
        return config, self.seed(), seats

    def new_session(self) -> GameSession | None:
        if len(self.seats()) < 2:
            self.show_error("cards.ui.setup.need_two")
            return None
        config, seed, seats = self.build()
        return cards_session(self.seas, config, seed, seats, default_names=self.seats_and_defaults()[1])
