"""The saves folder: named saves and autosaves written, listed, loaded, replaced with care and pruned.

Several apps may share one folder (browser tabs, two terminals). A game open in one app is held by it: a
:class:`saves.files.FileLock` on ``.locks/<game key>.lock`` that the operating system lets go of when the app
ends, so a crashed app leaves no game held. Writing a game holds it (:meth:`SaveStore.claim`); a game held by
another app is never written, replaced or deleted here (``saves.more.error.open_elsewhere``), the load list marks
it (:attr:`SaveEntry.open_elsewhere`) and Continue passes it by (:meth:`SaveStore.continue_choice`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import os
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from engines.base import Game
from saves.document import SaveHeader, SeatInfo, build_document, read_document
from saves.errors import SaveError
from saves.files import BACKUP_SUFFIX, FileLock, atomic_write_text, clean_temp_files
from saves.load import LoadedGame, header_of, load_document, load_file
from saves.names import canonical_name, sanitize_name

__all__ = [
    "AUTOSAVE_DIR",
    "LOCK_DIR",
    "MAX_AUTOSAVES",
    "MAX_FINISHED",
    "ContinueChoice",
    "Occupant",
    "SaveEntry",
    "SaveStore",
    "lock_key",
]

SUFFIX = ".toml"
#: Autosaves live in this sub-folder, one file per game, so no name typed by a player can meet them.
AUTOSAVE_DIR = "autosave"
#: At most this many autosaves of unfinished games are kept (the oldest goes only after asking).
MAX_AUTOSAVES = 12
#: Finished games keep their autosave for replays: at most this many, the oldest pruned first.
MAX_FINISHED = 30
#: The lock files of the games open in an app live in this sub-folder (one per game, while it is open).
LOCK_DIR = ".locks"
_PLAIN_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def lock_key(header: SaveHeader | None, path: Path | None) -> str:
    """The name a game is held under: its game key, or for a save older than game keys, its file."""
    if header is not None and header.game_key:
        return header.game_key
    where = str(Path(path).resolve()) if path is not None else ""
    return "file-" + hashlib.blake2b(where.encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


@dataclass
class SaveEntry:
    """One row of the load list: a good save's header, or a damaged file's error."""

    path: Path
    header: SaveHeader | None
    error: SaveError | None
    mtime: float
    loaded: LoadedGame | None = None  # the checked game, so resuming need not replay it again
    auto: bool = False
    """An autosave (kept in the ``autosave`` sub-folder)."""
    open_elsewhere: bool = False
    """The game is open in another app (another browser tab or terminal): it is not resumed, replaced or deleted
    here."""

    @property
    def lock_key(self) -> str:
        """The name its game is held under (see :func:`lock_key`)."""
        return lock_key(self.header, self.path)

    @property
    def name(self) -> str:
        return self.header.name if self.header else self.path.stem

    @property
    def newer_version(self) -> bool:
        """The file was made by a newer version of Seven Seas (not damaged: this version cannot read it)."""
        return self.error is not None and self.error.key == "saves.error.newer_version"

    @property
    def unfinished(self) -> bool:
        return self.header is not None and not self.header.finished


@dataclass(frozen=True)
class Occupant:
    """What already is in the file a new save would go to."""

    path: Path
    header: SaveHeader | None
    """The save there (None: the file is damaged or not a save)."""
    same_name: bool
    """The file holds a save of this very name (else two names share one file)."""

    def same_game(self, game_key: str) -> bool:
        """The file holds (an earlier position of) the game ``game_key``: replacing it loses nothing."""
        return (
            self.header is not None and bool(game_key) and self.header.game_key == game_key and self.same_name
        )


@dataclass
class ContinueChoice:
    """What Continue found: the newest unfinished game that loads (held for this app), and the newer ones it
    passed by."""

    loaded: LoadedGame | None
    open_elsewhere: list[SaveEntry]
    """Newer unfinished games open in another app."""
    unreadable: list[SaveEntry]
    """Newer unfinished games whose file does not load (damaged, or made by a newer version)."""


def _sort_key(entry: SaveEntry) -> tuple[float, float]:
    # saved times have whole seconds: the file time breaks ties between saves of one second
    return (entry.header.saved.timestamp() if entry.header else entry.mtime, entry.mtime)


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold()


class SaveStore:
    """The save folder: write, list, load and delete saves by name.

    Named saves are ``<folder>/<name>.toml``; autosaves are ``<folder>/autosave/<game>-<key>.toml``,
    one per game. A name maps to one file on every system: names that differ only in case or in
    Unicode form map to the same file, and :meth:`occupant` says when a save would replace another.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._cleaned: set[Path] = set()
        self._claims: dict[str, FileLock] = {}
        self._written: dict[Path, str] = {}  # file -> the game this app last wrote into it

    # --- games open in an app -------------------------------------------------------------------------
    def _lock(self, key: str) -> FileLock:
        name = (
            key if _PLAIN_KEY.match(key) else "k-" + hashlib.blake2b(key.encode(), digest_size=8).hexdigest()
        )
        return FileLock(self.directory / LOCK_DIR / f"{name}.lock")

    def claim(self, key: str) -> bool:
        """Hold the game ``key`` for this app until :meth:`release`; False when another app holds it.

        A folder where no lock file can be made (read-only) holds nothing: every claim there is granted, and
        writing fails on its own.
        """
        if not key or key in self._claims:
            return True
        lock = self._lock(key)
        try:
            lock.path.parent.mkdir(parents=True, exist_ok=True)
            if not lock.acquire():
                return False
        except OSError:
            return True
        self._claims[key] = lock
        return True

    def release(self, key: str) -> None:
        """Let go of the game ``key`` (another app may open it now)."""
        lock = self._claims.pop(key, None)
        if lock is not None:
            lock.release()

    def release_all(self) -> None:
        """Let go of every game this app holds (the app is closing)."""
        for key in list(self._claims):
            self.release(key)

    def holds(self, key: str) -> bool:
        """This app holds the game ``key``."""
        return key in self._claims

    def open_elsewhere(self, key: str) -> bool:
        """Another app holds the game ``key`` now."""
        if not key or key in self._claims:
            return False
        return self._lock(key).probe()

    def claim_loaded(self, loaded: LoadedGame) -> bool:
        """Hold a loaded game for this app (see :meth:`claim`); False when it is open in another app."""
        return self.claim(lock_key(loaded.header, loaded.path))

    def _file_open_elsewhere(self, path: Path, game_key: str = "") -> bool:
        """The save at ``path`` holds a game (other than ``game_key``) that another app has open."""
        try:
            header = header_of(path)
        except SaveError:
            return False
        key = lock_key(header, path)
        return key != game_key and self.open_elsewhere(key)

    @property
    def autosave_dir(self) -> Path:
        return self.directory / AUTOSAVE_DIR

    def path_for(self, name: str) -> Path:
        """The file that holds the save called ``name`` (an existing file whose name differs only in case)."""
        stem = sanitize_name(name)
        wanted = _fold(stem + SUFFIX)
        try:
            for existing in os.listdir(self.directory):
                if _fold(existing) == wanted:
                    return self.directory / existing
        except OSError:
            pass
        return self.directory / (stem + SUFFIX)

    def autosave_path(self, game_id: str, game_key: str) -> Path:
        """The autosave file of one game."""
        return self.autosave_dir / (sanitize_name(f"{game_id}-{game_key}") + SUFFIX)

    def occupant(self, name: str) -> Occupant | None:
        """What a save under ``name`` would replace, or None when its file is free.

        Raises:
            SaveError: the name is not usable (see :func:`sanitize_name`).
        """
        path = self.path_for(name)
        try:
            path.lstat()
        except FileNotFoundError:
            return None
        except OSError:
            pass
        try:
            header: SaveHeader | None = header_of(path)
        except SaveError:
            header = None
        same = header is not None and _fold(header.name) == _fold(canonical_name(name))
        return Occupant(path=path, header=header, same_name=same)

    def _clean(self, directory: Path) -> None:
        if directory not in self._cleaned:
            self._cleaned.add(directory)
            clean_temp_files(directory)

    def save(
        self,
        name: str,
        game: Game[Any, Any],
        *,
        seed: int,
        actions: Sequence[str],
        seats: Sequence[SeatInfo],
        created: dt.datetime | None = None,
        extra: Mapping[str, Any] | None = None,
        game_key: str = "",
        path: Path | None = None,
        hold: bool = False,
    ) -> Path:
        """Write a save after proving it loads back to the same state.

        A good file already under that name is kept as ``.bak`` and is never
        replaced by a document that does not load. ``path`` overrides the file (autosaves).
        ``hold``: the game is being played in this app, which holds it from now on (:meth:`claim`).

        Raises:
            SaveError: ``saves.more.error.open_elsewhere`` when the game, or the game in the file it would
                replace, is open in another app; else why it could not be written.
        """
        path = path if path is not None else self.path_for(name)
        try:
            doc = build_document(
                game,
                seed=seed,
                actions=actions,
                seats=seats,
                name=name,
                created=created,
                extra=extra,
                game_key=game_key,
            )
            text = tomli_w.dumps(doc)
        except TypeError as exc:
            raise SaveError("saves.error.not_serializable", reason=str(exc)) from exc
        # Never write what we could not read back.
        load_document(read_document(text.encode("utf-8")))
        # Never write a game another app has open, nor over a file holding one.
        mine = self.claim(game_key) if hold else not self.open_elsewhere(game_key)
        if not mine or (self._written.get(path) != game_key and self._file_open_elsewhere(path, game_key)):
            raise SaveError("saves.more.error.open_elsewhere")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._clean(path.parent)
            atomic_write_text(path, text, keep_backup=True)
        except OSError as exc:
            raise SaveError("saves.error.unwritable", reason=exc.strerror or str(exc)) from exc
        self._written[path] = game_key
        return path

    def load(self, name_or_path: str | Path) -> LoadedGame:
        """Load a save by name or path."""
        path = name_or_path if isinstance(name_or_path, Path) else self.path_for(name_or_path)
        return load_file(path)

    def delete(self, path: Path) -> None:
        """Remove a save file (and its backup).

        Raises:
            SaveError: ``saves.more.error.open_elsewhere``: its game is open in another app (nothing removed).
        """
        if self._file_open_elsewhere(path):
            raise SaveError("saves.more.error.open_elsewhere")
        for victim in (path, path.with_name(path.name + BACKUP_SUFFIX)):
            with contextlib.suppress(FileNotFoundError):
                victim.unlink()

    def _files(self) -> list[tuple[Path, bool]]:
        found: list[tuple[Path, bool]] = []
        for folder, auto in ((self.directory, False), (self.autosave_dir, True)):
            if not folder.is_dir():
                continue
            self._clean(folder)
            for path in folder.glob("*" + SUFFIX):
                if not path.name.startswith("."):
                    found.append((path, auto))
        return found

    def entries(self) -> list[SaveEntry]:
        """Every save in the folder (autosaves too), checked by replaying it; newest first.

        Damaged files carry their error. This replays every game: call it from a worker.
        """
        result: list[SaveEntry] = []
        for path, auto in self._files():
            try:
                mtime = path.lstat().st_mtime
            except OSError:
                continue
            try:
                loaded = load_file(path)
                entry = SaveEntry(
                    path=path, header=loaded.header, error=None, mtime=mtime, loaded=loaded, auto=auto
                )
            except SaveError as exc:
                entry = SaveEntry(path=path, header=None, error=exc, mtime=mtime, auto=auto)
            entry.open_elsewhere = entry.header is not None and self.open_elsewhere(entry.lock_key)
            result.append(entry)
        result.sort(key=_sort_key, reverse=True)
        return result

    def headers(self, *, auto_only: bool = False) -> list[SaveEntry]:
        """Every save's header without replaying any game, newest first (for Continue and pruning)."""
        result: list[SaveEntry] = []
        for path, auto in self._files():
            if auto_only and not auto:
                continue
            try:
                mtime = path.lstat().st_mtime
            except OSError:
                continue
            try:
                entry = SaveEntry(path=path, header=header_of(path), error=None, mtime=mtime, auto=auto)
            except SaveError as exc:
                entry = SaveEntry(path=path, header=None, error=exc, mtime=mtime, auto=auto)
            entry.open_elsewhere = entry.header is not None and self.open_elsewhere(entry.lock_key)
            result.append(entry)
        result.sort(key=_sort_key, reverse=True)
        return result

    def latest_unfinished(self) -> LoadedGame | None:
        """The newest unfinished game that loads and no other app has open (see :meth:`continue_choice`)."""
        return self.continue_choice().loaded

    def continue_choice(self) -> ContinueChoice:
        """The newest unfinished game that loads and no other app has open, checked by replay and held for this
        app (:meth:`claim`; the caller releases it if it does not open it), with the newer unfinished games it
        passed by (open elsewhere, or not loading).

        Headers decide the order; only the chosen file (and the newer ones that fail) are replayed.
        """
        elsewhere: list[SaveEntry] = []
        unreadable: list[SaveEntry] = []
        for entry in self.headers():
            if not entry.unfinished:
                continue
            key = entry.lock_key
            held = self.holds(key)
            if not self.claim(key):
                entry.open_elsewhere = True
                elsewhere.append(entry)
                continue
            try:
                loaded = load_file(entry.path)
            except SaveError as exc:
                if not held:
                    self.release(key)
                entry.error = exc
                unreadable.append(entry)
                continue
            if not loaded.game.is_over:
                return ContinueChoice(loaded, elsewhere, unreadable)
            if not held:
                self.release(key)
        return ContinueChoice(None, elsewhere, unreadable)

    def unfinished_autosaves(self) -> list[SaveEntry]:
        """The autosaves of unfinished games, newest first."""
        return [e for e in self.headers(auto_only=True) if e.unfinished]

    def finished_autosaves(self) -> list[SaveEntry]:
        """The autosaves of finished games (kept for replays), newest first."""
        return [e for e in self.headers(auto_only=True) if e.header is not None and e.header.finished]

    def prune_autosaves(self, keep: int = MAX_FINISHED, *, protect: Path | None = None) -> list[Path]:
        """Remove the oldest autosaves of finished games beyond ``keep`` (``protect``: one never removed).

        Unfinished games are never removed here (the app asks before discarding one), nor an autosave that
        cannot be read or comes from a newer version: a player's data that cannot be read is kept.
        """
        every = self.finished_autosaves()
        finished = [e for e in every if e.path != protect]
        room = max(0, keep - (len(every) - len(finished)))  # a protected finished autosave is one of ``keep``
        removed: list[Path] = []
        for entry in finished[room:]:  # the oldest beyond ``keep``
            if entry.newer_version or entry.open_elsewhere:
                continue  # a newer version's file, or a game another app holds: never removed here
            try:
                self.delete(entry.path)
            except SaveError:
                continue  # opened by another app meanwhile
            removed.append(entry.path)
        return removed
