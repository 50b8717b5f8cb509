"""Who else is at a table played with friends, as a child of the table with its own update and draw: the
spectators (an eye with their number, left of the Rules button) and the remote players connected or away (their
plates and the sidebar's seat list say so at once, the position being the same)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from scenes.ui import watch_mark

if TYPE_CHECKING:
    from scenes.table.host import TableHost


class RemotePresence:
    """The spectators and the remote players' presence on the table (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.watching = table.match.spectators()  # spectators shown (the eye, left of the Rules button)
        table.painter.ground.reserve = watch_mark.WIDTH if self.watching else 0.0
        self.presence: Mapping[int, object] = {}  # remote players connected or away, as the plates show them

    def update(self) -> None:
        """A spectator came or went, a remote player came or went (or their minutes to rejoin ran down)."""
        table = self.table
        watching = table.match.spectators()  # an eye with the number, left of the Rules button
        if watching != self.watching:
            self.watching, table.painter.ground.reserve = watching, watch_mark.WIDTH if watching else 0.0
            table.painter.background_changed()
            table.ui.invalidate()
        problem = table.match.take_problem()
        if problem:
            table.services.toast(problem)
        if (presence := table.match.presence()) != self.presence:
            self.presence = presence
            self.show_presence()

    def show_presence(self) -> None:
        """A remote player came or went (or their minutes to rejoin ran down): the plates say so at once, the
        position being the same (a new one shows it anyway)."""
        table, view = self.table, self.table.view
        model = table.match.model()
        if view.model is None or table.stale or table.holding() or model.zones is not view.model.zones:
            return
        view.model = replace(view.model, seats=model.seats)
        table.buttons.build()  # the sidebar's seat list says it in words
        table.painter.background_changed()
        table.ui.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        """The spectators' eye, left of the Rules button."""
        if self.watching:
            sidebar = self.table.sidebar
            watch_mark.draw_eye(self.table.app, surface, (sidebar.left - watch_mark.WIDTH / 2 - 4, sidebar.top - 26),
                                self.watching)
