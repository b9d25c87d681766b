"""The captain's record: counting (once per game), strict reading, atomic writing, the screen, the hook."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import tomli_w

from saves import SeatInfo
from saves.records import (
    FILE_NAME,
    GameResult,
    Records,
    load_records,
    record_result,
    records_path,
    save_records,
)
from tests.tui.cards.cards_ui_helpers import (
    direct_session,
    human_step,
    make_app,
    screen_text,
    settle,
    wait_quiet,
)
from tui.board import UI as BOARD
from tui.cards import UI as CARDS
from tui.cards.over import CardsGameOverScreen
from tui.cards.table import CardsTableScreen
from tui.games import GAMES
from tui.i18n import Translator
from tui.launch import open_loaded
from tui.records import record_game_end, result_of
from tui.screens.records import RecordsScreen, records_renderable

SIZE = (120, 40)


def result(key: str, mode: str = "cards.7", **kw: Any) -> GameResult:
    return GameResult(key=key, mode=mode, **{"won": True, "score": 7, **kw})


def test_counts_each_game_once_with_wins_losses_scores_and_levels(tmp_path: Path) -> None:
    assert record_result(tmp_path, result("a", against=("easy", "hard")))
    assert record_result(tmp_path, result("b", won=False, score=4, against=("hard", "hard")))
    assert not record_result(tmp_path, result("a", score=99))  # the same game again: not counted
    assert record_result(
        tmp_path, result("c", mode="board.solo", score=41, title="formidable_adventure", level=3)
    )
    assert record_result(
        tmp_path, result("d", mode="board.solo", won=False, score=20, title="misadventure", level=4)
    )
    records = load_records(tmp_path)
    assert records.error == ""
    cards = records.modes["cards.7"]
    assert (cards.played, cards.won, cards.lost, cards.best, cards.total) == (2, 1, 1, 7, 11)
    assert cards.mean == pytest.approx(5.5)
    assert cards.against == {"easy": 1, "hard": 2}  # games played against each level
    solo = records.modes["board.solo"]
    assert solo.titles == {"formidable_adventure": 1, "misadventure": 1}
    assert (solo.played, solo.won, solo.lost, solo.best) == (2, 0, 0, 41)  # a title, never won or lost
    assert records.levels == [3, 4]
    assert records.counted == ["a", "b", "c", "d"]


def test_a_solo_game_is_recorded_with_its_score_title_and_level_never_as_lost(tmp_path: Path) -> None:
    """Issue 21: a 28-point solo game counted as "lost"; the rulebook gives a title by score, no win."""
    from saves.records import SoloGame

    assert record_result(
        tmp_path, result("s1", mode="board.solo", won=False, score=28, title="simple_stroll", level=2)
    )
    records = load_records(tmp_path)
    solo = records.modes["board.solo"]
    assert (solo.played, solo.won, solo.lost, solo.best) == (1, 0, 0, 28) and solo.titled
    assert records.solo == [SoloGame(28, "simple_stroll", 2)]
    with pytest.raises(ValueError):  # a won/lost game never lands in a titled mode
        records.add(result("s2", mode="board.solo", won=False, score=28))


def test_a_version_1_file_keeps_loading_and_its_solo_row_is_migrated(tmp_path: Path) -> None:
    old = {
        "format": "seven-seas-records",
        "version": 1,
        "counted": ["a", "b", "c"],
        "levels": [2, 3],
        "modes": {
            "cards.7": {"played": 1, "won": 1, "lost": 0, "best": 7, "total": 7, "against": {}, "titles": {}},
            "board.solo": {
                "played": 2,
                "won": 1,
                "lost": 1,
                "best": 38,
                "total": 66,
                "against": {},
                "titles": {"admirable_journey": 1, "simple_stroll": 1},
            },
        },
    }
    records_path(tmp_path).write_text(tomli_w.dumps(old))
    records = load_records(tmp_path)
    assert records.error == ""
    solo = records.modes["board.solo"]
    assert (solo.played, solo.won, solo.lost, solo.best, solo.total) == (2, 0, 0, 38, 66)
    assert records.modes["cards.7"].won == 1 and records.levels == [2, 3] and records.solo == []
    assert record_result(
        tmp_path, result("d", mode="board.solo", score=51, title="legendary_odyssey", level=4)
    )
    again = load_records(tmp_path)
    assert again.to_dict()["version"] == 3 and again.modes["board.solo"].played == 3
    assert [g.score for g in again.solo] == [51]


def test_round_trip_is_stable(tmp_path: Path) -> None:
    records = Records()
    records.add(result("k1", against=("medium",)))
    records.add(result("k2", mode="board.advanced", won=False, score=33))
    save_records(tmp_path, records)
    first = records_path(tmp_path).read_bytes()
    again = load_records(tmp_path)
    assert again.to_dict() == records.to_dict()
    save_records(tmp_path, again)
    assert records_path(tmp_path).read_bytes() == first
    # no temp or lock file left behind; the previous version is the backup
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME, FILE_NAME + ".bak"]


def good() -> dict[str, Any]:
    records = Records()
    records.add(result("k1", against=("easy",)))
    return records.to_dict()


def broken(change: str) -> dict[str, Any]:
    data = good()
    mode = data["modes"]["cards.7"]
    if change == "format":
        data["format"] = "seven-seas-save"
    elif change == "version":
        data["version"] = 99
    elif change == "extra":
        data["secret"] = 1
    elif change == "sum":
        mode["won"] = 5
    elif change == "negative":
        mode["lost"] = -1
    elif change == "bool":
        mode["played"] = True
    elif change == "mode":
        data["modes"]["chess.blitz"] = mode
    elif change == "level":
        data["levels"] = [9]
    elif change == "dupe":
        data["counted"] = ["k1", "k1"]
    elif change == "against":
        mode["against"] = {"Bad Name": 1}
    elif change == "titled_won":  # a titled mode of version 2 is neither won nor lost
        data["modes"]["board.solo"] = {**mode, "titles": {"simple_stroll": 1}}
    elif change == "solo":
        data["solo"] = [{"score": 28, "title": "Bad Title", "level": 2}]
    return data


@pytest.mark.parametrize(
    "change",
    [
        "format",
        "extra",
        "sum",
        "negative",
        "bool",
        "mode",
        "level",
        "dupe",
        "against",
        "titled_won",
        "solo",
    ],
)
def test_a_damaged_record_is_kept_aside_and_what_can_be_read_is_kept(tmp_path: Path, change: str) -> None:
    text = tomli_w.dumps(broken(change))
    records_path(tmp_path).write_text(text)
    records = load_records(tmp_path)
    notice = records.notice
    assert notice is not None and notice.kind == "recovered" and notice.reason
    assert records.error == ""  # the file is usable again: games are counted into it
    assert notice.aside is not None and notice.aside.read_text() == text  # the damaged file, byte for byte
    assert notice.aside.name.startswith("records.damaged-") and notice.aside.suffix == ".toml"
    if change == "format":  # another program's file: nothing of it is a record
        assert records.modes == {} and not records_path(tmp_path).exists()
    else:  # the good parts stay
        assert set(records.modes) <= {"cards.7", "board.solo"} and records.counted == ["k1"]
        assert all(m.won == m.lost == 0 for name, m in records.modes.items() if name == "board.solo")
        assert load_records(tmp_path).to_dict() == records.to_dict()
    assert load_records(tmp_path).notice is None  # told once: the next read finds a good file


def test_a_newer_versions_record_is_left_alone(tmp_path: Path) -> None:
    text = tomli_w.dumps(broken("version"))
    records_path(tmp_path).write_text(text)
    records = load_records(tmp_path)
    assert records.notice is not None and records.notice.kind == "newer"
    assert records.error == "records.corrupted" and records.error_params["reason"]
    with pytest.raises(OSError):
        record_result(tmp_path, result("k9"))
    assert records_path(tmp_path).read_text() == text
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


@pytest.mark.parametrize("content", [b"not = [toml", b"\xff\xfe", b"a" * (300 * 1024)])
def test_damaged_bytes_are_kept_aside(tmp_path: Path, content: bytes) -> None:
    records_path(tmp_path).write_bytes(content)
    records = load_records(tmp_path)
    assert records.notice is not None and records.notice.source == "none" and records.modes == {}
    assert records.notice.aside is not None and records.notice.aside.read_bytes() == content


def test_a_folder_in_its_place_is_not_read(tmp_path: Path) -> None:
    records_path(tmp_path).mkdir()
    records = load_records(tmp_path)
    assert records.error == "records.corrupted" and records.notice is not None
    assert records.notice.kind == "kept" and records_path(tmp_path).is_dir()


def test_missing_file_is_an_empty_record(tmp_path: Path) -> None:
    records = load_records(tmp_path / "nowhere")
    assert records.error == "" and records.modes == {}


def test_counted_keys_are_bounded(tmp_path: Path) -> None:
    from saves.records import MAX_COUNTED

    records = Records()
    for i in range(MAX_COUNTED + 5):
        records.add(result(f"g{i}"))
    assert len(records.counted) == MAX_COUNTED and records.counted[-1] == f"g{MAX_COUNTED + 4}"
    save_records(tmp_path, records)
    assert load_records(tmp_path).modes["cards.7"].played == MAX_COUNTED + 5


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_renderable_names_modes_levels_titles(lang: str) -> None:
    from rich.console import Console

    t = Translator(lang)
    records = Records()
    records.add(result("a", against=("hard",)))
    records.add(result("b", mode="board.solo", score=52, title="legendary_odyssey", level=5))
    console = Console(width=140, record=True)
    console.print(records_renderable(t, GAMES, records))
    text = console.export_text()
    assert t("records.mode.cards", target=7) in text
    assert t("records.mode.solo") in text
    assert t("ai.level.hard") in text
    assert t("board.solo.title.legendary_odyssey") in text
    assert t("records.levels", levels="5", count=1) in text


def finished_actions(session: Any) -> list[str]:
    """Every action of a whole game from the session's start, playing the first legal action."""
    from engines.cards import CardGame

    game = CardGame.new(session.config, session.seed)
    texts = []
    while not game.is_over:
        action = game.legal_actions()[0]
        texts.append(str(action))
        game.apply(action)
    return texts


