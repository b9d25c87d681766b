"""``seven-seas serve`` with real processes (issue 24): each browser tab runs its own app on one save folder; a game
open in one tab is locked for the others (and let go of when that tab closes), a tab's language is its own (F2
neither writes the settings nor changes the next tab's language), and malformed requests print one log line
each, never a traceback.

The test starts the real server (``python -m tui serve``) and opens tabs as a browser does: a websocket to
``/ws``, keys sent as ``["stdin", ...]``, the screen read from the terminal output the app sends back."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from saves import SaveStore
from tests.tui.replay_helpers import save_first_moves

aiohttp = pytest.importorskip("aiohttp", reason="textual-serve is not installed (pip install -e '.[web]')")
pytest.importorskip("textual_serve", reason="textual-serve is not installed (pip install -e '.[web]')")

ROOT = Path(__file__).resolve().parents[2]
#: Generous: a busy 2-core machine starts a Textual app in seconds; every wait ends as soon as its condition holds.
DEADLINE = 120.0
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")


async def until(
    condition: Callable[[], bool], what: str, deadline: float = DEADLINE, shown: Tab | None = None
) -> None:
    """Wait until ``condition()`` holds (checked every 50 ms), failing after ``deadline`` seconds (with the end
    of what ``shown`` shows)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + deadline
    while not condition():
        if loop.time() > end:
            raise AssertionError(f"never happened: {what}" + (f"\n{shown.text()[-3000:]}" if shown else ""))
        await asyncio.sleep(0.05)


class Tab:
    """One browser tab: a websocket to the server, the keys it sends and the text the app shows it."""

    def __init__(self, session: Any, port: int) -> None:
        self.session = session
        self.port = port
        self.raw = bytearray()
        self.ws: Any = None
        self.reader: asyncio.Task[None] | None = None

    async def open(self) -> Tab:
        self.ws = await self.session.ws_connect(f"http://127.0.0.1:{self.port}/ws?width=100&height=30")
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.raw += message.data

    def text(self) -> str:
        """Everything the app has drawn so far, escapes removed, whitespace collapsed."""
        return " ".join(_ESCAPES.sub(" ", self.raw.decode("utf-8", "replace")).split())

    def mark(self) -> int:
        return len(self.raw)

    def text_since(self, mark: int) -> str:
        return " ".join(_ESCAPES.sub(" ", bytes(self.raw[mark:]).decode("utf-8", "replace")).split())

    async def press(self, keys: str) -> None:
        await self.ws.send_json(["stdin", keys])

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.reader, 30)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def accepts(port: int) -> bool:
    """Whether the server takes connections on ``port`` yet (its startup banner comes before it binds)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            return True
    except OSError:
        return False


def card_save(save_dir: Path) -> None:
    save_first_moves(save_dir, "Friday game", game_key="key21")


def files_of(folder: Path) -> dict[str, tuple[int, int]]:
    """Every save file (not the locks) with its modification time and size."""
    return {
        str(path.relative_to(folder)): (path.stat().st_mtime_ns, path.stat().st_size)
        for path in folder.rglob("*.toml*")
        if ".locks" not in path.parts
    }


async def raw_request(port: int, payload: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(payload)
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(200), 30)
    writer.close()
    return answer


async def test_two_tabs_on_one_save_folder(tmp_path: Path) -> None:
    save_dir, config = tmp_path / "saves", tmp_path / "config"
    card_save(save_dir)
    port = free_port()
    env = {
        key: value for key, value in os.environ.items() if not key.startswith(("SEVEN_SEAS_", "LC_", "LANG"))
    }
    env.update(
        LANG="en_US.UTF-8",
        SEVEN_SEAS_SAVE_DIR=str(save_dir),
        SEVEN_SEAS_CONFIG_DIR=str(config),
        SEVEN_SEAS_DATA_DIR=str(tmp_path / "data"),
        SEVEN_SEAS_CACHE_DIR=str(tmp_path / "cache"),
        PYTHONPATH=str(ROOT),
    )
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    with out.open("wb") as out_file, err.open("wb") as err_file:
        server = subprocess.Popen(
            [sys.executable, "-m", "tui", "serve", "--port", str(port)],
            cwd=ROOT,
            env=env,
            stdout=out_file,
            stderr=err_file,
            start_new_session=True,
        )
    tabs: list[Tab] = []
    try:
        await until(lambda: "Serving" in out.read_text("utf-8", "replace"), "the server starts")
        await until(lambda: accepts(port), "the server listens")
        async with aiohttp.ClientSession() as session:
            # the first tab continues the saved game: it holds it
            one = await Tab(session, port).open()
            tabs.append(one)
            await until(lambda: "Quit" in one.text(), "the first tab's menu")
            await one.press("3\r")
            await until(lambda: SaveStore(save_dir).open_elsewhere("key21"), "the first tab holds the game")
            await until(lambda: "Flint" in one.text(), "the first tab's table", shown=one)
            before = files_of(save_dir)

            # the second tab: Continue passes the game by, says why, and writes nothing
            two = await Tab(session, port).open()
            tabs.append(two)
            await until(lambda: "Quit" in two.text(), "the second tab's menu")
            mark = two.mark()
            await two.press("3\r")
            await until(lambda: "another window" in two.text_since(mark), "the second tab told why not")
            assert files_of(save_dir) == before
            assert SaveStore(save_dir).open_elsewhere("key21")

            # F2 in the second tab: its language only, nothing written for the others
            mark = two.mark()
            await two.press("\x1bOQ")  # F2
            await until(lambda: "Beenden" in two.text_since(mark), "the second tab in German")
            assert not (config / "settings.toml").exists()
            three = await Tab(session, port).open()
            tabs.append(three)
            await until(lambda: "Quit" in three.text(), "the third tab's menu, in English")
            assert "Beenden" not in three.text()

            # the first tab closes: its app ends and lets go of the game
            await one.close()
            tabs.remove(one)
            await until(lambda: not SaveStore(save_dir).open_elsewhere("key21"), "the game let go of")

            # malformed requests: one line each in the server's log, no traceback
            lines_before = len(err.read_text("utf-8", "replace").splitlines())
            assert (await raw_request(port, b"GARBAGE \x00\x01 HTTP/9\r\n\r\n")).startswith(b"HTTP/1.")
            assert b" 400 " in await raw_request(port, b"GET /ws HTTP/1.1\r\nHost: x\r\n\r\n")
            assert b" 400 " in await raw_request(
                port, b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n"
            )
            for bad in ("not json", "{}", '["stdin", 5]', '["resize", {"width": "x"}]'):
                await three.ws.send_str(bad)
            await until(
                lambda: len(err.read_text("utf-8", "replace").splitlines()) >= lines_before + 6,
                "the server logged the malformed requests",
            )
            log = err.read_text("utf-8", "replace")
            assert "Traceback" not in log and "╭" not in log, log
            # the third tab still works
            mark = three.mark()
            await three.press("\x1bOQ")
            await until(lambda: "Beenden" in three.text_since(mark), "the third tab still answers")
            for tab in tabs:
                await tab.close()
            tabs.clear()
    finally:
        for tab in tabs:
            with contextlib.suppress(Exception):
                await tab.close()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGINT)
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(30)
    log = err.read_text("utf-8", "replace")
    assert "Traceback" not in log, log
