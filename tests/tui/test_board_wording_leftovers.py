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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_and_the_choices_name_a_spots_actions_alike(lang: str) -> None:
    """The log said "Feld 1: Segeln + Landen" where the choice said "In See stechen + Auf einer Insel landen":
    one name per action (the short name, the verb of the full one: GLOSSARY.md) in the log's placing line, the
    placing choice and the weak spot's question; the reduce choice names the reduced action as the log does."""
    from engines.base import Event
    from engines.board import BoardConfig, BoardGame
    from tui.board.rows import choice_labels
    from tui.board.text import Seats, event_text

    t = Translator(lang)
    for action in ("sail", "land", "dock", "renovate"):
        short, full = t(f"board.action_short.{action}"), t(f"board.action.{action}")
        assert short.lower() in full.lower(), (short, full)  # "Landen" / "Auf einer Insel landen"
    game = BoardGame.new(BoardConfig(mode="discovery", players=2), 3)
    while game.view(game.to_act).pending.name != "place":  # the hideouts first
        game.apply(game.legal_actions()[0])
    view = game.view(game.to_act)
    seats = Seats(["Anne", "Flint"])
    labels = choice_labels(t, view, list(game.legal_actions()), seats.names)
    spots = view.content.sides[view.mode].spots
    for index, pair in enumerate(spots, 1):
        event = Event(
            "board.event.place",
            {"seat": 0, "token": "captain", "spot": index, "actions": [a.value for a in pair]},
        )
        logged = event_text(t, event, seats, view.content).plain
        named = logged.rstrip(".").rsplit(":", 1)[1].strip()
        assert any(named in str(label) for label in labels), (named, labels)
    reduce = t("board.label.reduce", action=t("board.action_short.sail"), reduced=t("board.reduced.sail"))
    reduced = t("board.event.reduce", seat="Anne", reduced=t("board.reduced.sail"))
    assert t("board.reduced.sail") in reduce and t("board.reduced.sail") in reduced


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_references_reward_keeps_a_choice_apart(lang: str) -> None:
    """The card list (`c`) said "Belohnung Holz, Stoff oder Rum" for wood and (fabric or rum): a choice is one
    item, "Stoff/Rum", after the rest."""
    from engines.board.content import content
    from tui.board.card_reference import card_requirements

    t = Translator(lang)
    cards = content().cards.values()
    card = next(
        c for c in cards if c.name == "stormy_sea" and c.reward is not None and len(c.reward.icons) > 1
    )
    said = " ".join(card_requirements(t, card))
    fabric, rum, wood = (t(f"board.resource.{r}") for r in ("fabric", "rum", "wood"))
    assert f"{wood}, {fabric}/{rum}" in said or f"{wood}, {rum}/{fabric}" in said, said
    assert t("board.ui.or").strip() not in said.split(), said