async def test_a_card_game_ending_in_play_counts_once_and_shows_on_the_records_screen(tmp_path: Path) -> None:
    data = Path(os.environ["SEVEN_SEAS_DATA_DIR"])
    app = make_app(tmp_path / "saves")
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Bot", "ai", "hard")], seed=5)
        texts = finished_actions(session)
        session.replay(texts[:-1])
        assert not session.game.is_over and not records_path(data).exists()
        await app.push_screen(CardsTableScreen(session))
        await settle(app, pilot)
        for _ in range(50):
            if not await human_step(app, pilot):
                break
        assert isinstance(app.screen, CardsGameOverScreen)
        records = load_records(data)
        mode = records.modes["cards.7"]
        assert mode.played == 1 and records.counted == [session.game_key]
        expected = result_of(CARDS, session)
        assert expected is not None and mode.won == int(expected.won) and mode.against == {"hard": 1}
        # the game-over screen of the same (finished) game, opened again, counts nothing
        await app.push_screen(CardsGameOverScreen(session))
        await wait_quiet(pilot)
        assert not record_game_end(data, CARDS, session)
        assert load_records(data).modes["cards.7"].played == 1
        # from the menu: the Records screen shows the row
        from tui.screens.main_menu import MainMenuScreen

        while not isinstance(app.screen, MainMenuScreen):
            app.pop_screen()
            await wait_quiet(pilot)
        await pilot.press("8", "enter")  # menu entry 8: the captain's record (7 is the Quests)
        await wait_quiet(pilot)
        assert isinstance(app.screen, RecordsScreen)
        text = screen_text(app)
        assert "Captain’s record" in text and "7Seas · goal 7" in text and "hard ×1" in text
        await pilot.press("f2")
        await wait_quiet(pilot)
        assert "Logbuch des Kapitäns" in screen_text(app) and "schwer ×1" in screen_text(app)


