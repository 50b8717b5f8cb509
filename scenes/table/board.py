"""The cards on the table: a sprite per card of the table model, placed in its zone of the layout, moving
towards its place, and what lies under a point (the hit tests of the pointer and of the by-hand player)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

import pygame

from game.engine import CardView, TableModel, ZoneView
from scenes.art.cards import CARD_H, CARD_W
from scenes.table.arrange import GAP, Rect, slots
from scenes.table.choreography import choreograph
from scenes.table.fan import fan, hover_shift, inside
from scenes.table.layout import Layout, ZoneSpec
from scenes.table.motion import Flip, Pop, Tween, duration_ms
from scenes.ui.viewport import Viewport

SELECT_LIFT = 14.0
NEAR_MARGIN = 8.0  # logical units: well over the rounding to pixels at any window size (a pixel is 2 units at 800 wide)
LABEL_H = 24.0  # logical height of a zone's label strip (cards and their outlines stay below it)
MARK_OVERHANG = 16.0
"""How far a card's mark (the eye of a known card: scenes.table.table_paint.KNOWN) stands above it: under a taller
label strip (a larger text size) a zone's cards with one keep this far below it while their zone has the room."""
CAPTION_H = 22.0  # logical height kept under the cards of a zone with captions (one line at 15: 12 px at 1280x720)
CAPTION_GAP = 36.0  # logical room between captioned cards side by side, for the captions' width
CAPTION_LINE = 18.0  # logical height of each further caption line a zone keeps free (``ZoneSpec.caption_lines``)


STAGE_MAX_CARDS = 4  # a move of more cards (a pile picked up) is not staged: the cards go straight home
STAGE_CARD = (CARD_W * 1.1, CARD_H * 1.1)  # a card resting on the stage, large enough to read


@dataclass
class Sprite:
    uid: str
    card: CardView
    target: tuple[float, float, float, float]  # logical rect
    pos: tuple[float, float]  # current logical top-left (animated towards target)
    zone: str = ""
    via: tuple[float, float] | None = None  # a stop on the way (the stage), where it rests ``hold_ms``
    hold_ms: float = 0.0
    wait_ms: float = 0.0  # a later beat of a staged move: out of sight until then, it waits this long first
    angle: float = 0.0  # degrees counter-clockwise at rest (a card of a fan: the own hand, a held hand; scenes.table.fan)
    delay_ms: float = 0.0  # a card of a deal or a pile moved at once: it sets off this much after the first
    tween: Tween | None = None  # the glide it is on (:mod:`scenes.table.motion`)
    flip: Flip | None = None  # turning over (to a face, or to its back)
    pop: Pop | None = None  # a token was just set down on it

    def busy(self) -> bool:
        """Still on its way, turning over or getting its token."""
        return (self.pos != self.target[:2] or self.flip is not None or self.pop is not None
                or self.delay_ms > 0)

    def size(self) -> tuple[float, float]:
        """Its logical size: on the way to the stage and resting there, the stage's card size."""
        return STAGE_CARD if self.via is not None else (self.target[2], self.target[3])


