"""The end of a game of The 7 Seas, beside the score sheet: each captain's glory at the end of every round (a
small chart), and a few statistics (fights won, fortune coins earned, sea cards by track).

Use::

    from tui.board.widgets.glory_chart import GloryChart, game_stats

    stats = game_stats(session.game, session.config, session.seed, session.actions)  # replays the actions
    chart = GloryChart(id="over-chart")
    chart.show_stats(stats, names)

The glory of a round's end is the engine's ``glory_now`` (the end-of-game scoring as if the game ended then);
the last column is the final score. Re-renders on a language switch (``apply_language``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from engines.board import TRACKS
from tui.board.widgets.player_boards import TRACK_SYMBOL
from tui.board.words import Translate, seat_name
from tui.widgets.by_width import ByWidth
from tui.widgets.localized import Localizable

__all__ = ["GameStats", "GloryChart", "chart_renderable", "game_stats"]

#: The bars of the chart, lowest first.
BARS = "▁▂▃▄▅▆▇█"


@dataclass(frozen=True)
class GameStats:
    """A finished game's story in numbers, one entry per seat.

    Attributes:
        rounds: each seat's glory at the end of each round (``rounds[r][seat]``); the last is the final score.
        fights_won: the fights each seat won.
        coins_earned: the fortune coins each seat received over the game.
        tracks: each seat's sea cards per track at the end.
    """

    rounds: tuple[tuple[int, ...], ...]
    fights_won: tuple[int, ...]
    coins_earned: tuple[int, ...]
    tracks: tuple[dict[str, int], ...]


def game_stats(game: Any, config: Any, seed: int, actions: Sequence[str]) -> GameStats:
    """Replay ``actions`` from a new game of ``game``'s class (``config``, ``seed``) and gather the stats."""
    replay = type(game).new(config, seed)
    view = replay.view(None)
    seats = len(view.players)
    coins = [p.coins for p in view.players]
    earned = [0] * seats
    fights = [0] * seats
    rounds: list[tuple[int, ...]] = []
    current = view.round
    for text in actions:
        for event in replay.apply_text(text):
            if event.key == "board.event.fight_won":
                fights[int(event.params["seat"])] += 1
        view = replay.view(None)
        for seat, player in enumerate(view.players):
            earned[seat] += max(0, player.coins - coins[seat])
            coins[seat] = player.coins
        if view.round != current and not replay.is_over:
            if current > 0:  # the set-up is no round
                rounds.append(tuple(replay.glory_now()))
            current = view.round
    if replay.is_over:
        rounds.append(tuple(replay.glory_now()))
    tracks = tuple({track: len(p.tracks.get(track, ())) for track in TRACKS} for p in view.players)
    return GameStats(tuple(rounds), tuple(fights), tuple(earned), tracks)


def _bar(value: int, top: int) -> str:
    if top <= 0:
        return BARS[0]
    return BARS[min(len(BARS) - 1, max(0, round(value / top * (len(BARS) - 1))))]


def chart_renderable(
    t: Translate, stats: GameStats, names: Sequence[str], styles: Sequence[str] = ()
) -> RenderableType:
    """The chart (a row per captain: a bar and the glory for each round's end) and the statistics table."""
    seats = len(names)
    top = max((max(r) for r in stats.rounds if r), default=0)
    chart = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    chart.add_column(t("board.over.captain"))
    for number in range(1, len(stats.rounds) + 1):
        chart.add_column(t("board.over.round_short", round=number), justify="right")
    for seat in range(seats):
        name = Text(seat_name(t, seat, names), style=styles[seat] if seat < len(styles) else "")
        cells = [
            Text(_bar(r[seat], top), style=styles[seat] if seat < len(styles) else "") + Text(f"{r[seat]:>3}")
            for r in stats.rounds
            if seat < len(r)
        ]
        chart.add_row(name, *cells)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    tracks = " · ".join(f"{TRACK_SYMBOL[track]} {t(f'board.track.{track}')}" for track in TRACKS)
    table.add_column(t("board.over.captain"))
    table.add_column(t("board.over.fights_won"), justify="right")
    table.add_column(t("board.over.coins_earned"), justify="right")
    for track in TRACKS:
        table.add_column(TRACK_SYMBOL[track], justify="right")  # named in the title: fits 80 columns
    for seat in range(seats):
        table.add_row(
            Text(seat_name(t, seat, names), style=styles[seat] if seat < len(styles) else ""),
            str(stats.fights_won[seat]),
            str(stats.coins_earned[seat]),
            *(str(stats.tracks[seat][track]) for track in TRACKS),
        )
    return Group(
        Text(t("board.over.chart_title"), style="bold"),
        chart,
        Text(""),
        Text(t("board.over.stats_title", tracks=tracks), style="bold"),
        table,
    )


class GloryChart(Localizable, Static):
    """The chart of glory over the rounds and the statistics of a finished game."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", **kwargs)
        self._stats: GameStats | None = None
        self._names: list[str] = []
        self._styles: list[str] = []
        self._translate: Translate | None = None

    def show_stats(self, stats: GameStats, names: Sequence[str], styles: Sequence[str] = ()) -> None:
        self._stats, self._names, self._styles = stats, list(names), list(styles)
        self._render_now()

    def apply_language(self, t: Translate) -> None:
        self._translate = t
        self._render_now()

    def _render_now(self) -> None:
        if self._translate is None or self._stats is None:
            return
        chart = chart_renderable(self._translate, self._stats, self._names, self._styles)
        self.update(ByWidth(lambda width: chart))  # laid out once per width, not at every layout pass
