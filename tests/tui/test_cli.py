"""The command line: --version and --help work without starting (or importing) the TUI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tui.cli import main


def run(*args: str, env_lang: str | None = None) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys; from tui.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "print('TEXTUAL_IMPORTED' if 'textual' in sys.modules else 'NO_TEXTUAL')\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=60, check=False
    )


def test_version_does_not_import_textual() -> None:
    result = run("--version")
    assert "seven-seas" in result.stdout
    assert "NO_TEXTUAL" in result.stdout


@pytest.mark.parametrize(("lang", "word"), [("en", "options"), ("de", "Optionen"), ("fr", "utilisation")])
def test_help_is_translated_and_does_not_import_textual(lang: str, word: str) -> None:
    result = run("--lang", lang, "--help")
    assert word in result.stdout
    assert "--save-dir" in result.stdout
    assert "NO_TEXTUAL" in result.stdout


def test_bad_language_is_rejected(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--lang", "xx"])
    assert info.value.code == 2


def test_python_m_tui_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tui", "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0 and "seven-seas" in result.stdout


# --- global options go anywhere -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["--lang", "de", "replay", "{file}"],
        ["replay", "{file}", "--lang", "de"],
        ["--lang=de", "replay", "{file}"],
        ["--save-dir", "{dir}", "--lang", "de", "replay", "{file}"],
    ],
)
def test_global_options_go_before_or_after_the_command(
    args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.toml"
    argv = [a.replace("{file}", str(missing)).replace("{dir}", str(tmp_path / "saves")) for a in args]
    assert main(argv) == 1  # the replay's own answer: the file cannot be replayed
    err = capsys.readouterr().err
    assert "nowhere.toml lässt sich nicht nachspielen" in err, err  # in German, as asked


def test_serve_gets_the_global_options_given_before_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tui.serve

    seen: list[list[str]] = []
    monkeypatch.setattr(tui.serve, "serve_main", lambda argv, t: seen.append(list(argv)) or 0)
    assert main(["--lang", "fr", "--save-dir", str(tmp_path), "serve", "--port", "9000"]) == 0
    assert seen == [["--port", "9000", "--lang", "fr", "--save-dir", str(tmp_path)]]


def test_a_global_option_without_its_value_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["replay", "x.toml", "--lang"])
    assert info.value.code == 2 and "--lang" in capsys.readouterr().err


def test_a_plain_start_builds_no_argument_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every start without arguments (the usual one) skips argparse: its import and the translated parser cost
    time before the first frame (issue 24)."""
    import tui.app
    import tui.cli

    started: list[tuple[object, object]] = []

    class App:
        def __init__(self, *, language: object, save_dir: object, **_: object) -> None:
            started.append((language, save_dir))

        def run(self) -> None:
            pass

    monkeypatch.setattr(tui.app, "SevenSeasApp", App)
    monkeypatch.setattr(tui.cli, "build_parser", lambda t: pytest.fail("a parser for no arguments"))
    assert tui.cli.main([]) == 0
    assert started == [(None, None)]
    result = subprocess.run(
        [sys.executable, "-c", "import sys, tui.cli; print('argparse' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.stdout.strip() == "False", result.stderr


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["--lang", "de"],
        ["--lang=fr", "--save-dir", "/tmp/x"],
        ["--save-dir=/tmp/y", "--lang", "en"],
        ["--save-dir", "/tmp/a b"],
        ["--save-dir", "-x"],
        ["--lang", "xx"],
        ["--lang"],
        ["--lang", "de", "--lang", "fr"],
        ["--lan", "de"],
        ["--lang=", "--save-dir", "d"],
        ["--help"],
        ["extra"],
    ],
)
def test_the_start_options_read_without_argparse_are_those_argparse_reads(args: list[str]) -> None:
    """A start with ``--lang`` and ``--save-dir`` reads them without building the parser (issue 24: ~8 ms
    before the first frame); anything it does not read exactly as argparse would goes to the parser."""
    import argparse

    from tui.cli import build_parser, plain_start_options
    from tui.i18n import Translator

    options = plain_start_options(args)
    if options is None:
        assert args  # a plain start never needs the parser
        return
    parsed = build_parser(Translator("en")).parse_args(args)
    assert isinstance(parsed, argparse.Namespace)
    assert options == (parsed.lang, parsed.save_dir)


def test_a_start_with_a_language_and_a_save_folder_builds_no_parser(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tui.app
    import tui.cli

    started: list[tuple[object, object, object]] = []

    class App:
        def __init__(self, *, language: object, save_dir: object, css_cache: object, **_: object) -> None:
            # the start keeps its parsed CSS (tui/css_cache.py)
            started.append((language, save_dir, css_cache))

        def run(self) -> None:
            pass

    monkeypatch.setattr(tui.app, "SevenSeasApp", App)
    monkeypatch.setattr(tui.cli, "build_parser", lambda t: pytest.fail("a parser for two plain options"))
    assert tui.cli.main(["--lang", "de", "--save-dir", str(tmp_path)]) == 0
    assert started == [("de", str(tmp_path), tui.cli.cache_dir() / "css-rules.pickle")]
