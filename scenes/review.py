"""After the game: the person's moves looked at again. Each move with its estimated chance of winning against
the best move the Hard search saw then; the three costliest are marked. Computed in the bot process from the
seat's own views (:meth:`game.session.Session.review_request`), so the frame loop never waits."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame

from game.ai.hint import MoveReview, costliest
from game.bot_process import bot_pool
from game.i18n import tr
from scenes.hint_view import action_label
from scenes.scene import Scene
from scenes.widgets import Button, ScrollText

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene


def chance(win: float | None) -> str:
    return "?" if win is None else tr("{percent}% to win", percent=round(100 * win))


class ReviewScene(Scene):
    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.request = table.match.review_request(seat)
        self._pending: Future | None = bot_pool().submit(self.request.compute)
        self.reviews: list[MoveReview] | None = None
        self.text = ScrollText((200, 110, 1200, 660), tr("Reviewing your moves…"), size=20)
        self.widgets = [self.text, Button((650, 800, 300, 56), tr("Back"), self.back)]

    def lines(self, reviews: list[MoveReview]) -> list[str]:
        """One line per move; the costliest as headings (drawn bold), with what they cost."""
        match = self.table.match
        specs = match.cards()
        marked = set(costliest(reviews))
        out = []
        for review, (move, view, legal, _) in zip(reviews, self.request.decisions, strict=True):
            model = match.table_for(view, legal)
            line = tr("Move {number}: {move} ({chance})", number=move + 1,
                      move=action_label(model, review.made.action, specs), chance=chance(review.made.win))
            if review.best.action != review.made.action:
                line = tr("{line} — best: {move} ({chance})", line=line,
                          move=action_label(model, review.best.action, specs), chance=chance(review.best.win))
            if move in marked:
                line = "# " + tr("Costly, {points} points: {line}", points=f"{100 * review.cost:.1f}", line=line)
            out.append(line)
        return out or [tr("You had no choices to review.")]

    def update(self, dt_ms: float) -> None:
        pending = self._pending
        if pending is None or not pending.done():
            return
        self._pending = None
        try:
            self.reviews = pending.result()
        except Exception as exc:  # noqa: BLE001 - a broken review must not break the screen
            self.text.text = tr("The review failed: {error}", error=exc)
        else:
            self.text.text = "\n".join(self.lines(self.reviews))
        self.text._wrapped = None
        self.app.invalidate()

    def back(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Your moves"), y=60, size=40)
        self.draw_widgets(surface)
