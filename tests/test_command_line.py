"""One parser for ``palace-table`` / ``python -m game``: ``--version``, ``--help`` naming the installed command and
listing the app's options and commands, a wrong argument as one line and exit status 2 (never a traceback, never
after a long run), and the test tools offered as no command of the app."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from each_game import a_game

import game
from game import catalog
from game.__main__ import main, parse
from game.tools.cli import program_name


def _exit(argv, capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    out, err = capsys.readouterr()
    return caught.value.code, out, err


def test_the_version_is_printed_with_the_apps_name(capsys):
    assert _exit(["--version"], capsys) == (0, f"palace-table {game.version()}\n", "")


def test_the_version_is_looked_up_only_when_asked_for(capsys, monkeypatch):
    """Every command's start read it for ``--version`` (8 ms from pyproject.toml, 20 ms from an installed package's
    metadata): a remote app's, each tool's."""
    asked: list[str] = []
    monkeypatch.setattr(game, "version", lambda: asked.append("version") or "9.9")
    parse("join", ["--address", "ws://127.0.0.1:1", "--code", "abc"])
    assert asked == []
    assert _exit(["--version"], capsys) == (0, "palace-table 9.9\n", "") and asked == ["version"]


def test_the_program_is_named_as_it_was_started():
    assert program_name("/home/ana/.local/bin/palace-table") == "palace-table"
    assert program_name(r"C:\Apps\palace-table\palace-table.exe") == "palace-table" or sys.platform != "win32"
    assert program_name("/opt/palace-table/palace-table") == "palace-table"  # the frozen app
    assert program_name("/src/game/__main__.py") == "python -m game"


def test_help_names_the_installed_command_and_lists_its_options_and_commands(capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/home/ana/.local/bin/palace-table", "--help"])
    code, out, _ = _exit(["--help"], capsys)
    assert code == 0 and out.startswith("usage: palace-table ")
    assert "--size WxH" in out and "--version" in out
    for command in ("join", "doctor", "simulate", "shot", "autoplay"):
        assert f"    {command} " in out
    assert "hostile" not in out
    code, out, _ = _exit(["join", "--help"], capsys)
    assert code == 0 and out.startswith("usage: palace-table join ")
    assert "--by-hand" not in out and "--png-dir" not in out  # the tests' by-hand remote app is not offered


GAME = a_game(players=2)
"""Any game for two: the command line checks its arguments the same way for every game."""
_RULES = catalog.get_game(GAME)
PLAYED_BY = f"{GAME} is played by " + (f"{_RULES.min_players} players" if _RULES.min_players == _RULES.max_players
                                       else f"{_RULES.min_players} to {_RULES.max_players}")

WRONG = {
    "size": (["--size", "abc"], "argument --size: expected WIDTHxHEIGHT"),
    "shot-size": (["shot", "--game", GAME, "--players", "2", "--out", "x.png", "--size", "0x0"], "--size"),
    "game": (["shot", "--game", "chess", "--players", "2", "--out", "x.png"], "unknown game 'chess'"),
    "players": (["autoplay", "--game", GAME, "--players", "1"], PLAYED_BY),
    "simulate-players": (["simulate", "--game", GAME, "--seats", "easy"], PLAYED_BY),
    "level": (["simulate", "--game", GAME, "--seats", "easy,genius"], "unknown bot level 'genius'"),
    "out": (["shot", "--game", GAME, "--players", "2", "--out", "/no/such/folder/x.png"], "no folder"),
    "out-folder": (["shot", "--game", GAME, "--players", "2", "--out", "."], "is a folder"),
    "option": (["autoplay", "--game", GAME, "--players", "2", "--option", "colour=red"], "unknown option"),
    "hostile": (["hostile", "--address", "ws://127.0.0.1:1", "--code", "x"], "invalid choice: 'hostile'"),
    "remote": (["autoplay", "--game", GAME, "--players", "2", "--by-hand", "--remote", "2"], "--remote"),
    "replay": (["autoplay", "--game", GAME, "--players", "2", "--replay"], "--replay is played --by-hand"),
    "keys-only": (["autoplay", "--game", GAME, "--players", "2", "--keys-only"], "--keys-only is played --by-hand"),
    "join": (["join", "--address", "192.168.1.20:45678", "--code", "k7m3p"], "--address must be ws://"),
    "join-port": (["join", "--address", "ws://192.168.1.20:456789", "--code", "k7m3p"], "Port out of range"),
}


@pytest.mark.parametrize("case", list(WRONG))
def test_a_wrong_argument_is_one_line_and_exit_status_2(case, capsys):
    argv, says = WRONG[case]
    code, out, err = _exit(argv, capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and says in err and "Traceback" not in err, err


def test_the_checked_arguments_are_what_the_command_runs_with():
    args = parse("shot", ["--game", GAME, "--players", "3", "--out", "x.png", "--size", "800x600"])
    assert (args.command, args.game, args.players, args.size) == ("shot", GAME, 3, (800, 600))
    assert parse(None, ["--size", "1600x900"]).size == (1600, 900)


def test_autoplay_with_one_player_is_refused_at_once():
    """Was a 600 s run that never reached the table."""
    started = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "game", "autoplay", "--game", GAME, "--players", "1"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stdout == "" and run.stderr.count("\n") == 1, run.stderr
    assert run.stderr.startswith(f"python -m game autoplay: error: {PLAYED_BY}")
    assert time.monotonic() - started < 30


def test_the_hostile_test_app_runs_on_its_own_for_the_tests(capsys):
    from scenes.tools import hostile

    with pytest.raises(SystemExit) as caught:
        hostile.main(["--help"])
    assert caught.value.code == 0 and capsys.readouterr().out.startswith("usage: python -m scenes.tools.hostile")
