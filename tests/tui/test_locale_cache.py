"""The parsed locale catalogs are cached as pickles of plain data (start-up speed, issues 9 and 24): a cache is
used only when it was made from the same TOML, and a missing, stale, damaged or foreign one never changes what
the app shows (nor builds anything but plain data)."""

from __future__ import annotations

import os
import pickle
import tomllib
from pathlib import Path

import pytest

from tui import i18n
from tui.i18n import flatten, load_catalog

load = load_catalog.__wrapped__  # the uncached-in-process function: it reads (or makes) the cache file


def _parsed(language: str) -> dict[str, object]:
    text = (Path(i18n.__file__).parent / "locales" / f"{language}.toml").read_text("utf-8")
    return flatten(tomllib.loads(text))


def _cached(path: Path) -> object:
    return pickle.loads(path.read_bytes())


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
    cached = tmp_path / "cache" / f"locale-{language}.pickle"
    assert cached.is_file()
    _no_toml_parsing(monkeypatch)
    assert load(language) == first


def test_a_stale_cache_is_made_again(tmp_path: Path) -> None:
    cached = tmp_path / "cache" / "locale-en.pickle"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(
        pickle.dumps({"format": i18n.CACHE_FORMAT, "stamp": "0-00000000", "catalog": {"ui.title": "Old"}})
    )
    assert load("en") == _parsed("en")
    assert _cached(cached)["catalog"]["ui.title"] == _parsed("en")["ui.title"]  # type: ignore[index]


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe not a pickle",
        b"(" * 100_000,
        pickle.dumps({"format": 2, "stamp": "x", "catalog": []}),
        pickle.dumps(None),
        b'{"format": 1, "stamp": "x", "catalog": {}}',  # the JSON cache of earlier versions
        pickle.dumps({"format": 2, "stamp": "x", "catalog": {"ui.title": Path("/")}}),  # builds a class
        b"cos\nsystem\n(S'true'\ntR.",  # would call os.system
    ],
    ids=["empty", "binary", "deep", "wrong-shape", "none", "json", "class", "call"],
)
def test_a_damaged_cache_is_ignored_and_replaced(content: bytes, tmp_path: Path) -> None:
    cached = tmp_path / "cache" / "locale-de.pickle"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(content)
    assert load("de") == _parsed("de")
    assert _cached(cached)["format"] == i18n.CACHE_FORMAT  # type: ignore[index]


def test_a_cache_with_the_right_stamp_but_bad_entries_is_not_used(tmp_path: Path) -> None:
    load("fr")
    cached = tmp_path / "cache" / "locale-fr.pickle"
    data = _cached(cached)
    data["catalog"]["ui.title"] = 7  # type: ignore[index]
    cached.write_bytes(pickle.dumps(data))
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
    cached = tmp_path / "cache" / "locale-en.pickle"
    cached.parent.mkdir(parents=True)
    os.mkfifo(cached)
    assert load("en") == _parsed("en")  # returns at once: a FIFO would block a read forever


def test_no_temporary_file_is_left_behind(tmp_path: Path) -> None:
    for language in i18n.LANGUAGES:
        load(language)
    names = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert names == [f"locale-{language}.pickle" for language in sorted(i18n.LANGUAGES)]


def test_the_json_cache_of_earlier_versions_is_removed_when_the_pickle_is_made(tmp_path: Path) -> None:
    """The cache was JSON before it was a pickle: the old file would lie in the player's cache folder forever."""
    old = tmp_path / "cache" / "locale-fr.json"
    old.parent.mkdir(parents=True)
    old.write_text('{"format": 1}', "utf-8")
    assert load("fr") == _parsed("fr")
    assert (tmp_path / "cache" / "locale-fr.pickle").is_file() and not old.exists()
