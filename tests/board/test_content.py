"""The board game content: the real data loads and follows the design; the validator rejects broken data."""

from __future__ import annotations

import copy
import re
import tomllib
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from engines.board.calibration import SHIPS, card_chance
from engines.board.content import (
    COMBAT_FACES,
    EXPLORATION_FACES,
    Action,
    CardType,
    ContentError,
    Die,
    Kind,
    NegativeKind,
    Resource,
    Sea,
    TokenEffect,
    Track,
    content,
    load_content,
    names_used,
)
from tui.i18n import LANGUAGES, load_catalog, placeholders

DATA = Path(__file__).resolve().parents[2] / "engines" / "board" / "data"
FILES = ("rules", "seas", *(s.value for s in Sea))
C = content()


def raw_files() -> dict[str, Any]:
    return {name: tomllib.loads((DATA / f"{name}.toml").read_text("utf-8")) for name in FILES}


def deck(sea: Sea, advanced: bool | None = None) -> list[Any]:
    cards = [C.cards[cid] for cid in C.decks[sea]]
    return [c for c in cards if advanced is None or c.advanced == advanced]


# --- counts and kinds ---------------------------------------------------------------------------


def test_the_real_data_loads_and_validates() -> None:
    assert load_content() == C


def test_252_cards_18_base_and_18_advanced_per_sea() -> None:
    assert len(C.cards) == 252
    for sea in Sea:
        base, adv = deck(sea, False), deck(sea, True)
        assert len(base) == 18 and len(adv) == 18
        assert [c.id for c in base] == [f"{sea.value}-b{i:02d}" for i in range(1, 19)]
        assert [c.id for c in adv] == [f"{sea.value}-a{i:02d}" for i in range(1, 19)]
        assert C.deck_for_mode(sea, "discovery") == tuple(c.id for c in base)
        assert len(C.deck_for_mode(sea, "advanced")) == 36


def test_every_kind_appears() -> None:
    kinds = Counter(c.kind for c in C.cards.values())
    assert set(kinds) == set(Kind)
    assert min(kinds.values()) >= 5


def test_base_decks_have_single_activity_kinds_and_no_negative_effect() -> None:
    for sea in Sea:
        for card in deck(sea, False):
            assert card.kind in {
                Kind.WILD_ISLAND,
                Kind.ORDINARY_PORT,
                Kind.PIRATE_SHIP,
                Kind.SEA_HAZARD,
                Kind.SEA_GIANT,
                Kind.MERCHANT_FLEET,
            }
            assert len(card.tracks()) == 1 and card.negative is None


def test_every_negative_kind_is_used_several_times_with_sensible_amounts() -> None:
    used = Counter(c.negative.kind for c in C.cards.values() if c.negative)
    assert set(used) == set(NegativeKind)
    assert min(used.values()) >= 5
    adv = [c for c in C.cards.values() if c.advanced]
    assert 0.5 < sum(1 for c in adv if c.negative) / len(adv) < 0.9  # not every advanced card has one
    for card in adv:
        n = card.negative
        if n is None:
            continue
        if n.kind in (NegativeKind.LOSE_RESOURCES, NegativeKind.LOSE_PLANKS):
            assert 1 <= n.amount <= 3, card.id
        elif n.kind is NegativeKind.LOSE_FOOD:
            assert 2 <= n.amount <= 4, card.id
        else:
            assert n.amount == 0, card.id
        if n.kind is NegativeKind.BLOCK_ACTIONS:
            assert n.actions and len(set(n.actions)) == len(n.actions)


