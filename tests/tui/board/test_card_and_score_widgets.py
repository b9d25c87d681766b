"""The card details (tui/board/widgets/card_view.py) and the score sheet (tui/board/widgets/score_sheet.py):
every card in words in every language; score lines that add up to the engine's scores, the rulebook's example,
ranks shared in Advanced, the tie-break and the final fight's rolls; both in a tiny app with a language switch."""

from __future__ import annotations

import re

import pytest

from engines.board.content import content
from engines.board.scoring import finish
from engines.board.state import Phase
from tests.board.helpers import start
from tests.tui.board.widget_helpers import WidgetApp, finished_game
from tests.tui.cards.cards_ui_helpers import wait_quiet
from tui.board.widgets.card_view import CardView, card_lines
from tui.board.widgets.score_sheet import ScoreSheet, score_rows, sheet_renderable
from tui.i18n import LANGUAGES, Translator

RAW = re.compile(r"[a-z]+_[a-z_]+|\||\{|\}|…|board\.")
SEAS = ["frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_is_described_in_words(lang: str) -> None:
    t = Translator(lang)
    c = content()
    for cid, card in c.cards.items():
        lines = [line.plain for line in card_lines(t, c, cid)]
        text = "\n".join(lines)
        name, kind = t(f"board.card.{card.name}"), t(f"board.kind.{card.kind.value}")
        assert name in lines[0] and kind.casefold() in lines[0].casefold()
        assert (
            lines[0].casefold().count(name.casefold()) == 1
        )  # "Merchant fleet — Merchant fleet" said it twice
        sea = t.noun(f"board.sea.{card.sea.value}")
        assert (
            sea.form("in" if lang == "de" else "gen") in text
        )  # "Insel in der Wilden See", "Island of the…"
        assert not RAW.search(text), (cid, text)
        if card.negative is not None:
            head = t("board.cardview.negative", effect="\x00").split("\x00")[0]  # the words before the effect
            assert head.rstrip(" :\u00a0«") in text
        if card.kind.dangerous:
            assert t("board.cardview.dangerous") in text
        if card.trade is not None:
            assert (
                t("board.amount." + card.trade.cost[0].value, count=card.trade.cost.count(card.trade.cost[0]))
                in text
            )


async def test_card_view_widget_and_language_switch() -> None:
    c = content()
    cid = next(cid for cid, card in c.cards.items() if card.pirate is not None and card.pirate.unknown)
    panel = CardView()
    app = WidgetApp(panel)
    async with app.run_test(size=(100, 30)) as pilot:
        panel.show_card(c, cid)
        await wait_quiet(pilot)
        en = panel.plain_text()
        assert Translator("en")(f"board.card.{c.cards[cid].name}") in en and "Pirate ship" in en
        app.switch_language("de")
        de = panel.plain_text()
        assert "Piratenschiff" in de and "Pirate ship" not in de
        panel.show_card(c, "")
        assert panel.plain_text().strip() == ""


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_score_lines_add_up_to_the_engine_scores(mode: str, players: int) -> None:
    g = finished_game(mode, players, 77 + players)
    view = g.view(None)
    rows = score_rows(view)
    parts = view.result.parts
    for seat in range(players):
        assert sum(row.cells[seat].points for row in rows) == view.result.scores[seat]
        by_part = {row.part: row.cells[seat].points for row in rows}
        assert sum(v for k, v in by_part.items() if k.startswith("cards_")) == parts[seat]["cards"]
        for part, pts in by_part.items():
            if not part.startswith("cards_"):
                assert pts == parts[seat][part]
    if mode == "discovery":
        assert {"coins", "tokens", "parrots"}.isdisjoint(row.part for row in rows)
    for lang in LANGUAGES:
        t = Translator(lang)
        renderable = sheet_renderable(t, view, g.outcome(), names=[f"P{i}" for i in range(players)])
        sheet = ScoreSheet()
        sheet._last = renderable
        text = sheet.plain_text(200)
        assert not RAW.search(text), text
        assert t("board.score.total") in text and t(view.result.reason) in text


def test_rulebook_example_discovery_red_player_20_points() -> None:
    g = start("discovery", players=2)
    red = g.players[0]
    red.gems = list(SEAS)
    red.treasures = 3
    red.sails, red.weapons = 4, 3
    red.planks = 5
    red.res = [2, 1, 1, 1, 1]
    red.tracks["trade"] = ["a", "b", "c", "d"]
    red.tracks["exploration"] = ["e", "f"]
    finish(g)
    g.phase = Phase.OVER
    view = g.view(None)
    red_cells = {row.part: row.cells[0] for row in score_rows(view)}
    assert {part: cell.points for part, cell in red_cells.items()} == {
        "gems": 8,
        "treasures": 3,
        "sails": 3,
        "weapons": 1,
        "planks": 1,
        "resources": 2,
        "cards_exploration": 0,
        "cards_combat": 0,
        "cards_trade": 2,
    }
    assert red_cells["gems"].key == "board.score.detail.gems_all"
    text = _sheet_text(view, g.outcome(), "en")
    assert "8 (7 of 7 + bonus)" in text and "2 (4 cards)" in text and "20" in text and "Winner: Red" in text


def _sheet_text(view, outcome, lang: str) -> str:  # type: ignore[no-untyped-def]
    sheet = ScoreSheet()
    sheet._last = sheet_renderable(Translator(lang), view, outcome, names=["Red", "Blue", "Green"])
    return sheet.plain_text(200)


def test_advanced_track_ranks_are_shared() -> None:
    g = start("advanced", players=3)
    g.players[0].tracks["combat"] = ["a", "b"]
    g.players[1].tracks["combat"] = ["c", "d"]
    g.players[2].tracks["combat"] = ["e"]
    finish(g)
    g.phase = Phase.OVER
    combat = next(row for row in score_rows(g.view(None)) if row.part == "cards_combat")
    assert [c.points for c in combat.cells] == [3, 3, 2]
    assert [c.key.rsplit(".", 1)[1] for c in combat.cells] == [
        "cards_rank_shared",
        "cards_rank_shared",
        "cards_rank",
    ]
    assert [c.params["rank"] for c in combat.cells] == [1, 1, 2]
    text = _sheet_text(g.view(None), g.outcome(), "en")
    assert "3 (2 cards, rank 1" in text and "2 (1 card, rank 2)" in text


def test_final_fight_rolls_and_tie_break_are_shown() -> None:
    g = start("advanced", players=2)
    for p in g.players:
        p.res, p.coins, p.planks, p.parrots = [0] * 5, 0, 4, []
    g.preset_dice = (
        ["cannon"] * 5 + ["cannon"] * 5 + ["blank"] * 5 + ["cannon", "boarding", "blank", "blank", "blank"]
    )
    finish(g)
    g.phase = Phase.OVER
    assert (
        g.result["reason"] == "board.outcome.final_fight"
        and g.result["fights"][0]["combat"] == ["cannon"] * 5
    )
    text = _sheet_text(g.view(None), g.outcome(), "en")
    assert "Final fight, round 1: Red rolls 5 cannonballs, no boarding, Blue rolls 5 cannonballs" in text
    assert "round 2" in text and "Winner: Blue" in text
    fr = _sheet_text(g.view(None), g.outcome(), "fr")
    assert "Combat final, tour 1\u00a0: Red obtient 5 boulets" in fr and "Victoire\u00a0: Blue" in fr
    # Discovery: a tie broken by the sea gems
    d = start("discovery", players=3)
    for p in d.players:
        p.res, p.planks = [0] * 5, 4
    d.players[0].gems = ["frozen"]
    d.players[1].treasures = 1
    d.players[2].gems = ["wild"]
    d.players[2].tracks["trade"] = ["c1"]
    finish(d)
    d.phase = Phase.OVER
    text = _sheet_text(d.view(None), d.outcome(), "en")
    assert "Tie broken by sea gems" in text and "Green: 1 sea gem, 0 treasures, 1 sea card" in text


def test_solo_and_modules_score_sheets() -> None:
    from engines.board.config import BoardConfig
    from engines.board.game import BoardGame
    from tests.tui.board.widget_helpers import play_until

    for config in (
        BoardConfig(mode="advanced", players=1, solo=True, level=2),
        BoardConfig(mode="discovery", players=3, modules=("hen",)),
    ):
        g = BoardGame.new(config, seed=4)
        g = play_until("", 0, 0, lambda x: x.to_act is None, game=g)
        assert g is not None
        view = g.view(None)
        rows = score_rows(view)
        for seat in range(config.players):
            assert sum(row.cells[seat].points for row in rows) == view.result.scores[seat]
        for lang in LANGUAGES:
            t = Translator(lang)
            sheet = ScoreSheet()
            sheet._last = sheet_renderable(t, view, g.outcome())
            text = sheet.plain_text(200)
            assert not RAW.search(text), text
            if config.solo:
                assert t(f"board.solo.title.{view.result.title}") in text
                assert t("board.solo.level", level=2) in text
            else:
                assert t("board.modules.score_hen") in text


async def test_score_sheet_widget_and_language_switch() -> None:
    g = finished_game("advanced", 3, 5)
    sheet = ScoreSheet()
    app = WidgetApp(sheet)
    async with app.run_test(size=(140, 50)) as pilot:
        sheet.show_sheet(g.view(None), g.outcome(), names=["Anne", "Flint", "Bonny"])
        await wait_quiet(pilot)
        en = sheet.plain_text()
        assert "Score sheet" in en and "Anne" in en and "Parrots" in en
        assert "(level " in en  # wide enough for the details
        app.switch_language("fr")
        fr = sheet.plain_text()
        assert "Feuille de score" in fr and "Perroquets" in fr and "Score sheet" not in fr


async def test_score_sheet_on_a_narrow_screen_shows_points_only() -> None:
    g = finished_game("advanced", 5, 3)
    sheet = ScoreSheet()
    app = WidgetApp(sheet)
    async with app.run_test(size=(80, 24)) as pilot:
        sheet.show_sheet(g.view(None), g.outcome(), names=["Anne", "Flint", "Bonny", "Kidd", "Read"])
        await wait_quiet(pilot)
        text = sheet.plain_text(78)
        assert "(level" not in text and "Total" in text
        assert max(len(line) for line in text.splitlines()) <= 78
        assert len(text.splitlines()) <= 24


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_on_two_tracks_names_them_in_the_plural(lang: str) -> None:
    """ "Piste : Combat, Exploration" named two tracks in the singular."""
    t = Translator(lang)
    c = content()
    two = [cid for cid, card in c.cards.items() if len(card.tracks()) == 2]
    one = [cid for cid, card in c.cards.items() if len(card.tracks()) == 1]
    assert two and one
    for cid, count in ((two[0], 2), (one[0], 1)):
        names = ", ".join(
            t(f"board.track.{x}") for x in sorted(track.value for track in c.cards[cid].tracks())
        )
        wanted = t("board.cardview.tracks", tracks=names, count=count)
        assert wanted in [line.plain for line in card_lines(t, c, cid)]
    assert t("board.cardview.tracks", tracks="x", count=2) != t("board.cardview.tracks", tracks="x", count=1)
