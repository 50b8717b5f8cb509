"""Learn to play: which game to learn (each has a guided first game, :mod:`game.tutorial`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.i18n import tr, trn
from game.tutorial import scripts
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.scene import Stage

ITEMS_X, ITEMS_W, ITEMS_TOP, ITEMS_STEP = 560.0, 480.0, 250.0, 84.0


class LearnScene(Scene):
    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        self.widgets = [
            Button((ITEMS_X, ITEMS_TOP + i * ITEMS_STEP, ITEMS_W, 70), tr(catalog.get_game(script.game_id).title),
                   partial(flow.start_tutorial, self.app, script.game_id), size=26,
                   note=trn("with {n} player", "with {n} players", script.players))
            for i, script in enumerate(scripts())]
        self.widgets.append(Button((ITEMS_X, 790, ITEMS_W, 56), tr("Back"), self.back))

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp = self.app, self.ui.viewport
        self.fill_background(surface)
        self.draw_title(surface, tr("Learn to play"), y=110)
        sub = ui.fonts.text(tr("A guided first game: the coach shows you each rule once."), vp.px(22),
                            ui.palette.text_dim)
        surface.blit(sub, sub.get_rect(center=vp.point(800, 180)))
        self.draw_widgets(surface)


flow.open_learn.register(LearnScene)
