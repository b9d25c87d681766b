"""Every captain's board: ship (planks, sails, weapons with the next upgrade's cost), hold, coins, treasures,
parrots, sea gems, cards per track, bonus tokens, the first-player marker; the seat to act is highlighted."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from engines.board import BoardView, Sea
from tui.board.text import RES, Seats, Translate, card_name, resources_text
from tui.board.widgets import show
from tui.board.widgets.extra_panel import module_marks

__all__ = ["TRACK_SYMBOL", "PlayerBoards", "next_upgrade"]

#: The three card tracks, as the ring's legend shows them (the same in every language).
TRACK_SYMBOL = {"exploration": "✦", "combat": "⚔", "trade": "⚖"}


def next_upgrade(content: Any, mode: str, track: str, level: int) -> list[str] | None:
    """The resources the next upgrade of ``track`` ("sails"/"weapons") costs, or None at the top."""
    side = content.sides[mode]
    costs = side.sails if track == "sails" else side.weapons
    index = level - costs.start
    if 0 <= index < len(costs.costs):
        return [str(r) for r in costs.costs[index]]
    return None


class PlayerBoards(Vertical):
    """One block per seat."""

    DEFAULT_CSS = """
    PlayerBoards { height: auto; }
    PlayerBoards > Static { height: auto; width: 100%; }
    PlayerBoards > .-to-act { background: $boost; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="players-title", classes="region-title")
        for seat in range(5):
            yield Static("", id=f"player-{seat}", classes="player-board")

    def update(
        self,
        t: Translate,
        view: BoardView,
        seats: Seats,
        *,
        viewer: int | None,
        thinking: str = "",
        kinds: list[str] | None = None,
    ) -> None:
        """Render every seat's board from ``view``; ``viewer``'s own board in full detail."""
        show(self.query_one("#players-title", Static), Text(t("board.ui.players.title"), style="bold"))
        for seat in range(5):
            block = self.query_one(f"#player-{seat}", Static)
            if seat >= len(view.players):
                block.display = False
                continue
            block.display = True
            text = board_text(t, view, seats, seat, viewer=viewer, thinking=thinking, kinds=kinds)
            block.set_class(seat == view.to_act, "-to-act")
            show(block, text)


def board_text(
    t: Translate,
    view: BoardView,
    seats: Seats,
    seat: int,
    *,
    viewer: int | None,
    thinking: str = "",
    kinds: list[str] | None = None,
    full: bool = False,
) -> Text:
    """One captain's board as text (``full``: every card and gem by name, for every captain)."""
    content = view.content
    mode = view.mode
    to_act = view.to_act
    p = view.players[seat]
    text = Text()
    text.append("▶ " if seat == to_act else "  ", style=seats.style(seat))
    text.append_text(seats.name(seat))
    if kinds and kinds[seat] == "ai":
        text.append(" " + t("board.ui.players.ai"), style="dim")
    if seat == view.first:
        text.append("  ⚑ " + t("board.ui.players.first"), style="bold #e8c547")
    marks = module_marks(t, view, seat)
    if marks:
        text.append("  " + marks, style="bold #e8c547")
    if seat == to_act and thinking:
        text.append("  " + thinking, style="italic")
    if seat == viewer:
        text.append("  " + t("board.ui.players.you"), style="bold")
    text.append("\n   ")
    text.append(
        t("board.ui.players.planks", planks=p.planks, max=content.planks),
        style="bold #ff5f5f" if p.planks <= 0 else "",
    )
    for track in ("sails", "weapons"):
        level = p.sails if track == "sails" else p.weapons
        cost = next_upgrade(content, mode, track, level)
        if track == "weapons":
            text.append("\n   ")
        else:
            text.append(" · ")
        text.append(t(f"board.ui.players.{track}", level=level))
        if cost is not None:
            text.append(" (" + t("board.ui.players.next", cost=resources_text(t, cost)) + ")", style="dim")
        else:
            text.append(" (" + t("board.ui.players.max") + ")", style="dim")
    text.append(" · " + t("board.ui.players.coins", count=p.coins))
    text.append(" · " + t("board.ui.players.treasures", count=p.treasures))
    hold = sum(p.res)
    text.append("\n   ")
    text.append(
        t("board.ui.players.hold", used=hold, size=content.hold),
        style="bold #ff875f" if hold > content.hold else "",
    )
    text.append(" " + " ".join(f"{t(f'board.resource.{r}')} {n}" for r, n in zip(RES, p.res, strict=True)))
    text.append("\n   ")
    gems = p.gems
    text.append(t("board.ui.players.gems", count=len(gems)))
    tracks = p.tracks
    text.append(" · " + t("board.ui.players.cards") + " ")
    text.append(" ".join(f"{TRACK_SYMBOL.get(k, k)}{len(v)}" for k, v in tracks.items()))
    if view.solo is None:  # Solo mode has no parrots
        text.append(" · " + t("board.ui.players.parrots") + " ")
        for colour in p.parrots:
            text.append_text(seats.mark(colour))
            text.append(" ")
    if gems and (seat == viewer or full):
        text.append("\n   " + ", ".join(t(f"board.sea.{s}") for s in gems), style="dim")
    if p.tokens:
        text.append("\n   " + t("board.ui.players.tokens") + " ")
        text.append(
            ", ".join(
                t("board.token.name." + str(content.seas[Sea(s)].token)) + ("" if up else " ✗")
                for s, up in p.tokens.items()
            )
        )
    if seat == viewer or full:
        for track, cards in tracks.items():
            if cards:
                text.append(f"\n   {t(f'board.track.{track}')}{t('ui.punct.colon')}", style="dim")
                text.append(", ".join(card_name(t, content, c) for c in cards), style="dim")
    return text
