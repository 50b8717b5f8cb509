"""The rules help: a game's rules help (``catalog.get_entry(id).rules_text()``) as scrollable wrapped text."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import GameDef
from game.i18n import tr
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.widgets import Button, Cycler, ReadAloudText

if TYPE_CHECKING:
    from scenes.core.scene import Stage


class RulesScene(Scene):
    """From the menu a cycler picks the game; from the table the rules of the game being played."""

    def __init__(self, app: Stage, fixed_game: GameDef | None = None) -> None:
        super().__init__(app)
        self.fixed = fixed_game
        self.game_ids = [] if fixed_game else catalog.available_game_ids()
        self.game_id = fixed_game.id if fixed_game else (self.game_ids[0] if self.game_ids else "")
        self.build()

    def set_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.build()

    def build(self) -> None:
        game = self.fixed or (catalog.get_game(self.game_id) if self.game_id else None)
        text = (catalog.get_entry(game.id).rules_text() if game else "") or tr("No rules text is available yet.")
        self.text = ReadAloudText((160, 100, 1280, 680), text, size=21, paragraphs=True)  # (by the keys, aloud)
        self.widgets = [self.text, Button((650, 808, 300, 56), tr("Back"), self.back)]
        if self.game_ids:
            titles = [(gid, tr(catalog.get_game(gid).title)) for gid in self.game_ids]
            self.widgets.insert(0, Cycler((500, 30, 600, 52), tr("Rules of"), titles, self.game_id, self.set_game,
                                          size=24))
        self.title = tr("Rules of {game}", game=tr(game.title)) if game and self.fixed else ""
        self.ui.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        if self.title:
            self.draw_title(surface, self.title, y=55, size=36)
        self.draw_widgets(surface)


flow.open_rules.register(RulesScene)
