"""The 7 Seas content: seas, sea cards, dice, player boards, action board and bonus tokens.

Everything the rulebook describes but does not print lives in TOML files under
``engines/board/data/``; this module defines their schema as frozen dataclasses, loads
them once, and validates them (counts, kinds, ranges, references). The design and
its reasons are written in ``engines/board/RULES.md``.

Names shown to players are message keys: ``board.sea.<sea>``, ``board.card.<name>``,
``board.kind.<kind>``, ``board.resource.<resource>``, ``board.token.name.<effect>`` and
``board.token.text.<effect>``, ``board.negative.<kind>`` (with ``{amount}`` / ``{actions}``)…
found in ``tui/locales/{en,de,fr}.toml``.

Guarantees beyond the dataclasses (checked by :func:`validate`, relied on by the rules engine):
a negative effect has an ``amount`` exactly when its kind is in :data:`NEGATIVE_AMOUNT`, ``actions``
exactly for ``block_actions``, and never sits on a kind in :data:`NEVER_FAIL`; every island's
exploration reward offers food or wood (Scavenge on an island).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from importlib import resources
from typing import Any

__all__ = [
    "NEGATIVE_AMOUNT",
    "NEVER_FAIL",
    "Action",
    "Card",
    "CardType",
    "Content",
    "ContentError",
    "Die",
    "Explore",
    "Faces",
    "Fight",
    "Kind",
    "Negative",
    "NegativeKind",
    "Pirate",
    "Resource",
    "Reward",
    "Sea",
    "SeaInfo",
    "TokenEffect",
    "Track",
    "TrackCosts",
    "Trade",
    "content",
    "load_content",
]


class ContentError(ValueError):
    """The data files break the schema; the message says where."""


# --- vocabularies -------------------------------------------------------------------------------


class Sea(StrEnum):
    FROZEN = "frozen"
    WILD = "wild"
    AZURE = "azure"
    CURSED = "cursed"
    BURNING = "burning"
    PLENTIFUL = "plentiful"
    JADE = "jade"


class Resource(StrEnum):
    FOOD = "food"
    WOOD = "wood"
    FABRIC = "fabric"
    METAL = "metal"
    RUM = "rum"


class Track(StrEnum):
    """The three card tracks of a player board (plank colours)."""

    EXPLORATION = "exploration"  # blue: exploration and seamanship
    COMBAT = "combat"  # red
    TRADE = "trade"  # brown


class Action(StrEnum):
    """The four main actions of the action board."""

    SAIL = "sail"
    LAND = "land"
    DOCK = "dock"
    RENOVATE = "renovate"


class CardType(StrEnum):
    """Which main action reaches a card (rulebook: Card types)."""

    ISLAND = "island"  # Land on an island
    PORT = "port"  # Dock at a port
    ENCOUNTER = "encounter"  # Sail at sea


class Kind(StrEnum):
    """Every card kind of the rulebook."""

    WILD_ISLAND = "wild_island"  # exploration
    FRIENDLY_ISLAND = "friendly_island"  # trade or exploration
    HOSTILE_ISLAND = "hostile_island"  # combat or exploration
    ORDINARY_PORT = "ordinary_port"  # trade
    PERILOUS_PORT = "perilous_port"  # seamanship and trade
    INFAMOUS_PORT = "infamous_port"  # combat and trade
    PIRATE_SHIP = "pirate_ship"  # dangerous, combat
    SEA_HAZARD = "sea_hazard"  # dangerous, seamanship
    SEA_GIANT = "sea_giant"  # dangerous, combat (face combination)
    SEA_CREATURE = "sea_creature"  # dangerous, seamanship and combat
    MERCHANT_SHIP = "merchant_ship"  # friendly, trade or combat
    MERCHANT_FLEET = "merchant_fleet"  # friendly, trade

    @property
    def card_type(self) -> CardType:
        return _KIND_TYPE[self]

    @property
    def dangerous(self) -> bool:
        return self in _DANGEROUS

    @property
    def friendly(self) -> bool:
        return self in (Kind.MERCHANT_SHIP, Kind.MERCHANT_FLEET)


_KIND_TYPE = {
    Kind.WILD_ISLAND: CardType.ISLAND,
    Kind.FRIENDLY_ISLAND: CardType.ISLAND,
    Kind.HOSTILE_ISLAND: CardType.ISLAND,
    Kind.ORDINARY_PORT: CardType.PORT,
    Kind.PERILOUS_PORT: CardType.PORT,
    Kind.INFAMOUS_PORT: CardType.PORT,
    Kind.PIRATE_SHIP: CardType.ENCOUNTER,
    Kind.SEA_HAZARD: CardType.ENCOUNTER,
    Kind.SEA_GIANT: CardType.ENCOUNTER,
    Kind.SEA_CREATURE: CardType.ENCOUNTER,
    Kind.MERCHANT_SHIP: CardType.ENCOUNTER,
    Kind.MERCHANT_FLEET: CardType.ENCOUNTER,
}
_DANGEROUS = frozenset({Kind.PIRATE_SHIP, Kind.SEA_HAZARD, Kind.SEA_GIANT, Kind.SEA_CREATURE})

#: Kinds with a single activity: the only ones allowed among base cards (rulebook: Sea tiles and sea decks).
BASE_KINDS = frozenset(
    {
        Kind.WILD_ISLAND,
        Kind.ORDINARY_PORT,
        Kind.PIRATE_SHIP,
        Kind.SEA_HAZARD,
        Kind.SEA_GIANT,
        Kind.MERCHANT_FLEET,
    }
)


class NegativeKind(StrEnum):
    """The eight grey-plank negative effects listed under Fail an activity."""

    LOSE_RESOURCES = "lose_resources"  # Lose N resources.
    LOSE_PLANKS = "lose_planks"  # Lose N planks.
    PLANKS_PER_RESOURCE = "planks_per_resource"  # Lose 1 plank per resource on your ship.
    PLANKS_PER_WEAPON = "planks_per_weapon"  # Lose 1 plank per weaponry level of your ship.
    END_TURN = "end_turn"  # You can no longer perform any action this turn.
    BLOCK_ACTIONS = "block_actions"  # You can no longer perform these actions this turn.
    LOSE_PLANK_AND_SAIL = "lose_plank_and_sail"  # Lose 1 plank and 1 sail upgrade.
    LOSE_FOOD = "lose_food"  # Lose N food, and as many planks as food you are missing.


class TokenEffect(StrEnum):
    """The seven bonus token effects (rulebook: Use a bonus token)."""

    EXTRA_MOVE = "extra_move"  # During your navigation: gain 1 extra movement point.
    EXTRA_COMBAT_DIE = "extra_combat_die"  # Before your combat roll: one extra combat die.
    SET_TWO_STARS = "set_two_stars"  # Before your exploration roll: set 1 die to 2 stars.
    EXTRA_TRADE_RESOURCE = "extra_trade_resource"  # After a card trade: 1 more of a type received.
    INSTEAD_OF_RUM = "instead_of_rum"  # When spending rum: use the token instead of 1 rum.
    EXTRA_PLANKS = "extra_planks"  # When recovering planks: recover 2 extra planks.
    INSTEAD_OF_COIN = "instead_of_coin"  # When spending fortune coins: instead of 1 coin.


class Die(StrEnum):
    EXPLORATION = "exploration"
    COMBAT = "combat"


# Die faces
BLANK = "blank"
STAR = "star"
TWO_STARS = "two_stars"
CANNON = "cannon"
BOARDING = "boarding"
EXPLORATION_FACES = (BLANK, STAR, TWO_STARS)
COMBAT_FACES = (BLANK, CANNON, BOARDING)


# --- card parts -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reward:
    """What succeeding gives: resource icons (an icon with several colours is a choice) and treasures."""

    icons: tuple[tuple[Resource, ...], ...] = ()
    treasures: int = 0

    @property
    def resource_count(self) -> int:
        return len(self.icons)

    def resources_offered(self) -> frozenset[Resource]:
        """Every resource type some icon can give (for Work at the docks / Scavenge)."""
        return frozenset(r for icon in self.icons for r in icon)


@dataclass(frozen=True, slots=True)
class Explore:
    """An exploration activity: roll exploration dice for ``stars`` (islands)."""

    stars: int
    reward: Reward


@dataclass(frozen=True, slots=True)
class Trade:
    """A trade activity: pay ``cost`` (substitution rule applies), receive ``reward``."""

    cost: tuple[Resource, ...]
    reward: Reward


@dataclass(frozen=True, slots=True)
class Fight:
    """A combat activity counted in successes (cannonball or boarding faces)."""

    successes: int
    reward: Reward = field(default_factory=Reward)


@dataclass(frozen=True, slots=True)
class Faces:
    """A face combination to reach with combat dice (sea giant, sea creature)."""

    cannons: int = 0
    boardings: int = 0


@dataclass(frozen=True, slots=True)
class Pirate:
    """A pirate ship's printed roll; ``unknown`` faces are rolled for it by another player."""

    planks: int
    cannons: int
    boardings: int
    unknown: int = 0


