"""Fabricated content for engine tests: 36 cards per sea covering every kind, loaded through the
real loader and validator (so the engine never depends on the content designer's cards)."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

from engines.board.content import Content, load_content

SEAS = ("frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade")
RES = ("food", "wood", "fabric", "metal", "rum")
NEGATIVES = [
    {"kind": "lose_resources", "amount": 2},
    {"kind": "lose_planks", "amount": 2},
    {"kind": "planks_per_resource"},
    {"kind": "planks_per_weapon"},
    {"kind": "end_turn"},
    {"kind": "block_actions", "actions": ["sail", "land"]},
    {"kind": "lose_plank_and_sail"},
    {"kind": "lose_food", "amount": 3},
]


def _read(name: str) -> dict[str, Any]:
    text = resources.files("engines.board").joinpath("data", name).read_text("utf-8")
    return tomllib.loads(text)


def _reward(i: int, n: int = 2, treasure: int = 0) -> dict[str, Any]:
    icons = []
    for k in range(n):
        a, b = RES[(i + k) % 5], RES[(i + k + 2) % 5]
        icons.append(f"{a}|{b}" if (i + k) % 3 == 0 else a)
    out: dict[str, Any] = {"resources": icons}
    if treasure:
        out["treasures"] = treasure
    return out


def _island(reward: dict[str, Any]) -> dict[str, Any]:
    """Scavenge on an island needs food or wood among the exploration reward."""
    reward["resources"] = ["food|wood" if i == 0 else r for i, r in enumerate(reward["resources"])]
    return reward


def sea_cards(sea: str, giant: str, hazard: str) -> dict[str, Any]:
    base = []
    kinds = ["wild_island", "ordinary_port", "pirate_ship", "sea_hazard", "sea_giant", "merchant_fleet"]
    for i in range(18):
        kind = kinds[i % 6]
        cid = f"{sea}-b{i + 1:02d}"
        treasure = 1 if i % 5 == 4 else 0
        card: dict[str, Any] = {"id": cid, "kind": kind, "name": f"{sea}_b{i}"}
        if kind == "wild_island":
            card["explore"] = {"stars": 1 + i % 3, "reward": _island(_reward(i, 2, treasure))}
        elif kind == "ordinary_port":
            card["trade"] = {"cost": [RES[i % 4], RES[(i + 1) % 4]], "reward": _reward(i, 3)}
        elif kind == "pirate_ship":
            card["pirate"] = {"planks": 1 + i % 3, "cannons": i % 2, "boardings": 1, "unknown": i % 2}
            card["reward"] = _reward(i, 1, 1 if i % 4 == 2 else 0)
        elif kind == "sea_hazard":
            card["name"] = hazard if i == 3 else card["name"]
            card["seamanship"] = 1 + i % 3
            card["reward"] = _reward(i, 2)
        elif kind == "sea_giant":
            card["name"] = giant if i == 4 else card["name"]
            card["faces"] = {"cannons": 1, "boardings": i % 2}
            card["reward"] = _reward(i, 2, treasure)
        else:
            card["trade"] = {"cost": [RES[i % 5]], "reward": _reward(i, 2)}
        base.append(card)
    advanced = []
    akinds = [
        "wild_island",
        "friendly_island",
        "hostile_island",
        "ordinary_port",
        "perilous_port",
        "infamous_port",
        "pirate_ship",
        "sea_hazard",
        "sea_giant",
        "sea_creature",
        "merchant_ship",
        "merchant_fleet",
    ]
    for i in range(18):
        kind = akinds[i % 12]
        cid = f"{sea}-a{i + 1:02d}"
        card = {"id": cid, "kind": kind, "name": f"{sea}_a{i}"}
        if kind in ("wild_island", "friendly_island", "hostile_island"):
            card["explore"] = {"stars": 2 + i % 2, "reward": _island(_reward(i, 2, 1 if i % 3 == 0 else 0))}
        if kind == "friendly_island":
            card["trade"] = {"cost": [RES[i % 5]], "reward": _reward(i + 1, 2)}
        if kind == "hostile_island":
            card["fight"] = {"successes": 2, "reward": _reward(i + 2, 2)}
        if kind in ("ordinary_port", "perilous_port", "infamous_port"):
            card["trade"] = {"cost": [RES[i % 5], RES[(i + 2) % 5]], "reward": _reward(i, 3, 1)}
        if kind == "perilous_port":
            card["seamanship"] = 2
        if kind == "infamous_port":
            card["fight"] = {"successes": 2}
        if kind == "pirate_ship":
            card["pirate"] = {"planks": 3, "cannons": 1, "boardings": 2, "unknown": 1}
            card["reward"] = _reward(i, 2, 1)
        if kind == "sea_hazard":
            card["seamanship"] = 3
            card["reward"] = _reward(i, 2, 1)
        if kind == "sea_giant":
            card["faces"] = {"cannons": 2, "boardings": 1}
            card["reward"] = _reward(i, 2, 1)
        if kind == "sea_creature":
            card["seamanship"] = 1
            card["faces"] = {"cannons": 1, "boardings": 0}
            card["reward"] = _reward(i, 2)
        if kind == "merchant_ship":
            card["trade"] = {"cost": [RES[i % 5], RES[(i + 1) % 5]], "reward": _reward(i, 3)}
            card["fight"] = {"successes": 2, "reward": _reward(i, 2)}
        if kind == "merchant_fleet":
            card["trade"] = {"cost": [RES[i % 5]], "reward": _reward(i, 2)}
        if kind not in ("ordinary_port", "merchant_fleet", "infamous_port"):
            card["negative"] = NEGATIVES[i % 8]
        advanced.append(card)
    return {"base": base, "advanced": advanced}


@lru_cache(maxsize=1)
def fake_content() -> Content:
    seas = _read("seas.toml")
    files: dict[str, Any] = {"rules": _read("rules.toml"), "seas": seas}
    for raw in seas["sea"]:
        files[raw["id"]] = sea_cards(raw["id"], raw["giant"], raw["hazard"])
    return load_content(files)
