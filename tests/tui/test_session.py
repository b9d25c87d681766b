"""The game session and the shared turn loop, proved on the toy game (no card engine needed)."""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from saves import SaveStore, SeatInfo
from tests.toygame import ToyAction, ToyConfig, ToyGame
from tests.tui.cards.cards_ui_helpers import HELD, wait_quiet
from tui.app import SevenSeasApp
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.save_name import SaveNameDialog
from tui.screens.game import GameScreen
from tui.screens.handoff import HandoffScreen
from tui.session import AUTOSAVE_PREFIX, GameSession, decision_seed
from tui.settings import Settings

HUMANS = (SeatInfo("Anne"), SeatInfo("Bo"))
VS_AI = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"))


class FirstAgent:
    """Plays the first legal action (or a pass when it may)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[ToyAction]) -> ToyAction:
        return legal[self.seed % len(legal)]


def factory(level: str, seed: int, budget: float | None) -> FirstAgent:
    return FirstAgent(seed)


def session(
    seats: tuple[SeatInfo, ...] = HUMANS, store: SaveStore | None = None, seed: int = 7
) -> GameSession:
    return GameSession.start(ToyGame, ToyConfig(), seed, seats, store=store, agent_factory=factory)


def test_apply_keeps_notation_and_records() -> None:
    s = session()
    first = s.game.legal_actions()[0]
    events = s.apply(first)
    assert s.actions == [str(first)]
    record = s.records[0]
    assert record.seat == 0 and record.decision == "toy.decision.play"
    assert list(record.events) == events
    assert record.revealed  # the toy game draws a card after each play


def test_private_events_are_only_visible_to_their_seat() -> None:
    s = session()
    s.apply(s.game.legal_actions()[0])
    record = s.records[0]
    assert any(e.key == "toy.event.draw" for e in record.visible_events(0))
    assert not any(e.key == "toy.event.draw" for e in record.visible_events(1))
    assert not any(e.key == "toy.event.draw" for e in record.visible_events(None))


def test_undo_takes_back_an_unrevealing_play_only() -> None:
    s = session()
    assert s.undo_check(0).reason == "play.undo.nothing"
    s.apply(ToyAction("pass"))  # reveals nothing
    assert s.undo_check(0).possible
    assert s.undo_check(1).reason == "play.undo.nothing"
    before = s.game.to_dict()
    s.apply(s.game.legal_actions()[0])  # Bo plays and draws
    assert s.undo_check(0).reason == "play.undo.other_moved"
    assert s.undo_check(1).reason == "play.undo.revealed"
    s2 = session()
    s2.apply(ToyAction("pass"))
    assert s2.undo(0).possible
    assert s2.actions == []
    assert s2.game.to_dict() == session().game.to_dict()
    assert before != s2.game.to_dict()


def test_undo_is_an_exact_replay() -> None:
    s = session()
    s.apply(s.game.legal_actions()[0])
    s.apply(ToyAction("pass"))
    state = s.game.to_dict()
    s.apply(ToyAction("pass"))
    assert s.undo(0).possible
    assert s.game.to_dict() == state
    assert len(s.records) == 2


def test_ai_seed_depends_on_position_only() -> None:
    assert decision_seed(1, 2, 3) == decision_seed(1, 2, 3)
    assert decision_seed(1, 2, 3) != decision_seed(1, 3, 3)
    s = session(VS_AI)
    s.apply(ToyAction("pass"))
    a = s.choose_ai()
    t = session(VS_AI)
    t.apply(ToyAction("pass"))
    assert t.choose_ai() == a


def test_save_and_resume_rebuild_the_log(save_dir: Path) -> None:
    store = SaveStore(save_dir)
    s = session(VS_AI, store=store)
    s.apply(ToyAction("pass"))
    s.apply(s.choose_ai())
    s.save("mine")
    auto = s.autosave()
    assert auto is not None and auto == s.autosave_path and auto.parent == store.autosave_dir
    assert not s.unsaved
    loaded = store.load("mine")
    resumed = GameSession.from_loaded(loaded, store=store, agent_factory=factory)
    assert resumed.actions == s.actions
    assert [r.events for r in resumed.records] == [r.events for r in s.records]
    assert resumed.save_name == "mine"
    assert resumed.choose_ai is not None
    from_auto = GameSession.from_loaded(store.load(auto), store=store)
    assert from_auto.save_name == "mine"
    assert from_auto.autosave_path == auto and from_auto.game_key == s.game_key
    assert store.load(auto).header.name == AUTOSAVE_PREFIX + "toy"
    s.drop_autosave()
    assert not auto.exists()


# --- the shared turn loop, on a tiny table screen -----------------------------------------------


class ToyTable(GameScreen):
    """Just enough of a table: the viewer's hand and a status line."""

    RULES_GAME = "cards"
    BINDINGS = [*(Binding(str(i + 1), f"pick({i})", show=False) for i in range(4)), *GameScreen.GAME_BINDINGS]

    def compose(self) -> ComposeResult:
        yield Static("", id="hand")
        yield Static("", id="status")

    def refresh_view(self) -> None:
        game = self.session.game
        hand = "—" if self.viewer is None else " ".join(map(str, game.view(self.viewer)["hand"]))
        self.query_one("#hand", Static).update(f"hand: {hand}")
        status = "over" if game.is_over else ("thinking" if self.thinking is not None else "your turn")
        self.query_one("#status", Static).update(status)

    def action_pick(self, index: int) -> None:
        legal = self.session.game.legal_actions()
        if index < len(legal):
            self.play(legal[index])

    def game_over(self) -> None:
        self.query_one("#status", Static).update("over")


