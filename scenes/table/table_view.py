"""The table's view state: the layout fitted to the window (zones kept to their anchored edges, the own hand's cards
as large as at the default window, rows of face-up cards grown to what the model holds) and the model shown, its
cards placed on the board as sprites (moving there, or at once for another person at the screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import TableModel
from scenes.table import table_hints
from scenes.table.arrange import GAP
from scenes.table.art_ahead import ArtAhead
from scenes.table.board import LABEL_H, Board
from scenes.table.cascade import grow_cascades
from scenes.table.hand_size import HAND_CARD_PX, grow_own_hand
from scenes.table.layout import Layout, load_layout
from scenes.table.sidebar import frame

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.table.host import TableHost


class TableView:
    """The layout in the window and the model on the board (see the module's docstring)."""

    def __init__(self, table: TableHost, match: TableMatch) -> None:
        self.table, self.ui, self.services, self.match = table, table.ui, table.services, match
        self.base_layout = load_layout(match.layout_file())
        self.window_layout = self.layout = self.fitted_layout()  # the layout in this window; ``layout``: and model
        self.board = Board(self.layout, self.ui.viewport, set())
        self.board.text_scale = self.ui.fonts.scale
        self.art = ArtAhead(self.ui, self.board, match.game.id, table.spec)  # the faces rendered ahead
        self.model: TableModel | None = None  # the model shown: the match's (cached there) or the held round end
        self.held_shown = False  # the model shown is the held round end (the next one brings a new deal)
        self.dealt_since_move = False  # a new round was dealt after the last move: its aim is the last round's
        self.placed_for: int | None = None  # the viewer the cards on the board were placed for
        self.known_explained = False  # the toast said once what the eye on a known card means

    def prefetch_art(self) -> None:
        """Have the faces rendered ahead that this table shows (a move on the stage: there too) and may show soon
        (:mod:`scenes.table.art_ahead`), so that no frame draws one itself (the hover preview draws its one face
        when asked)."""
        self.art.queue()

    def toast_at(self) -> tuple[float, float]:
        """Toasts show just above the status line and the own hand (their box's bottom middle), where they cover
        no card of it."""
        over_status = self.table.hints.toast_at()
        if over_status is not None:
            return over_status
        own = self.layout.own_hand
        if own is None:
            return (620.0, 860.0)
        x, y, w, _ = own.rect
        return (x + w / 2, y - 4)

    def hand_rect(self) -> pygame.Rect | None:
        """The viewer's own hand zone in window pixels (None for a layout without one): a status line, seat
        plates or hints place themselves relative to it."""
        own = self.layout.own_hand
        return self.ui.viewport.rect(own.rect) if own is not None else None

    def fitted_layout(self) -> Layout:
        """The layout in the window: zones kept to their anchored edges, the own hand's cards as large in pixels as
        at the default window (:mod:`scenes.table.hand_size`)."""
        vp = self.ui.viewport
        return grow_own_hand(self.base_layout.fit(vp.bounds), HAND_CARD_PX / vp.scale, LABEL_H,
                             self.table_area())

    def table_area(self) -> tuple[float, float, float, float]:
        """The logical rectangle of the table: the window left of the sidebar."""
        bx, by, _, bh = self.ui.viewport.bounds
        return (bx, by, frame(self.ui)[0] - bx, bh)

    def layout_for(self, model: TableModel) -> None:
        """The window's layout with the rows of face-up cards ``model`` overfills grown (:mod:`scenes.table.cascade`)."""
        self.layout = grow_cascades(self.window_layout, model, LABEL_H, GAP, self.table_area())
        self.board.layout = self.layout

    def fit_layout(self) -> None:
        """Lay the table out for the window's aspect (zones keep to their anchored edges) and move the cards."""
        self.window_layout = self.layout = self.fitted_layout()
        self.board.layout, self.board.text_scale = self.layout, self.ui.fonts.scale
        if self.model is not None:
            self.layout_for(self.model)
            self.board.place(self.model, False, lambda _name: None)

    def place(self, model: TableModel, dealt: bool) -> None:
        """Show ``model``: its cards placed on the board (moving there when the same person looks on, a pile put
        on a common stack marked as it lands), the marks on them, the fans' faces turned ahead."""
        table, match, painter = self.table, self.match, self.table.painter
        before, self.model = self.model, model
        if dealt:  # the last round's last move points at nobody in this one (the arrow would say "play on them")
            self.dealt_since_move = True
        selectable = {c.uid for z in model.zones for c in z.cards if c.selectable}
        table.pointer.selection.intersection_update(selectable)
        self.layout_for(model)
        speed = self.services.settings.animation_speed
        same_viewer, self.placed_for = self.placed_for == match.viewer, match.viewer
        was_up, had_cards = self.art.face_up(), bool(self.board.sprites)
        # another person at the screen: their table is shown at once (no card turns over from what the last saw)
        mover = match.last_mover()
        parties = [s for s in (mover, *match.last_move_targets()) if s is not None]
        self.board.place(model, speed > 0 and same_viewer, self.ui.sounds.play, speed, dealt, parties, mover)
        painter.turn_hold.placed(before, model, speed > 0 and same_viewer and had_cards and not dealt)
        self.art.placed(was_up, had_cards)
        self.prefetch_art()  # (what it shows now first, then where cards may turn up)
        painter.frame.just_placed = True
        for zone_id, uids in self.board.piles:  # a pile put on a common stack (burned): marked as it lands
            if (spec := self.layout.zones.get(zone_id)) is not None:
                x, y, w, h = spec.rect
                painter.effects.mark_when_landed((x + w / 2, y + h / 2), max(w, h) * 0.7, uids, speed)
        painter.cards.marks = table_hints.card_marks(model, match.viewer)
        painter.cards.turn_ahead()  # (the fans' faces, shadows and halos, as marked)

    def explain_known(self, model: TableModel) -> None:
        """Say once, in a neutral note, what the eye on a card others have seen means."""
        if not self.known_explained and (legend := table_hints.known_legend(model, self.match.viewer)):
            self.known_explained = True
            self.services.toast(legend, good=None)  # a note on the table's marks, not an error
