"""Reading notation never changes shared state, and any text is either an action or an IllegalAction."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engines.base import IllegalAction
from engines.cards import BOOTY, CardConfig, CardGame, Play, StealFrom


def _legal_texts(seed: int) -> list[str]:
    return [str(a) for a in CardGame.new(CardConfig(players=2), seed).legal_actions()]


def test_parsing_a_sweep_by_another_card_does_not_change_later_games() -> None:
    before = _legal_texts(1)
    assert "K1x*" in before  # the kraken can sweep in this deal
    game = CardGame.new(CardConfig(players=2), 1)
    parsed = game.parse_action("G7x*")
    assert parsed == Play("G7", parsed.take, True)
    with pytest.raises(IllegalAction):
        game.apply(parsed)
    assert _legal_texts(1) == before
    # every listed action still applies
    fresh = CardGame.new(CardConfig(players=2), 1)
    for action in fresh.legal_actions():
        CardGame.new(CardConfig(players=2), 1).apply(action)


def test_parsing_unlisted_sums_leaves_the_legal_list_alone() -> None:
    before = _legal_texts(3)
    game = CardGame.new(CardConfig(players=2), 3)
    for text in ("G9xR1+C2+K3", "R10xG1+G2+G3+G4", "K1xG2+R3"):
        game.parse_action(text)
    assert _legal_texts(3) == before


@pytest.mark.parametrize("text", ["from ¹", "from ٣", "from ３", "from ²", "from 4", "from -1", "from 01x"])
def test_seat_numbers_are_ascii_digits_only(text: str) -> None:
    with pytest.raises(IllegalAction):
        CardGame.new(CardConfig(players=4), 1).parse_action(text)


def test_ascii_seat_numbers_still_read() -> None:
    game = CardGame.new(CardConfig(players=4), 1)
    assert game.parse_action("from 3") == StealFrom(3)
    assert game.parse_action("FROM booty") == StealFrom(BOOTY)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=30) | st.from_regex(r"(from|take) .{0,4}|[GRCK]\d{1,2}x.{0,12}", fullmatch=True))
@example("G7x*")
@example("from ¹")
@example("from ٣")
def test_any_text_parses_or_raises_illegal_action(text: str) -> None:
    game = CardGame.new(CardConfig(players=2), 1)
    before = [str(a) for a in game.legal_actions()]
    try:
        action = game.parse_action(text)
    except IllegalAction:
        pass
    else:
        with contextlib.suppress(IllegalAction):
            game.apply(action)
    assert [str(a) for a in CardGame.new(CardConfig(players=2), 1).legal_actions()] == before


def test_non_text_is_an_illegal_action() -> None:
    with pytest.raises(IllegalAction):
        CardGame.new(CardConfig(), 1).parse_action(None)  # type: ignore[arg-type]
