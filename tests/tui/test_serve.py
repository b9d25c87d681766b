"""``seven-seas serve``: loopback by default, a translated warning otherwise, one ``python -m tui`` per tab."""

from __future__ import annotations

import shlex
import sys
from typing import Any

import pytest

from tui import serve
from tui.i18n import Translator


@pytest.mark.parametrize("host", ["127.0.0.1", "127.3.4.5", "::1", "[::1]", "localhost", "LOCALHOST"])
def test_loopback_addresses(host: str) -> None:
    assert serve.is_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.4", "example.org", ""])
def test_other_addresses_are_not_loopback(host: str) -> None:
    assert not serve.is_loopback(host)


def test_app_command_runs_this_python_with_the_same_options() -> None:
    command = shlex.split(serve.app_command("de", "/tmp/my saves"))
    assert command == [sys.executable, "-m", "tui", "--lang", "de", "--save-dir", "/tmp/my saves"]
    assert shlex.split(serve.app_command(None, None)) == [sys.executable, "-m", "tui"]


class FakeServer:
    made: list[FakeServer] = []

    def __init__(self, command: str, host: str, port: int, title: str) -> None:
        self.command, self.host, self.port, self.title = command, host, port, title
        self.served = False
        FakeServer.made.append(self)

    def serve(self) -> None:
        self.served = True


@pytest.fixture
def fake_server(monkeypatch: pytest.MonkeyPatch) -> type[FakeServer]:
    pytest.importorskip("textual_serve", reason="textual-serve is not installed (pip install -e '.[web]')")
    import textual_serve.server

    FakeServer.made = []
    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    return FakeServer


def test_default_is_loopback_without_warning(fake_server: type[FakeServer], capsys: Any) -> None:
    assert serve.serve_main([], Translator("en")) == 0
    (server,) = fake_server.made
    assert (server.host, server.port, server.served) == ("127.0.0.1", 8000, True)
    assert shlex.split(server.command)[1:] == ["-m", "tui"]
    out = capsys.readouterr()
    assert "http://127.0.0.1:8000" in out.out and out.err == ""


@pytest.mark.parametrize(("lang", "word"), [("en", "Warning"), ("de", "Achtung"), ("fr", "Attention")])
def test_other_address_warns_in_the_language(
    fake_server: type[FakeServer], capsys: Any, lang: str, word: str
) -> None:
    assert (
        serve.serve_main(
            ["--host", "0.0.0.0", "--port", "8123", "--lang", lang, "--save-dir", "/x"], Translator("en")
        )
        == 0
    )
    (server,) = fake_server.made
    assert (server.host, server.port) == ("0.0.0.0", 8123)
    assert shlex.split(server.command)[-4:] == ["--lang", lang, "--save-dir", "/x"]
    err = capsys.readouterr().err
    assert word in err and "0.0.0.0" in err


def test_bad_port_is_rejected() -> None:
    with pytest.raises(SystemExit) as info:
        serve.serve_main(["--port", "70000"], Translator("en"))
    assert info.value.code == 2


def test_missing_textual_serve_says_how_to_install(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert serve.serve_main([], Translator("de")) == 2
    assert "seven-seas[web]" in capsys.readouterr().err