@dataclass(frozen=True, slots=True)
class Negative:
    """An advanced card's grey-plank effect, suffered on failure."""

    kind: NegativeKind
    amount: int = 0
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True, slots=True)
class Card:
    """One sea card. Which fields are set depends on ``kind`` (see ``_REQUIRED``).

    - ``explore``: wild, friendly and hostile islands (the exploration plank).
    - ``trade``: friendly island, every port, merchant ship, merchant fleet.
    - ``fight``: hostile island, merchant ship (with reward); infamous port (no reward: the
      successes protect the trade).
    - ``seamanship``: stars rolled with sail level (perilous port, sea hazard, sea creature).
    - ``faces``: sea giant, sea creature.
    - ``pirate``: pirate ship.
    - ``reward``: the reward of single-plank encounters (pirate, hazard, giant, creature).
    - ``negative``: advanced cards only.
    """

    id: str
    sea: Sea
    advanced: bool
    kind: Kind
    name: str
    explore: Explore | None = None
    trade: Trade | None = None
    fight: Fight | None = None
    seamanship: int = 0
    faces: Faces | None = None
    pirate: Pirate | None = None
    reward: Reward | None = None
    negative: Negative | None = None

    @property
    def card_type(self) -> CardType:
        return self.kind.card_type

    def rewards(self) -> tuple[Reward, ...]:
        """Every reward printed on the card."""
        found = []
        for part in (self.explore, self.trade, self.fight):
            if part is not None:
                found.append(part.reward)
        if self.reward is not None:
            found.append(self.reward)
        return tuple(found)

    @property
    def treasure_icon(self) -> bool:
        """True when any reward shows a treasure (set-up replaces such first reveals)."""
        return any(r.treasures for r in self.rewards())

    def tracks(self) -> frozenset[Track]:
        """The tracks this card can be collected into (its plank colours)."""
        return _KIND_TRACKS[self.kind]


