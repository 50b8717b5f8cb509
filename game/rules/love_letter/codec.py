"""A state as JSON (``state_to_json``) and back (``state_from_json``, validating everything: StateFormatError)."""

from __future__ import annotations

from typing import Any

from game.engine import Event, StateFormatError, rng_from_json, rng_to_json
from game.rules.love_letter.cards import DECKS, TOKEN_TARGET
from game.rules.love_letter.state import BISHOP_CHOICE, OVER, PLAY, UNKNOWN, LoveLetterState

EDITION_PLAYERS = {"classic": range(2, 5), "premium": range(3, 9)}


def state_to_json(state: LoveLetterState) -> dict:
    return {
        "game": "love-letter", "num_players": state.num_players, "edition": state.edition,
        "target": state.target, "rng": rng_to_json(state.rng), "deck": state.deck[:], "removed": state.removed,
        "setaside": state.setaside[:], "hands": [h[:] for h in state.hands],
        "discards": [d[:] for d in state.discards], "alive": state.alive[:], "protected": state.protected[:],
        "tokens": state.tokens[:], "known": [k[:] for k in state.known], "mark": state.mark,
        "jester": state.jester[:], "starter": state.starter, "round": state.round, "current": state.current,
        "phase": state.phase, "bishop_by": state.bishop_by, "log": [e.to_json() for e in state.log],
    }


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise StateFormatError(f"{what} must be a whole number in [{lo}, {hi}], got {value!r}")
    return value


def _bools(value: Any, what: str, n: int) -> list[bool]:
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, bool) for v in value):
        raise StateFormatError(f"{what} must be a list of {n} true/false values")
    return value[:]


def _cards(value: Any, what: str, size: int) -> list[int]:
    if not isinstance(value, list):
        raise StateFormatError(f"{what} must be a list of cards")
    return [_int(c, f"a card in {what}", 0, size - 1) for c in value]


def _seat_lists(value: Any, what: str, n: int, size: int) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != n:
        raise StateFormatError(f"{what} must hold one list per seat")
    return [_cards(v, what, size) for v in value]


def state_from_json(data: Any) -> LoveLetterState:
    if not isinstance(data, dict) or data.get("game") != "love-letter":
        raise StateFormatError("not a Love Letter state")
    try:
        return _build(data)
    except KeyError as exc:
        raise StateFormatError(f"missing field {exc}") from exc
    except (TypeError, ValueError, AttributeError, OverflowError) as exc:  # a field of the wrong shape
        if isinstance(exc, StateFormatError):
            raise
        raise StateFormatError(f"malformed Love Letter state: {exc}") from exc


def _build(data: dict) -> LoveLetterState:
    edition = data["edition"]
    if not isinstance(edition, str) or edition not in DECKS:
        raise StateFormatError(f"unknown edition {edition!r}")
    n = data["num_players"]
    if n not in EDITION_PLAYERS[edition]:
        raise StateFormatError(f"{edition} Love Letter cannot be played by {n!r} players")
    size = len(DECKS[edition])
    last = n - 1
    state = LoveLetterState(n, edition, _int(data["target"], "target", 1, 99), rng_from_json(data["rng"]))
    if state.target != TOKEN_TARGET[n]:
        raise StateFormatError(f"{n} players play to {TOKEN_TARGET[n]} tokens, not {state.target}")
    state.deck = _cards(data["deck"], "deck", size)
    state.removed = _int(data["removed"], "removed card", UNKNOWN, size - 1)
    state.setaside = _cards(data["setaside"], "set-aside cards", size)
    state.hands = _seat_lists(data["hands"], "hands", n, size)
    state.discards = _seat_lists(data["discards"], "discards", n, size)
    state.alive = _bools(data["alive"], "alive", n)
    state.protected = _bools(data["protected"], "protected", n)
    if not isinstance(data["tokens"], list) or len(data["tokens"]) != n:
        raise StateFormatError("tokens must hold one number per seat")
    state.tokens = [_int(t, "tokens", 0, 99) for t in data["tokens"]]
    known = data["known"]
    if not isinstance(known, list) or len(known) != n or not all(
            isinstance(row, list) and len(row) == n for row in known):
        raise StateFormatError("known must be a seat-by-seat table")
    state.known = [[_int(c, "a known card", UNKNOWN, size - 1) for c in row] for row in known]
    state.mark = _int(data["mark"], "Sycophant mark", UNKNOWN, last)
    if not isinstance(data["jester"], list) or len(data["jester"]) not in (0, 2):
        raise StateFormatError("jester must be empty or [giver, marked]")
    state.jester = [_int(s, "Jester seat", 0, last) for s in data["jester"]]
    state.starter = _int(data["starter"], "starter", 0, last)
    state.round = _int(data["round"], "round", 1, 10_000)
    state.current = _int(data["current"], "current", 0, last)
    state.phase = data["phase"]
    if state.phase not in (PLAY, BISHOP_CHOICE, OVER):
        raise StateFormatError(f"unknown phase {state.phase!r}")
    state.bishop_by = _int(data["bishop_by"], "bishop_by", UNKNOWN, last)
    if not isinstance(data["log"], list):
        raise StateFormatError("log must be a list")
    state._log = [Event.from_json(e) for e in data["log"]]
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
    if state.phase != OVER and not state.alive[state.current]:
        raise StateFormatError("the current seat is out of the round")
    if (state.phase == BISHOP_CHOICE) != (state.bishop_by != UNKNOWN):
        raise StateFormatError("bishop_by does not match the phase")
