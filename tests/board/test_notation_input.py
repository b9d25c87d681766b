"""Any text given to the board engine is an action or an IllegalAction, and reading it changes no shared state."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engines.base import IllegalAction
from engines.board.actions import VERBS
from engines.board.config import BoardConfig
from engines.board.game import BoardGame

_WORDS = st.sampled_from(sorted(VERBS)) | st.text(alphabet="abcdez0123456789_|¹٣ ", min_size=1, max_size=6)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=24) | st.lists(_WORDS, min_size=1, max_size=5).map(" ".join))
@example("place captain ¹")
@example("hideout 99999999999999999999")
@example("place\ncaptain 1\n")
def test_any_text_is_an_action_or_an_illegal_action(text: str) -> None:
    config = BoardConfig(players=2)
    before = [str(a) for a in BoardGame.new(config, 7).legal_actions()]
    game = BoardGame.new(config, 7)
    with contextlib.suppress(IllegalAction):
        game.apply(game.parse_action(text))
    assert [str(a) for a in BoardGame.new(config, 7).legal_actions()] == before
