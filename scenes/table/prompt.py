"""The step-by-step prompt after a gesture that several legal actions share (target, then guess...), laid on the
table by what kind of pick each step is (the presenter says it on its :class:`game.engine.Step`, no game is named
here): the seats a step names glow where they sit and a click on one picks it; card faces stand in a row with what
the viewer knows printed under them; counts are a stepper; any other pick is a button. The small panel with the
question and Cancel stands where it covers no seat and not the cards dropped for the move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import Action, Step
from game.i18n import tr
from scenes.core.overlay import CENTRE_X, Overlay
from scenes.table import openers
from scenes.table.choice_widgets import (
    FULL_ROW,
    CountChoice,
    FaceArt,
    RowShape,
    SeatChoice,
    face_row,
    own_numbers,
    row_shapes,
)
from scenes.table.gestures import StepPicker
from scenes.table.layout import OWN_HAND
from scenes.table.panel_places import clear_cells
from scenes.table.sidebar import frame
from scenes.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.table.table_hints import SeatTargets


NARROWEST, WIDEST = 760.0, 1200.0
"""The panel's width in layout units when it lists buttons: at least the narrowest, at most what the table area
left of the sidebar holds; in between as wide as two columns of the longest label need."""
SMALL_W = 330.0
"""The panel's width when the picks lie on the table (seats) or are a stepper: the question and Cancel, small
enough to stand in the middle of a table of eight."""
BUTTON_TEXT = 20
"""The buttons' text size in layout units (``Overlay.set_buttons``)."""
MARGIN = 8.0
"""Between the panel and the edges of the table area (layout units)."""
PLACES = 24
"""Steps across and down the table area at which the panel may stand."""
SHADE, LIGHT_SHADE = 130, 90
"""The shade over the table (alpha) while seats are asked for, and while faces or a count are: the seats in
question are left unshaded."""


