"""Palace's move log: each event as a line of text, the viewer's own moves told as "you"."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import EventTexts, LogEntry, Told
from game.i18n import ordinal, tr

from ..rules.cards import card_label
from .words import card_count, rank_word


def _cards(uids: Sequence[str]) -> str:
    return " ".join(card_label(u) for u in uids)


def event_outs(event: LogEntry) -> tuple[int, ...]:
    """A player who has gone out (shed every card)."""
    return (event["args"]["seat"],) if event["kind"] == "out" else ()


def event_faces(event: LogEntry) -> tuple[str, ...]:
    """The cards an event shows face up (as icons on its line of the feed): cards played, swapped or picked up,
    a blind card that failed."""
    a = event["args"]
    if event["kind"] in ("play", "swap", "pickup"):
        return tuple(c for c in a.get("cards") or () if isinstance(c, str))
    if event["kind"] == "blind_fail" and isinstance(a.get("card"), str):
        return (a["card"],)
    return ()


def event_key(event: LogEntry) -> bool:
    """The key moves of the game's story: a burned pile, a player going out."""
    return bool(event["kind"] in ("burn", "out"))


def _deal(e: Told) -> str:
    dealer = e.args["dealer"]
    return tr("You deal.") if dealer == e.viewer else tr("{name} deals.", name=e.names[dealer])


def _swap(e: Told) -> str:
    h, f = e.args["cards"]
    if e.me:
        return tr("You take {taken} into your hand and lay {laid} face up.", taken=card_label(f),
                  laid=card_label(h))
    return tr("{name} takes {taken} into the hand and lays {laid} face up.", name=e.who, taken=card_label(f),
              laid=card_label(h))


def _stack(e: Told) -> str:
    h, f = e.args["cards"]
    if e.me:
        return tr("You stack {card} on {target}.", card=card_label(h), target=card_label(f))
    return tr("{name} stacks {card} on {target}.", name=e.who, card=card_label(h), target=card_label(f))


def _faceup(e: Told) -> str:
    if e.me:
        return tr("You lay {card} face up.", card=card_label(e.args["cards"][0]))
    return tr("{name} lays {card} face up.", name=e.who, card=card_label(e.args["cards"][0]))


def _ready(e: Told) -> str:
    return tr("You are ready.") if e.me else tr("{name}: ready.", name=e.who)


def _burn(e: Told) -> str:
    count, me, who = card_count(e.args["count"]), e.me, e.who
    if e.args["reason"] == "ten":
        return tr("The 10 burns the pile ({count}); you go again.", count=count) if me else \
            tr("The 10 burns the pile ({count}); {name} goes again.", count=count, name=who)
    return tr("Four of a kind burn the pile ({count}); you go again.", count=count) if me else \
        tr("Four of a kind burn the pile ({count}); {name} goes again.", count=count, name=who)


def _blind_fail(e: Told) -> str:
    if e.me:
        return tr("You turn over {card}: too low.", card=card_label(e.args["card"]))
    return tr("{name} turns over {card}: too low.", name=e.who, card=card_label(e.args["card"]))


def _draw(e: Told) -> str:
    n = e.args["count"]
    return tr("You draw {n}.", n=n) if e.me else tr("{name} draws {n}.", name=e.who, n=n)


def _out(e: Told) -> str:
    if e.me:
        return tr("You are out of cards ({place} out).", place=ordinal(e.args["place"]))
    return tr("{name} is out of cards ({place} out).", name=e.who, place=ordinal(e.args["place"]))


def _game_end(e: Told) -> str:
    args, names, viewer = e.args, e.names, e.viewer
    if "draw" in args:
        return tr("The game ends in a draw (turn limit).")
    if "winner" in args:
        return tr("You win.") if args["winner"] == viewer else tr("{name} wins.", name=names[args["winner"]])
    return tr("You lose.") if args["loser"] == viewer else tr("{name} loses.", name=names[args["loser"]])


def _start(e: Told) -> str:
    args, who, me = e.args, e.who, e.me
    rank = rank_word(args["rank"])
    if args["where"] == "faceup":
        return tr("You start (the first {rank} face up).", rank=rank) if me else \
            tr("{name} starts (the first {rank} face up).", name=who, rank=rank)
    return tr("You start (the first {rank} in hand).", rank=rank) if me else \
        tr("{name} starts (the first {rank} in hand).", name=who, rank=rank)


def _play(e: Told) -> str:
    args, who, me = e.args, e.who, e.me
    cards = _cards(args["cards"])
    if args["from"] == "facedown":
        return tr("You turn over {cards} and play it.", cards=cards) if me else \
            tr("{name} turns over {cards} and plays it.", name=who, cards=cards)
    if args["from"] == "faceup":
        return tr("You play {cards} from the table.", cards=cards) if me else \
            tr("{name} plays {cards} from the table.", name=who, cards=cards)
    return tr("You play {cards}.", cards=cards) if me else tr("{name} plays {cards}.", name=who, cards=cards)


def _pickup(e: Told) -> str:
    args, who, me = e.args, e.who, e.me
    count = card_count(len(args["cards"]))
    if args["laid"]:
        card = card_label(args["laid"])
        return tr("You lay {card} and pick up the pile ({count}).", card=card, count=count) if me else \
            tr("{name} lays {card} and picks up the pile ({count}).", name=who, card=card, count=count)
    return tr("You pick up the pile ({count}).", count=count) if me else \
        tr("{name} picks up the pile ({count}).", name=who, count=count)


TEXTS = EventTexts({
    "deal": _deal, "swap": _swap, "stack": _stack, "faceup": _faceup, "ready": _ready, "start": _start,
    "play": _play, "burn": _burn, "blind_fail": _blind_fail, "pickup": _pickup, "draw": _draw, "out": _out,
    "game_end": _game_end,
})
"""Each event kind's line; the viewer's own moves are told as "you"."""
describe_event = TEXTS.describe
