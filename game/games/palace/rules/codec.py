"""A Palace state as JSON (``state_to_json``) and back (``state_from_json``: every field checked, every card
accounted for)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.engine import Event, JSONIn, JSONValue, rng_from_json, rng_to_json
from game.engine.checks import check, items, load, names, seat, whole
from game.engine.json_read import arr, is_arr, number, obj, text

from .cards import RANK, SORT_KEYS, deck
from .options import resolve_rules
from .state import ROUND_ENDS, PalaceState
from .view import view_of


def state_to_json(state: PalaceState) -> JSONValue:
    data: dict[str, object] = dict(view_of(state, 0))  # reshaped below: a plain dict, no longer a view
    for key in ("seat", "current", "hand", "hand_sizes", "known", "facedown", "stock", "turn_limit"):
        del data[key]
    data.update({
        "game": "palace",
        "current": state.current,
        "rng": rng_to_json(state.rng),
        "hands": [list(h) for h in state.hands],
        "known": [sorted(k, key=SORT_KEYS.__getitem__) for k in state.known],
        "facedown": [list(f) for f in state.facedown],
        "stock": list(state.stock),
    })
    return data  # type: ignore[return-value]  # (a view's values and these: all JSON)


def _cards(value: JSONIn, what: str) -> list[str]:
    return names(value, what, RANK)


def state_from_json(data: JSONIn) -> PalaceState:
    return load("palace", _load, data)


def _load(data: Mapping[str, JSONIn]) -> PalaceState:
    check(data.get("game") == "palace", "not a palace state")
    n = whole(data["num_players"], "the player count", 2, 6)
    state = PalaceState(n, resolve_rules(n, obj(data["options"], "the options")), rng_from_json(data["rng"]))
    state.phase = text(data["phase"], "the phase")
    check(state.phase in ("setup", "play", "over"), "unknown phase")
    state.dealer = seat(data["dealer"], n, "dealer")
    state.direction = whole(data["direction"], "the direction")
    check(state.direction in (1, -1), "direction must be 1 or -1")
    state.current = seat(data["current"], n, "current")
    state.setup_queue = items(data["setup_queue"], "setup seats", lambda s, w: seat(s, n, w))
    check(len(set(state.setup_queue)) == len(state.setup_queue), "setup seats repeat")
    check((state.phase == "setup") == bool(state.setup_queue), "setup queue does not match the phase")
    check(not state.setup_queue or state.setup_queue[0] == state.current, "the setup seat is not current")

    state.hands = items(data["hands"], "hands", _cards, n)
    state.known = [set(k) for k in items(data["known"], "known cards", _cards, n)]
    check(all(k <= set(h) for k, h in zip(state.known, state.hands, strict=True)), "known cards not in hand")
    state.faceup = items(data["faceup"], "face-up rows", lambda row, _: items(row, "face-up stack", _cards), n)
    check(all(st and len({RANK[c] for c in st}) == 1 for rows in state.faceup for st in rows),
          "a face-up stack is empty or mixed")
    state.facedown = items(data["facedown"], "face-down rows", _cards, n)
    state.stock = _cards(data["stock"], "stock")
    state.pile = _cards(data["pile"], "pile")
    state.burned = _cards(data["burned"], "burned cards")
    everything = state.stock + state.pile + state.burned
    for s in range(n):
        everything += state.hands[s] + state.facedown[s] + [c for st in state.faceup[s] for c in st]
    check(Counter(everything) == Counter(deck(state.rules.more_cards, state.rules.jokers)),
          "the cards do not add up to the deck")

    state.out = items(data["out"], "out seats", lambda s, w: seat(s, n, w))
    check(len(set(state.out)) == len(state.out), "out seats repeat")
    check(all(not (state.hands[s] or state.faceup[s] or state.facedown[s]) for s in state.out),
          "a seat that is out still has cards")
    if state.phase != "over":
        check(state.current not in state.out, "the current seat is out")
        check(all(state.hands[s] or state.faceup[s] or state.facedown[s] for s in range(n) if s not in state.out),
              "a seat that is not out has no cards")
        check(len(state.out) < (1 if state.rules.play_to_win else n - 1), "the game should be over")
    turns = data["turns"]
    check(isinstance(turns, int) and not isinstance(turns, bool) and turns >= 0,
          "bad turn count")  # a person's game has no turn limit
    state.turns = whole(turns, "the turn count")
    last = data["pile_last"]
    state.pile_last = None if last is None else seat(last, n, "last player")
    state.first_faceup = [(seat(s, n, "dealt seat"), _cards([c], "dealt card")[0]) for s, c in _pairs(data["first_faceup"])]
    result = data["result"]
    check((state.phase == "over") == (result is not None), "result does not match the phase")
    if result is not None:
        check(is_arr(result) and len(result) == n
              and all(isinstance(r, int | float) and 0 <= r <= 1 for r in result), "bad result")
        state.result = [float(number(r, "a result")) for r in arr(result, "the result")]
    state._log = Event.log_from_json(data["log"], ROUND_ENDS)
    check(state.phase == "over" or bool(state.legal_actions()), "the seat to act has no move")
    return state


def _pairs(value: JSONIn) -> list[tuple[JSONIn, JSONIn]]:
    """The dealt seats and cards: a list of ``[seat, card]`` pairs."""
    pairs = [arr(p, "a dealt card") for p in arr(value, "the dealt cards")]
    check(all(len(p) == 2 for p in pairs), "a dealt card is not a seat and a card")
    return [(p[0], p[1]) for p in pairs]