def test_every_sea_has_its_named_giant_and_hazard_and_only_it_has_them() -> None:
    expected = {
        Sea.FROZEN: ("kraken", "maelstrom"),
        Sea.WILD: ("giant_whale", "stormy_sea"),
        Sea.AZURE: ("megalodon", "tropical_storm"),
        Sea.CURSED: ("tribal_chief", "calm_sea"),
        Sea.BURNING: ("leviathan", "volcanic_eruption"),
        Sea.PLENTIFUL: ("giant_crocodile", "thunderstorm"),
        Sea.JADE: ("jade_dragon", "rogue_wave"),
    }
    for sea, (giant, hazard) in expected.items():
        info = C.seas[sea]
        assert (info.giant, info.hazard) == (giant, hazard)
        # in the base deck, so Discovery players can hunt them too
        assert any(c.kind is Kind.SEA_GIANT and c.name == giant for c in deck(sea, False))
        assert any(c.kind is Kind.SEA_HAZARD and c.name == hazard for c in deck(sea, False))
        for card in C.cards.values():
            if card.name in (giant, hazard):
                assert card.sea is sea, f"{card.id} uses {sea}'s named foe"


# --- scrolls ------------------------------------------------------------------------------------


def activity_counts(cards: list[Any]) -> dict[Track, int]:
    counts = Counter(t for c in cards for t in c.tracks())
    return {t: counts[t] for t in Track}


def test_scrolls_match_deck_composition() -> None:
    """Base: 3 cards per scroll plank of an activity. Advanced: 3 per plank + 3 (9 two-activity cards)."""
    for sea in Sea:
        scroll = C.seas[sea].scroll
        assert activity_counts(deck(sea, False)) == {t: 3 * scroll[t] for t in Track}
        assert activity_counts(deck(sea, True)) == {t: 3 * scroll[t] + 3 for t in Track}
        assert sum(len(c.tracks()) == 2 for c in deck(sea, True)) == 9
        # so the ranking of the whole deck follows the scroll
        whole = activity_counts(deck(sea))
        for a in Track:
            for b in Track:
                if scroll[a] > scroll[b]:
                    assert whole[a] > whole[b]


def test_each_sea_has_its_character() -> None:
    def count(sea: Sea, *kinds: Kind) -> int:
        return sum(1 for c in deck(sea) if c.kind in kinds)

    dangers = (Kind.SEA_HAZARD, Kind.SEA_CREATURE)
    assert count(Sea.FROZEN, *dangers) == max(count(s, *dangers) for s in Sea)
    islands = (Kind.WILD_ISLAND, Kind.FRIENDLY_ISLAND, Kind.HOSTILE_ISLAND)
    assert count(Sea.WILD, *islands) == max(count(s, *islands) for s in Sea)
    assert count(Sea.CURSED, Kind.PIRATE_SHIP) == max(count(s, Kind.PIRATE_SHIP) for s in Sea)
    fights = (Kind.PIRATE_SHIP, Kind.SEA_GIANT, Kind.INFAMOUS_PORT)
    assert count(Sea.BURNING, *fights) == max(count(s, *fights) for s in Sea)
    merchants = (Kind.MERCHANT_FLEET, Kind.MERCHANT_SHIP)
    assert count(Sea.PLENTIFUL, *merchants) == max(count(s, *merchants) for s in Sea)
    treasures = {s: sum(c.treasure_icon for c in deck(s)) for s in Sea}
    assert treasures[Sea.CURSED] == max(treasures.values()) or treasures[Sea.PLENTIFUL] == max(
        treasures.values()
    )


# --- rewards ------------------------------------------------------------------------------------


def test_islands_offer_food_or_wood_to_scavenge() -> None:
    for card in C.cards.values():
        if card.explore is not None:
            assert card.explore.reward.resources_offered() & {Resource.FOOD, Resource.WOOD}, card.id


def test_rewards_use_all_resources_food_and_wood_commonest() -> None:
    weight: dict[Resource, Fraction] = dict.fromkeys(Resource, Fraction(0))
    for card in C.cards.values():
        for reward in card.rewards():
            for icon in reward.icons:
                for r in icon:
                    weight[r] += Fraction(1, len(icon))
    assert all(w > 0 for w in weight.values())
    for rare in (Resource.FABRIC, Resource.METAL, Resource.RUM):
        assert weight[Resource.FOOD] > weight[rare] and weight[Resource.WOOD] > weight[rare]


