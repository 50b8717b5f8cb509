"""Palastgeflüster's move log: each event as a line of text, where rounds begin, whom a move aims at."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import EventTexts, LogEntry, Told
from game.games.palastgefluester.rules.cards import CHARACTER_TITLES, card_title
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import N_, tr, tr_list, trn

ROUND_END_REASONS = {
    "intrigue": N_("{ender} shows a character twice ({character}): intrigue! Everyone else gains a point."),
    "silenced_fool": N_("{ender} had to play the silenced Fool: intrigue! Everyone else gains a point."),
    "full_display": N_("{ender} completes a display of six characters and gains a point."),
}


ROUND_END_REASONS_YOU = {
    "intrigue": N_("You show a character twice ({character}): intrigue! Everyone else gains a point."),
    "silenced_fool": N_("You had to play the silenced Fool: intrigue! Everyone else gains a point."),
    "full_display": N_("You complete a display of six characters and gain a point."),
}
"""The same, told to the seat that ended the round."""


def private_lines(view: PalastView, names: Sequence[str]) -> list[str]:
    log = view["log"]
    start = max((i for i, e in enumerate(log) if e["kind"] == "play"), default=-1)
    return [describe_event(e, names, view["seat"]) for e in log[start + 1:] if e["to"] is not None]


def log_round(log: Sequence[LogEntry], i: int) -> int | None:
    if log[i]["kind"] == "game_start":
        return 1
    if i > 0 and log[i - 1]["kind"] == "round_end" and log[i]["kind"] != "game_end":
        return int(log[i - 1]["args"]["round"]) + 1
    return None


def event_targets(event: LogEntry) -> tuple[int, ...]:
    """The Magician's partner, the owners of the displays the Courtesan swaps between, the one chosen next."""
    kind, a = event["kind"], event["args"]
    if kind == "magician":
        return (a["target"],)
    if kind == "swap":
        return tuple(dict.fromkeys(s for s in (a["a_owner"], a["b_owner"]) if s != a["seat"]))
    if kind == "next_chosen":
        return (a["next"],)
    return ()


def event_actor(event: LogEntry) -> int | None:
    """Who made the move; a round's end is told in the colour of the one who ended it."""
    a = event["args"]
    seat = a.get("ender") if event["kind"] == "round_end" else a.get("seat")
    return seat if isinstance(seat, int) else None


def event_faces(event: LogEntry) -> tuple[str, ...]:
    """The cards an event shows face up (as icons on its line of the feed): a card played or taken, the two a
    Courtesan swaps, the cards a Treasurer turns up."""
    kind, a = event["kind"], event["args"]
    if kind in ("play", "take"):
        faces = [a.get("card")]
    elif kind == "swap":
        faces = [a.get("a"), a.get("b")]
    elif kind == "treasurer_reveal":
        faces = list(a.get("cards") or ())
    else:
        faces = []
    return tuple(f for f in faces if isinstance(f, str))


def event_key(event: LogEntry) -> bool:
    """The key move of a round: the one that ends it (a display completed, an intrigue)."""
    return bool(event["kind"] == "round_end")


