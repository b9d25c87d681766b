"""Shared fixtures: every test gets its own config and save folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App

import tests.toygame  # noqa: F401 - registers the toy game


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEVEN_SEAS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("SEVEN_SEAS_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("SEVEN_SEAS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SEVEN_SEAS_CACHE_DIR", str(tmp_path / "cache"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    return tmp_path / "saves"


#: Seconds a notification stays on show in tests: its expiry is wall-clock time, and a test slowed
#: down by a busy machine must still find (and snapshot) the notice it caused.
NOTICE_SECONDS = 24 * 3600.0


@pytest.fixture(autouse=True)
def _notices_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    notify = App.notify

    def staying(self: App[object], message: str, **options: object) -> None:
        options["timeout"] = NOTICE_SECONDS
        notify(self, message, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(App, "notify", staying)