def test_every_sea_offers_two_colour_choices() -> None:
    for sea in Sea:
        assert any(len(icon) == 2 for c in deck(sea) for r in c.rewards() for icon in r.icons), sea


def test_treasures_are_rare_and_on_hard_cards() -> None:
    icons = [c for c in C.cards.values() if c.treasure_icon]
    assert 35 <= len(icons) <= 55  # 25 treasures in the box
    for sea in Sea:
        for advanced in (False, True):
            with_icon = sum(c.treasure_icon for c in deck(sea, advanced))
            assert 2 <= with_icon <= 4, (sea, advanced)
        assert sum(not c.treasure_icon for c in deck(sea, False)) >= 14  # set-up replaces first reveals
    start = SHIPS["start"]
    for card in icons:
        chance = card_chance(card, start)
        if chance is None:  # a trade: the treasure is paid for with rare goods
            assert card.trade is not None and len(card.trade.cost) >= 3, card.id
        else:
            assert chance < Fraction(6, 10), card.id


def test_trades_give_a_little_more_than_they_cost() -> None:
    for card in C.cards.values():
        if card.trade is not None:
            got = card.trade.reward.resource_count + 2 * card.trade.reward.treasures
            assert 1 <= got - len(card.trade.cost) <= 3, card.id


# --- calibration --------------------------------------------------------------------------------


def test_a_starting_ship_can_win_some_cards_and_hard_cards_need_more() -> None:
    start, bare, strong = SHIPS["start"], SHIPS["bare"], SHIPS["level 3"]
    for sea in Sea:
        rated: list[tuple[Fraction, Fraction]] = []
        for card in deck(sea, False):
            s, t = card_chance(card, start), card_chance(card, strong)
            if s is not None and t is not None:
                rated.append((s, t))
        cheap_trades = [c for c in deck(sea, False) if c.trade is not None and len(c.trade.cost) <= 2]
        assert sum(1 for s, _ in rated if s >= Fraction(6, 10)) + len(cheap_trades) >= 6, sea
        assert sum(1 for c in deck(sea, False) if (card_chance(c, bare) or 0) >= Fraction(1, 2)) >= 1, sea
        hard = [(s, t) for s, t in rated if s < Fraction(3, 10)]
        assert len(hard) >= 3, sea
        assert all(t > s for s, t in hard)
    # every roll on every card can be won by a strong enough ship
    best = SHIPS["level 4"]
    for card in C.cards.values():
        chance = card_chance(card, best)
        assert chance is None or chance >= Fraction(1, 4), card.id


def test_harder_cards_pay_more() -> None:
    start = SHIPS["start"]
    buckets: dict[bool, list[int]] = {True: [], False: []}
    for card in C.cards.values():
        chance = card_chance(card, start)
        if chance is None:
            continue
        best = max(card.rewards(), key=lambda r: (r.treasures, r.resource_count))
        buckets[chance >= Fraction(6, 10)].append(best.resource_count + 2 * best.treasures)
    easy, hard = buckets[True], buckets[False]
    assert sum(hard) / len(hard) > sum(easy) / len(easy) + 0.5


# --- locale keys --------------------------------------------------------------------------------


