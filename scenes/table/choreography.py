"""Where the cards of a new table model come from, so that their motion tells what happened: a card that comes
into sight glides from the card it was before it was known (a bot's hidden card it played, the top of the draw
pile it was drawn or dealt from) and turns over on the way when one side was hidden; a card turned over where it
lies turns over there; the cards of a pile moved at once (picked up, burned) set off one after another; a token
set down on a card drops onto it.

Hidden cards have a uid per position (``"hand.2.0"``), a known card its own (``"c7"``): a card drawn from the deck
is a new uid in the hand while a ``deck.N`` uid is gone, and that pairing is all this module reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from scenes.table.motion import Flip, Pop, stagger_ms

if TYPE_CHECKING:
    from game.engine import CardView
    from scenes.table.motion import Tween

PILE_MIN = 3  # this many cards going from one zone to another at once are a pile: they stream, one after another
DEALT = "*dealt*"  # the cards dealt from the draw pile into the hands: one stream


class Sprite(Protocol):
    """What this module reads and sets of a card on the board (:class:`scenes.table.board.Sprite`)."""

    pos: tuple[float, float]
    tween: Tween | None
    flip: Flip | None
    pop: Pop | None
    delay_ms: float

    @property
    def uid(self) -> str: ...

    @property
    def card(self) -> CardView: ...

    @property
    def zone(self) -> str: ...

    @property
    def target(self) -> tuple[float, float, float, float]: ...


def choreograph(old: Mapping[str, Sprite], sprites: Mapping[str, Sprite], order: list[str],
                owners: dict[str, int | None], speed: float, dealing: bool = False,
                parties: Sequence[int] = ()) -> list[tuple[str, frozenset[str]]]:
    """Give the sprites of the new model (``sprites``, bottom first in ``order``; known ones already at their old
    place) where they set off from, their turning over and their delays; ``dealing``: a new round was dealt, the
    cards in the seats' zones come from the draw pile; ``parties``: the seats the last move involved (who made it,
    whom it aimed at), for a card traded between two of them. Returns the piles that went into a zone nobody owns (a
    burned stack, a discard pile): (zone, the pile's uids), to be marked as they land."""
    vanished = [s for uid, s in old.items() if uid not in sprites]
    pile = _draw_pile(sprites, order, owners)
    if dealing and pile is not None:  # every card in a seat's zone is new: the last round's are not kept
        old = {uid: s for uid, s in old.items() if owners.get(sprites[uid].zone if uid in sprites else s.zone) is None}
        for s in sprites.values():
            if s.uid not in old:
                s.pos, s.tween, s.flip = s.target[:2], None, None  # (placed from where it was: start afresh)
    fresh = [sprites[u] for u in order if u not in old]
    sources: dict[str, tuple[tuple[float, float], str | None, str]] = {}  # uid -> (pos, face, zone) it was
    if parties and not dealing:
        _traded(fresh, vanished, sprites, order, owners, parties, sources)
    for kind in () if dealing else ("own", "played", "drawn", "common"):
        for s in fresh:
            source = None if s.uid in sources else _take_source(s, vanished, owners, kind)
            if source is not None:
                sources[s.uid] = (source.pos, source.card.face, source.zone)
    hidden_choice = _hidden_choices(sources, sprites, vanished)
    for uid in hidden_choice:
        del sources[uid]
    streams: dict[tuple[str, str], list[Sprite]] = {}
    for s in fresh:
        dealt = owners.get(s.zone) is not None and pile is not None and pile.zone != s.zone
        if s.uid not in sources and dealt and pile is not None and s.uid not in hidden_choice:  # dealt into a hand
            sources[s.uid] = (pile.pos, None, DEALT)
        if s.uid in sources:
            s.pos, before, start = sources[s.uid]
            if (before is None) != (s.card.face is None):
                s.flip = Flip.at_speed(before, speed)
            streams.setdefault((start, s.zone if start != DEALT else DEALT), []).append(s)
    for uid in order:
        prev, s = old.get(uid), sprites[uid]
        if prev is None:
            continue
        if (prev.card.face is None) != (s.card.face is None):
            s.flip = Flip.at_speed(prev.card.face, speed)
        if s.card.token is not None and s.card.token != prev.card.token:
            s.pop = Pop.at_speed(speed)
        elif s.card.token is None:
            s.pop = None
        if prev.zone != s.zone:
            streams.setdefault((prev.zone, s.zone), []).append(s)
    marks: list[tuple[str, frozenset[str]]] = []
    for (start, zone), group in streams.items():
        if len(group) < (2 if start == DEALT else PILE_MIN):
            continue
        for i, s in enumerate(group):
            s.delay_ms = stagger_ms(i, len(group), speed)
        if start != DEALT and owners.get(zone) is None and owners.get(start) is None:  # a pile onto a common stack
            marks.append((zone, frozenset(s.uid for s in group)))
    return marks


def _traded(fresh: list[Sprite], vanished: list[Sprite], sprites: Mapping[str, Sprite], order: list[str],
            owners: dict[str, int | None], parties: Sequence[int],
            sources: dict[str, tuple[tuple[float, float], str | None, str]]) -> None:
    """A known card of a seat's zone went out of sight and another known card took its place (a King's trade):
    the new card comes from the other party's hidden hand, turning over on the way."""
    for s in fresh:
        owner = owners.get(s.zone)
        given = next((v for v in vanished if v.zone == s.zone and v.card.face is not None), None)
        if s.card.face is None or owner is None or given is None:
            continue
        hand = next((sprites[u] for u in order if sprites[u].card.face is None and owners.get(sprites[u].zone)
                     in parties and owners.get(sprites[u].zone) != owner), None)
        if hand is not None:
            vanished.remove(given)
            sources[s.uid] = (hand.pos, None, hand.zone)


def _hidden_choices(sources: dict[str, tuple[tuple[float, float], str | None, str]], sprites: Mapping[str, Sprite],
                    vanished: list[Sprite]) -> set[str]:
    """The face-down cards that came from face-up cards of a zone of which others went out of sight elsewhere
    or stay unmatched (three bribes in view, two of them chosen face down): which went where is a secret, so
    none of them may seem to come from one of those faces (by its place or by turning over from it)."""
    out_of_sight: dict[str, list[str]] = {}  # zone -> fresh face-down cards from its face-up cards
    for uid, (_, face, zone) in sources.items():
        if face is not None and sprites[uid].card.face is None:
            out_of_sight.setdefault(zone, []).append(uid)
    secret: set[str] = set()
    for zone, uids in out_of_sight.items():
        left = any(v.zone == zone and v.card.face is not None for v in vanished)  # a face of it not matched
        if left or len({sprites[u].zone for u in uids}) > 1:
            secret.update(uids)
    return secret


def _take_source(s: Sprite, vanished: list[Sprite], owners: dict[str, int | None], kind: str) -> Sprite | None:
    """The card gone from sight that ``s`` was, of one ``kind`` (and take it from ``vanished``): "own", one of
    its owner's (a seat's hidden card it played before it); "played", for a card in a zone nobody owns, one from
    some seat's zone; "drawn", for a card in a seat's zone, one of a zone nobody owns (a face-down one first);
    "common", for a card in a zone nobody owns, one of another such zone (a pile burned). A card in a common zone
    with none of them stays where it lies (the stage brings it from the seat that moved)."""
    owner = owners.get(s.zone)
    if kind == "own":
        found = next((v for v in vanished if owner is not None and owners.get(v.zone) == owner), None)
    elif kind == "played":
        found = next((v for v in vanished if owner is None and owners.get(v.zone) is not None), None)
    elif kind == "common":
        found = next((v for v in vanished if owner is None and owners.get(v.zone) is None and v.zone != s.zone), None)
    else:
        common = [v for v in vanished if owner is not None and owners.get(v.zone) is None]
        found = next((v for v in common if v.card.face is None), common[0] if common else None)
    if found is not None:
        vanished.remove(found)
    return found


def _draw_pile(sprites: Mapping[str, Sprite], order: list[str], owners: dict[str, int | None]) -> Sprite | None:
    """The top card of the draw pile: the zone nobody owns with the most face-down cards."""
    counts: dict[str, int] = {}
    top: dict[str, Sprite] = {}
    for uid in order:
        s = sprites[uid]
        if s.card.face is None and owners.get(s.zone) is None:
            counts[s.zone] = counts.get(s.zone, 0) + 1
            top[s.zone] = s
    if not counts:
        return None
    return top[max(counts, key=lambda z: counts[z])]
