"""Replays of both games: the model (snapshots, stepping), the screen (keys, hidden cards, export), the
entry points (Load list, game-over screens, ``seven-seas replay FILE``) and the captain's record."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual import events

from engines.base import toml_ready
from saves import SaveError, SaveStore, SeatInfo, load_file
from saves.records import load_records, records_path
from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_quiet, wait_until
from tests.tui.replay_helpers import played, save_played
from tui.cards.widgets.text import card_name, card_symbol
from tui.cli import prepare_replay
from tui.i18n import Translator
from tui.records import record_game_end
from tui.replay import CHECKPOINT_EVERY, Replay
from tui.screens.load import LoadScreen
from tui.screens.replay import ReplayShell, open_replay
from tui.widgets.game_log import GameLog

GAMES = ("cards", "board")


def replay_screen(app: Any) -> Any:
    screen = app.screen
    assert isinstance(screen, ReplayShell), type(screen)
    return screen


def shown(app: Any) -> str:
    """The screen's text and the whole log (the log may be scrolled)."""
    return screen_text(app) + "\n" + app.screen.query_one(GameLog).plain


async def open_on(app: Any, pilot: Any, replay: Replay, seat: int | None = None) -> Any:
    open_replay(app, replay, seat=seat)
    await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell) and app.screen.is_mounted)  # type: ignore[attr-defined]
    await wait_quiet(pilot)
    return app.screen


async def press_until(pilot: Any, key: str, condition: Any, limit: int = 400) -> None:
    for _ in range(limit):
        if condition():
            return
        await pilot.press(key)
    assert condition()


# --- the model -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_position_equals_a_straight_replay(tmp_path: Path, game_id: str) -> None:
    path = save_played(tmp_path, game_id, 11, "done")
    loaded = load_file(path)
    replay = Replay.from_loaded(loaded)
    assert replay.finished and replay.total == len(loaded.actions) > CHECKPOINT_EVERY
    replay.goto(replay.total)
    assert toml_ready(replay.game.to_dict()) == toml_ready(loaded.game.to_dict())
    assert replay.game.outcome() == loaded.game.outcome()
    # any index, reached forwards, backwards or by a jump, is the state of a straight replay
    straight = type(loaded.game).new(loaded.game.config, loaded.seed)
    states = [toml_ready(straight.to_dict())]
    for text in loaded.actions:
        straight.apply_text(text)
        states.append(toml_ready(straight.to_dict()))
    for index in (
        replay.total - 1,
        0,
        1,
        CHECKPOINT_EVERY - 1,
        CHECKPOINT_EVERY,
        CHECKPOINT_EVERY + 5,
        replay.total // 2,
        replay.total // 2 - 1,
        replay.total // 2,
    ):
        replay.goto(index)
        assert replay.index == index and len(replay.session.records) == index
        assert toml_ready(replay.game.to_dict()) == states[index], index


@pytest.mark.parametrize("game_id", GAMES)
def test_round_starts_are_the_first_positions_of_each_round(tmp_path: Path, game_id: str) -> None:
    replay = Replay.from_loaded(load_file(save_played(tmp_path, game_id, 12, "done")))
    starts = replay.round_starts
    assert starts[0] == 0 and len(starts) >= 2
    rounds = [replay.state_at(i).round for i in starts[1:]]
    assert rounds == sorted(set(rounds)), "each start opens a new round"
    before = [replay.state_at(i - 1).round for i in starts[1:]]
    assert all(b < r for b, r in zip(before, rounds, strict=True))
    replay.goto(starts[-1] + 1)
    assert replay.round_start(-1) == starts[-1]
    assert replay.round_start(-1) == starts[-2]
    assert replay.round_start(1) == starts[-1]
    assert replay.round_start(1) == replay.total


def test_seat_choices_keep_hidden_cards_hidden(tmp_path: Path) -> None:
    unfinished = Replay.from_loaded(load_file(save_played(tmp_path, "cards", 3, "half", stop=10)))
    assert not unfinished.finished
    assert unfinished.seat_choices() == [0] and unfinished.default_seat() == 0
    all_ai = (SeatInfo("A", "ai", "easy"), SeatInfo("B", "ai", "easy"))
    nobody = Replay.from_loaded(load_file(save_played(tmp_path, "cards", 3, "ai", stop=10, seats=all_ai)))
    assert nobody.seat_choices() == [None] and nobody.default_seat() is None
    finished = Replay.from_loaded(load_file(save_played(tmp_path, "cards", 3, "done")))
    assert finished.seat_choices() == [0, 1] and finished.default_seat() == 0


