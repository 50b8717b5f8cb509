"""What the table's keys' ring says of what it rests on (:mod:`scenes.table.keyboard`): a card by the name the game
gives it ("Guard (red)", "King: Fool", "7 of Hearts"), with what its look tells a player who sees it (the eye of a
card someone has seen, its caption in the game's words) and its effect text; a seat by its plate's words; a place
by its label, or the name the game gives a place that shows none. Nothing game-specific: the words are the
presenter's (``CardView.spoken_caption``, ``ZoneView.spoken_label``, ``Presenter.card_name``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import clauses, tr

if TYPE_CHECKING:
    from game.engine import CardView, TableModel, ZoneView
    from scenes.table.host import TableHost

KNOWN = "known"  # the highlight of a card others have seen (it wears an eye: scenes.table.card_paint)


def card_words(table: TableHost, card: CardView, zone: ZoneView | None) -> str:
    """A card in words: its name, who has seen it (the eye it wears), its caption and its effect text; a face-down
    card: that it is face down, and its caption. ``zone``: where it lies (whose card it is)."""
    spec = table.spec(card.face)
    parts = [table.voice.card_name(card.face) if spec is not None and card.face is not None
             else tr("A face-down card")]
    if card.highlight == KNOWN and card.face is not None:
        parts.append(seen_words(zone.owner if zone is not None else None, table.match.viewer))
    if caption := card.said_caption:
        parts.append(caption)
    if spec is not None and spec.text:
        parts.append(tr(spec.text))
    return clauses(parts)


def seen_words(owner: int | None, viewer: int | None) -> str:
    """Who has seen a card that wears the eye, as its legend says (:func:`scenes.table.table_hints.known_legend`)."""
    if viewer is None:
        return tr("everyone at the table has seen it")
    if owner is not None and owner == viewer:
        return tr("the other players have seen it")
    return tr("you have seen it")


def place_words(zone: ZoneView | None, layout_label: str = "") -> str:
    """A place a card may be put, as the keys' ring says it: the name the game gives it for a voice, else the label
    the table shows (the zone's, else its layout's ``layout_label``, English like a msgid); never its id (a voice
    read Road's grid cell as "grid.r0c0")."""
    place = "" if zone is None else zone.spoken_label or zone.label
    if not place and layout_label:
        place = tr(layout_label)
    return tr("Put it here: {place}", place=place) if place else tr("Put it here")


def seat_words(model: TableModel, seat: int) -> str:
    """A seat in words: its name, what the game writes beside it (its score in the game's own words, "2 tokens of
    7", "10 influence"; protected, out, cards in hand) and whether it moves. (Its points are those words' number:
    said again as "2 points" they were said twice, and "1 points".)"""
    view = next((s for s in model.seats if s.seat == seat), None)
    if view is None:
        return ""
    parts = [view.name, *view.badges]
    if view.is_current:
        parts.append(tr("to move"))
    return clauses(parts)
