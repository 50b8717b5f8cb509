"""Palace's move log: each event as a line of text, the viewer's own moves told as "you"."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import JSON
from game.i18n import ordinal, tr

from ..rules.cards import card_label
from .words import card_count, rank_word


def _cards(uids: Sequence[str]) -> str:
    return " ".join(card_label(u) for u in uids)


def event_outs(event: JSON) -> tuple[int, ...]:
    """A player who has gone out (shed every card)."""
    return (event["args"]["seat"],) if event["kind"] == "out" else ()


def event_faces(event: JSON) -> tuple[str, ...]:
    """The cards an event shows face up (as icons on its line of the feed): cards played, swapped or picked up,
    a blind card that failed."""
    a = event["args"]
    if event["kind"] in ("play", "swap", "pickup"):
        return tuple(c for c in a.get("cards") or () if isinstance(c, str))
    if event["kind"] == "blind_fail" and isinstance(a.get("card"), str):
        return (a["card"],)
    return ()


def event_key(event: JSON) -> bool:
    """The key moves of the game's story: a burned pile, a player going out."""
    return bool(event["kind"] in ("burn", "out"))


def describe_event(event: JSON, names: Sequence[str], viewer: int | None) -> str:
    """A line of the log; the viewer's own moves are told as "you"."""
    args = event["args"]
    me = args.get("seat") == viewer
    who = names[args["seat"]] if "seat" in args else ""
    kind = event["kind"]
    if kind == "deal":
        return tr("You deal.") if args["dealer"] == viewer else tr("{name} deals.", name=names[args["dealer"]])
    if kind == "swap":
        h, f = args["cards"]
        if me:
            return tr("You take {taken} into your hand and lay {laid} face up.", taken=card_label(f),
                      laid=card_label(h))
        return tr("{name} takes {taken} into the hand and lays {laid} face up.", name=who, taken=card_label(f),
                  laid=card_label(h))
    if kind == "stack":
        h, f = args["cards"]
        if me:
            return tr("You stack {card} on {target}.", card=card_label(h), target=card_label(f))
        return tr("{name} stacks {card} on {target}.", name=who, card=card_label(h), target=card_label(f))
    if kind == "faceup":
        if me:
            return tr("You lay {card} face up.", card=card_label(args["cards"][0]))
        return tr("{name} lays {card} face up.", name=who, card=card_label(args["cards"][0]))
    if kind == "ready":
        return tr("You are ready.") if me else tr("{name}: ready.", name=who)
    if kind == "start":
        return _describe_start(args, who, me)
    if kind == "play":
        return _describe_play(args, who, me)
    if kind == "burn":
        count = card_count(args["count"])
        if args["reason"] == "ten":
            return tr("The 10 burns the pile ({count}); you go again.", count=count) if me else \
                tr("The 10 burns the pile ({count}); {name} goes again.", count=count, name=who)
        return tr("Four of a kind burn the pile ({count}); you go again.", count=count) if me else \
            tr("Four of a kind burn the pile ({count}); {name} goes again.", count=count, name=who)
    if kind == "blind_fail":
        if me:
            return tr("You turn over {card}: too low.", card=card_label(args["card"]))
        return tr("{name} turns over {card}: too low.", name=who, card=card_label(args["card"]))
    if kind == "pickup":
        return _describe_pickup(args, who, me)
    if kind == "draw":
        return tr("You draw {n}.", n=args["count"]) if me else tr("{name} draws {n}.", name=who, n=args["count"])
    if kind == "out":
        if me:
            return tr("You are out of cards ({place} out).", place=ordinal(args["place"]))
        return tr("{name} is out of cards ({place} out).", name=who, place=ordinal(args["place"]))
    if kind == "game_end":
        if "draw" in args:
            return tr("The game ends in a draw (turn limit).")
        if "winner" in args:
            return tr("You win.") if args["winner"] == viewer else tr("{name} wins.", name=names[args["winner"]])
        return tr("You lose.") if args["loser"] == viewer else tr("{name} loses.", name=names[args["loser"]])
    return ""


def _describe_start(args: JSON, who: str, me: bool) -> str:
    rank = rank_word(args["rank"])
    if args["where"] == "faceup":
        return tr("You start (the first {rank} face up).", rank=rank) if me else \
            tr("{name} starts (the first {rank} face up).", name=who, rank=rank)
    return tr("You start (the first {rank} in hand).", rank=rank) if me else \
        tr("{name} starts (the first {rank} in hand).", name=who, rank=rank)


def _describe_play(args: JSON, who: str, me: bool) -> str:
    cards = _cards(args["cards"])
    if args["from"] == "facedown":
        return tr("You turn over {cards} and play it.", cards=cards) if me else \
            tr("{name} turns over {cards} and plays it.", name=who, cards=cards)
    if args["from"] == "faceup":
        return tr("You play {cards} from the table.", cards=cards) if me else \
            tr("{name} plays {cards} from the table.", name=who, cards=cards)
    return tr("You play {cards}.", cards=cards) if me else tr("{name} plays {cards}.", name=who, cards=cards)


def _describe_pickup(args: JSON, who: str, me: bool) -> str:
    count = card_count(len(args["cards"]))
    if args["laid"]:
        card = card_label(args["laid"])
        return tr("You lay {card} and pick up the pile ({count}).", card=card, count=count) if me else \
            tr("{name} lays {card} and picks up the pile ({count}).", name=who, card=card, count=count)
    return tr("You pick up the pile ({count}).", count=count) if me else \
        tr("{name} picks up the pile ({count}).", name=who, count=count)
