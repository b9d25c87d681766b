"""The pending steps of The 7 Seas' decision machine: one typed value per kind, saved as a plain dict.

``BoardState.frames`` is a stack of steps. Each step names the ``seat`` that decides at its ``stage``;
the machine (``engines.board.game``) runs automatic stages until the top step waits for a decision, and a
finished step hands its result (``mechanic_steps.Ret``) to the step below it, which finds it in ``ret``. Another
seat's answer (a trade offer, an escape, an overloaded hold) is simply a step for that seat on top.

Each step writes exactly the dict a save holds (``to_dict``: key ``k`` is the kind, the other keys are the
short names given in each class's docstring) and reads it back (``from_dict``); optional keys are present
only when the rule that adds them has run, as in every save written so far. The steps of the Key mechanics
(roll, pay, win, load, plank) are in ``mechanic_steps``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, get_args

from engines.board.mechanic_steps import (
    LoadStep,
    PayStep,
    PlankStep,
    Ret,
    RollResult,
    RollStep,
    Verdict,
    WinStep,
    ret_of,
    ret_to_plain,
    roll_of,
)
from engines.board.state import int_list, one_of, saved_dict, str_list

__all__ = [
    "STEP_TYPES",
    "DealStep",
    "EncounterStep",
    "FightStep",
    "FishStep",
    "GameStep",
    "LoadStep",
    "PayStep",
    "PlankStep",
    "RenovateStep",
    "RepairStep",
    "Ret",
    "RollResult",
    "RollStep",
    "SailStep",
    "SoloStep",
    "Step",
    "TaskStep",
    "TurnStep",
    "Verdict",
    "WinStep",
    "deferred_seat",
    "step_from_dict",
]


GameStage = Literal["hideout", "round_start", "turn", "after_turn", "round_end", "over"]
_GAME_STAGES: tuple[GameStage, ...] = get_args(GameStage)


@dataclass(slots=True)
class GameStep:
    """The whole game, always at the bottom: the hideouts (``order`` of the seats placing them, ``index`` of the
    next: ``idx``), then the rounds (``cycle`` 0 or 1 and ``pos``, the seat's place from the first player)."""

    kind: ClassVar[str] = "game"
    stage: GameStage
    seat: int
    order: list[int]
    index: int = 0
    cycle: int = 0
    pos: int = 0
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="game",
            stage=self.stage,
            seat=self.seat,
            order=list(self.order),
            idx=self.index,
            cycle=self.cycle,
            pos=self.pos,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameStep:
        return cls(
            stage=one_of(d["stage"], _GAME_STAGES, "game stage"),
            seat=int(d["seat"]),
            order=int_list(d["order"]),
            index=int(d["idx"]),
            cycle=int(d["cycle"]),
            pos=int(d["pos"]),
            ret=ret_of(d),
        )


TurnStage = Literal["patch", "place", "announce", "act", "end", "home", "coin"]
_TURN_STAGES: tuple[TurnStage, ...] = get_args(TurnStage)


@dataclass(slots=True)
class TurnStep:
    """A player turn: patch up, place a token (``spot`` 0-5, ``token``, ``weak``), announce the ``reduced``
    action, act (slots ``done``, actions ``blocked``, the optional action used: ``opt``, partners who
    ``refused`` a trade, turn ``ended`` by a card), end (``gained`` a card or an upgrade: no coin); the
    round's ``cycle``."""

    kind: ClassVar[str] = "turn"
    seat: int
    stage: TurnStage
    cycle: int
    spot: int = -1
    token: str = ""
    weak: bool = False
    reduced: str = ""
    done: list[str] = field(default_factory=list)
    optional_used: bool = False
    refused: list[int] = field(default_factory=list)
    ended: bool = False
    blocked: list[str] = field(default_factory=list)
    gained: bool = False
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="turn",
            seat=self.seat,
            stage=self.stage,
            spot=self.spot,
            token=self.token,
            weak=self.weak,
            reduced=self.reduced,
            done=list(self.done),
            opt=self.optional_used,
            refused=list(self.refused),
            ended=self.ended,
            blocked=list(self.blocked),
            gained=self.gained,
            cycle=self.cycle,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TurnStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _TURN_STAGES, "turn stage"),
            cycle=int(d["cycle"]),
            spot=int(d["spot"]),
            token=str(d["token"]),
            weak=bool(d["weak"]),
            reduced=str(d["reduced"]),
            done=str_list(d["done"]),
            optional_used=bool(d["opt"]),
            refused=int_list(d["refused"]),
            ended=bool(d["ended"]),
            blocked=str_list(d["blocked"]),
            gained=bool(d["gained"]),
            ret=ret_of(d),
        )


SailStage = Literal["start", "choose", "after"]
_SAIL_STAGES: tuple[SailStage, ...] = get_args(SailStage)


