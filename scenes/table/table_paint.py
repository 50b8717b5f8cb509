"""Drawing the table in layers: the felt with the zones (cached per window), the background of one table model
(labels, headline, sidebar), the cards at rest (redrawn only when the moving cards, selection or drag change),
then what moves: cards in flight, the dragged cards, the selection box, the enlarged preview of a hovered card."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.engine import CardSpec, SeatView, TableModel
from game.i18n import current_language, tr
from scenes.art.design import Token
from scenes.art.felt import felt
from scenes.art.games import design_for
from scenes.table import gestures, seat_plates, table_chrome
from scenes.table.board import (
    CAPTION_GAP,
    Board,
    Sprite,
    caption_gap,
    card_rect,
    shows_label,
)
from scenes.table.effects import Effects, draw_turning, turning_face
from scenes.table.fan import corners as fan_corners
from scenes.table.layers import Layer, Step, put
from scenes.table.pointer import Pointer, box_rect
from scenes.table.sidebar import SidebarLayout, draw_panel, frame, sidebar_steps
from scenes.table.table_hints import DIM, GLOW, TableHints
from scenes.ui.text_fit import base_px, grown_px, strip_px, wrapped_px
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.core.app import App

KNOWN = "known"  # a card highlight: others have seen this card (it wears an eye)
HOVER_MS = 350
STALE: tuple = ()
"""The settled layer's key once the background changed: the cards at rest are drawn anew where they changed."""
TURNED_KEPT = 256  # turned faces kept for reuse (per face, size and angle)
MARKS_KEPT = 96  # turned shadows, halos and shades kept for reuse (per size and angle)
HELD_FRAMES = 3
"""The most frames running that show the last picture while a move's work is done out of sight."""
SMOOTH_TURNS = 6  # fan faces turned smoothly in one frame (1.5 ms each; the others plainly until a later frame)
PREVIEW = (200.0, 280.0)
MIN_TEXT = 15.0  # the smallest logical text size on the table: 12 px at the 1280x720 window
TOKEN_MAX = 27.0  # logical: the widest a token on a card is drawn (as on a card at scale 0.6, Road's grid)
CAPTION_LINES = 3  # a caption wider than its card wraps to this many lines before the last is cut
NARRATION_W = 760.0
NARRATION_MIN_W = 300.0  # logical: the least width the narration wraps to
NARRATION_PAD = 28.0  # logical: the narration box is this much wider than its widest line
NARRATION_WRAPPED = 6  # the most wrapped lines the narration's box shows: the move whole, then whole lines of its result
NARRATION_GAP = 12.0  # logical: between the cards on the stage and the narration, and the narration and the status
STAGE_TOP = 44.0  # logical: the cards on the stage are raised no higher than this below the window's top (headline)
HEADLINE_SIZES = (22.0, 20.0, 18.0, 16.0, MIN_TEXT)
"""The headline's logical text sizes, largest first: the largest at which it is whole (the last: 12 px at
1280x720, where a headline still too long is cut short)."""


