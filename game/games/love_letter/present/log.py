"""Love Letter's move log: each event as a line of text, where rounds begin, whom a move aims at."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import JSON
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


def log_round(log: Sequence[JSON], i: int) -> int | None:
    return log[i]["args"]["round"] if log[i]["kind"] == "round_start" else None


def event_targets(event: JSON) -> tuple[int, ...]:
    """A card played on someone: its target (and the second seat of a Baroness or Cardinal)."""
    if event["kind"] != "play":
        return ()
    a = event["args"]
    return tuple(s for s in (a["target"], a.get("second")) if s is not None)


def event_outs(event: JSON) -> tuple[int, ...]:
    """A knock-out."""
    return (event["args"]["seat"],) if event["kind"] == "out" else ()


def event_actor(event: JSON) -> int | None:
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


def event_faces(event: JSON) -> tuple[str, ...]:
    """The cards an event shows face up (as icons on its line of the feed)."""
    a = event["args"]
    faces: list[str] = []
    for arg in _FACE_UP.get(event["kind"], ()):
        value = a.get(arg)
        faces += [f for f in value if isinstance(f, str)] if isinstance(value, list) else \
            [value] if isinstance(value, str) else []
    return tuple(faces)


def describe_event(event: JSON, names: Sequence[str], viewer: int | None) -> str:
    who = Names(names, viewer)
    kind, a = event["kind"], event["args"]
    if kind == "round_start":
        text = tr("Round {n} begins; you start.", n=a["round"]) if a["starter"] == viewer else \
            tr("Round {n} begins; {name} starts.", n=a["round"], name=who(a["starter"]))
        if a["setaside"]:
            text += " " + tr("Set aside face up: {cards}.", cards=tr_list(title(f) for f in a["setaside"]))
        return text
    if kind == "play":
        return _describe_play(a, who)
    if kind == "no_effect":
        return tr("Nobody could be chosen, so the {card} has no effect.", card=title(a["card"]))
    if kind in ("guard_hit", "bishop_hit"):  # "an 8", "a 5": English says the number's article
        text = N_("Right guess: {target} held an {number}.") if a["guess"] == 8 else N_("Right guess: {target} held a {number}.")
        return tr(text, target=who(a["target"]), number=a["guess"])
    if kind in ("guard_miss", "bishop_miss"):
        text = (N_("Wrong guess: {target} did not hold an {number}.") if a["guess"] == 8
                else N_("Wrong guess: {target} did not hold a {number}."))
        return tr(text, target=who(a["target"]), number=a["guess"])
    if kind == "peek":
        if a["seat"] == viewer:
            return tr("You saw that {target} holds the {card}.", target=who(a["target"]), card=title(a["card"]))
        return tr("{actor} looked at {owner} hand.", actor=who(a["seat"], start=True), owner=who.owner(a["target"]))
    if kind == "compare":
        return _describe_compare(a, who, viewer)
    if kind == "compare_result":
        if a["loser"] is None:
            return tr("The compared cards tie: nothing happens.")
        if a["card"] == "dowager":
            return tr("{name} had the higher card.", name=who(a["loser"], start=True))
        return tr("{name} had the lower card.", name=who(a["loser"], start=True))
    if kind == "king_trade":
        return _describe_trade(a["seat"], a["target"], a["got"], a["gave"], who, viewer)
    if kind == "cardinal_trade":
        return _describe_trade(a["a"], a["b"], a["a_card"], a["b_card"], who, viewer)
    if kind == "discard":
        if a["via"] == "prince" or a["card"] == "princess":
            return tr("{actor} discarded the {card}.", actor=who(a["seat"], start=True), card=title(a["card"]))
        return tr("{actor} discarded the {card} and drew a new card.", actor=who(a["seat"], start=True),
                  card=title(a["card"]))
    if kind == "draw_removed":
        return tr("The deck is empty: {name} drew the card removed at the start of the round.",
                  name=who(a["seat"]))
    if kind == "out":
        return _describe_out(a, who)
    if kind == "assassin":
        return tr("{actor} revealed the Assassin: {victim} targeted them with a Guard and is out.",
                  actor=who(a["seat"], start=True), victim=who(a["victim"]))
    if kind == "bishop_choice":
        if a["redraw"]:
            return tr("{actor} chose to discard and draw a new card.", actor=who(a["seat"], start=True))
        return tr("{actor} chose to keep the card.", actor=who(a["seat"], start=True))
    if kind == "token":
        return tr("{actor} gained a token {reason} ({n} in total).", actor=who(a["seat"], start=True),
                  reason=tr(TOKEN_REASONS[a["reason"]]), n=a["tokens"])
    if kind == "round_end":
        return describe_round_end(a, who)
    if kind == "game_end":
        return tr("Game over: {names} won the game.", names=tr(" and ").join(who(s) for s in a["winners"]))
    return str(kind)


def _describe_play(a: JSON, who: Names) -> str:
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


def _describe_compare(a: JSON, who: Names, viewer: int | None) -> str:
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


def _describe_out(a: JSON, who: Names) -> str:
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


def describe_round_end(a: JSON, who: Names) -> str:
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
