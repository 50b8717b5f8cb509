"""The stage of a bot's move, drawn: what the move did in words in a box under the cards resting on the stage (the
move whole, what came of it once the cards rest there), how to skip it, and arrows from the move to the players it
aimed at. The narration stands in one stack with the status line and a toast over the own hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import SeatView
from scenes.table import seat_plates
from scenes.table.background_paint import MIN_TEXT, BackgroundPainter
from scenes.table.board import Board
from scenes.table.sidebar import frame
from scenes.table.table_hints import TableHints
from scenes.ui.widgets import draw_box

if TYPE_CHECKING:
    from scenes.ui.context import UI

NARRATION_W = 760.0
NARRATION_MIN_W = 300.0  # logical: the least width the narration wraps to
NARRATION_PAD = 28.0  # logical: the narration box is this much wider than its widest line
NARRATION_WRAPPED = 6  # the most wrapped lines the narration's box shows: the move whole, then whole lines of its result
NARRATION_GAP = 12.0  # logical: between the cards on the stage and the narration, and the narration and the status
STAGE_TOP = 44.0  # logical: the cards on the stage are raised no higher than this below the window's top (headline)


class StagePainter:
    """Draws the stage's words and arrows (see the module's docstring)."""

    def __init__(self, ui: UI, board: Board, hints: TableHints, ground: BackgroundPainter) -> None:
        self.ui, self.board, self.hints, self.ground = ui, board, hints, ground  # (ground: the seats' plates)
        self.narration_box: pygame.Rect | None = None  # where the narration was last drawn (none: not shown)

    def narration_images(self, lines: Sequence[str], arrived: bool) -> list[pygame.Surface]:
        """The narration's lines as drawn: the move, then (once the cards rest on the stage) what came of it."""
        ui, vp, pal = self.ui, self.ui.viewport, self.ui.palette
        px, width = vp.px(20), vp.px(self.narration_width())
        wrapped = narration_rows(narration_parts(lines, arrived), lambda line, bold: ui.fonts.wrap(line, px, width, bold))
        return [ui.fonts.text(line, px, pal.accent if result else pal.text, bold=result) for line, result in wrapped]

    def narration_width(self) -> float:
        """The logical width the narration wraps to: ``NARRATION_W``, or less where a stage near the sidebar (Road
        at 2-3 players) would have its box, centred under the cards, run over the sidebar."""
        room = frame(self.ui)[0] - NARRATION_GAP - self.board.layout.stage_centre[0]
        return max(NARRATION_MIN_W, min(NARRATION_W, 2 * room - NARRATION_PAD))

    def narration_size(self, imgs: Sequence[pygame.Surface]) -> tuple[int, int]:
        vp = self.ui.viewport
        return (max(img.get_width() for img in imgs) + vp.px(NARRATION_PAD), sum(img.get_height() for img in imgs) + vp.px(16))

    def fit_stage(self, lines: Sequence[str]) -> None:
        """One stack that cannot overlap, from the own hand up: the status line, a toast, the narration (with all
        its lines), the cards resting on the stage; the cards are raised as far as the narration needs."""
        floor = self.hints.stack_floor()
        if floor is None or not lines:
            return
        vp = self.ui.viewport
        _, h = self.narration_size(self.narration_images(lines, arrived=True))
        by = vp.bounds[1]
        self.board.lift_stage(floor - h / vp.scale - NARRATION_GAP, by + STAGE_TOP)

    def narration_rect(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the narration's box stands (window pixels): under the cards resting on the stage, but never
        lower than the top of the status line (the stack's floor); None with no card on the stage."""
        staged = [self.board.screen_rect(s) for s in self.board.sprites.values() if s.via is not None]
        if not staged:
            return None
        vp = self.ui.viewport
        box = pygame.Rect(0, 0, *size)
        box.midtop = (vp.point(*self.board.layout.stage_centre)[0], max(r.bottom for r in staged) + vp.px(NARRATION_GAP))
        floor = self.hints.stack_floor()
        if floor is not None:
            box.bottom = min(box.bottom, vp.point(0, floor)[1])
        return box

    def draw_narration(self, surface: pygame.Surface, lines: Sequence[str]) -> None:
        """What a bot's move did, in a box under the cards resting on the stage: the move at once, what came of
        it (in bold) when the cards have come to rest there. It stands in one stack over the status line and a
        toast (:meth:`fit_stage`, :meth:`TableHints.stack_floor`)."""
        vp, pal = self.ui.viewport, self.ui.palette
        sprites = [s for s in self.board.sprites.values() if s.via is not None]
        if not sprites or not lines:
            return
        imgs = self.narration_images(lines, arrived=self.board.at_the_stage())
        box = self.narration_box = self.narration_rect(self.narration_size(imgs))
        if box is None:
            return
        draw_box(surface, box, pal.panel, pal.accent, radius=vp.px(10), width=max(2, vp.px(2)))
        y = box.y + vp.px(8)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def draw_skip_hint(self, surface: pygame.Surface, text: str) -> None:
        """How to skip a bot's move, in small type just above the cards resting on the stage (:meth:`skip_hint_rect`)."""
        ui, vp, pal = self.ui, self.ui.viewport, self.ui.palette
        img = ui.fonts.text(text, vp.px(MIN_TEXT), pal.text) if text else None
        box = self.skip_hint_rect(img.get_size()) if img is not None else None
        if img is None or box is None:
            return
        draw_box(surface, box, pal.panel, pal.panel, radius=vp.px(8), width=1)
        surface.blit(img, img.get_rect(center=box.center))

    def skip_hint_rect(self, text_size: tuple[int, int]) -> pygame.Rect | None:
        """Where the skip hint stands: just above where the move's cards rest on the stage (there while they fly
        to it too: it rode on the flying cards, over Road's supply), and above any label of the table it would lie
        on there (Palastgeflüster's "King deck", Road's stock at 3 players: it hid them at every bot's move), unless
        that takes it out of the window; None with no card on the stage."""
        vp = self.ui.viewport
        stops = [s.via for s in self.board.sprites.values() if s.via is not None]
        if not stops:
            return None
        box = pygame.Rect(0, 0, text_size[0] + vp.px(16), text_size[1] + vp.px(6))
        box.midbottom = (vp.point(*self.board.layout.stage_centre)[0], min(vp.point(*at)[1] for at in stops) - vp.px(6))
        bx, by, _, _ = vp.bounds  # on the table, left of the sidebar (German ran under it over Road's stage)
        left, right = vp.point(bx, by)[0] + vp.px(8), vp.point(frame(self.ui)[0], by)[0] - vp.px(14)
        box.left = max(left, min(box.left, right - box.width))
        labels = list(self.ground.label_rects.values())
        raised = box.copy()
        for _ in range(len(labels)):
            under = [labels[i] for i in raised.collidelistall(labels)]
            if not under:
                return raised
            raised.bottom = min(r.top for r in under) - vp.px(4)
        return box if raised.top < 0 or raised.collidelist(labels) >= 0 else raised

    def draw_target_arrows(self, surface: pygame.Surface, targets: Sequence[int],
                           seats: Sequence[SeatView] = ()) -> None:
        """Arrows from the move (:meth:`aim_source`) to the targets' plates."""
        board = self.board
        plates = [self.ground.label_rects.get(zone) or seat_plates.plate_rect(board, zone)  # the plate as drawn
                  for t in targets if t in self.ground.plates for zone in [self.ground.plates[t]]]
        source = self.aim_source()
        if source is None or not plates:
            return
        by_seat = {s.seat: s for s in seats}
        marks = [by_seat[t] for t in targets if t in self.ground.plates and t in by_seat]
        seat_plates.draw_arrows(surface, self.ui, source, plates, self.ui.palette.highlight_target,
                                marks if len(marks) == len(plates) else ())

    def aim_source(self) -> pygame.Rect | None:
        """Where a move's arrows start: the cards on the stage, else the cards the mover played (a Prince's target
        discarding too: the arrow started on the felt between the two), else the last move's cards."""
        board = self.board
        staged = [s for s in board.sprites.values() if s.via is not None]
        moved = board.movers_moved or board.last_moved
        cards = staged or [board.sprites[u] for u in board.order if u in moved]
        if not cards:
            return None
        return board.screen_rect(cards[0]).unionall([board.screen_rect(s) for s in cards[1:]])


def narration_parts(lines: Sequence[str], arrived: bool) -> list[tuple[str, bool]]:
    """The staged move's lines as (text, is a result): the first tells the move; the rest, what came of it, pop
    up once the cards rest on the stage."""
    if not lines:
        return []
    return [(lines[0], False)] + ([(line, True) for line in lines[1:]] if arrived else [])


def narration_rows(parts: Sequence[tuple[str, bool]], wrap: Callable[[str, bool], list[str]],
                   budget: int = NARRATION_WRAPPED) -> list[tuple[str, bool]]:
    """The narration's wrapped rows: the move whole (who did what is never cut), then what came of it in order,
    each line whole, while the box has rows left (what does not fit stays in the log beside the table)."""
    rows: list[tuple[str, bool]] = []
    for i, (line, result) in enumerate(parts):
        wrapped = wrap(line, result)
        if i and len(rows) + len(wrapped) > budget:
            break
        rows += [(row, result) for row in wrapped]
    return rows
