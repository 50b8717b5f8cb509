"""The state as plain JSON, and its validating inverse (anything invalid raises StateFormatError)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.engine import Event, JSONIn, JSONValue, rng_from_json, rng_to_json
from game.engine.checks import ints, is_whole, load
from game.engine.json_read import arr, integer, obj, opt_text, text
from game.engine.seat_logs import SeatLogs

from .cards import (
    CARDS,
    COLUMN_COLOURS,
    DISC_COLOURS,
    DISCS,
    GRID_COLS,
    GRID_ROWS,
    MISSION_COLOURS,
    PURPLE,
    RANDOM_REMOVED,
    SET_ASIDE_PURPLE,
    removed_by_rule,
)
from .player import Player
from .state import BRIBE, OVER, PHASES, PLACE, ROUND_ENDS, START, RoadState

_LOGS = SeatLogs()
"""The JSON of each log's events, kept as the log grows (a state is saved after every move)."""

GAME_ID = "road-to-the-palace"


def state_to_json(s: RoadState) -> JSONValue:
    return {
        "game": GAME_ID, "num_players": s.num_players, "rng": rng_to_json(s.rng), "deck": list(s.deck),
        "removed": list(s.removed), "grid": [list(r) for r in s.grid], "row_disc": list(s.row_disc),
        "stock": dict(s.stock), "set_aside": s.set_aside, "players": [p.to_json() for p in s.players],
        "starter": s.starter, "current": s.current, "phase": s.phase, "round": s.round,
        "pending_row": s.pending_row, "turns": list(s.turns), "log": _LOGS.every(s.log),
    }


def state_from_json(data: JSONIn) -> RoadState:
    return load("Road to the Palace", _load, data)


def _load(data: Mapping[str, JSONIn]) -> RoadState:
    if data.get("game") != GAME_ID:
        raise ValueError("not a Road to the Palace state")
    n = data["num_players"]
    if type(n) is not int or n not in DISCS:
        raise ValueError("the number of players must be 2 to 4")
    s = RoadState(n)
    s.rng = rng_from_json(data["rng"])
    s.deck = ints(data["deck"], "deck")
    s.removed = ints(data["removed"], "removed")
    s.grid = [[_card_or_none(c) for c in arr(row, "a grid row")] for row in arr(data["grid"], "the grid")]
    s.row_disc = [opt_text(d, "a grid disc") for d in arr(data["row_disc"], "the grid discs")]
    s.stock = {k: _whole(v, "stock") for k, v in obj(data["stock"], "the disc stock").items()}
    s.set_aside = _whole(data["set_aside"], "set_aside")
    s.players = [Player.from_json(p) for p in arr(data["players"], "the players")]
    s.starter, s.current = _whole(data["starter"], "starter"), _whole(data["current"], "current")
    s.phase, s.round = text(data["phase"], "the phase"), _whole(data["round"], "round")
    pending = data["pending_row"]
    if pending is not None and not is_whole(pending):
        raise ValueError("pending_row must be a row number")
    s.pending_row = None if pending is None else _whole(pending, "pending_row")
    s.turns = ints(data["turns"], "turns")
    s._log = [Event.from_json(e, ROUND_ENDS) for e in arr(data["log"], "the log")]
    _check(s)
    return s


def _whole(value: JSONIn, name: str) -> int:
    if not is_whole(value):
        raise ValueError(f"{name} must be a whole number")
    return integer(value, name)


def _card_or_none(c: JSONIn) -> int | None:
    if c is None or is_whole(c):
        return integer(c, "a grid card") if c is not None else None
    raise ValueError(f"bad grid card {c!r}")


def _check(s: RoadState) -> None:
    n = s.num_players
    for name in ("starter", "current", "round", "set_aside"):
        if not is_whole(getattr(s, name)):
            raise ValueError(f"{name} must be a whole number")
    if len(s.players) != n or not (0 <= s.starter < n and 0 <= s.current < n):
        raise ValueError("seats out of range")
    if s.phase not in PHASES or s.round not in (1, 2) or len(s.turns) != 2:
        raise ValueError("bad phase, round or turn counts")
    if s.set_aside not in (0, SET_ASIDE_PURPLE[n]) or (s.set_aside and s.round == 2):
        raise ValueError("bad set-aside purple disc")
    _check_cards(s)
    _check_discs(s)
    _check_players(s)
    if s.pending_row is not None and not is_whole(s.pending_row):
        raise ValueError("pending_row must be a row number")
    if (s.phase == PLACE) != (s.pending_row is not None):
        raise ValueError("a pending disc row exists exactly while a disc is to be placed")
    if s.pending_row is not None and (s.pending_row not in range(GRID_ROWS) or s.leftmost(s.pending_row) is None
                                      or s.row_disc[s.pending_row] is not None):
        raise ValueError("bad pending disc row")
    if s.phase != OVER and not s.legal_actions():
        raise ValueError("no legal action in an unfinished game")