class Board:
    """Sprites of one table model, bottom first in ``order``. ``lifted`` are the selected cards (drawn raised);
    the set is shared with the pointer and changed in place only."""

    def __init__(self, layout: Layout, viewport: Viewport, lifted: set[str]) -> None:
        self.layout, self.viewport, self.lifted = layout, viewport, lifted
        self.text_scale = 1.0  # the text size setting: the label strips as much taller as the cards leave room
        self.strips: dict[str, float] = {}  # zone -> its label strip's logical height, as last placed
        self.sprites: dict[str, Sprite] = {}
        self.order: list[str] = []
        self.snapped_back: set[str] = set()  # cards on their way home from a refused drop (they land quietly)
        self.last_moved: set[str] = set()  # the face-up cards the last move brought into sight or to another zone
        self.movers_moved: set[str] = set()  # those of them in the mover's own zones: the cards they played
        self.hovered: str | None = None  # the card under the pointer (set by the pointer): a fan card rises
        self.fans: dict[str, list[str]] = {}  # zone -> its cards left to right, for a zone laid out as a fan
        self.piles: list[tuple[str, frozenset[str]]] = []  # piles the last move put on a common stack (to mark)


    @property
    def label_h(self) -> float:
        """The tallest a zone's label strip grows at the text size (:data:`LABEL_H` at 100 %): half as much
        taller as the text (its text as large as the strip allows: 175 % in the strip at 200 %)."""
        return label_strip(self.text_scale)

    def label_height(self, zone_id: str) -> float:
        """The logical height of ``zone_id``'s label strip (a seat's plate, a zone's label) as last placed:
        :data:`LABEL_H` at 100 %; with a larger text size as much taller, up to :attr:`label_h`, as the room its
        cards leave above them allows (the cards keep their place and size at every text size)."""
        return self.strips.get(zone_id, LABEL_H)

    def _strip(self, zone: ZoneView, top: float, tops: Sequence[float]) -> float:
        """The label strip of ``zone`` (its top at ``top``) over its cards, whose tops (a fan's turned) are at
        ``tops``: see :meth:`label_height`.
        Not taller where another zone begins inside it (a seat's block holding its zones under its plate), nor
        than the room over the cards (and the eye a known card wears over its top edge)."""
        tall = self.label_h
        spec = self.layout.zones[zone.id]
        if tall <= LABEL_H:
            return LABEL_H
        x, y, w, _ = spec.rect
        for other_id, other in self.layout.zones.items():
            ox, oy, ow, _ = other.rect
            if other_id != zone.id and y + LABEL_H - 1 <= oy < y + tall and ox < x + w and ox + ow > x:
                return LABEL_H
        if not tops:
            return tall
        marked = any(card.highlight == "known" for card in zone.cards)
        room = min(tops) - top - (MARK_OVERHANG if marked else 0.0) - 2.0
        return max(LABEL_H, min(tall, room))
    def place(self, model: TableModel, animated: bool, sound: Callable[[str], None], speed: float = 1.0,
              dealing: bool = False, parties: Sequence[int] = (), mover: int | None = None) -> None:
        """Sprites for ``model``: known cards keep their position (and move from there when ``animated``, at
        animation ``speed``); cards that come into sight come from where they were (:mod:`scenes.table.choreography`;
        ``dealing``: a new round's, from the draw pile; ``parties``: the seats the last move involved, its ``mover``)."""
        old = self.sprites
        self.sprites, self.order, self.strips = {}, [], {}
        self.last_moved, self.fans = set(), {}
        for zone in model.zones:
            spec = self.layout.zones.get(zone.id)
            if spec is None:
                continue
            x, y, w, h = spec.rect
            top, labelled = y, shows_label(zone, spec)
            if labelled:  # keep the label strip clear of cards
                y, h = y + LABEL_H, max(10.0, h - LABEL_H)
            gap: float = GAP
            if any(card.caption for card in zone.cards):  # and the captions under the cards inside the zone
                h, gap = max(10.0, h - caption_room(spec)), caption_gap(spec)
            spec = hidden_fan(replace(spec, rect=(x, y, w, h), arrange=spec.arrange or zone.arrange), zone)
            groups = [card.group for card in zone.cards] if spec.arrange == "columns" else None
            own = zone.id == self.layout.own_zone and spec.arrange in ("row", "fan")
            if own or (spec.arrange == "fan" and any(card.caption for card in zone.cards)):
                spec = replace(spec, arrange="row")  # side by side while there is room (the own hand: each card
                # read whole when hovered; captioned cards: their captions side by side)
            rects = slots(spec, len(zone.cards), gap, groups)
            angles = [0.0] * len(rects)
            if (own or spec.arrange == "fan") and len(rects) > 1:
                posed = fan(rects, spec.rect)
                rects, angles = [r for r, _ in posed], [a for _, a in posed]
                self.fans[zone.id] = [card.uid for card in zone.cards]
            if labelled or zone.owner is not None:  # (a seat's plate may lie on its zone's top)
                self.strips[zone.id] = self._strip(zone, top, [_turned_top(r, a) for r, a in
                                                               zip(rects, angles, strict=True)])
            for card, rect, angle in zip(zone.cards, rects, angles, strict=True):
                prev = old.get(card.uid)
                pos = prev.pos if prev is not None and animated else rect[:2]
                self.sprites[card.uid] = Sprite(card.uid, card, rect, pos, zone.id, angle=angle)
                if prev is not None and animated:  # on its way: it goes on (its glide keeps its time)
                    now = self.sprites[card.uid]
                    now.tween, now.flip, now.pop, now.delay_ms = prev.tween, prev.flip, prev.pop, prev.delay_ms
                self.order.append(card.uid)
                if old and prev is None:
                    sound("deal")  # a card comes into sight: drawn, dealt
                elif prev is not None and not animated and prev.target != rect:
                    sound("card")  # moved at once (animated, it sounds as it lands)
                if old and card.face is not None and (prev is None or prev.zone != zone.id):
                    self.last_moved.add(card.uid)  # brought into sight, or to another zone
        owners = {zone.id: zone.owner for zone in model.zones}
        self.movers_moved = {u for u in self.last_moved if mover is not None and owners.get(self.sprites[u].zone) == mover}
        self.piles = (choreograph(old, self.sprites, self.order, owners, speed, dealing, parties)
                      if old and animated else [])

    def stage(self, uids: list[str], origin: tuple[float, float], centre: tuple[float, float],
              hold_ms: float, later: Sequence[str] = (), speed: float = 1.0) -> None:
        """Show a move: its cards come from ``origin`` (when they were not in sight), rest side by side around
        ``centre`` for ``hold_ms``, then go to their places. The ``later`` cards (what the move brought about: a
        King card the Spy reveals) are a beat of their own: they join the others once those rest there, from
        where they lie, and all go home together."""
        first = [u for u in uids if u not in later]
        sprites = [self.sprites[u] for u in (*first, *later)]
        w, h = STAGE_CARD
        step = w + GAP
        stage = self.layout.stage
        if stage is not None and len(sprites) > 1 and step * len(sprites) - GAP > stage.rect[2]:
            step = max(w / 3, (stage.rect[2] - w) / (len(sprites) - 1))  # more than the stage holds: fanned
        x = centre[0] - (step * (len(sprites) - 1) + w) / 2
        beat = 0.0
        for s in sprites:
            via = (x, centre[1] - h / 2)
            if s.uid in later:  # (from where it lies, not from where it came into sight)
                s.wait_ms, s.pos, s.tween = beat, s.target[:2], None
            elif s.pos == s.target[:2]:  # it came into sight just now: from the player who made the move
                s.pos = (origin[0] - w / 2, origin[1] - h / 2)
                if s.flip is None and s.card.face is not None:  # out of their hand: it turns over on the way
                    s.flip = Flip.at_speed(None, speed)
            if s.uid not in later:
                beat = max(beat, duration_ms(math.dist(s.pos, via), speed) + hold_ms / 2)
            s.via, s.hold_ms = via, hold_ms
            x += step
        for s in sprites:
            if s.uid not in later:
                s.hold_ms += beat if later else 0.0

    def lift_stage(self, bottom: float, top: float) -> None:
        """Raise the cards resting on the stage so that they end above the logical ``bottom`` (what is said about
        the move stands under them), but never above ``top``."""
        staged = [s for s in self.sprites.values() if s.via is not None]
        if not staged:
            return
        h = staged[0].size()[1]
        lowest = max(s.via[1] for s in staged if s.via is not None) + h
        highest = min(s.via[1] for s in staged if s.via is not None)
        lift = min(lowest - bottom, highest - top)
        if lift <= 0:
            return
        for s in staged:
            if s.via is not None:
                arrived = s.pos == s.via
                s.via = (s.via[0], s.via[1] - lift)
                if arrived:
                    s.pos = s.via

    def staging(self) -> bool:
        return any(s.via is not None for s in self.sprites.values())

    def at_the_stage(self) -> bool:
        """Every card of the staged move rests on the stage (what came of the move is told now); True with none."""
        return all(s.pos == s.via for s in self.sprites.values() if s.via is not None)

    def end_staging(self) -> None:
        for s in self.sprites.values():
            s.via, s.hold_ms, s.wait_ms = None, 0.0, 0.0

    def animate(self, dt_ms: float, speed: float, sound: Callable[[str], None]) -> None:
        """Move every card towards its place (by its stop on the stage, where it rests a while first), eased
        (:mod:`scenes.table.motion`), turning over on the way where one side was hidden; one that lands makes its sound
        (not one snapping back). At speed 0 everything is where it goes at once."""
        if speed <= 0:
            dt_ms = float("inf")
        for s in self.sprites.values():
            if s.delay_ms > 0:
                s.delay_ms -= dt_ms
                if s.delay_ms > 0:
                    continue
                dt_ms_left = -s.delay_ms if dt_ms != float("inf") else dt_ms
                s.delay_ms = 0.0
            else:
                dt_ms_left = dt_ms
            if s.flip is not None:
                s.flip.advance(dt_ms_left)
                if s.flip.done:
                    s.flip = None
            if s.pop is not None:
                s.pop.advance(dt_ms_left)
                if s.pop.done:
                    s.pop = None
            if s.via is not None:
                if s.wait_ms > 0:
                    s.wait_ms -= dt_ms_left
                elif s.pos != s.via:
                    s.pos = _glide(s, s.via, dt_ms_left, speed)
                elif s.hold_ms > 0:
                    s.hold_ms -= dt_ms_left
                else:
                    s.via = None
                continue
            target = s.target[:2]
            if s.pos == target:
                s.tween = None
                continue
            s.pos = _glide(s, target, dt_ms_left, speed)
            if s.pos == target:
                if s.uid in self.snapped_back:
                    self.snapped_back.discard(s.uid)
                else:
                    sound("card")

    def moving(self) -> frozenset[str]:
        """The cards drawn over the others this frame: on their way, turning over, getting a token."""
        return frozenset(uid for uid, s in self.sprites.items() if s.busy())

    def settled(self) -> bool:
        return all(not s.busy() and s.via is None for s in self.sprites.values())

    def snap_back(self, uids: frozenset[str]) -> None:
        """Refused cards go home without a landing sound (one dropped right at home has no way to go)."""
        self.snapped_back |= {u for u in uids if self.sprites[u].pos != self.sprites[u].target[:2]}

    # ------------------------------------------------------------------ geometry and hit tests
    def screen_rect(self, s: Sprite) -> pygame.Rect:
        """Where the card is drawn (window pixels, before it is turned by :meth:`angle`): raised when selected,
        and in a fan moved by the hovered card (:func:`scenes.table.fan.hover_shift`)."""
        x, y = s.pos
        if s.uid in self.lifted:
            y -= SELECT_LIFT
        if self.hovered is not None and s.via is None and s.zone in self.fans:
            dx, dy = self.fan_shift(s)
            x, y = x + dx, y + dy
        return card_rect(self.viewport, x, y, s.size())

    def fan_shift(self, s: Sprite) -> tuple[float, float]:
        """How far the hovered card of the own hand's fan moves ``s`` (itself up, its neighbours aside)."""
        uids = self.fans[s.zone]
        if s.zone != self.layout.own_zone or self.hovered not in uids or s.uid not in uids:
            return 0.0, 0.0
        rects = [self.sprites[u].target for u in uids]
        return hover_shift(uids.index(s.uid), uids.index(self.hovered), rects)

    def angle(self, s: Sprite) -> float:
        """How far the card is turned as drawn: a fan card at rest keeps its angle; hovered, on its way, or on the
        stage it lies straight."""
        if s.angle == 0.0 or s.via is not None or s.pos != s.target[:2] or (
                s.uid == self.hovered and s.zone == self.layout.own_zone):
            return 0.0
        return s.angle

    def draw_order(self) -> list[str]:
        """The cards bottom first as drawn: the hovered card of a fan over its neighbours."""
        h = self.hovered
        if h is None or h not in self.sprites or self.sprites[h].zone != self.layout.own_zone \
                or h not in self.fans.get(self.layout.own_zone, ()):
            return self.order
        return [u for u in self.order if u != h] + [h]

    def hits(self, s: Sprite, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` lies on the card as drawn (turned, in a fan)."""
        return inside(pos, self.screen_rect(s), self.angle(s))

    def zone_rect(self, zone_id: str) -> pygame.Rect:
        return self.viewport.rect(self.layout.zones[zone_id].rect)

    def card_at(self, pos: tuple[int, int], exclude: frozenset[str] = frozenset()) -> str | None:
        """The top-most card under ``pos`` (the one a press there picks up): a fan's cards as they lie at rest, so
        that what the pointer hovers does not depend on what it hovered before (the hovered card rises and pushes
        the others aside only as it is drawn); where no card lies at rest, the risen top of the hovered card."""
        lx, ly = self.viewport.to_logical(pos)
        sprites, hovered, self.hovered = self.sprites, self.hovered, None  # (:meth:`at_rest`, written out: each
        try:  # move of the pointer asks of every card)
            for uid in reversed(self.order):
                if uid in exclude:
                    continue
                sprite = sprites[uid]
                (x, y), target = sprite.pos, sprite.target
                w, h = STAGE_CARD if sprite.via is not None else (target[2], target[3])
                reach = (w + h) / 2 + SELECT_LIFT + NEAR_MARGIN  # a cheap first test: whether the point lies
                # within reach of the card however it is turned (its half-diagonal round its middle, its lift when
                # selected, a margin for the rounding to pixels); :meth:`hits` decides
                if abs(lx - x - w / 2) <= reach and abs(ly - y - h / 2) <= reach and self.hits(sprite, pos):
                    return uid
        finally:
            self.hovered = hovered
        s = self.sprites.get(self.hovered) if self.hovered is not None else None
        if s is not None and s.uid not in exclude and self.hits(s, pos):
            return s.uid
        return None

    @contextmanager
    def at_rest(self) -> Iterator[None]:
        """Within: no card hovered (where the cards lie while others are dragged)."""
        hovered, self.hovered = self.hovered, None
        try:
            yield
        finally:
            self.hovered = hovered

    def zone_at(self, pos: tuple[int, int], model: TableModel) -> str | None:
        """The smallest zone of ``model`` under ``pos``."""
        x, y = self.viewport.to_logical(pos)
        hits = [z.id for z in model.zones if z.id in self.layout.zones and _inside(self.layout.zones[z.id], x, y)]
        return min(hits, key=lambda z: _area(self.layout.zones[z])) if hits else None


def card_rect(viewport: Viewport, x: float, y: float, size: tuple[float, float]) -> pygame.Rect:
    """A card's rect in window pixels: its pixel size depends on its logical size only, not on where it is (a
    card in flight keeps one size, so its face is not rendered again at each pixel of the way)."""
    return viewport.sized(x, y, size[0], size[1])


def hidden_fan(spec: ZoneSpec, zone: ZoneView) -> ZoneSpec:
    """A zone with a ``back_scale`` whose cards all lie face down (another seat's hidden hand): small cards at
    that scale overlapping as in a fan (not turned: no turned backs to make on a frame), in the zone's top middle
    under its seat's plate; else the zone as its layout says."""
    if spec.back_scale is None or not zone.cards or any(card.face is not None for card in zone.cards):
        return spec
    x, y, w, h = spec.rect
    return replace(spec, rect=(x, y, w, min(h, CARD_H * spec.back_scale)), arrange="overlap",
                   card_scale=spec.back_scale)


def shows_label(zone: ZoneView, spec: ZoneSpec) -> bool:
    """Whether ``zone`` shows its label (over its cards, or as the caption of its empty place): a seat's zone
    whose layout says ``label_when`` "empty" shows it only while it holds no card (its cards and the seat's plate
    say what it is)."""
    if not (zone.label or spec.label or zone.badges):
        return False
    return spec.label_when != "empty" or zone.owner is None or not zone.cards


def caption_room(zone: ZoneSpec) -> float:
    """The logical height kept under a zone's captioned cards: its caption lines."""
    return CAPTION_H + CAPTION_LINE * (max(1, zone.caption_lines) - 1)


def caption_gap(zone: ZoneSpec) -> float:
    """The logical room between a zone's captioned cards side by side: a caption may be as wide as its card and
    this gap."""
    return CAPTION_GAP if zone.caption_gap is None else zone.caption_gap


def _glide(s: Sprite, goal: tuple[float, float], dt_ms: float, speed: float) -> tuple[float, float]:
    """``s`` a frame further on its eased glide to ``goal`` (a glide on its way keeps its time when the goal
    moves; one at rest sets off anew, its duration by the distance)."""
    if s.tween is not None and s.tween.at() != s.pos:  # moved by hand meanwhile (dragged, brought on stage)
        s.tween = None
    if s.tween is None or (s.tween.done and s.tween.end != goal):
        s.tween = Tween.between(s.pos, goal, speed)
    elif s.tween.end != goal:
        s.tween.retarget(goal)
    pos = s.tween.advance(dt_ms)
    if s.tween.done:
        s.tween = None
        return goal
    return pos


def _inside(spec: ZoneSpec, x: float, y: float) -> bool:
    zx, zy, zw, zh = spec.rect
    return zx <= x <= zx + zw and zy <= y <= zy + zh


def _area(spec: ZoneSpec) -> float:
    return spec.rect[2] * spec.rect[3]


def label_strip(text_scale: float) -> float:
    """A zone's label strip at ``text_scale`` (see :attr:`Board.label_h`)."""
    return LABEL_H * (1 + (text_scale - 1) / 2)


def _turned_top(rect: Rect, angle: float) -> float:
    """The top of ``rect`` turned by ``angle`` degrees about its middle (a fan's card)."""
    x, y, w, h = rect
    a = math.radians(angle)
    return y + h / 2 - abs(h / 2 * math.cos(a)) - abs(w / 2 * math.sin(a))


def still_look(board: Board) -> tuple | None:
    """What decides how ``board``'s cards are drawn (their order, places, stops on the stage, which are on their
    way), or None while one turns over or gets its token (each frame draws that anew). Two equal looks draw the
    same cards: a card resting on the stage or waiting to set off looks the same from one frame to the next."""
    sprites = board.sprites
    look = []
    for uid in board.order:
        s = sprites[uid]
        if s.flip is not None or s.pop is not None:
            return None
        look.append((uid, s.card, s.pos, s.target, s.via, s.angle, s.busy()))
    return tuple(look)
