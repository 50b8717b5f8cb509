"""Loading a saved Palace state: every field checked, every card accounted for."""

from __future__ import annotations

from collections import Counter

from game.engine import JSON, Event, StateFormatError, rng_from_json

from .cards import RANK, deck
from .options import resolve_rules
from .state import PalaceState


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise StateFormatError(f"bad palace state: {message}")


def _seat(value: JSON, n: int, what: str) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n, f"{what} is not a seat")
    return value


def _cards(value: JSON, what: str) -> list[str]:
    _check(isinstance(value, list) and all(isinstance(c, str) and c in RANK for c in value),
           f"{what} is not a list of cards")
    return list(value)


def _per_seat(value: JSON, n: int, what: str) -> list:
    _check(isinstance(value, list) and len(value) == n, f"{what} needs one entry per seat")
    return value


def state_from_json(data: JSON) -> PalaceState:
    try:
        return _load(data)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:
        raise StateFormatError(f"bad palace state: {exc!r}") from exc


def _load(data: JSON) -> PalaceState:
    _check(isinstance(data, dict) and data.get("game") == "palace", "not a palace state")
    n = data["num_players"]
    _check(isinstance(n, int) and 2 <= n <= 6, "player count must be 2-6")
    state = PalaceState(n, resolve_rules(n, data["options"]), rng_from_json(data["rng"]))
    state.phase = data["phase"]
    _check(state.phase in ("setup", "play", "over"), "unknown phase")
    state.dealer = _seat(data["dealer"], n, "dealer")
    state.direction = data["direction"]
    _check(state.direction in (1, -1), "direction must be 1 or -1")
    state.current = _seat(data["current"], n, "current")
    state.setup_queue = [_seat(s, n, "setup seat") for s in data["setup_queue"]]
    _check(len(set(state.setup_queue)) == len(state.setup_queue), "setup seats repeat")
    _check((state.phase == "setup") == bool(state.setup_queue), "setup queue does not match the phase")
    _check(not state.setup_queue or state.setup_queue[0] == state.current, "the setup seat is not current")

    state.hands = [_cards(h, "hand") for h in _per_seat(data["hands"], n, "hands")]
    state.known = [set(_cards(k, "known cards")) for k in _per_seat(data["known"], n, "known")]
    _check(all(k <= set(h) for k, h in zip(state.known, state.hands, strict=True)), "known cards not in hand")
    state.faceup = []
    for stacks in _per_seat(data["faceup"], n, "face-up rows"):
        _check(isinstance(stacks, list), "face-up row is not a list")
        rows = [_cards(st, "face-up stack") for st in stacks]
        _check(all(st and len({RANK[c] for c in st}) == 1 for st in rows), "a face-up stack is empty or mixed")
        state.faceup.append(rows)
    state.facedown = [_cards(f, "face-down row") for f in _per_seat(data["facedown"], n, "face-down rows")]
    state.stock = _cards(data["stock"], "stock")
    state.pile = _cards(data["pile"], "pile")
    state.burned = _cards(data["burned"], "burned cards")
    everything = state.stock + state.pile + state.burned
    for seat in range(n):
        everything += state.hands[seat] + state.facedown[seat] + [c for st in state.faceup[seat] for c in st]
    _check(Counter(everything) == Counter(deck(state.rules.more_cards, state.rules.jokers)),
           "the cards do not add up to the deck")

    state.out = [_seat(s, n, "out seat") for s in data["out"]]
    _check(len(set(state.out)) == len(state.out), "out seats repeat")
    _check(all(not (state.hands[s] or state.faceup[s] or state.facedown[s]) for s in state.out),
           "a seat that is out still has cards")
    if state.phase != "over":
        _check(state.current not in state.out, "the current seat is out")
        _check(all(state.hands[s] or state.faceup[s] or state.facedown[s] for s in range(n) if s not in state.out),
               "a seat that is not out has no cards")
        _check(len(state.out) < (1 if state.rules.play_to_win else n - 1), "the game should be over")
    state.turns = data["turns"]
    _check(isinstance(state.turns, int) and not isinstance(state.turns, bool) and state.turns >= 0,
           "bad turn count")  # a person's game has no turn limit
    last = data["pile_last"]
    state.pile_last = None if last is None else _seat(last, n, "last player")
    state.first_faceup = [(_seat(s, n, "dealt seat"), _cards([c], "dealt card")[0]) for s, c in data["first_faceup"]]
    result = data["result"]
    _check((state.phase == "over") == (result is not None), "result does not match the phase")
    if result is not None:
        _check(isinstance(result, list) and len(result) == n
               and all(isinstance(r, int | float) and 0 <= r <= 1 for r in result), "bad result")
        state.result = [float(r) for r in result]
    _check(isinstance(data["log"], list), "log is not a list")
    state._log = [Event.from_json(e) for e in data["log"]]
    _check(state.phase == "over" or bool(state.legal_actions()), "the seat to act has no move")
    return state
