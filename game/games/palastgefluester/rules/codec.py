"""A Palastgeflüster state as JSON (``state_to_json``) and back (``state_from_json``: every field validated, any
damage a :class:`StateFormatError`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.engine import Event, JSONIn, JSONValue, resolve_options, rng_from_json, rng_to_json
from game.engine.checks import check, items, load, whole
from game.engine.json_read import is_obj, obj
from game.engine.seat_logs import SeatLogs
from game.games.palastgefluester.rules.cards import HAND_SIZE, KING_CHARACTERS, character, deck_for
from game.games.palastgefluester.rules.options import option_specs
from game.games.palastgefluester.rules.state import (
    FORMAT_VERSION,
    GAME_ID,
    PHASES,
    ROUND_ENDS,
    Magic,
    PalastState,
    Why,
)

_LOGS = SeatLogs()
"""The JSON of each log's events, kept as the log grows (a state is saved after every move)."""


def state_to_json(state: PalastState) -> JSONValue:
    return {
        "game": GAME_ID, "version": FORMAT_VERSION, "num_players": state.num_players,
        "options": dict(state.options), "rng": rng_to_json(state.rng),
        "hands": [h[:] for h in state.hands], "displays": [d[:] for d in state.displays],
        "deck": state.deck[:], "discard": state.discard[:], "discard_by": state.discard_by[:],
        "king_deck": state.king_deck[:], "king_open": state.king_open[:],
        "points": state.points[:], "records": [r[:] for r in state.records], "final_sizes": state.final_sizes[:],
        "revealed": [None if r is None else r[:] for r in state.revealed],
        "round": state.round, "plays": state.plays, "turn": state.turn, "phase": state.phase,
        "last_card": state.last_card, "why": _why_json(state.why), "tied": state.tied[:],
        "magic": None if state.magic is None else {
            "target": state.magic["target"], "count": state.magic["count"],
            "pick": None if state.magic["pick"] is None else list(state.magic["pick"]),
        },
        "terminal": state.terminal, "log": _LOGS.every(state._log),
    }


def _why_json(why: Why) -> dict[str, JSONValue]:
    out: dict[str, JSONValue] = {"kind": why["kind"]}
    if "by" in why:
        out["by"] = why["by"]
    if "card" in why:
        out["card"] = why["card"]
    return out


def _count(value: JSONIn, what: str) -> int:
    return whole(value, what, 0)


def state_from_json(data: JSONIn) -> PalastState:
    return load("Palastgeflüster", _load, data)


