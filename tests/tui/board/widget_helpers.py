"""A tiny Textual app hosting one board widget, and positions of real games to feed it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App, ComposeResult
from textual.widget import Widget

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from tui.i18n import Translator


class WidgetApp(App[None]):
    """Hosts ``widget`` with the app's translator ``t``, as the real app provides it."""

    def __init__(self, widget: Widget, language: str = "en") -> None:
        super().__init__()
        self.t = Translator(language)
        self.widget = widget
        self.settled = 0

    def on_dice_panel_settled(self) -> None:
        """Counts ``DicePanel.Settled`` (it bubbles up to the app)."""
        self.settled += 1

    def compose(self) -> ComposeResult:
        yield self.widget

    def switch_language(self, language: str) -> None:
        """What ``SevenSeasApp.set_language`` does for a localized widget."""
        self.t.language = language
        apply = getattr(self.widget, "apply_language", None)
        if apply is not None:
            apply(self.t)


def play_until(
    mode: str,
    players: int,
    seed: int,
    stop: Callable[[BoardGame], bool],
    limit: int = 20000,
    game: BoardGame | None = None,
) -> BoardGame | None:
    """Play a seeded game (greedy and random captains) until ``stop(game)``; ``None`` if it never holds.

    ``game`` plays on a game already made (``mode``, ``players`` and ``seed`` are then ignored)."""
    g = game if game is not None else BoardGame.new(BoardConfig(mode=mode, players=players), seed=seed)
    players = g.num_seats
    agents = [make_captain("greedy" if s % 2 == 0 else "random", Rng(seed + s)) for s in range(players)]
    for _ in range(limit):
        if stop(g):
            return g
        if g.to_act is None:
            return None
        seat = g.to_act
        g.apply(agents[seat].choose(g.view(seat), g.legal_actions()))
    return None


def finished_game(mode: str, players: int, seed: int) -> BoardGame:
    g = play_until(mode, players, seed, lambda g: g.to_act is None)
    assert g is not None
    return g


def plain(value: Any) -> str:
    return str(value)