# --- the screen ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
async def test_stepping_to_the_end_shows_the_final_position(save_dir: Path, game_id: str) -> None:
    path = save_played(save_dir, game_id, 5, "done")
    loaded = load_file(path)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(loaded))
        replay = screen.replay
        assert "Action 0 of" in screen_text(app)
        await press_until(pilot, "n", lambda: replay.index >= replay.round_starts[-1])
        screen.action_replay_goto(
            replay.total - 4
        )  # (every index is checked against a straight replay above)
        await press_until(pilot, "right", lambda: replay.index == replay.total)
        await wait_until(pilot, lambda: f"Action {replay.total} of {replay.total}" in screen_text(app))
        assert toml_ready(replay.game.to_dict()) == toml_ready(loaded.game.to_dict())
        assert replay.game.outcome() == loaded.game.outcome()
        text = shown(app)
        over = "The game is over" if game_id == "cards" else app.t("board.decision.over")
        assert over in text
        winner = loaded.header.seats[loaded.game.outcome().winners[0]].name  # type: ignore[union-attr]
        assert winner in text
        await pilot.press("right")  # nothing after the end
        assert replay.index == replay.total


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", [(120, 40), (80, 24)], ids=["120x40", "80x24"])
async def test_back_then_forward_shows_the_same_screen(
    save_dir: Path, game_id: str, size: tuple[int, int]
) -> None:
    path = save_played(save_dir, game_id, 6, "done")
    app = make_app(save_dir)
    async with app.run_test(size=size) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(load_file(path)))
        replay = screen.replay
        target = CHECKPOINT_EVERY + 3  # stepping back crosses a snapshot
        screen.action_replay_goto(target - 2)
        await pilot.press("right", "right")
        await wait_until(pilot, lambda: replay.index == target)
        await wait_quiet(pilot)
        before = without_thumbs(screen_text(app))
        log_before = screen.query_one(GameLog).plain
        for key in ("left",) * 5 + ("right",) * 5:
            await pilot.press(key)
        await wait_until(pilot, lambda: replay.index == target)
        await wait_quiet(pilot)
        assert screen.query_one(GameLog).plain == log_before
        assert without_thumbs(screen_text(app)) == before
        # a jump to the end and back to the start, then forward again: the same once more
        await pilot.press("end", "home")
        assert replay.index == 0
        await pilot.press("right")
        screen.action_replay_goto(target)
        await wait_quiet(pilot)
        assert screen.query_one(GameLog).plain == log_before
        assert without_thumbs(screen_text(app)) == before


def without_thumbs(text: str) -> str:
    """The screen's text without scrollbar thumbs (the log's thumb may lag one layout behind its content)."""
    return re.sub("[▁▂▃▄▅▆▇█]", " ", text)


def hidden_marks(t: Translator, card: str) -> list[str]:
    """How a card would show: its name (log, choices) and its face on the table (symbol and strength)."""
    from engines.cards import card_strength

    return [card_name(t, card), f"{card_symbol(card)}{card_strength(card):>3}"]


async def test_an_unfinished_game_never_shows_an_ai_hand(save_dir: Path) -> None:
    path = save_played(save_dir, "cards", 8, "half", stop=14)
    loaded = load_file(path)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(loaded), seat=1)  # asking for the AI seat...
        replay = screen.replay
        assert screen.viewer == 0  # ...gives the human's eyes
        await pilot.press("v")
        assert screen.viewer == 0  # no other seat to take
        checked = 0
        while True:
            await wait_quiet(pilot)
            game = replay.game
            text = shown(app)
            for card in game.view(1).hand:
                for mark in hidden_marks(app.t, card):
                    assert mark not in text, (replay.index, card, mark)
                checked += 1
            for card in game.view(0).hand:  # the check can fail: the human's own hand is on screen
                assert hidden_marks(app.t, card)[1] in text
            if replay.index == replay.total:
                break
            await pilot.press("right")
        assert checked > 0
        assert "unfinished" in screen_text(app)


async def test_a_finished_game_may_show_every_hand(save_dir: Path) -> None:
    path = save_played(save_dir, "cards", 8, "done")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(load_file(path)))
        replay = screen.replay
        await pilot.press("right", "right", "right")
        hand = replay.game.view(1).hand
        assert hand and hidden_marks(app.t, hand[0])[1] not in screen_text(app)
        await pilot.press("v")
        # One wait for the title and every card: the hand may be drawn a frame after its title.
        await wait_until(
            pilot,
            lambda: (
                "Bo’s hand" in screen_text(app)
                and all(hidden_marks(app.t, card)[1] in screen_text(app) for card in hand)
            ),
        )
        assert screen.viewer == 1