def _load(data: Mapping[str, JSONIn]) -> PalastState:
    check(data["game"] == GAME_ID and data["version"] == FORMAT_VERSION, "not a Palastgeflüster state (v1)")
    n = whole(data["num_players"], "num_players", 3, 5)

    def seat(v: JSONIn, w: str) -> int:
        return whole(v, w, 0, n - 1)

    def card(v: JSONIn, w: str) -> int:
        return whole(v, w, 0, 48)

    def cards(v: JSONIn, w: str) -> list[int]:
        return items(v, w, card)

    options = resolve_options(option_specs(n), obj(data["options"], "the options"))
    s = PalastState(n, options, rng_from_json(data["rng"]))
    s.hands = items(data["hands"], "hands", cards, n)
    s.displays = items(data["displays"], "displays", cards, n)
    s.deck = cards(data["deck"], "deck")
    s.discard = cards(data["discard"], "discard")
    s.discard_by = items(data["discard_by"], "discard_by", seat, len(s.discard))
    everything = sorted([*sum(s.hands, []), *sum(s.displays, []), *s.deck, *s.discard])
    check(everything == deck_for(n), "the character cards are not exactly the deck in play")
    s.king_deck = items(data["king_deck"], "king_deck", _king)
    s.king_open = items(data["king_open"], "king_open", _king)
    check(sorted(s.king_deck + s.king_open) == sorted(KING_CHARACTERS), "the King cards are not the six")
    s.points = items(data["points"], "points", _count, n)
    s.records = items(data["records"], "records", lambda v, w: items(v, w, _count, n))
    s.final_sizes = items(data["final_sizes"], "final_sizes", lambda v, w: whole(v, w, 0, 7), n)
    s.revealed = items(data["revealed"], "revealed", lambda v, w: None if v is None else cards(v, w), n)
    for hand, known in zip(s.hands, s.revealed, strict=True):
        check(known is None or sorted(known) == sorted(hand), "a revealed hand differs from the hand")
    s.round = whole(data["round"], "round", 1)
    s.plays = _count(data["plays"], "plays")
    s.turn = seat(data["turn"], "turn")
    phase = data["phase"]
    check(isinstance(phase, str) and phase in PHASES, f"unknown phase {phase!r}")
    s.phase = str(phase)
    s.last_card = None if data["last_card"] is None else card(data["last_card"], "last_card")
    check((s.phase in ("play", "deal")) == (s.last_card is None), "a follow-up phase needs the card just played")
    check(s.last_card is None or s.last_card in s.displays[s.turn], "the card just played is not displayed")
    check(s.last_card is None or character(s.last_card) == FOLLOW_UP_CHARACTER.get(s.phase, character(s.last_card)),
           "the phase does not follow the card just played")
    s.why = _why(data["why"], seat, card)
    s.tied = items(data["tied"], "tied", seat)
    choosing = s.phase == "choose_next"
    check(len(set(s.tied)) == len(s.tied) > 1 if choosing else not s.tied, "a grey-card choice needs several tied seats")
    s.magic = _magic(data["magic"], s)
    terminal = data["terminal"]
    check(isinstance(terminal, bool), "terminal must be true or false")
    s.terminal = terminal is True
    check(s.terminal == (max(s.points) >= s.target), "terminal does not match the points")
    check(len(s.records) == s.round - (not s.terminal and s.phase != "deal"), "one record per finished round")
    if not s.terminal:
        for hand, display in zip(s.hands, s.displays, strict=True):
            check(len(hand) + len(display) == HAND_SIZE, "each player holds 6 cards between hand and display")
            check(s.phase == "deal" or len({character(c) for c in display}) == len(display),
                  "a display shows a character twice")  # an intrigue ends the round: the step after it may
    s._log = Event.log_from_json(data["log"], ROUND_ENDS)
    check(s.terminal or bool(s.legal_actions()), "the seat to act has no legal action")
    return s


FOLLOW_UP_CHARACTER = {
    "magician_target": "magician", "magician_give": "magician", "magician_answer": "magician",
    "maid_discard": "maid", "courtesan_swap": "courtesan", "guard_take": "guard",
}


WHY_KINDS = {"start": (), "round_start": ("by",), "colour": ("by", "card"), "grey": ("by", "card"),
             "grey_choice": ("by", "card")}
"""Why the active seat has the turn, and the fields each reason carries."""


def _why(value: JSONIn, seat: Callable[[JSONIn, str], int], card: Callable[[JSONIn, str], int]) -> Why:
    data = obj(value, "why") if is_obj(value) else {}
    kind = data.get("kind")
    check(isinstance(kind, str) and kind in WHY_KINDS, "why must name a known reason")
    fields = WHY_KINDS[str(kind)]
    check(set(data) == {"kind", *fields}, f"why {kind!r} has the wrong fields")
    out: Why = {"kind": str(kind)}
    if "by" in fields:
        out["by"] = seat(data["by"], "why.by")
    if "card" in fields:
        out["card"] = card(data["card"], "why.card")
    return out


def _king(value: JSONIn, what: str) -> str:
    check(isinstance(value, str) and value in KING_CHARACTERS, f"{what} is not a King card: {value!r}")
    return str(value)


def _magic(value: JSONIn, s: PalastState) -> Magic | None:
    exchanging = s.phase in ("magician_give", "magician_answer")
    check((value is not None) == exchanging, "Magician data does not match the phase")
    if value is None:
        return None
    data = obj(value, "the Magician's exchange")
    target = whole(data["target"], "magic.target", 0, s.num_players - 1)
    check(target != s.turn, "the Magician cannot exchange with themself")
    count = whole(data["count"], "magic.count", 1, min(len(s.hands[s.turn]), len(s.hands[target])))
    pick = data["pick"]
    check((pick is not None) == (s.phase == "magician_answer"), "the Magician's pick does not match the phase")
    picked = None if pick is None else items(pick, "magic.pick", lambda v, w: whole(v, w, 0, 48), count)
    if picked is not None:
        check(len(set(picked)) == count and set(picked) <= set(s.hands[s.turn]), "the Magician's pick is not in hand")
    return {"target": target, "count": count, "pick": picked}
