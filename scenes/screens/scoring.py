"""After a round or the game: the summary as a table over the held table (one row per player, the winners
highlighted, the card each held drawn as a card), every round of the match on the final screen, and how to go on.
"Look at the table" (or a click outside the panel) puts the summary aside to look at the table as the round
ended; a click or the button brings it back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import RoundSummary
from game.i18n import current_language, tr
from game.round_scores import round_scores
from scenes.core import flow
from scenes.core.overlay import CENTRE_X
from scenes.core.scene import Scene
from scenes.table import openers
from scenes.table.effects import Effects
from scenes.table.round_story import draw_story, grid_text, story_entries, story_height, story_rows
from scenes.table.sidebar import BUTTON_GAP as SIDEBAR_GAP
from scenes.table.sidebar import BUTTON_H as SIDEBAR_BUTTON_H
from scenes.table.sidebar import WIDTH as SIDEBAR_W
from scenes.ui.laid_out import LaidOut
from scenes.ui.summary_table import column_rects, draw_summary_table, header_rect, table_height
from scenes.ui.summary_tips import column_tips, draw_tip, shown_tip
from scenes.ui.text_fit import base_px, grown_px, strip_px, wrapped_px
from scenes.ui.widgets import Button, ScrollText, draw_box

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.table.host import TableHost
    from scenes.ui.context import UI

PANEL_W, PANEL_TOP, PANEL_BOTTOM = 1140.0, 24.0, 880.0
BUTTON_W, BUTTON_H = 300.0, 52.0
BUTTON_MARGIN = 30.0  # between the panel's edge and its outermost button
BUTTON_SIZES = (24.0, 22.0, 20.0, 19.0, 18.0)  # the row's text sizes, largest first (see common_size)
LOOK_TEXT = 19.0  # the buttons' text size while the table is looked at (they stand in the sidebar)
HEAD_H = 120.0  # the title and the headline above the table
TIP_BAND = (58.0, 58.0)  # (top in the panel, height): the headline's band, where a column's explanation shows
NOTE_TEXT = 19.0  # the notes' text size
TITLE_PX = 34.0  # the title's text size
WAYS = [(0, True, True), (1, True, True), (0, True, False), (1, True, False), (0, False, False), (1, False, False),
        (2, False, False)]
"""How much the panel tells, most first: (how short every round is told, the final's grid of every round, the
round's key moves); the first that fits is shown (see :meth:`ScoringScene.fit`). The rounds' headlines go last:
the grid says who won each round too, not how."""


class ScoringScene(Scene):
    opaque = False  # the table as the round ended lies below
    toast_at = (CENTRE_X, 860.0)

    def __init__(self, app: Stage, table: TableHost) -> None:
        super().__init__(app)
        self.table = table
        match = table.match
        self.final = match.is_over()
        self.again = match.can_play_again()  # not with friends on other machines: the host hosts a new table
        self.summary: RoundSummary | None = match.round_table()
        self.rounds = match.past_rounds() if self.final else []
        self.scores = list(zip(match.names, match.shown_scores(), strict=True))
        self.winners = [match.names[s] for s in match.winners()]
        self.viewer_won = match.winners() == [match.viewer] and len(match.humans) == 1  # one person, and they won
        shown = table.shown
        self.key_moves = story_rows(app, shown, story_entries(shown), PANEL_W - 60, table.spec, match.viewer)
        rounds = catalog.get_entry(match.game.id).capabilities.rounds  # (a game of one round: no grid to replay for)
        record = match.replay_record() if self.final and rounds else None
        self.grid = grid_text(match.names, round_scores(record, match.humans), match.shown_scores()) if record else ""
        self.looking = False  # the summary is put aside to look at the table
        self._shade: pygame.Surface | None = None
        self._notes_fit: dict[tuple[str, float, float], tuple[float, ScrollText]] = {}  # (text, scale, size): (the
        # height for every line, the box that measured it)
        self._panel: tuple[tuple, tuple[float, float, float, float]] | None = None  # (what it was worked out for, it)
        self._told: dict[tuple[int, str], tuple[RoundSummary | None, str]] = {}  # (way, language): (summary, notes)
        self._fit: tuple[tuple[float, float], tuple[int, bool], float] | None = None  # (scales, fit(), notes' size)
        self.laid = LaidOut(app)  # the columns' rects (every column's tip asks at every pointer move: 1-2 ms each)
        self.effects = Effects(reduced=lambda: self.services.reduce_motion)  # the game winner's flourish
        self.celebrated = self.final and bool(set(match.winners()) & set(match.humans))  # a person here won
        if self.celebrated:  # beside the title, never over it; none when the bots won
            vp = self.ui.viewport
            half = self.ui.fonts.font(vp.px(TITLE_PX), bold=True).size(self.title())[0] / vp.scale / 2
            self.effects.flourish((CENTRE_X, self.panel[1] + 36), self.services.settings.animation_speed, clear=half)
        self.build()

    # ------------------------------------------------------------------ layout
    @property
    def panel(self) -> tuple[float, float, float, float]:
        """As tall as what it shows, centred in the table area (worked out again with :meth:`fit`, for another
        summary or language: every click and frame asks)."""
        self.fit()
        key = (self._fit, self.summary, current_language())
        if self._panel is None or self._panel[0][:2] != key[:2] or self._panel[0][2] != key[2]:
            height = min(PANEL_BOTTOM - PANEL_TOP,
                         HEAD_H + self.story_h() + self.table_h() + self.notes_h() + BUTTON_H + 56)
            self._panel = (key, (CENTRE_X - PANEL_W / 2, max(PANEL_TOP, 450 - height / 2), PANEL_W, height))
        return self._panel[1]

    def story_h(self) -> float:
        return story_height(self.story, self.ui.fonts.scale)

    def table_h(self) -> float:
        return table_height(self.summary, self.fit()[1]) if self.summary is not None else 0.0

    def notes_h(self) -> float:
        """The notes' box: as tall as their lines, wrapped at this window's size (it hid the last one), up to what
        the panel has left."""
        if not self.notes_text():
            return 0.0
        room = PANEL_BOTTOM - PANEL_TOP - HEAD_H - self.story_h() - self.table_h() - BUTTON_H - 56 - 16
        return 16 + min(room, self.notes_fit(self.fit()[0], self.notes_size()))

    def notes_fit(self, compact: int, size: float = NOTE_TEXT) -> float:
        """The logical height of the notes' box that shows all their lines (``compact``: see :meth:`notes_text`) at
        the text ``size`` (layout units, before the text size setting)."""
        text = self.notes_text(compact)
        if not text:
            return 0.0
        key = (text, self.ui.viewport.scale, size)
        if key not in self._notes_fit:
            box = ScrollText((0, 0, PANEL_W - 60, 100), text, size=size)  # (its lines: the notes' box's, see build)
            self._notes_fit[key] = (box.fitting_height(self.app), box)
        return self._notes_fit[key][0]

    def notes_size(self) -> float:
        """The notes' text size: :data:`NOTE_TEXT` at the text size setting, or smaller (down to 100 %) where the
        panel holds their lines no other way (200 %: Road's notes scrolled, "1–9 of 13")."""
        self.fit()
        assert self._fit is not None
        return self._fit[2]

    def fit(self) -> tuple[int, bool]:
        """How the summary fits the panel with every note in sight: (what it tells, an index of :data:`WAYS`;
        lower rows); the first that fits of: as it is, lower rows, then each shorter telling of the rounds with
        normal and lower rows, then the same without the round's key moves, then without the final's grid; at a
        larger text size, the same with the notes' text a step smaller each time, down to 100 %."""
        scales = (self.ui.viewport.scale, self.ui.fonts.scale)
        if self._fit is None or self._fit[0] != scales:
            summary, fixed = self.summary, HEAD_H + BUTTON_H + 56 + 16
            ways = [(way, tight) for way in range(len(WAYS)) for tight in (False, True)]
            text_scale, steps = self.ui.fonts.scale, [self.ui.fonts.scale]
            while steps[-1] > 1:
                steps.append(max(1.0, steps[-1] - 0.25))
            sizes = [NOTE_TEXT * k / text_scale for k in steps]
            fitting = next(((way, size) for size in sizes for way in ways if fixed + self.notes_fit(way[0], size) + (
                story_height(self.key_moves, self.ui.fonts.scale) if WAYS[way[0]][2] else 0.0) + (
                table_height(summary, way[1]) if summary is not None else 0.0) <= PANEL_BOTTOM - PANEL_TOP),
                (ways[-1], sizes[-1]))
            self._fit = (scales, *fitting)
        return self._fit[1]

    @property
    def story(self) -> list[tuple[int | None, str]]:
        """The round's key moves as shown (none where the panel has no room for them)."""
        return self.key_moves if WAYS[self.fit()[0]][2] else []

    def title(self) -> str:
        return screen_title(self.final, self.viewer_won, self.winners)

    def table_top(self) -> float:
        return self.panel[1] + HEAD_H + self.story_h()

    def notes_text(self, compact: int | None = None) -> str:
        """The summary's notes, and on the final screen every round (``compact``: an index of :data:`WAYS`)."""
        index = self.fit()[0] if compact is None else compact
        key, way = (index, current_language()), WAYS[index]
        if (told := self._told.get(key)) is None or told[0] is not self.summary:  # (every fit tried, every click)
            told = self._told[key] = (self.summary, told_notes(self.summary, self.rounds, self.grid if way[1] else "",
                                                               self.table.match.names, way[0]))
        return told[1]

    def build(self) -> None:
        x0, y0, w, h = self.panel
        y = y0 + h - BUTTON_H - 20
        go_on = [Button((0, y, BUTTON_W, BUTTON_H), tr("Back to menu"), self.to_menu, primary=not self.again),
                 *([Button((0, y, BUTTON_W, BUTTON_H), tr("Play again"), self.play_again, primary=True)]
                   if self.again else [])] \
            if self.final else [Button((0, y, BUTTON_W, BUTTON_H), tr("Next round"), self.next_round, primary=True)]
        if self.final and len(self.table.match.humans) == 1:  # one person's moves to look at again (not hot seat)
            go_on.insert(1, Button((0, y, BUTTON_W, BUTTON_H), tr("Review your moves"), self.review))
        if self.final and self.table.match.replay_record() is not None:  # the whole game again, in the same row
            go_on.append(Button((0, y, BUTTON_W, BUTTON_H), tr("Watch the replay"), self.watch))  # (a row of its own
            # above left the notes of an 8-player final no room)
        if self.looking:
            show = Button((0, y, BUTTON_W, BUTTON_H), tr("Show the summary"), self.toggle)
            buttons = [show, *go_on]
        else:
            buttons = [Button((0, y, BUTTON_W, BUTTON_H), tr("Look at the table"), self.toggle), *go_on]
        gap = 12.0 if len(buttons) > 4 else 24.0  # five buttons: the labels keep their line
        width = min(BUTTON_W, (w - 2 * BUTTON_MARGIN - (len(buttons) - 1) * gap) / len(buttons))  # all in the panel
        left = CENTRE_X - (len(buttons) * width + (len(buttons) - 1) * gap) / 2
        size = common_size(self.ui, [b.label for b in buttons], width)
        for i, button in enumerate(buttons):
            button.rect = (left + i * (width + gap), y, width, BUTTON_H)
            button.size = size
        self.widgets = list(buttons)
        if self.looking:  # the buttons wait in the sidebar, whose log gives way: they cover no card of the table
            left, top = self.table.buttons.lend_button_rows(len(buttons))
            for i, button in enumerate(buttons):
                button.rect = (left, top + i * (SIDEBAR_BUTTON_H + SIDEBAR_GAP), SIDEBAR_W, SIDEBAR_BUTTON_H)
                button.size = LOOK_TEXT
        elif self.notes_h() > 0:
            top = self.table_top() + self.table_h() + 16
            notes = ScrollText((x0 + 30, top, w - 60, self.notes_h() - 16), self.notes_text(), size=self.notes_size())
            if (fitted := self._notes_fit.get((notes.text, self.ui.viewport.scale, notes.size))) is not None:
                notes.lines_of(fitted[1])
            self.widgets.append(notes)
        if not self.looking and self.summary is not None:  # each heading explains itself (pointer and focus)
            self.widgets += column_tips(self.summary, self.heading_at)

    def column_rects(self) -> list[pygame.Rect]:
        """The summary's columns in window pixels, as drawn (none while the table is looked at)."""
        if self.looking or (summary := self.summary) is None:
            return []
        return [r.copy() for r in self.laid("columns", summary, lambda: column_rects(  # (copies: a caller may move one)
            self.app, summary, (self.panel[0] + 30, self.table_top(), PANEL_W - 60), tight=self.fit()[1]))]

    def heading_at(self, index: int) -> pygame.Rect | None:
        rects = self.column_rects()
        return header_rect(self.app, rects[index]) if index < len(rects) else None

    def anchor_rect(self, anchor: str) -> pygame.Rect | None:
        """``summary``: the table; ``column:<id>``: that column (the summary's own column ids)."""
        rects, summary = self.column_rects(), self.summary
        if not rects or summary is None:
            return None
        if anchor == "summary":
            return rects[0].unionall(rects[1:])
        kind, _, ref = anchor.partition(":")
        found = [r for i, r in enumerate(rects) if kind == "column" and summary.column_id(i) == ref]
        return found[0] if found else None

    # ------------------------------------------------------------------ actions
    def toggle(self) -> None:
        self.looking = not self.looking
        if not self.looking:
            self.table.buttons.lend_button_rows(0)
        self.build()
        self.ui.invalidate()

    def on_resize(self) -> None:
        self.build()  # the sidebar keeps to the window's right edge

    def next_round(self) -> None:
        coach = self.table.coach
        if coach is not None and coach.holds_summary():  # Learn to play: the coach goes through the summary first
            if self.looking:
                self.toggle()
            coach.wrong()
            return
        self.app.pop()

    def review(self) -> None:
        openers.open_review(self.app, self.table, self.table.match.humans[0])

    def watch(self) -> None:
        flow.watch_match(self.app, self.table.match)

    def to_menu(self) -> None:
        self.table.leave()

    def play_again(self) -> None:
        session = self.table.match.next_game()
        self.table.close()
        flow.start_match(self.app, session)

    def go_on(self) -> None:
        (self.to_menu if self.final else self.next_round)()

    def animating(self) -> bool:
        return self.effects.active()

    def update(self, dt_ms: float) -> None:
        if self.effects.active():
            self.effects.update(dt_ms)
        problem = self.table.match.take_problem()  # the statistics of a finished match are written meanwhile
        if problem:
            self.services.toast(problem)

    def back(self) -> None:
        if self.looking:
            self.toggle()
        else:
            self.go_on()

    def handle(self, event: pygame.event.Event) -> None:
        if self.table.coach is not None and self.table.coach.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.go_on()
            return
        for widget in self.widgets:
            if widget.handle(event, self.app):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            inside = self.ui.viewport.rect(self.panel).collidepoint(event.pos)
            if self.looking or not inside:  # a click on the table brings the summary back, outside puts it aside
                self.toggle()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        if self.looking:
            self.draw_widgets(surface)
            self.table.draw_over_shade(surface, vp.rect(self.panel))  # (a tutorial's coach)
            return
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 120))
        surface.blit(self._shade, (0, 0))
        r = vp.rect(self.panel)
        draw_box(surface, r, pal.panel, pal.accent, radius=vp.px(14), width=max(2, vp.px(3)))
        if self.effects.active():  # behind the title, inside the panel
            clip = surface.get_clip()
            surface.set_clip(r)
            self.effects.draw(surface, vp)
            surface.set_clip(clip)
        px = base_px(ui.fonts, vp.px(TITLE_PX))  # a title: its size at every text size (see Scene.draw_title)
        px = grown_px(ui.fonts, self.title(), px, r.w - vp.px(40), bold=True)
        img = ui.fonts.text(ui.fonts.fit(self.title(), px, r.w - vp.px(40), bold=True), px, pal.accent, bold=True)
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + vp.px(16))))
        tip = shown_tip(self.widgets, self.focus.current())
        band = vp.rect((self.panel[0] + 30, self.panel[1] + TIP_BAND[0], PANEL_W - 60, TIP_BAND[1]))
        if tip is not None:  # over the headline's band, in its stead
            draw_tip(surface, ui, tip, band)
        if self.summary is not None:
            hp = strip_px(ui.fonts, vp.px(21), vp.px(26))  # (a larger text size: as large as its lines allow)
            hp = wrapped_px(ui.fonts, self.summary.title, hp, r.w - vp.px(60))
            for i, line in enumerate(ui.fonts.wrap(self.summary.title, hp, r.w - vp.px(60))[:2] if tip is None else ()):
                img = ui.fonts.text(line, hp, pal.text)
                surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + vp.px(62 + i * 26))))
        if self.story:
            draw_story(surface, ui, self.table.shown, self.story, (self.panel[0] + 30, self.panel[1] + HEAD_H),
                       self.table.spec, self.table.match.viewer)
        if self.summary is not None:
            draw_summary_table(surface, ui, self.summary, (self.panel[0] + 30, self.table_top(), PANEL_W - 60),
                               self.table.spec, self.table.match.game.id, tight=self.fit()[1])
        self.draw_widgets(surface)
        title = vp.rect((self.panel[0], self.panel[1], PANEL_W, HEAD_H))  # (the title and the headline: kept clear)
        self.table.draw_over_shade(surface, r, [title])  # (a tutorial's coach: over the summary, through its columns)

    def on_exit(self) -> None:
        super().on_exit()
        self._shade = None
        if self.looking:  # the table gets its sidebar rows back when it is laid out next
            self.table.buttons.lent_buttons = 0


