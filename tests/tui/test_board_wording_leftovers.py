"""Board wording the German and French whole-game read-throughs at 80x24 left over (issue 22): a replay's dice
pane, costs with alternatives, a sea whose card was taken, one name per action. Each test fails on the app as it
was before."""

from __future__ import annotations

import pytest

from tui.i18n import Translator

LANGUAGES = ("en", "de", "fr")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_replays_dice_pane_waits_for_no_choice(lang: str) -> None:
    """ "son résultat reste jusqu’à votre prochain choix": a replay has no choice to make; its empty dice pane
    says the outcome stays until the next step (the replay's own word for it)."""
    from tui.board.replay import BoardReplayScreen
    from tui.board.table import BoardTableScreen

    t = Translator(lang)
    said = t(BoardReplayScreen.DICE_IDLE)
    assert BoardReplayScreen.DICE_IDLE != BoardTableScreen.DICE_IDLE
    assert not any(word in said for word in ("choi", "move on", "weiterspielst", "Wahl")), said
    assert t("bind.replay_keys.step").lower() in said.lower(), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_reward_with_a_choice_says_which_part_is_the_choice(lang: str) -> None:
    """ "1 Holz, 1 Nahrung oder 1 Rum und 1 Schatz" read as "(wood or food or rum) and a treasure" or as "wood,
    food, or (rum and a treasure)": the treasure comes first and the choice says it is one."""
    from tui.board.words import icon_text, reward_text

    t = Translator(lang)
    treasure = t("board.amount.treasures", count=1)
    choice = icon_text(t, "wood|food|rum")
    assert reward_text(t, ["wood|food|rum"], 1) == treasure + t("board.ui.and") + t(
        "board.label.pick", choice=choice
    )
    assert reward_text(t, ["wood|food"]) == icon_text(t, "wood|food")  # alone, a choice needs no "one of"