async def test_play_runs_at_the_settings_pace_and_a_key_stops_it(save_dir: Path) -> None:
    path = save_played(save_dir, "cards", 8, "done")
    app = make_app(save_dir, delay=0.0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(load_file(path)))
        replay = screen.replay
        await pilot.press("space")
        assert screen.playing
        await wait_until(pilot, lambda: replay.index >= 3, rounds=2000)
        await pilot.press("left")
        assert not screen.playing
        stopped = replay.index
        await wait_quiet(pilot)
        await wait_quiet(pilot)
        assert replay.index == stopped
        await pilot.click("#rp-end")
        await wait_until(pilot, lambda: replay.index == replay.total)
        await pilot.click("#rp-back")
        await wait_until(pilot, lambda: replay.index == replay.total - 1)


async def test_language_switch_retranslates_the_replay(save_dir: Path) -> None:
    path = save_played(save_dir, "board", 8, "done")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_on(app, pilot, Replay.from_loaded(load_file(path)))
        await pilot.press("right")
        await pilot.press("f2")
        # The footer too, in the same wait: it may be repainted a frame after the body.
        await wait_until(pilot, lambda: "Zug 1 von" in screen_text(app) and "Runde" in screen_text(app))


# --- export ------------------------------------------------------------------------------------------------
async def test_export_writes_the_translated_log_and_standings_beside_the_save(save_dir: Path) -> None:
    path = save_played(save_dir, "cards", 9, "Evening game")
    loaded = load_file(path)
    app = make_app(save_dir, language="de")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_on(app, pilot, Replay.from_loaded(loaded))
        await pilot.press("x")
        target = path.with_suffix(".txt")
        # The file, then the message that names it: one wait for both (the message may follow a frame later).
        await wait_until(
            pilot, lambda: target.exists() and any(str(target) in n.message for n in app._notifications)
        )
        text = target.read_text("utf-8")
        log = screen.query_one(GameLog)
        await pilot.press("end")
        await wait_quiet(pilot)
        # every line of the table's log, as the table words it in German, in order (a finished game's record
        # also holds what only one seat saw, such as the booty pile's cards)
        exported = iter(text.splitlines())
        assert all(any(line == out for out in exported) for line in log.plain.splitlines())
        outcome = loaded.game.outcome()
        assert outcome is not None
        assert "Endstand" in text and "Runde 1 beginnt" in text
        for standing in outcome.standings:
            assert f"{standing.rank}. {loaded.header.seats[standing.seat].name}: {standing.score}" in text
        assert not list(save_dir.glob("*.tmp*"))


async def test_an_unfinished_game_is_not_exported(save_dir: Path) -> None:
    path = save_played(save_dir, "board", 9, "half", stop=20)
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_on(app, pilot, Replay.from_loaded(load_file(path)))
        replay_screen(app).action_replay_export()
        await wait_quiet(pilot)
        assert not path.with_suffix(".txt").exists()
        assert any("Only a finished game" in n.message for n in app._notifications)


# --- entry points ------------------------------------------------------------------------------------------
async def test_load_list_opens_a_replay_and_bunched_keys_open_one(save_dir: Path) -> None:
    save_played(save_dir, "board", 4, "done")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(LoadScreen())
        await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen) and not app.screen.reading)
        load = app.screen
        # in the footer, which rebuilds on the next refresh (under load, after the list is read)
        await wait_until(pilot, lambda: "Replay" in screen_text(app), "the footer's Replay key")
        for key, char in (("r", "r"), ("enter", "\r"), ("r", "r"), ("right", None)):
            app.post_message(events.Key(key, char))  # pressed together: queued before the first is handled
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
        await wait_quiet(pilot)
        screen = replay_screen(app)
        assert app.screen_stack[-2] is load  # one replay, over the list; no game was resumed
        assert sum(isinstance(s, ReplayShell) for s in app.screen_stack) == 1
        assert screen.replay.index == 0
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is load)


