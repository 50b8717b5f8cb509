"""The engine's boundary is typed (issue 40, item 4): JSON as it is read is ``JSONIn`` (``object``), never ``Any``,
and its readers (:mod:`game.engine.json_read`) turn every wrong, huge or deep value into a clear
:class:`StateFormatError`; the number of ``Any`` in ``game/`` does not grow past the list below. Whole file: well
under a second."""

from __future__ import annotations

import json
import re
import typing
from pathlib import Path

import pytest
from each_game import a_game, game_ids

from game import catalog
from game.engine import JSON, JSONIn, StateFormatError, json_read, protocol
from game.engine.json_read import arr, flag, integer, json_value, loads, number, obj, text
from game.net import tables
from game.net.hostcheck import HostError, check_state

GAME_DIR = Path(__file__).resolve().parent.parent / "game"

ANY_ALLOWED = {
    # where a precise type would be a lie or a cost out of proportion; each file's count, never more
    "game/engine/protocol.py": 6,  # EventArgs/LogEntry (a kind decides its arguments), two Any-typed A/V defaults
    "game/entry.py": 11,  # one entry for every game: its GameDef/Presenter/Bot of the game's own types, lazy loading
    "game/net/host.py": 11,  # websockets' connection and server objects (the library's types are not used here)
    "game/net/remote.py": 11,  # the game's presenter of its own types; websockets' messages
    "game/net/invite.py": 10,  # magic-wormhole and twisted have no types
    "game/net/gate.py": 9,  # websockets' connection objects
    "game/net/host_door.py": 5,  # websockets' connection objects
    "game/net/loop_thread.py": 4,  # asyncio callables of any signature
    "game/net/watch.py": 3,
    "game/net/host_watch.py": 3,
    "game/last_move.py": 3,
    "game/shared_screen.py": 2,
    "game/net/secure.py": 2,
    "game/match.py": 2,
    "game/games/road_to_the_palace/tutorial.py": 2,
    "game/games/road_to_the_palace/rules/view.py": 2,
    "game/games/road_to_the_palace/rules/determinize.py": 2,
    "game/games/palace/tutorial.py": 2,
    "game/games/palace/rules/view.py": 2,
    "game/games/love_letter/bots/beliefs.py": 2,
    "game/ai/search.py": 2,
    "game/games/palastgefluester/rules/options.py": 1,
}
"""Lines with ``Any`` per file of ``game/`` (as ``grep -rnw Any game`` counts them): 120 before issue 40 item 4."""


def _any_counts() -> dict[str, int]:
    counts = {}
    for path in sorted(GAME_DIR.rglob("*.py")):
        n = sum(1 for line in path.read_text(encoding="utf-8").splitlines() if re.search(r"\bAny\b", line))
        if n:
            counts[path.relative_to(GAME_DIR.parent).as_posix()] = n
    return counts


def test_json_as_read_is_not_any():
    assert JSONIn is object and JSON is JSONIn and protocol.JSON is not typing.Any
    assert json_read.JSONIn is not typing.Any


def test_no_alias_of_any_in_game():
    aliases = [f"{path.relative_to(GAME_DIR.parent)}: {line.strip()}" for path in GAME_DIR.rglob("*.py")
               for line in path.read_text(encoding="utf-8").splitlines() if re.match(r"\s*\w+\s*=\s*Any\b", line)]
    assert not aliases


def test_any_in_game_does_not_grow():
    over = {path: n for path, n in _any_counts().items() if n > ANY_ALLOWED.get(path, 0)}
    assert not over, f"more Any than allowed (type it, or add it to ANY_ALLOWED with why): {over}"


@pytest.mark.parametrize("call, message", [
    (lambda: obj([1], "the save"), "the save is not an object"),
    (lambda: obj({1: 2}, "the save"), "the save is not an object"),
    (lambda: arr({"a": 1}, "the moves"), "the moves is not a list"),
    (lambda: arr([0] * 5, "the moves", max_len=4), "the moves has more than 4 entries"),
    (lambda: integer(True, "the seed"), "the seed is not a whole number"),
    (lambda: integer(3.0, "the seed"), "the seed is not a whole number"),
    (lambda: integer(10**400, "the seat", 0, 8), "the seat is out of range"),
    (lambda: number(10**400, "a score"), "a score is not a finite number"),
    (lambda: number(float("nan"), "a score"), "a score is not a finite number"),
    (lambda: number(False, "a score"), "a score is not a finite number"),
    (lambda: text(5, "a name"), "a name is not text"),
    (lambda: text("x" * 41, "a name", max_len=40), "a name is longer than 40"),
    (lambda: flag(1, "over"), "over is not true or false"),
    (lambda: json_value({"a": {1, 2}}, "an argument"), "an argument is not an object"),
    (lambda: loads("[" * 100_000 + "]" * 100_000, "the file"), "the file is nested too deeply"),
    (lambda: loads("{", "the file"), "the file is not JSON"),
])
def test_a_reader_names_what_is_wrong(call, message):
    with pytest.raises(StateFormatError, match=message):
        call()


