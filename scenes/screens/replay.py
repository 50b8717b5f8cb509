"""A replay's controls over its table (:class:`game.replay_match.ReplayMatch` at a table scene below): play / pause,
one move forward and back, the previous and next round, a scrubber over the whole game with the rounds marked,
the speed (×1, ×2, ×4, instant), whose eyes (any seat; every card once the game is over), Export and Close. Keys:
← → one move, Space play / pause, Home / End the start and the end, Page Up / Page Down a round, Esc closes. The
log highlights the lines of the move shown; a click on a line goes to its move. The controls stand in rows the
sidebar lends (the log gives way): they cover no card. A hot-seat game's replay first asks whose view to show and
shows no table until then."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, trn
from game.replay import REPLAY_SUFFIX, ReplayRecord, export_replay
from game.replay_match import ReplayMatch
from game.saves import os_error_text
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.table.feed import row_rects
from scenes.table.sidebar import BUTTON_GAP, BUTTON_H, WIDTH
from scenes.table.table import TableScene
from scenes.ui.widgets import Button, Widget, draw_box

if TYPE_CHECKING:
    from game.replay import Replay
    from scenes.core.scene import Stage
    from scenes.ui.context import UI

ROWS = 4
SPEEDS = (1, 2, 4, 0)
"""Moves per second while playing (0: instant, a move each frame)."""


def speed_words(speed: int) -> str:
    """A speed button's label ("×2") as a voice says it ("2 moves a second"; it read "multiplication sign 2")."""
    return trn("{n} move a second", "{n} moves a second", speed) if speed else ""
STEP_MS = 1000.0
"""A move's time at ×1."""
SEAT_BUTTON = (500.0, 64.0)


