"""A state as JSON (``state_to_json``) and back (``state_from_json``, validating everything: StateFormatError)."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import Event, JSONIn, JSONValue, StateFormatError, rng_from_json, rng_to_json
from game.engine.checks import check, flags, ints, items, load, whole
from game.engine.json_read import is_obj
from game.engine.seat_logs import SeatLogs
from game.games.love_letter.rules.cards import DECKS, TOKEN_TARGET
from game.games.love_letter.rules.state import (
    BISHOP_CHOICE,
    DEAL,
    OVER,
    PLAY,
    ROUND_ENDS,
    UNKNOWN,
    LoveLetterState,
)

_LOGS = SeatLogs()
"""The JSON of each log's events, kept as the log grows (a state is saved after every move)."""

EDITION_PLAYERS = {"classic": range(2, 5), "premium": range(3, 9)}


def state_to_json(state: LoveLetterState) -> dict[str, JSONValue]:
    return {
        "game": "love-letter", "num_players": state.num_players, "edition": state.edition,
        "target": state.target, "rng": rng_to_json(state.rng), "deck": state.deck[:], "removed": state.removed,
        "setaside": state.setaside[:], "hands": [h[:] for h in state.hands],
        "discards": [d[:] for d in state.discards], "alive": state.alive[:], "protected": state.protected[:],
        "tokens": state.tokens[:], "known": [k[:] for k in state.known], "mark": state.mark,
        "jester": state.jester[:], "starter": state.starter, "round": state.round, "current": state.current,
        "phase": state.phase, "bishop_by": state.bishop_by, "log": _LOGS.every(state.log),
    }


def state_from_json(data: JSONIn) -> LoveLetterState:
    if not is_obj(data) or data.get("game") != "love-letter":
        raise StateFormatError("not a Love Letter state")
    return load("Love Letter", _build, data)


def _build(data: Mapping[str, JSONIn]) -> LoveLetterState:
    edition = data["edition"]
    if not isinstance(edition, str) or edition not in DECKS:
        raise StateFormatError(f"unknown edition {edition!r}")
    n = data["num_players"]
    if type(n) is not int or n not in EDITION_PLAYERS[edition]:
        raise StateFormatError(f"{edition} Love Letter cannot be played by {n!r} players")
    size = len(DECKS[edition])
    last = n - 1
    state = LoveLetterState(n, edition, whole(data["target"], "target", 1, 99), rng_from_json(data["rng"]))
    if state.target != TOKEN_TARGET[n]:
        raise StateFormatError(f"{n} players play to {TOKEN_TARGET[n]} tokens, not {state.target}")
    state.deck = ints(data["deck"], "deck", 0, size - 1)
    state.removed = whole(data["removed"], "removed card", UNKNOWN, size - 1)
    state.setaside = ints(data["setaside"], "set-aside cards", 0, size - 1)
    state.hands = items(data["hands"], "hands", lambda v, w: ints(v, w, 0, size - 1), n)
    state.discards = items(data["discards"], "discards", lambda v, w: ints(v, w, 0, size - 1), n)
    state.alive = flags(data["alive"], "alive", n)
    state.protected = flags(data["protected"], "protected", n)
    state.tokens = ints(data["tokens"], "tokens", 0, 99, n)
    state.known = items(data["known"], "known", lambda v, w: ints(v, w, UNKNOWN, size - 1, n), n)
    state.mark = whole(data["mark"], "Sycophant mark", UNKNOWN, last)
    state.jester = ints(data["jester"], "jester", 0, last)
    check(len(state.jester) in (0, 2), "jester must be empty or [giver, marked]")
    state.starter = whole(data["starter"], "starter", 0, last)
    state.round = whole(data["round"], "round", 1, 10_000)
    state.current = whole(data["current"], "current", 0, last)
    phase = data["phase"]
    if not isinstance(phase, str) or phase not in (PLAY, BISHOP_CHOICE, DEAL, OVER):
        raise StateFormatError(f"unknown phase {phase!r}")
    state.phase = phase
    state.bishop_by = whole(data["bishop_by"], "bishop_by", UNKNOWN, last)
    state._log = Event.log_from_json(data["log"], ROUND_ENDS)
    _check_consistency(state, size)
    return state


def _check_consistency(state: LoveLetterState, size: int) -> None:
    every = state.deck + state.setaside + [c for h in state.hands for c in h] + [
        c for d in state.discards for c in d] + ([] if state.removed == UNKNOWN else [state.removed])
    if sorted(every) != list(range(size)):
        raise StateFormatError("cards are missing or duplicated")
    if len(state.setaside) != (3 if state.num_players == 2 else 0):
        raise StateFormatError("wrong number of set-aside cards")
    if not any(state.alive):
        raise StateFormatError("nobody is left in the round")
    for s, hand in enumerate(state.hands):
        if not state.alive[s]:
            expected = {0}
        elif state.phase == PLAY and s == state.current:
            expected = {2}
        else:
            expected = {1}
        if state.phase == OVER:
            expected = {0, 1, 2}
        if len(hand) not in expected:
            raise StateFormatError(f"seat {s} holds {len(hand)} cards")
    for row in state.known:
        for t, card in enumerate(row):
            if card != UNKNOWN and card not in state.hands[t]:
                raise StateFormatError(f"a seat is said to know a card that seat {t} does not hold")
    if state.phase not in (OVER, DEAL) and not state.alive[state.current]:
        raise StateFormatError("the current seat is out of the round")
    if (state.phase == BISHOP_CHOICE) != (state.bishop_by != UNKNOWN):
        raise StateFormatError("bishop_by does not match the phase")
