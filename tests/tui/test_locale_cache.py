"""The parsed locale catalogs are cached as JSON (start-up speed, issue 9): a cache is used only when it
was made from the same TOML, and a missing, stale or damaged one never changes what the app shows."""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path

import pytest

from tui import i18n
from tui.i18n import flatten, load_catalog

load = load_catalog.__wrapped__  # the uncached-in-process function: it reads (or makes) the cache file


def _parsed(language: str) -> dict[str, object]:
    text = (Path(i18n.__file__).parent / "locales" / f"{language}.toml").read_text("utf-8")
    return flatten(tomllib.loads(text))


def _no_toml_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the TOML was parsed although a good cache exists")

    monkeypatch.setattr(tomllib, "loads", refuse)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_first_load_writes_the_cache_and_the_next_reads_it(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = load(language)
    assert first == _parsed(language)
    cached = tmp_path / "cache" / f"locale-{language}.json"
    assert cached.is_file()
    _no_toml_parsing(monkeypatch)
    assert load(language) == first


def test_a_stale_cache_is_made_again(tmp_path: Path) -> None:
    cached = tmp_path / "cache" / "locale-en.json"
    cached.parent.mkdir(parents=True)
    cached.write_text(
        json.dumps({"format": i18n.CACHE_FORMAT, "stamp": "0-00000000", "catalog": {"ui.title": "Old"}}),
        "utf-8",
    )
    assert load("en") == _parsed("en")
    assert json.loads(cached.read_text("utf-8"))["catalog"]["ui.title"] == _parsed("en")["ui.title"]


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe not json",
        b"[" * 100_000,
        b'{"format": 1, "stamp": "x", "catalog": []}',
        b"null",
    ],
    ids=["empty", "binary", "deep", "wrong-shape", "null"],
)
def test_a_damaged_cache_is_ignored_and_replaced(content: bytes, tmp_path: Path) -> None:
    cached = tmp_path / "cache" / "locale-de.json"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(content)
    assert load("de") == _parsed("de")
    assert json.loads(cached.read_text("utf-8"))["format"] == i18n.CACHE_FORMAT


def test_a_cache_with_the_right_stamp_but_bad_entries_is_not_used(tmp_path: Path) -> None:
    load("fr")
    cached = tmp_path / "cache" / "locale-fr.json"
    data = json.loads(cached.read_text("utf-8"))
    data["catalog"]["ui.title"] = 7
    cached.write_text(json.dumps(data), "utf-8")
    assert load("fr") == _parsed("fr")


def test_no_cache_folder_to_write_costs_nothing_but_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", "utf-8")
    monkeypatch.setenv("SEVEN_SEAS_CACHE_DIR", str(blocker / "cache"))
    assert load("en") == _parsed("en")
    assert not (blocker / "cache").exists()


def test_a_fifo_in_place_of_the_cache_is_not_read(tmp_path: Path) -> None:
    cached = tmp_path / "cache" / "locale-en.json"
    cached.parent.mkdir(parents=True)
    os.mkfifo(cached)
    assert load("en") == _parsed("en")  # returns at once: a FIFO would block a read forever


def test_no_temporary_file_is_left_behind(tmp_path: Path) -> None:
    for language in i18n.LANGUAGES:
        load(language)
    names = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert names == [f"locale-{language}.json" for language in sorted(i18n.LANGUAGES)]
