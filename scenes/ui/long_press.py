"""A long press on a card (held still): what a right-click does, for a touch screen or a one-button mouse."""

from __future__ import annotations

from collections.abc import Callable

import pygame

LONG_PRESS_MS = 650.0
SLOP_PX = 8  # a press that moves further is a drag, not a long press


class LongPress:
    """Follows the left button: a press on a face-up card held this long without moving gives the card's face
    once (:meth:`tick`)."""

    def __init__(self) -> None:
        self.at: tuple[int, int] | None = None
        self.face: str | None = None
        self.ms = 0.0

    def handle(self, event: pygame.event.Event, face_at: Callable[[tuple[int, int]], str | None]) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.face = face_at(event.pos)
            self.at, self.ms = (event.pos if self.face else None), 0.0
        elif event.type == pygame.MOUSEMOTION and self.at is not None:
            if abs(event.pos[0] - self.at[0]) > SLOP_PX or abs(event.pos[1] - self.at[1]) > SLOP_PX:
                self.at = None
        elif event.type == pygame.MOUSEBUTTONUP:
            self.at = None

    def tick(self, dt_ms: float) -> str | None:
        """The face pressed long enough (once), else None."""
        if self.at is None:
            return None
        self.ms += dt_ms
        if self.ms < LONG_PRESS_MS:
            return None
        self.at = None
        return self.face
