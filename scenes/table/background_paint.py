"""The table's background, drawn once per model on a reused surface (only where it changed): the felt with the
mats of the table's middle (cached per window), the zones' labels and empty places, the seats' plates, the
outlines of seats to click, the headline and the sidebar. What it laid out is kept for the cards over it and for
tests: where each plate and label went, the zones dimmed, the stacks' counts."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.engine import TableModel
from game.i18n import current_language, tr
from scenes.art.design import Token
from scenes.art.felt import felt
from scenes.art.games import design_for
from scenes.art.surface_cache import SurfaceCache, pixel_bytes
from scenes.table import gestures, seat_plates, table_chrome
from scenes.table.board import Board, shows_label
from scenes.table.label_hold import LabelHold
from scenes.table.layers import Layer, Step, put, window_format
from scenes.table.sidebar import SidebarLayout, draw_panel, sidebar_steps
from scenes.ui.seat_marks import seat_colour
from scenes.ui.text_fit import grown_px, strip_px, wrapped_px

if TYPE_CHECKING:
    from scenes.ui.context import UI

MIN_TEXT = 15.0  # the smallest logical text size on the table: 12 px at the 1280x720 window
CAPTION_LINES = 3  # a caption wider than its card wraps to this many lines before the last is cut
HEADLINE_SIZES = (22.0, 20.0, 18.0, 16.0, MIN_TEXT)
"""The headline's logical text sizes, largest first: the largest at which it is whole (the last: 12 px at
1280x720, where a headline still too long is cut short)."""
HEADLINE_STRIP = 34.0
"""The strip over the felt the headline stands in (layout units), above the top seats' plates and discs: a larger
text size makes the headline no taller than the strip holds (:func:`strip_px`)."""

VIEWER_LAYERS_BYTES = 48 * 2**20
"""The backgrounds kept, each as its viewer last saw it (:meth:`BackgroundPainter.render`): a hot-seat hand-over
back to a viewer draws anew only what changed since they last looked, not all of it (3-4 ms)."""
ZONE_LAYERS_BYTES = 48 * 2**20
"""The felt layers kept for reuse (:meth:`BackgroundPainter.zone_layer`): one per viewer of a hot-seat table, whose
seats' areas lie elsewhere round the table (four at 1280x720 are 15 MB), so that a hand-over does not draw the felt,
mats and areas anew (1.5-2 ms) for a viewer it drew them for before."""

Rect4 = tuple[float, float, float, float]


class BackgroundPainter:
    """Draws the background of one table model (see the module's docstring) and keeps what it laid out."""

    def __init__(self, ui: UI, board: Board, game_id: str) -> None:
        self.ui, self.board, self.game_id = ui, board, game_id
        self.reserve = 0.0  # logical width the headline leaves free at its right (the spectators' eye)
        self.layer = Layer()  # the reused surface the background is drawn on, anew where the model changed (the
        # current viewer's: each viewer's as they last saw it, the most recent last)
        self._layers: dict[int | None, Layer] = {None: self.layer}
        self._zones: pygame.Surface | None = None
        self.zones_key: object = None
        self._zone_layers = SurfaceCache(ZONE_LAYERS_BYTES)  # zone_layer's key -> its layer (drawn once per key)
        self._labels: dict[tuple[object, ...], list[tuple[pygame.Surface, pygame.Rect]]] = {}  # label_parts'
        self._headline: tuple[object, tuple[pygame.Surface, pygame.Rect] | None] = (None, None)
        self._tokens: dict[str, bool] = {}  # face -> whether it is a round token
        self._mats: tuple[object, tuple[Rect4, ...]] = (None, ())  # zones -> mats
        self._seat_mats: tuple[object, tuple[tuple[int, Rect4], ...]] = (None, ())  # zones -> seats' areas
        self.plates: dict[int, str] = {}  # seat -> the zone its plate sits on (scenes.table.seat_plates)
        self.dimmed: frozenset[str] = frozenset()  # zones of seats out of the round
        self.label_rects: dict[str, pygame.Rect] = {}  # zone -> its label's or seat plate's rect, as last drawn
        self.plate_ends: dict[str, list[pygame.Rect]] = {}  # zone -> what its plate wrote at each end
        self.badges: dict[str, str] = {}  # uid of a stack's top card -> the count it wears
        self.stacked: frozenset[str] = frozenset()  # cards lying on another of their stack (no shadow of their own)
        self.on_cards: frozenset[str] = frozenset()  # round tokens lying in a zone of cards (a disc dropped on a
        # card and held there, scenes.table.held_picks): drawn as small as a card's own token
        self.mat_rects: list[pygame.Rect] = []  # the mats under the table's middle, as last drawn
        self.seat_areas: list[tuple[int, pygame.Rect]] = []  # each seat's areas (its block), as last drawn
        self.viewer: int | None = None  # whose table it is (as the background was last drawn)
        self.headline_text = ""  # the headline, and the seats whose turn the plates show, as last drawn
        self.current: frozenset[int] = frozenset()
        self.label_hold = LabelHold()  # a zone's new label waits for the move's cards to land there

    def release(self) -> None:
        """Let go of every surface (the table closed)."""
        self._zones = None
        self._zone_layers.clear()
        for layer in self._layers.values():
            layer.release()
        self.layer = Layer()
        self._layers = {None: self.layer}
        self.zones_key = None
        self._labels, self._headline = {}, (None, None)

    def forget(self) -> None:
        """Draw the background anew, as a whole (its labels and headline laid out anew too)."""
        for layer in self._layers.values():
            layer.forget()
        self._labels, self._headline = {}, (None, None)

    def is_token(self, face: str | None) -> bool:
        """A round token (a mission disc): it draws its own shadow, a card's would show round it."""
        if face is None:
            return False
        found = self._tokens.get(face)
        if found is None:
            found = self._tokens[face] = isinstance(design_for(face, self.game_id), Token)
        return found

    def render(self, size: tuple[int, int], model: TableModel, sidebar: SidebarLayout,
               viewer: int | None) -> pygame.Surface:
        """Felt, zones, labels, headline and sidebar of the current model, on a reused surface: drawn anew only
        where they changed since the last model (:class:`scenes.table.layers.Layer`)."""
        ui, vp, pal = self.ui, self.ui.viewport, self.ui.palette
        layout = self.board.layout
        self.viewer = viewer
        owners = (layout, tuple((z.id, z.owner is None) for z in model.zones))
        if self._mats[0] != owners:  # (the same while the same zones are the seats')
            middle = [layout.zones[z] for z in table_chrome.mat_zones(model, layout)]
            owned = [layout.zones[z.id] for z in model.zones if z.owner is not None and z.id in layout.zones]
            self._mats = (owners, tuple(table_chrome.mat_rects(middle, owned)))
            self._seat_mats = (owners, table_chrome.seat_areas(model, layout, middle))
        mats = self._mats[1]
        self.mat_rects = [vp.rect(m) for m in mats]
        colours = {s.seat: seat_colour(s, pal) for s in model.seats}
        areas = tuple((r, colours.get(seat, pal.text_dim)) for seat, r in self._seat_mats[1])
        self.seat_areas = [(seat, vp.rect(r)) for seat, r in self._seat_mats[1]]
        zones = self.zone_layer(size, mats, areas)
        current = self.current = frozenset(s.seat for s in model.seats if s.is_current)
        self.headline_text = model.headline
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
        self.label_hold.begin(viewer, self.board)
        model_labels: list[tuple[str, str]] = []
        for zone in model.zones:
            spec = layout.zones.get(zone.id)
            if spec is None:
                continue
            if zone.id in plated and plated[zone.id] in seats:  # the seat's plate instead of a label
                plate = seat_plates.compact_rect(ui, seat_plates.plate_rect(self.board, zone.id),
                                                 seats[plated[zone.id]], viewer)
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
            model_labels.append((zone.id, text))
            text = self.label_hold.text(zone.id, text)
            owner = seats.get(zone.owner) if zone.owner is not None else None  # whose zone, in their colour
            colour = seat_colour(owner, pal) if owner is not None else pal.text_dim
            if text:
                r = vp.rect(spec.rect)
                centred = spec.arrange in ("stack", "row", "fan", "spread") or not zone.cards  # (their cards are
                # laid out from the middle: a pile's label over its cards, not at a wide zone's left end)
                parts = self.label_parts(text, r, colour, centred, place,
                                         vp.px(self.board.label_height(zone.id)))
                reach = parts[0][1].unionall([at for _, at in parts[1:]]).inflate(2, 2)
                steps.append(Step(("label", text, tuple(r), colour, centred, None if place is None else tuple(place)),
                                  reach, partial(self.draw_label, parts=parts)))
                sinks.append(("label", zone.id))
        self.label_hold.end(model_labels)
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
        self.layer = self._layer_of(viewer)  # (its dirty: what changed since this viewer last saw it)
        results = self.layer.paint(zones, (self.zones_key, current_language(), viewer), steps)
        for sink, result in zip(sinks, results, strict=True):
            if sink is not None and sink[0] == "plate":
                self.plate_ends[sink[1]] = cast(list[pygame.Rect], result)
            elif sink is not None:
                self.label_rects[sink[1]] = cast(pygame.Rect, result)
        assert self.layer.surface is not None
        return self.layer.surface

    def _layer_of(self, viewer: int | None) -> Layer:
        """``viewer``'s background layer as they last saw it (a new one for a new viewer), the least recently
        seen let go beyond :data:`VIEWER_LAYERS_BYTES`."""
        layer = self._layers.pop(viewer, None) or Layer()
        self._layers[viewer] = layer
        kept = sum(pixel_bytes(kept.surface) for kept in self._layers.values() if kept.surface is not None)
        for other in list(self._layers):
            if kept <= VIEWER_LAYERS_BYTES or other == viewer:
                break
            gone = self._layers.pop(other)
            kept -= pixel_bytes(gone.surface) if gone.surface is not None else 0
            gone.release()
        return layer

    def headline(self, text: str, room: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The headline at the table's top left, at the largest of :data:`HEADLINE_SIZES` at which it is whole,
        and where it goes (laid out once per text)."""
        ui, vp = self.ui, self.ui.viewport
        key = (text, room, vp.bounds, ui.palette.text, ui.fonts.scale)
        if self._headline[0] != key:
            px = next((vp.px(size) for size in HEADLINE_SIZES
                       if ui.fonts.font(vp.px(size), bold=True).size(text)[0] <= room), 0)
            px = px or grown_px(ui.fonts, text, vp.px(HEADLINE_SIZES[-1]), room, bold=True)
            px = strip_px(ui.fonts, px, vp.px(HEADLINE_STRIP))  # (at 200 % it ran out of the window's top and
            # over the top seat's plate)
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
        key = (text, tuple(r), colour, centred, None if place is None else tuple(place), self.ui.viewport.scale,
               self.ui.fonts.scale, strip)
        parts = self._labels.get(key)
        if parts is None:
            if len(self._labels) > 512:  # a long game at many window sizes: start afresh
                self._labels.clear()
            parts = self._labels[key] = self._label_parts(text, r, colour, centred, place, strip)
        return parts

    def _label_parts(self, text: str, r: pygame.Rect, colour: tuple[int, int, int], centred: bool,
                     place: pygame.Rect | None, strip: int | None = None) -> list[tuple[pygame.Surface, pygame.Rect]]:
        ui, vp = self.ui, self.ui.viewport
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
            at.x = max(r.left, min(at.x, r.right - at.w))  # inside its zone (a place at a row's end: ``align``)
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
        vp = self.ui.viewport
        pygame.draw.rect(surface, self.ui.palette.good, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                         border_radius=vp.px(12))

    def zone_layer(self, size: tuple[int, int], mats: tuple[Rect4, ...],
                   areas: tuple[tuple[Rect4, tuple[int, int, int]], ...] = ()) -> pygame.Surface:
        """The felt with the mats of the table's middle, each seat's area (its block: plate, hand and rows) and the
        sidebar backdrop; cached."""
        key = (size, mats, areas, self.ui.palette)  # (the viewport is the window size's: all it draws by)
        if self.zones_key != key:
            layer = self._zone_layers.get(key)
            if layer is None:  # (never drawn on once made: the background's layer copies it)
                vp, pal = self.ui.viewport, self.ui.palette
                layer = window_format(size)
                layer.blit(felt(size, pal.felt, pal.felt_dark), (0, 0))  # the whole window: no bars
                for mat in mats:
                    table_chrome.draw_mat(layer, vp.rect(mat), pal.felt, vp.px(table_chrome.MAT_RADIUS),
                                          max(1, vp.px(2)))
                for area, colour in areas:
                    table_chrome.draw_seat_area(layer, vp.rect(area), colour, vp.px(table_chrome.MAT_RADIUS))
                draw_panel(layer, self.ui)
                self._zone_layers.put(key, layer)
            self.zones_key, self._zones = key, layer
        assert self._zones is not None
        return self._zones
