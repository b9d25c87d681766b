"""The steps of the Key mechanics (a dice roll, a payment, succeeding an activity, an overloaded hold, the
"extra planks" token) and what a finished step hands to the step below it (:data:`Ret`).

Each step writes exactly the dict a save holds (``to_dict``) and reads it back (``from_dict``); see
``engines.board.steps`` for the machine and the other steps.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, get_args

from engines.board.state import one_of, saved_dict, str_list

__all__ = [
    "LoadStep",
    "PayStep",
    "PlankStep",
    "Ret",
    "RollResult",
    "RollStep",
    "Verdict",
    "WinStep",
    "ret_of",
    "ret_to_plain",
    "roll_of",
]

#: What an activity, an encounter or a payment hands to the step below: ``won``/``lost`` an activity,
#: ``avoided`` an encounter, ``paid`` a payment.
Verdict = Literal["won", "lost", "avoided", "paid"]
_VERDICTS: tuple[Verdict, ...] = get_args(Verdict)


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


def ret_to_plain(ret: Ret | None) -> Any:
    """The saved form of a result (None: none)."""
    return ret.to_dict() if isinstance(ret, RollResult) else ret


def ret_of(data: Mapping[str, Any]) -> Ret | None:
    """The result a saved step holds under ``ret`` (None: none)."""
    value = data.get("ret")
    if value is None:
        return None
    if isinstance(value, Mapping):
        return RollResult.from_dict(value)
    return one_of(value, _VERDICTS, "result")


def roll_of(value: Any) -> RollResult | None:
    """A saved roll result, or None."""
    return None if value is None else RollResult.from_dict(value)


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
        return saved_dict(
            k="roll",
            seat=self.seat,
            stage=self.stage,
            why=self.why,
            goal=dict(self.goal),
            e=self.exploration,
            c=self.combat,
            fmax=self.food_max,
            food=self.food_used,
            rum=self.rum_used,
            rumok=self.rum_allowed,
            tok=self.tokens_allowed,
            fort=self.fortune_allowed,
            xdie=self.extra_die,
            nset=self.sets,
            se=list(self.set_exploration),
            sc=list(self.set_combat),
            reserve=list(self.reserve),
            ecut=self.exploration_cut,
            ccut=self.combat_cut,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RollStep:
        get = d.get
        ecut, ccut = get("ecut"), get("ccut")
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], ("prep",), "roll stage"),
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
            set_exploration=str_list(d["se"]),
            set_combat=str_list(d["sc"]),
            reserve=str_list(d["reserve"]),
            exploration_cut=None if ecut is None else int(ecut),
            combat_cut=None if ccut is None else int(ccut),
            ret=ret_of(d),
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
        return saved_dict(
            k="pay",
            seat=self.seat,
            stage=self.stage,
            cost=list(self.cost),
            subst=self.subst,
            spent=list(self.spent),
            why=self.why,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PayStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], ("pay",), "pay stage"),
            cost=str_list(d["cost"]),
            subst=bool(d["subst"]),
            spent=str_list(d["spent"]),
            why=str(d["why"]),
            ret=ret_of(d),
        )


WinStage = Literal["track", "forgo", "icons", "extra", "bonus"]
_WIN_STAGES: tuple[WinStage, ...] = get_args(WinStage)


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
        return saved_dict(
            k="win",
            seat=self.seat,
            stage=self.stage,
            card=self.card,
            sea=self.sea,
            tracks=list(self.tracks),
            icons=list(self.icons),
            treas=self.treasures,
            reduce=self.reduce,
            trade=self.trade,
            got=list(self.received),
            defer=self.defer,
            ret=ret_to_plain(self.ret),
        )

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> WinStep:
        return cls(
            seat=int(d["seat"]),
            stage=one_of(d["stage"], _WIN_STAGES, "win stage"),
            card=str(d["card"]),
            sea=str(d["sea"]),
            tracks=str_list(d["tracks"]),
            icons=str_list(d["icons"]),
            treasures=int(d["treas"]),
            reduce=int(d["reduce"]),
            trade=bool(d["trade"]),
            received=str_list(d["got"]),
            defer=int(d["defer"]),
            ret=ret_of(d),
        )


@dataclass(slots=True)
class LoadStep:
    """Overloaded ship: ``seat`` discards down to the hold's size."""

    kind: ClassVar[str] = "load"
    seat: int
    stage: Literal["discard"] = "discard"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(k="load", seat=self.seat, stage=self.stage, ret=ret_to_plain(self.ret))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> LoadStep:
        return cls(seat=int(d["seat"]), stage=one_of(d["stage"], ("discard",), "load stage"), ret=ret_of(d))


@dataclass(slots=True)
class PlankStep:
    """The "extra planks" bonus token offered after recovering planks."""

    kind: ClassVar[str] = "plank"
    seat: int
    stage: Literal["offer"] = "offer"
    ret: Ret | None = None

    def to_dict(self) -> dict[str, Any]:
        return saved_dict(k="plank", seat=self.seat, stage=self.stage, ret=ret_to_plain(self.ret))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PlankStep:
        return cls(seat=int(d["seat"]), stage=one_of(d["stage"], ("offer",), "plank stage"), ret=ret_of(d))
