"""Quests of The 7 Seas: every row, completed only in a game of 35 points or more."""

from __future__ import annotations

from engines.board.config import QUESTS, BoardConfig
from engines.board.game import BoardGame
from engines.board.quests import (
    GIANTS,
    HAZARDS,
    QUEST_ROWS,
    all_rows,
    completed_rows,
    row_message,
    rows_reached,
)
from tests.board.test_solo import solo


def _card(g: BoardGame, kind: str, name: str, sea: str) -> str:
    for cid, c in g.content.cards.items():
        if c.kind.value == kind and c.name == name and c.sea.value == sea:
            return cid
    raise AssertionError(f"no {kind} {name} in the {sea}")


def test_every_quest_has_its_rows() -> None:
    assert tuple(QUEST_ROWS) == QUESTS
    assert len(QUEST_ROWS["exploration_master"]) == 5 and len(QUEST_ROWS["monster_hunter"]) == 7
    assert len(QUEST_ROWS["weather_tamer"]) == 7 and QUEST_ROWS["gem_catcher"] == ("7", "6", "5", "4")
    assert len(all_rows()) == len(set(all_rows())) == 5 * 3 + 7 + 7 + 4 + 3 + 3 + 2


def test_rows_need_a_finished_game_of_35_points() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True), 2)
    p = g.players[0]
    p.tracks["exploration"] = list(g.content.cards)[:8]
    g.result = {"scores": [34]}
    assert completed_rows(g) == []
    g.result = {"scores": [35]}
    rows = completed_rows(g)
    assert {"exploration_master.6", "exploration_master.7", "exploration_master.8"} <= set(rows)
    assert "exploration_master.9" not in rows


def test_monsters_hazards_gems_levels_and_prudence() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True), 2)
    p = g.players[0]
    p.tracks["combat"] = [
        _card(g, "sea_giant", "kraken", "frozen"),
        _card(g, "sea_giant", "jade_dragon", "jade"),
    ]
    p.tracks["exploration"] = [_card(g, "sea_hazard", "volcanic_eruption", "burning")]
    p.gems = list(GIANTS)
    g.solo["gems7"] = 5
    g.solo["sails"] = 4  # reached at the end of a round, lost since
    p.sails, p.weapons = 3, 3
    reached = set(rows_reached(g))
    assert {"monster_hunter.frozen", "monster_hunter.jade", "weather_tamer.burning"} <= reached
    assert "monster_hunter.wild" not in reached
    assert {"gem_catcher.7", "gem_catcher.6", "gem_catcher.5"} <= reached and "gem_catcher.4" not in reached
    assert {
        "great_sailor.3",
        "great_sailor.4",
        "famous_fighter.3",
    } <= reached and "great_sailor.5" not in reached
    assert {"prudent_adventurer.never_capsized", "prudent_adventurer.intact"} <= reached
    g.solo["capsized"] = 1
    assert not any(r.startswith("prudent") for r in rows_reached(g))


def test_tracked_quests_only_when_the_config_lists_some() -> None:
    g = BoardGame.new(BoardConfig(mode="advanced", players=1, solo=True, quests=("great_sailor",)), 2)
    g.players[0].sails = 5
    g.result = {"scores": [40]}
    assert completed_rows(g) == ["great_sailor.3", "great_sailor.4", "great_sailor.5"]


def test_the_seventh_gem_is_dated_at_the_end_of_its_round() -> None:
    g = solo()
    p = g.players[0]
    p.gems = list(GIANTS)
    p.res = [0] * 5
    play_round(g)
    assert g.solo["gems7"] == 1


def play_round(g: BoardGame) -> None:
    from tests.board.helpers import FISHING_ROUND, play

    play(g, *FISHING_ROUND)


def test_every_row_has_a_message() -> None:
    for row in all_rows():
        key, params = row_message(row)
        assert key.startswith("board.quest.row.")
        if row.startswith("monster_hunter"):
            assert params["card"] == GIANTS[params["sea"]]
        if row.startswith("weather_tamer"):
            assert params["card"] == HAZARDS[params["sea"]]
