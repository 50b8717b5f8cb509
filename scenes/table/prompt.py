"""The step-by-step prompt after a gesture that several legal actions share (target, then guess...). A step that
names a seat may also be picked by clicking that seat on the table (its zones are outlined)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Step
from game.i18n import tr
from scenes.table.gestures import StepPicker
from scenes.ui.overlay import Overlay

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table_hints import SeatTargets


NARROWEST, WIDEST = 760.0, 1200.0
"""The panel's width in layout units: at least the narrowest, at most what the table area left of the sidebar
holds; in between as wide as two columns of the longest label need."""
BUTTON_TEXT = 20
"""The buttons' text size in layout units (``Overlay.set_buttons``)."""


class StepPrompt(Overlay):
    """Cancel (or Esc) just closes it: the dragged cards are already on their way back home. ``step_buttons``
    maps each step's key to its button."""

    part_of_a_move = True

    def __init__(self, app: App, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                 seats: SeatTargets | None = None) -> None:
        super().__init__(app, title, width=NARROWEST)
        self.picker, self.on_done, self.seats = picker, on_done, seats
        self.pressed_seat: int | None = None  # a seat pressed beside the panel, picked when released on it
        self.rebuild()

    def width_for(self, labels: list[str]) -> float:
        """A panel width whose two columns of buttons show the longest of ``labels`` whole, where it can."""
        longest = max((self.app.fonts.text(label, BUTTON_TEXT, (0, 0, 0)).get_width() for label in labels), default=0)
        return min(WIDEST, max(NARROWEST, 2 * (longest + 24) + 52))

    def rebuild(self) -> None:
        steps = self.picker.choices()
        self.width = self.width_for([step.label for step in steps])
        items = [(step.label, lambda key=step.key: self.pick(key)) for step in steps]
        self.set_buttons([*items, (tr("Cancel"), self.back)], subtitle_lines=len(self.subtitle()))
        self.step_buttons = {step.key: button for step, button in zip(steps, self.widgets, strict=False)}
        self.app.invalidate()

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
