"""Saving and loading games of both engines (versioned TOML, atomic writes).

Modules
    ``errors``    :class:`SaveError`, the one error, with a message key.
    ``files``     atomic writes, backups, clean-up of killed writes, bounded reads (every file of the app).
    ``names``     a save's name, its file stem, the saves folder.
    ``document``  the file format: building and reading the TOML document, its header and version.
    ``load``      replaying a save's actions and checking them against its snapshot.
    ``store``     the saves folder: named saves and autosaves, the load list, Continue.
    ``records``   the captain's record (games played, won and lost per game and mode).
"""

from saves.document import (
    FORMAT_NAME,
    FORMAT_VERSION,
    SaveHeader,
    SeatInfo,
    app_version,
    build_document,
    read_document,
    read_header,
)
from saves.errors import SaveError
from saves.files import MAX_BYTES, atomic_write_text, clean_temp_files, read_bounded
from saves.load import LoadedGame, actions_of, header_of, load_file
from saves.names import canonical_name, default_save_dir, sanitize_name
from saves.store import (
    AUTOSAVE_DIR,
    MAX_AUTOSAVES,
    MAX_FINISHED,
    ContinueChoice,
    Occupant,
    SaveEntry,
    SaveStore,
    lock_key,
)

__all__ = [
    "AUTOSAVE_DIR",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_AUTOSAVES",
    "MAX_BYTES",
    "MAX_FINISHED",
    "ContinueChoice",
    "LoadedGame",
    "Occupant",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "SaveStore",
    "SeatInfo",
    "actions_of",
    "app_version",
    "atomic_write_text",
    "build_document",
    "canonical_name",
    "clean_temp_files",
    "default_save_dir",
    "header_of",
    "load_file",
    "lock_key",
    "read_bounded",
    "read_document",
    "read_header",
    "sanitize_name",
]