@dataclass(slots=True)
class SailStep:
    """Sail at sea (or along the ``coast``): the movement ``points`` left (``mp``); ``after`` an encounter."""

    kind: ClassVar[str] = "sail"
    seat: int
    stage: SailStage
    points: int
    coast: bool
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="sail",
            seat=self.seat,
            stage=self.stage,
            mp=self.points,
            coast=self.coast,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SailStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _SAIL_STAGES, "sail stage"),
            points=int(d["mp"]),
            coast=bool(d["coast"]),
            ret=ret_of(d),
        )


EncounterStage = Literal["decide", "done"]
_ENCOUNTER_STAGES: tuple[EncounterStage, ...] = get_args(EncounterStage)


@dataclass(slots=True)
class EncounterStep:
    """Resolve the encounter ``card`` of ``sea``: handle or avoid it (kind ``enc``)."""

    kind: ClassVar[str] = "enc"
    seat: int
    stage: EncounterStage
    sea: str
    card: str
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="enc",
            seat=self.seat,
            stage=self.stage,
            sea=self.sea,
            card=self.card,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> EncounterStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _ENCOUNTER_STAGES, "encounter stage"),
            sea=str(d["sea"]),
            card=str(d["card"]),
            ret=ret_of(d),
        )


TaskStage = Literal["start", "eval", "traded", "finish"]
_TASK_STAGES: tuple[TaskStage, ...] = get_args(TaskStage)


@dataclass(slots=True)
class TaskStep:
    """One card activity of ``card`` in ``sea`` along its ``flow`` (explore, trade, fight, perilous, infamous,
    pirate, hazard, giant, creature). A pirate's faces once its unknown ones are rolled: ``pirate_cannons``
    and ``pirate_boardings`` (``pk``, ``pb``); a port whose roll is done trades ``via`` it, and an infamous
    port's outlaws ``reduce`` what the trade gives (each key present once set)."""

    kind: ClassVar[str] = "task"
    seat: int
    stage: TaskStage
    card: str
    sea: str
    flow: str
    pirate_cannons: int | None = None
    pirate_boardings: int | None = None
    via: str | None = None
    reduce: int | None = None
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="task",
            seat=self.seat,
            stage=self.stage,
            card=self.card,
            sea=self.sea,
            flow=self.flow,
            pk=self.pirate_cannons,
            pb=self.pirate_boardings,
            via=self.via,
            reduce=self.reduce,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TaskStep:
        get = d.get
        pk, pb, via, reduce = get("pk"), get("pb"), get("via"), get("reduce")
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _TASK_STAGES, "task stage"),
            card=str(d["card"]),
            sea=str(d["sea"]),
            flow=str(d["flow"]),
            pirate_cannons=None if pk is None else int(pk),
            pirate_boardings=None if pb is None else int(pb),
            via=None if via is None else str(via),
            reduce=None if reduce is None else int(reduce),
            ret=ret_of(d),
        )


RepairStage = Literal["spend", "finish"]
_REPAIR_STAGES: tuple[RepairStage, ...] = get_args(RepairStage)


@dataclass(slots=True)
class RepairStep:
    """Repair your ship: planks ``healed`` so far, resources ``spent``; under the Jade curse, ``cut``: planks
    the next resources still do not recover (present only under that curse)."""

    kind: ClassVar[str] = "repair"
    seat: int
    healed: int
    cut: int | None = None
    spent: list[str] = field(default_factory=list)
    stage: RepairStage = "spend"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="repair",
            seat=self.seat,
            stage=self.stage,
            healed=self.healed,
            spent=list(self.spent),
            cut=self.cut,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RepairStep:
        cut = d.get("cut")
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _REPAIR_STAGES, "repair stage"),
            healed=int(d["healed"]),
            spent=str_list(d["spent"]),
            cut=None if cut is None else int(cut),
            ret=ret_of(d),
        )


@dataclass(slots=True)
class RenovateStep:
    """Renovate your ship, an upgrade of ``track`` being paid; ``both``: a repair follows (kind ``reno``)."""

    kind: ClassVar[str] = "reno"
    seat: int
    track: str
    both: bool
    stage: Literal["paid"] = "paid"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="reno",
            seat=self.seat,
            stage=self.stage,
            track=self.track,
            both=self.both,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RenovateStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], ("paid",), "renovate stage"),
            track=str(d["track"]),
            both=bool(d["both"]),
            ret=ret_of(d),
        )


DealStage = Literal["build", "answer"]
_DEAL_STAGES: tuple[DealStage, ...] = get_args(DealStage)


@dataclass(slots=True)
class DealStep:
    """Trade with a player: the ``proposer`` (``p``) builds an offer to the ``partner`` (``q``), counts of
    ``ITEMS`` to ``give`` and to ``ask`` and parrot colours (``give_parrots``/``ask_parrots``: ``gp``,
    ``ap``), then the partner answers."""

    kind: ClassVar[str] = "deal"
    seat: int
    proposer: int
    partner: int
    give: list[int]
    ask: list[int]
    give_parrots: list[int] = field(default_factory=list)
    ask_parrots: list[int] = field(default_factory=list)
    stage: DealStage = "build"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="deal",
            seat=self.seat,
            stage=self.stage,
            p=self.proposer,
            q=self.partner,
            give=list(self.give),
            ask=list(self.ask),
            gp=list(self.give_parrots),
            ap=list(self.ask_parrots),
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> DealStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _DEAL_STAGES, "deal stage"),
            proposer=int(d["p"]),
            partner=int(d["q"]),
            give=int_list(d["give"]),
            ask=int_list(d["ask"]),
            give_parrots=int_list(d["gp"]),
            ask_parrots=int_list(d["ap"]),
            ret=ret_of(d),
        )


