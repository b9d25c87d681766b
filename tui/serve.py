"""``seven-seas serve``: the app in a web browser through textual-serve, one app process per browser tab."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import shlex
import sys
from collections.abc import Sequence
from typing import Any

from tui.i18n import LANGUAGES, Translator

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "OneLineFormatter",
    "app_command",
    "build_serve_parser",
    "is_loopback",
    "make_server",
    "serve_main",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


def is_loopback(host: str) -> bool:
    """Whether ``host`` only accepts connections from this machine (127.0.0.0/8, ::1, ``localhost``)."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def app_command(language: str | None, save_dir: str | None) -> str:
    """The shell command textual-serve runs for each browser tab: this Python's ``-m tui``, same options."""
    args = [sys.executable, "-m", "tui"]
    if language:
        args += ["--lang", language]
    if save_dir:
        args += ["--save-dir", save_dir]
    return shlex.join(args)


def _port(text: str) -> int:
    value = int(text)
    if not 0 < value < 65536:
        raise argparse.ArgumentTypeError(text)
    return value


def build_serve_parser(t: Translator) -> argparse.ArgumentParser:
    """The parser of ``seven-seas serve``, its help in the detected language."""
    usage_prefix = t("cli.usage") + " "

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
            super().add_usage(usage, actions, groups, prefix or usage_prefix)

    parser = argparse.ArgumentParser(
        prog="seven-seas serve", description=t("serve.description"), add_help=False, formatter_class=Formatter
    )
    parser._optionals.title = t("cli.options")
    parser.add_argument("-h", "--help", action="help", help=t("cli.help"))
    parser.add_argument("--host", default=DEFAULT_HOST, help=t("serve.host", host=DEFAULT_HOST))
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT, help=t("serve.port", port=DEFAULT_PORT))
    parser.add_argument("--lang", choices=LANGUAGES, help=t("cli.lang"))
    parser.add_argument("--save-dir", metavar="DIR", help=t("cli.save_dir"))
    return parser


def serve_main(argv: Sequence[str], t: Translator) -> int:
    """Parse ``serve``'s options and serve until Ctrl+C; returns the exit status."""
    args = build_serve_parser(t).parse_args(list(argv))
    if args.lang:
        t = Translator(args.lang)
    try:
        from textual_serve.server import Server
    except ImportError:
        print(t("serve.missing"), file=sys.stderr)
        return 2
    if not is_loopback(args.host):
        print(t("serve.exposed", host=args.host), file=sys.stderr)
    print(t("serve.listening", url=f"http://{_url_host(args.host)}:{args.port}"), flush=True)
    make_server(Server, app_command(args.lang, args.save_dir), host=args.host, port=args.port).serve()
    return 0


class OneLineFormatter(logging.Formatter):
    """Every log record on one line: an exception as its kind and message, never a traceback (a malformed
    request from a browser or a port scanner is worth a line, not a screenful)."""

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            detail = f"{type(exc).__name__}: {exc}".rstrip(": ")
            text = detail if text in ("", str(exc)) else f"{text} ({detail})"
        return f"{record.levelname.lower()}: {' '.join(text.split())}"[:500]


def _one_line_logging(debug: bool) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLineFormatter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    # aiohttp's access log and its per-request errors: one line each, the access log only when debugging
    logging.getLogger("aiohttp.access").setLevel(logging.DEBUG if debug else logging.WARNING)


def make_server(server_class: Any, command: str, *, host: str, port: int) -> Any:
    """A textual-serve server for ``command`` that logs one line per problem (no tracebacks) and passes over
    malformed messages from a browser instead of dropping the tab with a traceback."""

    class SevenSeasServer(server_class):  # type: ignore[misc]
        def initialize_logging(self) -> None:
            _one_line_logging(bool(getattr(self, "debug", False)))

        async def handle_websocket(self, request: Any) -> Any:
            from aiohttp import web

            if not web.WebSocketResponse().can_prepare(request).ok:
                logging.getLogger("seven_seas.serve").warning(
                    "refused a request for %s that is not a websocket (from %s)", request.path, request.remote
                )
                raise web.HTTPBadRequest()
            return await super().handle_websocket(request)

        async def _process_messages(self, websocket: Any, app_service: Any) -> None:
            from aiohttp import WSMsgType

            async for message in websocket:
                if message.type != WSMsgType.TEXT:
                    continue
                try:
                    await _dispatch(message.json(), websocket, app_service)
                except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
                    logging.getLogger("seven_seas.serve").warning(
                        "ignored a malformed message from a browser (%s)", type(exc).__name__
                    )

    return SevenSeasServer(command, host=host, port=port, title="Seven Seas")


async def _dispatch(envelope: Any, websocket: Any, app_service: Any) -> None:
    """Pass one message of the browser page on to the app (textual-serve's protocol), checking its shape."""
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise TypeError("not a message")
    kind = envelope[0]
    data: Any = envelope[1] if len(envelope) > 1 else None
    if kind == "stdin":
        if not isinstance(data, str):
            raise TypeError("stdin")
        await app_service.send_bytes(data.encode("utf-8"))
    elif kind == "resize":
        width, height = data["width"], data["height"]
        if not (type(width) is int and type(height) is int and 0 < width <= 1000 and 0 < height <= 1000):
            raise ValueError("size")
        await app_service.set_terminal_size(width, height)
    elif kind == "ping":
        await websocket.send_json(["pong", data])
    elif kind == "blur":
        await app_service.blur()
    elif kind == "focus":
        await app_service.focus()


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