_KIND_TRACKS: dict[Kind, frozenset[Track]] = {
    Kind.WILD_ISLAND: frozenset({Track.EXPLORATION}),
    Kind.FRIENDLY_ISLAND: frozenset({Track.TRADE, Track.EXPLORATION}),
    Kind.HOSTILE_ISLAND: frozenset({Track.COMBAT, Track.EXPLORATION}),
    Kind.ORDINARY_PORT: frozenset({Track.TRADE}),
    Kind.PERILOUS_PORT: frozenset({Track.EXPLORATION, Track.TRADE}),
    Kind.INFAMOUS_PORT: frozenset({Track.COMBAT, Track.TRADE}),
    Kind.PIRATE_SHIP: frozenset({Track.COMBAT}),
    Kind.SEA_HAZARD: frozenset({Track.EXPLORATION}),
    Kind.SEA_GIANT: frozenset({Track.COMBAT}),
    Kind.SEA_CREATURE: frozenset({Track.EXPLORATION, Track.COMBAT}),
    Kind.MERCHANT_SHIP: frozenset({Track.TRADE, Track.COMBAT}),
    Kind.MERCHANT_FLEET: frozenset({Track.TRADE}),
}

#: Which optional fields each kind must have (all others must be absent).
_REQUIRED: dict[Kind, frozenset[str]] = {
    Kind.WILD_ISLAND: frozenset({"explore"}),
    Kind.FRIENDLY_ISLAND: frozenset({"explore", "trade"}),
    Kind.HOSTILE_ISLAND: frozenset({"explore", "fight"}),
    Kind.ORDINARY_PORT: frozenset({"trade"}),
    Kind.PERILOUS_PORT: frozenset({"seamanship", "trade"}),
    Kind.INFAMOUS_PORT: frozenset({"fight", "trade"}),
    Kind.PIRATE_SHIP: frozenset({"pirate", "reward"}),
    Kind.SEA_HAZARD: frozenset({"seamanship", "reward"}),
    Kind.SEA_GIANT: frozenset({"faces", "reward"}),
    Kind.SEA_CREATURE: frozenset({"seamanship", "faces", "reward"}),
    Kind.MERCHANT_SHIP: frozenset({"trade", "fight"}),
    Kind.MERCHANT_FLEET: frozenset({"trade"}),
}
_OPTIONAL_FIELDS = ("explore", "trade", "fight", "seamanship", "faces", "pirate", "reward")


