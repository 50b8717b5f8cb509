"""What "Speak the game" says at the table, from the table model the viewer is shown (so only what the viewer's
seat may see, in the presenters' own words): the new lines of the move log, cards new in the viewer's hand, whose
turn it is; and the read-outs asked for by key (the hand, the table, the last moves). Pure: it hands the texts to
``say``, and asks ``cut`` to silence what is still being said when another person takes a shared screen."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.engine import CardView, TableModel, ZoneView
from game.i18n import clauses, tr, tr_list, trn

COUNTED = re.compile(r"(:\s*\d+|[(（]\d+[)）])$")
"""A label that ends in a count ("Deck (7)", "Deck: 34"): it says how many face-down cards the zone holds."""
FIRST_LINES = 3
"""Log lines said when a table is first shown (a match continued from a save: not its whole story)."""
LAST_MOVES = 5
"""Log lines the last-moves key reads."""


@dataclass
class _Seen:
    """What was said to one viewer: how far into their log, the face-up cards of their hand, whose turn."""

    lines: int = 0
    last: str = ""
    hand: set[str] = field(default_factory=set)
    turn: int | None = -1


class Announcer:
    """Turns each new table model into announcements. ``title`` names a card face in the UI language; ``cut``
    silences what is being said and drops what waits (a voice behind quick players lags by several lines)."""

    def __init__(self, say: Callable[[str], None], title: Callable[[str], str],
                 cut: Callable[[], None] = lambda: None) -> None:
        self.say, self.title, self.cut = say, title, cut
        self.seen: dict[int, _Seen] = {}
        self.viewer: int | None = None
        self.started = False

    def shown(self, model: TableModel, viewer: int | None, own_zone: str) -> None:
        """``model`` is now on the table for ``viewer``: say what is new to them. None: the table is seen from no
        seat (a spectator's; a shared screen before its first person takes it): no hand is theirs, though the
        bottom seat's may lie face up (a round's end shows every hand)."""
        from_a_seat, viewer = viewer is not None, viewer if viewer is not None else 0
        first = not self.started
        switched = not first and viewer != self.viewer
        self.started, self.viewer = True, viewer
        seen = self.seen.setdefault(viewer, _Seen())
        log = model.log
        if first:
            new = log[-FIRST_LINES:]
        elif switched:  # another person at the shared screen: the moves up to now were said already
            new = []
        elif seen.lines <= len(log) and (seen.lines == 0 or log[seen.lines - 1] == seen.last):
            new = log[seen.lines:]
        else:  # a move taken back: the log is shorter (the toast says so)
            new = []
        seen.lines, seen.last = len(log), log[-1] if log else ""
        if switched:
            self.cut()  # what the last person was still being told is theirs alone: not for the next one to hear
            if 0 <= viewer < len(model.seats):
                self.say(tr("{name} takes the screen.", name=model.seats[viewer].name))
        for line in new:
            self.say(line)
        hand = own_cards(model, own_zone) if from_a_seat else []
        fresh = [c for c in hand if c.uid not in seen.hand]
        seen.hand = {c.uid for c in hand}
        if fresh:
            cards = tr_list(self.name(c) for c in fresh)
            place = next((z.spoken_label for z in model.zones if z.id == own_zone), "")  # (Road's: "Your cards")
            self.say(tr("{place}, new: {cards}.", place=place, cards=cards) if place
                     else tr("New in your hand: {cards}.", cards=cards))
        current = next((s.seat for s in model.seats if s.is_current), None)
        turn = current
        if turn != seen.turn and model.headline and model.headline not in new:
            self.say(model.headline)
        seen.turn = turn

    def name(self, card: CardView) -> str:
        return self.title(card.face) if card.face else tr("a face-down card")

    def described(self, card: CardView) -> str:
        """A card as the read-outs say it: its name, with what its caption shows in words ("Financial mission (2
        discs)", Road's disc on a row's first card, a column's impression)."""
        caption = card.said_caption
        return tr("{card} ({caption})", card=self.name(card), caption=caption) if caption else self.name(card)

    def listed(self, cards: Sequence[CardView]) -> str:
        """Cards described one after another; set apart by semicolons where a caption's words hold commas."""
        said = [self.described(c) for c in cards]
        return tr("; ").join(said) if any(c.spoken_caption or c.caption for c in cards) else tr_list(said)

    def cards(self, cards: Sequence[CardView]) -> str:
        """Face-up cards described, face-down ones counted."""
        up = self.listed([c for c in cards if c.face])
        down = sum(1 for c in cards if not c.face)
        counted = trn("{n} face-down card", "{n} face-down cards", down) if down else ""
        return tr_list([text for text in (up, counted) if text])

    # ------------------------------------------------------------------ read-outs (asked for by key)
    def hand_text(self, model: TableModel, viewer: int | None, own_zone: str) -> str:
        """The viewer's hand, then their other places on the table (face-up cards named, face-down counted); a
        table seen from no seat (``viewer`` None: a spectator's) has none."""
        if viewer is None:
            return tr("You are watching: no cards are yours.")
        zones = {z.id: z for z in model.zones}
        own = zones.get(own_zone)
        if own is not None and own.spoken_label:  # the game's name for it (Road's taken cards: "Your cards")
            parts = [tr("{place}: {cards}.", place=own.spoken_label, cards=self.cards(own.cards)) if own.cards
                     else tr("{place}: none yet.", place=own.spoken_label)]
        else:
            parts = [tr("Your hand: {cards}.", cards=self.cards(own.cards)) if own is not None and own.cards
                     else tr("Your hand is empty.")]
        parts += [self.zone_text(z) for z in model.zones
                  if z.owner is not None and z.owner == viewer and z.id != own_zone and z.cards]
        return " ".join(parts)

    def table_text(self, model: TableModel, viewer: int | None, own_zone: str) -> str:
        """Every seat's public state (its plate's words, cards in hand, the face-up cards before it), then the
        middle of the table. Only what the model shows: a card hidden from the viewer is a face-down card."""
        parts = []
        for seat in model.seats:
            words = [*seat.badges]
            if seat.cards is not None and not seat.cards_in_badges:
                words.append(trn("{n} card in hand", "{n} cards in hand", seat.cards))
            shown = [c for z in model.zones if z.owner == seat.seat and (z.id != own_zone or viewer is None)
                     for c in z.cards if c.face]  # (the viewer's own hand is read by the hand key)
            if shown:
                words.append(tr("showing {cards}", cards=self.listed(shown)))
            name = tr("{name}, to move", name=seat.name) if seat.is_current else seat.name
            parts.append(tr("{place}: {cards}.", place=name, cards=clauses(words)) if words
                         else tr("{name}.", name=name))
        loose: list[CardView] = []
        named: dict[str, list[CardView]] = {}  # places the game names for a voice (Road's rows: a zone per card)
        for zone in model.zones:
            if zone.owner is not None or not zone.cards:
                continue
            if zone.label:
                parts.append(self.zone_text(zone))
            elif zone.spoken_label:
                named.setdefault(zone.spoken_label, []).extend(c for c in zone.cards if c.face)
            else:
                loose += [c for c in zone.cards if c.face]
        parts += [tr("{place}: {cards}.", place=capital(place), cards=self.listed(cards))
                  for place, cards in named.items() if cards]
        if loose:
            parts.append(tr("On the table: {cards}.", cards=self.listed(loose)))
        return " ".join(parts)

    def zone_text(self, zone: ZoneView) -> str:
        """A place and its cards; the place by the game's name for a voice where it has one (a label on the table may
        be a caption of what lies there: Palastgeflüster's "Silenced: Guard" over the King cards)."""
        if zone.label and not any(c.face for c in zone.cards) and COUNTED.search(zone.label):  # face down, and the
            return tr("{name}.", name=zone.label)  # label counts them ("Deck (7)", "Deck: 34", one back for the pile)
        if zone.spoken_label:  # ("Your face-up cards", "Revealed King cards")
            return tr("{place}: {cards}.", place=capital(zone.spoken_label), cards=self.cards(zone.cards))
        if not zone.label:
            return tr("Before you: {cards}.", cards=self.cards(zone.cards))
        return tr("{place}: {cards}.", place=zone.label, cards=self.cards(zone.cards))

    @staticmethod
    def last_moves(model: TableModel, n: int = LAST_MOVES) -> str:
        """The last ``n`` lines of the move log, oldest first."""
        return " ".join(model.log[-n:]) if model.log else tr("No moves yet.")


def own_cards(model: TableModel, own_zone: str) -> list[CardView]:
    """The face-up cards of the viewer's own hand zone."""
    return [c for z in model.zones if z.id == own_zone for c in z.cards if c.face]


def capital(text: str) -> str:
    """``text`` with its first letter a capital, as a sentence begins ("the top row" -> "The top row")."""
    return text[:1].upper() + text[1:]
