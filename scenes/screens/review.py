"""After the game: the person's moves looked at again, as a table. Each move with its estimated chance of winning
the game, beside the move the Hard search liked best then and what the difference cost; the three costliest are
marked and ranked, and the moves are grouped by round. Computed in the bot process from the seat's own views
(:meth:`game.session.Session.review_request`) a part at a time (:class:`game.review_job.ReviewJob`), so the frame
loop never waits, the screen shows how far it got, and Back stops it at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ai.hint import MoveReview, costliest
from game.engine import Action, SomeView
from game.i18n import tr, trn
from game.review_job import ReviewJob
from scenes.art.svg import mix
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.table import openers
from scenes.table.hint_view import action_label
from scenes.ui.widgets import Button, draw_box, scroll_step

if TYPE_CHECKING:
    from game.table_match import TableMatch
    from scenes.core.scene import Stage
    from scenes.table.host import TableHost

PANEL = (120.0, 128.0, 1360.0, 652.0)
"""The table's box (logical)."""
COLUMNS = ((70.0, 560.0, "left"), (570.0, 660.0, "right"), (700.0, 1120.0, "left"), (1130.0, 1200.0, "right"),
           (1220.0, 1340.0, "right"))
"""Each column's span from the box's left edge and its alignment: your move, its chance, Hard's move, its
chance, the points lost. Left of them, the rank of a costly move."""
TEXT, HEAD = 19.0, 16.0
PAD = 7.0
"""Room above and below a row's text (logical)."""
SHOWN_COST = 0.005
"""Below half a point, a move cost nothing worth showing."""
JUMPS = (456.0, 800.0, 52.0, 56.0, 8.0)
"""The buttons that scroll to a costly move, left of Back (logical): first x, y, width, height, gap."""
JUMP_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}


@dataclass(frozen=True)
class ReviewRow:
    """One of the person's moves as the table shows it."""

    round: int | None
    made: str
    made_win: str
    best: str
    """Hard's move, or "" when the person made it."""
    best_win: str
    lost: str
    """The chance of winning given away ("−12.4%"), or "" for none worth showing."""
    rank: int | None = None
    """1 for the costliest move of the game, 2 and 3 for the next; None for the others."""


def row_words(row: ReviewRow) -> str:
    """A row as "Speak the game" and the focus say it: your move and its chance, Hard's and what yours gave away."""
    if not row.best:
        return tr("You played {move} ({chance}), as Hard would.", move=row.made, chance=row.made_win)
    said = tr("You played {move} ({chance}); Hard would play {best} ({best_chance}).", move=row.made,
              chance=row.made_win, best=row.best, best_chance=row.best_win)
    gave = tr("You gave away {lost}.", lost=row.lost)
    return f"{said} {gave}" if row.lost else said


class JumpButton(Button):
    """A button that scrolls to a costly move ("1", "2", "3"): in words, the move it goes to."""

    def __init__(self, rect: tuple[float, float, float, float], row: ReviewRow, on_click: Callable[[], object]) -> None:
        super().__init__(rect, str(row.rank), on_click)
        self.row = row

    def words(self) -> str:
        return self.words_of(self.row)

    @staticmethod
    def words_of(row: ReviewRow) -> str:
        return tr("Costly move {rank}: {move}", rank=row.rank, move=row_words(row))


def percent(win: float | None) -> str:
    return "–" if win is None else tr("{percent}%", percent=round(100 * win))


def lost_chance(cost: float) -> str:
    """The chance of winning a move gave away, with its unit: "−28.9%" (percentage points, as the chances beside
    it are percentages; a bare "28.9" said nothing of what was lost)."""
    return tr("−{percent}%", percent=format(100 * cost, ".1f"))


def review_rows(reviews: Sequence[MoveReview], decisions: Sequence[tuple[int, SomeView, tuple[Action, ...], Action]],
                match: TableMatch) -> list[ReviewRow]:
    """The rows of a finished review, one per decision, labelled with the table model of that moment."""
    specs = match.cards()
    ranks = {move: i + 1 for i, move in enumerate(costliest(reviews))}
    rows = []
    for review, (move, view, legal, _) in zip(reviews, decisions, strict=True):
        model = match.table_for(view, legal)
        same = review.best.action == review.made.action
        rows.append(ReviewRow(
            round=max(model.log_rounds.values(), default=None),
            made=action_label(model, review.made.action, specs), made_win=percent(review.made.win),
            best="" if same else action_label(model, review.best.action, specs),
            best_win="" if same else percent(review.best.win),
            lost=lost_chance(review.cost) if review.cost >= SHOWN_COST else "",
            rank=ranks.get(move)))
    return rows


