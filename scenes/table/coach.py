"""The coach of Learn to play: a bubble over the table that says one rule at a time and points at what it talks
about, and the gate that lets only the script's move through (another one gets the coach's hint, not a refusal).

The table asks :func:`coach_for` once; a table without a tutorial has no coach. What the bubble points at is looked
up each time it is drawn (a zone, a card face, a seat's plate), so it follows the table's layout wherever that puts
things. The script and where the player is in it are :mod:`game.tutorial`'s."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import TYPE_CHECKING

import pygame

from game.engine import Action
from game.i18n import tr
from game.tutorial import Tutorial, TutorialStep
from scenes.core import flow
from scenes.table.keys_way import keys_way, one_after_another
from scenes.table.seat_plates import draw_arrow, plate_rect, plate_zones
from scenes.table.sidebar import frame
from scenes.ui.widgets import Button, draw_box

if TYPE_CHECKING:
    from scenes.table.host import TableHost

BUBBLE_W = 400.0  # logical width of the bubble
TEXT_PX = 19.0
PAD = 14.0
GAP = 44.0  # between the bubble and what it points at (the arrow spans it)
NEXT_W, NEXT_H = 190.0, 38.0
END_W = 300.0
KEEP_COST = 10_000
"""A pixel of what the bubble must leave uncovered (a summary's title) weighs like this many of a card."""
DISTANCE_COST = 12.0  # a pixel further from what the bubble points at weighs like this many pixels of card covered
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def coach_for(table: TableHost) -> Coach | None:
    """The coach of a tutorial's table (None for an ordinary match)."""
    tutorial = table.match.tutorial
    return Coach(table, tutorial) if tutorial is not None else None


class Coach:
    def __init__(self, table: TableHost, tutorial: Tutorial) -> None:
        self.table = table
        self.app, self.ui = table.app, table.ui  # the scene stack; drawing
        self.tutorial = tutorial
        self.next_button: Button | None = None  # laid out with the bubble, for a step read with Next
        self.hints_shown = 0  # wrong gestures answered with the coach's hint (tests and tools count them)
        self.bubble: pygame.Rect | None = None  # where the bubble was drawn last (None: not shown)
        self.said = ""  # what the bubble said when it was first shown ("Speak the game" says each new one once)
        self.way_said = ""  # the keys' way of a move said last

    # ------------------------------------------------------------------ the gate
    def allows(self, action: Action) -> bool:
        """Whether the player's move is the one the script asks for now; else the coach says it again."""
        if self.tutorial.expects(action):
            return True
        self.hinted()
        return False

    def wrong(self) -> None:
        """A gesture that made no move (a card dropped where it does nothing, one that cannot be picked up): the
        coach's hint answers it, not a refusal."""
        self.tutorial.wrong += 1
        self.hinted()

    def hinted(self) -> None:
        self.hints_shown += 1
        self.app.toast_ms = 0.0
        self.table.hints.tip = None
        self.ui.sounds.play("snap")
        self.ui.invalidate()

    @property
    def hinting(self) -> bool:
        return self.tutorial.wrong > 0

    def waiting_for_next(self) -> bool:
        """The coach talks and the table waits until the player clicks Next."""
        step = self.tutorial.step
        return step is not None and step.kind == "say" and not self.table.holding() and not self.table.board.staging() \
            and self.in_place(step)

    def holds_summary(self) -> bool:
        """The coach has more to say about the round's summary: it stays until the coach is done."""
        step = self.tutorial.step
        return step is not None and step.kind == "say" and on_summary(step)

    def in_place(self, step: TutorialStep) -> bool:
        """A step about the round's summary is said while the summary shows (with the part it points at), any other
        while none does (Next round first: the coach goes on at the table)."""
        top = self.app.top
        shown = top is not None and top.anchor_rect("summary") is not None
        return shown and self.anchor_rect(step.anchor) is not None if on_summary(step) else not shown

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """Next (the button, Enter or Space) on a step the coach only says; True when the event was its."""
        if not self.waiting_for_next():
            return False
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
            self.go_on()
            return True
        button = self.next_button
        return button is not None and button.handle(event, self.ui)

    def go_on(self) -> None:
        self.tutorial.next()
        self.ui.invalidate()
        if self.tutorial.done:
            self.table.close()
            flow.open_setup(self.app, self.table.match.game.id)

    # ------------------------------------------------------------------ where the bubble points
    def anchor_rect(self, anchor: str) -> pygame.Rect | None:
        """The window rectangle of what ``anchor`` names (``zone:``, ``face:``, ``card:`` a uid, ``seat:``, ``move``:
        the card the step's move drags), or None."""
        kind, _, ref = anchor.partition(":")
        board, table = self.table.board, self.table
        if anchor == "summary" or kind == "column":  # a part of the round's summary, shown over the table
            top = self.app.top
            return top.anchor_rect(anchor) if top is not None else None
        if kind == "zone" and ref in board.layout.zones:
            return board.zone_rect(ref)
        if kind == "face":
            viewer = table.match.viewer
            own = {z.id for z in table.shown.zones if z.owner is not None and z.owner == viewer}
            found = [uid for uid in board.order if uid in board.sprites and board.sprites[uid].card.face == ref]
            mine = [uid for uid in found if board.sprites[uid].zone in own]
            pick = (mine or found)[-1:] if found else []
            return board.screen_rect(board.sprites[pick[0]]) if pick else None
        if kind == "card" and ref in board.sprites:
            return board.screen_rect(board.sprites[ref])
        if kind == "move":
            uid = self.move_card()
            return board.screen_rect(board.sprites[uid]) if uid is not None else None
        if kind == "seat" and ref.isdigit():
            zone = plate_zones(table.shown, board.layout.zones).get(int(ref))
            return plate_rect(board, zone) if zone is not None else None
        return None

    # ------------------------------------------------------------------ drawing
    def text(self, step: TutorialStep) -> str:
        """The bubble's words: the lesson (or, after a wrong gesture, its hint); for a player on the keys, a move's
        lesson adds how it is made by keys (:meth:`keys_way`)."""
        way = self.keys_way(step)
        return f"{self.lesson_text(step)}\n{way}" if way else self.lesson_text(step)

    def lesson_text(self, step: TutorialStep) -> str:
        if self.hinting and step.kind == "say":
            return tr("First read what the coach says, then press Enter.") if self.table.focus.by_keys else \
                tr("First read what the coach says, then click Next.")
        return tr(step.hint or step.text) if self.hinting else tr(step.text)

    def keys_way(self, step: TutorialStep) -> str:
        """How a move's lesson is made by keys, for a player whose last press was a key ("" for any other step or
        player): the lessons name the pointer's gestures, drag and click."""
        if step.kind != "do" or step.action is None or not self.table.focus.by_keys:
            return ""
        return keys_way(self.table.shown.choices, step.action)

    def draw(self, surface: pygame.Surface, avoid: pygame.Rect | None = None, keep: Sequence[pygame.Rect] = ()) -> None:
        """The bubble (``avoid``: a panel over the table it should keep off, a prompt's; ``keep``: parts of it that
        must stay uncovered wherever the bubble can go, a summary's title)."""
        step = self.tutorial.step
        if step is None or step.kind == "bot" or self.table.holding() or self.table.board.staging() \
                or not self.in_place(step):
            self.next_button = self.bubble = None  # (a bot's move on the stage is seen first, with its own words;
            return  # a summary's steps wait for it, others for the table)
        vp, fonts, pal = self.ui.viewport, self.ui.fonts, self.ui.palette
        width, pad, px = vp.px(BUBBLE_W * min(max(1.0, fonts.scale), 1.6)), vp.px(PAD), vp.px(TEXT_PX)  # (larger text:
        # a wider bubble, not one as tall as the table)
        way = self.keys_way(step)  # (set apart below the lesson, dimmer: the same move, said for the keys)
        lines = [(line, pal.text) for line in fonts.wrap(self.lesson_text(step), px, width - 2 * pad)]
        lines += [(line, pal.text_dim) for line in fonts.wrap(way, px, width - 2 * pad)] if way else []
        way_gap = vp.px(8) if way else 0
        number, total = self.tutorial.lesson()
        title = tr("Try again") if self.hinting else tr("Learn to play · {n} of {total}", n=number, total=total)
        last = self.tutorial.index == len(self.tutorial.script.steps) - 1
        self.say(title, step, last, way)
        line_h = fonts.font(px).get_linesize()
        title_h = fonts.font(px, bold=True).get_linesize()
        button_h = vp.px(NEXT_H) + pad if step.kind == "say" else 0
        height = pad + title_h + vp.px(6) + line_h * len(lines) + way_gap + button_h + pad
        anchor = self.anchor_rect(step.anchor)
        if on_summary(step) and anchor is not None and keep:  # the column it explains stays in sight too
            keep = [*keep, anchor.inflate(vp.px(8), vp.px(8))]
        bubble = self.bubble = self.place(width, height, anchor, avoid, keep)
        colour = pal.bad if self.hinting else pal.accent
        draw_box(surface, bubble.inflate(vp.px(6), vp.px(6)), (0, 0, 0, 90), radius=vp.px(14))
        draw_box(surface, bubble, pal.panel, colour, radius=vp.px(12), width=max(2, vp.px(3)))
        y = bubble.y + pad
        surface.blit(fonts.text(title, px, colour, bold=True), (bubble.x + pad, y))
        y += title_h + vp.px(6)
        for at, (line, ink) in enumerate(lines):
            y += way_gap if at and ink != lines[at - 1][1] else 0
            surface.blit(fonts.text(line, px, ink), (bubble.x + pad, y))
            y += line_h
        if anchor is not None:
            if on_summary(step):  # the column (or the table) it explains, outlined
                pygame.draw.rect(surface, colour, anchor.inflate(vp.px(8), vp.px(8)), width=max(2, vp.px(4)),
                                 border_radius=vp.px(10))
            self.point(surface, bubble, anchor, colour)
        if step.kind == "say":
            label = tr("Now play a real game") if last else tr("Next")
            w = END_W if last else NEXT_W
            right, bottom = vp.to_logical((bubble.right - pad, bubble.bottom - pad))
            self.next_button = Button((right - w, bottom - NEXT_H, w, NEXT_H), label, self.go_on, size=18,
                                      primary=True)
            self.next_button.draw(surface, self.ui)
        else:
            self.next_button = None

    def say(self, title: str, step: TutorialStep, last: bool, way: str) -> None:
        """The bubble in words, once as it comes (its title, its text, and for a step read with Next, the key that
        goes on; ``last``: the script's last step): "Speak the game" reads the lesson as the bubble shows it. The
        keys' way of a move is said when it differs from the one said last (the bubble shows it at every move), and
        the card the arrow points at is named (a lesson may say no more than "play what the arrow points at");
        ``way``: the move's keys' way (:meth:`keys_way`), as the bubble shows it."""
        if step.kind == "do" and self.table.focus.by_keys and not way:
            return  # (the table does not offer the move yet: said once it does, with its way)
        words = [tr("{title}. {text}", title=title, text=self.lesson_text(step)), way]
        face = self.anchor_face(step.anchor) if step.kind == "do" else None
        if face is not None:
            words.append(tr("The arrow points at: {card}.", card=self.table.voice.card_name(face)))
        if step.kind == "say" and not self.hinting:
            words.append(tr("Enter: {next}.", next=tr("Now play a real game") if last else tr("Next")))
        if " ".join(words) != self.said:
            self.said = " ".join(words)
            if way == self.way_said:
                words.remove(way)
            self.way_said = way or self.way_said
            self.table.voice.tell(reduce(one_after_another, [w for w in words if w]))

    def anchor_face(self, anchor: str) -> str | None:
        """The face of the card ``anchor`` points at (``face:``, ``card:``, ``move``), None for anything else."""
        kind, _, ref = anchor.partition(":")
        if kind == "face":
            return ref
        uid = ref if kind == "card" else self.move_card() if kind == "move" else None
        sprite = self.table.board.sprites.get(uid) if uid is not None else None
        return sprite.card.face if sprite is not None else None

    def move_card(self) -> str | None:
        """The card the step's move is made with (the first one dragged for it), None for a move of no card."""
        step, sprites = self.tutorial.step, self.table.board.sprites
        return min((uid for choice in self.table.shown.choices if step is not None and choice.action == step.action
                    for uid in choice.drag_from or () if uid in sprites), default=None)

    def place(self, width: int, height: int, anchor: pygame.Rect | None,
              avoid: pygame.Rect | None = None, keep: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """The bubble beside what it points at (above it, below, left or right), inside the table area, where it
        covers least of what the step's move is made with (its cards and where they go) and none of ``keep`` (at
        200 % text the bubble over a summary covered its title)."""
        vp = self.ui.viewport
        area = vp.rect((*vp.bounds[:2], frame(self.ui)[0] - vp.bounds[0], vp.bounds[3])).inflate(-vp.px(16),
                                                                                                   -vp.px(16))
        if anchor is None and avoid is None:
            bubble = pygame.Rect(0, 0, width, height)
            bubble.center = area.center
            return bubble.clamp(area)
        anchor = anchor or pygame.Rect(area.centerx, area.centery, 0, 0)
        window = pygame.Rect((0, 0), vp.size).inflate(-vp.px(16), -vp.px(16))
        found = self.best_spot(width, height, anchor, avoid, keep, area)
        if keep and any(found.colliderect(r) for r in keep):  # over the sidebar rather (a summary's bubble at 200 %)
            wider = self.best_spot(width, height, anchor, avoid, keep, window)
            kept = [sum(_overlap(spot, r) for r in keep) for spot in (found, wider)]
            found = wider if kept[1] < kept[0] else found
        return found

    def best_spot(self, width: int, height: int, anchor: pygame.Rect, avoid: pygame.Rect | None,
                  keep: Sequence[pygame.Rect], area: pygame.Rect) -> pygame.Rect:
        """The spot in ``area`` for :meth:`place`."""
        vp = self.ui.viewport
        gap = vp.px(GAP)
        above, below = anchor.top - gap - height, anchor.bottom + gap
        left, right = anchor.left - gap - width, anchor.right + gap
        xs = (anchor.centerx - width // 2, anchor.left, anchor.right - width)
        ys = (anchor.centery - height // 2, anchor.top, anchor.bottom - height)
        spots = [*((x, above) for x in xs), *((x, below) for x in xs), *((left, y) for y in ys),
                 *((right, y) for y in ys)]
        spots += [(area.x + (area.w - width) * i // 6, area.y + (area.h - height) * j // 6)  # free table further off
                  for j in range(7) for i in range(7)]
        move = [anchor, *self.move_rects()]
        step = self.tutorial.step
        cards = [] if step is not None and on_summary(step) else \
            [self.table.board.screen_rect(sprite) for sprite in self.table.board.sprites.values()]  # (not shaded)
        best: tuple[int, int, pygame.Rect] | None = None
        for order, (x, y) in enumerate(spots):
            candidate = pygame.Rect(x, y, width, height).clamp(area)
            covered = 8 * sum(_overlap(candidate, r) for r in move) + sum(_overlap(candidate, r) for r in cards)
            covered += int(DISTANCE_COST * _distance(candidate, anchor))
            if avoid is not None:
                covered += 100 * _overlap(candidate, avoid)
            covered += KEEP_COST * sum(_overlap(candidate, r) for r in keep)
            if best is None or (covered, order) < best[:2]:
                best = (covered, order, candidate)
        assert best is not None
        return best[2]

    def move_rects(self) -> list[pygame.Rect]:
        """Where the step's move is made: the cards dragged for it and the cards and zones they go to."""
        step = self.tutorial.step
        table, board = self.table, self.table.board
        rects: list[pygame.Rect] = []
        for choice in table.shown.choices:
            if step is None or choice.action != step.action:
                continue
            for ref in [*(choice.drag_from or ()), choice.drag_to]:
                if ref in board.sprites:
                    rects.append(board.screen_rect(board.sprites[ref]))
                elif ref in board.layout.zones:
                    rects.append(board.zone_rect(ref))
        return rects

    def point(self, surface: pygame.Surface, bubble: pygame.Rect, anchor: pygame.Rect, colour) -> None:
        """An arrow from the bubble's edge to the edge of what it points at (none when they touch)."""
        target = anchor.inflate(self.ui.viewport.px(4), self.ui.viewport.px(4))
        if bubble.colliderect(target):
            return
        ax = min(max(bubble.centerx, target.left), target.right)
        ay = min(max(bubble.centery, target.top), target.bottom)
        bx = min(max(ax, bubble.left + 12), bubble.right - 12)
        by = min(max(ay, bubble.top + 12), bubble.bottom - 12)
        if bubble.top <= ay <= bubble.bottom:
            start = (bubble.right if ax > bubble.right else bubble.left, by)
        else:
            start = (bx, bubble.bottom if ay > bubble.bottom else bubble.top)
        draw_arrow(surface, start, (ax, ay), colour, max(3, self.ui.viewport.px(4)))


def on_summary(step: TutorialStep) -> bool:
    """A step about the round's summary: it shows while the summary does (``summary``, ``column:<id>``)."""
    return step.anchor == "summary" or step.anchor.startswith("column:")


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    """The gap between two rectangles (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return float((dx * dx + dy * dy) ** 0.5)
