"""Saves against hostile files and names: deep nesting, pipes and devices, absurd dates, huge structures,
links at the backup, killed writes, names that would share a file, autosaves per game."""

from __future__ import annotations

import os
import threading
import time
import tomllib
from pathlib import Path

import pytest
import tomli_w

import saves.document as document_module
import saves.files as files_module
import saves.load as load_module
from saves import (
    AUTOSAVE_DIR,
    MAX_AUTOSAVES,
    SaveError,
    SaveStore,
    clean_temp_files,
    read_header,
    sanitize_name,
)
from tests.saves.test_saves import SEATS, make_game, write


@pytest.fixture
def store(save_dir: Path) -> SaveStore:
    return SaveStore(save_dir)


def _error_key(store: SaveStore, path: Path) -> str:
    with pytest.raises(SaveError) as info:
        store.load(path)
    return info.value.key


def _in_thread(func, limit: float = 20.0):  # type: ignore[no-untyped-def]
    """Run ``func`` in a thread; a call still running after ``limit`` seconds is a hang (the test fails)."""
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["value"] = func()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit)
    assert not thread.is_alive(), "the call hangs"
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box.get("value")


# --- deep nesting ---------------------------------------------------------------------------------


@pytest.mark.parametrize("opening", ["[", "{a="])
def test_deeply_nested_values_are_damaged_not_a_crash(store: SaveStore, opening: str) -> None:
    path = write(store)
    closing = "]" if opening == "[" else "}"
    text = path.read_text("utf-8").replace(
        '[extra]\nnote = "x"', f"[extra]\nnote = {opening * 600}1{closing * 600}"
    )
    path.write_text(text, "utf-8")
    assert _error_key(store, path) == "saves.more.error.too_deep"
    entries = store.entries()
    assert [e.error.key for e in entries if e.error] == ["saves.more.error.too_deep"]
    assert [e.error.key for e in store.headers() if e.error] == []  # the header itself is fine
    with pytest.raises(SaveError):
        store.load(path)


def test_nesting_under_the_recursion_limit_is_still_refused(store: SaveStore) -> None:
    path = write(store)
    text = path.read_text("utf-8").replace('note = "x"', "note = " + "[" * 60 + "1" + "]" * 60)
    path.write_text(text, "utf-8")
    assert _error_key(store, path) == "saves.more.error.too_deep"


# --- what is read, and how much ---------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_not_read(store: SaveStore) -> None:
    write(store, "good")
    os.mkfifo(store.directory / "pipe.toml")
    entries = _in_thread(store.entries)
    assert {e.path.name: (e.error.key if e.error else None) for e in entries} == {
        "good.toml": None,
        "pipe.toml": "saves.more.error.not_a_file",
    }
    assert _in_thread(store.latest_unfinished).header.name == "good"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_a_device_is_not_read(store: SaveStore, device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"no {device}")
    write(store, "good")
    (store.directory / "endless.toml").symlink_to(device)
    entries = _in_thread(store.entries)
    assert {e.path.name: (e.error.key if e.error else None) for e in entries}["endless.toml"] == (
        "saves.more.error.not_a_file"
    )


def test_a_folder_named_like_a_save_is_listed_as_not_a_file(store: SaveStore) -> None:
    write(store, "good")
    (store.directory / "folder.toml").mkdir()
    keys = {e.path.name: (e.error.key if e.error else None) for e in store.entries()}
    assert keys["folder.toml"] == "saves.more.error.not_a_file"


@pytest.mark.skipif(os.name != "posix", reason="symlinks need privileges on Windows")
def test_a_link_to_a_good_save_still_loads(store: SaveStore, tmp_path: Path) -> None:
    target = write(SaveStore(tmp_path / "elsewhere"), "linked")
    (store.directory).mkdir(parents=True, exist_ok=True)
    (store.directory / "linked.toml").symlink_to(target)
    assert store.load(store.directory / "linked.toml").header.name == "linked"


def test_reading_stops_at_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * 5000)
    assert files_module.read_bounded(path, 5000) == b"x" * 5000
    with pytest.raises(SaveError) as info:
        files_module.read_bounded(path, 4999)
    assert info.value.key == "saves.error.too_large"