class TablePainter:
    def __init__(self, app: App, board: Board, pointer: Pointer, spec: Callable[[str | None], CardSpec | None],
                 game_id: str) -> None:
        self.app, self.board, self.pointer, self.spec, self.game_id = app, board, pointer, spec, game_id
        self.background: pygame.Surface | None = None  # felt, zones and sidebar of the current model
        self.reserve = 0.0  # logical width the headline leaves free at its right (the spectators' eye)
        self._layer = Layer()  # the reused surface behind ``background``, drawn anew where the model changed
        self._zones: pygame.Surface | None = None
        self._zones_key: object = None
        self._captions: dict[tuple, pygame.Surface] = {}  # caption_pill's surfaces
        self._labels: dict[tuple, list[tuple[pygame.Surface, pygame.Rect]]] = {}  # label_parts' layouts
        self._headline: tuple[object, tuple[pygame.Surface, pygame.Rect] | None] = (None, None)
        self._turned: dict[tuple, pygame.Surface] = {}  # (face, angle) -> a fan card's turned face
        self._turned_marks: dict[tuple, pygame.Surface] = {}  # (shadow, halo or shade, angle) -> turned: the faces
        # come and go, these few stay (a new fan's angles would turn them all again on the frame)
        self._tokens: dict[str, bool] = {}  # face -> whether it is a round token
        self._smooth_left = SMOOTH_TURNS  # the fan faces this frame may still turn smoothly
        self.rough = False  # a fan face was turned plainly this frame: the next frame turns it smoothly
        self._cards = Layer()  # background plus the cards at rest, drawn anew where they changed
        self._settled_key: tuple | None = None  # what the cards at rest were last drawn for (None: draw them whole)
        self._background_changed: list[pygame.Rect] | None = None  # where, since (None: anywhere)
        self._reaches: dict[tuple, pygame.Rect] = {}  # a card's key in the layer -> its reach (card_reach)
        self._reaches_at = 0.0  # the window scale they were measured at
        self._mats: tuple[object, tuple[tuple[float, float, float, float], ...]] = (None, ())  # zones -> mats
        self.plates: dict[int, str] = {}  # seat -> the zone its plate sits on (scenes.table.seat_plates)
        self.dimmed: frozenset[str] = frozenset()  # zones of seats out of the round
        self.marks: dict[str, str] = {}  # uid -> table_hints.GLOW or DIM (set with the model)
        self.label_rects: dict[str, pygame.Rect] = {}  # zone -> its label's or seat plate's rect, as last drawn
        self.plate_ends: dict[str, list[pygame.Rect]] = {}  # zone -> what its plate wrote at each end
        self.badges: dict[str, str] = {}  # uid of a stack's top card -> the count it wears
        self.stacked: frozenset[str] = frozenset()  # cards lying on another of their stack (no shadow of their own)
        self.on_cards: frozenset[str] = frozenset()  # round tokens lying in a zone of cards (a disc dropped on a
        # card and held there, scenes.table.held_picks): drawn as small as a card's own token
        self.mat_rects: list[pygame.Rect] = []  # the mats under the table's middle, as last drawn
        self.hints = TableHints(app, board)
        self.viewer: int | None = None  # whose table it is (as the background was last drawn)
        self.narration_box: pygame.Rect | None = None  # where the narration was last drawn (none: not shown)
        self.effects = Effects(reduced=lambda: app.reduce_motion)  # a token flying to the round's winner, a burned pile's mark (scenes.table.effects)
        self.just_placed = False  # a new model's cards were placed this frame: its background waits a frame
        self._held = 0  # the frames running that showed the last picture (wait_a_frame)

    def release(self) -> None:
        """Let go of every surface (the table closed)."""
        self.background = self._zones = None
        self._layer.release()
        self._cards.release()
        self._zones_key = self._settled_key = None
        self._captions, self._turned, self._turned_marks, self._labels = {}, {}, {}, {}
        self._headline = (None, None)

    @property
    def _canvas(self) -> pygame.Surface | None:
        """The surface the background is drawn on (kept between models)."""
        return self._layer.surface

    @property
    def _settled(self) -> pygame.Surface | None:
        """The surface of the background with the cards at rest (kept between models)."""
        return self._cards.surface

    def forget_background(self) -> None:
        """Draw the background anew, as a whole (its labels and headline laid out anew too)."""
        self.background = None
        self._layer.forget()
        self._labels, self._headline = {}, (None, None)

    def background_changed(self) -> None:
        """The model, the window or the sidebar changed: draw the background anew where it changed."""
        self.background = None

    # ------------------------------------------------------------------ the frame
    def draw(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout, viewer: int | None,
             widgets: Callable[[pygame.Surface], None], narration: Sequence[str] = (),
             targets: Sequence[int] = ()) -> None:
        if self.background is None:
            self.background = self.render_background(surface.get_size(), model, sidebar, viewer)
            self._settled_key = STALE
        pointer = self.pointer
        self._smooth_left, self.rough = SMOOTH_TURNS, False
        self.just_placed, self._held = False, 0
        if narration:
            self.fit_stage(narration)
        dragged = pointer.drag or frozenset()
        moving = self.board.moving() | dragged
        surface.blit(self.settled_layer(moving, model), (0, 0))
        for uid in self.board.order:  # cards in flight go over the settled ones
            if uid in moving and uid not in dragged:
                self.draw_card(surface, self.board.sprites[uid])
        if self.effects.active():
            self.effects.draw(surface, self.app.viewport)
        if targets:  # under the narration, which tells what they aim at
            self.draw_target_arrows(surface, targets, model.seats)
        self.narration_box = None
        if narration:
            self.draw_narration(surface, narration)
        widgets(surface)
        if pointer.lasso is not None:
            self.draw_box(surface)
        if pointer.drag is not None:
            for uid in [u for u in self.board.order if u in pointer.drag]:
                self.draw_card(surface, self.board.sprites[uid], pointer.dragged_rect(uid))
        self.hints.draw(surface)  # over every card: the status line
        risen = self.risen()
        if risen is not None and risen not in moving:  # a fan's hovered card over all, to be read whole
            self.draw_card(surface, self.board.sprites[risen])
        if pointer.drag is None and pointer.hover is not None and pointer.hover_ms >= HOVER_MS:
            self.draw_preview(surface)
        self.hints.draw_tips(surface)  # a refused card's reason over all, the preview too
        if self.rough:  # a new fan's faces: a few turned smoothly each frame (each 1.5 ms), the rest next frame
            self._settled_key = None  # (drawn whole)
            self.app.invalidate()

    def wait_a_frame(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout,
                     viewer: int | None) -> bool:
        """Whether the frame a move's cards set off in may show the last picture as it is, so that the work of a
        move is split over three frames: the first re-read the model and placed the cards (:attr:`just_placed`),
        the second draws the new model's felt, plates and sidebar out of sight, the third draws the cards anew
        over them and shows it all (the cards have barely left). Never for another viewer's table (it showed
        what only the last viewer could see), a new window size, or more than :data:`HELD_FRAMES` frames running
        (moves made at every other frame, as bots fast forward: the model re-read at the third draws its
        background too, the fourth shows it all). The frame that re-reads the model draws no background even when
        the one before held the picture (for a background that the move's now replaces)."""
        canvas = self._canvas
        if (self.background is not None or canvas is None or canvas.get_size() != surface.get_size()
                or viewer != self.viewer or not self.board.moving() or self._held >= HELD_FRAMES):
            return False
        self._held += 1
        placed, self.just_placed = self.just_placed, False
        if placed and self._held < HELD_FRAMES:  # (each took 2-4 ms: together the heaviest frame of a move)
            return True
        self.background = self.render_background(surface.get_size(), model, sidebar, viewer)
        self._settled_key = STALE
        if self._background_changed:  # the new log and seat rows, where no card lies, out of sight too (0.5 ms)
            self._background_changed = self._cards.show_base(self.background, self._background_changed)
        return True

    def draw_out_of_sight(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout,
                          viewer: int | None) -> bool:
        """Whether the first frame of the table after a screen over it went (the next round after its summary, a
        new player's turn after the hand-over) may show that screen a frame longer while it draws the new
        model's felt, plates and sidebar out of sight, so that the next frame draws the cards over them and
        shows it all (the work of a new round split over two frames). Not for the table's very first frame."""
        canvas = self._canvas
        if self.background is not None or canvas is None or canvas.get_size() != surface.get_size():
            return False
        self.background = self.render_background(surface.get_size(), model, sidebar, viewer)
        self._settled_key = STALE
        return True

    def settled_layer(self, moving: frozenset[str], model: TableModel) -> pygame.Surface:
        """The background, the drop targets and every card at rest; drawn anew only when the cards in flight, the
        selection, the drag, the hovered card or the background change, and then only where cards came, went or
        changed, or the background did (:class:`scenes.table.layers.Layer`): a frame of an animation blits just
        the moving cards, a card landing or a hover in the fan redraws just their part of the layer."""
        key = (moving, frozenset(self.pointer.selection), self.pointer.drag, self.board.hovered)
        background = self.background
        assert background is not None, "draw() renders the background first"
        layer = self._cards
        if key == self._settled_key and layer.surface is not None and layer.surface.get_size() == background.get_size():
            return layer.surface
        if self._settled_key is None:
            layer.forget()  # drawn whole
        changed, self._background_changed = self._background_changed, []
        layer.paint(background, "background", self.settled_steps(moving, model), changed)
        self._settled_key = key
        assert layer.surface is not None
        return layer.surface

    def settled_steps(self, moving: frozenset[str], model: TableModel) -> list[Step]:
        """The layer of cards at rest as steps over the background: the drop targets, the cards bottom first (none
        in flight, nor the fan's risen card), the stacks' counts."""
        vp, board, pal = self.app.viewport, self.board, self.app.palette
        steps = []
        if self.pointer.drag is not None:
            line = max(2, vp.px(3))
            steps += [Step(("lit", pal.good), r, partial(self.draw_lit, r=r, line=line))
                      for r in self.drop_target_rects(model)]
        risen = self.risen()
        skip = moving if risen is None else moving | {risen}
        selection, last_moved, marks = self.pointer.selection, board.last_moved, self.marks
        reaches, self._reaches = (self._reaches, {}) if self._reaches_at == vp.scale else ({}, {})
        self._reaches_at = vp.scale
        for uid in board.draw_order():
            s = board.sprites[uid]
            if uid in skip or s.wait_ms > 0:  # (a later beat of a staged move: not in sight yet)
                continue
            r, angle, c = board.screen_rect(s), board.angle(s), s.card
            key = ("card", uid, c.face, c.highlight, c.caption, c.token, r.x, r.y, r.w, r.h, angle, s.zone,
                   s.via is None, s.flip is None, s.pop.scale() if s.pop is not None else 1.0, marks.get(uid),
                   uid in selection, uid in last_moved, uid in self.stacked, s.zone in self.dimmed)
            reach = reaches.get(key) or self.card_reach(s, r, angle)  # (the same for the same key)
            self._reaches[key] = reach
            steps.append(Step(key, reach, partial(self.draw_card, s=s)))
        width = max(2, vp.px(3))
        for uid, text in self.badges.items():
            if uid not in board.sprites or uid in moving:
                continue
            r = board.screen_rect(board.sprites[uid])
            img = self.app.fonts.text(text, vp.px(MIN_TEXT), pal.text, bold=True)
            label = table_chrome.label_strip(board, model, board.sprites[uid].zone)  # (left whole by the badge)
            badge = table_chrome.badge_rect(img.get_size(), r, width, label)
            steps.append(Step(("badge", text, r.x, r.y, r.w, r.h, badge.y), badge.inflate(2, 2),
                              partial(table_chrome.draw_badge, text_img=img, card=r, fill=pal.panel,
                                      line=pal.panel_line, width=width, clear_of=label)))
        return steps

    def card_reach(self, s: Sprite, r: pygame.Rect, angle: float) -> pygame.Rect:
        """What drawing the card ``s`` (at ``r``, turned by ``angle``) may touch at most: its shadow, halo,
        outline, the eye of a known card, its caption (window pixels)."""
        m = self.app.viewport.px(16) + r.w // 8
        reach = r.inflate(2 * m, 2 * m)
        if angle:  # turned about its middle (the eye and the token are not: within ``reach``), with no caption
            xs, ys = zip(*fan_corners(reach, angle), strict=True)
            turned = pygame.Rect(int(min(xs)), int(min(ys)), 0, 0)
            turned.size = (math.ceil(max(xs)) - turned.x, math.ceil(max(ys)) - turned.y)
            return turned.inflate(4, 4).union(reach)
        caption = self.caption_rect(s, r)
        return reach if caption is None else reach.union(caption)

    def draw_lit(self, surface: pygame.Surface, r: pygame.Rect, line: int) -> None:
        """A drop target's light."""
        vp = self.app.viewport
        surface.blit(table_chrome.lit(r.size, self.app.palette.good, vp.px(12), line), r.topleft)

    def is_token(self, face: str | None) -> bool:
        """A round token (a mission disc): it draws its own shadow, a card's would show round it."""
        if face is None:
            return False
        found = self._tokens.get(face)
        if found is None:
            found = self._tokens[face] = isinstance(design_for(face, self.game_id), Token)
        return found

    def risen(self) -> str | None:
        """The hovered card of a fan (drawn over everything, the status line too, as it rises)."""
        h, board = self.board.hovered, self.board
        own = board.layout.own_zone
        return h if h is not None and h in board.sprites and h in board.fans.get(own, ()) else None

    # ------------------------------------------------------------------ background
    def render_background(self, size: tuple[int, int], model: TableModel, sidebar: SidebarLayout,
                          viewer: int | None) -> pygame.Surface:
        """Felt, zones, labels, headline and sidebar of the current model, on a reused surface: drawn anew only
        where they changed since the last model (:class:`scenes.table.layers.Layer`)."""
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        layout = self.board.layout
        self.viewer = viewer
        owners = (layout, tuple((z.id, z.owner is None) for z in model.zones))
        if self._mats[0] != owners:  # (the same while the same zones are the seats')
            middle = [layout.zones[z] for z in table_chrome.mat_zones(model, layout)]
            owned = [layout.zones[z.id] for z in model.zones if z.owner is not None and z.id in layout.zones]
            self._mats = (owners, tuple(table_chrome.mat_rects(middle, owned)))
        mats = self._mats[1]
        self.mat_rects = [vp.rect(m) for m in mats]
        zones = self.zone_layer(size, mats)
        current = {s.seat for s in model.seats if s.is_current}
        self.plates = seat_plates.plate_zones(model, layout.zones)
        self.dimmed = seat_plates.dimmed_zones(model)
        plated = {zone_id: seat for seat, zone_id in self.plates.items()}
        seats = {s.seat: s for s in model.seats}
        self.label_rects, self.plate_ends, self.badges = {}, {}, {}
        self.on_cards = frozenset(c.uid for z in model.zones if not all(self.is_token(c.face) for c in z.cards)
                                  for c in z.cards if self.is_token(c.face))
        self.stacked = frozenset(c.uid for z in model.zones if z.id in layout.zones
                                 and (layout.zones[z.id].arrange or z.arrange) == "stack" for c in z.cards[1:])
        steps: list[Step] = []
        sinks: list[tuple[str, str] | None] = []  # per step: where its result goes (plate_ends, label_rects)
        radius, line = vp.px(8), max(1, vp.px(2))
        # an empty zone's outline is left out where cards rest over it (Road's card columns under the bribes
        # still to choose): it would show round their edges as a stray frame
        resting = [vp.sized(*s.target) for s in self.board.sprites.values()]
        for zone in model.zones:
            spec = layout.zones.get(zone.id)
            if spec is None:
                continue
            if zone.id in plated and plated[zone.id] in seats:  # the seat's plate instead of a label
                plate = seat_plates.plate_rect(self.board, zone.id)
                steps.append(seat_plates.plate_step(ui, plate, seats[plated[zone.id]], viewer, zone.owner in current))
                sinks.append(("plate", zone.id))
                self.label_rects[zone.id] = plate
                continue
            count = table_chrome.count_of(zone)
            if count is not None and zone.cards:
                self.badges[zone.cards[-1].uid] = str(count)
            place = None
            if not zone.cards:
                place = vp.rect(table_chrome.placeholder_rect(spec, self.board.label_height(zone.id) if shows_label(zone, spec)
                                                              else 0.0))
                if spec.placeholder and place.collidelist(resting) < 0:
                    steps.append(Step(("placeholder", radius, line), place,
                                      partial(table_chrome.draw_placeholder, rect=place, radius=radius, line=line)))
                    sinks.append(None)
            if not shows_label(zone, spec):
                continue
            label = zone.label or tr(spec.label)  # a layout label is English, like a msgid
            if count is not None:
                label = table_chrome.without_count(label)
            text = " · ".join([label, *zone.badges]) if label else " · ".join(zone.badges)
            owner = seats.get(zone.owner) if zone.owner is not None else None  # whose zone, in their colour
            colour = seat_plates.seat_colour(owner, pal) if owner is not None else pal.text_dim
            if text:
                r = vp.rect(spec.rect)
                centred = spec.arrange in ("stack", "row", "fan") or not zone.cards  # (a row's cards are centred)
                parts = self.label_parts(text, r, colour, centred, place,
                                         vp.px(self.board.label_height(zone.id)))
                reach = parts[0][1].unionall([at for _, at in parts[1:]]).inflate(2, 2)
                steps.append(Step(("label", text, tuple(r), colour, centred, None if place is None else tuple(place)),
                                  reach, partial(self.draw_label, parts=parts)))
                sinks.append(("label", zone.id))
        for r in self.clickable_seats(model):
            steps.append(Step(("outline", pal.good), r.inflate(vp.px(4), vp.px(4)),
                              partial(self.outline_seat, r=r)))
            sinks.append(None)
        bx, by, _, _ = vp.bounds
        room = vp.px(sidebar.left - bx - 30 - self.reserve)
        img, at = self.headline(model.headline, room)
        steps.append(Step(("headline", model.headline, room), at.inflate(2, 2), partial(put, img=img, at=at)))
        sinks.append(None)
        side = sidebar_steps(ui, model, sidebar, viewer)
        steps += side
        sinks += [None] * len(side)
        results = self._layer.paint(zones, (self._zones_key, current_language(), viewer), steps)
        dirty, since = self._layer.dirty, self._background_changed
        self._background_changed = None if dirty is None or since is None else [*since, *dirty]
        for sink, result in zip(sinks, results, strict=True):
            if sink is not None and sink[0] == "plate":
                self.plate_ends[sink[1]] = cast(list[pygame.Rect], result)
            elif sink is not None:
                self.label_rects[sink[1]] = cast(pygame.Rect, result)
        assert self._layer.surface is not None
        return self._layer.surface

    def headline(self, text: str, room: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The headline at the table's top left, at the largest of :data:`HEADLINE_SIZES` at which it is whole,
        and where it goes (laid out once per text)."""
        ui, vp = self.app, self.app.viewport
        key = (text, room, vp.bounds, ui.palette.text, ui.fonts.scale)
        if self._headline[0] != key:
            px = next((vp.px(size) for size in HEADLINE_SIZES
                       if ui.fonts.font(vp.px(size), bold=True).size(text)[0] <= room), 0)
            px = px or grown_px(ui.fonts, text, vp.px(HEADLINE_SIZES[-1]), room, bold=True)
            headline = ui.fonts.fit(text, px, room, bold=True)  # smaller before it is cut short
            img = ui.fonts.text(headline, px, ui.palette.text, bold=True)
            bx, by, _, _ = vp.bounds
            self._headline = (key, (img, img.get_rect(midleft=vp.point(bx + 16, by + 21))))
        laid = self._headline[1]
        assert laid is not None
        return laid

    def draw_label(self, surface: pygame.Surface, parts: Sequence[tuple[pygame.Surface, pygame.Rect]]
                   ) -> pygame.Rect:
        """A zone's label laid out by :meth:`label_parts`; the rect it covers."""
        drawn = [put(surface, img, at) for img, at in parts]
        return drawn[0].unionall(drawn[1:])

    def label_parts(self, text: str, r: pygame.Rect, colour: tuple[int, int, int], centred: bool,
                    place: pygame.Rect | None = None, strip: int | None = None
                    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A zone's label, small and without a box, in the zone's top strip: centred over a stack or an empty
        place, else from the left; a label too long for the zone with its count is drawn whole without it. The
        caption of an empty ``place`` too long for the strip is wrapped onto the placeholder instead. Its lines'
        images and where they go, laid out once per text and place. ``strip``: the label strip's height in pixels
        (a larger text size: the label as large as the strip allows)."""
        key = (text, tuple(r), colour, centred, None if place is None else tuple(place), self.app.viewport.scale,
               self.app.fonts.scale, strip)
        parts = self._labels.get(key)
        if parts is None:
            if len(self._labels) > 512:  # a long game at many window sizes: start afresh
                self._labels.clear()
            parts = self._labels[key] = self._label_parts(text, r, colour, centred, place, strip)
        return parts

    def _label_parts(self, text: str, r: pygame.Rect, colour: tuple[int, int, int], centred: bool,
                     place: pygame.Rect | None, strip: int | None = None) -> list[tuple[pygame.Surface, pygame.Rect]]:
        ui, vp = self.app, self.app.viewport
        px = vp.px(MIN_TEXT) if strip is None else strip_px(ui.fonts, vp.px(MIN_TEXT), strip - vp.px(4))
        if " · " in text and ui.fonts.font(px).size(text)[0] > r.w - vp.px(8):
            text = text.split(" · ")[0]
        if place is not None and ui.fonts.font(px).size(text)[0] > r.w - vp.px(8):
            px = wrapped_px(ui.fonts, text, px, r.w - vp.px(8))  # (a larger text size: as many lines as at 100 %)
            lines = ui.fonts.wrap(text, px, r.w - vp.px(8))[:CAPTION_LINES]
            imgs = [ui.fonts.text(ui.fonts.fit(line, px, r.w - vp.px(8)), px, colour) for line in lines]
            y = place.centery - sum(img.get_height() for img in imgs) // 2
            parts = []
            for img in imgs:
                parts.append((img, img.get_rect(midtop=(place.centerx, y))))
                y += img.get_height()
            return parts
        px = grown_px(ui.fonts, text, px, r.w - vp.px(8))  # (a larger text size: as large as the zone allows)
        img = ui.fonts.text(ui.fonts.fit(text, px, r.w - vp.px(8)), px, colour)
        if place is not None:  # just over the empty place it names
            at = img.get_rect(midbottom=(place.centerx, place.top - vp.px(3)))
            at.top = max(at.top, r.top)
        elif centred:
            at = img.get_rect(midtop=(r.centerx, r.y + vp.px(4)))
        else:
            at = img.get_rect(topleft=(r.x + vp.px(6), r.y + vp.px(4)))
        return [(img, at)]

    def clickable_seats(self, model: TableModel) -> list[pygame.Rect]:
        """The zones of the seats the viewer may click to pick them (a Magician's partner, who plays next)."""
        seats = gestures.seat_buttons(gestures.buttons(model.choices))
        layout = self.board.layout
        return [self.board.zone_rect(zone.id) for zone in model.zones if zone.owner in seats and zone.id in layout.zones]

    def outline_seat(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The outline round a zone of a seat the viewer may click."""
        vp = self.app.viewport
        pygame.draw.rect(surface, self.app.palette.good, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                         border_radius=vp.px(12))

    def zone_layer(self, size: tuple[int, int], mats: tuple[tuple[float, float, float, float], ...]) -> pygame.Surface:
        """The felt with the mats of the table's middle and the sidebar backdrop; cached."""
        key = (size, mats, self.app.palette)
        if self._zones_key != key:
            vp, pal = self.app.viewport, self.app.palette
            layer = pygame.Surface(size).convert()
            layer.blit(felt(size, pal.felt, pal.felt_dark), (0, 0))  # the whole window: no bars
            for mat in mats:
                table_chrome.draw_mat(layer, vp.rect(mat), pal.felt, vp.px(table_chrome.MAT_RADIUS), max(1, vp.px(2)))
            draw_panel(layer, self.app)
            self._zones_key, self._zones = key, layer
        assert self._zones is not None
        return self._zones

    def drop_target_rects(self, model: TableModel) -> list[pygame.Rect]:
        """While cards are dragged, where they may go lights up: a zone (a mat's pile, a seat's row), a card, or
        the zones of a seat the cards may be dropped on."""
        vp, board = self.app.viewport, self.board
        assert self.pointer.drag is not None, "drop targets are drawn while dragging"
        lit: list[pygame.Rect] = []
        for target in gestures.drop_targets(model.choices, self.pointer.drag):
            if target in board.layout.zones:
                lit.append(board.zone_rect(target).inflate(vp.px(6), vp.px(6)))
            elif target in board.sprites:
                lit.append(board.screen_rect(board.sprites[target]).inflate(vp.px(8), vp.px(8)))
        aimed = gestures.seat_targets(model.choices, self.pointer.drag) - {self.viewer}
        lit += [board.zone_rect(z.id).inflate(vp.px(4), vp.px(4)) for z in model.zones
                if z.owner in aimed and z.id in board.layout.zones]
        return lit

    # ------------------------------------------------------------------ cards
    def draw_card(self, surface: pygame.Surface, s: Sprite, rect: pygame.Rect | None = None) -> None:
        if s.wait_ms > 0 and rect is None:  # a later beat of the staged move: not in sight yet
            return
        vp = self.app.viewport
        r = rect or self.board.screen_rect(s)
        mark = self.marks.get(s.uid) if rect is None else None
        if s.flip is not None and rect is None:  # turning over: just the card, narrowed (scenes.table.motion)
            draw_turning(surface, s.flip, self.app.cards.surface(self.spec(turning_face(s)), r.w, r.h, self.game_id), r)
            return
        if s.uid in self.on_cards and rect is None:  # (dragged, it is the disc in the hand again)
            self.draw_token(surface, s.card.face or "", r)
            return
        angle = self.board.angle(s) if rect is None else 0.0
        if angle:
            self.draw_turned_card(surface, s, r, mark, angle)
            return
        if (s.uid not in self.stacked or rect is not None) and not self.is_token(s.card.face):  # one per stack
            surface.blit(table_chrome.shadow(r.size, vp.px(8)), table_chrome.shadow_offset(r))
        if mark == GLOW and s.uid not in self.pointer.selection:
            self.hints.glow(surface, r)
        surface.blit(self.app.cards.surface(self.spec(s.card.face), r.w, r.h, self.game_id), r.topleft)
        if s.zone in self.dimmed and s.via is None:
            seat_plates.dim(surface, r, vp.px(6))
        elif mark == DIM:
            self.hints.dim(surface, r)
        line = self.outline_colour(s)
        if line is not None:
            pygame.draw.rect(surface, line, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                             border_radius=vp.px(9))
        if s.card.highlight == KNOWN and s.card.face is not None:
            self.draw_known(surface, r)
        if s.card.token:
            self.draw_token(surface, s.card.token, r, s.pop.scale() if s.pop is not None else 1.0)
        if s.card.caption:
            self.draw_caption(surface, s.card.caption, r, self.caption_gap(s), self.room_below(s, r))

    def draw_turned_card(self, surface: pygame.Surface, s: Sprite, r: pygame.Rect, mark: str | None,
                         angle: float) -> None:
        """A card of the fan, turned by ``angle`` degrees about its middle: its shadow, halo, face, shade and
        outline turned with it (each turned image made once per size and angle)."""
        vp, pal = self.app.viewport, self.app.palette
        centre = r.center

        def put(key: tuple, image: Callable[[], pygame.Surface], at: tuple[int, int] = centre,
                smooth: bool = False) -> None:
            kept = self._turned if smooth else self._turned_marks
            turned = kept.get((key, angle))
            if turned is None:  # turned on the worker as the card came to rest (turn_ahead)?
                turned = self.app.cards.turned(spec, r.w, r.h, self.game_id, angle) if smooth else \
                    self.app.cards.turned_mark(key, angle)
                if turned is not None:
                    self._keep_turned((key, angle), turned, kept)
            if turned is None and smooth and self._smooth_left <= 0:  # plainly for this frame, smoothly later
                self.rough = True
                turned = pygame.transform.rotate(image(), angle)
            elif turned is None:  # the face smoothly (1.5 ms), the soft shadow, halo and shade plainly (0.4 ms)
                self._smooth_left -= smooth
                img = image()
                turn = pygame.transform.rotozoom(img, angle, 1.0) if smooth else pygame.transform.rotate(img, angle)
                turned = self._keep_turned((key, angle), turn, kept)
            surface.blit(turned, turned.get_rect(center=at))

        def shade() -> pygame.Surface:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (0, 0, 0, seat_plates.DIM_ALPHA), img.get_rect(), border_radius=vp.px(8))
            return img

        shadow = table_chrome.shadow(r.size, vp.px(8))
        offset = table_chrome.shadow_offset(r)
        put(("shadow", r.size), lambda: shadow,
            (offset[0] + shadow.get_width() // 2, offset[1] + shadow.get_height() // 2))
        if mark == GLOW and s.uid not in self.pointer.selection:
            put(("glow", r.size, pal.good), partial(self.halo, r.size))
        spec = self.spec(s.card.face)
        put(("face", s.card.face, r.size, self.game_id, current_language(), pal),
            lambda: self.app.cards.surface(spec, r.w, r.h, self.game_id), smooth=True)
        if s.zone in self.dimmed and s.via is None or mark == DIM:
            put(("dim", r.size), shade)
        line = self.outline_colour(s)
        if line is not None:
            pygame.draw.polygon(surface, line, fan_corners(r.inflate(vp.px(4), vp.px(4)), angle), max(2, vp.px(3)))
        if s.card.highlight == KNOWN and s.card.face is not None:
            self.draw_known(surface, r, angle)
        if s.card.token:
            self.draw_token(surface, s.card.token, r)

    def _keep_turned(self, key: tuple, img: pygame.Surface, kept: dict[tuple, pygame.Surface] | None = None
                     ) -> pygame.Surface:
        """Keep a turned image for reuse (the oldest let go beyond :data:`TURNED_KEPT`, not all at once: a fan
        turned anew would cost a frame many smooth turns)."""
        kept = self._turned if kept is None else kept
        while len(kept) >= (TURNED_KEPT if kept is self._turned else MARKS_KEPT):
            del kept[next(iter(kept))]
        kept[key] = img
        return img

    def turn_ahead(self) -> None:
        """The fans' faces turned on the worker at the angles they rest at (called when the cards are placed), so
        that the frame they land in does not turn them."""
        board, cards = self.board, self.app.cards
        language, pal = current_language(), self.app.palette
        faces: list[tuple[CardSpec | None, int, int, float]] = []
        marks: list[tuple[tuple, Callable[[], pygame.Surface], float]] = []
        radius = self.app.viewport.px(8)
        for uids in board.fans.values():
            for uid in uids:
                s = board.sprites.get(uid)
                if s is None or not s.angle or s.flip is not None:
                    continue
                size = board.screen_rect(s).size
                shadow, glow = ("shadow", size), ("glow", size, pal.good)  # (drawn afresh on the worker)
                if (shadow, s.angle) not in self._turned_marks:
                    marks.append((shadow, partial(table_chrome.shadow.__wrapped__, size, radius), s.angle))
                if self.marks.get(uid) == GLOW and (glow, s.angle) not in self._turned_marks:
                    marks.append((glow, partial(self.halo, size, own=True), s.angle))
                if s.card.face is None:
                    continue
                if (("face", s.card.face, size, self.game_id, language, pal), s.angle) not in self._turned:
                    faces.append((self.spec(s.card.face), *size, s.angle))
        if faces:
            cards.turn_ahead(self.game_id, faces)
        if marks:
            cards.turn_marks_ahead(marks)

    def halo(self, size: tuple[int, int], own: bool = False) -> pygame.Surface:
        """The halo of a playable card of ``size`` as an image of its own, to be turned with the card (``own``: of
        its own to the halo too, for the worker)."""
        vp = self.app.viewport
        img = pygame.Surface((size[0] + vp.px(24), size[1] + vp.px(24)), pygame.SRCALPHA)
        self.hints.glow(img, pygame.Rect((vp.px(12), vp.px(12)), size), own)
        return img

    def outline_colour(self, s: Sprite) -> tuple[int, int, int] | None:
        """The line round a card: selected, just moved, a target, or newly seen (None: no line)."""
        pal = self.app.palette
        if s.uid in self.pointer.selection:
            return pal.good
        if s.uid in self.board.last_moved:  # the last move's cards stand out until the next move
            return pal.accent
        if s.card.highlight == "target":
            return pal.highlight_target
        if s.card.highlight and s.card.highlight != KNOWN:
            return pal.highlight_new
        return None

    def draw_known(self, surface: pygame.Surface, r: pygame.Rect, angle: float = 0.0) -> None:
        """A small eye in a card's bottom left corner: others have seen this card (an outline round every card picked up
        said nothing and hid which cards had just moved)."""
        badge = known_badge_rect(r)
        if angle:  # on the corner of the card as turned in its fan
            badge.center = turned_point(badge.center, r, angle)
        pygame.draw.circle(surface, self.app.palette.text_dark, badge.center, badge.w // 2 + 1)
        seat_plates.draw_icon(surface, self.app, "shown", badge.inflate(-badge.w // 5, -badge.w // 5))

    def draw_token(self, surface: pygame.Surface, face: str, r: pygame.Rect, scale: float = 1.0) -> None:
        """A round token (a mission disc) lying on the card's right edge, over its art (see :func:`token_rect`), as
        small on a large card (the own columns) as on a grid card; ``scale`` > 1 while it is being set down."""
        place = token_rect(r, self.app.viewport.px(TOKEN_MAX))
        img = self.app.cards.token(face, place.w)
        if scale != 1.0:  # (scaled from the one size cached, not rendered anew at each size of the way)
            place = place.inflate(round(place.w * (scale - 1)), round(place.h * (scale - 1)))
            img = pygame.transform.smoothscale(img, place.size)
        surface.blit(img, place)

    def draw_caption(self, surface: pygame.Surface, caption: str, r: pygame.Rect, gap: float = CAPTION_GAP,
                     room: int | None = None) -> None:
        """The caption under a card: on more lines when it is wider than the card and its gap."""
        pill = self.caption_pill(caption, r.w, gap, room)
        surface.blit(pill, pill.get_rect(midtop=(r.centerx, r.bottom + 1)))

    def caption_gap(self, s: Sprite) -> float:
        """The logical gap beside the card ``s`` its caption may use (its zone's, see :func:`scenes.table.board.caption_gap`)."""
        zone = self.board.layout.zones.get(s.zone)
        return caption_gap(zone) if zone is not None else CAPTION_GAP

    def caption_rect(self, s: Sprite, r: pygame.Rect | None = None) -> pygame.Rect | None:
        """Where the caption of the card ``s`` at rest (at ``r``, by default where it is) is drawn (None: it has
        none)."""
        if not s.card.caption:
            return None
        r = r or self.board.screen_rect(s)
        return self.caption_pill(s.card.caption, r.w, self.caption_gap(s), self.room_below(s, r)).get_rect(
            midtop=(r.centerx, r.bottom + 1))

    def room_below(self, s: Sprite, r: pygame.Rect) -> int | None:
        """The pixels under the card ``s`` (at ``r``) down to the next card of its zone below it, else to its zone's
        bottom (which keeps a caption's room); None at 100 % text (the layout keeps a caption's room)."""
        if self.app.fonts.scale <= 1:
            return None
        board = self.board
        tops = [o.top for u, o in ((u, board.screen_rect(board.sprites[u])) for u in board.order)
                if u != s.uid and board.sprites[u].zone == s.zone and o.top >= r.bottom - 1
                and o.left < r.right and o.right > r.left]
        if not tops and s.zone in board.layout.zones:
            tops = [board.zone_rect(s.zone).bottom]
        return min(tops) - r.bottom - 2 if tops else None

    def caption_pill(self, caption: str, card_w: int, gap: float = CAPTION_GAP,
                     room: int | None = None) -> pygame.Surface:
        """A caption's text on its rounded backing, made once per text, card width, gap, palette and the ``room``
        under the card (a larger text size: the caption is as large as its room allows, as small as 100 %)."""
        key = (caption, card_w, gap, self.app.viewport.scale, self.app.palette, self.app.fonts.scale, room)
        pill = self._captions.get(key)
        if pill is None:
            vp, pal, fonts = self.app.viewport, self.app.palette, self.app.fonts
            px, width = vp.px(MIN_TEXT), card_w + vp.px(gap) - 2  # neighbours' captions never touch
            px = wrapped_px(fonts, caption[: 4 * max(1, width)], px, width, bold=True)  # as many lines as at 100 %
            if room is not None:  # and no taller than the room down to the next card
                lines_n = min(CAPTION_LINES, len(fonts.wrap(caption[: 4 * max(1, width)], px, width, bold=True)))
                while px > base_px(fonts, vp.px(MIN_TEXT)) and \
                        lines_n * fonts.font(px, bold=True).get_height() + 2 > room:
                    px -= 1
            lines = fonts.wrap(caption[: 4 * max(1, width)], px, width, bold=True)  # legible size: wrap, not shrink
            if len(lines) > CAPTION_LINES:
                lines = [*lines[: CAPTION_LINES - 1], " ".join(lines[CAPTION_LINES - 1:])]
            lines = [fonts.fit(line, px, width, bold=True) for line in lines]
            imgs = [fonts.text(line, px, pal.text, bold=True) for line in lines]
            box = pygame.Rect(0, 0, max(img.get_width() for img in imgs), sum(img.get_height() for img in imgs))
            box = box.inflate(vp.px(4), 2)
            box.topleft = (0, 0)
            pill = pygame.Surface(box.size, pygame.SRCALPHA)
            draw_box(pill, box, pal.panel, None, radius=vp.px(5))
            y = 1
            for img in imgs:
                pill.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()
            if len(self._captions) > 512:  # a long game at many window sizes: start afresh
                self._captions.clear()
            self._captions[key] = pill
        return pill

    # ------------------------------------------------------------------ what moves
    def narration_images(self, lines: Sequence[str], arrived: bool) -> list[pygame.Surface]:
        """The narration's lines as drawn: the move, then (once the cards rest on the stage) what came of it."""
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        px, width = vp.px(20), vp.px(self.narration_width())
        wrapped = narration_rows(narration_parts(lines, arrived), lambda line, bold: ui.fonts.wrap(line, px, width, bold))
        return [ui.fonts.text(line, px, pal.accent if result else pal.text, bold=result) for line, result in wrapped]

    def narration_width(self) -> float:
        """The logical width the narration wraps to: ``NARRATION_W``, or less where a stage near the sidebar (Road
        at 2-3 players) would have its box, centred under the cards, run over the sidebar."""
        room = frame(self.app)[0] - NARRATION_GAP - self.board.layout.stage_centre[0]
        return max(NARRATION_MIN_W, min(NARRATION_W, 2 * room - NARRATION_PAD))

    def narration_size(self, imgs: Sequence[pygame.Surface]) -> tuple[int, int]:
        vp = self.app.viewport
        return (max(img.get_width() for img in imgs) + vp.px(NARRATION_PAD), sum(img.get_height() for img in imgs) + vp.px(16))

    def fit_stage(self, lines: Sequence[str]) -> None:
        """One stack that cannot overlap, from the own hand up: the status line, a toast, the narration (with all
        its lines), the cards resting on the stage; the cards are raised as far as the narration needs."""
        floor = self.hints.stack_floor()
        if floor is None or not lines:
            return
        vp = self.app.viewport
        _, h = self.narration_size(self.narration_images(lines, arrived=True))
        by = vp.bounds[1]
        self.board.lift_stage(floor - h / vp.scale - NARRATION_GAP, by + STAGE_TOP)

    def narration_rect(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the narration's box stands (window pixels): under the cards resting on the stage, but never
        lower than the top of the status line (the stack's floor); None with no card on the stage."""
        staged = [self.board.screen_rect(s) for s in self.board.sprites.values() if s.via is not None]
        if not staged:
            return None
        vp = self.app.viewport
        box = pygame.Rect(0, 0, *size)
        box.midtop = (vp.point(*self.board.layout.stage_centre)[0], max(r.bottom for r in staged) + vp.px(NARRATION_GAP))
        floor = self.hints.stack_floor()
        if floor is not None:
            box.bottom = min(box.bottom, vp.point(0, floor)[1])
        return box

    def draw_narration(self, surface: pygame.Surface, lines: Sequence[str]) -> None:
        """What a bot's move did, in a box under the cards resting on the stage: the move at once, what came of
        it (in bold) when the cards have come to rest there. It stands in one stack over the status line and a
        toast (:meth:`fit_stage`, :meth:`TableHints.stack_floor`)."""
        vp, pal = self.app.viewport, self.app.palette
        sprites = [s for s in self.board.sprites.values() if s.via is not None]
        if not sprites or not lines:
            return
        imgs = self.narration_images(lines, arrived=all(s.pos == s.via for s in sprites))
        box = self.narration_box = self.narration_rect(self.narration_size(imgs))
        if box is None:
            return
        draw_box(surface, box, pal.panel, pal.accent, radius=vp.px(10), width=max(2, vp.px(2)))
        y = box.y + vp.px(8)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def draw_skip_hint(self, surface: pygame.Surface, text: str) -> None:
        """How to skip a bot's move, in small type just above the cards resting on the stage."""
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        sprites = [s for s in self.board.sprites.values() if s.via is not None]
        if not sprites or not text:
            return
        top = min(self.board.screen_rect(s).top for s in sprites)
        img = ui.fonts.text(text, vp.px(MIN_TEXT), pal.text)
        box = img.get_rect().inflate(vp.px(16), vp.px(6))
        box.midbottom = (vp.point(*self.board.layout.stage_centre)[0], top - vp.px(6))
        draw_box(surface, box, pal.panel, pal.panel, radius=vp.px(8), width=1)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_target_arrows(self, surface: pygame.Surface, targets: Sequence[int],
                           seats: Sequence[SeatView] = ()) -> None:
        """Arrows from the move (the cards on the stage, else the last move's cards) to the targets' plates."""
        board = self.board
        staged = [s for s in board.sprites.values() if s.via is not None]
        cards = staged or [board.sprites[u] for u in board.order if u in board.last_moved]
        plates = [seat_plates.plate_rect(board, self.plates[t]) for t in targets if t in self.plates]
        if not cards or not plates:
            return
        source = board.screen_rect(cards[0]).unionall([board.screen_rect(s) for s in cards[1:]])
        by_seat = {s.seat: s for s in seats}
        marks = [by_seat[t] for t in targets if t in self.plates and t in by_seat]
        seat_plates.draw_arrows(surface, self.app, source, plates, self.app.palette.highlight_target,
                                marks if len(marks) == len(plates) else ())

    def draw_box(self, surface: pygame.Surface) -> None:
        assert self.pointer.lasso is not None, "the box is drawn while one is drawn out"
        box = box_rect(*self.pointer.lasso)
        if box.w and box.h:
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((*self.app.palette.good[:3], 40))
            surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, self.app.palette.good, box, width=max(1, self.app.viewport.px(2)))

    def previewed(self) -> Sprite | None:
        """The hovered card whose enlarged preview shows once the pointer rests on it (None: none would)."""
        hover = self.pointer.hover
        s = self.board.sprites.get(hover) if hover is not None else None
        return None if s is None or s.card.face is None or s.target[2] >= PREVIEW[0] * 0.9 else s

    def preview_ahead(self) -> None:
        """The pointer came to a card: its preview's face is rendered on the worker while the pointer rests."""
        s = self.previewed()
        if s is not None:
            w, h = card_rect(self.app.viewport, 0.0, 0.0, PREVIEW).size
            self.app.cards.ahead(self.game_id, [(self.spec(s.card.face), w, h)])

    def draw_preview(self, surface: pygame.Surface) -> None:
        s = self.previewed()
        if s is None:
            return
        vp = self.app.viewport
        x, y = vp.to_logical(self.pointer.mouse)
        _, by, _, bh = vp.bounds
        right = frame(self.app)[0]  # the sidebar's left edge
        px = x + 24 if x + 24 + PREVIEW[0] < right else x - 24 - PREVIEW[0]
        py = min(max(by + 44.0, y - PREVIEW[1] / 2), by + bh - PREVIEW[1] - 4)
        r = card_rect(vp, px, py, PREVIEW)
        surface.blit(self.app.cards.surface(self.spec(s.card.face), r.w, r.h, self.game_id, ahead=False), r.topleft)


def narration_parts(lines: Sequence[str], arrived: bool) -> list[tuple[str, bool]]:
    """The staged move's lines as (text, is a result): the first tells the move; the rest, what came of it, pop
    up once the cards rest on the stage."""
    if not lines:
        return []
    return [(lines[0], False)] + ([(line, True) for line in lines[1:]] if arrived else [])


def narration_rows(parts: Sequence[tuple[str, bool]], wrap: Callable[[str, bool], list[str]],
                   budget: int = NARRATION_WRAPPED) -> list[tuple[str, bool]]:
    """The narration's wrapped rows: the move whole (who did what is never cut), then what came of it in order,
    each line whole, while the box has rows left (what does not fit stays in the log beside the table)."""
    rows: list[tuple[str, bool]] = []
    for i, (line, result) in enumerate(parts):
        wrapped = wrap(line, result)
        if i and len(rows) + len(wrapped) > budget:
            break
        rows += [(row, result) for row in wrapped]
    return rows


def token_rect(card: pygame.Rect, largest: int | None = None) -> pygame.Rect:
    """Where a round token lies on ``card``: over the right of its art, clear of the value in the top left corner
    and of the title strip at the bottom, so the card shows beside it and its title stays whole; no wider than
    ``largest`` pixels (a small token, not a disc over a large card)."""
    d = max(12, card.w * 9 // 20 if largest is None else min(largest, card.w * 9 // 20))
    place = pygame.Rect(0, 0, d, d)
    place.center = (card.right - d * 2 // 5, card.top + round(card.h * 0.42))
    return place


EYE_INSET = 2  # pixels between the eye of a known card and its card's edges


def turned_point(point: tuple[int, int], rect: pygame.Rect, angle: float) -> tuple[int, int]:
    """``point`` on ``rect`` as the rect is turned by ``angle`` degrees about its middle (as :func:`fan_corners`)."""
    cx, cy = rect.center
    a = math.radians(angle)
    dx, dy = point[0] - cx, point[1] - cy
    return round(cx + dx * math.cos(a) + dy * math.sin(a)), round(cy - dx * math.sin(a) + dy * math.cos(a))


def known_badge_rect(card: pygame.Rect) -> pygame.Rect:
    """Where the eye of a known card sits: inside its bottom left corner, at the left where a fanned card still
    shows, on the blank corner a card's index leaves (at the top it sat on the index or the first pip, a black
    blob on every picked-up card), inside the card so that it stays off the seat's plate above the hand."""
    d = max(10, card.w // 7)
    return pygame.Rect(card.left + EYE_INSET, card.bottom - EYE_INSET - d, d, d)