def vocabulary_keys() -> dict[str, set[str]]:
    """Every key the content needs, with the placeholders it must carry."""
    keys: dict[str, set[str]] = {}
    for name in names_used(C):
        keys[f"board.card.{name}"] = set()
    for sea in Sea:
        keys[f"board.sea.{sea.value}"] = set()
    vocab: list[tuple[str, list[str]]] = [
        ("kind", [k.value for k in Kind]),
        ("card_type", [t.value for t in CardType]),
        ("resource", [r.value for r in Resource]),
        ("track", [t.value for t in Track]),
        ("upgrade", ["sails", "weapons"]),
        ("action", [a.value for a in Action]),
        ("token.name", [e.value for e in TokenEffect]),
        ("token.text", [e.value for e in TokenEffect]),
        ("face", sorted(set(EXPLORATION_FACES) | set(COMBAT_FACES))),
        ("die", [d.value for d in Die]),
        ("mode", list(C.sides)),
    ]
    for table, items in vocab:
        for item in items:
            keys[f"board.{table}.{item}"] = set()
    for kind in NegativeKind:
        need = set()
        if kind in (NegativeKind.LOSE_RESOURCES, NegativeKind.LOSE_PLANKS, NegativeKind.LOSE_FOOD):
            need = {"amount"}
        elif kind is NegativeKind.BLOCK_ACTIONS:
            need = {"actions"}
        keys[f"board.negative.{kind.value}"] = need
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_and_vocabulary_item_has_a_locale_key(lang: str) -> None:
    catalog = load_catalog(lang)
    missing = [k for k in vocabulary_keys() if k not in catalog]
    assert not missing, f"{lang} lacks {missing[:10]}"
    for key, need in vocabulary_keys().items():
        text = catalog[key]
        assert isinstance(text, str) and text.strip(), key
        assert placeholders(text) == need, f"{lang}:{key}"


def test_no_unused_card_names_in_the_locales() -> None:
    used = set(names_used(C))
    listed = {k.split(".", 2)[2] for k in load_catalog("en") if k.startswith("board.card.")}
    assert listed == used


def test_named_foes_match_the_rulebook_quest_names() -> None:
    en = load_catalog("en")
    quests = {
        "kraken": "Kraken",
        "giant_whale": "Giant Whale",
        "megalodon": "Megalodon",
        "tribal_chief": "Tribal Chief",
        "leviathan": "Leviathan",
        "giant_crocodile": "Giant Crocodile",
        "maelstrom": "Maelstrom",
        "stormy_sea": "Stormy Sea",
        "tropical_storm": "Tropical Storm",
        "calm_sea": "Calm Sea",
        "thunderstorm": "Thunderstorm",
        "rogue_wave": "Rogue Wave",
    }
    for key, text in quests.items():
        assert en[f"board.card.{key}"] == text


# --- the validator rejects broken data ----------------------------------------------------------

Mutation = Callable[[dict[str, Any]], None]


def _set(path: list[Any], value: Any) -> Mutation:
    def apply(files: dict[str, Any]) -> None:
        node = files
        for step in path[:-1]:
            node = node[step]
        if value is _DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value

    return apply


_DELETE = object()


