"""A player's small files (the captain's record here) get the care saves get: atomic writes with a backup, a
damaged file kept aside and what can be read of it and of its backup kept, nothing written over a file that
cannot be moved, and no update lost between apps sharing the folder."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import tomli_w

from saves.player_file import PlayerFileError, salvage_toml
from saves.records import (
    FILE_NAME,
    GameResult,
    Records,
    count_game,
    load_records,
    record_result,
    records_path,
)

ROOT = Path(__file__).resolve().parents[2]


def result(key: str, mode: str = "cards.7", won: bool = True, score: int = 7) -> GameResult:
    return GameResult(key=key, mode=mode, won=won, score=score, against=("hard",))


def test_every_write_keeps_the_previous_file_as_the_backup(tmp_path: Path) -> None:
    record_result(tmp_path, result("a"))
    first = records_path(tmp_path).read_text()
    record_result(tmp_path, result("b"))
    assert (tmp_path / (FILE_NAME + ".bak")).read_text() == first
    assert load_records(tmp_path).counted == ["a", "b"]


def test_a_damaged_record_is_rebuilt_from_its_backup_and_its_readable_part(tmp_path: Path) -> None:
    """The quest of the issue: a damaged file was replaced by a fresh one at the next game end."""
    for key, mode in (("a", "cards.7"), ("b", "board.advanced"), ("c", "cards.7")):
        record_result(tmp_path, result(key, mode))
    path = records_path(tmp_path)
    text = path.read_text()
    # the write of game "c" was cut short in the middle of the cards table: the board table is lost from the
    # file, the cards table is fine in it; the backup (before "c") has both tables
    cut = text[: text.index('[modes."cards.7"]')] + "played = 2\nwon = [oops\n"
    path.write_text(cut)
    counted, notice = count_game(tmp_path, result("d", "board.advanced", won=False))
    assert counted and notice is not None and notice.kind == "recovered" and notice.source == "backup"
    assert notice.aside is not None and notice.aside.read_text() == cut  # kept aside, byte for byte
    records = load_records(tmp_path)
    assert records.notice is None  # told once
    assert records.modes["board.advanced"].played == 2  # "b" from the backup, "d" now
    assert records.modes["cards.7"].played >= 1
    assert set(records.counted) >= {"a", "b", "c", "d"}
    assert not record_result(tmp_path, result("c"))  # still counted once


def test_what_can_be_read_of_a_damaged_file_is_kept_without_a_backup(tmp_path: Path) -> None:
    records = Records()
    records.add(result("a", "cards.7"))
    records.add(result("b", "board.solo", score=40))
    text = tomli_w.dumps(records.to_dict()).replace("best = 40", "best = 40x")
    records_path(tmp_path).write_text(text)
    loaded = load_records(tmp_path)
    assert loaded.notice is not None and loaded.notice.source == "part"
    assert loaded.counted == ["a", "b"] and loaded.modes["cards.7"].played == 1
    assert loaded.modes["board.solo"].played == 1 and loaded.modes["board.solo"].best == -1


def test_a_folder_in_its_place_is_never_replaced_and_the_game_is_not_silently_dropped(tmp_path: Path) -> None:
    records_path(tmp_path).mkdir()
    with pytest.raises(PlayerFileError) as info:
        count_game(tmp_path, result("a"))
    assert info.value.notice.kind == "kept" and "not a regular file" in info.value.notice.reason
    assert records_path(tmp_path).is_dir() and not list(records_path(tmp_path).iterdir())


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a folder root cannot write to")
def test_an_unwritable_folder_raises(tmp_path: Path) -> None:
    record_result(tmp_path, result("a"))
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(OSError):
            count_game(tmp_path, result("b"))
    finally:
        tmp_path.chmod(0o700)
    assert load_records(tmp_path).counted == ["a"]


def test_two_apps_counting_at_once_lose_nothing(tmp_path: Path) -> None:
    code = textwrap.dedent(
        """
        import sys
        from saves.records import GameResult, record_result
        folder, prefix = sys.argv[1], sys.argv[2]
        for n in range(40):
            assert record_result(folder, GameResult(key=f"{prefix}{n}", mode="cards.7", won=True, score=n))
        """
    )
    processes = [
        subprocess.Popen([sys.executable, "-c", code, str(tmp_path), prefix], cwd=ROOT, env=dict(os.environ))
        for prefix in ("x", "y")
    ]
    assert [p.wait(300) for p in processes] == [0, 0]
    records = load_records(tmp_path)
    assert records.notice is None and len(records.counted) == 80
    assert records.modes["cards.7"].played == 80


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('a = 1\nb = [oops\nc = 3\n[t]\nx = "y"\n', {"a": 1, "c": 3, "t": {"x": "y"}}),
        ('list = [\n  "k1",\n  "k2",\n]\nbad = \n', {"list": ["k1", "k2"]}),
        (
            '[m."cards.7"]\nplayed = 1\n[m."cards.7".against]\n[broken\nx = 1\n',
            {"m": {"cards.7": {"played": 1, "against": {}}}},
        ),
        ("\x00\x00\x00", {}),
    ],
)
def test_salvage_keeps_each_statement_that_parses(text: str, expected: dict[str, object]) -> None:
    assert salvage_toml(text) == expected
