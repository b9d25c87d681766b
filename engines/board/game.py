"""The 7 Seas as an ``engines.base.Game``: serialization, the decision machine, views and the outcome.

``BoardGame`` is a ``core.BoardState`` (the data and the helpers the rules share) played as an
``engines.base.Game``. Its pending steps (``steps``) are routed through :data:`RULES`, one :class:`Rule` per
kind of step naming the functions of the rule module that runs it, lists its legal actions and acts on the
chosen one; the loop :meth:`BoardGame._advance` runs automatic stages until a seat must decide. The rules
are modules of functions by rulebook chapter (``setup``, ``rounds``, ``turn``, ``sail``, ``activities``,
``dice``, ``payment``, ``success``, ``ship``, ``renovate``, ``players``, ``scoring``); Solo mode and the Extra
modules plug into the game's moments as extensions (``solo.Vagabond``, ``modules.ExtraModules``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from engines.base import Event, Game, IllegalAction, Outcome, Rng, Standing, Termination
from engines.board import (
    activities,
    dice,
    modules,
    payment,
    players,
    renovate,
    rounds,
    sail,
    scoring,
    setup,
    ship,
    solo,
    success,
    turn,
)
from engines.board.actions import Act
from engines.board.config import BoardConfig, rule_params
from engines.board.content import Content, Sea
from engines.board.core import BoardState, Extension
from engines.board.decision import Decision
from engines.board.decision import build as build_decision
from engines.board.state import Phase, Player, copy_plain
from engines.board.steps import (
    DealStep,
    EncounterStep,
    FightStep,
    FishStep,
    GameStep,
    LoadStep,
    PayStep,
    PlankStep,
    RenovateStep,
    RepairStep,
    RollStep,
    SailStep,
    SoloStep,
    Step,
    TaskStep,
    TurnStep,
    WinStep,
    deferred_seat,
    step_from_dict,
)
from engines.board.view import BoardView, WorldSampler, public_view

__all__ = ["DECISIONS", "RULES", "BoardGame", "Rule", "extensions_for"]

#: The message key of each decision: (step kind, stage) -> key.
DECISIONS: dict[tuple[str, str], str] = {
    ("game", "hideout"): "board.decision.hideout",
    ("game", "over"): "board.decision.over",
    ("turn", "place"): "board.decision.place",
    ("turn", "announce"): "board.decision.reduce",
    ("turn", "act"): "board.decision.action",
    ("turn", "home"): "board.decision.home",
    ("sail", "choose"): "board.decision.sail",
    ("enc", "decide"): "board.decision.encounter",
    ("roll", "prep"): "board.decision.roll",
    ("pay", "pay"): "board.decision.pay",
    ("win", "track"): "board.decision.track",
    ("win", "forgo"): "board.decision.forgo",
    ("win", "icons"): "board.decision.reward",
    ("win", "extra"): "board.decision.extra",
    ("load", "discard"): "board.decision.overload",
    ("plank", "offer"): "board.decision.planks_token",
    ("repair", "spend"): "board.decision.repair",
    ("deal", "build"): "board.decision.offer",
    ("deal", "answer"): "board.decision.answer",
    ("fight", "escape"): "board.decision.escape",
    ("fight", "parrot"): "board.decision.parrot",
    ("fight", "steal"): "board.decision.steal",
    ("fish", "ask"): modules.LAST_FISH,
    ("solo", "mist"): "board.solo.decision.mist",
    ("solo", "curse"): "board.solo.decision.curse",
}

S = TypeVar("S", bound=Step)


@dataclass(frozen=True, slots=True)
class Rule(Generic[S]):
    """The code of one kind of step: ``run`` its automatic stages (True: it waits for a decision), list its
    ``legal`` actions, ``act`` on the chosen one."""

    step: type[S]
    run: Callable[[BoardState, S], bool]
    legal: Callable[[BoardState, S], list[Act]]
    act: Callable[[BoardState, S, Act], None]


def _waits(g: BoardState, step: Step) -> bool:
    """A step that always waits for its decision."""
    return True


def _no_actions(g: BoardState, step: Step) -> list[Act]:
    """A step that never waits for a decision: no legal action."""
    return []


def _shown(action: object) -> str:
    """An action that is not legal, as the refusal shows it (never raises, at most 80 characters)."""
    if type(action) is Act and all(type(word) is str for word in action):
        return str(action)[:80]
    if type(action) is str:
        return action[:80]
    return f"<{type(action).__name__}>"


def _never(g: BoardState, step: Step, action: Act) -> None:  # pragma: no cover - never legal
    decision = DECISIONS.get((step.kind, step.stage), "board.decision.over")
    raise IllegalAction("board.illegal.not_allowed", action=str(action), decision=decision)


#: The code of every kind of step.
RULES: dict[type[Step], Rule[Any]] = {
    rule.step: rule
    for rule in (
        Rule(GameStep, rounds.run_game, setup.legal_hideout, setup.place_hideout),
        Rule(TurnStep, turn.run_turn, turn.legal_turn, turn.act_turn),
        Rule(SailStep, sail.run_sail, sail.legal_sail, sail.act_sail),
        Rule(EncounterStep, sail.run_encounter, sail.legal_encounter, sail.act_encounter),
        Rule(TaskStep, activities.run_task, _no_actions, _never),
        Rule(RollStep, _waits, dice.legal_roll, dice.act_roll),
        Rule(PayStep, payment.run_pay, payment.legal_pay, payment.act_pay),
        Rule(WinStep, success.run_win, success.legal_win, success.act_win),
        Rule(LoadStep, ship.run_load, ship.legal_load, ship.act_load),
        Rule(PlankStep, _waits, ship.legal_plank, ship.act_plank),
        Rule(RepairStep, renovate.run_repair, renovate.legal_repair, renovate.act_repair),
        Rule(RenovateStep, renovate.run_renovate, _no_actions, _never),
        Rule(DealStep, _waits, players.legal_deal, players.act_deal),
        Rule(FightStep, players.run_fight, players.legal_fight, players.act_fight),
        Rule(FishStep, _waits, modules.legal_fish, modules.act_fish),
        Rule(SoloStep, solo.run_solo, solo.legal_solo, solo.act_solo),
    )
}


def extensions_for(config: BoardConfig) -> tuple[Extension, ...]:
    """The chapters that plug into the game's moments in a game of ``config``."""
    if config.solo:
        return (solo.Vagabond(),)
    if config.modules:
        return (modules.ExtraModules(config),)
    return ()


