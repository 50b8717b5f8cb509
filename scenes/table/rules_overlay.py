"""The rules beside the table, over the log, as a child of the table with its own handle and draw: opened and put
away by the Rules button or F1 (the table stays playable), opened at a card's entry by a right-click or a long
press on a face-up card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.table.rules_panel import RulesPanel

if TYPE_CHECKING:
    from scenes.table.host import TableHost


class RulesOverlay:
    """The table's rules panel, when open (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.panel: RulesPanel | None = None  # the rules beside the table, over the log (F1, Rules)

    def toggle(self) -> None:
        """The rules beside the table, over the log (the table stays playable); again: put away."""
        table = self.table
        if self.panel is not None:
            self.panel = None
        else:
            self.panel = RulesPanel(table.app, table.match.game, table.specs)
            self.panel.on_close = self.toggle
            self.panel.set_reference(table.match.card_reference())
        table.buttons.build()
        table.ui.invalidate()

    def show_card_entry(self, face: str | None) -> None:
        """A right-click (or a long press) on a face-up card: its entry in the card reference, with the copies not
        seen yet."""
        if face is None:
            return
        if self.panel is None:
            self.toggle()
        assert self.panel is not None
        self.panel.show_card(face)

    def shown(self) -> None:
        """A new model is shown: the copies not seen yet in the card reference change with it."""
        if self.panel is not None:
            self.panel.set_reference(self.table.match.card_reference())

    def handle(self, event: pygame.event.Event) -> bool:
        """Whether the open panel took the event (never while the pointer drags or draws a box)."""
        return self.panel is not None and not self.table.pointer.busy() and self.panel.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.panel is not None:
            self.panel.draw(surface)