def screen_title(final: bool, viewer_won: bool, winners: list[str]) -> str:
    """"Round over", or "Game over" and who won ("You win!" to the one person at the table who did)."""
    if not final:
        return tr("Round over")
    if viewer_won:
        return tr("Game over") + " — " + tr("You win!")
    if len(winners) == 1:
        return tr("Game over") + " — " + tr("{name} wins!", name=winners[0])
    return tr("Game over")


def common_size(ui: UI, labels: list[str], width: float) -> float:
    """One text size for the row of buttons: the largest at which every label fits its button on one line (a
    button alone in a smaller font looks like a lesser choice)."""
    vp, fonts = ui.viewport, ui.fonts
    room = vp.px(width) - vp.px(14)
    return next((size for size in BUTTON_SIZES
                 if all(fonts.font(vp.px(size)).size(label)[0] <= room for label in labels)), BUTTON_SIZES[-1])


def told_notes(summary: RoundSummary | None, rounds: list[RoundSummary], grid: str, names: list[str],
               compact: int) -> str:
    """The summary's notes, and on the final screen every round: the ``grid`` of their tokens or points, each
    one's headline on its own line, or (``compact``, where the panel has no room for them) the headlines run on in
    one paragraph, each round's winners in one paragraph."""
    lines = list(summary.notes) if summary is not None else []
    if grid or len(rounds) > 1:  # the grid of every round's tokens or points, then how each ended
        lines += ["", "# " + tr("Every round")] + ([grid, ""] if grid else [])
    if len(rounds) > 1:
        if compact >= 2:
            said = [tr(" and ").join(names[row.seat] for row in r.rows if row.best) for r in rounds]
        else:
            said = [r.title for r in rounds]
        told = [tr("{n}. {text}", n=i, text=text) for i, text in enumerate(said, start=1) if text]
        lines += told if compact == 0 else [" · ".join(told)]
    return "\n".join(lines)


openers.open_scoring.register(ScoringScene)