async def test_a_re_opened_finished_save_is_not_counted(tmp_path: Path) -> None:
    data = Path(os.environ["SEVEN_SEAS_DATA_DIR"])
    app = make_app(tmp_path / "saves")
    async with app.run_test(size=SIZE) as pilot:
        session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Bea")], seed=9)
        session.replay(finished_actions(session))
        session.save("done")
        loaded = app.store.load("done")
        open_loaded(app, loaded)
        await wait_quiet(pilot)
        assert isinstance(app.screen, CardsGameOverScreen)
    assert not records_path(data).exists()


def test_games_without_a_human_are_not_counted(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    session = direct_session(app, [SeatInfo("A", "ai", "easy"), SeatInfo("B", "ai", "hard")], seed=3)
    session.replay(finished_actions(session))
    assert result_of(CARDS, session) is None
    assert not record_game_end(tmp_path, CARDS, session)
    assert not records_path(tmp_path).exists()


def test_unwritable_record_is_logged_not_raised(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    session = direct_session(app, [SeatInfo("Anne"), SeatInfo("Bea")], seed=3)
    session.replay(finished_actions(session))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not record_game_end(blocker / "sub", CARDS, session)
    told: list[str] = []
    teller = SimpleNamespace(t=Translator("en"), notify=lambda message, **options: told.append(message))
    assert not record_game_end(blocker / "sub", CARDS, session, app=teller)
    # the player is told the game was not counted, and why
    (message,) = told
    assert "records.toml" in message and "Not a directory" in message and "not counted" in message


def test_board_results_name_the_mode_the_solo_title_and_level() -> None:
    from types import SimpleNamespace

    from engines.base import Outcome, Standing, Termination
    from engines.board.config import BoardConfig

    def fake(
        config: Any, seats: list[SeatInfo], scores: list[int], winners: tuple[int, ...], extra: Any = None
    ) -> Any:
        extra = {} if extra is None else extra
        outcome = Outcome(
            next(iter(Termination)),
            winners,
            tuple(Standing(i, 1 + (i not in winners), s) for i, s in enumerate(scores)),
        )
        return SimpleNamespace(
            game=SimpleNamespace(outcome=lambda: outcome),
            seats=tuple(seats),
            config=config,
            game_key="b1",
            extra=extra,
        )

    solo = fake(BoardConfig(mode="advanced", players=1, solo=True, level=3), [SeatInfo("Anne")], [42], (0,))
    got = result_of(BOARD, solo)
    assert got == GameResult("b1", "board.solo", True, 42, (), "formidable_adventure", 3)
    duel = fake(
        BoardConfig(mode="discovery", players=2),
        [SeatInfo("Anne"), SeatInfo("G", "ai", "greedy")],
        [20, 31],
        (1,),
    )
    got = result_of(BOARD, duel)
    assert got == GameResult("b1", "board.discovery", False, 20, ("greedy",), "", -1)
    # a game where the advisor was asked says so; a value that is not a count is not taken for one
    for extra, advised in (({"advisor": 2}, True), ({"advisor": "2"}, False), ({"advisor": True}, False)):
        got = result_of(BOARD, fake(solo.config, list(solo.seats), [42], (0,), extra))
        assert got is not None and got.advised is advised


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_advised_games_are_counted_and_shown_apart(tmp_path: Path, lang: str) -> None:
    from rich.console import Console

    t = Translator(lang)
    record_result(tmp_path, result("a", mode="board.discovery", advised=True, against=("hard",)))
    record_result(tmp_path, result("b", mode="board.discovery"))
    record_result(
        tmp_path, result("c", mode="board.solo", score=52, title="legendary_odyssey", level=5, advised=True)
    )
    records = load_records(tmp_path)
    assert records.modes["board.discovery"].advised == 1 and records.modes["board.solo"].advised == 1
    assert [game.advised for game in records.solo] == [True]
    console = Console(width=140, record=True)
    console.print(records_renderable(t, GAMES, records))
    text = " ".join(console.export_text().split())
    mode = t("records.mode.board", mode=t("board.mode.discovery"))
    assert " ".join(t("records.advised", mode=mode, count=1).split()) in text
    solo = t("records.solo_game_advised", score=52, title=t("board.solo.title.legendary_odyssey"), level=5)
    assert " ".join(solo.split()) in text
    assert t("ai.level.hard") in text  # the board's captains named by their level, in every language
    assert t("records.mode.cards", target=7) not in text  # no card game was played here


def test_a_version_2_file_loads_with_no_advised_games_and_is_written_as_version_3(tmp_path: Path) -> None:
    mode = {"played": 1, "won": 1, "lost": 0, "best": 9, "total": 9, "against": {}, "titles": {}}
    solo = {"played": 1, "won": 0, "lost": 0, "best": 30, "total": 30, "against": {}, "titles": {"x": 1}}
    document = {
        "format": "seven-seas-records",
        "version": 2,
        "counted": ["a", "b"],
        "levels": [1],
        "solo": [{"score": 30, "title": "x", "level": 1}],
        "modes": {"cards.7": mode, "board.solo": solo},
    }
    (tmp_path / "records.toml").write_text(tomli_w.dumps(document), encoding="utf-8")
    records = load_records(tmp_path)
    assert records.error == "" and records.notice is None
    assert records.modes["cards.7"].advised == 0 and records.solo[0].advised is False
    assert record_result(tmp_path, result("c"))
    again = load_records(tmp_path)
    assert (
        again.to_dict()["version"] == 3 and again.modes["cards.7"].played == 2 and again.solo == records.solo
    )
    # a version 2 table that holds "advised" is not one this app wrote: not taken as it is
    document["modes"]["cards.7"] = {**mode, "advised": 0}
    (tmp_path / "records.toml").write_text(tomli_w.dumps(document), encoding="utf-8")
    assert load_records(tmp_path).notice is not None
