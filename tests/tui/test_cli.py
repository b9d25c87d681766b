"""The command line: --version and --help work without starting (or importing) the TUI."""

from __future__ import annotations

import subprocess
import sys

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
