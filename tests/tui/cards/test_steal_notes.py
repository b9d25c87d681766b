"""The steal dialog tells what the thief knows before choosing a source: each collection's booty total,
best cards, the pirate lady and king when the thief can see them, the cards it has not seen, and the
booty pile's cards once the thief has looked at it; never a card hidden from the thief (issue 9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from engines.cards import CardConfig, CardGame
from engines.cards.deck import CARD_NAMES
from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_until
from tui.cards.dialogs.steal import StealDialog
from tui.cards.widgets.text import card_chip

NAMES = ["Anne", "Bo", "Cy"]
BOOTY = ["G9", "R8", "C6"]


def steal_game(*, thief_looked: bool) -> CardGame:
    """Anne (seat 0) cleared the display. Bo holds the pirate king, taken unseen from the booty pile;
    Cy holds the pirate lady in the open."""
    data = CardGame.new(CardConfig(players=3, target=7), 5).to_dict()
    collections = [["G2"], ["G7", "C5", "R1"], ["C1", "K9", "R4"]]
    placed = {c for coll in collections for c in coll} | set(BOOTY)
    rest = [c for c in CARD_NAMES if c not in placed]
    data.update(
        phase="steal_source",
        current=0,
        display=[],
        booty=BOOTY,
        collections=collections,
        hands=[rest[0:5], rest[5:10], rest[10:15]],
        stock=rest[15:],
        booty_seen=0b011 if thief_looked else 0b010,
        # Bo took the king from the pile; whoever had looked at the pile knows it (Anne too, if she had)
        secret={"R1": 0b011 if thief_looked else 0b010},
    )
    return CardGame.from_dict(data)


async def open_dialog(app, game: CardGame):  # type: ignore[no-untyped-def]
    dialog = StealDialog(game.view(0), list(game.legal_actions()), names=NAMES)
    await app.push_screen(dialog)
    return dialog


def rows(dialog: StealDialog) -> list[str]:
    options = dialog.query_one(OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def chip(app, card: str) -> str:  # type: ignore[no-untyped-def]
    return card_chip(app.t, card).plain


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_notable_cards_and_the_unseen_booty_pile(save_dir: Path, lang: str) -> None:
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        game = steal_game(thief_looked=False)
        dialog = await open_dialog(app, game)
        await wait_until(pilot, lambda: app.screen is dialog and len(rows(dialog)) == 3)
        booty, bo, cy = rows(dialog)
        t = app.t
        assert t("cards.ui.steal_notes.booty_unseen") in booty
        lady, king = t("cards.card.lady"), t("cards.card.king")
        assert chip(app, "C1") in cy and lady in cy
        assert chip(app, "G7") in bo and t("cards.ui.hidden_cards", count=1) in bo
        everything = "\n".join(rows(dialog)) + screen_text(app)
        # Nothing Anne cannot know: the king went to Bo unseen; the booty pile is face down to her.
        assert king not in everything and chip(app, "R1") not in everything
        assert not any(chip(app, c) in everything for c in BOOTY)
        await wait_until(
            pilot,
            lambda: lady in screen_text(app) and t("cards.ui.steal_notes.booty_unseen") in screen_text(app),
        )


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_a_booty_pile_already_seen_shows_its_cards(save_dir: Path, lang: str) -> None:
    app = make_app(save_dir, language=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        game = steal_game(thief_looked=True)
        dialog = await open_dialog(app, game)
        await wait_until(pilot, lambda: app.screen is dialog and len(rows(dialog)) == 3)
        booty, bo, cy = rows(dialog)
        t = app.t
        assert t("cards.ui.steal_notes.booty_known") in booty
        assert all(chip(app, c) in booty for c in BOOTY)
        # Anne saw the king in the pile and where it went: now it is a notable card of Bo's
        assert t("cards.card.king") in bo and chip(app, "R1") in bo
        assert t("cards.ui.hidden_cards", count=1) not in bo
        assert t("cards.card.lady") in cy
        await wait_until(pilot, lambda: chip(app, "G9") in screen_text(app))


async def test_the_notes_follow_the_language(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_dialog(app, steal_game(thief_looked=False))
        await wait_until(pilot, lambda: app.screen is dialog and len(rows(dialog)) == 3)
        await pilot.press("f2")
        await wait_until(pilot, lambda: app.language == "de" and "Piratendame" in rows(dialog)[2])
