"""The player's profile: quest log and Favors & Curses level, between games."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from tui.board.profile import MAX_BYTES, Profile, load_profile, profile_path, save_profile

DAY = dt.date(2026, 12, 1)


def test_a_missing_profile_is_fresh_without_error(tmp_path: Path) -> None:
    p = load_profile(tmp_path / "nowhere")
    assert p.quests == {} and p.level == -1 and p.advice == 0 and p.error == ""


def test_round_trip(tmp_path: Path) -> None:
    p = Profile()
    new = p.record(["gem_catcher.7", "great_sailor.3"], "Solo one", DAY, level=2, advice=3)
    assert new == ["gem_catcher.7", "great_sailor.3"]
    # the first completion stays; a second game adds only its new rows
    assert p.record(["gem_catcher.7", "great_sailor.4"], "Solo two", DAY + dt.timedelta(days=1)) == [
        "great_sailor.4"
    ]
    path = save_profile(tmp_path / "data", p)
    assert path == profile_path(tmp_path / "data") and not list((tmp_path / "data").glob(".*.tmp"))
    back = load_profile(tmp_path / "data")
    assert back.error == "" and back.quests == p.quests and (back.level, back.advice) == (2, 3)
    assert (
        back.quests["gem_catcher.7"].game == "Solo one" and back.quests["great_sailor.4"].date == "2026-12-02"
    )


@pytest.mark.parametrize(
    "text",
    [
        "not = [toml",
        'format = "something-else"\nversion = 1\n',
        'format = "seven-seas-profile"\nversion = 99\n',
        'format = "seven-seas-profile"\nversion = 1\nlevel = 9\n',
        'format = "seven-seas-profile"\nversion = 1\n[quests."gem_catcher.3"]\ndate = "2026-12-01"\ngame = "x"\n',
        'format = "seven-seas-profile"\nversion = 1\n[quests."gem_catcher.7"]\ndate = "yesterday"\ngame = "x"\n',
        'format = "seven-seas-profile"\nversion = 1\nsurprise = true\n',
    ],
)
def test_a_corrupted_profile_falls_back_with_an_error_key(tmp_path: Path, text: str) -> None:
    profile_path(tmp_path).write_text(text, encoding="utf-8")
    p = load_profile(tmp_path)
    assert p.error == "saves.profile.corrupted" and p.error_params["reason"]
    assert p.quests == {} and p.level == -1


def test_binary_huge_and_non_regular_files_are_refused(tmp_path: Path) -> None:
    path = profile_path(tmp_path)
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_profile(tmp_path).error
    path.write_bytes(b"#" * (MAX_BYTES + 10))
    assert load_profile(tmp_path).error_params["reason"] == "too large"
    path.unlink()
    path.mkdir()
    assert load_profile(tmp_path).error_params["reason"] == "not a regular file"
    path.rmdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(path)
        assert load_profile(tmp_path).error_params["reason"] == "not a regular file"  # no blocking read
