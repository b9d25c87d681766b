"""Helpers for the Pilot tests of The 7 Seas screens: set up by keys, play the human's choices by keys."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from engines.base import Rng
from engines.board.captains import make_captain
from saves import SeatInfo
from tests.tui.cards.cards_ui_helpers import (
    make_app,
    notices,
    screen_text,
    set_select,
    settle,
    type_into,
    wait_notice,
    wait_quiet,
    wait_until,
)
from tui.app import SevenSeasApp
from tui.board.choices import offered_order
from tui.board.over import BoardGameOverScreen
from tui.board.setup import BoardSetupScreen, board_session
from tui.board.table import BoardTableScreen
from tui.screens.handoff import HandoffScreen

__all__ = [
    "board_direct",
    "human_step",
    "make_app",
    "notices",
    "offered_exactly_the_legal_actions",
    "pick",
    "play_until",
    "screen_text",
    "settle",
    "setup_board",
    "wait_notice",
    "wait_quiet",
    "wait_until",
    "widget_text",
]

#: The fastest AI captain (the tests do not judge its play).
FAST = "easy"


async def setup_board(
    pilot: Pilot[Any],
    *,
    mode: str = "discovery",
    kinds: tuple[str, ...] = ("human", FAST),
    name: str = "Anne",
    seed: str = "4242",
) -> None:
    """From the menu: open The 7 Seas, choose the mode, seat ``kinds`` (levels or "human"), the seed; start."""
    await pilot.press("1", "enter")
    await wait_quiet(pilot)
    assert isinstance(pilot.app.screen, BoardSetupScreen)
    await type_into(pilot, "#seat-name-0", name)
    for index in range(5):
        kind = kinds[index] if index < len(kinds) else "none"
        if index == 0 and kind == "human":
            continue
        await set_select(pilot, f"#seat-kind-{index}", kind)
    if mode == "advanced":
        await pilot.click("#mode-advanced")
    await type_into(pilot, "#seed", seed)
    await pilot.press("ctrl+s")
    await wait_quiet(pilot)


def wanted(screen: BoardTableScreen, number: int) -> int:
    """The index of the choice a sensible captain would take now (a greedy captain decides for the test)."""
    game = screen.session.game
    seat = game.to_act
    assert seat is not None
    agent = make_captain("greedy", Rng(number))
    action = agent.choose(game.view(seat), list(game.legal_actions()))
    return screen.actions.index(action)


def offered_exactly_the_legal_actions(screen: BoardTableScreen) -> None:
    """The decision bar lists exactly the engine's legal actions, in its order (a payment's cheapest first), one
    translated row each."""
    from tui.board.widgets.decision_bar import DecisionBar

    legal = list(screen.session.game.legal_actions())
    assert screen.actions == offered_order(screen.view(), legal)
    assert sorted(map(str, screen.actions)) == sorted(map(str, legal))
    choices = screen.query_one(DecisionBar).choices
    assert choices.option_count == len(legal)
    for index, act in enumerate(legal):
        label = str(choices.get_option_at_index(index).prompt)
        assert label and label != str(act) and "…" not in label, (act, label)


async def pick(pilot: Pilot[Any], index: int, decision: str = "") -> None:
    """Choose entry ``index`` of the decision bar by keys: its digit selects it and Enter carries it out (a
    digit alone never acts), or Home, Down..., Enter."""
    if index < 9 and decision not in ("place", "hideout"):
        await pilot.press(str(index + 1), "enter")
    else:
        await pilot.press("home", *(["down"] * index), "enter")


async def human_step(app: SevenSeasApp, pilot: Pilot[Any], number: int = 0) -> bool:
    """One decision a player would make now by keys; False once the score sheet shows."""
    screen = app.screen
    if isinstance(screen, BoardGameOverScreen):
        return False
    if isinstance(screen, HandoffScreen):
        await pilot.press("enter")
    elif isinstance(screen, BoardTableScreen) and screen.my_turn():
        offered_exactly_the_legal_actions(screen)
        await pick(pilot, wanted(screen, number), screen.session.game.decision.rsplit(".", 1)[-1])
    await settle(app, pilot)
    return True


async def play_until(app: SevenSeasApp, pilot: Pilot[Any], done: Any, limit: int = 3000) -> None:
    """Play by keys until ``done()`` holds (or the game ends)."""
    for number in range(limit):
        if done():
            return
        if not await human_step(app, pilot, number):
            return
    raise AssertionError("the game did not get there")


def board_direct(app: SevenSeasApp, seats: list[SeatInfo], *, mode: str = "discovery", seed: int = 11) -> Any:
    """A board session built without the set-up screen (snapshots, focused tests)."""
    from engines.board.config import BoardConfig

    return board_session(app, BoardConfig(mode=mode, players=len(seats)), seed, seats)


def widget_text(widget: Any) -> str:
    """What ``widget`` shows now, as plain text lines (a Rich renderable's too: ``render()`` is not text then)."""
    from textual.geometry import Region

    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return "\n".join(strip.text for strip in strips)