class IconButton(Button):
    """A button drawn as a symbol: ``icon`` is one of "start", "back", "play", "pause", "forward", "end"."""

    def __init__(self, rect, icon: str, on_click, tip: str) -> None:
        super().__init__(rect, tip, on_click, size=15)
        self.icon = icon

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal = self.screen_rect(ui), ui.palette
        fill = pal.button_hover if self.hover else pal.button
        draw_box(surface, r, fill, pal.panel_line, radius=ui.viewport.px(8))
        s = max(4, min(r.w, r.h) // 4)
        cx, cy = r.center
        colour = pal.button_text

        def triangle(x: int, right: bool) -> None:
            pts = [(x - s, cy - s), (x + s, cy), (x - s, cy + s)] if right else [(x + s, cy - s), (x - s, cy), (x + s, cy + s)]
            pygame.draw.polygon(surface, colour, pts)

        bar = max(2, s // 3)
        if self.icon == "play":
            triangle(cx, True)
        elif self.icon == "pause":
            for dx in (-s // 2 - bar, s // 2):
                pygame.draw.rect(surface, colour, (cx + dx, cy - s, bar + 1, 2 * s))
        elif self.icon == "forward":
            triangle(cx - s // 2, True)
            pygame.draw.rect(surface, colour, (cx + s // 2 + 1, cy - s, bar, 2 * s))
        elif self.icon == "back":
            triangle(cx + s // 2, False)
            pygame.draw.rect(surface, colour, (cx - s // 2 - bar - 1, cy - s, bar, 2 * s))
        elif self.icon == "end":
            triangle(cx - s, True)
            triangle(cx + s // 2, True)
        elif self.icon == "start":
            triangle(cx + s, False)
            triangle(cx - s // 2, False)


class Scrubber(Widget):
    """The whole game as a bar: the rounds marked, the move shown as a knob; a click or a drag goes to a move."""

    def __init__(self, rect, scene: ReplayScene) -> None:
        super().__init__(rect)
        self.scene = scene
        self.dragging = False

    def bar(self, ui: UI) -> pygame.Rect:
        r = self.screen_rect(ui)
        return pygame.Rect(r.x + ui.viewport.px(8), r.y + r.h * 2 // 3 - 3, r.w - ui.viewport.px(16), 6)

    def move_at(self, x: int, ui: UI) -> int:
        bar, length = self.bar(ui), self.scene.match.length
        return round(max(0.0, min(1.0, (x - bar.x) / max(1, bar.w))) * length)

    def x_of(self, move: int, ui: UI) -> int:
        bar = self.bar(ui)
        return bar.x + round(bar.w * move / max(1, self.scene.match.length))

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        r = self.screen_rect(ui)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and r.collidepoint(event.pos):
            self.dragging = True
            self.scene.go(self.move_at(event.pos[0], ui))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.scene.go(self.move_at(event.pos[0], ui))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        r, pal, vp = self.screen_rect(ui), ui.palette, ui.viewport
        match = self.scene.match
        text = tr("Replay") + " · " + tr("Move {n} of {total}", n=match.moves_played(), total=match.length)
        img = ui.fonts.text(ui.fonts.fit(text, vp.px(15), r.w), vp.px(15), pal.text_dim)
        surface.blit(img, (r.x + vp.px(8), r.y))
        bar = self.bar(ui)
        draw_box(surface, bar, pal.disabled, pal.panel_line, radius=3, width=1)
        done = bar.copy()
        done.w = self.x_of(match.moves_played(), ui) - bar.x
        if done.w > 0:
            draw_box(surface, done, pal.accent, None, radius=3)
        for start in match.round_starts()[1:]:  # where each round after the first begins
            x = self.x_of(start, ui)
            pygame.draw.line(surface, pal.text, (x, bar.y - 5), (x, bar.bottom + 4), max(1, vp.px(2)))
        pygame.draw.circle(surface, pal.text, (self.x_of(match.moves_played(), ui), bar.centery), max(5, vp.px(8)))


class ReplayScene(Scene):
    opaque = False  # the replay's table lies below
    own_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_HOME, pygame.K_END,
                          pygame.K_PAGEUP, pygame.K_PAGEDOWN})  # the replay's keys, before its focus ring's

    def __init__(self, app: Stage, table: TableScene, at: int | None = None) -> None:
        super().__init__(app)
        assert isinstance(table.match, ReplayMatch), "the replay's controls drive a replay"
        self.table = table
        self.match: ReplayMatch = table.match
        table.round_hold.scoring_shown_for = 1 << 62  # the table below shows positions; it opens no summary of its own
        self.playing = False
        self.speed = SPEEDS[0]
        self.clock_ms = 0.0
        self.back_ms: list[float] = []  # how long each step back took (the headless tool reports it)
        self.choosing = self.match.asks_seat  # hot seat: whose view first
        if self.choosing:
            app.toast_ms = 0.0  # nothing the table said about a view not chosen yet
        self.go(self.match.length if at is None else at)
        self.build()

    # ------------------------------------------------------------------ moving
    def go(self, number: int) -> None:
        """Show the position after ``number`` moves."""
        before = self.match.moves_played()
        started = time.perf_counter()
        shown = self.match.go_to(number)
        if shown != before:
            self.table.refresh()
            if shown == before - 1:
                self.back_ms.append((time.perf_counter() - started) * 1000)
            self.ui.invalidate()
        if shown >= self.match.length:
            self.playing = False

    def step(self, delta: int) -> None:
        self.playing = False
        self.go(self.match.moves_played() + delta)
        self.build()

    def to_start(self) -> None:
        self.step(-self.match.moves_played())

    def to_end(self) -> None:
        self.step(self.match.length - self.match.moves_played())

    def round_step(self, delta: int) -> None:
        """Go to the start of the previous (the one shown when inside it) or the next round."""
        now, starts = self.match.moves_played(), self.match.round_starts()
        if delta > 0:
            target = next((s for s in starts if s > now), self.match.length)
        else:
            target = next((s for s in reversed(starts) if s < now), 0)
        self.step(target - now)

    def toggle_play(self) -> None:
        if not self.playing and self.match.moves_played() >= self.match.length:
            self.go(0)
        self.playing = not self.playing
        self.clock_ms = 0.0
        self.build()

    def set_speed(self, speed: int) -> None:
        self.speed = speed
        self.build()

    def set_viewer(self, seat: int) -> None:
        self.choosing = False
        self.match.seen_by(seat)
        self.table.refresh()
        self.build()

    def next_viewer(self) -> None:
        """The next seat's view; in a hot-seat game not over, the question again (the screen changes hands: no
        person sees another's hidden cards on the way)."""
        if self.match.asks_seat and not self.match.can_show_all():
            self.playing = False
            self.choosing = True
            self.build()
            return
        self.set_viewer(((self.match.viewer or 0) + 1) % len(self.match.names))

    def toggle_all(self) -> None:
        self.match.show_all(not self.match.all_cards)
        self.table.refresh()
        self.build()

    def export(self) -> None:
        """Write the replay to the replays folder; the toast says where."""
        record = self.match.replay.record
        folder = self.services.store.root / "replays"
        name = f"{record.game.id}-{time.strftime('%Y%m%d-%H%M%S')}{REPLAY_SUFFIX}"
        try:
            export_replay(folder / name, ReplayRecord(record.game, record.seats, record.seed, record.options,
                                                      record.actions))
        except OSError as exc:
            self.services.toast(tr("Could not export: {error}", error=os_error_text(exc)))
            return
        self.services.toast(tr("Replay exported: {path}", path=str(folder / name)), good=True)

    def close(self) -> None:
        self.table.buttons.lend_button_rows(0)
        self.app.pop()  # the controls
        self.app.pop()  # the replay's table

    def back(self) -> None:
        self.close()

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        if self.choosing:
            names = self.match.names
            order = [*self.match.humans, *(s for s in range(len(names)) if s not in self.match.humans)]
            w, h = SEAT_BUTTON
            self.widgets = [Button((550, 250 + i * (h + 12), w, h), tr("Through {name}'s eyes", name=names[seat]),
                                   partial(self.set_viewer, seat)) for i, seat in enumerate(order)]
            self.widgets.append(Button((550, 250 + len(order) * (h + 12) + 20, w, h), tr("Close"), self.close))
            self.ui.invalidate()
            return
        left, top = self.table.buttons.lend_button_rows(ROWS)
        row = BUTTON_H + BUTTON_GAP
        icons = [("start", self.round_step, -1, tr("Previous round")), ("back", self.step, -1, tr("Back one move")),
                 ("pause" if self.playing else "play", None, 0, tr("Pause") if self.playing else tr("Play")),
                 ("forward", self.step, 1, tr("Forward one move")), ("end", self.round_step, 1, tr("Next round"))]
        gap = 6.0
        w = (WIDTH - gap * (len(icons) - 1)) / len(icons)
        widgets: list[Widget] = []
        for i, (icon, action, delta, tip) in enumerate(icons):
            on_click = self.toggle_play if action is None else partial(action, delta)
            widgets.append(IconButton((left + i * (w + gap), top, w, BUTTON_H), icon, on_click, tip))
        widgets.append(Scrubber((left, top + row, WIDTH, BUTTON_H), self))
        labels = [tr("×{n}", n=s) if s else tr("Instant") for s in SPEEDS]
        sw = (WIDTH - gap * 3) / 4
        for i, (speed, label) in enumerate(zip(SPEEDS, labels, strict=True)):
            button = Button((left + i * (sw + gap), top + 2 * row, sw, BUTTON_H), label, partial(self.set_speed, speed),
                            size=16, spoken=speed_words(speed))
            button.selected = speed == self.speed
            widgets.append(button)
        seat = self.match.viewer if self.match.viewer is not None else 0
        third = (WIDTH - 2 * gap) / 3
        eyes = Button((left, top + 3 * row, third, BUTTON_H), tr("View: {name}", name=self.match.names[seat]),
                      self.next_viewer, size=15)
        every = Button((left + third + gap, top + 3 * row, third, BUTTON_H), tr("Show all cards"), self.toggle_all,
                       enabled=self.match.can_show_all(), size=15)
        every.selected = self.match.all_cards
        widgets += [eyes, every, Button((left + 2 * (third + gap), top + 3 * row, third, BUTTON_H), tr("Export"),
                                        self.export, size=15)]
        menu = self.table.buttons.fixed[2]  # the table's Menu button: here it closes the replay
        widgets.append(Button(menu.rect, tr("Close"), self.close, size=16))
        self.widgets = widgets
        self.ui.invalidate()

    def on_resize(self) -> None:
        self.build()

    # ------------------------------------------------------------------ time
    def update(self, dt_ms: float) -> None:
        self.table.update(dt_ms)  # its cards move to the position shown
        if not self.playing or self.choosing:
            return
        if self.speed == 0:
            self.go(self.match.moves_played() + 1)
        else:
            self.clock_ms += dt_ms * self.speed
            while self.clock_ms >= STEP_MS and self.playing:
                self.clock_ms -= STEP_MS
                self.go(self.match.moves_played() + 1)
        if not self.playing:
            self.build()

    def animating(self) -> bool:
        return self.playing or self.table.animating()

    # ------------------------------------------------------------------ the log
    def log_rows(self) -> list[tuple[pygame.Rect, int]]:
        """Each text row of the sidebar's log in window pixels, with the line of the log it belongs to."""
        lay = self.table.sidebar
        return [(rect, row.entry) for rect, row in row_rects(self.app, self.table.shown, lay.log, self.match.viewer,
                                                             lay.left, WIDTH, lay.scale, self.table.feed)
                if row.kind in ("text", "more")]

    def line_clicked(self, line: int) -> None:
        moves = self.match.line_moves()
        if 0 <= line < len(moves):
            self.step(moves[line] - self.match.moves_played())

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if self.choosing:
            super().handle(event)
            return
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], object]] = {pygame.K_LEFT: partial(self.step, -1), pygame.K_RIGHT: partial(self.step, 1),
                    pygame.K_SPACE: self.toggle_play, pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                    pygame.K_PAGEUP: partial(self.round_step, -1), pygame.K_PAGEDOWN: partial(self.round_step, 1),
                    pygame.K_ESCAPE: self.close}
            if event.key in keys:
                keys[event.key]()
                return
        for widget in self.widgets:
            if widget.handle(event, self.app):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, line in self.log_rows():
                if rect.collidepoint(event.pos):
                    self.line_clicked(line)
                    return
        rules = self.table.buttons.fixed[0]
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and rules.screen_rect(self.app).collidepoint(event.pos):
            self.table.handle(event)  # the rules stay at hand
        elif event.type == pygame.MOUSEMOTION or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) \
                or event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.table.handle(event)  # a card's preview, its entry in the rules (nothing can be played)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.choosing:
            self.fill_background(surface)
            self.draw_title(surface, tr("Whose view of the replay?"), y=170)
            self.draw_widgets(surface)
            return
        marked = set(self.match.move_lines())
        if marked:
            shade = pygame.Surface((1, 1), pygame.SRCALPHA)
            shade.fill((*self.ui.palette.accent, 70))
            for rect, line in self.log_rows():
                if line in marked:
                    surface.blit(pygame.transform.scale(shade, rect.size), rect)
        self.draw_widgets(surface)


@flow.open_replay.register
def watch(app: Stage, replay: Replay, at: int | None = None) -> ReplayScene:
    """The replay's table, read-only, and its controls (put on top by the opener)."""
    table = TableScene(app, ReplayMatch(replay))
    app.push(table)
    return ReplayScene(app, table, at)