def make_app(save_dir: Path, delay: float = 0.0) -> SevenSeasApp:
    app = SevenSeasApp(
        language="en", save_dir=save_dir, settings=Settings(ai_delay=delay), persist_settings=False
    )
    app.handoff_grace = 0.0  # type: ignore[attr-defined]  # tests of the grace itself: test_input_guards
    return app


def rendered(app: SevenSeasApp) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query(Static))


async def test_ai_moves_in_a_worker_and_human_plays_by_keys(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        for _ in range(200):
            if s.game.is_over:
                break
            if s.game.to_act == 0:
                await pilot.press("1")
            await app.workers.wait_for_complete()
            await wait_quiet(pilot)
        assert s.game.is_over
        assert "over" in rendered(app)
        # the autosave was written on the way
        assert s.autosave_path.exists() and s.autosave_path.parent == app.store.autosave_dir


async def test_ai_pace_shows_the_thinking_marker_and_undo_cancels_it(save_dir: Path) -> None:
    app = make_app(save_dir, delay=HELD)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        # Anne passes (no new information), Flint starts thinking for 5 s
        pass_index = [str(a) for a in s.game.legal_actions()].index("pass")
        await pilot.press(str(pass_index + 1))
        await wait_quiet(pilot)
        assert table.thinking == 1 and "thinking" in rendered(app)
        await pilot.press("u")
        await wait_quiet(pilot)
        assert s.actions == [] and table.thinking is None
        assert s.game.to_act == 0


async def test_hot_seat_hand_off_hides_the_other_hand(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(HUMANS, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert "Anne" in rendered(app)
        await pilot.press("enter")
        await wait_quiet(pilot)
        anne_hand = " ".join(map(str, s.game.view(0)["hand"]))
        assert anne_hand in rendered(app)
        pass_index = [str(a) for a in s.game.legal_actions()].index("pass")
        await pilot.press(str(pass_index + 1))
        await wait_quiet(pilot)
        assert isinstance(app.screen, HandoffScreen)
        text = rendered(app)
        assert "Bo" in text and "Anne can still press U" in text
        # Anne takes her pass back from the hand-off screen: Bo is at the keyboard, so the
        # table does not show Anne's hand; the keyboard is passed back to her first
        await pilot.press("u")
        await wait_quiet(pilot)
        assert s.actions == [] and isinstance(app.screen, HandoffScreen) and table.viewer is None
        assert "Anne" in rendered(app) and str(table.query_one("#hand", Static).render()) == "hand: —"
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert app.screen is table and table.viewer == 0
        await pilot.press(str(pass_index + 1))
        await wait_quiet(pilot)
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert table.viewer == 1
        bo_hand = " ".join(map(str, s.game.view(1)["hand"]))
        assert f"hand: {bo_hand}" in rendered(app)


async def test_save_dialog_and_leave_dialog(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        # a move, not saved yet: leaving asks first; Escape keeps playing
        await pilot.press("1")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        await pilot.press("q")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)
        await pilot.press("escape")
        await wait_quiet(pilot)
        assert app.screen is table
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        field = app.screen.query_one("Input")
        field.value = "  "
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)  # an empty name is refused, with a message
        field.value = "my toy"
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert app.screen is table
        assert (save_dir / "my toy.toml").exists()
        assert not s.unsaved
        # a move since the save: Ctrl+Q asks again
        await pilot.press("2")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert s.unsaved
        await pilot.press("ctrl+q")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)
        await pilot.click("#leave")
        await wait_quiet(pilot)
    assert app.return_code == 0


async def test_leaving_right_after_a_save_asks_nothing(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        s.save("kept")
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await pilot.press("q")
        await wait_quiet(pilot)
        assert app.screen is not table and not isinstance(app.screen, LeaveGameDialog)


def test_resuming_a_named_save_never_overwrites_newer_play_in_its_autosave(save_dir: Path) -> None:
    import datetime as dt

    import tomli_w

    store = SaveStore(save_dir)
    s = session(VS_AI, store=store)
    s.apply(ToyAction("pass"))
    s.save("mine")
    auto = s.autosave()
    assert auto is not None
    # the autosave is no newer than the named save: the resumed game goes on in the same autosave
    resumed = GameSession.from_loaded(store.load("mine"), store=store)
    assert resumed.autosave_path == auto
    # the autosave written a second later with the same play holds nothing newer: still the same file
    doc = tomllib.loads(auto.read_text("utf-8"))
    doc["header"]["saved"] = doc["header"]["saved"] + dt.timedelta(seconds=1)
    auto.write_text(tomli_w.dumps(doc), "utf-8")
    assert GameSession.from_loaded(store.load("mine"), store=store).autosave_path == auto
    # play went on after the named save (the autosave is newer): loading "mine" again starts a branch
    s.apply(s.game.legal_actions()[0])
    assert s.autosave() == auto
    doc = tomllib.loads(auto.read_text("utf-8"))
    doc["header"]["saved"] = doc["header"]["saved"] + dt.timedelta(hours=1)
    auto.write_text(tomli_w.dumps(doc), "utf-8")
    before = auto.read_bytes()
    branch = GameSession.from_loaded(store.load("mine"), store=store)
    assert branch.autosave_path != auto and branch.game_key == s.game_key
    branch.apply(branch.game.legal_actions()[0])
    assert branch.autosave() == branch.autosave_path
    assert auto.read_bytes() == before