def _game_start(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    if a["starter"] == viewer:
        return tr("You start. First to {target} points wins.", target=a["target"])
    return tr("{name} starts. First to {target} points wins.", name=names[a["starter"]], target=a["target"])


def _play(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    card = card_title(a["card"])
    return tr("You play {card}.", card=card) if me else tr("{name} plays {card}.", name=who, card=card)


def _silenced(e: Told) -> str:
    a = e.args
    return tr("The {character} is silenced: no action.", character=tr(CHARACTER_TITLES[a["character"]]))


def _no_effect(e: Told) -> str:
    a = e.args
    return tr("The {character} has no effect.", character=tr(CHARACTER_TITLES[a["character"]]))


def _treasurer_reveal(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    cards = tr_list(card_title(c) for c in a["cards"]) or tr("nothing")
    return tr("You show your hand: {cards}.", cards=cards) if me else \
        tr("{name} shows their hand: {cards}.", name=who, cards=cards)


def _magician(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    return _describe_magician("magician", a, names, viewer)


def _magician_exchange(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    return _describe_magician("magician_exchange", a, names, viewer)


def _magician_picked(e: Told) -> str:
    me, who = e.me, e.who
    return tr("You have chosen your cards.") if me else tr("{name} has chosen their cards.", name=who)


def _magician_cards(e: Told) -> str:
    a, viewer = e.args, e.viewer
    gave, got = (a["gave"], a["got"]) if viewer == a["seat"] else (a["got"], a["gave"])
    return tr("You gave {gave} and received {got}.", gave=tr_list(map(card_title, gave)),
              got=tr_list(map(card_title, got)))


def _maid(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    card = card_title(a["card"]) if a["card"] else tr("a card face down")
    return tr("You discard {card} and draw a card.", card=card) if me else \
        tr("{name} discards {card} and draws a card.", name=who, card=card)


def _maid_draw(e: Told) -> str:
    a = e.args
    return tr("You discarded {card} and drew {drew}.", card=card_title(a["discarded"]), drew=card_title(a["drew"]))


def _swap(e: Told) -> str:
    a, names, viewer, me, who = e.args, e.names, e.viewer, e.me, e.who
    owner = {s: tr("yours") if s == viewer else names[s] for s in (a["a_owner"], a["b_owner"])}
    swapped = {"first": card_title(a["a"]), "first_owner": owner[a["a_owner"]], "second": card_title(a["b"]),
               "second_owner": owner[a["b_owner"]]}
    if me:
        return tr("You swap {first} of {first_owner} with {second} of {second_owner}.", **swapped)
    return tr("{name} swaps {first} of {first_owner} with {second} of {second_owner}.", name=who, **swapped)


def _take(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    card = card_title(a["card"])
    return tr("You take {card} back into your hand.", card=card) if me else \
        tr("{name} takes {card} back into their hand.", name=who, card=card)


def _king_revealed(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    return _describe_king(a, who, me)


def _next_chosen(e: Told) -> str:
    a, names, viewer, me, who = e.args, e.names, e.viewer, e.me, e.who
    if a["next"] == viewer:
        return tr("{name} chooses you to play next.", name=who)
    if me:
        return tr("You choose {next} to play next.", next=names[a["next"]])
    return tr("{name} chooses {next} to play next.", name=who, next=names[a["next"]])


def _round_end(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    return tr("Round {n}: {text}", n=a["round"], text=round_end_text(a, names, viewer))


def _game_end(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    if a["winners"] == [viewer]:
        return tr("You win the game.")
    if len(a["winners"]) == 1:
        return tr("{name} wins the game.", name=names[a["winners"][0]])
    return tr("{names} win the game.", names=tr(" and ").join(
        tr("you") if s == viewer else names[s] for s in a["winners"]))


def _describe_magician(kind: str, a: LogEntry, names: Sequence[str], viewer: int | None) -> str:
    who, n = names[a["seat"]], a["count"]
    if kind == "magician":
        if a["seat"] == viewer:
            return trn("You will exchange {n} card with {target}.", "You will exchange {n} cards with {target}.", n,
                       target=names[a["target"]])
        if a["target"] == viewer:
            return trn("{name} will exchange {n} card with you.", "{name} will exchange {n} cards with you.", n,
                       name=who)
        return trn("{name} will exchange {n} card with {target}.", "{name} will exchange {n} cards with {target}.",
                   n, name=who, target=names[a["target"]])
    if a["seat"] == viewer:
        return trn("You and {target} exchange {n} card.", "You and {target} exchange {n} cards.", n,
                   target=names[a["target"]])
    if a["target"] == viewer:
        return trn("{name} and you exchange {n} card.", "{name} and you exchange {n} cards.", n, name=who)
    return trn("{name} and {target} exchange {n} card.", "{name} and {target} exchange {n} cards.", n, name=who,
               target=names[a["target"]])


def _describe_king(a: LogEntry, who: str, me: bool) -> str:
    character_title = tr(CHARACTER_TITLES[a["king"]])
    if a["reshuffled"]:
        if me:
            return tr("You reveal a King card (the King cards were reshuffled): the {character} is silenced.",
                      character=character_title)
        return tr("{name} reveals a King card (the King cards were reshuffled): the {character} is silenced.",
                  name=who, character=character_title)
    if me:
        return tr("You reveal a King card: the {character} is silenced.", character=character_title)
    return tr("{name} reveals a King card: the {character} is silenced.", name=who, character=character_title)


def round_end_text(a: LogEntry, names: Sequence[str], viewer: int | None) -> str:
    """Why the round ended; an intrigue names the character shown twice (the table is held as it was before
    that card was played)."""
    kinds = [f.split(".")[0] for f in a["displays"][a["ender"]]]
    twice = next((k for k in kinds if kinds.count(k) > 1), None)
    character = tr(CHARACTER_TITLES[twice]) if twice in CHARACTER_TITLES else "?"
    if a["ender"] == viewer:
        return tr(ROUND_END_REASONS_YOU[a["reason"]], character=character)
    return tr(ROUND_END_REASONS[a["reason"]], ender=names[a["ender"]], character=character)


TEXTS = EventTexts({
    "game_start": _game_start, "play": _play, "silenced": _silenced, "no_effect": _no_effect,
    "treasurer_reveal": _treasurer_reveal, "magician": _magician, "magician_exchange": _magician_exchange,
    "magician_picked": _magician_picked, "magician_cards": _magician_cards, "maid": _maid,
    "maid_draw": _maid_draw, "swap": _swap, "take": _take, "king_revealed": _king_revealed, "next_chosen": _next_chosen,
    "round_end": _round_end, "game_end": _game_end,
}, unknown=str)
"""Each event kind's line; the viewer is told as "you" (a kind it does not know: the kind itself)."""
describe_event = TEXTS.describe
