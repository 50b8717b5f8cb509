"""``palace-table`` (``python -m game``): the app, and its commands. One parser: ``--help`` lists them, each
command's ``--help`` its options; a wrong argument is one line and exit status 2 (:mod:`game.tools.cli`).

    palace-table [--size WxH]                     launch the app
    palace-table --version
    palace-table join --address ws://HOST:PORT --code CODE      take a seat at a friend's table
    palace-table doctor [--json]                  what this computer offers for play with friends
    palace-table simulate | shot | autoplay ...   the project's headless tools (README, "Tools")

A command's module gives ``add_arguments(parser)``, ``check(args)`` (what argparse cannot see alone, e.g. a player
count the game does not allow: raises :class:`game.tools.cli.UsageError`) and ``run(args) -> int``; only the
command asked for is imported. The test tools are no commands of the app (the hostile remote app:
``python -m scenes.tools.hostile``; join's by-hand options, for the tests' remote apps, are not in its ``--help``).
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import sys
from typing import cast

from game import DISTRIBUTION
from game.tools import cli

COMMANDS: dict[str, tuple[str, str]] = {
    "join": ("scenes.tools.remote_client", "take a seat at a friend's table by address and seat's code"),
    "doctor": ("game.tools.doctor", "what this computer offers for play with friends (to tell why joining fails)"),
    "simulate": ("game.tools.simulate", "tool: a headless bot tournament, results as JSON"),
    "shot": ("scenes.tools.shot", "tool: render a scene headless to a PNG"),
    "autoplay": ("scenes.tools.autoplay", "tool: play a game headless through the app's loop, frame times as JSON"),
    "install-desktop": ("game.tools.desktop", "add Palace Table to the applications menu (a pip or pipx install)"),
}


def command_of(argv: list[str]) -> str | None:
    """The command ``argv`` asks for (its first word that names one), or None for the app."""
    return next((word for word in argv if word in COMMANDS), None)


class VersionAction(argparse.Action):
    """``--version``: the app's name and version, looked up only when asked for (reading it costs every command's
    start 8 ms from pyproject.toml, 20 ms from an installed package's metadata: :func:`game.version`)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str = "show program's version number and exit") -> None:  # noqa: A002 - argparse's name
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from game import version

        print(f"{DISTRIBUTION} {version()}")
        parser.exit()


def build_parser(prog: str, command: str | None = None) -> tuple[cli.Parser, cli.Parser, cli.Command | None]:
    """The parser of the app and its commands; only ``command``'s options are read (its module imported).
    Returns the parser, the command's own parser (the app's when None) and the command's module."""
    parser = cli.Parser(prog=prog, description="Palace Table: four palace-themed card games against bots, at one "
                                               "screen or with friends on other computers.",
                        epilog=f"'{prog} COMMAND --help' gives a command's options.")
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--size", type=cli.window_size, metavar="WxH", help="the window's size, e.g. 1600x900")
    commands = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    chosen, module = parser, None
    for name, (module_name, help_text) in COMMANDS.items():
        sub = commands.add_parser(name, help=help_text, description=help_text[0].upper() + help_text[1:] + ".")
        if name == command:
            module = cast(cli.Command, importlib.import_module(module_name))
            module.add_arguments(sub)
            chosen = sub
    return parser, chosen, module


def parse(command: str | None, argv: list[str]) -> argparse.Namespace:
    """The arguments ``argv`` (after ``command``, if any) would run with, checked (a wrong one exits 2)."""
    parser, chosen, module = build_parser(cli.program_name(), command)
    args = parser.parse_args([command, *argv] if command else argv)
    return args if module is None else cli.checked(chosen, module, args)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # in the frozen app, a spawned bot process runs its task here, not the app
    argv = list(sys.argv[1:] if argv is None else argv)
    parser, chosen, module = build_parser(cli.program_name(), command_of(argv))
    args = parser.parse_args(argv)
    if module is None:
        from game.saves import default_data_dir
        from scenes.core.app import run_app

        return int(run_app(args.size, default_data_dir()) or 0)
    return cli.run_command(chosen, module, args)


if __name__ == "__main__":
    sys.exit(main())