BROKEN: list[tuple[str, Mutation, str]] = [
    (
        "missing field",
        _set(["frozen", "base", 0, "explore"], _DELETE),
        r"frozen\.toml base\[0\].*needs exactly",
    ),
    (
        "wrong kind field",
        _set(["wild", "base", 0, "fight"], {"successes": 1}),
        r"wild\.toml base\[0\].*needs exactly",
    ),
    (
        "bad resource",
        _set(["azure", "base", 0, "explore", "reward", "resources"], ["gold"]),
        r"azure\.toml base\[0\].*'gold' is not one of",
    ),
    (
        "bad trade cost",
        _set(["azure", "base", 9, "trade", "cost"], ["silver"]),
        r"azure\.toml base\[9\]\.trade\.cost",
    ),
    ("17 cards", lambda f: f["cursed"]["base"].pop(), r"cursed: needs 18 base and 18 advanced cards, has 17"),
    (
        "19 cards",
        lambda f: f["jade"]["advanced"].append(copy.deepcopy(f["jade"]["advanced"][0]) | {"id": "jade-a19"}),
        r"jade: needs 18 base and 18 advanced cards, has 18 and 19",
    ),
    ("unknown kind", _set(["burning", "base", 0, "kind"], "volcano"), r"burning\.toml base\[0\]\.kind"),
    (
        "unknown field",
        _set(["burning", "base", 0, "colour"], "red"),
        r"burning\.toml base\[0\]: unknown field",
    ),
    (
        "missing name",
        _set(["burning", "base", 0, "name"], _DELETE),
        r"burning\.toml base\[0\]: 'name' is required",
    ),
    (
        "duplicate id",
        _set(["plentiful", "base", 1, "id"], "plentiful-b01"),
        r"plentiful\.toml base\[1\]: duplicate id",
    ),
    (
        "two-activity card in base",
        lambda f: f["frozen"]["base"].__setitem__(
            0, copy.deepcopy(f["frozen"]["advanced"][0]) | {"id": "frozen-b01"}
        ),
        r"frozen-b01: base cards have a single activity",
    ),
    (
        "negative on a base card",
        _set(["frozen", "base", 0, "negative"], {"kind": "end_turn"}),
        r"frozen-b01: only advanced cards have a negative effect",
    ),
    (
        "unknown negative",
        _set(["frozen", "advanced", 0, "negative"], {"kind": "lose_gems"}),
        r"frozen\.toml advanced\[0\]\.negative\.kind",
    ),
    (
        "negative without amount",
        _set(["frozen", "advanced", 0, "negative"], {"kind": "lose_planks"}),
        r"frozen-a01: negative effect lose_planks needs an amount",
    ),
    (
        "amount on end_turn",
        _set(["frozen", "advanced", 0, "negative"], {"kind": "end_turn", "amount": 2}),
        r"frozen-a01: negative effect end_turn takes no amount",
    ),
    (
        "block without actions",
        _set(["frozen", "advanced", 0, "negative"], {"kind": "block_actions"}),
        r"frozen-a01: only block_actions lists actions",
    ),
    (
        "negative on a trade-only card",
        _set(["frozen", "advanced", 16, "negative"], {"kind": "end_turn"}),
        r"frozen-a17: a ordinary_port cannot fail",
    ),
    (
        "island without food or wood",
        _set(["wild", "base", 0, "explore", "reward", "resources"], ["metal"]),
        r"wild-b01: an island's exploration reward offers food or wood",
    ),
    (
        "stars out of range",
        _set(["wild", "base", 0, "explore", "stars"], 0),
        r"wild\.toml base\[0\]\.explore\.stars",
    ),
    (
        "three-colour icon",
        _set(["wild", "base", 0, "explore", "reward", "resources"], ["food|wood|rum"]),
        r"wild\.toml base\[0\].*a choice of two",
    ),
    (
        "reward giving nothing",
        _set(["wild", "base", 9, "reward"], {"resources": []}),
        r"wild-b10: every reward gives",
    ),
    (
        "pirate without faces",
        _set(["cursed", "base", 6, "pirate"], {"planks": 1}),
        r"cursed-b07: a pirate needs some",
    ),
    (
        "named giant missing",
        _set(["seas", "sea", 0, "giant"], "ice_dragon"),
        r"frozen: its named giant 'ice_dragon'",
    ),
    ("scroll out of range", _set(["seas", "sea", 1, "scroll", "trade"], 4), r"seas\.wild\.scroll\.trade"),
    ("token twice", _set(["seas", "sea", 1, "token"], "extra_planks"), r"each of the 7 bonus effects"),
    (
        "five-faced die",
        _set(["rules", "dice", "combat"], ["blank", "cannon", "cannon", "cannon", "boarding"]),
        r"rules\.dice\.combat",
    ),
    (
        "upgrade track too short",
        lambda f: f["rules"]["side"]["advanced"]["sails"]["costs"].pop(),
        r"rules\.side\.advanced: upgrade tracks go up to level 5",
    ),
]


@pytest.mark.parametrize(
    ("mutate", "message"), [(m, msg) for _, m, msg in BROKEN], ids=[b[0] for b in BROKEN]
)
def test_validator_rejects_broken_data_naming_the_place(mutate: Mutation, message: str) -> None:
    files = raw_files()
    mutate(files)
    with pytest.raises(ContentError) as err:
        load_content(files)
    assert re.search(message, str(err.value)), str(err.value)


def test_the_untouched_raw_files_load() -> None:
    assert load_content(raw_files()) == C
