"""Saving and loading games of both engines (versioned TOML, atomic writes)."""

from saves.store import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_BYTES,
    LoadedGame,
    SaveEntry,
    SaveError,
    SaveHeader,
    SaveStore,
    SeatInfo,
    app_version,
    atomic_write_text,
    build_document,
    default_save_dir,
    load_file,
    read_document,
    sanitize_name,
)

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_BYTES",
    "LoadedGame",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "SaveStore",
    "SeatInfo",
    "app_version",
    "atomic_write_text",
    "build_document",
    "default_save_dir",
    "load_file",
    "read_document",
    "sanitize_name",
]