# --- dates ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("when", "year"),
    [
        ("9999-12-31T23:59:00-12:00", 9000),
        ("9500-01-01T00:00:00Z", 9000),
        ("0001-01-01T00:00:00+14:00", 1970),
        ("1000-01-01T00:00:00Z", 1970),
    ],
)
def test_dates_far_off_are_taken_as_the_nearer_end_and_the_save_still_loads(
    store: SaveStore, when: str, year: int
) -> None:
    """A save dated far in the future (a clock far off) was passed by as damaged, so Continue skipped it."""
    path = write(store)
    text = path.read_text("utf-8")
    lines = [f"saved = {when}" if line.startswith("saved = ") else line for line in text.splitlines()]
    assert lines != text.splitlines()
    path.write_text("\n".join(lines) + "\n", "utf-8")
    (entry,) = store.entries()
    assert entry.error is None and entry.header is not None and entry.header.saved.year == year
    (entry,) = store.headers()
    assert entry.header is not None and entry.unfinished
    choice = store.continue_choice()
    assert choice.loaded is not None and choice.loaded.path == path


# --- huge structures -----------------------------------------------------------------------------------


def _huge_save(store: SaveStore, tables: str) -> Path:
    path = write(store)
    text = path.read_text("utf-8").replace("[end]\ncomplete = true\n", "")
    path.write_text(text + tables + "[end]\ncomplete = true\n", "utf-8")
    assert path.stat().st_size < files_module.MAX_BYTES
    return path


@pytest.mark.parametrize(
    "tables",
    [
        "".join(f"[extra.t{i}]\na = 1\n" for i in range(200_000)),  # 200,000 small tables (4.9 MB)
        "[extra.many]\nx = [" + ",".join("{a=1}" for _ in range(300_000)) + "]\n",  # inline tables
        "[extra.list]\nx = [" + ",".join("1" for _ in range(1_000_000)) + "]\n",  # a million numbers
    ],
    ids=["tables", "inline", "items"],
)
def test_pathological_structure_is_refused_before_parsing(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, tables: str
) -> None:
    path = _huge_save(store, tables)
    real_loads = tomllib.loads

    def loads(text: str):  # type: ignore[no-untyped-def]
        assert len(text) < 100_000, "the slow parser must not see the huge file"
        return real_loads(text)

    monkeypatch.setattr(document_module.tomllib, "loads", loads)
    assert _error_key(store, path) == "saves.more.error.too_complex"
    (entry,) = store.entries()
    assert entry.error is not None and entry.error.key == "saves.more.error.too_complex"


def test_a_long_real_game_is_well_inside_the_bounds(store: SaveStore) -> None:
    from engines.cards import CardConfig, CardGame

    game = CardGame.new(CardConfig(players=4, target=14), 8)
    actions = []
    while not game.is_over:
        action = game.legal_actions()[0]
        actions.append(game.format_action(action))
        game.apply(action)
    seats = tuple(SEATS[i % 2] for i in range(4))
    path = store.save("long", game, seed=8, actions=actions, seats=seats)
    assert store.load(path).game.is_over


# --- reading headers only -------------------------------------------------------------------------------