def _check_cards(s: RoadState) -> None:
    n = s.num_players
    if len(s.grid) != GRID_ROWS or any(len(r) != GRID_COLS[n] for r in s.grid):
        raise ValueError("the grid has the wrong shape")
    for r, row in enumerate(s.grid):
        col = s.leftmost(r)
        if col is not None and any(c is None for c in row[col:]):
            raise ValueError("a grid row has a gap")
    placed = [c for r in s.grid for c in r if c is not None] + s.deck + s.removed
    for p in s.players:
        placed += p.cards + p.politicians[0] + p.politicians[1]
    if sorted(placed) != list(range(len(CARDS))):
        raise ValueError("character cards are missing or duplicated")
    fixed = removed_by_rule(n)
    if len(s.removed) != len(fixed) + RANDOM_REMOVED[n] or not set(fixed) <= set(s.removed):
        raise ValueError("the wrong cards are out of the game")
    for p in s.players:
        if any(CARDS[c].colour == PURPLE for c in p.cards):
            raise ValueError("a Politician lies in a card column")
        if any(CARDS[c].colour != PURPLE for c in p.politicians[0] + p.politicians[1]):
            raise ValueError("only Politicians lie on bribes")


def _check_discs(s: RoadState) -> None:
    n = s.num_players
    if set(s.stock) != set(DISC_COLOURS) or any(not is_whole(v) or v < 0 for v in s.stock.values()):
        raise ValueError("bad disc stock")
    if len(s.row_disc) != GRID_ROWS or any(d is not None and d not in DISC_COLOURS for d in s.row_disc):
        raise ValueError("bad grid discs")
    if any(d is not None and s.leftmost(r) is None for r, d in enumerate(s.row_disc)):
        raise ValueError("a disc lies on an empty row")
    count = Counter({c: v for c, v in s.stock.items()})
    count[PURPLE] += s.set_aside
    count.update(d for d in s.row_disc if d is not None)
    for p in s.players:
        count.update(p.discs)
        count[PURPLE] += sum(p.purple_on.values())
    if {c: count[c] for c in DISC_COLOURS} != DISCS[n]:
        raise ValueError("mission discs are missing or duplicated")


def _check_players(s: RoadState) -> None:
    revealed = s.revealed()
    for seat, p in enumerate(s.players):
        if p.bribes is None:
            if s.phase != BRIBE:
                raise ValueError(f"seat {seat} has not chosen bribes after the bribe phase")
        elif len(p.bribes) != 2 or len(set(p.bribes)) != 2 or not set(p.bribes) <= set(MISSION_COLOURS):
            raise ValueError(f"seat {seat} has bad bribes")
        if s.phase in (BRIBE, START) and (p.cards or p.politicians[0]):
            raise ValueError("cards gained before the administration part")
        if s.round == 1 and p.politicians[1]:
            raise ValueError("a Politician on the round 2 bribe during round 1")
        colours = {CARDS[c].colour for c in p.cards}
        if p.bribes is not None:
            colours |= set(p.bribes[:revealed])
        if sorted(p.order) != sorted(colours) or not set(p.order) <= set(COLUMN_COLOURS):
            raise ValueError(f"seat {seat} has bad card columns")
        if not set(p.purple_on) <= colours or any(v == 0 for v in p.purple_on.values()):
            raise ValueError(f"seat {seat} has purple discs off its columns")
        totals = [t for _, t in p.columns(revealed)]
        if totals != sorted(totals, reverse=True):
            raise ValueError(f"seat {seat} has unsorted card columns")
    if s.phase == BRIBE and s.players[s.current].bribes is not None:
        raise ValueError("the seat to choose bribes has already chosen")
