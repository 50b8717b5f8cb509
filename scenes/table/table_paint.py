"""Drawing the table in layers: the background of one table model (:mod:`scenes.table.background_paint`: felt,
zones, labels, headline, sidebar), the cards at rest over it (redrawn only when the moving cards, selection or drag
change: :mod:`scenes.table.frame_cache`), then what moves: cards in flight (:mod:`scenes.table.card_paint`), the
stage's words and arrows (:mod:`scenes.table.stage_paint`), the dragged cards, the selection box, the enlarged
preview of a hovered card (:mod:`scenes.table.pointer_paint`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.engine import CardSpec, TableModel
from scenes.table import table_chrome
from scenes.table.background_paint import MIN_TEXT, BackgroundPainter
from scenes.table.board import Board
from scenes.table.card_paint import CardPainter
from scenes.table.effects import Effects
from scenes.table.frame_cache import FrameCache
from scenes.table.label_hold import LogHold, TurnHold
from scenes.table.layers import Step
from scenes.table.pointer import Pointer
from scenes.table.pointer_paint import HOVER_MS, PointerPainter
from scenes.table.sidebar import SidebarLayout
from scenes.table.stage_paint import StagePainter
from scenes.table.table_hints import TableHints, Toasting


class TablePainter:
    """Paints the table's frame by its layer painters, the frame cache saying what is drawn anew."""

    def __init__(self, ui: Toasting, board: Board, pointer: Pointer, spec: Callable[[str | None], CardSpec | None],
                 game_id: str, reduced: Callable[[], bool]) -> None:
        self.ui, self.board, self.pointer = ui, board, pointer
        self.hints = TableHints(ui, board)
        self.frame = FrameCache()
        self.ground = BackgroundPainter(ui, board, game_id)  # felt, zones, plates, labels, headline, sidebar
        self.cards = CardPainter(ui, board, pointer, spec, game_id, self.ground, self.hints)
        self.stage = StagePainter(ui, board, self.hints, self.ground)
        self.pointing = PointerPainter(ui, board, pointer, spec, game_id)
        self.log_hold = LogHold()  # the log tells a staged move's results as its cards rest on the stage
        self.turn_hold = TurnHold()  # and whose turn it is once the move's cards show it
        self.effects = Effects(reduced=reduced)  # a token flying to the round's winner, a burned
        # pile's mark (scenes.table.effects)
        self._reaches: dict[tuple[object, ...], pygame.Rect] = {}  # a card's key in the layer -> its reach
        self._reaches_at = 0.0  # the window scale they were measured at

    def release(self) -> None:
        """Let go of every surface (the table closed)."""
        self.frame.release()
        self.ground.release()
        self.cards.release()

    def forget_background(self) -> None:
        """Draw the background anew, as a whole (its labels and headline laid out anew too)."""
        self.frame.background = None
        self.ground.forget()

    def background_changed(self) -> None:
        """The model, the window or the sidebar changed: draw the background anew where it changed."""
        self.frame.background = None

    def render_background(self, size: tuple[int, int], model: TableModel, sidebar: SidebarLayout,
                          viewer: int | None) -> pygame.Surface:
        """The background of ``model`` drawn (anew where it changed), noted in the frame cache."""
        self.frame.viewer_is(viewer)
        shown = self.turn_hold.model(self.log_hold.model(model, self.board), self.board)
        background = self.ground.render(size, shown, sidebar, viewer)
        self.frame.painted(self.ground.layer.dirty)
        return background

    # ------------------------------------------------------------------ the frame
    def draw(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout, viewer: int | None,
             widgets: Callable[[pygame.Surface], None], narration: Sequence[str] = (),
             targets: Sequence[int] = ()) -> None:
        if (self.ground.label_hold.landed(self.board) or self.log_hold.released(model, self.board)
                or self.turn_hold.released(self.board)):
            self.background_changed()  # a zone's cards landed: its new label shows; the move's results: the log;
            # whose turn it is: the headline and the plates
        self.frame.fresh(partial(self.render_background, surface.get_size(), model, sidebar, viewer))
        pointer, cards, stage = self.pointer, self.cards, self.stage
        cards.turned.new_frame()
        if narration:
            stage.fit_stage(narration)
        dragged = pointer.drag or frozenset()
        moving = self.board.moving() | dragged
        lit = self.pointing.drop_target_rects(model, self.ground.viewer) if pointer.drag is not None else []
        key = (moving, frozenset(pointer.selection), pointer.drag, self.board.hovered,
               tuple((tuple(r), under) for r, under in lit))  # (the glow follows the carried card)
        surface.blit(self.frame.settled(key, partial(self.settled_steps, moving, model, lit)), (0, 0))
        for uid in self.board.order:  # cards in flight go over the settled ones
            if uid in moving and uid not in dragged:
                cards.draw_card(surface, self.board.sprites[uid])
        if self.effects.active():
            self.effects.draw(surface, self.ui.viewport)
        if targets:  # under the narration, which tells what they aim at
            stage.draw_target_arrows(surface, targets, model.seats)
        stage.narration_box = None
        if narration:
            stage.draw_narration(surface, narration)
        widgets(surface)
        if pointer.lasso is not None:
            self.pointing.draw_box(surface)
        if pointer.drag is not None:  # a card aiming at the seat under it: kept off its plate, a line to it under it
            ground = self.ground
            plates = {seat: ground.label_rects[zone] for seat, zone in ground.plates.items() if zone in ground.label_rects}
            carried = self.pointing.carried_rects(model, ground.viewer, plates)
            self.pointing.draw_aim(surface, model, ground.viewer, plates, carried)
            for uid in [u for u in self.board.order if u in carried]:
                cards.draw_card(surface, self.board.sprites[uid], carried[uid])
        self.hints.draw(surface)  # over every card: the status line
        risen = self.risen()
        if risen is not None and risen not in moving:  # a fan's hovered card over all, to be read whole
            cards.draw_card(surface, self.board.sprites[risen])
        if pointer.drag is None and pointer.hover is not None and pointer.hover_ms >= HOVER_MS:
            self.pointing.draw_preview(surface)
        self.hints.draw_tips(surface)  # a refused card's reason over all, the preview too
        if cards.turned.rough:  # a new fan's faces: a few turned smoothly each frame (each 1.5 ms), the rest next
            self.frame.settled_key = None  # frame (drawn whole)
            self.ui.invalidate()

    def wait_a_frame(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout,
                     viewer: int | None) -> bool:
        """Whether this frame may show the last picture while a move's work is done out of sight
        (:meth:`FrameCache.wait_a_frame`)."""
        size = surface.get_size()
        return self.frame.wait_a_frame(self.ground.layer.surface, size, viewer == self.ground.viewer,
                                       bool(self.board.moving()),
                                       partial(self.render_background, size, model, sidebar, viewer))

    def draw_out_of_sight(self, surface: pygame.Surface, model: TableModel, sidebar: SidebarLayout,
                          viewer: int | None) -> bool:
        """Whether the frame after a screen over the table went may show that screen a frame longer while the
        background is drawn out of sight (:meth:`FrameCache.out_of_sight`)."""
        size = surface.get_size()
        return self.frame.out_of_sight(self.ground.layer.surface, size,
                                       partial(self.render_background, size, model, sidebar, viewer))

    def settled_steps(self, moving: frozenset[str], model: TableModel,
                      lit: Sequence[tuple[pygame.Rect, bool]] = ()) -> list[Step]:
        """The layer of cards at rest as steps over the background: the drop targets, the cards bottom first (none
        in flight, nor the fan's risen card), the stacks' counts."""
        vp, board, pal, ground = self.ui.viewport, self.board, self.ui.palette, self.ground
        steps = []
        line = max(2, vp.px(3))
        steps += [Step(("lit", pal.good, under), r, partial(self.pointing.draw_lit, r=r, line=line, under=under))
                  for r, under in lit]
        risen = self.risen()
        skip = moving if risen is None else moving | {risen}
        selection, last_moved, marks = self.pointer.selection, board.last_moved, self.cards.marks
        reaches, self._reaches = (self._reaches, {}) if self._reaches_at == vp.scale else ({}, {})
        self._reaches_at = vp.scale
        for uid in board.draw_order():
            s = board.sprites[uid]
            if uid in skip or s.wait_ms > 0:  # (a later beat of a staged move: not in sight yet)
                continue
            r, angle, c = board.screen_rect(s), board.angle(s), s.card
            key = ("card", uid, c.face, c.highlight, c.caption, c.token, r.x, r.y, r.w, r.h, angle, s.zone,
                   s.via is None, s.flip is None, s.pop.scale() if s.pop is not None else 1.0, marks.get(uid),
                   uid in selection, uid in last_moved, uid in ground.stacked, s.zone in ground.dimmed)
            reach = reaches.get(key) or self.cards.card_reach(s, r, angle)  # (the same for the same key)
            self._reaches[key] = reach
            steps.append(Step(key, reach, partial(self.cards.draw_at, s=s, r=r, angle=angle)))
        width = max(2, vp.px(3))
        for uid, text in ground.badges.items():
            if uid not in board.sprites or uid in moving:
                continue
            r = board.screen_rect(board.sprites[uid])
            img = self.ui.fonts.text(text, vp.px(MIN_TEXT), pal.text, bold=True)
            label = table_chrome.label_strip(board, model, board.sprites[uid].zone)  # (left whole by the badge)
            badge = table_chrome.badge_rect(img.get_size(), r, width, label)
            steps.append(Step(("badge", text, r.x, r.y, r.w, r.h, badge.y), badge.inflate(2, 2),
                              partial(table_chrome.draw_badge, text_img=img, card=r, fill=pal.panel,
                                      line=pal.panel_line, width=width, clear_of=label)))
        return steps

    def risen(self) -> str | None:
        """The hovered card of a fan (drawn over everything, the status line too, as it rises)."""
        h, board = self.board.hovered, self.board
        own = board.layout.own_zone
        return h if h is not None and h in board.sprites and h in board.fans.get(own, ()) else None