# --- the rest of the content ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeaInfo:
    """A sea tile: its scroll (1-3 planks per activity), its bonus token effect, its named foes."""

    sea: Sea
    scroll: Mapping[Track, int]
    token: TokenEffect
    giant: str  # card name of its sea giant (Quests: Monster hunter)
    hazard: str  # card name of its sea hazard (Quests: Weather tamer)


@dataclass(frozen=True, slots=True)
class TrackCosts:
    """Upgrade costs of one track on one board side: ``costs[i]`` buys level ``start + i + 1``."""

    start: int
    costs: tuple[tuple[Resource, ...], ...]

    @property
    def max_level(self) -> int:
        return self.start + len(self.costs)


@dataclass(frozen=True, slots=True)
class BoardSide:
    """One side (mode) of the player board and action board."""

    mode: str  # "discovery" or "advanced"
    sails: TrackCosts
    weapons: TrackCosts
    golden_spaces: int
    spots: tuple[tuple[Action, Action], ...]
    bonus_spaces: bool


@dataclass(frozen=True, slots=True)
class Content:
    """All validated game content."""

    seas: Mapping[Sea, SeaInfo]
    cards: Mapping[str, Card]
    decks: Mapping[Sea, tuple[str, ...]]  # every card id of a sea, base first, file order
    dice: Mapping[Die, tuple[str, ...]]  # the six faces of each die type
    sides: Mapping[str, BoardSide]
    planks: int
    hold: int
    max_dice: int
    tokens_per_sea: int
    tokens_by_players: Mapping[int, int]  # bonus tokens per bonus space by player count

    def base_deck(self, sea: Sea) -> tuple[str, ...]:
        return tuple(cid for cid in self.decks[sea] if not self.cards[cid].advanced)

    def deck_for_mode(self, sea: Sea, mode: str) -> tuple[str, ...]:
        """Discovery uses base cards only; Advanced and Solo use all 36."""
        return self.base_deck(sea) if mode == "discovery" else self.decks[sea]


# --- parsing --------------------------------------------------------------------------------------


def _enum(cls: type[StrEnum], value: Any, where: str) -> Any:
    try:
        return cls(value)
    except ValueError:
        raise ContentError(f"{where}: {value!r} is not one of {[e.value for e in cls]}") from None


def _int(value: Any, where: str, low: int = 0, high: int = 99) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ContentError(f"{where}: expected an integer in {low}..{high}, got {value!r}")
    return value


def _only(table: Mapping[str, Any], allowed: set[str], where: str) -> None:
    extra = set(table) - allowed
    if extra:
        raise ContentError(f"{where}: unknown field(s) {sorted(extra)}")


def _resources(values: Any, where: str) -> tuple[Resource, ...]:
    if not isinstance(values, list):
        raise ContentError(f"{where}: expected a list of resources")
    return tuple(_enum(Resource, v, where) for v in values)


def _reward(table: Any, where: str) -> Reward:
    if not isinstance(table, Mapping):
        raise ContentError(f"{where}: expected a table")
    _only(table, {"resources", "treasures"}, where)
    icons = []
    for icon in table.get("resources", []):
        if not isinstance(icon, str):
            raise ContentError(f"{where}: resource icons are strings like 'food' or 'wood|fabric'")
        choices = tuple(_enum(Resource, part, where) for part in icon.split("|"))
        if len(set(choices)) != len(choices) or len(choices) > 2:
            raise ContentError(f"{where}: an icon offers one resource or a choice of two: {icon!r}")
        icons.append(choices)
    return Reward(icons=tuple(icons), treasures=_int(table.get("treasures", 0), where + ".treasures", 0, 3))


