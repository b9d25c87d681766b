"""The pending steps of The 7 Seas' decision machine: one typed value per kind, saved as a plain dict.

``BoardState.frames`` is a stack of steps. Each step names the ``seat`` that decides at its ``stage``;
the machine (``engines.board.game``) runs automatic stages until the top step waits for a decision, and a
finished step hands its result (:data:`Ret`) to the step below it, which finds it in ``ret``. Another
seat's answer (a trade offer, an escape, an overloaded hold) is simply a step for that seat on top.

Each step writes exactly the dict a save holds (``to_dict``: key ``k`` is the kind, the other keys are the
short names given in each class's docstring) and reads it back (``from_dict``); optional keys are present
only when the rule that adds them has run, as in every save written so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

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

#: What an activity, an encounter or a payment hands to the step below: ``won``/``lost`` an activity,
#: ``avoided`` an encounter, ``paid`` a payment.
Verdict = Literal["won", "lost", "avoided", "paid"]
_VERDICTS: tuple[Verdict, ...] = ("won", "lost", "avoided", "paid")

_S = TypeVar("_S", bound=str)


def _one_of(value: Any, allowed: tuple[_S, ...], what: str) -> _S:
    """``value`` as one of ``allowed`` (a stage or a verdict read from a save)."""
    try:
        return allowed[allowed.index(value)]
    except ValueError:
        raise ValueError(f"unknown {what} {value!r}") from None


@dataclass(frozen=True, slots=True)
class RollResult:
    """What a dice roll hands to the step below: stars, cannonballs and boardings (saved ``s``, ``k``, ``b``)."""

    stars: int
    cannons: int
    boardings: int

    def to_dict(self) -> dict[str, int]:
        return {"s": self.stars, "k": self.cannons, "b": self.boardings}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RollResult:
        return cls(int(data["s"]), int(data["k"]), int(data["b"]))


#: The result a finished step hands to the step below it.
Ret = Verdict | RollResult


def _ret_to_plain(ret: Ret) -> Any:
    return ret.to_dict() if isinstance(ret, RollResult) else ret


def _ret_of(data: Mapping[str, Any]) -> Ret | None:
    value = data.get("ret")
    if value is None:
        return None
    if isinstance(value, Mapping):
        return RollResult.from_dict(value)
    return _one_of(value, _VERDICTS, "result")


def _roll_of(value: Any) -> RollResult | None:
    return None if value is None else RollResult.from_dict(value)


def _ints(values: Sequence[Any]) -> list[int]:
    return [int(v) for v in values]


def _strs(values: Sequence[Any]) -> list[str]:
    return [str(v) for v in values]


GameStage = Literal["hideout", "round_start", "turn", "after_turn", "round_end", "over"]
_GAME_STAGES: tuple[GameStage, ...] = ("hideout", "round_start", "turn", "after_turn", "round_end", "over")


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
        d: dict[str, Any] = {
            "k": "game",
            "stage": self.stage,
            "seat": self.seat,
            "order": list(self.order),
            "idx": self.index,
            "cycle": self.cycle,
            "pos": self.pos,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameStep:
        return cls(
            stage=_one_of(d["stage"], _GAME_STAGES, "game stage"),
            seat=int(d["seat"]),
            order=_ints(d["order"]),
            index=int(d["idx"]),
            cycle=int(d["cycle"]),
            pos=int(d["pos"]),
            ret=_ret_of(d),
        )


TurnStage = Literal["patch", "place", "announce", "act", "end", "home", "coin"]
_TURN_STAGES: tuple[TurnStage, ...] = ("patch", "place", "announce", "act", "end", "home", "coin")


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
        d: dict[str, Any] = {
            "k": "turn",
            "seat": self.seat,
            "stage": self.stage,
            "spot": self.spot,
            "token": self.token,
            "weak": self.weak,
            "reduced": self.reduced,
            "done": list(self.done),
            "opt": self.optional_used,
            "refused": list(self.refused),
            "ended": self.ended,
            "blocked": list(self.blocked),
            "gained": self.gained,
            "cycle": self.cycle,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TurnStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _TURN_STAGES, "turn stage"),
            cycle=int(d["cycle"]),
            spot=int(d["spot"]),
            token=str(d["token"]),
            weak=bool(d["weak"]),
            reduced=str(d["reduced"]),
            done=_strs(d["done"]),
            optional_used=bool(d["opt"]),
            refused=_ints(d["refused"]),
            ended=bool(d["ended"]),
            blocked=_strs(d["blocked"]),
            gained=bool(d["gained"]),
            ret=_ret_of(d),
        )


SailStage = Literal["start", "choose", "after"]
_SAIL_STAGES: tuple[SailStage, ...] = ("start", "choose", "after")


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
        d: dict[str, Any] = {
            "k": "sail",
            "seat": self.seat,
            "stage": self.stage,
            "mp": self.points,
            "coast": self.coast,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SailStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _SAIL_STAGES, "sail stage"),
            points=int(d["mp"]),
            coast=bool(d["coast"]),
            ret=_ret_of(d),
        )


EncounterStage = Literal["decide", "done"]
_ENCOUNTER_STAGES: tuple[EncounterStage, ...] = ("decide", "done")


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
        d: dict[str, Any] = {
            "k": "enc",
            "seat": self.seat,
            "stage": self.stage,
            "sea": self.sea,
            "card": self.card,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> EncounterStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _ENCOUNTER_STAGES, "encounter stage"),
            sea=str(d["sea"]),
            card=str(d["card"]),
            ret=_ret_of(d),
        )


TaskStage = Literal["start", "eval", "traded", "finish"]
_TASK_STAGES: tuple[TaskStage, ...] = ("start", "eval", "traded", "finish")


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
        d: dict[str, Any] = {
            "k": "task",
            "seat": self.seat,
            "stage": self.stage,
            "card": self.card,
            "sea": self.sea,
            "flow": self.flow,
        }
        if self.pirate_cannons is not None:
            d["pk"] = self.pirate_cannons
        if self.pirate_boardings is not None:
            d["pb"] = self.pirate_boardings
        if self.via is not None:
            d["via"] = self.via
        if self.reduce is not None:
            d["reduce"] = self.reduce
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TaskStep:
        get = d.get
        pk, pb, via, reduce = get("pk"), get("pb"), get("via"), get("reduce")
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _TASK_STAGES, "task stage"),
            card=str(d["card"]),
            sea=str(d["sea"]),
            flow=str(d["flow"]),
            pirate_cannons=None if pk is None else int(pk),
            pirate_boardings=None if pb is None else int(pb),
            via=None if via is None else str(via),
            reduce=None if reduce is None else int(reduce),
            ret=_ret_of(d),
        )


@dataclass(slots=True)
class RollStep:
    """A dice roll being prepared, then rolled (``why``: the activity; ``goal``: what it needs).

    ``exploration``/``combat`` dice now (``e``, ``c``); food may add ``food_max`` exploration dice (``fmax``,
    -1: any) and ``food_used`` did (``food``); ``rum_used`` (``rum``) out of ``rum_allowed`` (``rumok``),
    bonus tokens ``tokens_allowed`` (``tok``), fortune ``fortune_allowed`` (``fort``), the extra combat die
    token ``extra_die`` (``xdie``), faces set with fortune: ``sets`` (``nset``), the faces set
    ``set_exploration``/``set_combat`` (``se``, ``sc``), a trade cost the boosts must leave payable
    ``reserve``, and a curse's ``exploration_cut``/``combat_cut`` of the whole roll (``ecut``, ``ccut``,
    present only under that curse)."""

    kind: ClassVar[str] = "roll"
    seat: int
    why: str
    goal: dict[str, int]
    exploration: int
    combat: int
    food_max: int
    rum_allowed: bool = True
    tokens_allowed: bool = True
    fortune_allowed: bool = True
    reserve: list[str] = field(default_factory=list)
    food_used: int = 0
    rum_used: bool = False
    extra_die: bool = False
    sets: int = 0
    set_exploration: list[str] = field(default_factory=list)
    set_combat: list[str] = field(default_factory=list)
    exploration_cut: int | None = None
    combat_cut: int | None = None
    stage: Literal["prep"] = "prep"
    ret: Ret | None = None

    def rolled_dice(self) -> tuple[int, int]:
        """The exploration and combat dice this roll rolls (after a curse's cut, at least 1)."""
        e, c = self.exploration, self.combat
        if e and self.exploration_cut is not None:
            e = max(1, e - self.exploration_cut)
        if c and self.combat_cut is not None:
            c = max(1, c - self.combat_cut)
        return e, c

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "k": "roll",
            "seat": self.seat,
            "stage": self.stage,
            "why": self.why,
            "goal": dict(self.goal),
            "e": self.exploration,
            "c": self.combat,
            "fmax": self.food_max,
            "food": self.food_used,
            "rum": self.rum_used,
            "rumok": self.rum_allowed,
            "tok": self.tokens_allowed,
            "fort": self.fortune_allowed,
            "xdie": self.extra_die,
            "nset": self.sets,
            "se": list(self.set_exploration),
            "sc": list(self.set_combat),
            "reserve": list(self.reserve),
        }
        if self.exploration_cut is not None:
            d["ecut"] = self.exploration_cut
        if self.combat_cut is not None:
            d["ccut"] = self.combat_cut
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RollStep:
        get = d.get
        ecut, ccut = get("ecut"), get("ccut")
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], ("prep",), "roll stage"),
            why=str(d["why"]),
            goal={str(k): int(v) for k, v in d["goal"].items()},
            exploration=int(d["e"]),
            combat=int(d["c"]),
            food_max=int(d["fmax"]),
            food_used=int(d["food"]),
            rum_used=bool(d["rum"]),
            rum_allowed=bool(d["rumok"]),
            tokens_allowed=bool(d["tok"]),
            fortune_allowed=bool(d["fort"]),
            extra_die=bool(d["xdie"]),
            sets=int(d["nset"]),
            set_exploration=_strs(d["se"]),
            set_combat=_strs(d["sc"]),
            reserve=_strs(d["reserve"]),
            exploration_cut=None if ecut is None else int(ecut),
            combat_cut=None if ccut is None else int(ccut),
            ret=_ret_of(d),
        )