class BoardGame(BoardState, Game[BoardConfig, Act]):
    """One game of The 7 Seas (Discovery or Advanced, 2-5 players, or Solo mode).

    ``content`` defaults to the shipped data files; tests pass fabricated content. ``preset_dice``
    (tests only, never saved) lists faces that the next dice show instead of rolling.
    """

    GAME_ID: ClassVar[str] = "board"
    STATE_VERSION: ClassVar[int] = 1

    def __init__(self, config: BoardConfig, seed: int, content: Content | None = None) -> None:
        super().__init__(config, seed, content)
        self.extensions = extensions_for(config)

    # --- creation --------------------------------------------------------------------------
    @classmethod
    def new(cls, config: BoardConfig, seed: int, content: Content | None = None) -> BoardGame:
        game = cls(config, seed, content)
        game._events = []
        setup.set_up(game)
        game._advance()
        game.setup_events = game._events
        game._events = []
        return game

    @classmethod
    def config_from_dict(cls, data: Mapping[str, Any]) -> BoardConfig:
        return BoardConfig.from_dict(data)

    @staticmethod
    def config_to_dict(config: BoardConfig) -> dict[str, Any]:
        return config.to_dict()

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "config": self.config.to_dict(),
            "seed": self.seed,
            "rng": self.rng.to_str(),
            "phase": self.phase.value,
            "ring": list(self.ring),
            "decks": {s: list(d) for s, d in self.decks.items()},
            "bottom": {s: n for s, n in self.bottom.items() if n},
            "revealed": {s: list(d) for s, d in self.revealed.items()},
            "box": list(self.box),
            "bonus": dict(self.bonus),
            "golden": self.golden,
            "first": self.first,
            "round": self.round,
            "spots": copy_plain(self.spots),
            "players": [p.to_dict() for p in self.players],
            "frames": [step.to_dict() for step in self.frames],
            "result": copy_plain(self.result),
            "solo": copy_plain(self.solo),
        }
        if self.config.modules:
            data["modules"] = modules.modules_to_dict(self)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], content: Content | None = None) -> BoardGame:
        """Rebuild a state from :meth:`to_dict` output, generator included.

        Raises:
            ValueError, TypeError or KeyError: data that is not such a state (nothing else).
        """
        try:
            return cls._from_dict(data, content)
        except (
            AttributeError,
            IndexError,
            OverflowError,
            RecursionError,
        ) as exc:  # a value of the wrong shape
            raise ValueError(f"not a board game state ({type(exc).__name__}: {exc})"[:300]) from exc

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any], content: Content | None) -> BoardGame:
        game = cls(cls.config_from_dict(data["config"]), int(data["seed"]), content)
        game.rng = Rng.from_str(data["rng"])
        game.phase = Phase(data["phase"])
        game.ring = [str(s) for s in data["ring"]]
        if sorted(game.ring) != sorted(sea.value for sea in Sea):
            raise ValueError("the ring does not hold each sea once")
        game.decks = {str(s): [str(c) for c in d] for s, d in data["decks"].items()}
        # the known bottom cards (states saved before they were tracked know none)
        game.bottom = {
            str(s): min(int(n), len(game.decks.get(str(s), ()))) for s, n in data.get("bottom", {}).items()
        }
        game.revealed = {str(s): [str(c) for c in d] for s, d in data["revealed"].items()}
        game.box = [str(c) for c in data["box"]]
        game.bonus = {str(s): int(n) for s, n in data["bonus"].items()}
        game.golden = int(data["golden"])
        game.first = int(data["first"])
        game.round = int(data["round"])
        game.spots = copy_plain(list(data["spots"]))
        game.players = [Player.from_dict(p) for p in data["players"]]
        if len(game.players) != game.config.players:
            raise ValueError("player count does not match the config")
        game.frames = [step_from_dict(frame) for frame in data["frames"]]
        if any(not -1 <= frame.seat < game.config.players for frame in game.frames):
            raise ValueError("a step for a seat that is not in the game")
        game.result = copy_plain(dict(data["result"]))
        if game.config.modules:
            modules.load_modules(game, data["modules"])
        game.solo = copy_plain(dict(data.get("solo", {})))
        if game.config.solo != bool(game.solo):
            raise ValueError("the solo state does not match the config")
        if game.solo:
            game.params = rule_params(game.config, [str(s) for s in game.solo["curses"]])
        return game

    # --- the pending decision ----------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.config.players

    @property
    def to_act(self) -> int | None:
        if self.phase is Phase.OVER or not self.frames:
            return None
        return self.frames[-1].seat

    @property
    def decision(self) -> str:
        if not self.frames:
            return "board.decision.over"
        top = self.frames[-1]
        return DECISIONS.get((top.kind, top.stage), "board.decision.over")

    def legal_actions(self) -> list[Act]:
        legal = self.legal_cache
        if legal is None:
            if self.phase is Phase.OVER or not self.frames:
                legal = []
            else:
                top = self.frames[-1]
                legal = RULES[type(top)].legal(self, top)
            self.legal_cache = legal
        return legal

    def apply(self, action: Act) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalAction("board.illegal.game_over")
        if type(action) is not Act:
            # only the engine's own actions (or their notation): a tuple or a look-alike that compares equal to
            # a legal action must not reach the rules, which rely on the words being an Act's
            if not isinstance(action, str):
                raise IllegalAction(
                    "board.illegal.not_allowed", action=_shown(action), decision=self.decision
                )
            action = self.parse_action(action)
        legal = self.legal_cache
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction("board.illegal.not_allowed", action=_shown(action), decision=self.decision)
        events: list[Event] = []
        self._events = events
        top = self.frames[-1]
        RULES[type(top)].act(self, top, action)
        self.legal_cache = None
        self._advance()
        self._events = []
        return events

    def step(self, action: Act) -> None:
        """Carry out a legal action without checking it (AI playouts, and the floor ``apply`` is measured
        against in ``benchmarks/engine_speed.py``): the rules' events are dropped. An action that is not legal
        now leaves the game in an undefined state: use :meth:`apply` for anything not taken from
        :meth:`legal_actions`."""
        self._events = []
        top = self.frames[-1]
        RULES[type(top)].act(self, top, action)
        self.legal_cache = None
        self._advance()
        self._events = []

    def parse_action(self, text: str) -> Act:
        act = Act.parse(text)
        if act is None:
            raise IllegalAction("board.illegal.notation", text=_shown(text))
        return act

    def format_action(self, action: Act) -> str:
        return str(action)

    # --- the machine -----------------------------------------------------------------------
    def _advance(self) -> None:
        """Run automatic stages until the top step waits for a decision (or the game is over)."""
        frames = self.frames
        rules = RULES
        players = self.players
        hold = self.hold
        while frames:
            top = frames[-1]
            kind = type(top)
            if self.check_load and kind is not LoadStep:
                # Overloaded ship: any hold above 9 is lightened before the game goes on, except
                # the hold of a player still receiving a reward or stealing (``defer``).
                defer = deferred_seat(top)
                over = False
                for p in players:
                    if sum(p.res) > hold:
                        over = True
                        if p.seat != defer:
                            frames.append(LoadStep(seat=p.seat))
                            break
                else:
                    self.check_load = over
                    if rules[kind].run(self, top):
                        return
                continue
            if rules[kind].run(self, top):
                return

    # --- information ---------------------------------------------------------------------
    def pending(self) -> Decision:
        """The pending decision in public terms (see ``engines.board.decision``)."""
        return build_decision(self, self.decision, self.legal_actions())

    def view(self, seat: int | None) -> BoardView:
        """Everything public (nearly all of this game) as a typed, frozen value; deck order is hidden.

        ``seat`` is the seat the view is for; ``None`` gives the same public view for a spectator or a
        hot-seat table (``seat`` -1): every piece of information of this game is public. The pending
        decision is ``view.pending`` (:meth:`pending`); ``view.sample_world(rng)`` deals full games that agree
        with the view (``engines.board.view``).

        Raises:
            ValueError: no such seat.
        """
        if seat is not None and (type(seat) is not int or not -1 <= seat < self.config.players):
            raise ValueError("no such seat")
        return public_view(self, seat, WorldSampler(self.pending_steps()))

    def pending_steps(self) -> list[dict[str, Any]]:
        """A copy of the pending steps in the layout of ``to_dict()["frames"]`` (public information: a view's
        world sampler rebuilds full games from them)."""
        return [step.to_dict() for step in self.frames]

    def glory_now(self) -> list[int]:
        """Each seat's glory points as if the game ended now: the final scores once it is over; before,
        :func:`scoring.glory_now` on the public view (the same count as the captains strip)."""
        if self.result:
            return list(self.result["scores"])
        return list(scoring.glory_now(self.view(None)))

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        scores = self.result["scores"]
        winners = tuple(self.result["winners"])
        parts = self.result["parts"]
        order = sorted(range(self.num_seats), key=lambda s: (s not in winners, -scores[s], s))
        standings = []
        rank = 0
        last: tuple[bool, int] | None = None
        for i, s in enumerate(order):
            key = (s in winners, scores[s])
            if key != last:
                rank = i + 1
                last = key
            standings.append(Standing(seat=s, rank=rank, score=scores[s], details=dict(parts[s])))
        standings.sort(key=lambda st: st.seat)
        return Outcome(
            Termination.FINISHED,
            winners,
            tuple(standings),
            reason_key=self.result.get("reason", "board.outcome.score"),
            reason_params={},
        )

    def progress(self) -> tuple[str, dict[str, Any]]:
        if self.phase is Phase.OVER:
            scores = "-".join(str(s) for s in self.result["scores"])
            return ("board.progress.over", {"scores": scores})
        return ("board.progress.round", {"round": max(1, self.round), "rounds": self.side.golden_spaces})