class ReviewScene(Scene):
    def __init__(self, app: Stage, table: TableHost, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.request = table.match.review_request(seat)
        self.job = ReviewJob(self.request)
        self.reviews: list[MoveReview] | None = None
        self.rows: list[ReviewRow] = []
        self.message = self.progress_text()
        self.first = 0
        """The first entry shown (an entry is a round's heading or a row)."""
        self.widgets = [Button((650, 800, 300, 56), tr("Back"), self.back)]
        self.watched_rank = 1  # the costly move the replay opens at (the last one jumped to)
        self._shown: tuple[int, bool] | None = None  # the job's progress and failure as last shown
        if self.job.finished():  # nothing to review
            self.show_progress()

    # ---------------------------------------------------------------- the review arriving
    def progress_text(self) -> str:
        return tr("Reviewing your moves… ({done} of {total})", done=self.job.reviewed, total=self.job.total)

    def update(self, dt_ms: float) -> None:
        self.job.poll()
        if (self.job.reviewed, self.job.error is not None) != self._shown:  # news, whoever polled the job (a headless
            self.show_progress()  # tool's clock waits on it between frames)

    def show_progress(self) -> None:
        """The news of the review: how far it got, its failure, or its rows once it is done."""
        self._shown = (self.job.reviewed, self.job.error is not None)
        self.ui.invalidate()
        if self.job.error is not None:
            self.message = tr("The review failed: {error}", error=self.job.error)
            self.services.speech.say(self.message)
        elif not self.job.finished():
            self.message = self.progress_text()
        else:
            self.reviews = self.job.reviews
            self.rows = review_rows(self.reviews, self.request.decisions, self.table.match)
            self.message = "" if self.rows else tr("You had no choices to review.")
            self.widgets += self.jump_buttons()
            if any(row.rank is not None for row in self.rows):
                self.widgets.append(Button((970, 800, 300, 56), tr("Watch it in the replay"), self.watch, size=20))
            self.services.speech.say(self.done_words())

    def done_words(self) -> str:
        """The finished review in words: how many moves, then the costliest ones, first to third."""
        if not self.rows:
            return self.message
        costly = sorted((row for row in self.rows if row.rank is not None), key=lambda row: row.rank or 0)
        return " ".join([trn("{n} move reviewed.", "{n} moves reviewed.", len(self.rows)),
                         *(JumpButton.words_of(row) for row in costly)])

    def wait_for_worker(self, timeout_s: float) -> None:
        self.job.wait(timeout_s)

    def entries(self) -> list[int | ReviewRow]:
        """What the table lists, in order: a round's number before its first row (when the game has rounds),
        then the rows."""
        out: list[int | ReviewRow] = []
        shown_round = None
        for row in self.rows:
            if row.round is not None and row.round != shown_round:
                out.append(row.round)
                shown_round = row.round
            out.append(row)
        return out

    def jump_buttons(self) -> list[Button]:
        """One button per ranked move ("1", "2", "3"), scrolling the table to it."""
        x, y, w, h, gap = JUMPS
        ranks = sorted(row.rank for row in self.rows if row.rank is not None)
        rows = {row.rank: row for row in self.rows if row.rank is not None}
        return [JumpButton((x + i * (w + gap), y, w, h), rows[rank], partial(self.jump_to, rank))
                for i, rank in enumerate(ranks)]

    # ---------------------------------------------------------------- input
    def jump_to(self, rank: int) -> None:
        """Scroll so the move ranked ``rank`` is in view, under its round's heading when it is the round's
        first."""
        entries = self.entries()
        index = next((i for i, e in enumerate(entries) if isinstance(e, ReviewRow) and e.rank == rank), None)
        if index is None:
            return
        self.watched_rank = rank
        row = entries[index]
        if isinstance(row, ReviewRow):  # (the key 1-3 goes there without the focus: said as the focus says it)
            self.services.speech.say(JumpButton.words_of(row), asked=True)
        if index > 0 and not isinstance(entries[index - 1], ReviewRow):
            index -= 1
        self.first = min(index, self.last_first())
        self.ui.invalidate()

    def watch(self) -> None:
        """The replay at the costly move last jumped to (the first by default): the position it made, its lines
        highlighted in the log (one step back shows the choice)."""
        moves = costliest(self.reviews or [])
        if not moves:
            return
        move = moves[min(self.watched_rank, len(moves)) - 1]
        flow.watch_match(self.app, self.table.match, at=move + 1)

    def back(self) -> None:
        self.app.pop()

    def on_exit(self) -> None:
        """However the screen goes (Back, a match started from the menu, quitting), the review stops."""
        super().on_exit()
        self.job.cancel()

    def close(self) -> None:
        self.job.cancel()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in JUMP_KEYS:
                self.jump_to(JUMP_KEYS[event.key])
                return
            step = scroll_step(event.key, max(1, self.shown_count() - 1))
            if step is not None:
                self.scroll(step)
                return
        super().handle(event)

    def scroll(self, delta: int) -> None:
        new = min(self.last_first(), max(0, self.first + delta))
        if new != self.first:
            self.first = new
            self.ui.invalidate()

    def last_first(self) -> int:
        """The furthest the list scrolls: the last entries just fill the box."""
        entries = self.entries()
        room, used, first = self.body_height(), 0, len(entries)
        while first > 0 and used + self.entry_height(entries[first - 1]) <= room:
            first -= 1
            used += self.entry_height(entries[first])
        return min(first, max(0, len(entries) - 1))

    def shown(self) -> list[tuple[int | ReviewRow, int, int]]:
        """(entry, top, height) of the entries in view from the first shown; a round's heading is left for the
        next page when its first row would not fit under it."""
        entries = self.entries()
        y, bottom = self.body()
        out: list[tuple[int | ReviewRow, int, int]] = []
        for i in range(self.first, len(entries)):
            height = self.entry_height(entries[i])
            needs = height
            if not isinstance(entries[i], ReviewRow) and i + 1 < len(entries):
                needs += self.entry_height(entries[i + 1])
            if y + needs > bottom:
                break
            out.append((entries[i], y, height))
            y += height
        return out

    def shown_count(self) -> int:
        return max(1, len(self.shown()))

    # ---------------------------------------------------------------- layout (pixels)
    def line_height(self) -> int:
        return self.ui.fonts.font(self.ui.viewport.px(TEXT)).get_linesize()

    def header_height(self) -> int:
        return self.ui.viewport.px(HEAD * 2 + 3 * PAD)

    def body(self) -> tuple[int, int]:
        """The top and bottom (pixels) of the rows' part of the box."""
        box, pad = self.ui.viewport.rect(PANEL), self.ui.viewport.px(PAD)
        return box.y + self.header_height() + pad // 2, box.bottom - pad

    def body_height(self) -> int:
        top, bottom = self.body()
        return bottom - top

    def cell_lines(self, text: str, column: int) -> list[str]:
        vp = self.ui.viewport
        start, end, _ = COLUMNS[column]
        return self.ui.fonts.wrap(text, vp.px(TEXT), vp.px(end - start)) if text else []

    def entry_height(self, entry: int | ReviewRow) -> int:
        pad = self.ui.viewport.px(PAD)
        if not isinstance(entry, ReviewRow):
            return self.line_height() + 2 * pad
        lines = max(1, len(self.cell_lines(entry.made, 0)), len(self.cell_lines(entry.best, 2)))
        return lines * self.line_height() + 2 * pad

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        self.fill_background(surface)
        self.draw_title(surface, tr("Your moves"), y=52, size=40)
        legend = tr("Your chance of winning the game after each of your moves, and after the move Hard liked "
                    "best; the three costliest moves are ranked.")
        px = vp.px(18)
        img = ui.fonts.text(ui.fonts.fit(legend, px, vp.px(PANEL[2])), px, pal.text_dim)
        surface.blit(img, img.get_rect(center=vp.point(800, 100)))
        box = vp.rect(PANEL)
        draw_box(surface, box, pal.panel, pal.panel_line, radius=vp.px(10))
        if self.message:
            wrapped = ui.fonts.wrap(self.message, vp.px(22), box.w - vp.px(48))
            for i, line in enumerate(wrapped):
                img = ui.fonts.text(line, vp.px(22), pal.text)
                surface.blit(img, img.get_rect(center=(box.centerx, box.y + vp.px(60) + i * self.line_height())))
            if self.job.running():
                self.draw_progress_bar(surface, box)
        else:
            self.draw_header(surface, box)
            self.draw_entries(surface, box)
            self.draw_jump_label(surface)
        self.draw_widgets(surface)

    def draw_progress_bar(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """How much of the review is done, as a bar under the message."""
        vp, pal = self.ui.viewport, self.ui.palette
        bar = pygame.Rect(0, 0, box.w * 2 // 5, vp.px(10))
        bar.center = (box.centerx, box.y + vp.px(110))
        draw_box(surface, bar, pal.panel, pal.panel_line, radius=bar.h // 2)
        done = bar.w * self.job.reviewed // max(1, self.job.total)
        if done >= bar.h:
            draw_box(surface, pygame.Rect(bar.x, bar.y, done, bar.h), pal.accent, pal.accent, radius=bar.h // 2)

    def draw_jump_label(self, surface: pygame.Surface) -> None:
        """"Costliest moves:" before the buttons that go to them."""
        if not any(row.rank is not None for row in self.rows):
            return
        ui, vp = self.app, self.ui.viewport
        x, y, _, h, gap = JUMPS
        px = vp.px(18)
        text = ui.fonts.fit(tr("Costliest moves:"), px, vp.px(x - gap - PANEL[0]))
        img = ui.fonts.text(text, px, ui.palette.text_dim)
        surface.blit(img, img.get_rect(midright=vp.point(x - 2 * gap, y + h / 2)))

    def draw_header(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        headings = (tr("Your move"), tr("Chance"), tr("Hard would play"), tr("Chance"), tr("Chance lost"))
        px = vp.px(HEAD)
        for (start, end, align), text in zip(COLUMNS, headings, strict=True):
            lines = ui.fonts.wrap(text, px, vp.px(end - start + 10), bold=True)[:2]
            for i, line in enumerate(reversed(lines)):
                img = ui.fonts.text(line, px, pal.accent, bold=True)
                bottom = box.y + self.header_height() - vp.px(PAD) - i * ui.fonts.font(px).get_linesize()
                x = box.x + vp.px(start if align == "left" else end)
                surface.blit(img, img.get_rect(bottomleft=(x, bottom)) if align == "left"
                             else img.get_rect(bottomright=(x, bottom)))
        y = box.y + self.header_height()
        pygame.draw.line(surface, pal.panel_line, (box.x + vp.px(12), y), (box.right - vp.px(12), y), 1)

    def draw_entries(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        shown = self.shown()
        for entry, y, height in shown:
            if isinstance(entry, ReviewRow):
                self.draw_row(surface, box, y, height, entry)
            else:
                img = ui.fonts.text(tr("Round {n}", n=entry), vp.px(TEXT), pal.accent, bold=True)
                surface.blit(img, img.get_rect(midleft=(box.x + vp.px(COLUMNS[0][0]), y + height // 2)))
        count = len(self.entries())
        if len(shown) < count:
            note = tr("{shown} · scroll for more", shown=tr("{first}–{last} of {count}", first=self.first + 1,
                                                             last=self.first + len(shown), count=count))
            img = ui.fonts.text(note, vp.px(15), pal.text_dim)
            surface.blit(img, img.get_rect(bottomright=(box.right - vp.px(14), box.bottom + vp.px(20))))

    def draw_row(self, surface: pygame.Surface, box: pygame.Rect, y: int, height: int, row: ReviewRow) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        px, lh, pad = vp.px(TEXT), self.line_height(), vp.px(PAD)
        if row.rank is not None:
            band = pygame.Rect(box.x + vp.px(8), y + 1, box.w - vp.px(16), height - 2)
            draw_box(surface, band, (*pal.accent, 38), mix(pal.accent, pal.panel, 0.35), radius=vp.px(6))
            centre = (box.x + vp.px(36), y + height // 2)
            pygame.draw.circle(surface, pal.accent, centre, vp.px(13))
            img = ui.fonts.text(str(row.rank), vp.px(17), pal.text_dark, bold=True)
            surface.blit(img, img.get_rect(center=centre))
        quiet = not row.lost  # Hard's move, if another, was as good: shown without weight
        cells = (row.made, row.made_win, row.best or tr("The same"), row.best_win, row.lost)
        for column, ((start, end, align), text) in enumerate(zip(COLUMNS, cells, strict=True)):
            colour = pal.text
            if column in (2, 3) and (quiet or not row.best):
                colour = pal.text_dim
            if column == 4:
                colour = pal.bad if row.rank is not None else pal.text_dim
            lines = self.cell_lines(text, column) if column in (0, 2) else [text]
            for i, line in enumerate(lines):
                img = ui.fonts.text(line, px, colour, bold=column == 4 and row.rank is not None)
                top = y + pad + i * lh
                x = box.x + vp.px(start if align == "left" else end)
                surface.blit(img, img.get_rect(topleft=(x, top)) if align == "left" else img.get_rect(topright=(x, top)))


openers.open_review.register(ReviewScene)