@dataclass(slots=True)
class PayStep:
    """A payment (``why``: trade or upgrade) of the ``cost`` still requested, resource by resource, with the
    substitution rule when ``subst``; ``spent``: what was paid."""

    kind: ClassVar[str] = "pay"
    seat: int
    cost: list[str]
    subst: bool
    why: str
    spent: list[str] = field(default_factory=list)
    stage: Literal["pay"] = "pay"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "k": "pay",
            "seat": self.seat,
            "stage": self.stage,
            "cost": list(self.cost),
            "subst": self.subst,
            "spent": list(self.spent),
            "why": self.why,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PayStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], ("pay",), "pay stage"),
            cost=_strs(d["cost"]),
            subst=bool(d["subst"]),
            spent=_strs(d["spent"]),
            why=str(d["why"]),
            ret=_ret_of(d),
        )


WinStage = Literal["track", "forgo", "icons", "extra", "bonus"]
_WIN_STAGES: tuple[WinStage, ...] = ("track", "forgo", "icons", "extra", "bonus")


@dataclass(slots=True)
class WinStep:
    """Succeed an activity: collect ``card`` of ``sea`` on one of ``tracks``, give up ``reduce`` icons (infamous
    port, a curse), receive the ``icons`` (``"food|wood"``: a choice) and ``treasures`` (``treas``), the
    "extra resource" token after a ``trade``, then the gem, token or refresh. ``received`` (``got``): the
    resources received; ``defer``: this seat's overloaded hold waits until the step ends."""

    kind: ClassVar[str] = "win"
    seat: int
    card: str
    sea: str
    tracks: list[str]
    icons: list[str]
    treasures: int
    reduce: int
    trade: bool
    defer: int
    received: list[str] = field(default_factory=list)
    stage: WinStage = "track"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "k": "win",
            "seat": self.seat,
            "stage": self.stage,
            "card": self.card,
            "sea": self.sea,
            "tracks": list(self.tracks),
            "icons": list(self.icons),
            "treas": self.treasures,
            "reduce": self.reduce,
            "trade": self.trade,
            "got": list(self.received),
            "defer": self.defer,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> WinStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _WIN_STAGES, "win stage"),
            card=str(d["card"]),
            sea=str(d["sea"]),
            tracks=_strs(d["tracks"]),
            icons=_strs(d["icons"]),
            treasures=int(d["treas"]),
            reduce=int(d["reduce"]),
            trade=bool(d["trade"]),
            received=_strs(d["got"]),
            defer=int(d["defer"]),
            ret=_ret_of(d),
        )


