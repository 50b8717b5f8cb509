"""Palace's table model: a seat's view as zones, seats and drag gestures (the texts come from :mod:`.texts`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.engine import CardView, Choice, LogFields, SeatView, TableModel, ZoneView
from game.i18n import ordinal, tr

from ..rules.cards import FACE, RANK, card_label
from ..rules.state import PalaceAction, allows, rank_to_beat
from ..rules.view import PalaceView
from .texts import headline, prompt, status_hint
from .words import card_count, game_rules, rank_word

BIG_PILE = 6
"""Picking up a pile of this many cards or more, when another move was possible, is confirmed first."""


def table(view: PalaceView, legal: Sequence[PalaceAction], names: Sequence[str], log: LogFields) -> TableModel:
    """``log``: the model's log fields (:meth:`game.engine.Presenter.log_fields`)."""
    n, me = view["num_players"], view["seat"]
    selectable = {c for a in legal for c in _gesture_cards(a, view)}
    zones: list[ZoneView] = []
    for seat in range(n):
        rel = (seat - (me or 0)) % n  # no seat (a spectator): the first seat sits at the bottom
        zones += _seat_zones(view, seat, rel, selectable, names)
    pile = view["pile"]
    top = rank_to_beat(pile, game_rules(view))
    zones += [
        ZoneView("pile", [CardView(c, FACE[c]) for c in pile], label=tr("Pile"), arrange="stack",
                 badges=[card_count(len(pile))] + ([tr("beat {rank}", rank=rank_word(top))] if top else [])),
        ZoneView("stock", [CardView(f"stock.{i}", None) for i in range(view["stock"])], label=tr("Stock"),
                 arrange="stack", badges=[str(view["stock"])]),
        ZoneView("burned", [CardView(f"burned.{i}", None) for i in range(len(view["burned"]))],
                 label=tr("Burned"), arrange="stack", badges=[str(len(view["burned"]))]),
    ]
    return TableModel(
        zones=zones,
        choices=_confirm_big_pickup([c for a in legal for c in _choices(a, view)], view),
        seats=[_seat_view(view, s, names) for s in range(n)],
        headline=headline(view, names),
        prompt=prompt(view, legal), hint=status_hint(view, legal),
        **log,
    )


def _seat_zones(view: PalaceView, seat: int, rel: int, selectable: set[str],
                names: Sequence[str]) -> list[ZoneView]:
    if seat == view["seat"]:
        hand = [CardView(c, FACE[c], selectable=c in selectable,
                         highlight="known" if c in view["known"][seat] else None) for c in view["hand"]]
    else:
        known = view["known"][seat]
        hidden = view["hand_sizes"][seat] - len(known)
        hand = [CardView(c, FACE[c], highlight="known") for c in known]
        hand += [CardView(f"hand.{seat}.{i}", None) for i in range(hidden)]
    faceup = [CardView(c, FACE[c], selectable=c in selectable, caption=f"×{len(st)}" if len(st) > 1 else "",
                       spoken_caption=tr("a stack of {n}", n=len(st)) if len(st) > 1 else "")
              for st in view["faceup"][seat] for c in st]
    facedown = [CardView(f"facedown.{seat}.{i}", None, selectable=f"facedown.{seat}.{i}" in selectable)
                for i in range(view["facedown"][seat])]
    own = seat == view["seat"]
    return [
        ZoneView(f"hand.{rel}", hand, arrange="fan" if rel == 0 else "row", owner=seat,
                 label="" if rel == 0 else names[seat], badges=[tr("{n} in hand", n=view["hand_sizes"][seat])],
                 spoken_label=tr("Your hand") if own else names[seat]),
        ZoneView(f"faceup.{rel}", faceup, arrange="row", owner=seat,
                 spoken_label=tr("Your face-up cards") if own else tr("{name}'s face-up cards", name=names[seat])),
        ZoneView(f"facedown.{rel}", facedown, arrange="row", owner=seat,
                 spoken_label=tr("Your face-down cards") if own else tr("{name}'s face-down cards",
                                                                          name=names[seat])),
    ]


def _gesture_cards(action: PalaceAction, view: PalaceView) -> tuple[str, ...]:
    if action[0] == "play":
        return tuple(action[2])
    if action[0] == "swap" or action[0] == "stack":
        return action[1], action[2]
    if action[0] == "faceup" or (action[0] == "pickup" and len(action) == 2):
        return (action[1],)
    if action[0] == "blind":
        return (f"facedown.{view['seat']}.{action[1]}",)
    return ()


def _choices(action: PalaceAction, view: PalaceView) -> list[Choice]:
    if action[0] == "play":
        return [Choice(action, drag_from=frozenset(action[2]), drag_to="pile")]
    if action[0] == "blind":
        return [Choice(action, drag_from=frozenset({f"facedown.{view['seat']}.{action[1]}"}), drag_to="pile")]
    if action[0] == "swap":
        _, h, f = action
        swap = tr("Swap {first} with {second}", first=card_label(h), second=card_label(f))
        return [Choice(action, drag_from=frozenset({h}), drag_to=f, label=swap),
                Choice(action, drag_from=frozenset({f}), drag_to=h, label=swap)]
    if action[0] == "stack":
        _, h, f = action
        return [Choice(action, drag_from=frozenset({h}), drag_to=f,
                       label=tr("Stack {card} on {target}", card=card_label(h), target=card_label(f)))]
    if action[0] == "faceup":
        return [Choice(action, drag_from=frozenset({action[1]}), drag_to="faceup.0")]
    if action[0] == "ready":
        return [Choice(action, button=tr("Ready"))]
    if len(action) == 2:  # lay a face-up card, then pick up
        card = action[1]
        playable = allows(game_rules(view), RANK[card], rank_to_beat(view["pile"], game_rules(view)))
        return [Choice(action, drag_from=frozenset({card}), drag_to="hand.0" if playable else "pile",
                       button=tr("Lay {card} and pick up the pile", card=card_label(card)))]
    return [Choice(action, drag_from=frozenset({view["pile"][-1]}), drag_to="hand.0",
                   button=tr("Pick up the pile"))]


def _confirm_big_pickup(choices: list[Choice], view: PalaceView) -> list[Choice]:
    """Picking up a big pile when a card could be played instead is asked about first (a slip of the hand
    costs much)."""
    pile = len(view["pile"])
    if pile < BIG_PILE or all(c.action[0] == "pickup" for c in choices if isinstance(c.action, tuple)):
        return choices
    question = tr("Pick up all {n} cards of the pile?", n=pile)
    return [replace(c, confirm=question) if isinstance(c.action, tuple) and c.action[0] == "pickup" else c
            for c in choices]


def _seat_view(view: PalaceView, seat: int, names: Sequence[str]) -> SeatView:
    badges = [tr("{n} in hand", n=view["hand_sizes"][seat])]
    if seat == view["dealer"]:
        badges.append(tr("Dealer"))
    if seat in view["out"]:
        badges.append(tr("{place} out", place=ordinal(view["out"].index(seat) + 1)))
    result = view["result"]
    if result and len(set(result)) > 1:
        to_win = view["options"]["play_to_win"]
        if result[seat] == (1.0 if to_win else 0.0):
            badges.append(tr("Winner") if to_win else tr("Loser"))
    out = seat in view["out"]
    return SeatView(seat, names[seat], badges=badges, is_current=view["current"] == seat,
                    cards=view["hand_sizes"][seat], cards_in_badges=True, icons=("dealer",) if seat == view["dealer"] else (),
                    place=view["out"].index(seat) + 1 if out else None, dimmed=out)
