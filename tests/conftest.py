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


#: Tests that play whole games through the screens (a minute or more on a busy 2-core machine), longest first.
#: They are handed out first, so the two xdist workers do not end the run with one of them alone on a long game.
LONG_TESTS = (
    "test_advanced_game_by_keys_against_two_ai_captains",
    "test_discovery_game_by_keys_saved_resumed_and_finished",
    "test_random_keys_at_a_board_table",
    "test_a_solo_game_of_35_points_writes_its_quest_rows_to_the_log",
    "test_solo_game_from_the_menu_to_the_end_records_the_advice",
    "test_whole_game_by_keys_with_save_and_resume",
    "test_language_switch_mid_game_leaves_no_english",
    "test_random_keys_from_the_menu",
    "test_random_keys_at_a_hot_seat_table",
    "test_hot_seat_never_shows_the_other_hand",
    "test_help_opens_at_the_solo_and_modules_chapters",
    "test_every_kind_of_decision_is_met",
    "test_replays_from_the_load_list_never_create_a_record",
)
_LONG_RANK = {name: rank for rank, name in enumerate(LONG_TESTS)}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Long tests first (stable order otherwise): see :data:`LONG_TESTS`."""
    items.sort(key=lambda item: _LONG_RANK.get(item.name.partition("[")[0], len(LONG_TESTS)))
