"""Shared fixtures: every test gets its own config and save folders."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.toygame  # noqa: F401 - registers the toy game


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEVEN_SEAS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("SEVEN_SEAS_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("SEVEN_SEAS_DATA_DIR", str(tmp_path / "data"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    return tmp_path / "saves"
