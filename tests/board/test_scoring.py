"""Rulebook: End of the game (Discovery and Advanced scoring, sea card rankings, final score ties)."""

from __future__ import annotations

from engines.board.scoring import finish, score_parts, track_rank_points
from engines.board.state import Player
from tests.board.helpers import start

SEAS = ["frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade"]


def test_discovery_scoring_example_is_20_points() -> None:
    red = Player(0)
    red.gems = list(SEAS)
    red.treasures = 3
    red.sails, red.weapons = 4, 3
    red.planks = 5
    red.res = [2, 1, 1, 1, 1]
    red.tracks["trade"] = ["a", "b", "c", "d"]
    red.tracks["exploration"] = ["e", "f"]
    red.coins = 5
    parts = score_parts(False, red, [red])
    assert parts["gems"] == 8 and parts["treasures"] == 3 and parts["sails"] == 3 and parts["weapons"] == 1
    assert parts["planks"] == 1 and parts["resources"] == 2 and parts["cards"] == 2
    assert sum(parts.values()) == 20


def test_discovery_scoring_levels_planks_and_tracks() -> None:
    p = Player(0)
    p.sails, p.weapons, p.planks = 5, 2, 7
    p.tracks = {"exploration": list("abcd"), "combat": list("efgh"), "trade": list("ijk")}
    parts = score_parts(False, p, [p])
    assert (parts["sails"], parts["weapons"], parts["planks"], parts["cards"]) == (5, 0, 2, 4)
    assert parts["coins"] == parts["tokens"] == parts["parrots"] == 0


def test_sea_cards_five_player_ranking_with_ties() -> None:
    # A and B tied 1st, C 2nd, D and E tied 3rd: 5, 5, 4, 3, 3
    assert track_rank_points([6, 6, 4, 2, 2], 5) == [5, 5, 4, 3, 3]


def test_sea_cards_ranking_by_player_count_and_minimum() -> None:
    assert track_rank_points([3, 1], 2) == [2, 1]
    assert track_rank_points([3, 2, 1], 3) == [3, 2, 1]
    assert track_rank_points([4, 3, 2, 1], 4) == [4, 3, 2, 0]  # only three places score
    assert track_rank_points([2, 0, 0], 3) == [3, 0, 0]  # no card, no rank


def test_advanced_scoring_list() -> None:
    a, b = Player(0), Player(1)
    a.gems = list(SEAS)
    a.treasures = 2
    a.coins = 5
    a.sails, a.weapons = 2, 5
    a.planks = 7
    a.res = [3, 3, 0, 0, 0]
    a.tokens = {"jade": False, "wild": True}
    a.parrots = [0, 1]
    a.tracks["combat"] = ["x", "y"]
    b.tracks["combat"] = ["z"]
    b.parrots = []
    parts = score_parts(True, a, [a, b])
    assert parts == {
        "gems": 16,
        "treasures": 4,
        "coins": 2,
        "sails": 1,
        "weapons": 7,
        "planks": 3,
        "resources": 2,
        "tokens": 2,
        "parrots": 3,
        "cards": 2,
    }
    assert score_parts(True, b, [a, b])["cards"] == 1


def test_final_score_tie_discovery_gems_then_treasures_then_cards() -> None:
    g = start("discovery", players=3)
    for p in g.players:
        p.res = [0] * 5
        p.planks = 4
    g.players[0].gems = ["frozen"]
    g.players[1].treasures = 1
    g.players[2].gems = ["wild"]
    finish(g)
    assert g.result["scores"] == [1, 1, 1]
    assert g.result["winners"] == [0, 2] and g.result["reason"] == "board.outcome.shared"
    g.players[2].tracks["trade"] = ["c1"]
    finish(g)
    assert g.result["winners"] == [2] and g.result["reason"] == "board.outcome.tiebreak"


def tie_advanced(players: int = 2):  # type: ignore[no-untyped-def]
    g = start("advanced", players=players)
    for p in g.players:
        p.res = [0] * 5
        p.coins = 0
        p.planks = 4
        p.parrots = []
    return g


def test_final_score_tie_advanced_final_fight() -> None:
    g = tie_advanced()
    g.preset_dice = ["boarding"] * 5 + ["blank"] * 5
    finish(g)
    assert g.result["winners"] == [0] and g.result["reason"] == "board.outcome.final_fight"
    g = tie_advanced()
    # no winner first (same boardings, no capsize): fight again keeping the hulls
    g.preset_dice = (
        ["cannon"] * 5 + ["cannon"] * 5 + ["blank"] * 5 + ["cannon", "boarding", "blank", "blank", "blank"]
    )
    finish(g)
    assert g.result["winners"] == [1] and len(g.result["fights"]) == 2
    assert g.result["fights"][1]["planks"] == [1, 2]


def test_final_score_tie_both_capsized_the_third_player_wins() -> None:
    g = tie_advanced(3)
    g.players[2].tokens = {"jade": True}  # the third player: 1 point less than the tied two
    g.players[0].gems = ["frozen"]
    g.players[1].gems = ["wild"]
    g.preset_dice = ["cannon"] * 10 + ["cannon"] * 10
    finish(g)
    assert g.result["scores"] == [2, 2, 1]
    assert g.result["winners"] == [2] and g.result["reason"] == "board.outcome.third_player"
    outcome_ranks = {s.seat: s.rank for s in _outcome(g).standings}
    assert outcome_ranks[2] == 1


def _outcome(g):  # type: ignore[no-untyped-def]
    from engines.board.state import Phase

    g.phase = Phase.OVER
    return g.outcome()


def test_final_score_tie_two_players_both_capsized_fight_again() -> None:
    g = tie_advanced()
    g.preset_dice = ["cannon"] * 10 + ["cannon"] * 10 + ["boarding"] * 5 + ["blank"] * 5
    finish(g)
    assert g.result["winners"] == [0] and len(g.result["fights"]) == 3
