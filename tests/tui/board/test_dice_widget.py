"""The roll panel (tui/board/widgets/dice.py) in a tiny app: the goal, the dice, every option with its exact
chance, the result with symbols and words, the animation skipped by a key or settling by itself, and the live
language switch."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engines.board.decision import roll_after, roll_chance
from engines.board.odds import explore_odds
from tests.tui.board.widget_helpers import WidgetApp, play_until
from tests.tui.cards.cards_ui_helpers import HELD, wait_quiet, wait_until
from tui.board.labels import action_label
from tui.board.widgets.dice import FACE_SYMBOL, DicePanel, percent, roll_options
from tui.i18n import Translator


def _roll_position(need_options: bool = True):  # type: ignore[no-untyped-def]
    def stop(g) -> bool:  # type: ignore[no-untyped-def]
        if g.to_act is None or not g.decision.endswith(".roll"):
            return False
        d = g.pending()
        return not need_options or (len(d.legal) >= 3 and d.roll.why not in ("escape", "player_combat"))

    g = play_until("advanced", 3, 11, stop)
    assert g is not None
    return g


async def test_prep_shows_goal_dice_and_every_option_with_its_chance() -> None:
    g = _roll_position()
    view = g.view(None)
    d = view.pending
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test(size=(120, 40)) as pilot:
        panel.show_prep(view, names=["Anne", "Flint", "Bonny"])
        await wait_quiet(pilot)
        text = panel.plain_text(200)
        t = app.t
        assert panel.mode == "prep"
        assert t("board.dice.title_prep") in text
        assert "[?]" in text  # dice still to roll
        now = roll_chance(d.roll)
        assert t("board.dice.chance_now", chance=percent(t, now)) in text
        options = roll_options(t, view)
        assert [o[0] for o in options] == list(d.legal)
        for notation, label, chance in options:
            assert chance == roll_chance(roll_after(d.roll, notation))
            assert label == action_label(t, view, notation)
            if notation != "roll":
                assert label in text and percent(t, chance) in text


async def test_result_without_animation_shows_faces_in_symbols_and_words() -> None:
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test() as pilot:
        params = {
            "exploration": ["two_stars", "blank"],
            "combat": ["boarding"],
            "stars": 2,
            "cannons": 0,
            "boardings": 1,
        }
        panel.show_result(
            params,
            goal={"stars": 2, "cannons": 0, "boardings": 1},
            why="creature",
            success=True,
            animate=False,
        )
        await wait_quiet(pilot)
        text = panel.plain_text()
        assert not panel.animating
        for face in ("two_stars", "blank", "boarding"):
            assert f"{FACE_SYMBOL[face]} {app.t(f'board.face.{face}')}" in text
        assert app.t("board.amount.stars", count=2) in text and app.t("board.dice.success") in text
        await wait_until(pilot, lambda: app.settled == 1, "the Settled message at the app")


async def test_any_key_skips_the_animation(monkeypatch: pytest.MonkeyPatch) -> None:
    # frames that never come by themselves: however slow the test, only the key ends the tumbling
    monkeypatch.setattr("tui.board.widgets.dice.FRAME_SECONDS", HELD)
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test() as pilot:
        panel.show_result(
            {"exploration": ["star", "star", "blank"], "stars": 2},
            goal={"stars": 3},
            why="explore",
            success=False,
            animate=True,
        )
        panel.focus()
        await wait_quiet(pilot)
        assert panel.animating
        assert app.t("board.dice.skip_hint") in panel.plain_text()
        await pilot.press("x")
        assert not panel.animating
        await wait_until(pilot, lambda: app.settled == 1, "the Settled message at the app")
        text = panel.plain_text()
        assert (
            app.t("board.dice.failure") in text
            and f"{FACE_SYMBOL['star']} {app.t('board.face.star')}" in text
        )
        assert app.t("board.dice.skip_hint") not in text


async def test_animation_settles_by_itself() -> None:
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test() as pilot:
        panel.show_result(
            {"combat": ["cannon", "cannon"], "cannons": 2},
            goal={"successes": 2},
            why="fight",
            success=True,
            animate=True,
        )
        await wait_until(pilot, lambda: not panel.animating, "the tumbling to end by itself")
        assert app.t("board.amount.cannons", count=2) in panel.plain_text()


async def test_language_switch_rerenders() -> None:
    g = _roll_position()
    view = g.view(None)
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test() as pilot:
        panel.show_prep(view)
        await wait_quiet(pilot)
        assert "Prepare your roll" in panel.plain_text()
        app.switch_language("de")
        await wait_quiet(pilot)
        de = panel.plain_text(200)
        assert Translator("de")("board.dice.title_prep") in de and "Prepare your roll" not in de
        app.switch_language("fr")
        fr = panel.plain_text(200)
        assert Translator("fr")("board.dice.title_prep") in fr


def test_percentages_in_each_language() -> None:
    assert percent(Translator("en"), Fraction(1, 2)) == "50%"
    assert percent(Translator("fr"), Fraction(1, 2)) == "50\u202f%"
    assert percent(Translator("de"), explore_odds(1, 2)) == "17\u00a0%"
    assert percent(Translator("de"), explore_odds(1, 3)) == "0\u00a0%"
    assert percent(Translator("en"), Fraction(1, 1000)) == "<1%"
    assert percent(Translator("en"), Fraction(999, 1000)) == ">99%"
    assert percent(Translator("en"), None) == "–"


def _wild_island_roll(food: int = 2):  # type: ignore[no-untyped-def]
    """A Solo game under the Wild Sea curse, preparing the roll of an island explored, ``food`` in the hold."""
    from tests.board.helpers import at, play, put, res
    from tests.board.test_solo import solo

    g = solo(curses=("wild",), choices=("curse coin",))
    at(g, 0, "frozen")
    put(g, "t-wild")
    res(g, 0, food=food)
    play(g, "place captain 1", "land explore")
    assert g.decision == "board.decision.roll"
    return g


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_food_that_changes_nothing_says_so_in_its_label(language: str) -> None:
    """Under the Wild Sea curse the island's free die plus one food still rolls one die: the first food's label
    says it changes nothing (the exact odds are the same before and after); the second food's does not."""
    from tui.board.labels import useless_spend
    from tui.board.table import choice_labels

    t = Translator(language)
    g = _wild_island_roll()
    view = g.view(0)
    roll = view.pending.roll
    assert roll_chance(roll_after(roll, "food")) == roll_chance(roll)
    assert useless_spend(view, "food") and not useless_spend(view, "roll")
    plain = t("board.label.food")
    assert action_label(t, view, "food") == t("board.label.useless", label=plain) != plain
    bar = {
        str(a): str(label)
        for a, label in zip(g.legal_actions(), choice_labels(t, view, g.legal_actions(), ["A"]), strict=True)
    }
    assert bar["food"].startswith(t("board.label.useless", label=plain))
    # "ändert nichts an deiner Chance  → 0 % Chance" said it twice: the label says it, without the arrow
    arrow = t("board.dice.chance_after", chance="\x00").split("\x00")[0]
    assert "→" not in bar["food"] and (not arrow.strip() or arrow not in bar["food"]), bar["food"]
    assert "→" in bar["roll"]
    g.apply_text("food")
    view = g.view(0)
    assert not useless_spend(view, "food")  # the second food adds a die
    assert action_label(t, view, "food") == plain


async def test_the_roll_panel_warns_before_a_useless_food() -> None:
    g = _wild_island_roll()
    view = g.view(0)
    panel = DicePanel()
    app = WidgetApp(panel)
    async with app.run_test(size=(120, 40)) as pilot:
        panel.show_prep(view)
        await wait_quiet(pilot)
        text = panel.plain_text(200)
        t = app.t
        assert t("board.dice.useless_cut") in text
        assert t("board.dice.useless_warning", chance=percent(t, roll_chance(view.pending.roll))) in text
        g.apply_text("food")
        panel.show_prep(g.view(0))
        await wait_quiet(pilot)
        assert t("board.dice.useless_cut") not in panel.plain_text(200)
