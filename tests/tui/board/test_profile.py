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
    ("text", "kept"),
    [
        ("not = [toml", None),
        ('format = "something-else"\nversion = 1\n', None),
        ('format = "seven-seas-profile"\nversion = 1\nlevel = 9\nadvice = 4\n', (-1, 4)),
        (
            'format = "seven-seas-profile"\nversion = 1\n[quests."gem_catcher.3"]\ndate = "2026-12-01"\ngame = "x"\n',
            None,
        ),
        (
            'format = "seven-seas-profile"\nversion = 1\n[quests."gem_catcher.7"]\ndate = "yesterday"\ngame = "x"\n'
            '[quests."great_sailor.3"]\ndate = "2026-12-01"\ngame = "y"\n',
            ["great_sailor.3"],
        ),
        ('format = "seven-seas-profile"\nversion = 1\nsurprise = true\nlevel = 2\nadvice = 3\n', (2, 3)),
    ],
)
def test_a_corrupted_profile_is_kept_aside_and_its_good_parts_kept(
    tmp_path: Path, text: str, kept: object
) -> None:
    profile_path(tmp_path).write_text(text, encoding="utf-8")
    p = load_profile(tmp_path)
    assert p.notice is not None and p.notice.kind == "recovered" and p.notice.reason and p.error == ""
    assert p.notice.aside is not None and p.notice.aside.read_text("utf-8") == text
    if kept is None:
        assert p.quests == {} and p.level == -1
    elif isinstance(kept, tuple):
        assert (p.level, p.advice) == kept
    else:
        assert sorted(p.quests) == kept
    assert load_profile(tmp_path).notice is None  # told once


def test_a_newer_versions_profile_is_left_alone(tmp_path: Path) -> None:
    text = 'format = "seven-seas-profile"\nversion = 99\n'
    profile_path(tmp_path).write_text(text, encoding="utf-8")
    p = load_profile(tmp_path)
    assert p.error == "saves.profile.corrupted" and p.notice is not None and p.notice.kind == "newer"
    assert profile_path(tmp_path).read_text("utf-8") == text and len(list(tmp_path.iterdir())) == 1


def test_binary_huge_and_non_regular_files_are_refused(tmp_path: Path) -> None:
    path = profile_path(tmp_path)
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_profile(tmp_path).notice is not None
    path.write_bytes(b"#" * (MAX_BYTES + 10))
    notice = load_profile(tmp_path).notice
    assert notice is not None and notice.reason == "too large" and notice.aside is not None
    path.mkdir()
    assert load_profile(tmp_path).error_params["reason"] == "not a regular file"
    path.rmdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(path)
        assert load_profile(tmp_path).error_params["reason"] == "not a regular file"  # no blocking read