def test_headers_do_not_replay(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    write(store, "one")
    write(store, "two", seed=9)

    def no_replay(doc):  # type: ignore[no-untyped-def]
        raise AssertionError("replayed")

    monkeypatch.setattr(load_module, "load_document", no_replay)
    assert sorted(e.name for e in store.headers()) == ["one", "two"]


def test_header_of_a_truncated_file_is_an_error(store: SaveStore) -> None:
    path = write(store)
    raw = path.read_bytes()
    with pytest.raises(SaveError) as info:
        read_header(raw[: len(raw) // 2])
    assert info.value.key == "saves.error.truncated"
    assert read_header(raw).name == "Friday game"


def test_newer_version_entries_say_so(store: SaveStore) -> None:
    path = write(store)
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["header"]["format_version"] = 7
    path.write_text(tomli_w.dumps(doc), "utf-8")
    (entry,) = store.entries()
    assert entry.newer_version
    (entry,) = store.headers()
    assert entry.newer_version


# --- writes --------------------------------------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="symlinks need privileges on Windows")
def test_a_backup_that_is_a_link_is_replaced_not_written_through(store: SaveStore, tmp_path: Path) -> None:
    path = write(store, moves=2)
    victim = tmp_path / "precious.txt"
    victim.write_text("do not touch", "utf-8")
    backup = path.with_name(path.name + ".bak")
    backup.symlink_to(victim)
    write(store, moves=4)
    assert victim.read_text("utf-8") == "do not touch"
    assert not backup.is_symlink() and len(store.load(backup).actions) == 2


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_save_that_is_a_link_to_a_device_is_replaced(store: SaveStore) -> None:
    store.directory.mkdir(parents=True)
    path = store.path_for("Friday game")
    path.symlink_to("/dev/zero")
    _in_thread(lambda: write(store))
    assert not path.is_symlink() and store.load(path).header.name == "Friday game"


def test_the_backup_is_written_atomically(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(store, moves=2)
    write(store, moves=3)  # backup: 2 moves
    backup = path.with_name(path.name + ".bak")
    before = backup.read_bytes()
    real_replace = os.replace
    renamed: list[str] = []

    def failing_replace(src, dst):  # type: ignore[no-untyped-def]
        renamed.append(Path(dst).name)
        if str(dst).endswith(".bak"):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(files_module.os, "replace", failing_replace)
    with pytest.raises(SaveError):
        write(store, moves=4)
    monkeypatch.undo()
    assert renamed and renamed[0].endswith(".bak")  # the backup is built aside, then renamed
    assert backup.read_bytes() == before  # the old backup is whole
    assert len(store.load(path).actions) == 3  # and so is the save
    assert not [p for p in store.directory.iterdir() if p.name.endswith(".tmp")]


def test_temp_files_of_killed_writes_are_removed(store: SaveStore) -> None:
    write(store)
    folder = store.directory
    dead = folder / ".Friday game.toml.999999999.abc123.tmp"  # no such process
    old = folder / ".Friday game.toml.k3j4h5.tmp"  # an older version's name, an hour old
    mine = folder / f".Friday game.toml.{os.getpid()}.zz9.tmp"  # a write of this process
    other = folder / ".notes.txt"
    for p in (dead, old, mine, other):
        p.write_text("x")
    hour_ago = time.time() - 7200
    os.utime(old, (hour_ago, hour_ago))
    assert clean_temp_files(folder) == 2
    assert not dead.exists() and not old.exists() and mine.exists() and other.exists()
    dead.write_text("x")
    SaveStore(folder).entries()  # listing cleans up too
    assert not dead.exists()


# --- names ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["CON", "nul", "Com1", "LPT9", "aux.txt", "con .x", "COM¹"])
def test_windows_device_names_are_refused(name: str) -> None:
    with pytest.raises(SaveError) as info:
        sanitize_name(name)
    assert info.value.key == "saves.more.error.reserved_name"


@pytest.mark.parametrize("name", ["CONSOLE", "nullified", "COM10", "lpt", "aux-ship"])
def test_names_like_devices_are_fine(name: str) -> None:
    assert sanitize_name(name) == name


def test_one_name_in_two_unicode_forms_is_one_save(store: SaveStore) -> None:
    composed, decomposed = "Jos\u00e9", "Jose\u0301"
    first = write(store, composed)
    second = write(store, decomposed)
    assert first == second
    assert store.load(first).header.name == composed
    assert store.occupant(decomposed) is not None and store.occupant(decomposed).same_name  # type: ignore[union-attr]


def test_names_differing_in_case_share_one_file_everywhere(store: SaveStore) -> None:
    first = write(store, "Game")
    assert store.path_for("game") == first
    occupant = store.occupant("GAME")
    assert occupant is not None and occupant.same_name


def test_names_that_map_to_one_file_are_reported(store: SaveStore) -> None:
    write(store, "a:b")
    occupant = store.occupant("a/b")
    assert occupant is not None and not occupant.same_name and occupant.header is not None
    assert occupant.header.name == "a:b"
    assert store.path_for("a/../../b") != store.path_for("b")
    assert store.path_for("a/../../b").parent == store.directory


def test_autosaves_live_apart_from_named_saves(store: SaveStore) -> None:
    game, actions = make_game()
    auto = store.save(
        "7Seas (auto)",
        game,
        seed=5,
        actions=actions,
        seats=SEATS,
        game_key="k1",
        path=store.autosave_path("toy", "k1"),
    )
    assert auto.parent == store.directory / AUTOSAVE_DIR
    named = write(store, "7Seas (auto)")
    assert named != auto and auto.exists() and named.exists()
    entries = store.entries()
    assert sorted((e.name, e.auto) for e in entries) == [("7Seas (auto)", False), ("7Seas (auto)", True)]


def test_pruning_removes_only_finished_autosaves(store: SaveStore) -> None:
    from tests.toygame import ToyConfig, ToyGame

    finished = ToyGame.new(ToyConfig(), 1)
    done_actions = []
    while not finished.is_over:
        action = finished.legal_actions()[0]
        done_actions.append(finished.format_action(action))
        finished.apply(action)
    game, actions = make_game()
    for i in range(MAX_AUTOSAVES + 2):
        store.save(
            f"u{i}", game, seed=5, actions=actions, seats=SEATS, path=store.autosave_path("toy", f"u{i}")
        )
    for i in range(3):
        store.save(
            f"f{i}",
            finished,
            seed=1,
            actions=done_actions,
            seats=SEATS,
            path=store.autosave_path("toy", f"f{i}"),
        )
    assert store.prune_autosaves() == []  # finished games are kept for replays, up to MAX_FINISHED
    damaged = store.autosave_path("toy", "bad")
    damaged.write_text("not = [toml")
    removed = store.prune_autosaves(keep=1)  # the oldest finished ones go; the newest stays
    assert sorted(p.stem for p in removed) == ["toy-f0", "toy-f1"]
    assert [e.path.stem for e in store.finished_autosaves()] == ["toy-f2"]
    assert len(store.unfinished_autosaves()) == MAX_AUTOSAVES + 2  # never an unfinished one
    assert damaged.exists()  # nor one that cannot be read
    assert store.prune_autosaves(keep=1, protect=store.autosave_path("toy", "u0")) == []
    assert store.prune_autosaves(keep=0, protect=store.autosave_path("toy", "f2")) == []


def test_latest_unfinished_skips_finished_and_damaged(store: SaveStore) -> None:
    from tests.toygame import ToyConfig, ToyGame

    write(store, "older unfinished")
    finished = ToyGame.new(ToyConfig(), 1)
    done_actions = []
    while not finished.is_over:
        action = finished.legal_actions()[0]
        done_actions.append(finished.format_action(action))
        finished.apply(action)
    store.save("finished", finished, seed=1, actions=done_actions, seats=SEATS)
    loaded = store.latest_unfinished()
    assert loaded is not None and loaded.header.name == "older unfinished"


def test_an_engine_tripping_over_a_file_makes_it_damaged_not_a_crash(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.toygame import ToyGame

    path = write(store)

    def trip(data):  # type: ignore[no-untyped-def]
        raise AttributeError("strange config")

    monkeypatch.setattr(ToyGame, "config_from_dict", classmethod(lambda cls, data: trip(data)))
    (entry,) = store.entries()
    assert entry.error is not None and entry.error.key == "saves.error.unreadable"
    assert _error_key(store, path) == "saves.error.unreadable"


def test_a_deeply_nested_quest_profile_falls_back(tmp_path: Path) -> None:
    from tui.board.profile import load_profile, profile_path

    profile_path(tmp_path).write_text("quests = " + "[" * 3000 + "]" * 3000 + "\n", "utf-8")
    profile = load_profile(tmp_path)
    assert profile.notice is not None and profile.notice.reason == "nested too deep" and not profile.quests
