"""Saves: the round trip, atomic writes with backups, and one test per kind of bad file."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves import (
    FORMAT_VERSION,
    MAX_BYTES,
    SaveError,
    SaveStore,
    SeatInfo,
    default_save_dir,
    sanitize_name,
)
from tests.toygame import ToyConfig, ToyGame

SEATS = (SeatInfo("Anne"), SeatInfo("Captain Flint", "ai", "hard"))


def make_game(seed: int = 5, moves: int = 6) -> tuple[ToyGame, list[str]]:
    game = ToyGame.new(ToyConfig(), seed)
    actions: list[str] = []
    for _ in range(moves):
        if game.is_over:
            break
        action = game.legal_actions()[-1]
        actions.append(game.format_action(action))
        game.apply(action)
    return game, actions


def write(store: SaveStore, name: str = "Friday game", seed: int = 5, moves: int = 6) -> Path:
    game, actions = make_game(seed, moves)
    return store.save(name, game, seed=seed, actions=actions, seats=SEATS, extra={"note": "x"})


@pytest.fixture
def store(save_dir: Path) -> SaveStore:
    return SaveStore(save_dir)


def rewrite(path: Path, mutate) -> None:  # type: ignore[no-untyped-def]
    doc = tomllib.loads(path.read_text("utf-8"))
    mutate(doc)
    path.write_text(tomli_w.dumps(doc), "utf-8")


def expect_error(store: SaveStore, path: Path, key: str) -> SaveError:
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        store.load(path)
    assert info.value.key == key, info.value
    assert path.read_bytes() == before, "loading must never modify the file"
    return info.value


# --- the good path ----------------------------------------------------------------------------


def test_save_and_load_restore_the_exact_position(store: SaveStore) -> None:
    path = write(store)
    loaded = store.load(path)
    game, actions = make_game()
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.actions == actions
    assert loaded.header.seats == SEATS
    assert loaded.header.game == "toy"
    assert loaded.header.format_version == FORMAT_VERSION
    assert loaded.extra == {"note": "x"}
    # the same luck continues: the next draws are identical
    a, b = loaded.game, game
    while not b.is_over:
        action = b.legal_actions()[0]
        assert a.apply(action) == b.apply(action)


def test_header_fields_are_written(store: SaveStore) -> None:
    doc = tomllib.loads(write(store).read_text("utf-8"))
    header = doc["header"]
    for key in (
        "format",
        "format_version",
        "game",
        "app_version",
        "created",
        "saved",
        "seats",
        "progress_key",
        "progress_params",
        "name",
    ):
        assert key in header
    assert doc["game"]["seed"] == 5 and doc["game"]["actions"]
    assert "snapshot" in doc and "config" in doc


def test_second_save_keeps_created_time_and_a_backup(store: SaveStore) -> None:
    path = write(store, moves=2)
    first = store.load(path)
    game, actions = make_game(moves=4)
    store.save("Friday game", game, seed=5, actions=actions, seats=SEATS, created=first.header.created)
    backup = path.with_name(path.name + ".bak")
    assert backup.exists()
    assert len(store.load(backup).actions) == 2
    assert len(store.load(path).actions) == 4
    assert store.load(path).header.created == first.header.created


def test_a_bad_game_never_overwrites_a_good_save(store: SaveStore) -> None:
    path = write(store)
    good = path.read_bytes()
    game, actions = make_game()
    with pytest.raises(SaveError):
        store.save("Friday game", game, seed=5, actions=[*actions, "play 99"], seats=SEATS)
    with pytest.raises(SaveError):
        store.save("Friday game", game, seed=5, actions=actions[:-1], seats=SEATS)  # snapshot mismatch
    assert path.read_bytes() == good
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_entries_newest_first_and_damaged_shown(store: SaveStore) -> None:
    write(store, "older")
    newer = write(store, "newer", seed=9)
    doc = tomllib.loads(newer.read_text("utf-8"))
    doc["header"]["saved"] = doc["header"]["saved"].replace(year=2100)
    newer.write_text(tomli_w.dumps(doc), "utf-8")
    (store.directory / "broken.toml").write_text("not [valid", "utf-8")
    entries = store.entries()
    assert [e.name for e in entries if e.header] == ["newer", "older"]
    broken = [e for e in entries if e.error]
    assert len(broken) == 1 and broken[0].error.key == "saves.error.not_toml"


def test_delete_removes_file_and_backup(store: SaveStore) -> None:
    path = write(store)
    write(store)
    store.delete(path)
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 40), seats=st.sampled_from([2, 3]))
def test_round_trip_property(store: SaveStore, seed: int, moves: int, seats: int) -> None:
    game = ToyGame.new(ToyConfig(seats=seats), seed)
    actions = []
    for i in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        action = legal[(seed + i) % len(legal)]
        actions.append(game.format_action(action))
        game.apply(action)
    who = tuple(SeatInfo(f"P{i}") for i in range(seats))
    path = store.save(f"prop {seed}", game, seed=seed, actions=actions, seats=who)
    loaded = store.load(path)
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.actions == actions


# --- bad files: one test each -------------------------------------------------------------------


def test_truncated_file(store: SaveStore) -> None:
    path = write(store)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    expect_error(store, path, "saves.error.truncated")


def test_truncated_at_a_line_boundary(store: SaveStore) -> None:
    path = write(store)
    lines = path.read_text("utf-8").splitlines(keepends=True)
    cut = next(i for i, line in enumerate(lines) if line.startswith("[snapshot]"))
    path.write_text("".join(lines[:cut]), "utf-8")
    expect_error(store, path, "saves.error.truncated")


def test_not_toml(store: SaveStore) -> None:
    path = store.directory / "junk.toml"
    store.directory.mkdir(parents=True, exist_ok=True)
    path.write_text("this is = = not toml", "utf-8")
    expect_error(store, path, "saves.error.not_toml")


def test_not_utf8(store: SaveStore) -> None:
    path = write(store)
    path.write_bytes(path.read_bytes().replace(b"Anne", b"\xff\xfeAn"))
    expect_error(store, path, "saves.error.not_utf8")


def test_empty_file(store: SaveStore) -> None:
    path = write(store)
    path.write_bytes(b"")
    expect_error(store, path, "saves.error.empty")


def test_another_format(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["header"].__setitem__("format", "chess-pgn"))
    expect_error(store, path, "saves.error.wrong_format")


def test_plain_toml_of_something_else(store: SaveStore) -> None:
    store.directory.mkdir(parents=True, exist_ok=True)
    path = store.directory / "pyproject.toml"
    path.write_text('[project]\nname = "x"\n', "utf-8")
    expect_error(store, path, "saves.error.wrong_format")


def test_newer_format_version(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["header"].__setitem__("format_version", FORMAT_VERSION + 1))
    error = expect_error(store, path, "saves.error.newer_version")
    assert error.params["version"] == FORMAT_VERSION + 1


@pytest.mark.parametrize(
    ("table", "field"),
    [("header", "game"), ("header", "seats"), ("header", "saved"), ("game", "seed"), ("game", "actions")],
)
def test_missing_field(store: SaveStore, table: str, field: str) -> None:
    path = write(store)
    rewrite(path, lambda d: d[table].pop(field))
    error = expect_error(store, path, "saves.error.missing_field")
    assert error.params["field"] == f"{table}.{field}"


def test_missing_table(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d.pop("snapshot"))
    expect_error(store, path, "saves.error.missing_field")


@pytest.mark.parametrize(
    ("table", "field", "value"),
    [
        ("game", "seed", "five"),
        ("game", "seed", True),
        ("game", "actions", "play 3"),
        ("header", "saved", "yesterday"),
        ("header", "seats", [{"name": 3}]),
        ("config", "seats", "two"),
    ],
)
def test_mistyped_field(store: SaveStore, table: str, field: str, value: object) -> None:
    path = write(store)
    rewrite(path, lambda d: d[table].__setitem__(field, value))
    expect_error(store, path, "saves.error.bad_field")


def test_wrong_number_of_seats(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["header"]["seats"].pop())
    expect_error(store, path, "saves.error.bad_field")


def test_illegal_action_on_replay(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["game"]["actions"].insert(1, "play 99"))
    error = expect_error(store, path, "saves.error.illegal_action")
    assert error.params["number"] == 2


def test_garbled_action_notation(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["game"]["actions"].append("dance a jig"))
    expect_error(store, path, "saves.error.illegal_action")


def test_snapshot_disagrees_with_replay(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["snapshot"].__setitem__("total", d["snapshot"]["total"] + 1))
    expect_error(store, path, "saves.error.snapshot_mismatch")


def test_unknown_game(store: SaveStore) -> None:
    path = write(store)
    rewrite(path, lambda d: d["header"].__setitem__("game", "backgammon"))
    expect_error(store, path, "saves.error.unknown_game")


def test_file_over_5_mb(store: SaveStore) -> None:
    path = write(store)
    with path.open("ab") as handle:
        handle.write(b"#" * (MAX_BYTES + 1))
    expect_error(store, path, "saves.error.too_large")


def test_missing_file(store: SaveStore) -> None:
    with pytest.raises(SaveError) as info:
        store.load("never saved")
    assert info.value.key == "saves.error.not_found"


def test_no_code_in_a_save(store: SaveStore) -> None:
    text = write(store).read_text("utf-8")
    assert "pickle" not in text and "__" not in text and "lambda" not in text


# --- names and folders ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Friday game", "Friday game"),
        ("../../etc/passwd", "etc-passwd"),
        ("a/b\\c", "a-b-c"),
        ("bell\x07name\n", "bellname"),
        ("..", None),
        ("   ", None),
        ("Émile's ship", "Émile's ship"),
    ],
)
def test_sanitize_name(name: str, expected: str | None) -> None:
    if expected is None:
        with pytest.raises(SaveError):
            sanitize_name(name)
    else:
        result = sanitize_name(name)
        assert result == expected
        assert "/" not in result and "\\" not in result and ".." not in result


def test_paths_stay_inside_the_folder(store: SaveStore) -> None:
    path = store.path_for("../../outside")
    assert path.parent == store.directory


def test_save_dir_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEVEN_SEAS_SAVE_DIR", str(tmp_path / "env"))
    assert default_save_dir(str(tmp_path / "cli")) == tmp_path / "cli"
    assert default_save_dir() == tmp_path / "env"
    monkeypatch.delenv("SEVEN_SEAS_SAVE_DIR")
    assert "seven-seas" in str(default_save_dir())


def test_unwritable_folder_raises_save_error(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        blocker = tmp_path / "file-not-dir"
        blocker.write_text("x")
        store = SaveStore(blocker / "sub")
    else:  # pragma: no cover - non-root machines
        folder = tmp_path / "ro"
        folder.mkdir()
        folder.chmod(0o500)
        store = SaveStore(folder)
    game, actions = make_game()
    with pytest.raises(SaveError) as info:
        store.save("x", game, seed=5, actions=actions, seats=SEATS)
    assert info.value.key == "saves.error.unwritable"