def _card(raw: Mapping[str, Any], sea: Sea, advanced: bool, where: str) -> Card:
    _only(raw, {"id", "kind", "name", *(_OPTIONAL_FIELDS), "negative"}, where)
    for key in ("id", "kind", "name"):
        if not isinstance(raw.get(key), str):
            raise ContentError(f"{where}: '{key}' is required")
    kind = _enum(Kind, raw["kind"], where + ".kind")
    present = {f for f in _OPTIONAL_FIELDS if f in raw}
    if present != _REQUIRED[kind]:
        raise ContentError(
            f"{where} ({kind}): needs exactly {sorted(_REQUIRED[kind])}, has {sorted(present)}"
        )
    explore = trade = fight = faces = pirate = reward = negative = None
    if "explore" in raw:
        e = raw["explore"]
        _only(e, {"stars", "reward"}, where + ".explore")
        explore = Explore(
            _int(e.get("stars"), where + ".explore.stars", 1, 10), _reward(e.get("reward", {}), where)
        )
    if "trade" in raw:
        t = raw["trade"]
        _only(t, {"cost", "reward"}, where + ".trade")
        trade = Trade(_resources(t.get("cost"), where + ".trade.cost"), _reward(t.get("reward", {}), where))
    if "fight" in raw:
        f = raw["fight"]
        _only(f, {"successes", "reward"}, where + ".fight")
        fight = Fight(
            _int(f.get("successes"), where + ".fight.successes", 1, 10), _reward(f.get("reward", {}), where)
        )
    if "faces" in raw:
        fc = raw["faces"]
        _only(fc, {"cannons", "boardings"}, where + ".faces")
        faces = Faces(_int(fc.get("cannons", 0), where, 0, 5), _int(fc.get("boardings", 0), where, 0, 5))
    if "pirate" in raw:
        p = raw["pirate"]
        _only(p, {"planks", "cannons", "boardings", "unknown"}, where + ".pirate")
        pirate = Pirate(
            _int(p.get("planks"), where + ".pirate.planks", 1, 7),
            _int(p.get("cannons", 0), where + ".pirate.cannons", 0, 5),
            _int(p.get("boardings", 0), where + ".pirate.boardings", 0, 5),
            _int(p.get("unknown", 0), where + ".pirate.unknown", 0, 5),
        )
    if "reward" in raw:
        reward = _reward(raw["reward"], where + ".reward")
    if "negative" in raw:
        n = raw["negative"]
        _only(n, {"kind", "amount", "actions"}, where + ".negative")
        negative = Negative(
            _enum(NegativeKind, n.get("kind"), where + ".negative.kind"),
            _int(n.get("amount", 0), where + ".negative.amount", 0, 9),
            tuple(_enum(Action, a, where + ".negative.actions") for a in n.get("actions", [])),
        )
    return Card(
        id=raw["id"],
        sea=sea,
        advanced=advanced,
        kind=kind,
        name=raw["name"],
        explore=explore,
        trade=trade,
        fight=fight,
        seamanship=_int(raw.get("seamanship", 0), where + ".seamanship", 0, 10),
        faces=faces,
        pirate=pirate,
        reward=reward,
        negative=negative,
    )


