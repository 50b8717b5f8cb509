"""Palastgeflüster's table model: a seat's view as zones, seats and gestures (the texts come from :mod:`.texts`)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import CardView, Choice, LogFields, SeatView, Step, TableModel, ZoneView
from game.games.palastgefluester.rules.cards import (
    CHARACTER_TITLES,
    COLOUR_RGB,
    COLOUR_SYMBOLS,
    PLAYER_COLOURS,
    face,
    king_face,
)
from game.games.palastgefluester.rules.state import PalastAction
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr, tr_list, trn

from .log import private_lines
from .texts import headline, prompt, status_hint
from .words import magician_partner, title, uid


def table(view: PalastView, legal: Sequence[PalastAction], names: Sequence[str], log: LogFields) -> TableModel:
    """``log``: the model's log fields (:meth:`game.engine.Presenter.log_fields`)."""
    me, n = view["seat"], view["num_players"]
    rel = {s: (s - (me or 0)) % n for s in range(n)}  # no seat (a spectator): the first seat sits at the bottom
    choices = [c for action in legal for c in _choices(view, action, names, rel)]
    movable = {u for c in choices if c.drag_from for u in c.drag_from}
    targets = {c.drag_to for c in choices if c.drag_to}
    zones = [_hand_zone(view, s, rel[s], names, movable) for s in range(n)]
    zones += [_display_zone(view, s, rel[s], names, movable, targets) for s in range(n)]
    zones += _centre_zones(view)
    seats = [
        SeatView(s, names[s], _seat_badges(view, s), is_current=s == view["current"],
                 colour=COLOUR_RGB[PLAYER_COLOURS[s]], symbol=COLOUR_SYMBOLS[PLAYER_COLOURS[s]], points=view["scores"][s], target=view["target"],
                 cards=view["hand_sizes"][s],
                 icons=("shown",) if view["revealed"][s] is not None and s != me else ())
        for s in range(n)
    ]
    return TableModel(
        zones=zones, choices=choices, seats=seats, headline=headline(view, names),
        prompt=prompt(view, names) if legal else "", private=private_lines(view, names),
        hint=status_hint(view, names) if legal else "",
        hint_keys=status_hint(view, names, by_keys=True) if legal else "",
        **log,
    )


def _hand_zone(view: PalastView, seat: int, rel: int, names: Sequence[str], movable: set[str]) -> ZoneView:
    if seat == view["seat"]:
        cards = [CardView(uid(c), face(c), selectable=uid(c) in movable) for c in view["hand"]]
        label = tr("Your hand")
    elif (shown := view["revealed"][seat]) is not None:
        cards = [CardView(uid(c), face(c), highlight="revealed") for c in shown]
        label = tr("{name}'s hand (shown by the Treasurer)", name=names[seat])
    else:
        cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_sizes"][seat])]
        label = trn("{name}: {n} card", "{name}: {n} cards", view["hand_sizes"][seat], name=names[seat])
    return ZoneView(f"hand.{rel}", cards, label=label, arrange="row", owner=seat)


def _display_zone(view: PalastView, seat: int, rel: int, names: Sequence[str], movable: set[str],
                  targets: set[str]) -> ZoneView:
    last = view["last_card"]
    cards = [
        CardView(uid(c), face(c), selectable=uid(c) in movable or uid(c) in targets,
                 highlight="new" if c == last else None, spoken_caption=tr("played last") if c == last else "")
        for c in view["displays"][seat]
    ]
    col = PLAYER_COLOURS[seat]
    return ZoneView(
        f"display.{rel}", cards, label=f"{names[seat]} {COLOUR_SYMBOLS[col]} {tr(col)}", arrange="row",
        badges=[tr("{n} of 6 characters", n=len(cards))], owner=seat,
    )


def _centre_zones(view: PalastView) -> list[ZoneView]:
    silenced = view["silenced"]
    king = [CardView(f"k.{c}", king_face(c), highlight="silenced" if c == silenced else None,
                     spoken_caption=tr("the {character} is silenced", character=tr(CHARACTER_TITLES[c]))
                     if c == silenced else "")
            for c in view["king_open"]]
    discard = [CardView(uid(c) if c is not None else f"discard.{i}", None if c is None else face(c))
               for i, c in enumerate(view["discard"])]
    return [
        ZoneView("king", king, arrange="stack",
                 label=tr("Silenced: {character}", character=tr(CHARACTER_TITLES[silenced])) if silenced
                 else tr("No one silenced"), spoken_label=tr("Revealed King cards")),  # (the silenced one says so)
        ZoneView("kingdeck", [CardView(f"kingdeck.{i}", None) for i in range(view["king_deck_size"])],
                 arrange="stack", label=tr("King deck ({n})", n=view["king_deck_size"])),
        ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_size"])], arrange="stack",
                 label=tr("Deck ({n})", n=view["deck_size"])),
        ZoneView("discard", discard, arrange="stack", label=tr("Discard ({n})", n=len(discard))),
    ]


def _seat_badges(view: PalastView, seat: int) -> list[str]:
    """The sidebar's row of a seat: its colour, points and (in the dark) record, whole at 1280x720 beside the
    name. With the record the colour is its symbol alone (the seat's display on the table says the word); a
    hand the Treasurer shows lies face up and its plate wears the eye, so the row does not say it."""
    col = PLAYER_COLOURS[seat]
    dark = view["options"]["intrigues_in_the_dark"]
    badges = [COLOUR_SYMBOLS[col] if dark else f"{COLOUR_SYMBOLS[col]} {tr(col)}",
              tr("{score} / {target} points", score=view["scores"][seat], target=view["target"])]
    if dark:
        badges.append(tr("Record {n}", n=sum(r[seat] for r in view["records"])))
    return badges


def _choices(view: PalastView, action: PalastAction, names: Sequence[str], rel: dict[int, int]) -> list[Choice]:
    if action[0] == "play":
        return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="display.0", label=title(action[1]))]
    if action[0] == "next":  # a button, or a click on that seat
        return [Choice(action, steps=(Step(f"next:{action[1]}", tr("{name} plays next", name=names[action[1]]),
                                           seat=action[1]),))]
    if action[0] == "magician":  # the partner by a button or a click on their seat, then how many cards
        _, target, count = action
        return [Choice(action, steps=(Step(f"target:{target}", tr("Exchange with {name}", name=names[target]),
                                           seat=target),
                                      Step(f"count:{count}", trn("{n} card", "{n} cards", count), count=count)))]
    if action[0] == "give":  # the cards dragged onto the partner's hand (one of them: the prompt asks the rest)
        partner = magician_partner(view)
        give = tr("Give {cards}", cards=tr_list(title(c) for c in action[1:]))
        return [Choice(action, drag_from=frozenset(uid(c) for c in action[1:]), drag_to=f"hand.{rel[partner]}",
                       steps=(Step("give:" + ",".join(map(str, action[1:])), give),), label=give)]
    if action[0] == "discard":
        return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="discard",
                       label=tr("Discard {card}", card=title(action[1])))]
    if action[0] == "take":
        return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="hand.0", label=title(action[1]))]
    if action[0] == "swap":
        _, a, b = action
        swap = tr("Swap {first} with {second}", first=title(a), second=title(b))
        return [Choice(action, drag_from=frozenset({uid(a)}), drag_to=uid(b), label=swap),
                Choice(action, drag_from=frozenset({uid(b)}), drag_to=uid(a), label=swap)]
    raise ValueError(f"unknown action {action!r}")
