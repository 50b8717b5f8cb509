"""The command line's shared pieces: the parser class every command uses (a wrong argument is one line on stderr
and exit status 2, never a traceback) and the argument types the commands share (a game id, a window size, a
file to write), checked before anything runs."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import NoReturn, Protocol, cast

from game import DISTRIBUTION

MIN_SIDE, MAX_SIDE = 64, 16384


class UsageError(ValueError):
    """An argument the command cannot use, found after parsing (e.g. a player count the game does not allow)."""


class Parser(argparse.ArgumentParser):
    """argparse, but an error is one line (``palace-table shot: error: …``) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def program_name(argv0: str | None = None) -> str:
    """``palace-table`` when run as the installed command or the frozen app, else ``python -m game``."""
    name = Path(sys.argv[0] if argv0 is None else argv0).name.lower().removesuffix(".exe")
    return DISTRIBUTION if name.startswith(DISTRIBUTION) else "python -m game"


def game_id(text: str) -> str:
    """``--game``: a registered game's id."""
    from game import catalog

    if text not in catalog.game_ids():
        raise argparse.ArgumentTypeError(f"unknown game {text!r} (one of: {', '.join(catalog.game_ids())})")
    return text


def check_players(game: str, players: int) -> None:
    """Raise :class:`UsageError` for a player count ``game`` does not allow."""
    from game import catalog

    rules = catalog.get_game(game)
    if not rules.min_players <= players <= rules.max_players:
        allowed = (f"{rules.min_players}" if rules.min_players == rules.max_players
                   else f"{rules.min_players} to {rules.max_players}")
        raise UsageError(f"{game} is played by {allowed} players, not {players}")


def window_size(text: str) -> tuple[int, int]:
    """``--size``: ``WxH`` as two whole numbers of pixels."""
    w, sep, h = text.lower().strip().partition("x")
    if not sep or not w.isdigit() or not h.isdigit():
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT in pixels (e.g. 1280x720), got {text!r}")
    size = int(w), int(h)
    if not all(MIN_SIDE <= side <= MAX_SIDE for side in size):
        raise argparse.ArgumentTypeError(f"each side must be {MIN_SIDE} to {MAX_SIDE} pixels, got {text!r}")
    return size


def window_size_text(text: str) -> str:
    """``--size`` checked as :func:`window_size`, kept as the text (for commands that read it later)."""
    window_size(text)
    return text


def writable_file(text: str) -> str:
    """``--out``: a file that can be written (its folder exists and is writable; it is no folder itself)."""
    path = Path(text)
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"no folder {str(folder)!r} to write {path.name!r} in")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: permission denied")
    return text


class Command(Protocol):
    """A command's module (``game.__main__.COMMANDS``)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def check(self, args: argparse.Namespace) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


def checked(parser: argparse.ArgumentParser, command: Command, args: argparse.Namespace) -> argparse.Namespace:
    """``args`` once ``command.check`` has passed them; a :class:`UsageError` is ``parser``'s one-line error."""
    try:
        command.check(args)
    except UsageError as exc:
        parser.error(str(exc))
    return args


def run_command(parser: argparse.ArgumentParser, command: Command, args: argparse.Namespace) -> int:
    """Check ``args`` and run ``command``; a :class:`UsageError` found while running is one line and exit 2 too."""
    checked(parser, command, args)
    try:
        return int(command.run(args) or 0)
    except UsageError as exc:
        parser.error(str(exc))


def main_of(module: str, name: str, argv: list[str]) -> int:
    """The ``main(argv)`` of the command ``name`` in ``module``: its options and checks as ``palace-table NAME``."""
    command = cast(Command, importlib.import_module(module))
    parser = Parser(prog=f"{program_name()} {name}")
    command.add_arguments(parser)
    return run_command(parser, command, parser.parse_args(argv))


def check_options(game: str, players: int, options: Mapping[str, object]) -> None:
    """Raise :class:`UsageError` for options ``game`` does not have, or values it does not take."""
    from game import catalog
    from game.engine import resolve_options

    try:
        resolve_options(catalog.get_game(game).option_specs(players), options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
