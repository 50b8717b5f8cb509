"""After a round or the game: the presenter's summary lines, the scores, and how to go on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes import flow
from scenes.scene import Scene
from scenes.widgets import Button, ScrollText, draw_box

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene


class ScoringScene(Scene):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        match = table.match
        self.final = match.is_over()
        self.lines = match.round_summary()
        self.scores = list(zip(match.names, match.shown_scores(), strict=True))
        self.winners = [match.names[s] for s in match.winners()]
        summary = ScrollText((200, 110, 1200, 500), "\n".join(self.lines), size=21)  # scrolls when long
        if self.final:
            self.widgets = [summary, Button((480, 800, 300, 56), tr("Back to menu"), self.to_menu),
                            Button((820, 800, 300, 56), tr("Play again"), self.play_again)]
            if len(match.humans) == 1:  # one person's moves to look at again (not at a shared screen)
                self.widgets.append(Button((1160, 800, 240, 56), tr("Review your moves"), self.review, size=20))
        else:
            self.widgets = [summary, Button((650, 800, 300, 56), tr("Next round"), self.next_round)]

    def next_round(self) -> None:
        self.app.pop()

    def review(self) -> None:
        flow.open_screen(self.app, "review", self.table, self.table.match.humans[0])

    def to_menu(self) -> None:
        self.table.leave()

    def play_again(self) -> None:
        session = self.table.match.next_game()
        self.table.close()
        flow.start_match(self.app, session)

    def update(self, dt_ms: float) -> None:
        problem = self.table.match.take_problem()  # the statistics of a finished match are written meanwhile
        if problem:
            self.app.toast(problem)

    def back(self) -> None:
        if self.final:
            self.to_menu()
        else:
            self.next_round()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            (self.to_menu if self.final else self.next_round)()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        self.fill_background(surface)
        title = tr("Game over") if self.final else tr("Round over")
        if self.final and self.winners:
            title += " — " + (tr("{names} win!", names=" & ".join(self.winners)) if len(self.winners) > 1
                             else tr("{name} wins!", name=self.winners[0]))
        self.draw_title(surface, title, y=60, size=40)
        draw_box(surface, vp.rect((200, 630, 1200, 150)), pal.panel, pal.panel_line, radius=vp.px(12))
        cols = max(1, len(self.scores))
        w = 1200 / cols
        for i, (name, score) in enumerate(self.scores):
            cx = 200 + w * (i + 0.5)
            colour = pal.accent if name in self.winners else pal.text
            img = ui.fonts.text(ui.fonts.fit(name, vp.px(22), vp.px(w - 10), bold=True), vp.px(22), colour, True)
            surface.blit(img, img.get_rect(center=vp.point(cx, 670)))
            shown = "?" if score is None else f"{score:g}"  # hidden from someone at the screen
            img = ui.fonts.text(shown, vp.px(40), colour, bold=True)
            surface.blit(img, img.get_rect(center=vp.point(cx, 730)))
        self.draw_widgets(surface)
