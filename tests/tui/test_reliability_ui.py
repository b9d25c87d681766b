"""Issue 24 in the app: a player's history is never lost (and the player is told), one window never takes over a
game another window has open, a save dated far off is still continued, and a browser tab's settings are its own."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import tomli_w

from saves import SaveStore, SeatInfo
from saves.records import FILE_NAME, Records, load_records, records_path
from tests.tui.cards.cards_ui_helpers import (
    human_step,
    make_app,
    notices,
    screen_text,
    settle,
    wait_notice,
    wait_quiet,
    wait_until,
)
from tests.tui.replay_helpers import first_moves
from tui.cards.table import CardsTableScreen
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.records import RecordsScreen
from tui.settings import config_dir, load_settings

SIZE = (120, 40)
SEATS = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "easy"))


def card_save(store: SaveStore, name: str, *, moves: int = 4, seed: int = 21, key: str = "") -> Path:
    game, actions = first_moves(seed, moves)
    return store.save(name, game, seed=seed, actions=actions, seats=SEATS, game_key=key or f"key{seed}")  # type: ignore[arg-type]


async def continue_game(pilot: object, app: object) -> None:
    await pilot.press("3", "enter")  # type: ignore[attr-defined]
    await app.workers.wait_for_complete()  # type: ignore[attr-defined]
    await wait_quiet(pilot)  # type: ignore[arg-type]


# --- Continue offers a save dated far off ------------------------------------------------------------------


async def test_continue_offers_a_save_dated_far_in_the_future(save_dir: Path) -> None:
    path = card_save(SaveStore(save_dir), "Time traveller")
    text = path.read_text("utf-8")
    stamp = next(line for line in text.splitlines() if line.startswith("saved = "))
    path.write_text(text.replace(stamp, "saved = 9500-06-01T12:00:00Z"), "utf-8")
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await continue_game(pilot, app)
        assert isinstance(app.screen, CardsTableScreen), notices(app)
        assert app.screen.session.save_name == "Time traveller"


# --- one game, one window -------------------------------------------------------------------------------


async def test_a_game_open_in_one_window_is_not_continued_loaded_or_deleted_in_another(
    save_dir: Path,
) -> None:
    card_save(SaveStore(save_dir), "Friday game")
    first, second = make_app(save_dir), make_app(save_dir)
    async with first.run_test(size=SIZE) as one, second.run_test(size=SIZE) as two:
        await continue_game(one, first)
        assert isinstance(first.screen, CardsTableScreen)
        # the second window: Continue passes it by and says why
        await continue_game(two, second)
        assert isinstance(second.screen, MainMenuScreen)
        # (its newest save is the autosave the first window wrote as it resumed the game)
        await wait_notice(two, lambda m: "is open in another window" in m, "about the open game")
        # the load list marks it, and neither resumes nor deletes it
        await two.press("l")
        await wait_until(two, lambda: isinstance(second.screen, LoadScreen) and not second.screen.reading)
        await wait_quiet(two)
        assert screen_text(second).count("Open in another window") == 2  # its autosave and its named save
        await two.press("enter")
        await wait_quiet(two)
        assert isinstance(second.screen, LoadScreen)
        await two.press("d")
        await wait_quiet(two)
        assert isinstance(second.screen, LoadScreen) and len(second.screen.entries) == 2
        assert all(entry.path.exists() for entry in second.screen.entries)
        await two.press("escape")
        await wait_quiet(two)
        # the first window closes the game: the second may continue it now
        table = first.screen
        assert isinstance(table, CardsTableScreen)
        # (called in the first app's own context: a widget's ``app`` is the active app, and the test runs both)
        first.call_later(table.leave_to_menu)
        await wait_until(one, lambda: isinstance(first.screen, MainMenuScreen))
        await wait_quiet(one)
        await continue_game(two, second)
        assert isinstance(second.screen, CardsTableScreen)
        assert second.screen.session.game_key == "key21"


async def test_quitting_the_app_lets_go_of_its_game(save_dir: Path) -> None:
    card_save(SaveStore(save_dir), "Friday game")
    first = make_app(save_dir)
    async with first.run_test(size=SIZE) as one:
        await continue_game(one, first)
        assert isinstance(first.screen, CardsTableScreen)
        assert SaveStore(save_dir).open_elsewhere("key21")
        first.exit()
        await one.pause()
    assert not SaveStore(save_dir).open_elsewhere("key21")


# --- the captain's record ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "could not be read"), ("de", "konnte nicht gelesen werden"), ("fr", "est illisible")],
)
async def test_a_damaged_record_is_kept_aside_and_the_player_told_once(
    tmp_path: Path, lang: str, words: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    records = Records()
    from saves.records import GameResult

    records.add(GameResult(key="k1", mode="cards.7", won=True, score=7))
    good = tomli_w.dumps(records.to_dict())
    records_path(data).write_text(good.replace("won = 1", "won = [broken"), "utf-8")
    (data / (FILE_NAME + ".bak")).write_text(good, "utf-8")
    app = make_app(tmp_path / "saves", language=lang)
    app._data_dir = data  # type: ignore[attr-defined]
    async with app.run_test(size=SIZE) as pilot:
        await wait_quiet(pilot)
        app.push_screen(RecordsScreen())
        await wait_quiet(pilot)
        await wait_notice(pilot, lambda m: words in m and "records.damaged-" in m, "about the damaged record")
        assert isinstance(app.screen, RecordsScreen) and app.screen.records.modes["cards.7"].played == 1
        await pilot.press("escape")
        await wait_quiet(pilot)
        app.clear_notifications()
        app.push_screen(RecordsScreen())
        await wait_quiet(pilot)
        assert not notices(app)  # told once
    (kept,) = data.glob("records.damaged-*.toml")
    assert "won = [broken" in kept.read_text("utf-8")
    assert load_records(data).counted == ["k1"]


async def test_a_game_that_cannot_be_counted_says_so(tmp_path: Path) -> None:
    from tests.tui.test_records import finished_actions

    data = tmp_path / "data"
    records_path(data).mkdir(parents=True)
    app = make_app(tmp_path / "saves")
    app._data_dir = data  # type: ignore[attr-defined]
    async with app.run_test(size=SIZE) as pilot:
        from tests.tui.cards.cards_ui_helpers import direct_session

        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Bot", "ai", "hard")], seed=5)
        actions = finished_actions(session)
        session.replay(actions[:-1])
        await app.push_screen(CardsTableScreen(session))
        await settle(app, pilot)
        for _ in range(50):
            if not await human_step(app, pilot):
                break
        await wait_notice(
            pilot, lambda m: "records.toml" in m and "not counted" in m, "that the game was not counted"
        )
    assert records_path(data).is_dir()


# --- settings: a browser tab's are its own -----------------------------------------------------------------


async def test_a_tabs_language_is_its_own_until_kept_as_the_default() -> None:
    from tui.app import SevenSeasApp

    app = SevenSeasApp(language="en", own_settings=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_quiet(pilot)
        await pilot.press("f2")
        await wait_quiet(pilot)
        assert app.language == "de"
        assert not (config_dir() / "settings.toml").exists()  # another tab, the next start: still as before
        await pilot.press("s")
        await wait_quiet(pilot)
        assert "Als Vorgabe für neue Tabs behalten" in screen_text(app)
        app.screen.query_one("#keep-default").press()  # type: ignore[attr-defined]
        await wait_quiet(pilot)
    assert load_settings().language == "de"


async def test_in_a_terminal_the_language_is_kept_as_before() -> None:
    from tui.app import SevenSeasApp

    app = SevenSeasApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await wait_quiet(pilot)
        assert not app.own_settings
        await pilot.press("f2")
        await wait_quiet(pilot)
        await pilot.press("s")
        await wait_quiet(pilot)
        assert "Vorgabe für neue Tabs" not in screen_text(app)
    assert load_settings().language == "de"


def test_far_off_dates_stay_dates() -> None:
    from saves.document import LATEST

    assert dt.datetime(2999, 1, 1, tzinfo=dt.UTC) < LATEST
