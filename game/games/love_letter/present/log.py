"""Love Letter's move log: each event as a line of text, where rounds begin, whom a move aims at."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import EventTexts, LogEntry, Told
from game.games.love_letter.rules.view import LoveLetterView
from game.i18n import N_, tr, tr_list

from .words import Names, guess_label, title

REASONS = {
    "guard": N_("named by a Guard"), "baron": N_("lost a Baron comparison"),
    "dowager": N_("lost a Dowager Queen comparison"), "princess": N_("played the Princess"),
    "princess_discard": N_("discarded the Princess"), "assassin": N_("targeted the Assassin with a Guard"),
}


ROUND_REASONS = {
    "last": N_("as the last player in the round"), "highest": N_("with the highest card"),
    "discards": N_("on the tie-break (highest sum of discards)"),
}


TOKEN_REASONS = {
    "round": N_("for winning the round"), "jester": N_("from the Jester"), "bishop": N_("from the Bishop"),
    "constable": N_("from the Constable"),
}


def fresh_private(view: LoveLetterView, names: Sequence[str]) -> list[str]:
    seat, out = view["seat"], []
    for event in reversed(view["log"]):
        if event["kind"] == "play" and event["args"]["seat"] == seat:
            break
        if event["to"] is not None:
            out.append(describe_event(event, names, seat))
    return out[::-1]


def log_round(log: Sequence[LogEntry], i: int) -> int | None:
    return log[i]["args"]["round"] if log[i]["kind"] == "round_start" else None


def event_targets(event: LogEntry) -> tuple[int, ...]:
    """A card played on someone: its target (and the second seat of a Baroness or Cardinal)."""
    if event["kind"] != "play":
        return ()
    a = event["args"]
    return tuple(s for s in (a["target"], a.get("second")) if s is not None)


def event_outs(event: LogEntry) -> tuple[int, ...]:
    """A knock-out."""
    return (event["args"]["seat"],) if event["kind"] == "out" else ()


def event_actor(event: LogEntry) -> int | None:
    """Who made the move: a knock-out is told in the colour of the one who knocked the player out."""
    a = event["args"]
    if event["kind"] == "out":
        by = a.get("by")
        return by if isinstance(by, int) else a["seat"]
    seat = a.get("seat")
    return seat if isinstance(seat, int) else None


_FACE_UP = {"play": ("card",), "discard": ("card",), "no_effect": ("card",), "out": ("cards",)}
"""The events whose cards lie face up for everyone, and the arguments naming them (a peek, a comparison and a
King's trade show theirs to some seats only: no icon)."""


def event_faces(event: LogEntry) -> tuple[str, ...]:
    """The cards an event shows face up (as icons on its line of the feed)."""
    a = event["args"]
    faces: list[str] = []
    for arg in _FACE_UP.get(event["kind"], ()):
        value = a.get(arg)
        faces += [f for f in value if isinstance(f, str)] if isinstance(value, list) else \
            [value] if isinstance(value, str) else []
    return tuple(faces)


def _round_start(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    text = tr("Round {n} begins; you start.", n=a["round"]) if a["starter"] == e.viewer else \
        tr("Round {n} begins; {name} starts.", n=a["round"], name=who(a["starter"]))
    if a["setaside"]:
        text += " " + tr("Set aside face up: {cards}.", cards=tr_list(title(f) for f in a["setaside"]))
    return text


def _play(e: Told) -> str:
    return _describe_play(e.args, Names(e.names, e.viewer))


def _no_effect(e: Told) -> str:
    return tr("Nobody could be chosen, so the {card} has no effect.", card=title(e.args["card"]))


def _hit(e: Told) -> str:  # a Guard's or a Bishop's: "an 8", "a 5": English says the number's article
    a = e.args
    text = N_("Right guess: {target} held an {number}.") if a["guess"] == 8 else N_("Right guess: {target} held a {number}.")
    return tr(text, target=Names(e.names, e.viewer)(a["target"]), number=a["guess"])


def _miss(e: Told) -> str:
    a = e.args
    text = (N_("Wrong guess: {target} did not hold an {number}.") if a["guess"] == 8
            else N_("Wrong guess: {target} did not hold a {number}."))
    return tr(text, target=Names(e.names, e.viewer)(a["target"]), number=a["guess"])


def _peek(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    if a["seat"] == e.viewer:
        return tr("You saw that {target} holds the {card}.", target=who(a["target"]), card=title(a["card"]))
    return tr("{actor} looked at {owner} hand.", actor=who(a["seat"], start=True), owner=who.owner(a["target"]))


def _compare(e: Told) -> str:
    return _describe_compare(e.args, Names(e.names, e.viewer), e.viewer)


def _compare_result(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    if a["loser"] is None:
        return tr("The compared cards tie: nothing happens.")
    if a["card"] == "dowager":
        return tr("{name} had the higher card.", name=who(a["loser"], start=True))
    return tr("{name} had the lower card.", name=who(a["loser"], start=True))


def _king_trade(e: Told) -> str:
    a = e.args
    return _describe_trade(a["seat"], a["target"], a["got"], a["gave"], Names(e.names, e.viewer), e.viewer)


def _cardinal_trade(e: Told) -> str:
    a = e.args
    return _describe_trade(a["a"], a["b"], a["a_card"], a["b_card"], Names(e.names, e.viewer), e.viewer)


def _discard(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    if a["via"] == "prince" or a["card"] == "princess":
        return tr("{actor} discarded the {card}.", actor=who(a["seat"], start=True), card=title(a["card"]))
    return tr("{actor} discarded the {card} and drew a new card.", actor=who(a["seat"], start=True),
              card=title(a["card"]))


def _draw_removed(e: Told) -> str:
    return tr("The deck is empty: {name} drew the card removed at the start of the round.",
              name=Names(e.names, e.viewer)(e.args["seat"]))


def _out(e: Told) -> str:
    return _describe_out(e.args, Names(e.names, e.viewer))


def _assassin(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    return tr("{actor} revealed the Assassin: {victim} targeted them with a Guard and is out.",
              actor=who(a["seat"], start=True), victim=who(a["victim"]))


def _bishop_choice(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    if a["redraw"]:
        return tr("{actor} chose to discard and draw a new card.", actor=who(a["seat"], start=True))
    return tr("{actor} chose to keep the card.", actor=who(a["seat"], start=True))


def _token(e: Told) -> str:
    a, who = e.args, Names(e.names, e.viewer)
    return tr("{actor} gained a token {reason} ({n} in total).", actor=who(a["seat"], start=True),
              reason=tr(TOKEN_REASONS[a["reason"]]), n=a["tokens"])


def _round_end(e: Told) -> str:
    return describe_round_end(e.args, Names(e.names, e.viewer))


def _game_end(e: Told) -> str:
    who = Names(e.names, e.viewer)
    return tr("Game over: {names} won the game.", names=tr(" and ").join(who(s) for s in e.args["winners"]))


def _describe_play(a: LogEntry, who: Names) -> str:
    actor, face, target = a["seat"], a["card"], a["target"]
    played = {"actor": who(actor, start=True), "card": title(face)}
    if target is None:
        return tr("{actor} played the {card}.", **played)
    if face == "cardinal":
        return tr("{actor} played the {card}: {first} and {second} trade hands.", **played,
                  first=who(target), second=who(a["second"]))
    if face == "baroness" and a["second"] is not None:
        return tr("{actor} played the {card} on {first} and {second}.", **played, first=who(target),
                  second=who(a["second"]))
    on = (tr("yourself") if target == who.viewer else tr("themselves")) if target == actor else who(target)
    if a["guess"] is not None:
        return tr("{actor} played the {card} on {target}, naming {guess}.", **played, target=on,
                  guess=guess_label(a["edition"], a["guess"]))
    return tr("{actor} played the {card} on {target}.", **played, target=on)


def _describe_compare(a: LogEntry, who: Names, viewer: int | None) -> str:
    other = a["target"] if a["seat"] == viewer else a["seat"]
    mine = a["seat_card"] if a["seat"] == viewer else a["target_card"]
    theirs = a["target_card"] if a["seat"] == viewer else a["seat_card"]
    if viewer not in (a["seat"], a["target"]):
        return tr("{first} and {second} compared hands in secret.", first=who(a["seat"], start=True),
                  second=who(a["target"]))
    return tr("You compared hands with {name}: your {mine} against the {theirs}.", name=who(other),
              mine=title(mine), theirs=title(theirs))


def _describe_trade(a: int, b: int, a_got: str, b_got: str, who: Names, viewer: int | None) -> str:
    """``a`` and ``b`` traded hands: ``a`` now holds ``a_got`` (what ``b`` gave), ``b`` holds ``b_got``."""
    if viewer == a:
        return tr("You traded hands with {name}: you gave the {gave} and got the {got}.", name=who(b),
                  gave=title(b_got), got=title(a_got))
    if viewer == b:
        return tr("You traded hands with {name}: you gave the {gave} and got the {got}.", name=who(a),
                  gave=title(a_got), got=title(b_got))
    return tr("{first} and {second} traded hands.", first=who(a, start=True), second=who(b))


def _describe_out(a: LogEntry, who: Names) -> str:
    seat = a["seat"]
    reason = tr(REASONS[a["reason"]])
    if a["cards"]:
        cards = tr(" and the ").join(title(f) for f in a["cards"])
        if seat == who.viewer:
            return tr("You are out of the round ({reason}), revealing the {cards}.", reason=reason, cards=cards)
        return tr("{name} is out of the round ({reason}), revealing the {cards}.", name=who(seat, start=True),
                  reason=reason, cards=cards)
    if seat == who.viewer:
        return tr("You are out of the round ({reason}).", reason=reason)
    return tr("{name} is out of the round ({reason}).", name=who(seat, start=True), reason=reason)


def describe_round_end(a: LogEntry, who: Names) -> str:
    winner = a["winner"]
    if winner is None:
        return tr("Round {n} ends in a tie: nobody gains a token.", n=a["round"])
    held, key = a["hands"][str(winner)], str(winner)
    won = {"n": a["round"], "name": who(winner, start=True), "reason": tr(ROUND_REASONS[a["reason"]])}
    if a["reason"] == "last":
        return tr("Round {n}: {name} won {reason}.", **won)
    if a["reason"] == "discards":
        return tr("Round {n}: {name} won {reason} ({card}, {value}; discards {sum}).", **won, card=title(held),
                  value=a["values"][key], sum=a["sums"][key])
    return tr("Round {n}: {name} won {reason} ({card}, {value}).", **won, card=title(held),
              value=a["values"][key])


TEXTS = EventTexts({
    "round_start": _round_start, "play": _play, "no_effect": _no_effect, "guard_hit": _hit, "bishop_hit": _hit,
    "guard_miss": _miss, "bishop_miss": _miss, "peek": _peek, "compare": _compare,
    "compare_result": _compare_result, "king_trade": _king_trade, "cardinal_trade": _cardinal_trade,
    "discard": _discard, "draw_removed": _draw_removed, "out": _out, "assassin": _assassin,
    "bishop_choice": _bishop_choice, "token": _token, "round_end": _round_end, "game_end": _game_end,
}, unknown=str)
"""Each event kind's line (a kind it does not know: the kind itself)."""
describe_event = TEXTS.describe
