"""The pending decision of The 7 Seas, described in public, typed terms (what is asked, of whom, with what).

A UI or an agent reads a :class:`Decision` instead of the engine's stack of frames::

    d = game.pending()              # from the game
    d = game.view(seat).pending     # from any view (``engines.board.view.BoardView``)
    d.name, d.seat                  # "roll", 2
    d.roll.goal, d.roll.exploration # {"stars": 3}, 2

``name`` is the last word of the decision's message key ``key`` (``board.decision.<name>``; the modules'
decisions have their own keys: ``board.solo.decision.mist``...). Which fields are set
depends on the decision (the others keep their empty defaults):

==============  ===============================================================================================
``hideout``     ``spaces`` (the free spaces)
``place``       ``turn`` (round cycle, tokens already placed), ``spots`` (free of your other token),
                ``weak`` (Advanced: the legal ``place`` actions onto a weak spot, see :func:`weak_spot`)
``reduce``      ``turn`` (the weak spot and its two ``actions``)
``action``      ``turn`` (done, blocked, reduced, optional action used), ``sea`` and ``card`` where the ship is
``home``        nothing more
``sail``        ``points`` (movement points left), ``coast``, ``sea``/``card`` where the ship is, ``turn``
``encounter``   ``card``, ``sea``, ``nature`` (friendly/dangerous), ``avoid_cost`` (coins), ``cost`` (its trade),
                ``points``/``coast`` of the sail it interrupts (movement points left), ``turn``
``roll``        ``roll`` (:class:`Roll`: why, goal, dice, faces set, boosts used and allowed), ``card``, ``sea``,
                ``flow``, ``other`` (the other captain of a player combat or an escape)
``pay``         ``cost`` (still requested), ``paid``, ``subst`` (substitution rule), ``why`` (trade/upgrade),
                ``card``/``sea``/``flow`` of a trade, ``upgrade`` (sails/weapons) and ``both`` of an upgrade
``track``       ``card``, ``sea``, ``tracks`` (the choices), ``icons``, ``treasures``
``forgo``       ``card``, ``icons`` (still to receive), ``forgo`` (how many to give up)
``reward``      ``card``, ``icons`` (the first is the choice ``food|wood``), ``received``
``extra``       ``card``, ``received``
``overload``    ``overload`` (resources above the hold), ``hold``
``planks_token`` ``planks`` (the seat's hull now)
``repair``      ``healed`` (planks recovered so far), ``spent``, ``planks``
``offer``       ``offer`` (:class:`Offer`), ``other`` (the partner)
``answer``      ``offer``, ``other`` (the proposer)
``escape``      ``other`` (the attacker), ``attacker_sails``
``parrot``      ``other`` (the loser), ``parrots`` (the loser's)
``steal``       ``other`` (the loser), ``excess`` (boarding faces left to spend: 1 per resource, 2 per treasure)
``over``        ``seat`` is -1
``mist``        (Solo set-up) ``spaces``: where the mist tile may go
``curse``       (Solo, Favors & Curses) ``sea``: the curse whose starting malus is paid now
``last_fish``   (the last fisherman module's set-up question) nothing more
==============  ===============================================================================================

Every decision also carries ``legal``: the legal actions' notation, in the engine's order.
:func:`roll_after` and :func:`roll_chance` give the exact chance of success of a roll before and after each
option (food, rum, a bonus token, a face set with fortune), from :mod:`engines.board.odds`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from fractions import Fraction
from typing import Any

from engines.board import odds
from engines.board.actions import Act
from engines.board.core import BoardState
from engines.board.steps import (
    DealStep,
    EncounterStep,
    FightStep,
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
)

__all__ = [
    "ITEMS",
    "Decision",
    "Offer",
    "Roll",
    "TurnInfo",
    "build",
    "roll_after",
    "roll_chance",
    "weak_spot",
]

#: What a trade between players can exchange (the counts of an :class:`Offer`), parrots aside.
ITEMS = ("food", "wood", "fabric", "metal", "rum", "coin", "treasure")

_STARS = {"blank": 0, "star": 1, "two_stars": 2}


@dataclass(frozen=True, slots=True)
class Roll:
    """A dice roll being prepared (Key mechanics: Dice rolls).

    ``why`` is the activity: ``explore``, ``fight``, ``perilous``, ``infamous``, ``pirate``, ``hazard``,
    ``giant``, ``creature`` (a card), ``escape`` or ``player_combat``. ``goal`` holds what the roll needs:
    ``stars`` (at least), ``successes`` (cannonballs + boardings, at least), ``cannons`` and ``boardings``
    (a face combination, at least; for a pirate: the pirate's faces, with its ``planks``), ``above``
    (an escape: strictly more stars than this). A player combat has no goal: see ``against``.
    ``exploration``/``combat`` count the dice now (faces set included); ``set_exploration`` and
    ``set_combat`` the faces set before the roll.
    """

    why: str
    goal: Mapping[str, int] = field(default_factory=dict)
    exploration: int = 0
    combat: int = 0
    set_exploration: tuple[str, ...] = ()
    set_combat: tuple[str, ...] = ()
    food_used: int = 0
    food_max: int = 0  # how many food may add dice in all (-1: any)
    rum_used: bool = False
    rum_allowed: bool = True
    tokens_allowed: bool = True
    fortune_allowed: bool = True
    extra_die_used: bool = False
    sets_used: int = 0
    sets_max: int = 5
    max_dice: int = 5
    reserve: tuple[str, ...] = ()  # a trade cost the boosts must leave payable
    hull: int = 7  # the roller's planks now
    other: int = -1  # the other captain of a player combat
    other_dice: int = 0  # their combat dice (player combat)
    other_hull: int = 0  # their planks
    #: a player combat's roll already made by the other captain: ``cannons``, ``boardings`` (empty before)
    against: Mapping[str, int] = field(default_factory=dict)
    #: dice a curse removes from the whole roll (Solo mode's Favors & Curses; 1 die is always rolled)
    exploration_cut: int = 0
    combat_cut: int = 0

    def rolled(self) -> tuple[int, int]:
        """The exploration and combat dice that will be rolled: after a curse's cut (at least 1), and never
        fewer than the faces already set."""
        e, c = self.exploration, self.combat
        if e and self.exploration_cut:
            e = max(1, e - self.exploration_cut)
        if c and self.combat_cut:
            c = max(1, c - self.combat_cut)
        return max(e, len(self.set_exploration)), max(c, len(self.set_combat))

    def to_dict(self) -> dict[str, Any]:
        return _plain(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Roll:
        roll: Roll = _from_plain(cls, data)
        return roll


@dataclass(frozen=True, slots=True)
class Offer:
    """A trade offer between two captains, built item by item (Optional actions: Trade with a player).

    ``give`` and ``ask`` count each of :data:`ITEMS`; ``give_parrots``/``ask_parrots`` are parrot colours
    (seats). ``proposer`` gives, ``partner`` receives and answers.
    """

    proposer: int
    partner: int
    give: Mapping[str, int] = field(default_factory=dict)
    ask: Mapping[str, int] = field(default_factory=dict)
    give_parrots: tuple[int, ...] = ()
    ask_parrots: tuple[int, ...] = ()
    proposed: bool = False

    @property
    def empty(self) -> bool:
        return not (
            any(self.give.values()) or any(self.ask.values()) or self.give_parrots or self.ask_parrots
        )

    def to_dict(self) -> dict[str, Any]:
        return _plain(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Offer:
        offer: Offer = _from_plain(cls, data)
        return offer


@dataclass(frozen=True, slots=True)
class TurnInfo:
    """The player turn the decision belongs to (How to play: Player turn)."""

    seat: int
    cycle: int = 1  # 1 or 2: the round's first or second pass
    spot: int = 0  # action spot 1-6 of the token placed this turn (0 before placing)
    token: str = ""  # captain | officer
    weak: bool = False
    actions: tuple[str, ...] = ()  # the spot's two main actions
    reduced: str = ""  # the announced reduced action (weak spot)
    done: tuple[str, ...] = ()  # main action slots used
    blocked: tuple[str, ...] = ()  # main actions blocked by a negative effect
    optional_used: bool = False
    refused: tuple[int, ...] = ()  # captains who refused a trade this turn
    ended: bool = False

    def to_dict(self) -> dict[str, Any]:
        return _plain(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TurnInfo:
        turn: TurnInfo = _from_plain(cls, data)
        return turn


@dataclass(frozen=True)
class Decision:
    """What the engine waits for now; see the module docstring for the fields each decision sets.

    No slots, unlike the other values here: :func:`build` makes one for every decision (the hard captain's
    rollouts, thousands per search) with :meth:`of`, which fills the instance's dict at once where the frozen
    init sets the 37 fields one by one.
    """

    name: str
    seat: int
    key: str = ""  # the decision's message key (``board.decision.<name>``, or a module's own key)
    legal: tuple[str, ...] = ()
    turn: TurnInfo | None = None
    card: str = ""
    sea: str = ""
    flow: str = (
        ""  # the card activity: explore, trade, fight, perilous, infamous, pirate, hazard, giant, creature
    )
    nature: str = ""  # encounter: friendly | dangerous
    other: int = -1
    points: int = 0
    coast: bool = False
    roll: Roll | None = None
    cost: tuple[str, ...] = ()
    paid: tuple[str, ...] = ()
    subst: bool = False
    why: str = ""
    upgrade: str = ""  # pay for an upgrade: sails | weapons
    both: bool = False  # the upgrade also repairs (1 rum more)
    avoid_cost: int = 0
    offer: Offer | None = None
    tracks: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    received: tuple[str, ...] = ()
    treasures: int = 0
    forgo: int = 0
    overload: int = 0
    hold: int = 9
    planks: int = 0
    healed: int = 0
    spent: tuple[str, ...] = ()
    excess: int = 0
    parrots: tuple[int, ...] = ()
    spaces: tuple[int, ...] = ()
    spots: tuple[int, ...] = ()
    weak: tuple[str, ...] = ()  # place (Advanced): the legal placements onto a weak spot (their notation)
    attacker_sails: int = 0

    @classmethod
    def of(cls, values: Mapping[str, Any]) -> Decision:
        """``Decision(**values)`` made at once (``values``: field names only; the others keep their defaults):
        the same value in about a tenth of the time."""
        decision = cls.__new__(cls)
        state = decision.__dict__
        state.update(_DECISION_DEFAULTS)
        state.update(values)
        if not state["key"]:
            state["key"] = "board.decision." + state["name"]
        return decision

    @property
    def actions(self) -> list[Act]:
        """The legal actions as :class:`Act` values."""
        return [Act(*text.split()) for text in self.legal]

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", "board.decision." + self.name)

    def to_dict(self) -> dict[str, Any]:
        """Plain TOML-ready data (no ``None``: absent parts are left out)."""
        return _plain(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Decision:
        decision: Decision = _from_plain(cls, data)
        return decision


#: Every field of :class:`Decision` but ``name`` and ``seat`` has a plain default (no factory).
_DECISION_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Decision) if f.default is not MISSING}

_NESTED: dict[str, Any] = {"turn": TurnInfo, "roll": Roll, "offer": Offer}


def _plain(obj: Any) -> dict[str, Any]:
    """``obj`` (one of this module's dataclasses) as TOML-ready data: tuples become lists and fields left
    ``None`` are left out, nested values included."""
    plain: dict[str, Any] = _plain_value(asdict(obj))
    return plain


def _plain_value(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain_value(v) for k, v in value.items() if v is not None}
    if isinstance(value, list | tuple):
        return [_plain_value(v) for v in value]
    return value


def _from_plain(cls: Any, data: Mapping[str, Any]) -> Any:
    kwargs: dict[str, Any] = {}
    nested_ok = cls is Decision
    for name, value in data.items():
        kind = type(value)
        if kind is list:
            value = tuple(value)
        elif kind is dict:
            nested = _NESTED.get(name) if nested_ok else None
            value = nested.from_dict(value) if nested is not None else dict(value)
        kwargs[name] = value
    return cls(**kwargs)


def weak_spot(token: str, occupants: Sequence[Sequence[Any]]) -> bool:
    """Whether placing ``token`` (captain | officer) on a spot holding ``occupants`` (``[seat, token]`` pairs,
    any seat, the Vagabond's too) is weak (rulebook: Strong and weak spots, Advanced).

    Strong: an empty spot, or a captain on a spot with officers only. Weak: a captain on a spot with a
    captain, or an officer on a spot with any token; one of the main actions is then reduced.
    """
    if not occupants:
        return False
    return token == "officer" or any(o[1] == "captain" for o in occupants)


# --- building from the game -------------------------------------------------------------------------


#: The turn infos made so far, by their fields: a turn's decisions share one while nothing of the turn
#: changes (frozen, so sharing is safe; a search's rollouts ask for thousands).
_TURNS: dict[tuple[Any, ...], TurnInfo] = {}


def _turn_info(f: TurnStep, spot_names: Sequence[tuple[str, ...]]) -> TurnInfo:
    spot = f.spot
    parts = (  # TurnInfo's fields, in order
        f.seat,
        f.cycle + 1,
        spot + 1 if spot >= 0 else 0,
        f.token,
        f.weak,
        tuple(spot_names[spot]) if spot >= 0 else (),
        f.reduced,
        tuple(f.done),
        tuple(f.blocked),
        f.optional_used,
        tuple(f.refused),
        f.ended,
    )
    info = _TURNS.get(parts)
    if info is None:
        if len(_TURNS) >= 4096:
            _TURNS.clear()
        info = _TURNS[parts] = TurnInfo(*parts)
    return info


def _task_below(frames: Sequence[Step]) -> TaskStep | None:
    """The nearest card activity under the top step."""
    for f in reversed(frames[:-1]):
        if isinstance(f, TaskStep):
            return f
    return None


def build(game: BoardState, key: str, actions: Sequence[Act]) -> Decision:
    """The :class:`Decision` the game waits for now, whose message key is ``key`` and legal ``actions`` are
    given by the game (``Decision("over", -1)`` when it is over)."""
    frames = game.frames
    if not frames or game.phase.value == "over":
        return Decision("over", -1)
    top = frames[-1]
    name = key.rsplit(".", 1)[1]
    seat = top.seat
    legal = tuple(map(" ".join, actions))  # each action's notation (``str(Act)``)
    turn_step = game.turn_step()
    turn = _turn_info(turn_step, game.spot_names) if turn_step is not None else None
    base: dict[str, Any] = {"name": name, "seat": seat, "key": key, "legal": legal, "turn": turn}
    p = game.players[seat] if seat >= 0 else None
    below = frames[-2] if len(frames) > 1 else None
    extra: dict[str, Any] = {}
    if isinstance(top, GameStep) or (isinstance(top, SoloStep) and top.stage == "mist"):
        extra["spaces"] = tuple(int(a[1]) for a in actions)
    elif isinstance(top, SoloStep):  # a curse's starting malus: ``sea`` is the cursed sea
        extra["sea"] = top.left[0] if top.left else ""
    elif isinstance(top, TurnStep):
        if p is not None and p.loc >= 0:
            extra["sea"] = game.sea_of(p)
            extra["card"] = game.top_id(p)
        if top.stage == "place":
            places = [a for a in actions if a.verb == "place"]
            extra["spots"] = tuple(sorted({int(a[2]) for a in places}))
            if game.config.advanced:
                extra["weak"] = tuple(str(a) for a in places if weak_spot(a[1], game.spots[int(a[2]) - 1]))
    elif isinstance(top, SailStep):
        assert p is not None
        extra.update(points=top.points, coast=top.coast)
        if p.loc >= 0:
            extra["sea"] = game.sea_of(p)
            extra["card"] = game.top_id(p)
    elif isinstance(top, EncounterStep):
        card = game.card(top.card)
        dangerous = card.kind.dangerous
        extra.update(
            card=top.card,
            sea=top.sea,
            nature="dangerous" if dangerous else "friendly",
            avoid_cost=1 if dangerous else 0,
        )
        if isinstance(below, SailStep):  # met while sailing: the movement points left after it
            extra.update(points=below.points, coast=below.coast)
        if card.trade is not None:
            extra["cost"] = tuple(r.value for r in card.trade.cost)
    elif isinstance(top, RollStep):
        extra.update(_roll_context(game, top, below))
    elif isinstance(top, PayStep):
        extra.update(cost=tuple(top.cost), paid=tuple(top.spent), subst=top.subst, why=top.why)
        if isinstance(below, RenovateStep):
            extra.update(upgrade=below.track, both=below.both)
        task = _task_below(frames)
        if task is not None and top.why == "trade":
            extra.update(card=task.card, sea=task.sea, flow=task.flow)
    elif isinstance(top, WinStep):
        extra.update(
            card=top.card,
            sea=top.sea,
            tracks=tuple(top.tracks),
            icons=tuple(top.icons),
            received=tuple(top.received),
            treasures=top.treasures,
            forgo=max(0, top.reduce),
        )
    elif isinstance(top, LoadStep):
        assert p is not None
        extra.update(overload=sum(p.res) - game.hold, hold=game.hold)
    elif isinstance(top, PlankStep):
        assert p is not None
        extra["planks"] = p.planks
    elif isinstance(top, RepairStep):
        assert p is not None
        extra.update(healed=top.healed, spent=tuple(top.spent), planks=p.planks)
    elif isinstance(top, DealStep):
        offer = Offer(
            proposer=top.proposer,
            partner=top.partner,
            give={item: n for item, n in zip(ITEMS, top.give, strict=True) if n},
            ask={item: n for item, n in zip(ITEMS, top.ask, strict=True) if n},
            give_parrots=tuple(top.give_parrots),
            ask_parrots=tuple(top.ask_parrots),
            proposed=top.stage == "answer",
        )
        extra.update(offer=offer, other=top.partner if seat == top.proposer else top.proposer)
    elif isinstance(top, FightStep):
        if top.stage == "escape":
            extra.update(other=top.attacker, attacker_sails=game.players[top.attacker].sails)
        else:
            loser = game.players[top.loser]
            extra.update(other=top.loser, excess=top.excess, parrots=tuple(loser.parrots))
    if p is not None and "planks" not in extra:
        extra["planks"] = p.planks
    return Decision.of({**base, **extra})


def _roll_context(game: BoardState, top: RollStep, below: Step | None) -> dict[str, Any]:
    p = game.players[top.seat]
    why = top.why
    extra: dict[str, Any] = {}
    other, other_dice, other_hull = -1, 0, 0
    against: dict[str, int] = {}
    if isinstance(below, TaskStep):
        extra.update(card=below.card, sea=below.sea, flow=below.flow)
    elif isinstance(below, FightStep):
        other = below.opponent if top.seat == below.attacker else below.attacker
        if why == "player_combat":
            q = game.players[other]
            other_dice, other_hull = q.weapons, q.planks
            ra = below.attacker_roll
            if ra is not None and top.seat == below.opponent:
                against = {"cannons": ra.cannons, "boardings": ra.boardings}
        extra["other"] = other
    roll = Roll(
        why=why,
        goal=dict(top.goal),
        exploration=top.exploration,
        combat=top.combat,
        set_exploration=tuple(top.set_exploration),
        set_combat=tuple(top.set_combat),
        food_used=top.food_used,
        food_max=top.food_max,
        rum_used=top.rum_used,
        rum_allowed=top.rum_allowed,
        tokens_allowed=top.tokens_allowed,
        fortune_allowed=top.fortune_allowed,
        extra_die_used=top.extra_die,
        sets_used=top.sets,
        sets_max=game.params.max_set_per_roll,
        max_dice=game.max_dice,
        reserve=tuple(top.reserve),
        hull=p.planks,
        other=other,
        other_dice=other_dice,
        other_hull=other_hull,
        against=against,
        exploration_cut=top.exploration_cut or 0,
        combat_cut=top.combat_cut or 0,
    )
    extra["roll"] = roll
    return extra


# --- chances ---------------------------------------------------------------------------------------


def roll_after(roll: Roll, action: str | Act) -> Roll:
    """The roll as it would be after the preparing ``action`` (``food``, ``rum ...``, ``die``, ``stars``,
    ``set FACE [token]``); ``roll`` itself and unknown actions leave it unchanged."""
    words = action.split() if isinstance(action, str) else list(action)
    if not words:
        return roll
    verb = words[0]
    cap = roll.max_dice
    if verb == "food":
        return replace(roll, exploration=min(cap, roll.exploration + 1), food_used=roll.food_used + 1)
    if verb == "rum":
        die = (
            words[1]
            if len(words) > 1 and words[1] in ("exploration", "combat")
            else ("exploration" if roll.exploration else "combat")
        )
        if die == "exploration":
            return replace(roll, exploration=min(cap, roll.exploration + 1), rum_used=True)
        return replace(roll, combat=min(cap, roll.combat + 1), rum_used=True)
    if verb == "die":
        return replace(roll, combat=min(cap, roll.combat + 1), extra_die_used=True)
    if verb == "stars":
        return replace(roll, set_exploration=(*roll.set_exploration, "two_stars"))
    if verb == "set" and len(words) > 1:
        face = words[1]
        if face in _STARS:
            return replace(roll, set_exploration=(*roll.set_exploration, face), sets_used=roll.sets_used + 1)
        return replace(roll, set_combat=(*roll.set_combat, face), sets_used=roll.sets_used + 1)
    return roll


def roll_chance(roll: Roll) -> Fraction | None:
    """The exact chance that the roll succeeds as it stands (``None`` when "success" has no meaning).

    Islands, hazards, perilous ports: at least the stars; fights: the successes; a sea giant: the faces;
    a sea creature: stars and faces; a pirate: sink it or win the boarding before its cannonballs sink
    you; an escape: more stars than the attacker's sails; a player combat: winning it (the attacker
    against the defender's weaponry, the defender against the attacker's roll already made).
    An infamous port's successes only protect the goods, so its chance is to lose nothing.
    """
    g = roll.goal
    e, c = roll.rolled()
    se, sc = roll.set_exploration, roll.set_combat
    why = roll.why
    if why == "escape":
        return odds.explore_odds(e, g.get("above", 0) + 1, se)
    if why == "player_combat":
        if roll.against:
            return _defender_chance(c, roll.hull, sc, roll.against, roll.other_hull)
        return odds.duel_odds(c, roll.hull, roll.other_dice, roll.other_hull, sc).win
    if why == "pirate":
        return odds.pirate_odds(
            c, g.get("planks", 0), g.get("cannons", 0), g.get("boardings", 0), 0, sc, hull=roll.hull
        ).win
    if "stars" in g and ("cannons" in g or "boardings" in g):
        return odds.creature_odds(e, g["stars"], c, g.get("cannons", 0), g.get("boardings", 0), se, sc)
    if "cannons" in g or "boardings" in g:
        return odds.faces_odds(c, g.get("cannons", 0), g.get("boardings", 0), sc)
    if "successes" in g:
        return odds.combat_odds(c, g["successes"], sc)
    if "stars" in g:
        return odds.explore_odds(e, g["stars"], se)
    return None


def _defender_chance(
    dice: int, hull: int, fixed: Sequence[str], against: Mapping[str, int], their_hull: int
) -> Fraction:
    """The defender's chance to win a player combat once the attacker has rolled."""
    their_cannons, their_boardings = against.get("cannons", 0), against.get("boardings", 0)
    win = Fraction(0)
    i_sink = their_cannons >= hull
    for (cannons, boardings), p in odds.combat_distribution(dice, fixed).items():
        they_sink = cannons >= their_hull
        if not i_sink and (they_sink or boardings > their_boardings):
            win += p
    return win
