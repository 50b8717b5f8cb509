"""Full states sampled from one seat's view, for search: ``determinize(view, rng)``."""

from __future__ import annotations

import random
from itertools import permutations

from game.engine import Event, LogEntry, LogReader

from .cards import CARDS, MISSION_COLOURS, RANDOM_REMOVED, removed_by_rule
from .player import Player
from .state import OVER, ROUND_ENDS, RoadState
from .view import RoadView, tracked_influence

_log = LogReader(ROUND_ENDS)  # (the next position's log: only its new entries are read)
_last_log: tuple[list[LogEntry] | None, int, tuple[Event, ...], list[int]] = (None, 0, (), [])
"""The last log read: the list, its length, its events, the influence."""


def _read_log(log: list[LogEntry], num_players: int) -> tuple[tuple[Event, ...], list[int]]:
    """The events and tracked influence of a view's log. Search determinizes the same view many times in a
    row, so the last answer is kept (events are immutable, so states may share them)."""
    global _last_log
    last = _last_log
    if last[0] is not log or last[1] != len(log):
        last = _last_log = (log, len(log), _log.read(log), tracked_influence(log, num_players))  # (one assignment)
    return last[2], last[3]


def determinize(view: RoadView, rng: random.Random) -> RoadState:
    n, seat = view["num_players"], view["seat"]
    s = RoadState(n, random.Random(rng.getrandbits(64)))
    s.grid = [list(r) for r in view["grid"]]
    s.row_disc = list(view["row_disc"])
    s.stock = dict(view["stock"])
    s.set_aside = view["set_aside"]
    s.starter, s.phase, s.round = view["starter"], view["phase"], view["round"]
    s.current = view["current"] if view["phase"] != OVER else 0
    s.pending_row = view["pending_row"]
    s.turns = list(view["turns"])
    events, influence = _read_log(view["log"], n)
    s._log = list(events)
    seen = {c for r in s.grid for c in r if c is not None}
    s.players = []
    for i, pv in enumerate(view["players"]):
        p = Player()
        p.set_cards(pv["cards"])
        p.order = list(pv["order"])
        p.purple_on, p.discs = dict(pv["purple_on"]), dict(pv["discs"])
        p.politicians = [list(x) for x in pv["politicians"]]
        p.bribes = None if pv["bribes"] is None else _sample_bribes(pv["bribes"], rng)
        p.influence = pv["influence"] if pv["influence"] is not None else influence[i]
        seen.update(p.cards, p.politicians[0], p.politicians[1])
        s.players.append(p)
    fixed = removed_by_rule(n)
    seen.update(fixed)
    unseen = [c for c in range(len(CARDS)) if c not in seen]
    rng.shuffle(unseen)
    cut = RANDOM_REMOVED[n]
    s.removed = sorted(fixed + unseen[:cut])
    s.deck = unseen[cut:]
    assert len(s.deck) == view["deck"], f"seat {seat}'s view and the card pool disagree"
    return s


BRIBE_CHOICES = [list(p) for p in permutations(MISSION_COLOURS, 2)]


def _sample_bribes(known: list[str | None], rng: random.Random) -> list[str]:
    options = [b for b in BRIBE_CHOICES if all(k is None or k == c for k, c in zip(known, b, strict=True))]
    return list(options[rng.randrange(len(options))])
