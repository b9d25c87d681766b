"""Quests of The 7 Seas: the nine quests, every row, and which rows a finished solo game completes.

A row id is ``"<quest>.<row>"`` (``"exploration_master.8"``, ``"monster_hunter.azure"``,
``"gem_catcher.5"``); message keys ``board.quest.name.<quest>`` and ``board.quest.row.<quest>.<row>``.
A quest row is completed when it is reached within one game that scores at least 35 glory points
(Admirable journey). Rulings for the rows the rulebook leaves open: ``RULES.md``, "Quests".
"""

from __future__ import annotations

from typing import Any

from engines.board.content import Kind
from engines.board.core import BoardState

__all__ = [
    "GIANTS",
    "HAZARDS",
    "QUEST_ROWS",
    "QUEST_SCORE",
    "all_rows",
    "completed_rows",
    "row_message",
    "rows_reached",
]

QUEST_SCORE = 35
_COUNTS = ("6", "7", "8", "9", "10")
#: The sea giant of each sea's row (Monster hunter). Jade: our ruling (the rulebook's table has six rows).
GIANTS = {
    "frozen": "kraken",
    "wild": "giant_whale",
    "azure": "megalodon",
    "cursed": "tribal_chief",
    "burning": "leviathan",
    "plentiful": "giant_crocodile",
    "jade": "jade_dragon",
}
#: The sea hazard of each sea's row (Weather tamer). Burning: our ruling.
HAZARDS = {
    "frozen": "maelstrom",
    "wild": "stormy_sea",
    "azure": "tropical_storm",
    "cursed": "calm_sea",
    "burning": "volcanic_eruption",
    "plentiful": "thunderstorm",
    "jade": "rogue_wave",
}
_SEAS = tuple(GIANTS)

#: Every quest and its rows, in the rulebook's order.
QUEST_ROWS: dict[str, tuple[str, ...]] = {
    "exploration_master": _COUNTS,
    "combat_master": _COUNTS,
    "trade_master": _COUNTS,
    "monster_hunter": _SEAS,
    "weather_tamer": _SEAS,
    "gem_catcher": ("7", "6", "5", "4"),  # all 7 gems by the end of round N
    "great_sailor": ("3", "4", "5"),
    "famous_fighter": ("3", "4", "5"),
    "prudent_adventurer": ("never_capsized", "intact"),  # our rows: the rulebook prints none
}


def all_rows() -> list[str]:
    return [f"{q}.{r}" for q, rows in QUEST_ROWS.items() for r in rows]


def rows_reached(game: BoardState) -> list[str]:
    """Every quest row the solo player reached in ``game``, whatever the score."""
    p = game.players[0]
    solo = game.solo
    out: list[str] = []
    for track in ("exploration", "combat", "trade"):
        n = len(p.tracks[track])
        out.extend(f"{track}_master.{r}" for r in _COUNTS if n >= int(r))
    cards = [game.content.cards[cid] for t in p.tracks.values() for cid in t]
    for quest, kind, names in (
        ("monster_hunter", Kind.SEA_GIANT, GIANTS),
        ("weather_tamer", Kind.SEA_HAZARD, HAZARDS),
    ):
        held = {(c.sea.value, c.name) for c in cards if c.kind is kind}
        out.extend(f"{quest}.{sea}" for sea in _SEAS if (sea, names[sea]) in held)
    gems7 = solo.get("gems7", 0)
    if not gems7 and len(p.gems) >= len(game.content.seas):
        gems7 = game.round
    if gems7:
        out.extend(f"gem_catcher.{r}" for r in QUEST_ROWS["gem_catcher"] if gems7 <= int(r))
    sails = max(p.sails, solo.get("sails", 0))
    weapons = max(p.weapons, solo.get("weapons", 0))
    out.extend(f"great_sailor.{r}" for r in QUEST_ROWS["great_sailor"] if sails >= int(r))
    out.extend(f"famous_fighter.{r}" for r in QUEST_ROWS["famous_fighter"] if weapons >= int(r))
    if not solo.get("capsized", 0):
        out.append("prudent_adventurer.never_capsized")
        if p.planks >= game.max_planks:
            out.append("prudent_adventurer.intact")
    return out


def completed_rows(game: BoardState) -> list[str]:
    """The quest rows a finished solo game completes: reached, in a game of at least 35 points;
    only the quests the config tracks when it lists some."""
    result = game.result
    if not game.config.solo or not result or result["scores"][0] < QUEST_SCORE:
        return []
    tracked = set(game.config.quests)
    return [row for row in rows_reached(game) if not tracked or row.split(".", 1)[0] in tracked]


def row_message(row: str) -> tuple[str, dict[str, Any]]:
    """The message key and parameters that name a quest row (``board.quest.row.*``)."""
    quest, value = row.split(".", 1)
    if quest.endswith("_master"):
        return "board.quest.row.cards", {"count": int(value), "track": quest.removesuffix("_master")}
    if quest == "monster_hunter":
        return "board.quest.row.giant", {"card": GIANTS[value], "sea": value}
    if quest == "weather_tamer":
        return "board.quest.row.hazard", {"card": HAZARDS[value], "sea": value}
    if quest == "gem_catcher":
        return "board.quest.row.gems", {"rounds": int(value)}
    if quest in ("great_sailor", "famous_fighter"):
        return f"board.quest.row.{'sails' if quest == 'great_sailor' else 'weapons'}", {"level": int(value)}
    return f"board.quest.row.{value}", {}
