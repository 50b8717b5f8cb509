"""The pieces a prompt lays on the table for the next pick, by what kind of pick the presenter describes
(:class:`game.engine.Step`): a seat that glows where it sits (``seat``), a card face with what the viewer knows
printed under it (``face``, ``note``; dimmed when ``enabled`` is False), a stepper over the offered counts
(``count``). Each answers the pointer and the focus ring (Enter presses it, ← → step the stepper, its words are
said), so every pick stays makeable by keys."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import Step
from game.i18n import tr
from scenes.ui.text_fit import base_px
from scenes.ui.widgets import Button, Rect, Stepper, blit_centred, clicked, draw_box, fitted_lines

if TYPE_CHECKING:
    from scenes.ui.context import UI

FaceArt = Callable[[str, int, int], pygame.Surface]
"""A card face drawn at a pixel size (the table's card art)."""

CARD_W, CARD_H = 92.0, 128.0
"""A face of the row in layout units (the table's cards are 100 x 140 at scale 1)."""
NOTE_H = 60.0
"""Under each face: room for three short lines of what the viewer knows."""
FACE_GAP = 10.0
ROW_GAP = 14.0
"""Under a row of faces (and its number keys): room for the focus ring round a face (it reaches 12 units out)."""
NUMBER_H = 14.0
"""Under each face: its number key, where the faces are numbered by their place in the row (faces named by
their own values show none: their corners say it)."""
FACE_WIDTHS = (CARD_W, 80.0, 72.0, 66.0, 62.0)
"""The faces' widths a row tries, largest first, where the full size finds no place clear of the seats (nine
guesses at eight players)."""
NOTE_PX = 16
"""A face's note text size (layout units)."""


@dataclass(frozen=True)
class RowShape:
    """How the faces of a pick are laid: ``face_w`` wide (layout units; the card in the table's proportions, its
    note ``note_h`` tall under it, the band for its number key ``number_h`` under that), ``per_row`` to a row (a
    second row centred under the first)."""

    face_w: float = CARD_W
    per_row: int = 99
    note_h: float = NOTE_H
    number_h: float = NUMBER_H

    @property
    def card_h(self) -> float:
        return self.face_w * CARD_H / CARD_W

    @property
    def gap(self) -> float:
        return FACE_GAP * self.face_w / CARD_W

    @property
    def pitch(self) -> float:
        """From one row's top to the next's: the card, its note, the number keys under it (if shown)."""
        return self.card_h + self.note_h + self.number_h + ROW_GAP

    def rows(self, count: int) -> int:
        return -(-count // self.per_row)

    def width(self, count: int) -> float:
        across = min(count, self.per_row)
        return across * self.face_w + (across - 1) * self.gap

    def height(self, count: int) -> float:
        return self.rows(count) * self.pitch


FULL_ROW = RowShape()
"""Full-size faces in one row."""


def row_shapes(ui: UI, notes: Sequence[str], numbered_by_place: bool = True) -> Iterator[RowShape]:
    """The shapes a row of faces with ``notes`` may take, the largest faces first, one row before two; each with
    room under its cards for the longest note wrapped whole at the full text size (no more: the focus ring round
    a face holds no empty band), and for a number key under it only if the faces are ``numbered_by_place``."""
    count = len(notes)
    number_h = NUMBER_H if numbered_by_place else 0.0
    shapes = [RowShape(face_w, per_row, note_height(ui, notes, face_w), number_h) for face_w in FACE_WIDTHS
              for per_row in dict.fromkeys((count, -(-count // 2)))]
    # faces too narrow for a word of a note come last (German "ungesehen" ran over its neighbours' notes)
    yield from sorted(shapes, key=lambda shape: not words_fit(ui, notes, shape.face_w))


def smallest_note_px(ui: UI) -> int:
    """The smallest size :func:`note_lines` draws a note at (window pixels)."""
    px = ui.viewport.px(NOTE_PX)
    return min(px, base_px(ui.fonts, px * 3 // 4))


def words_fit(ui: UI, notes: Sequence[str], face_w: float) -> bool:
    """Every word of ``notes`` fits under a face ``face_w`` wide (layout units) at the notes' smallest size."""
    font, width = ui.fonts.font(smallest_note_px(ui)), ui.viewport.rect((0, 0, face_w, 10)).w
    return all(font.size(word)[0] <= width for note in notes for word in note.split())


def note_height(ui: UI, notes: Sequence[str], face_w: float) -> float:
    """Layout units under a card ``face_w`` wide that show the longest of ``notes`` whole at the full size."""
    vp = ui.viewport
    px, width = vp.px(NOTE_PX), vp.rect((0, 0, face_w, 10)).w
    lines = max((len(ui.fonts.wrap(note, px, width)) for note in notes if note), default=1)
    return (lines * ui.fonts.font(px).get_linesize() + 2) / vp.scale + 4


class SeatChoice(Button):
    """A seat the pick may name, lit where it sits on the table: a click on any of its places (``rects``, window
    pixels) picks it. Nothing is drawn over the seat but a halo round it."""

    def __init__(self, step: Step, rects: Sequence[pygame.Rect], on_click: Callable[[], object]) -> None:
        super().__init__((0.0, 0.0, 0.0, 0.0), step.label, on_click, size=20)
        self.step, self.rects = step, list(rects)

    def screen_rect(self, ui: UI) -> pygame.Rect:
        return self.rects[0].unionall(self.rects[1:]) if self.rects else pygame.Rect(0, 0, 0, 0)

    def point(self) -> tuple[int, int]:
        """A point that picks this seat (the middle of its first place)."""
        return self.rects[0].center

    def hit(self, pos: tuple[int, int]) -> bool:
        return any(r.collidepoint(pos) for r in self.rects)

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hover = self.hit(event.pos)
            if hover != self.hover:
                self.hover = hover
                ui.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hit(event.pos):
            self.on_click()
            ui.sounds.play("click")
            ui.invalidate()
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        vp, good = ui.viewport, ui.palette.good
        strong = self.hover
        for r in self.rects:
            halo = r.inflate(vp.px(10), vp.px(10))
            surface.blit(seat_glow(halo.size, good, strong, vp.px(2), vp.px(14)), halo.topleft)
            if strong:
                pygame.draw.rect(surface, good, r.inflate(vp.px(2), vp.px(2)), width=max(2, vp.px(3)),
                                 border_radius=vp.px(12))


class FaceChoice(Button):
    """A card face in the row of a pick that names one (a guess), with the step's note under it. Disabled (the
    presenter says there is nothing to gain: every card of it in sight), it is dimmed, and a click or Enter on it
    says why."""

    def __init__(self, rect: Rect, step: Step, on_click: Callable[[], object], art: FaceArt | None,
                 refused: Callable[[str], object]) -> None:
        super().__init__(rect, step.label, on_click, enabled=step.enabled, size=NOTE_PX, note=step.note)
        self.step, self.art, self._refused = step, art, refused
        self.number_key: int | None = None  # the number key that picks it (None: its place among the prompt's)

    def refused(self) -> None:
        self._refused(self.note)

    def words(self) -> str:
        return tr("{title}. {text}", title=self.label, text=self.note) if self.note else self.label  # (zh "。")

    def number_spot(self, ui: UI) -> tuple[int, int]:
        """Where its number key is shown (the centre): under its note (the card's top left holds its value)."""
        r = self.screen_rect(ui)
        return r.centerx, r.bottom + ui.viewport.px(NUMBER_H / 2)

    @property
    def card_h(self) -> float:
        """The card's height (layout units): the table's proportions at the face's width."""
        return self.rect[2] * CARD_H / CARD_W

    def card_rect(self, ui: UI) -> pygame.Rect:
        x, y, w, _ = self.rect
        return ui.viewport.rect((x, y, w, self.card_h))

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if not self.enabled and clicked(event, self.screen_rect(ui)):
            self.refused()
            return True
        return super().handle(event, ui)

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        vp, pal = ui.viewport, ui.palette
        card = self.card_rect(ui)
        if self.hover and self.enabled:
            card = card.move(0, -vp.px(6))
        if self.art is not None and self.step.face is not None:
            surface.blit(self.art(self.step.face, card.w, card.h), card.topleft)
        else:
            draw_box(surface, card, pal.button, pal.panel_line, radius=vp.px(8))
        if not self.enabled:
            shade = pygame.Surface(card.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 150), shade.get_rect(), border_radius=vp.px(8))
            surface.blit(shade, card.topleft)
        elif self.hover:
            pygame.draw.rect(surface, pal.good, card.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                             border_radius=vp.px(10))
        if self.note:
            note = self.note_rect(ui)
            colour = pal.text if self.enabled else pal.text_dim
            lines, px = note_lines(ui, self.note, vp.px(self.size), note.w, note.h)
            lh = ui.fonts.font(px).get_linesize()
            for i, line in enumerate(lines):
                img = ui.fonts.text(line, px, colour)
                surface.blit(img, img.get_rect(midtop=(note.centerx, note.y + i * lh)))

    def note_rect(self, ui: UI) -> pygame.Rect:
        """Under the card, as wide as it (the focus ring round a neighbour leaves it whole)."""
        x, y, w, h = self.rect
        return ui.viewport.rect((x, y + self.card_h + 4, w, h - self.card_h - 4))


def note_lines(ui: UI, text: str, px: int, width: int, height: int) -> tuple[list[str], int]:
    """``text`` wrapped whole into ``width`` x ``height`` (three short lines at most), smaller down to the 100 %
    text size if need be; only as a last resort cut."""
    for size in range(px, min(px, base_px(ui.fonts, px * 3 // 4)) - 1, -1):
        lines, font = ui.fonts.wrap(text, size, width), ui.fonts.font(size)
        if len(lines) * font.get_linesize() <= height and all(font.size(line)[0] <= width for line in lines):
            return lines, size
    lines, size = fitted_lines(ui, text, px, width, height)
    return lines, size


class CountChoice(Stepper):
    """The counts a pick may name, stepped by − and + (or ← →); Enter (``press``) or the OK button beside it
    picks the count shown."""

    def __init__(self, rect: Rect, caption: str, steps: Sequence[Step], on_pick: Callable[[Step], object]) -> None:
        self.steps = sorted(steps, key=lambda s: s.count or 0)
        counts = [s.count or 0 for s in self.steps]
        self.on_pick = on_pick
        super().__init__(rect, caption, counts[0], (counts[0], counts[-1]), lambda _value: None, show=self.label_of,
                         size=24)

    def label_of(self, value: int) -> str:
        return next(s.label for s in self.steps if s.count == value)

    def current(self) -> Step:
        return next(s for s in self.steps if s.count == self.value)

    def _step(self, delta: int) -> None:
        counts = [s.count or 0 for s in self.steps]
        index = max(0, min(len(counts) - 1, counts.index(self.value) + delta))
        if counts[index] != self.value:
            self.value = counts[index]
            self.on_change(self.value)

    def press(self, ui: UI) -> None:
        self.on_pick(self.current())

    def words(self) -> str:
        return self.label_of(self.value)

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        x, y, w, h = self.rect
        vp, pal = ui.viewport, ui.palette
        middle = vp.rect((x + h + 6, y, w - 2 * h - 12, h))
        draw_box(surface, middle, pal.panel, pal.accent, radius=vp.px(10), width=max(2, vp.px(2)))
        text = self.show(self.value)
        lines, px = fitted_lines(ui, text, vp.px(self.size * 1.2), middle.w - vp.px(10), middle.h - vp.px(4))
        if len(lines) == 1:
            blit_centred(surface, ui.fonts.text(lines[0], px, pal.text, True), middle)
        else:
            for i, line in enumerate(lines):
                img = ui.fonts.text(line, px, pal.text, True)
                lh = ui.fonts.font(px, True).get_linesize()
                surface.blit(img, img.get_rect(midtop=(middle.centerx, middle.centery - lh + i * lh)))
        self.minus.enabled = self.value > self.bounds[0]
        self.plus.enabled = self.value < self.bounds[1]
        self.minus.draw(surface, ui)
        self.plus.draw(surface, ui)


def face_row(steps: Sequence[Step], left: float, top: float, pick: Callable[[str], object], art: FaceArt | None,
             refused: Callable[[str], object], shape: RowShape = FULL_ROW,
             value: Callable[[str], str] | None = None) -> list[FaceChoice]:
    """The faces of ``steps`` side by side from (``left``, ``top``), layout units, in rows of ``shape``. Where
    each face's ``value`` is a different digit, that digit is the number key that names it (a guess of the
    Baron is the 3 key, as its corner says), not its place in the row."""
    count, out = len(steps), []
    for i, step in enumerate(steps):
        row, col = divmod(i, shape.per_row)
        inset = (shape.width(count) - shape.width(min(shape.per_row, count - row * shape.per_row))) / 2
        out.append(FaceChoice((left + inset + col * (shape.face_w + shape.gap), top + row * shape.pitch,
                               shape.face_w, shape.card_h + shape.note_h), step, partial(pick, step.key), art, refused))
    own = own_numbers(steps, value)
    if own is not None:
        for face, number in zip(out, own, strict=True):
            face.number_key = number
    return out


def own_numbers(steps: Sequence[Step], value: Callable[[str], str] | None) -> list[int] | None:
    """Each face's number key where every face's ``value`` is a different digit (a guess: the Baron is the 3
    key); None: the faces are numbered by their place in the row."""
    digits = [value(step.face) if value is not None and step.face is not None else "" for step in steps]
    if all(len(d) == 1 and d.isdigit() for d in digits) and len(set(digits)) == len(digits):
        return [int(d) for d in digits]
    return None


GLOWS_KEPT = 64
"""The seat glows kept (:func:`seat_glow`)."""

_GLOWS: dict[tuple[object, ...], pygame.Surface] = {}


def seat_glow(size: tuple[int, int], good: tuple[int, ...], strong: bool, line: int, radius: int) -> pygame.Surface:
    """The glow round a seat to pick: three rings fading outwards (brighter ``strong``, under the pointer); kept
    (only blitted: a prompt lit each seat's glow anew with every frame)."""
    key = (size, tuple(good), strong, line, radius)
    glow = _GLOWS.get(key)
    if glow is None:
        if len(_GLOWS) >= GLOWS_KEPT:
            _GLOWS.clear()
        glow = _GLOWS[key] = pygame.Surface(size, pygame.SRCALPHA)
        for i, alpha in enumerate((50, 90, 150) if not strong else (90, 150, 230)):
            ring = glow.get_rect().inflate(-2 * i * max(1, line), -2 * i * max(1, line))
            pygame.draw.rect(glow, (*good[:3], alpha), ring, width=max(2, line), border_radius=radius)
    return glow
