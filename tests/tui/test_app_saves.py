"""The shell with hostile files and names, and the promise never to lose a game (Pilot tests)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from textual.widgets import DataTable

from saves import MAX_AUTOSAVES, SaveStore, SeatInfo
from tests.toygame import ToyConfig, ToyGame
from tests.tui.cards.cards_ui_helpers import wait_quiet
from tests.tui.replay_helpers import save_first_moves
from tests.tui.test_session import VS_AI, ToyTable, make_app, session
from tui.app import SevenSeasApp
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.save_name import SaveNameDialog
from tui.screens.handoff import HandoffScreen
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.settings import config_dir, load_settings_checked
from tui.widgets.localized import TStatic

SIZE = (100, 32)
MARKUP = "[/]"
NASTY = ("[/]", "[b]bold[/b]", "[@click=app.quit]x[/]", "a\\[b]")


def toy_save(
    store: SaveStore, name: str, seats: tuple[SeatInfo, ...] = VS_AI, moves: int = 3, seed: int = 4
) -> Path:
    game = ToyGame.new(ToyConfig(), seed)
    actions = []
    for _ in range(moves):
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    return store.save(name, game, seed=seed, actions=actions, seats=seats)


def notices(app: SevenSeasApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


def static_texts(app: SevenSeasApp) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query(TStatic))


# --- settings ---------------------------------------------------------------------------------------


def _write_settings(text: str) -> Path:
    path = config_dir() / "settings.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


def test_deep_settings_fall_back_to_defaults_with_a_reason() -> None:
    text = "language = " + "[" * 2000 + "]" * 2000 + "\n"
    path = _write_settings(text)
    settings, notice = load_settings_checked()
    assert settings.language == "" and notice is not None and notice.reason == "nested too deep"
    assert notice.aside is not None and notice.aside.read_text("utf-8") == text and not path.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_settings_fifo_is_not_read() -> None:
    path = config_dir() / "settings.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(load_settings_checked()), daemon=True)
    thread.start()
    thread.join(20)
    assert not thread.is_alive(), "reading the settings hangs"
    notice = result[0][1]  # type: ignore[index]
    assert notice.kind == "kept" and notice.reason == "not a regular file"
    assert path.is_fifo()  # left as it is


def test_version_works_with_deep_settings() -> None:
    _write_settings("x = " + "{a=" * 3000 + "1" + "}" * 3000 + "\n")
    result = subprocess.run(
        [sys.executable, "-m", "tui", "--version"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=os.environ.copy(),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("seven-seas ")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "(your settings) could not be read"), ("de", "(deine Einstellungen)"), ("fr", "(vos réglages)")],
)
async def test_bad_settings_show_a_translated_notice(lang: str, words: str) -> None:
    _write_settings("language = [[[\n")
    app = SevenSeasApp(language=lang)
    async with app.run_test(size=SIZE) as pilot:
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)
        assert any(words in n for n in notices(app))


# --- user-made text is never markup --------------------------------------------------------------------


async def test_load_screen_shows_markup_like_names_as_typed(save_dir: Path) -> None:
    store = SaveStore(save_dir)
    for i, name in enumerate(NASTY):
        toy_save(store, f"{name} {i}", seats=(SeatInfo(name), SeatInfo(f"{name}!", "ai", "hard")))
    # a damaged save whose reason quotes a markup-like action
    bad = toy_save(store, "bad")
    text = bad.read_text("utf-8")
    first = text.index("actions = [\n") + len("actions = [\n")
    bad.write_text(text[:first] + '    "[/]",\n' + text[first:], "utf-8")
    (save_dir / "[red]x[bold].toml").write_text("not [ a save", "utf-8")
    app = SevenSeasApp(language="en", save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("4", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        table = screen.query_one(DataTable)
        cells = [str(c) for r in range(table.row_count) for c in table.get_row_at(r)]
        for i, name in enumerate(NASTY):
            assert f"{name} {i}" in cells
            assert f"Anne, {name}!" not in cells  # (the seats are the names themselves)
            assert f"{name}, {name}! (AI, hard)" in cells
        assert "[red]x[bold]" in cells
        # walk every row: the detail line shows each one (damaged reasons quote the text as it is)
        details = []
        for _ in range(table.row_count):
            await wait_quiet(pilot)
            details.append(str(screen.query_one("#load-detail", TStatic).render()))
            await pilot.press("down")
        assert any("“[/]”" in d for d in details)
        assert any("[b]bold[/b] 1" in d for d in details)
        await pilot.press("enter")  # resume a damaged one: a notice quoting the text
        await wait_quiet(pilot)


async def test_dialogs_and_notices_show_markup_like_names_as_typed(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(HandoffScreen(MARKUP, undo_name="[b]x"))
        await wait_quiet(pilot)
        assert MARKUP in static_texts(app) and "[b]x" in static_texts(app)
        app.screen.dismiss(None)
        await wait_quiet(pilot)
        await app.push_screen(ConfirmDialog("load.confirm_delete", params={"name": MARKUP}))
        await wait_quiet(pilot)
        assert f"“{MARKUP}”" in static_texts(app)
        app.tell("play.saved", name=MARKUP)
        await wait_quiet(pilot)
        assert f"Saved as “{MARKUP}”." in notices(app)


# --- never lose a game -----------------------------------------------------------------------------------


async def _play_moves(app: SevenSeasApp, pilot, count: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(count):
        await pilot.press("1")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)


async def test_saving_over_another_game_asks_first(save_dir: Path) -> None:
    app = make_app(save_dir)
    other = toy_save(app.store, "mine", seats=(SeatInfo("Zed"), SeatInfo("Flint", "ai", "easy")))
    before = other.read_bytes()
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI, store=app.store)
        table = ToyTable(s)
        await app.push_screen(table)
        await wait_quiet(pilot)
        await _play_moves(app, pilot, 1)
        await pilot.press("s")
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        app.screen.query_one("Input").value = "MINE"  # another spelling of the same file
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        assert "Zed" in static_texts(app) and "Replace it?" in static_texts(app)
        await pilot.press("n")  # no: choose another name
        await wait_quiet(pilot)
        assert isinstance(app.screen, SaveNameDialog)
        assert other.read_bytes() == before
        app.screen.query_one("Input").value = "mine"
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        await wait_quiet(pilot)
        assert app.screen is table
        assert app.store.load(other).header.seats == VS_AI
        # the same game under its own name again: no question
        await _play_moves(app, pilot, 1)
        await pilot.press("s")
        await wait_quiet(pilot)
        await pilot.press("enter")
        await wait_quiet(pilot)
        assert app.screen is table
        assert app.store.load(other).actions == s.actions


async def test_a_new_game_keeps_the_unfinished_one(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        first = session(VS_AI, store=app.store)
        await app.push_screen(ToyTable(first))
        await wait_quiet(pilot)
        await _play_moves(app, pilot, 2)
        await pilot.press("q")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)
        # the dialog's promise is true: this position is in the game's own autosave
        assert "The last autosave is kept" in static_texts(app)
        assert app.store.load(first.autosave_path).actions == first.actions
        await pilot.click("#leave")
        await wait_quiet(pilot)
        second = first.rematch(99)
        await app.push_screen(ToyTable(second))
        await wait_quiet(pilot)
        await _play_moves(app, pilot, 1)
        assert second.autosave_path != first.autosave_path
        assert first.autosave_path.exists() and second.autosave_path.exists()
        assert len(app.store.unfinished_autosaves()) == 2


async def test_the_leave_dialog_says_when_nothing_is_kept(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        s = session(VS_AI)  # no save folder: no autosave
        await app.push_screen(ToyTable(s))
        await wait_quiet(pilot)
        await _play_moves(app, pilot, 1)
        await pilot.press("q")
        await wait_quiet(pilot)
        assert isinstance(app.screen, LeaveGameDialog)
        text = static_texts(app)
        assert "autosave is kept" not in text and "or it is lost" in text


async def test_a_new_game_beyond_the_bound_asks_before_discarding_the_oldest(save_dir: Path) -> None:
    store = SaveStore(save_dir)
    game = ToyGame.new(ToyConfig(), 4)
    first = game.legal_actions()[0]
    game.apply(first)
    for i in range(MAX_AUTOSAVES):
        store.save(
            f"auto {i}",
            game,
            seed=4,
            actions=[game.format_action(first)],
            seats=VS_AI,
            path=store.autosave_path("toy", f"k{i:02d}"),
        )
        os.utime(store.autosave_path("toy", f"k{i:02d}"), (1_000_000 + i, 1_000_000 + i))
    oldest = min(store.unfinished_autosaves(), key=lambda e: (e.header.saved, e.mtime)).path  # type: ignore[union-attr]
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "enter")  # the card game
        await wait_quiet(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        assert f"{MAX_AUTOSAVES} unfinished games" in static_texts(app)
        await pilot.press("n")
        await wait_quiet(pilot)
        assert isinstance(app.screen, MainMenuScreen)
        assert len(store.unfinished_autosaves()) == MAX_AUTOSAVES
        await pilot.press("2", "enter")
        await wait_quiet(pilot)
        await pilot.press("y")
        await wait_quiet(pilot)
        assert not isinstance(app.screen, (MainMenuScreen, ConfirmDialog))  # the set-up is open
        assert not oldest.exists()
        assert len(store.unfinished_autosaves()) == MAX_AUTOSAVES - 1


async def test_continue_reads_in_a_worker_and_skips_finished_games(save_dir: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from engines.cards import CardConfig, CardGame
    from tui.cards.table import CardsTableScreen

    store = SaveStore(save_dir)
    seats = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"))
    actions = save_first_moves(save_dir, "unfinished")
    done = CardGame.new(CardConfig(players=2, target=7), 5)
    done_actions = []
    while not done.is_over:
        action = done.legal_actions()[0]
        done_actions.append(done.format_action(action))
        done.apply(action)
    newest = store.save("finished", done, seed=5, actions=done_actions, seats=seats)
    os.utime(newest, (2_000_000_000, 2_000_000_000))
    threads: list[bool] = []
    real = SaveStore.continue_choice

    def spy(self: SaveStore):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread() is threading.main_thread())
        return real(self)

    monkeypatch.setattr(SaveStore, "continue_choice", spy)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("3", "enter")
        await app.workers.wait_for_complete()
        await wait_quiet(pilot)
        assert threads == [False]  # read in a worker, never on the UI thread
        assert isinstance(app.screen, CardsTableScreen)
        assert app.screen.session.actions[:4] == actions


@pytest.mark.parametrize("finished", [False, True], ids=["table", "game-over"])
async def test_card_screens_show_markup_like_seat_names_as_typed(save_dir: Path, finished: bool) -> None:
    from engines.cards import CardConfig, CardGame
    from tests.tui.cards.cards_ui_helpers import make_app as cards_app
    from tests.tui.cards.cards_ui_helpers import screen_text, settle
    from tui.cards.over import CardsGameOverScreen
    from tui.cards.table import CardsTableScreen
    from tui.launch import open_loaded

    seats = (SeatInfo("[/]"), SeatInfo("[b]x", "ai", "easy"), SeatInfo("[@click=app.quit]q[/]", "ai", "easy"))
    game = CardGame.new(CardConfig(players=3, target=7), 12)
    actions = []
    while not game.is_over and (finished or len(actions) < 12):
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    path = SaveStore(save_dir).save("[/] game", game, seed=12, actions=actions, seats=seats)
    app = cards_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        open_loaded(app, app.store.load(path))
        await settle(app, pilot)
        assert isinstance(app.screen, CardsGameOverScreen if finished else CardsTableScreen)
        text = screen_text(app)
        assert "[/]" in text and "[b]x" in text
        if not finished:
            await pilot.press("s")  # the save dialog offers the name as typed
            await wait_quiet(pilot)
            assert app.screen.query_one("Input").value == "[/] game"
