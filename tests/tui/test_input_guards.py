"""Input that answers once: bunched-up keys never answer a dialog twice, pop the table, or act
on a screen they were not typed for (the shared base classes, proved on the toy game)."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Button

from tests.tui.cards.cards_ui_helpers import wait_quiet
from tests.tui.test_session import VS_AI, ToyTable, make_app, session
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.leave_game import LeaveGameDialog
from tui.screens.base import key_time


def enter(at: float | None = None) -> events.Key:
    key = events.Key("enter", "\r")
    if at is not None:
        key.time = at
    return key


async def test_two_enters_together_answer_a_dialog_once(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = ToyTable(session(VS_AI, store=app.store))
        await app.push_screen(table)
        await wait_quiet(pilot)
        answers: list[bool | None] = []
        await app.push_screen(ConfirmDialog("play.leave_dialog.question"), answers.append)
        await wait_quiet(pilot)
        dialog = app.screen
        no = dialog.query_one("#no", Button)
        for _ in range(3):  # Enters that arrive together: each press is queued before the first is handled
            dialog.post_message(Button.Pressed(no))
        for _ in range(3):
            app.post_message(enter())
        await wait_quiet(pilot)
        await wait_quiet(pilot)
        assert answers == [False]
        assert app.screen is table and table.is_attached


async def test_a_dialog_takes_no_key_after_its_answer(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = ToyTable(session(VS_AI, store=app.store))
        await app.push_screen(table)
        await wait_quiet(pilot)
        answers: list[str | None] = []
        dialog = LeaveGameDialog()
        await app.push_screen(dialog, answers.append)
        await wait_quiet(pilot)
        dialog.dismiss("stay")
        dialog.dismiss("leave")  # a second answer is ignored
        await wait_quiet(pilot)
        assert answers == ["stay"] and app.screen is table
        assert dialog.answered and not dialog.accepts_key(enter())


async def test_keys_typed_before_a_screen_was_shown_are_not_for_it(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = ToyTable(session(VS_AI, store=app.store))
        await app.push_screen(table)
        await wait_quiet(pilot)
        early = key_time()
        answers: list[bool | None] = []
        await app.push_screen(ConfirmDialog("play.leave_dialog.question"), answers.append)
        await wait_quiet(pilot)
        app.post_message(enter(at=early))  # typed for the table, read after the dialog opened
        await wait_quiet(pilot)
        assert answers == [] and isinstance(app.screen, ConfirmDialog)
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert answers == [False] and app.screen is table


async def test_dismissing_a_screen_that_is_not_on_top_does_nothing(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        table = ToyTable(session(VS_AI, store=app.store))
        await app.push_screen(table)
        await wait_quiet(pilot)
        dialog = ConfirmDialog("play.leave_dialog.question")
        await app.push_screen(dialog)
        await wait_quiet(pilot)
        table.dismiss()
        await wait_quiet(pilot)
        assert app.screen is dialog and table.is_attached