class StepPrompt(Overlay):
    """Cancel (or Esc) just closes it: the dragged cards are already on their way back home. ``step_buttons``
    maps each step's key to what picks it (a lit seat, a face, a button; the counts: the stepper)."""

    part_of_a_move = True

    def __init__(self, app: Stage, title: str, picker: StepPicker, on_done: Callable[[Action], None],
                 seats: SeatTargets | None = None, cards: Sequence[pygame.Rect] = (),
                 face_art: FaceArt | None = None, face_value: Callable[[str], str] | None = None) -> None:
        super().__init__(app, title, width=NARROWEST)
        self.picker, self.on_done, self.seats, self.face_art = picker, on_done, seats, face_art
        self.face_value = face_value  # a face's value (its corner's number): the number key that names it
        self.cards = list(cards)  # the cards the move plays, where they were dropped (window pixels)
        self.step_buttons: dict[str, Widget] = {}
        self.seat_widgets: list[SeatChoice] = []
        self.stepper: CountChoice | None = None
        self.ok_button: Button | None = None  # picks the stepper's count
        self.rebuild()

    # ------------------------------------------------------------------ layout
    def rebuild(self) -> None:
        steps = self.picker.choices()
        on_seats = self.seat_steps()
        faces = [s for s in steps if s.face is not None and s.seat is None]
        counts = [s for s in steps if s.count is not None and s.seat is None and s.face is None]
        if len(counts) < 2:
            counts = []  # (one count is a button)
        rest = [s for s in steps if s.seat not in on_seats and s not in faces and s not in counts]
        if faces and not any(s.enabled for s in faces):  # nothing to gain anywhere: every face may be picked
            faces = [Step(s.key, s.label, face=s.face, note=s.note) for s in faces]
        if faces:
            self.lay_faces(on_seats, faces, counts, rest)
        elif on_seats or counts:
            self.lay_on_table(on_seats, faces, counts, rest)
            self.place_clear(self.avoided())
        else:
            self.lay_buttons(rest)
        self.ui.invalidate()

    def lay_faces(self, on_seats: dict[int, Step], faces: list[Step], counts: list[Step], rest: list[Step]) -> None:
        """The row of faces at the largest size (one row, else two) that finds a place covering no other seat
        and not the cards dropped for the move: over the viewer's own hand if need be (it is not needed while
        they pick), over their other places only if nothing else will do (nine guesses at eight players); at
        the smallest size where the least is covered if no size fits (the number keys' band under the faces only where
        they are numbered by place)."""
        avoid = self.avoided()
        hand, own = self.own_places()
        spare_hand = [a for a in avoid if a[0] != hand]
        spare_own = [a for a in avoid if a[0] not in own]
        by_place = own_numbers(faces, self.face_value) is None
        shapes = list(row_shapes(self.ui, [s.note for s in faces], by_place))
        tries = [(shape, tier) for shape in shapes for tier in (avoid, spare_hand)]
        for shape, tier in [*tries, *((shape, spare_own) for shape in shapes)]:
            self.lay_on_table(on_seats, faces, counts, rest, shape)
            box = self.area()
            if box is not None and self.clear_places(tier, box, first=True):
                self.place_clear(tier)
                return
        count = len(faces)  # none fits: the smallest row, where it covers least
        self.lay_on_table(on_seats, faces, counts, rest, min(shapes, key=lambda s: s.width(count) * s.height(count)))
        self.place_clear(spare_own)

    def own_places(self) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
        """The viewer's own hand (window pixels) and all their places (the seat that owns ``hand.0``)."""
        if self.seats is None:
            return None, []
        board, model = self.seats.board, self.seats.model
        viewer = next((z.owner for z in model.zones if z.id == OWN_HAND), None)
        hand = board.zone_rect(OWN_HAND) if viewer is not None and OWN_HAND in board.layout.zones else None
        return hand, self.seats.rects(viewer) if viewer is not None else []

    def lay_buttons(self, steps: list[Step]) -> None:
        """The picks as a grid of buttons (what has no place on the table)."""
        labels = [step.label for step in steps]
        self.width = self.width_for(labels)
        self.set_buttons([*((s.label, lambda key=s.key: self.pick(key)) for s in steps), (tr("Cancel"), self.back)],
                         subtitle_lines=len(self.subtitle()))
        self.seat_widgets, self.stepper = [], None
        self.step_buttons = {step.key: button for step, button in zip(steps, self.widgets, strict=False)}
        self.place_clear(self.avoided())

    def lay_on_table(self, on_seats: dict[int, Step], faces: list[Step], counts: list[Step],
                     rest: list[Step], shape: RowShape = FULL_ROW) -> None:
        """Seats lit where they sit; faces in rows of ``shape`` or a stepper in the panel, with the other picks
        and Cancel; the panel in the middle (:meth:`place_clear` moves it)."""
        inner = shape.width(len(faces)) if faces else 0.0
        self.width = max(SMALL_W, inner + 40)
        lines = len(self.subtitle())
        x0, top = CENTRE_X - self.width / 2, 70.0 + lines * 26
        widgets: list[Widget] = []
        if faces:
            widgets += face_row(faces, CENTRE_X - inner / 2, top, self.pick, self.face_art, self.refused, shape,
                                self.face_value)
            top += shape.height(len(faces))
        self.stepper = None
        if counts:
            self.stepper = CountChoice((x0 + 20, top, self.width - 40, 54), tr("How many"), counts,
                                       lambda step: self.pick(step.key))
            widgets.append(self.stepper)
            top += 66
            self.ok_button = Button((x0 + 20, top, (self.width - 52) / 2, 42), tr("OK"), self.stepper_pick,
                                    size=BUTTON_TEXT, primary=True)
            widgets.append(self.ok_button)
        items = [*((s.label, lambda key=s.key: self.pick(key)) for s in rest), (tr("Cancel"), self.back)]
        cols = 1 if len(items) == 1 and not counts else 2
        bw = (self.width - 40 - (cols - 1) * 12) / cols
        start = 1 if counts else 0  # beside OK
        buttons = []
        for i, (label, act) in enumerate(items, start=start):
            buttons.append(Button((x0 + 20 + (i % cols) * (bw + 12), top + (i // cols) * 50, bw, 42), label, act,
                                  size=BUTTON_TEXT))
        rows = -(-(len(items) + start) // cols)
        self.panel = (x0, 0.0, self.width, top + rows * 50 + 10)
        self.seat_widgets = [SeatChoice(step, self.seats.rects(seat), partial(self.pick, step.key))
                             for seat, step in sorted(on_seats.items())] if self.seats is not None else []
        self.widgets = [*self.seat_widgets, *widgets, *buttons]
        self.step_buttons = {w.step.key: w for w in self.seat_widgets}
        self.step_buttons |= {w.step.key: w for w in widgets if hasattr(w, "step")}
        if self.stepper is not None:
            self.step_buttons |= {s.key: self.stepper for s in self.stepper.steps}
        self.step_buttons |= {s.key: b for s, b in zip(rest, buttons, strict=False)}

    def width_for(self, labels: list[str]) -> float:
        """A panel width whose two columns of buttons show the longest of ``labels`` whole, where it can."""
        longest = max((self.ui.fonts.text(label, BUTTON_TEXT, (0, 0, 0)).get_width() for label in labels), default=0)
        return min(WIDEST, max(NARROWEST, 2 * (longest + 24) + 52))

    def avoided(self) -> list[tuple[pygame.Rect, int]]:
        """What the panel should leave in sight (window pixels) and how much each matters: the seats it offers to
        click and those already picked (the target whose card is guessed), and the cards dropped for the move,
        most; every other seat too."""
        rects: list[tuple[pygame.Rect, int]] = [(c, 8) for c in self.cards]
        if self.seats is None:
            return rects
        asked = {*self.seat_steps(), *(step.seat for step in self.picker.picked if step.seat is not None)}
        for seat in sorted({z.owner for z in self.seats.model.zones if z.owner is not None}):
            rects += [(r, 8 if seat in asked else 1) for r in self.seats.rects(seat)]
        return rects

    def panel_widgets(self) -> list[Widget]:
        return [w for w in self.widgets if not isinstance(w, SeatChoice)]

    def place_clear(self, avoid: Sequence[tuple[pygame.Rect, int]]) -> int:
        """Move the panel and its widgets within the table area to where they cover the least of ``avoid`` (at 8
        players the target list covered the seats it asked to click), nearest the middle among equals; returns
        the weighted pixels still covered."""
        vp = self.ui.viewport
        x0, y0, w, h = self.panel
        box = self.area()
        if box is None:
            return 0
        left, top, right, bottom = box

        def covered(x: float, y: float) -> int:
            r = vp.rect((x, y, w, h))
            return sum(c.w * c.h * weight for c, weight in ((r.clip(a), weight) for a, weight in avoid))

        middle = ((left + right) / 2, (top + bottom) / 2)

        def off_middle(p: tuple[float, float]) -> float:
            return abs(p[0] - middle[0]) + abs(p[1] - middle[1])

        clear = self.clear_places(avoid, (left, top, right, bottom))
        if clear:  # somewhere that covers nothing: the one nearest the middle
            x, y = min(clear, key=off_middle)
        else:
            places = [(left + (right - left) * i / PLACES, top + (bottom - top) * j / PLACES)
                      for i in range(PLACES + 1) for j in range(PLACES + 1)]
            x, y = min([(x0, y0), *places], key=lambda p: (covered(*p), off_middle(p)))
        dx, dy = x - x0, y - y0
        self.panel = (x, y, w, h)
        for widget in self.panel_widgets():
            move(widget, dx, dy)
        return covered(x, y)

    def area(self) -> tuple[float, float, float, float] | None:
        """Where the panel's top left may stand (left, top, right, bottom; layout units): within the table area
        left of the sidebar; None if the panel is larger."""
        _, _, w, h = self.panel
        bx, by, _, bh = self.ui.viewport.bounds
        left, right = bx + MARGIN, frame(self.app)[0] - MARGIN - w
        top, bottom = by + MARGIN, by + bh - MARGIN - h
        return None if right < left or bottom < top else (left, top, right, bottom)

    def clear_places(self, avoid: Sequence[tuple[pygame.Rect, int]],
                     box: tuple[float, float, float, float], first: bool = False) -> list[tuple[float, float]]:
        """Where (layout units) the panel covers none of ``avoid``: tried on a grid and beside each edge of what it
        avoids (a narrow gap between the seats of eight is found); ``first``: the first such place only (whether
        there is one)."""
        vp = self.ui.viewport
        left, top, right, bottom = box
        _, _, w, h = self.panel
        gap = MARGIN / 2
        edges = [vp.to_logical(r.topleft) + vp.to_logical(r.bottomright) for r, _ in avoid]
        xs = {left + (right - left) * i / PLACES for i in range(PLACES + 1)}
        ys = {top + (bottom - top) * j / PLACES for j in range(PLACES + 1)}
        xs |= {x for e in edges for x in (e[2] + gap, e[0] - gap - w) if left <= x <= right}
        ys |= {y for e in edges for y in (e[3] + gap, e[1] - gap - h) if top <= y <= bottom}
        columns, rows = sorted(xs), sorted(ys)
        across, down = vp.spans(columns, w), vp.spans(rows, h, vertical=True)  # (vp.rect's, a column and row at once)
        return [(columns[i], rows[j]) for i, j in clear_cells(across, down, [r for r, _ in avoid], first)]

    # ------------------------------------------------------------------ picks
    def seat_steps(self) -> dict[int, Step]:
        """The next steps that name a seat on the table, by seat (those seats are lit and clicked)."""
        if self.seats is None:
            return {}
        return {step.seat: step for step in self.picker.choices()
                if step.seat is not None and self.seats.rects(step.seat)}

    def refused(self, why: str) -> None:
        """A dimmed pick clicked or pressed: say why it is not offered."""
        self.services.toast(why, good=None)

    def stepper_pick(self) -> None:
        if self.stepper is not None:
            self.pick(self.stepper.current().key)

    def subtitle(self) -> list[str]:
        """What was picked, and where the picks are: wrapped whole to the panel's width."""
        lines = [" › ".join(step.label for step in self.picker.picked)] if self.picker.picked else []
        if self.seat_steps():
            lines.append(tr("Click a player lit on the table."))
        vp = self.ui.viewport
        out = [part for line in lines for part in self.ui.fonts.wrap(line, vp.px(18), vp.px(self.width - 30))]
        if self.seat_steps():  # and what the seat pointed at or focused picks ("Trade: Dan"), on a line kept for it
            out.append(self.ui.fonts.fit(self.pointed(), vp.px(18), vp.px(self.width - 30)))
        return out

    def pointed(self) -> str:
        """The label of the lit seat under the pointer, else of the one the focus ring is on ("" if none)."""
        hovered = next((w for w in self.seat_widgets if w.hover), None)
        focused = self.focus.current() if self.focus.index is not None else None
        seat = hovered or (focused if isinstance(focused, SeatChoice) else None)
        return seat.label if seat is not None else ""

    def veil(self) -> tuple[int, list[pygame.Rect]]:
        """The shade over the table leaves the seats in question lit."""
        lit = [r for w in self.seat_widgets for r in w.rects]
        lit += [r for step in self.picker.picked if step.seat is not None and self.seats is not None
                for r in self.seats.rects(step.seat)]
        vp = self.ui.viewport
        return SHADE if self.seat_widgets else LIGHT_SHADE, [r.inflate(vp.px(8), vp.px(8)) for r in lit]

    def pick(self, key: str) -> None:
        self.picker.pick(key)
        action = self.picker.done()
        if action is None:
            self.rebuild()
            return
        self.app.pop()
        self.on_done(action)


def move(widget: Widget, dx: float, dy: float) -> None:
    """Shift a widget (a stepper with its − and +) by ``dx``, ``dy`` layout units."""
    x, y, w, h = widget.rect
    widget.rect = (x + dx, y + dy, w, h)
    if isinstance(widget, CountChoice):
        for part in (widget.minus, widget.plus):
            px, py, pw, ph = part.rect
            part.rect = (px + dx, py + dy, pw, ph)


openers.open_prompt.register(StepPrompt)
