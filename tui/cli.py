"""The ``seven-seas`` command: start the app, or run the headless simulator."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tui.i18n import LANGUAGES, Translator, cache_dir, detect_language

if TYPE_CHECKING:
    import argparse

    from tui.app import SevenSeasApp

__all__ = ["main"]


def _peek_language(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _version_action() -> type[argparse.Action]:
    import argparse

    class _Version(argparse.Action):
        """``--version``: looks the version up only when asked (it costs time at every start)."""

        def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
            super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

        def __call__(
            self,
            parser: argparse.ArgumentParser,
            namespace: argparse.Namespace,
            values: object,
            option_string: str | None = None,
        ) -> None:
            from saves import app_version

            print(f"seven-seas {app_version()}")
            parser.exit()

    return _Version


def build_parser(t: Translator) -> argparse.ArgumentParser:
    """The command-line parser, its help in the detected language."""
    import argparse  # here: a plain start (no arguments) does without it

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
    parser.add_argument("--version", action=_version_action(), help=t("cli.version"))
    parser.add_argument("--lang", choices=LANGUAGES, help=t("cli.lang"))
    parser.add_argument("--save-dir", metavar="DIR", help=t("cli.save_dir"))
    return parser


#: The options every command takes, before or after the command's name (``--lang en replay FILE``).
GLOBAL_OPTIONS = ("--lang", "--save-dir")
COMMANDS = ("replay", "serve", "simulate")


def normalize_arguments(argv: Sequence[str]) -> list[str]:
    """The command line with the command's name first and the global options (:data:`GLOBAL_OPTIONS`) after
    its own arguments, wherever they were typed: ``--lang en replay FILE`` becomes ``replay FILE --lang en``.
    A global option without its value is left where it is, for the parser to report."""
    rest: list[str] = []
    moved: list[str] = []
    args = list(argv)
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            rest += args[index:]
            break
        name = arg.split("=", 1)[0]
        if name in GLOBAL_OPTIONS and "=" in arg:
            moved.append(arg)
        elif arg in GLOBAL_OPTIONS and index + 1 < len(args):
            moved += [arg, args[index + 1]]
            index += 1
        else:
            rest.append(arg)
        index += 1
    command = next((i for i, arg in enumerate(rest) if not arg.startswith("-")), None)
    if command is not None and rest[command] in COMMANDS and command > 0:
        rest = [rest[command], *rest[:command], *rest[command + 1 :]]
    if rest and rest[0] == "simulate":
        return args  # the simulator has options of its own: left exactly as typed
    return rest + moved


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run; returns the exit status."""
    args_list = normalize_arguments(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "simulate":
        from engines.simulate import main as simulate_main

        return simulate_main(args_list[1:])
    from tui.settings import load_settings_checked

    settings, settings_notice = load_settings_checked()
    t = Translator(detect_language(_peek_language(args_list), settings.language or None))
    if args_list and args_list[0] == "serve":
        from tui.serve import serve_main

        return serve_main(args_list[1:], t)
    if args_list and args_list[0] == "replay":
        return replay_main(args_list[1:], t, settings=settings, settings_notice=settings_notice)
    # a plain start (no arguments, the usual one) needs no parser
    options = plain_start_options(args_list)
    language, save_dir = options if options is not None else _start_options(build_parser(t), args_list)
    from tui.memory import pause_collection

    pause_collection()  # until the first frame (tui/memory.py)
    from tui.app import SevenSeasApp

    SevenSeasApp(
        language=language,
        save_dir=save_dir,
        settings=settings,
        settings_notice=settings_notice,
        css_cache=cache_dir() / "css-rules.pickle",
    ).run()
    return 0


def plain_start_options(args: Sequence[str]) -> tuple[str | None, str | None] | None:
    """``--lang LANG`` (a known language) and ``--save-dir DIR``, each at most once, as ``--opt VALUE`` or
    ``--opt=VALUE``: the language and folder, read without argparse (its import and the translated parser cost
    time before the first frame). None for anything else (no value, an unknown language, another or a repeated
    option, a value that looks like an option, ``--help``): the parser reads and reports those as before."""
    found: dict[str, str] = {}
    index = 0
    while index < len(args):
        name, equals, value = args[index].partition("=")
        if not equals:
            if index + 1 >= len(args):
                return None
            value = args[index + 1]
            index += 1
        index += 1
        if name not in GLOBAL_OPTIONS or name in found or not value or value.startswith("-"):
            return None
        if name == "--lang" and value not in LANGUAGES:
            return None
        found[name] = value
    return found.get("--lang"), found.get("--save-dir")


def _start_options(parser: argparse.ArgumentParser, args: list[str]) -> tuple[str | None, str | None]:
    parsed = parser.parse_args(args)
    return parsed.lang, parsed.save_dir


def build_replay_parser(t: Translator) -> argparse.ArgumentParser:
    """``seven-seas replay FILE [--export]``: the parser, its help in the detected language."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="seven-seas replay", description=t("replay.cli.description"), add_help=False
    )
    parser._optionals.title = t("cli.options")
    parser._positionals.title = t("replay.cli.arguments")
    parser.add_argument("-h", "--help", action="help", help=t("cli.help"))
    parser.add_argument("file", metavar="FILE", help=t("replay.cli.file"))
    parser.add_argument("--export", action="store_true", help=t("replay.cli.export"))
    parser.add_argument("--lang", choices=LANGUAGES, help=t("cli.lang"))
    parser.add_argument("--save-dir", metavar="DIR", help=t("cli.save_dir"))
    return parser


def replay_main(
    argv: Sequence[str], t: Translator, *, settings: object = None, settings_notice: object = None
) -> int:
    """``seven-seas replay FILE``: open the replay of a save (``--export``: write its text record and quit)."""
    status, app = prepare_replay(argv, t, settings=settings, settings_notice=settings_notice)
    if app is not None:
        app.run()
    return status


def prepare_replay(
    argv: Sequence[str], t: Translator, *, settings: object = None, settings_notice: object = None
) -> tuple[int, SevenSeasApp | None]:
    """Everything ``seven-seas replay`` does before the app runs: the exit status and the app to run (None
    when there is none: an export, or a file that cannot be replayed, whose reason, worded as the Load list
    words it, goes to stderr with status 1 and no traceback)."""
    from pathlib import Path

    from saves import SaveError, load_file

    args = build_replay_parser(t).parse_args(list(argv))
    if args.lang:
        t.language = args.lang
    path = Path(args.file).expanduser()
    try:
        loaded = load_file(path)
    except SaveError as exc:
        print(t("replay.cannot", file=str(path), reason=t(exc.key, **exc.params)), file=sys.stderr)
        return 1, None
    from tui.replay import Replay

    replay = Replay.from_loaded(loaded)
    if args.export:
        from tui.games import GAMES
        from tui.replay import export_path, write_export
        from tui.screens.replay import export_text

        if not replay.finished:
            print(t("replay.export.unfinished"), file=sys.stderr)
            return 1, None
        if replay.game_id not in GAMES.ids:
            print(
                t("replay.cannot", file=str(path), reason=t("menu.not_available", game=replay.game_id)),
                file=sys.stderr,
            )
            return 1, None
        target = export_path(replay, path.parent, path.stem)
        try:
            write_export(target, export_text(t, GAMES, replay))
        except OSError as exc:
            print(
                t("replay.export.failed", path=str(target), reason=exc.strerror or str(exc)), file=sys.stderr
            )
            return 1, None
        print(t("replay.export.written", path=str(target)))
        return 0, None
    from tui.app import SevenSeasApp

    app = SevenSeasApp(
        language=args.lang,
        save_dir=args.save_dir,
        settings=settings,  # type: ignore[arg-type]
        settings_notice=settings_notice,  # type: ignore[arg-type]
        replay=replay,
    )
    return 0, app