def _read(name: str) -> dict[str, Any]:
    text = resources.files("engines.board").joinpath("data").joinpath(name).read_text("utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"data/{name}: {exc}") from exc


def _track_costs(raw: Any, where: str) -> TrackCosts:
    _only(raw, {"start", "costs"}, where)
    costs = tuple(_resources(c, f"{where}.costs[{i}]") for i, c in enumerate(raw.get("costs", [])))
    return TrackCosts(_int(raw.get("start"), where + ".start", 0, 5), costs)


def load_content(files: Mapping[str, Mapping[str, Any]] | None = None) -> Content:
    """Load and validate the data files (or already-parsed ``files`` for tests).

    Raises:
        ContentError: anything out of schema, with the place it was found.
    """
    if files is None:
        files = {name: _read(name + ".toml") for name in ("rules", "seas", *(s.value for s in Sea))}
    rules = files["rules"]
    # seas
    seas: dict[Sea, SeaInfo] = {}
    for raw in files["seas"].get("sea", []):
        sea = _enum(Sea, raw.get("id"), "seas.toml")
        scroll = {
            _enum(Track, k, f"seas.{sea}.scroll"): _int(v, f"seas.{sea}.scroll.{k}", 1, 3)
            for k, v in raw.get("scroll", {}).items()
        }
        if set(scroll) != set(Track):
            raise ContentError(f"seas.{sea}.scroll: needs exploration, combat and trade")
        seas[sea] = SeaInfo(
            sea=sea,
            scroll=scroll,
            token=_enum(TokenEffect, raw.get("token"), f"seas.{sea}.token"),
            giant=str(raw.get("giant", "")),
            hazard=str(raw.get("hazard", "")),
        )
    if set(seas) != set(Sea):
        raise ContentError("seas.toml: every one of the 7 seas must appear once")
    if {s.token for s in seas.values()} != set(TokenEffect):
        raise ContentError("seas.toml: each of the 7 bonus effects belongs to exactly one sea")
    # cards
    cards: dict[str, Card] = {}
    decks: dict[Sea, tuple[str, ...]] = {}
    for sea in Sea:
        data = files[sea.value]
        ids: list[str] = []
        for section, advanced in (("base", False), ("advanced", True)):
            for i, raw in enumerate(data.get(section, [])):
                where = f"{sea}.toml {section}[{i}]"
                card = _card(raw, sea, advanced, where)
                if card.id in cards:
                    raise ContentError(f"{where}: duplicate id {card.id!r}")
                cards[card.id] = card
                ids.append(card.id)
        decks[sea] = tuple(ids)
    # dice
    dice = {}
    for die, faces_allowed in ((Die.EXPLORATION, EXPLORATION_FACES), (Die.COMBAT, COMBAT_FACES)):
        faces = tuple(rules.get("dice", {}).get(die.value, []))
        if len(faces) != 6 or not set(faces) <= set(faces_allowed):
            raise ContentError(f"rules.dice.{die}: six faces from {faces_allowed}")
        dice[die] = faces
    # board sides
    sides = {}
    for mode in ("discovery", "advanced"):
        raw = rules.get("side", {}).get(mode)
        if not isinstance(raw, Mapping):
            raise ContentError(f"rules.side.{mode} is missing")
        spots = tuple(
            tuple(_enum(Action, a, f"rules.side.{mode}.spots") for a in pair) for pair in raw.get("spots", [])
        )
        sides[mode] = BoardSide(
            mode=mode,
            sails=_track_costs(raw.get("sails", {}), f"rules.side.{mode}.sails"),
            weapons=_track_costs(raw.get("weapons", {}), f"rules.side.{mode}.weapons"),
            golden_spaces=_int(raw.get("golden_spaces"), f"rules.side.{mode}.golden_spaces", 1, 9),
            spots=spots,
            bonus_spaces=bool(raw.get("bonus_spaces", False)),
        )
    tokens = rules.get("tokens", {})
    content = Content(
        seas=seas,
        cards=cards,
        decks=decks,
        dice=dice,
        sides=sides,
        planks=_int(rules.get("planks"), "rules.toml: planks", 1, 20),
        hold=_int(rules.get("hold"), "rules.toml: hold", 1, 20),
        max_dice=_int(rules.get("max_dice"), "rules.toml: max_dice", 1, 10),
        tokens_per_sea=_int(tokens.get("per_sea"), "rules.toml: tokens.per_sea", 0, 9),
        tokens_by_players={
            int(k): _int(v, f"rules.tokens.by_players.{k}", 0, 9)
            for k, v in tokens.get("by_players", {}).items()
        },
    )
    validate(content)
    return content


def validate(c: Content) -> None:
    """Cross-checks the schema cannot express.

    Counts (18 base + 18 advanced per sea), base cards single-activity and without negative effect, named
    foes present, a card without treasure icon for set-up, negative effects well formed (an amount exactly
    for ``NEGATIVE_AMOUNT`` kinds, actions exactly for ``block_actions``, none on kinds that cannot fail),
    islands offering food or wood to scavenge, the six action spots, tracks up to level 5.
    """
    for sea in Sea:
        deck = [c.cards[cid] for cid in c.decks[sea]]
        base = [card for card in deck if not card.advanced]
        adv = [card for card in deck if card.advanced]
        if len(base) != 18 or len(adv) != 18:
            raise ContentError(f"{sea}: needs 18 base and 18 advanced cards, has {len(base)} and {len(adv)}")
        for card in base:
            if card.kind not in BASE_KINDS:
                raise ContentError(f"{card.id}: base cards have a single activity; {card.kind} has two")
            if card.negative is not None:
                raise ContentError(f"{card.id}: only advanced cards have a negative effect")
        names = {card.name for card in deck}
        info = c.seas[sea]
        giants = [card for card in deck if card.kind is Kind.SEA_GIANT and card.name == info.giant]
        hazards = [card for card in deck if card.kind is Kind.SEA_HAZARD and card.name == info.hazard]
        if not giants or not hazards:
            raise ContentError(f"{sea}: its named giant {info.giant!r} and hazard {info.hazard!r} need cards")
        if not names:
            raise ContentError(f"{sea}: no cards")
        untreasured = [card for card in deck if not card.treasure_icon]
        if not untreasured:
            raise ContentError(f"{sea}: set-up needs cards without a treasure icon")
    for card in c.cards.values():
        _check_negative(card)
        if card.explore is not None and not card.explore.reward.resources_offered() & {
            Resource.FOOD,
            Resource.WOOD,
        }:
            raise ContentError(
                f"{card.id}: an island's exploration reward offers food or wood (Scavenge on an island)"
            )
        if card.pirate is not None and card.pirate.cannons + card.pirate.boardings + card.pirate.unknown == 0:
            raise ContentError(f"{card.id}: a pirate needs some faces")
        if card.faces is not None and card.faces.cannons + card.faces.boardings == 0:
            raise ContentError(f"{card.id}: a face combination needs faces")
        if card.trade is not None and not card.trade.cost:
            raise ContentError(f"{card.id}: a trade asks for at least one resource")
        protection = card.fight.reward if card.kind is Kind.INFAMOUS_PORT and card.fight else None
        for reward in card.rewards():
            if reward is not protection and reward.resource_count == 0 and reward.treasures == 0:
                raise ContentError(f"{card.id}: every reward gives something")
    for side in c.sides.values():
        pairs = {frozenset(p) for p in side.spots}
        if len(side.spots) != 6 or len(pairs) != 6 or any(len(p) != 2 for p in pairs):
            raise ContentError(f"rules.side.{side.mode}.spots: the six pairs of the four main actions")
        for track in (side.sails, side.weapons):
            if track.max_level != 5:
                raise ContentError(f"rules.side.{side.mode}: upgrade tracks go up to level 5")
    if c.tokens_by_players and max(c.tokens_by_players.values()) > c.tokens_per_sea:
        raise ContentError("rules.tokens: more tokens per space than exist per sea")


#: Negative effects that print an amount ("Lose 3 resources"); the others have none.
NEGATIVE_AMOUNT = frozenset({NegativeKind.LOSE_RESOURCES, NegativeKind.LOSE_PLANKS, NegativeKind.LOSE_FOOD})
#: Kinds whose activity cannot fail (a trade always succeeds once paid; an infamous port only cuts the
#: reward), so a negative effect printed on them would never apply.
NEVER_FAIL = frozenset({Kind.ORDINARY_PORT, Kind.MERCHANT_FLEET, Kind.INFAMOUS_PORT})


def _check_negative(card: Card) -> None:
    neg = card.negative
    if neg is None:
        return
    if card.kind in NEVER_FAIL:
        raise ContentError(f"{card.id}: a {card.kind} cannot fail, so it has no negative effect")
    if (neg.amount > 0) != (neg.kind in NEGATIVE_AMOUNT):
        need = "needs an amount" if neg.kind in NEGATIVE_AMOUNT else "takes no amount"
        raise ContentError(f"{card.id}: negative effect {neg.kind} {need}")
    if bool(neg.actions) != (neg.kind is NegativeKind.BLOCK_ACTIONS):
        raise ContentError(f"{card.id}: only block_actions lists actions, and it needs at least one")


@lru_cache(maxsize=1)
def content() -> Content:
    """The game content, loaded and validated once."""
    return load_content()


def names_used(c: Content) -> Sequence[str]:
    """Every card name (for the locale completeness test)."""
    return sorted({card.name for card in c.cards.values()})
