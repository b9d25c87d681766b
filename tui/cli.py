"""The ``seven-seas`` command: start the app, or run the headless simulator."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tui.i18n import LANGUAGES, Translator, detect_language

__all__ = ["main"]


def _peek_language(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


class _Version(argparse.Action):
    """``--version``: looks the version up only when asked (it costs time at every start)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from saves import app_version

        print(f"seven-seas {app_version()}")
        parser.exit()


def build_parser(t: Translator) -> argparse.ArgumentParser:
    """The command-line parser, its help in the detected language."""
    usage_prefix = t("cli.usage") + " "

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
            super().add_usage(usage, actions, groups, prefix or usage_prefix)

    parser = argparse.ArgumentParser(
        prog="seven-seas",
        description=t("cli.description"),
        epilog=t("cli.epilog"),
        add_help=False,
        formatter_class=Formatter,
    )
    parser._optionals.title = t("cli.options")
    parser.add_argument("-h", "--help", action="help", help=t("cli.help"))
    parser.add_argument("--version", action=_Version, help=t("cli.version"))
    parser.add_argument("--lang", choices=LANGUAGES, help=t("cli.lang"))
    parser.add_argument("--save-dir", metavar="DIR", help=t("cli.save_dir"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "simulate":
        from engines.simulate import main as simulate_main

        return simulate_main(args_list[1:])
    from tui.settings import load_settings_checked

    settings, settings_problem = load_settings_checked()
    t = Translator(detect_language(_peek_language(args_list), settings.language or None))
    if args_list and args_list[0] == "serve":
        from tui.serve import serve_main

        return serve_main(args_list[1:], t)
    args = build_parser(t).parse_args(args_list)
    from tui.app import SevenSeasApp

    SevenSeasApp(language=args.lang, save_dir=args.save_dir, settings=settings, settings_problem=settings_problem).run()
    return 0
