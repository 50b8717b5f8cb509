"""A yes/no confirmation over the scene below: the question wraps whole, the yes button may name the act."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.core import flow
from scenes.core.overlay import Overlay

if TYPE_CHECKING:
    from scenes.core.scene import Stage

QUESTION_PX = 24  # logical: the question's type (bold)
QUESTION_LINE = 30.0  # logical: one wrapped line of it
WIDTH = 720.0


class ConfirmScene(Overlay):
    def __init__(self, app: Stage, question: str, on_yes: Callable[[], None], yes: str = "",
                 no: str = "") -> None:
        super().__init__(app, question, width=WIDTH)
        self.on_yes = on_yes
        self.yes, self.no = yes or tr("Yes"), no or tr("Cancel")
        self.lay_out()

    def question_lines(self) -> list[str]:
        """The question wrapped to the panel, every word of it (a long one was cut mid-word on one line)."""
        vp = self.ui.viewport
        return self.ui.fonts.wrap(self.title, vp.px(QUESTION_PX), vp.px(self.width - 40), bold=True)

    def lay_out(self) -> None:
        extra = (len(self.question_lines()) - 1) * QUESTION_LINE  # the rows below the first, in subtitle rows
        self.set_buttons([(self.yes, self.confirm), (self.no, self.back)], subtitle_lines=-int(-extra // 26))

    def on_resize(self) -> None:
        super().on_resize()
        self.lay_out()

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        question, self.title = self.title, ""  # the panel, the buttons; then the question, wrapped
        try:
            super().draw(surface)
        finally:
            self.title = question
        ui, vp = self.app, self.ui.viewport
        r = vp.rect(self.panel)
        px = vp.px(QUESTION_PX)
        for i, line in enumerate(self.question_lines()):
            img = ui.fonts.text(line, px, ui.palette.accent, bold=True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + vp.px(20 + i * QUESTION_LINE))))


flow.open_confirm.register(ConfirmScene)
