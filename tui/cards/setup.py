"""Set up a game of 7Seas: seats (humans and AI captains), the goal, rule options and a game number."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, RadioSet, Static

from engines.agents import factory_for
from engines.cards import FINISH_RULES, LEFTOVER_RULES, TARGETS, TIE_RULES, CardConfig, CardGame
from saves import SeatInfo
from tui.screens.base import BaseScreen
from tui.session import GameSession
from tui.widgets.choice import Choice
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TButton, TRadioButton, TStatic
from tui.widgets.radio import ChosenRadioSet

if TYPE_CHECKING:
    from saves import LoadedGame
    from tui.app import SevenSeasApp

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


def cards_session(
    app: SevenSeasApp,
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
        store=app.store,
        agent_factory=factory_for("cards"),
        ai_budget=getattr(app, "ai_budget", None),
        turn_decisions=TURN_DECISIONS,
        autosave_slot=AUTOSAVE_SLOT,
        extra={"default_names": list(default_names)} if default_names and any(default_names) else {},
    )


def loaded_session(app: SevenSeasApp, loaded: LoadedGame) -> GameSession:
    """A saved card game's session at its exact position, log included."""
    return GameSession.from_loaded(
        loaded,
        store=app.store,
        agent_factory=factory_for("cards"),
        ai_budget=getattr(app, "ai_budget", None),
        turn_decisions=TURN_DECISIONS,
        autosave_slot=AUTOSAVE_SLOT,
    )


class CardsSetupScreen(BaseScreen[None]):
    """Who plays, to which goal, with which rules."""

    CSS_PATH = "setup.tcss"
    #: Focus the first name at once: each change of focus restyles the whole screen
    AUTO_FOCUS = "#seat-name-0"
    BINDINGS = [
        Binding("ctrl+s,ctrl+enter", "start", "Start", id="start_game"),
        Binding("escape", "back", "Back", id="back"),
        Binding("question_mark,f1", "rules", "Rules", id="rules"),
    ]

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
                    yield Static(f"{index + 1}.", classes="seat-number")
                    yield Choice(
                        self._kind_options(index),
                        value=initial,
                        id=f"seat-kind-{index}",
                        classes="seat-kind",
                    )
                    yield Input(
                        value="" if index == 0 or initial == "none" else CAPTAINS[index - 1],
                        max_length=MAX_NAME,
                        compact=True,
                        id=f"seat-name-{index}",
                        classes="seat-name",
                        disabled=initial == "none",
                    )
                    self._initial_kinds.append(initial)
            with Vertical(classes="setup-option"):
                yield TStatic("cards.option.target.label", classes="setup-title")
                yield TStatic("cards.option.target.help", classes="setup-help")
                with ChosenRadioSet(id="opt-target", compact=True):
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
                    with ChosenRadioSet(id=f"opt-{option}", compact=True):
                        for i, value in enumerate(values):
                            yield TRadioButton(
                                f"cards.option.{option}.{value}", id=f"{option}-{value}", value=i == 0
                            )
            with Vertical(classes="setup-option"):
                yield TStatic("cards.ui.setup.seed_label", classes="setup-title")
                yield TStatic("cards.ui.setup.seed_help", classes="setup-help")
                yield Input(type="integer", max_length=9, compact=True, id="seed", valid_empty=True)
        with Horizontal(id="setup-buttons"):
            yield TButton("cards.ui.setup.start", id="start", variant="primary", compact=True)
            yield TButton("common.back", id="back", compact=True)
            yield TStatic("", id="setup-error")
        yield AppFooter()

    def __init__(self) -> None:
        super().__init__()
        self._initial_kinds: list[str] = []

    def on_mount(self) -> None:
        self.focus_first("#seat-name-0")  # AUTO_FOCUS did it already unless the row was still mounting

    def _kind_options(self, index: int) -> list[tuple[str, str]]:
        t = self.t
        options = [(t("cards.ui.setup.human"), "human")]
        options += [(t("cards.ui.setup.ai", level=t(f"ai.level.{level}")), level) for level in KINDS[1:]]
        if index >= 2:
            options.append((t("cards.ui.setup.empty"), "none"))
        return options

    def on_language(self) -> None:
        self.title = self.t("cards.ui.setup.title")
        for index in range(MAX_SEATS):
            select = self.query_one(f"#seat-kind-{index}", Choice)
            value = select.value
            select.set_options(self._kind_options(index))
            select.value = value
            name = self.query_one(f"#seat-name-{index}", Input)
            name.placeholder = (
                "" if value == "none" else self.t("cards.ui.setup.name_placeholder", n=index + 1)
            )
        self.query_one("#seed", Input).placeholder = self.t("cards.ui.setup.seed_placeholder")

    def on_choice_changed(self, event: Choice.Changed) -> None:
        event.stop()
        select_id = event.choice.id or ""
        if not select_id.startswith("seat-kind-"):
            return
        index = int(select_id.removeprefix("seat-kind-"))
        name = self.query_one(f"#seat-name-{index}", Input)
        name.disabled = event.value == "none"
        name.placeholder = "" if name.disabled else self.t("cards.ui.setup.name_placeholder", n=index + 1)
        self.query_one(f"#seat-row-{index}").set_class(event.value == "none", "-empty")
        if event.value == "none":
            name.value = ""  # an emptied seat shows no old name
        elif event.value == "human" and name.value in CAPTAINS:
            name.value = ""
        elif event.value in KINDS[1:] and not name.value.strip():
            used = {self.query_one(f"#seat-name-{i}", Input).value for i in range(MAX_SEATS)}
            name.value = next((c for c in CAPTAINS if c not in used), CAPTAINS[0])

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
        seats: list[SeatInfo] = []
        defaults: list[int] = []
        used: set[str] = set()
        for index in range(MAX_SEATS):
            kind = self.query_one(f"#seat-kind-{index}", Choice).value
            if kind == "none":
                continue
            name = " ".join(self.query_one(f"#seat-name-{index}", Input).value.split())[:MAX_NAME]
            defaults.append(index + 1 if not name and kind == "human" else 0)
            if not name:
                name = (
                    CAPTAINS[index % len(CAPTAINS)]
                    if kind != "human"
                    else self.t("cards.ui.setup.name_placeholder", n=index + 1)
                )
            base, n = name, 2
            while name in used:
                name = f"{base[: MAX_NAME - 2]} {n}"
                n += 1
            used.add(name)
            if kind == "human":
                seats.append(SeatInfo(name, "human"))
            else:
                seats.append(SeatInfo(name, "ai", str(kind)))
        return seats, defaults

    def build(self) -> tuple[CardConfig, int, list[SeatInfo]]:
        """The config, the seed and the seats the form describes."""
        seats = self.seats()
        values: dict[str, Any] = {option: self._radio(option) for option, _ in OPTIONS}
        target = int(self._radio("target"))
        config = CardConfig(players=len(seats), target=target, **values)
        text = self.query_one("#seed", Input).value.strip()
        seed = int(text) if text.isdigit() else random.SystemRandom().randrange(1, 1_000_000)
        return config, seed, seats

    def action_start(self) -> None:
        if not self.can_answer():
            return  # started already (a second Enter read with the first)
        seats = self.seats()
        if len(seats) < 2:
            self.query_one("#setup-error", TStatic).set_text("cards.ui.setup.need_two")
            return
        config, seed, seats = self.build()
        from tui.cards import UI

        session = cards_session(self.seas, config, seed, seats, default_names=self.seats_and_defaults()[1])
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

        self.app.push_screen(RulesScreen(game="cards"))

    def action_back(self) -> None:
        self.dismiss()
