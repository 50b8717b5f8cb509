"""The step-by-step prompt after a gesture that several legal actions share (target, then guess...). A step that
names a seat may also be picked by clicking that seat on the table (its zones are outlined)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Step
from game.i18n import tr
from scenes.table.gestures import StepPicker
from scenes.table.sidebar import frame
from scenes.ui.overlay import Overlay

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table_hints import SeatTargets


NARROWEST, WIDEST = 760.0, 1200.0
"""The panel's width in layout units: at least the narrowest, at most what the table area left of the sidebar
holds; in between as wide as two columns of the longest label need."""
BUTTON_TEXT = 20
"""The buttons' text size in layout units (``Overlay.set_buttons``)."""
NARROW_MIN = 520.0
"""The least width the panel narrows to, to stand clear of the seats it concerns."""
MARGIN = 8.0
"""Between the panel and the edges of the table area (layout units)."""
PLACES = 24
"""Steps across and down the table area at which the panel may stand."""


class StepPrompt(Overlay):
    """Cancel (or Esc) just closes it: the dragged cards are already on their way back home. ``step_buttons``
    maps each step's key to its button."""

    part_of_a_move = True

    def __init__(self, app: App, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                 seats: SeatTargets | None = None, cards: Sequence[pygame.Rect] = ()) -> None:
        super().__init__(app, title, width=NARROWEST)
        self.picker, self.on_done, self.seats = picker, on_done, seats
        self.cards = list(cards)  # the cards the move plays, where they were dropped (window pixels)
        self.pressed_seat: int | None = None  # a seat pressed beside the panel, picked when released on it
        self.rebuild()

    def width_for(self, labels: list[str]) -> float:
        """A panel width whose two columns of buttons show the longest of ``labels`` whole, where it can."""
        longest = max((self.app.fonts.text(label, BUTTON_TEXT, (0, 0, 0)).get_width() for label in labels), default=0)
        return min(WIDEST, max(NARROWEST, 2 * (longest + 24) + 52))

    def rebuild(self) -> None:
        steps = self.picker.choices()
        labels = [step.label for step in steps]
        items = [(step.label, lambda key=step.key: self.pick(key)) for step in steps]
        avoid = self.avoided()
        for width in dict.fromkeys((self.width_for(labels), max(NARROW_MIN, self.needed_width(labels)))):
            self.width = width
            self.set_buttons([*items, (tr("Cancel"), self.back)], subtitle_lines=len(self.subtitle()))
            if not avoid or self.place_clear(avoid) == 0:
                break
        self.step_buttons = {step.key: button for step, button in zip(steps, self.widgets, strict=False)}
        self.app.invalidate()

    def needed_width(self, labels: list[str]) -> float:
        """The width at which two columns of buttons show the longest of ``labels`` whole."""
        longest = max((self.app.fonts.text(label, BUTTON_TEXT, (0, 0, 0)).get_width() for label in labels), default=0)
        return 2 * (longest + 24) + 52

    def avoided(self) -> list[pygame.Rect]:
        """What the panel should leave in sight (window pixels): the places of the seats it offers to click and of
        those already picked (the target whose card is guessed), and the cards dropped for the move."""
        if self.seats is None:
            return list(self.cards)
        seats = {*self.seat_steps(), *(step.seat for step in self.picker.picked if step.seat is not None)}
        return [*(r for seat in sorted(seats) for r in self.seats.rects(seat)), *self.cards]

    def place_clear(self, avoid: list[pygame.Rect]) -> int:
        """Move the panel and its buttons within the table area to where they cover the least of ``avoid`` (at 8
        players the target list covered the seats it asked to click), nearest the middle among equals; returns
        the pixels still covered."""
        vp = self.app.viewport
        x0, y0, w, h = self.panel
        bx, by, _, bh = vp.bounds
        left, right = bx + MARGIN, frame(self.app)[0] - MARGIN - w
        top, bottom = by + MARGIN, by + bh - MARGIN - h
        if right < left or bottom < top:
            return 0

        def covered(x: float, y: float) -> int:
            r = vp.rect((x, y, w, h))
            return sum(c.w * c.h for c in (r.clip(a) for a in avoid))

        places = [(left + (right - left) * i / PLACES, top + (bottom - top) * j / PLACES)
                  for i in range(PLACES + 1) for j in range(PLACES + 1)]
        x, y = min([(x0, y0), *places], key=lambda p: (covered(*p), abs(p[0] - x0) + abs(p[1] - y0)))
        dx, dy = x - x0, y - y0
        self.panel = (x, y, w, h)
        for widget in self.widgets:
            rx, ry, rw, rh = widget.rect
            widget.rect = (rx + dx, ry + dy, rw, rh)
        return covered(x, y)

    def seat_steps(self) -> dict[int, Step]:
        """The next steps that name a seat, by seat (those seats can be clicked on the table)."""
        if self.seats is None:
            return {}
        return {step.seat: step for step in self.picker.choices() if step.seat is not None}

    def handle(self, event: pygame.event.Event) -> None:
        """A seat is picked when the press on it is released on it: picked on the press, the release would land on
        the next step's panel, which may have grown under the pointer (and click a guess)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            pressed, self.pressed_seat = self.pressed_seat, None
            seat = self.seat_under(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN and seat is not None:
                self.pressed_seat = seat
                return
            if event.type == pygame.MOUSEBUTTONUP and pressed is not None:
                if seat == pressed:
                    self.app.sounds.play("click")
                    self.pick(self.seat_steps()[seat].key)
                return
        super().handle(event)

    def seat_under(self, pos: tuple[int, int]) -> int | None:
        """The seat under ``pos`` (beside the panel) that the next step may name, if any."""
        steps = self.seat_steps()
        if not steps or self.seats is None or self.app.viewport.rect(self.panel).collidepoint(pos):
            return None
        seat = self.seats.seat_at(pos)
        return seat if seat in steps else None

    def draw_under_panel(self, surface: pygame.Surface) -> None:
        steps = self.seat_steps()
        if not steps or self.seats is None:
            return
        vp, pal = self.app.viewport, self.app.palette
        for seat in steps:  # the seats that may be clicked, outlined over the shade
            for r in self.seats.rects(seat):
                pygame.draw.rect(surface, pal.good, r.inflate(vp.px(4), vp.px(4)), width=max(2, vp.px(3)),
                                 border_radius=vp.px(12))

    def subtitle(self) -> list[str]:
        lines = [" › ".join(step.label for step in self.picker.picked)] if self.picker.picked else []
        if self.seat_steps():
            lines.append(tr("Or click a player outlined on the table."))
        return lines

    def pick(self, key: str) -> None:
        self.picker.pick(key)
        action = self.picker.done()
        if action is None:
            self.rebuild()
            return
        self.app.pop()
        self.on_done(action)