@dataclass(slots=True)
class LoadStep:
    """Overloaded ship: ``seat`` discards down to the hold's size."""

    kind: ClassVar[str] = "load"
    seat: int
    stage: Literal["discard"] = "discard"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"k": "load", "seat": self.seat, "stage": self.stage}
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> LoadStep:
        return cls(seat=int(d["seat"]), stage=_one_of(d["stage"], ("discard",), "load stage"), ret=_ret_of(d))


@dataclass(slots=True)
class PlankStep:
    """The "extra planks" bonus token offered after recovering planks."""

    kind: ClassVar[str] = "plank"
    seat: int
    stage: Literal["offer"] = "offer"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"k": "plank", "seat": self.seat, "stage": self.stage}
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PlankStep:
        return cls(seat=int(d["seat"]), stage=_one_of(d["stage"], ("offer",), "plank stage"), ret=_ret_of(d))


RepairStage = Literal["spend", "finish"]
_REPAIR_STAGES: tuple[RepairStage, ...] = ("spend", "finish")


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
        d: dict[str, Any] = {
            "k": "repair",
            "seat": self.seat,
            "stage": self.stage,
            "healed": self.healed,
            "spent": list(self.spent),
        }
        if self.cut is not None:
            d["cut"] = self.cut
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RepairStep:
        cut = d.get("cut")
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _REPAIR_STAGES, "repair stage"),
            healed=int(d["healed"]),
            spent=_strs(d["spent"]),
            cut=None if cut is None else int(cut),
            ret=_ret_of(d),
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
        d: dict[str, Any] = {
            "k": "reno",
            "seat": self.seat,
            "stage": self.stage,
            "track": self.track,
            "both": self.both,
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RenovateStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], ("paid",), "renovate stage"),
            track=str(d["track"]),
            both=bool(d["both"]),
            ret=_ret_of(d),
        )