def test_readers_give_back_what_they_read():
    data = loads('{"n": 3, "xs": [1, 2.5, "a", null, true], "o": {"k": []}}', "data")
    o = obj(data, "data")
    assert integer(o["n"], "n", 0, 3) == 3 and arr(o["xs"], "xs")[1] == 2.5 and number(10**300, "big") == 10**300
    assert json_value(o, "data") == {"n": 3, "xs": [1, 2.5, "a", None, True], "o": {"k": []}}
    deep: object = []
    for _ in range(json_read.MAX_DEPTH + 1):
        deep = [deep]
    with pytest.raises(StateFormatError, match="nested too deeply"):
        json_value(deep, "a move")


@pytest.mark.parametrize("game_id", game_ids())
def test_a_state_with_hostile_fields_is_a_state_format_error(game_id):
    """Each field of a real state replaced by a wrong, huge or deep value: the game's reader says so
    (StateFormatError) or reads a state, never another exception. ~0.1 s per game."""
    game = catalog.get_game(game_id)
    data = json.loads(json.dumps(game.state_to_json(game.new_game(game.min_players, 3))))
    deep: object = "x"
    for _ in range(200):
        deep = {"k": [deep]}
    for key in data:
        for hostile in (None, True, 10**400, -1, 1.5, "x" * 1000, [], {}, [[None]], deep):
            with pytest.raises(StateFormatError) if hostile is deep else _state_or_format_error():
                game.state_from_json({**data, key: hostile})


class _state_or_format_error:
    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, exc, tb) -> bool:
        return kind is None or issubclass(kind, StateFormatError)


def test_an_event_with_hostile_fields_is_a_state_format_error():
    good = {"kind": "play", "args": {"seat": 0}, "to": None}
    assert protocol.Event.from_json(good).args == {"seat": 0}
    deep: object = 0
    for _ in range(100):
        deep = [deep]
    for bad in ({**good, "kind": 5}, {**good, "args": []}, {**good, "args": {"x": deep}}, {**good, "to": [True]},
                {**good, "to": "01"}, {**good, "args": {"x": float("inf")}}, [good]):
        with pytest.raises(StateFormatError):
            protocol.Event.from_json(bad)


def test_a_hosts_view_that_is_no_object_is_refused_where_it_is_read():
    message = {"t": "state", "n": 0, "actor": None, "current": 0, "view": {"seat": 0, "log": []}, "legal": [],
               "events": [], "scores": [None, None], "winners": []}
    assert check_state(message, 2).view == {"seat": 0, "log": []}
    for view in ([], "view", {"seat": 0}, {"seat": 0, "log": {}}):
        with pytest.raises(HostError):
            check_state({**message, "view": view}, 2)
    with pytest.raises(HostError):
        check_state({**message, "held": [1]}, 2)


def test_a_damaged_hosted_table_file_is_ignored_not_a_crash(tmp_path):
    game_id = a_game(players=2)
    table = {"format": tables.FORMAT, "version": tables.VERSION, "game": game_id, "seed": 1,
             "kinds": ["local", "remote"], "names": ["A", "B"], "codes": {"1": "abcde-fghjk"}}
    (tmp_path / tables.FILE).write_text(json.dumps(table), encoding="utf-8")
    assert tables.recall(tmp_path) == tables.HostedTable(game_id, 1, ["local", "remote"], {1: "abcde-fghjk"},
                                                         ["A", "B"])
    for damage in ({"codes": {"²": "abcde-fghjk"}}, {"seed": True}, {"kinds": "local"}, {"names": [1, 2]},
                   {"codes": {"1": 5}}, {"game": None}):
        (tmp_path / tables.FILE).write_text(json.dumps({**table, **damage}), encoding="utf-8")
        assert tables.recall(tmp_path) is None, damage
