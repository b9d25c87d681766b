"""The card reference's places come from the public view: the known bottom cards are the engine's
``view.known_bottom`` (one source with the captains' sampled worlds)."""

from __future__ import annotations

from engines.base import Rng
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from tui.board.card_places import WHERE, card_places


def _game_with_known_bottom() -> BoardGame:
    for seed in range(1, 60):
        game = BoardGame.new(BoardConfig(mode="advanced", players=3), seed)
        rng = Rng(seed)
        for _ in range(400):
            if game.view(None).known_bottom and any(game.view(None).known_bottom.values()):
                return game
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no seed put a card under a deck")


def test_known_bottom_cards_are_placed_at_the_bottom_in_order() -> None:
    game = _game_with_known_bottom()
    view = game.view(None)
    places = card_places(view)
    assert set(places) == set(view.content.cards)  # every card of both modes has a place
    assert all(place.where in WHERE for place in places.values())
    seen = 0
    remaining = view.remaining_cards()
    for sea, cards in view.known_bottom.items():
        for index, card in enumerate(cards):
            if card in remaining.get(sea, ()):
                assert places[card].where == "bottom" and places[card].sea == sea
                assert places[card].depth == index + 1
                seen += 1
    assert seen
    for sea, pile in view.revealed.items():
        if pile:
            assert places[pile[-1]].where == "top" and places[pile[-1]].sea == sea


def test_the_reference_list_leaves_out_zero_counts() -> None:
    """The list read "Piraten: 1 Planke, 1✹ 0⚓": a count of 0 is left out."""
    from tui.board.card_reference import card_requirements
    from tui.i18n import Translator

    content = BoardGame.new(BoardConfig(mode="advanced", players=2), 1).view(None).content
    for lang in ("en", "de", "fr"):
        t = Translator(lang)
        lines = [" · ".join(card_requirements(t, c)) for c in content.cards.values() if c.pirate or c.faces]
        assert lines and not [line for line in lines if " 0✹" in line or " 0⚓" in line or "+ 0" in line]