DealStage = Literal["build", "answer"]
_DEAL_STAGES: tuple[DealStage, ...] = ("build", "answer")


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
        d: dict[str, Any] = {
            "k": "deal",
            "seat": self.seat,
            "stage": self.stage,
            "p": self.proposer,
            "q": self.partner,
            "give": list(self.give),
            "ask": list(self.ask),
            "gp": list(self.give_parrots),
            "ap": list(self.ask_parrots),
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> DealStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _DEAL_STAGES, "deal stage"),
            proposer=int(d["p"]),
            partner=int(d["q"]),
            give=_ints(d["give"]),
            ask=_ints(d["ask"]),
            give_parrots=_ints(d["gp"]),
            ask_parrots=_ints(d["ap"]),
            ret=_ret_of(d),
        )


FightStage = Literal["escape", "escaping", "combat", "a_rolled", "o_rolled", "parrot", "steal", "finish"]
_FIGHT_STAGES: tuple[FightStage, ...] = (
    "escape",
    "escaping",
    "combat",
    "a_rolled",
    "o_rolled",
    "parrot",
    "steal",
    "finish",
)


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
        d: dict[str, Any] = {
            "k": "fight",
            "seat": self.seat,
            "stage": self.stage,
            "a": self.attacker,
            "o": self.opponent,
            "w": self.winner,
            "l": self.loser,
            "excess": self.excess,
        }
        if self.attacker_roll is not None:
            d["ra"] = self.attacker_roll.to_dict()
        if self.opponent_roll is not None:
            d["ro"] = self.opponent_roll.to_dict()
        if self.defer is not None:
            d["defer"] = self.defer
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> FightStep:
        defer = d.get("defer")
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _FIGHT_STAGES, "fight stage"),
            attacker=int(d["a"]),
            opponent=int(d["o"]),
            winner=int(d["w"]),
            loser=int(d["l"]),
            excess=int(d["excess"]),
            attacker_roll=_roll_of(d.get("ra")),
            opponent_roll=_roll_of(d.get("ro")),
            defer=None if defer is None else int(defer),
            ret=_ret_of(d),
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
        d: dict[str, Any] = {
            "k": "fish",
            "seat": self.seat,
            "stage": self.stage,
            "order": list(self.order),
            "answers": list(self.answers),
        }
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> FishStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], ("ask",), "fish stage"),
            order=_ints(d["order"]),
            answers=_strs(d["answers"]),
            ret=_ret_of(d),
        )


SoloStage = Literal["mist", "favors", "curse"]
_SOLO_STAGES: tuple[SoloStage, ...] = ("mist", "favors", "curse")


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
        d: dict[str, Any] = {"k": "solo", "seat": self.seat, "stage": self.stage, "left": list(self.left)}
        if self.ret is not None:
            d["ret"] = _ret_to_plain(self.ret)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SoloStep:
        return cls(
            seat=int(d["seat"]),
            stage=_one_of(d["stage"], _SOLO_STAGES, "solo stage"),
            left=_strs(d["left"]),
            ret=_ret_of(d),
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
