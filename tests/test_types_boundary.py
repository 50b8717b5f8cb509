"""The engine's boundary is typed (issue 40, item 4): JSON as it is read is ``JSONIn`` (``object``), never ``Any``,
and its readers (:mod:`game.engine.json_read`) turn every wrong, huge or deep value into a clear
:class:`StateFormatError`; the number of ``Any`` in ``game/`` does not grow past the list below. Whole file: well
under a second."""

from __future__ import annotations

import json
import queue
import random
import re
import tokenize
import typing
from pathlib import Path

import pytest
from each_game import a_game, game_ids

from game import catalog
from game.engine import JSON, JSONIn, StateFormatError, json_read, protocol
from game.engine.json_read import arr, flag, integer, json_value, loads, number, obj, text
from game.engine.view_check import check_view, view_shape
from game.net import tables, wire
from game.net.hostcheck import HostError, check_state
from game.net.hosted import setup_message, state_message
from game.net.remote import RemoteMatch
from game.session import SeatConfig, Session

GAME_DIR = Path(__file__).resolve().parent.parent / "game"

ANY_ALLOWED = {
    # where ``Any`` is what there is (each file says why beside its import); never more than these, never elsewhere
    "game/entry.py": 19,  # one entry type for every game (its rules, bots, presenter of its own types), lazy loads
    "game/net/invite.py": 12,  # magic-wormhole and twisted have no types
    "game/net/gate.py": 11,  # a socket of any kind (websockets, a wormhole link, a test's stand-in), only counted
    "game/engine/protocol.py": 3,  # EventArgs/LogEntry (a kind decides its arguments); GameState of any action
    "game/ai/search.py": 2,  # a position of any action type (GameState is invariant in it)
    "game/net/host_door.py": 2,  # a socket the gate hands back
    "game/engine/view_check.py": 2,  # (typing.Any read in a view type: not a use of it)
}
"""``Any`` in the code of ``game/`` per file (the name, as Python reads it: not in comments or texts): 147 before
issue 40 item 4 (120 lines of ``grep -rnw Any game``), 51 after (47 lines)."""


def _any_counts() -> dict[str, int]:
    counts = {}
    for path in sorted(GAME_DIR.rglob("*.py")):
        if b"Any" not in path.read_bytes():
            continue
        with path.open("rb") as source:
            n = sum(1 for token in tokenize.tokenize(source.readline)
                    if token.type == tokenize.NAME and token.string == "Any")
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


def test_an_event_read_the_quick_way_is_the_event_the_full_checks_read():
    """``Event.from_json`` reads an event as ``json.loads`` makes it without its per-field readers: the same event
    (args copied, seats a tuple, the round's end from its kind), and anything else goes through the readers."""
    for data in ({"kind": "play", "args": {"seat": 0, "card": "k", "ok": True, "n": None}, "to": None},
                 {"kind": "peek", "args": {}, "to": [1, 0], "extra": 3}, {"kind": "end", "args": {}, "to": []},
                 {"kind": "rows", "args": {"rows": [[1, "a"], [], [None, False]], "cards": ["a", "b"]}, "to": None}):
        event = protocol.Event.from_json(data, {"end"})
        assert event == protocol.Event(data["kind"], dict(data["args"]),  # type: ignore[call-overload]
                                       None if data["to"] is None else tuple(data["to"]), data["kind"] == "end")
        assert event.args is not data["args"] and event.to_json() == {k: data[k] for k in ("kind", "args", "to")}
        assert not any(event.args[k] is v for k, v in data["args"].items() if isinstance(v, list))  # (copies)
    slow = {"kind": "play", "args": {"x": [1, (2,)], "y": {"z": 1.5}, "w": [[[0]]]}, "to": (0,)}  # the readers' way
    assert protocol.Event.from_json(slow) == protocol.Event("play", {"x": [1, [2]], "y": {"z": 1.5}, "w": [[[0]]]},
                                                            (0,))
    good = {"kind": "play", "args": {"seat": 0}, "to": None}
    for bad in ({**good, 1: 2}, {"kind": "play", "args": {"seat": 0}}, {**good, "to": [0, 1.0]},
                {**good, "args": {1: 0}}, {**good, "args": {"x": float("nan")}}, {**good, "args": {"x": [[1.0e999]]}}):
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


def _views(game_id: str, seeds: int = 2, moves: int = 40) -> list[object]:
    """Views of random positions of the game, every seat's and the public one, as JSON brings them."""
    game = catalog.get_game(game_id)
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        state = game.new_game(game.max_players if seed else game.min_players, seed)
        for _ in range(moves):
            out += [game.view(state, seat) for seat in range(state.num_players)] + [game.public_view(state)]
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(out))


@pytest.mark.parametrize("game_id", game_ids())
def test_every_view_a_game_makes_passes_its_check_and_a_wrong_field_does_not(game_id):
    """~0.1 s per game."""
    shape = view_shape(catalog.get_game(game_id))
    if shape is None:  # a game whose view function names no TypedDict: the keys every view has are checked
        return
    views = _views(game_id)
    for view in views:
        check_view(view, shape)
    for key in views[-1]:
        if key != "seat":  # (None is a spectator's)
            with pytest.raises(StateFormatError, match=key):
                check_view({**views[-1], key: {"x": 1.5}}, shape)
    with pytest.raises(StateFormatError, match="has no"):
        check_view({"seat": 0, "log": []}, shape)


class _StandIn:
    def __init__(self) -> None:
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.closed = False

    def act(self, move: int, action_json: object) -> bool:
        return True

    def close(self, timeout_s: float = 3.0) -> None:
        self.closed = True


def test_a_host_view_with_a_field_of_the_wrong_type_is_a_refused_host():
    """Checked where the remote app reads it, before the game's presenter sees it (a field the table does not draw
    included). ~0.1 s."""
    game_id = a_game(players=2)
    session = Session(catalog.get_game(game_id), [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], 7)
    good = state_message(session, catalog.get_entry(game_id).presenter(), 1, None, None, [], None)
    welcome = {"t": "welcome", "version": wire.VERSION, "seat": 1, **setup_message(session, ["local", "remote"])}
    refused = []
    for key in good["view"]:
        if key in ("seat", "log"):
            continue
        conn = _StandIn()
        conn.inbox.put({**good, "view": {**good["view"], key: {"x": 1.5}}})
        remote = RemoteMatch(conn, welcome)
        remote.wait_for_bot(0.5)
        refused.append(remote.host_gone == "refused" and remote.session.own_view is None and conn.closed)
    assert refused and all(refused)