async def test_game_over_screen_shows_the_record_and_a_replay_never_counts(
    save_dir: Path, tmp_path: Path
) -> None:
    from tui.cards import UI
    from tui.cards.setup import loaded_session

    path = save_played(save_dir, "cards", 10, "done")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        session = loaded_session(app, load_file(path))
        assert record_game_end(app.data_dir, UI, session)
        record = load_records(app.data_dir).modes["cards.7"]
        before = records_path(app.data_dir).read_bytes()
        await app.push_screen(UI.game_over_screen(session))
        await wait_quiet(pilot)
        over = app.screen
        expected = (
            f"Captain’s record, 7Seas · goal 7: {record.played} played, {record.won} won, {record.lost} lost"
        )
        await wait_until(pilot, lambda: expected in screen_text(app))
        # r and x pressed together with more keys: one replay, and the x is not taken as an export
        for key, char in (("r", "r"), ("r", "r"), ("x", "x"), ("escape", None)):
            app.post_message(events.Key(key, char))
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
        await wait_quiet(pilot)
        assert app.screen_stack[-2] is over and not list(save_dir.glob("*.txt"))
        # the replay played to its end (and with play) counts nothing
        await pilot.press("end")
        replay_screen(app).action_replay_goto(replay_screen(app).replay.total - 2)
        await pilot.press("space")
        await wait_until(pilot, lambda: not replay_screen(app).playing, rounds=4000)
        await pilot.press("end", "escape")
        await wait_until(pilot, lambda: app.screen is over)
        assert records_path(app.data_dir).read_bytes() == before
        # the game-over screen's own button opens the replay too; x there exports the game just played
        await pilot.click("#replay")
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is over)
        await pilot.press("x")
        await wait_until(pilot, lambda: bool(list(save_dir.glob("*.txt"))))
        assert list(save_dir.glob("*.txt")) == [path.with_suffix(".txt")]
        assert records_path(app.data_dir).read_bytes() == before


async def test_replays_from_the_load_list_never_create_a_record(save_dir: Path) -> None:
    for game_id in GAMES:
        save_played(save_dir, game_id, 13, f"done {game_id}")
    app = make_app(save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(LoadScreen())
        await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen) and not app.screen.reading)
        for row in range(2):
            await pilot.press("r")
            await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
            await pilot.press("end")
            await wait_until(
                pilot, lambda: replay_screen(app).replay.index == replay_screen(app).replay.total
            )
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, LoadScreen))
            if row == 0:
                await pilot.press("down")
        assert not records_path(app.data_dir).exists()


# --- the command line ----------------------------------------------------------------------------------------
async def test_cli_replay_opens_the_replay_over_the_menu(save_dir: Path) -> None:
    path = save_played(save_dir, "board", 14, "done")
    status, app = prepare_replay([str(path), "--lang", "fr"], Translator("en"))
    assert status == 0 and app is not None
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayShell))
        await wait_quiet(pilot)
        assert re.search(r"Coup 0 sur \d+", screen_text(app))
        await pilot.press("escape")
        await wait_until(pilot, lambda: not isinstance(app.screen, ReplayShell))
        assert type(app.screen).__name__ == "MainMenuScreen"


def test_cli_replay_of_a_damaged_file_says_why_like_the_load_list(save_dir: Path, capsys: Any) -> None:
    path = save_played(save_dir, "cards", 14, "done")
    text = path.read_text("utf-8")
    path.write_text(text.replace("actions = [", 'actions = [\n    "nonsense",', 1), "utf-8")
    with pytest.raises(SaveError) as caught:
        load_file(path)
    entry = next(e for e in SaveStore(save_dir).entries() if e.path == path)
    assert entry.error is not None and entry.error.key == caught.value.key
    t = Translator("de")
    status, app = prepare_replay([str(path)], t)
    assert status == 1 and app is None
    err = capsys.readouterr().err
    assert t(entry.error.key, **entry.error.params) in err  # the Load list's sentence
    assert str(path) in err and "Traceback" not in err
    status, app = prepare_replay([str(save_dir / "missing.toml")], t)
    assert status == 1 and app is None and "Traceback" not in capsys.readouterr().err


def test_cli_export_writes_the_record_beside_the_file(save_dir: Path, capsys: Any) -> None:
    path = save_played(save_dir, "board", 15, "done")
    status, app = prepare_replay([str(path), "--export", "--lang", "en"], Translator("en"))
    assert status == 0 and app is None
    target = path.with_suffix(".txt")
    assert str(target) in capsys.readouterr().out
    text = target.read_text("utf-8")
    game, _ = played("board", 15)
    outcome = game.outcome()  # type: ignore[attr-defined]
    assert "Final standings" in text and "━━ Round 1 of " in text
    for standing in outcome.standings:
        assert f"{standing.rank}. {('Anne', 'Bo')[standing.seat]}: {standing.score}" in text
    half = save_played(save_dir, "board", 15, "half", stop=10)
    status, app = prepare_replay([str(half), "--export"], Translator("en"))
    assert status == 1 and not half.with_suffix(".txt").exists()
    assert "Only a finished game" in capsys.readouterr().err
