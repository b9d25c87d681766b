"""Games open in one app are held by it: another app sharing the save folder neither writes, replaces, deletes
nor continues them, and a crashed app leaves no game held."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from saves import SaveError, SaveStore, lock_key
from saves.files import FileLock, keep_aside
from tests.saves.test_saves import SEATS, make_game

ROOT = Path(__file__).resolve().parents[2]


def save_game(store: SaveStore, name: str, key: str, *, hold: bool, moves: int = 3) -> Path:
    game, actions = make_game(5, moves)
    return store.save(name, game, seed=5, actions=actions, seats=SEATS, game_key=key, hold=hold)


# --- the lock itself --------------------------------------------------------------------------------------


def test_a_lock_is_held_by_one_holder_at_a_time(tmp_path: Path) -> None:
    first, second = FileLock(tmp_path / "a.lock"), FileLock(tmp_path / "a.lock")
    assert not second.probe()
    assert first.acquire() and first.held
    assert second.probe() and not second.acquire()  # another holder, even in this process
    assert not first.probe()  # its own lock is nobody else's
    first.release()
    assert not (tmp_path / "a.lock").exists()  # no lock file left behind
    assert not second.probe() and second.acquire()
    second.release()


def _holder(path: Path) -> subprocess.Popen[str]:
    code = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from saves.files import FileLock
        lock = FileLock(Path({str(path)!r}))
        assert lock.acquire()
        print("held", flush=True)
        time.sleep(600)
        """
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


@pytest.mark.skipif(os.name != "posix", reason="kills a process with SIGKILL")
def test_a_crashed_app_leaves_no_lock_behind(tmp_path: Path) -> None:
    path = tmp_path / "game.lock"
    process = _holder(path)
    try:
        assert FileLock(path).probe() and not FileLock(path).acquire()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(60)
    assert path.exists()  # the file of a killed holder stays, but nobody holds it
    lock = FileLock(path)
    assert not lock.probe() and lock.acquire()
    lock.release()


# --- the store: what one app holds, another never writes ------------------------------------------------


def test_a_game_held_by_one_app_is_never_written_by_another(save_dir: Path) -> None:
    first, second = SaveStore(save_dir), SaveStore(save_dir)
    path = save_game(first, "Friday", "k1", hold=True)
    before = path.read_bytes()
    assert first.holds("k1") and second.open_elsewhere("k1") and not first.open_elsewhere("k1")
    for write in (
        lambda: save_game(second, "Friday", "k1", hold=True),  # the same game, resumed elsewhere
        lambda: save_game(second, "Friday", "k1", hold=False),
        lambda: save_game(second, "Friday", "other", hold=True),  # another game over its file
        lambda: second.delete(path),
    ):
        with pytest.raises(SaveError) as info:
            write()
        assert info.value.key == "saves.more.error.open_elsewhere"
        assert path.read_bytes() == before
    assert not second.claim("k1")
    # the app holding it writes on
    save_game(first, "Friday", "k1", hold=True, moves=4)
    first.release("k1")
    assert not second.open_elsewhere("k1") and second.claim("k1")
    save_game(second, "Friday", "k1", hold=True, moves=5)


def test_the_load_list_and_continue_pass_a_held_game_by_and_say_so(save_dir: Path) -> None:
    first, second = SaveStore(save_dir), SaveStore(save_dir)
    older = save_game(second, "Older", "k-old", hold=False, moves=2)
    os.utime(older, (1_000_000_000, 1_000_000_000))
    save_game(first, "Newest", "k-new", hold=True)
    entries = {entry.name: entry for entry in second.entries()}
    assert entries["Newest"].open_elsewhere and not entries["Older"].open_elsewhere
    choice = second.continue_choice()
    assert choice.loaded is not None and choice.loaded.header.name == "Older"
    assert [entry.name for entry in choice.open_elsewhere] == ["Newest"]
    assert second.holds("k-old")  # held for the app that continues it
    third = SaveStore(save_dir)
    nothing = third.continue_choice()  # both open elsewhere now
    assert nothing.loaded is None and {e.name for e in nothing.open_elsewhere} == {"Newest", "Older"}
    assert not second.prune_autosaves(keep=0)  # nothing unfinished or held is pruned


def test_a_save_older_than_game_keys_is_held_by_its_file(save_dir: Path) -> None:
    store = SaveStore(save_dir)
    path = save_game(store, "Old", "", hold=False)
    header = store.headers()[0].header
    assert header is not None and header.game_key == ""
    key = lock_key(header, path)
    assert key.startswith("file-") and key == lock_key(
        header, path.parent / ".." / path.parent.name / path.name
    )
    other = SaveStore(save_dir)
    assert store.claim(key) and not other.claim(key)
    assert other.continue_choice().loaded is None


# --- keeping a damaged file aside ------------------------------------------------------------------------


def test_keeping_aside_never_replaces_a_file(tmp_path: Path) -> None:
    path = tmp_path / "records.toml"
    kept = []
    for text in ("first", "second", "third"):
        path.write_text(text)
        kept.append(keep_aside(path))
        assert not path.exists()
    assert len(set(kept)) == 3 and [p.read_text() for p in kept] == ["first", "second", "third"]
    assert all(p.name.startswith("records.damaged-") and p.suffix == ".toml" for p in kept)