FightStage = Literal["escape", "escaping", "combat", "a_rolled", "o_rolled", "parrot", "steal", "finish"]
_FIGHT_STAGES: tuple[FightStage, ...] = get_args(FightStage)


@dataclass(slots=True)
class FightStep:
    """Attack a player: the ``attacker`` (``a``) and the ``opponent`` (``o``), their rolls
    (``attacker_roll``/``opponent_roll``: ``ra``, ``ro``, present once rolled), the ``winner`` and ``loser``
    (``w``, ``l``; -1 before), the boarding ``excess`` left to steal with; ``defer``: the winner's
    overloaded hold waits until the stealing ends (present once there is a winner)."""

    kind: ClassVar[str] = "fight"
    seat: int
    attacker: int
    opponent: int
    winner: int = -1
    loser: int = -1
    excess: int = 0
    attacker_roll: RollResult | None = None
    opponent_roll: RollResult | None = None
    defer: int | None = None
    stage: FightStage = "escape"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="fight",
            seat=self.seat,
            stage=self.stage,
            a=self.attacker,
            o=self.opponent,
            w=self.winner,
            l=self.loser,
            excess=self.excess,
            ra=ret_to_plain(self.attacker_roll),
            ro=ret_to_plain(self.opponent_roll),
            defer=self.defer,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> FightStep:
        defer = d.get("defer")
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _FIGHT_STAGES, "fight stage"),
            attacker=int(d["a"]),
            opponent=int(d["o"]),
            winner=int(d["w"]),
            loser=int(d["l"]),
            excess=int(d["excess"]),
            attacker_roll=roll_of(d.get("ra")),
            opponent_roll=roll_of(d.get("ro")),
            defer=None if defer is None else int(defer),
            ret=ret_of(d),
        )


@dataclass(slots=True)
class FishStep:
    """The last fisherman's set-up question: the seats asked in ``order`` and their ``answers`` so far."""

    kind: ClassVar[str] = "fish"
    seat: int
    order: list[int]
    answers: list[str] = field(default_factory=list)
    stage: Literal["ask"] = "ask"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="fish",
            seat=self.seat,
            stage=self.stage,
            order=list(self.order),
            answers=list(self.answers),
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> FishStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], ("ask",), "fish stage"),
            order=int_list(d["order"]),
            answers=str_list(d["answers"]),
            ret=ret_of(d),
        )


SoloStage = Literal["mist", "favors", "curse"]
_SOLO_STAGES: tuple[SoloStage, ...] = get_args(SoloStage)


@dataclass(slots=True)
class SoloStep:
    """Solo set-up after the hideout: the mist tile, the favors, then the starting malus of each curse
    still ``left``."""

    kind: ClassVar[str] = "solo"
    seat: int
    left: list[str]
    stage: SoloStage = "mist"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(
            k="solo", seat=self.seat, stage=self.stage, left=list(self.left), ret=ret_to_plain(self.ret)
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SoloStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _SOLO_STAGES, "solo stage"),
            left=str_list(d["left"]),
            ret=ret_of(d),
        )


#: Any pending step.
Step = (
    GameStep
    | TurnStep
    | SailStep
    | EncounterStep
    | TaskStep
    | RollStep
    | PayStep
    | WinStep
    | LoadStep
    | PlankStep
    | RepairStep
    | RenovateStep
    | DealStep
    | FightStep
    | FishStep
    | SoloStep
)

#: Every kind of step, in the order the machine's table lists them.
STEP_TYPES: tuple[type[Step], ...] = (
    GameStep,
    TurnStep,
    SailStep,
    EncounterStep,
    TaskStep,
    RollStep,
    PayStep,
    WinStep,
    LoadStep,
    PlankStep,
    RepairStep,
    RenovateStep,
    DealStep,
    FightStep,
    FishStep,
    SoloStep,
)
_BY_KIND: dict[str, type[Step]] = {t.kind: t for t in STEP_TYPES}


def step_from_dict(data: Mapping[str, Any]) -> Step:
    """The step a saved dict describes (its kind is ``data["k"]``).

    Raises:
        ValueError: an unknown kind or stage.
    """
    cls = _BY_KIND.get(data.get("k", ""))
    if cls is None:
        raise ValueError(f"unknown frame {data.get('k')!r}")
    return cls.from_dict(data)


def deferred_seat(step: Step) -> int:
    """The seat whose overloaded hold waits until ``step`` ends (a player receiving a reward or stealing
    its spoils), or -1."""
    if isinstance(step, WinStep):
        return step.defer
    if isinstance(step, FightStep) and step.defer is not None:
        return step.defer
    return -1
