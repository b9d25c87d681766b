"""``seven-seas serve``: the app in a web browser through textual-serve, one app process per browser tab."""

from __future__ import annotations

import argparse
import ipaddress
import shlex
import sys
from collections.abc import Sequence

from tui.i18n import LANGUAGES, Translator

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "app_command", "build_serve_parser", "is_loopback", "serve_main"]

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
    Server(app_command(args.lang, args.save_dir), host=args.host, port=args.port, title="Seven Seas").serve()
    return 0


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
