"""The statistics screen: games and wins of the people who played, per game and per kind of opponent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import BOT_LEVEL_NAMES, BOT_LEVELS
from game.i18n import tr, trn
from game.stats import HOTSEAT, StatsStore
from scenes.core.scene import Scene
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button, draw_box, scroll_step

if TYPE_CHECKING:
    from scenes.core.app import App

ROWS_TOP, ROW_H, ROWS_SHOWN = 150.0, 44.0, 13
TABLE_X, TABLE_W = 200.0, 1200.0
COLUMNS = ((0.0, 280.0, "left"), (300.0, 590.0, "left"), (610.0, 840.0, "left"), (850.0, 940.0, "right"),
           (950.0, 1040.0, "right"), (1050.0, 1200.0, "right"))
"""Each column's span (from the table's left edge) and alignment: player, game, against, games, wins, rate."""
OPPONENT_ORDER = (*BOT_LEVELS, HOTSEAT)


@dataclass(frozen=True)
class StatsRow:
    player: str
    game_id: str
    opponent: str  # a bot level or HOTSEAT
    games: int
    wins: float
    hinted: int = 0  # of the games, those in which the player asked for a hint
    undos: int = 0  # moves taken back in them

    def cells(self) -> tuple[str, ...]:
        rate = f"{self.wins / self.games:.0%}" if self.games else "–"
        wins = f"{self.wins:g}" if self.wins == int(self.wins) else f"{self.wins:.1f}"
        against = opponent_label(self.opponent)
        if self.hinted:
            against = tr("{against}, {count} hinted", against=against, count=self.hinted)
        if self.undos:
            against = trn("{against}, {n} undo", "{against}, {n} undos", self.undos, against=against)
        return self.player, game_title(self.game_id), against, str(self.games), wins, rate


def opponent_label(opponent: str) -> str:
    if opponent == HOTSEAT:
        return tr("Other people")
    return tr("Bot: {level}", level=tr(BOT_LEVEL_NAMES[opponent])) if opponent in BOT_LEVELS else opponent


def stats_rows(store: StatsStore) -> list[StatsRow]:
    """Every recorded line, by player, then game, then opponent from the weakest bot to other people."""
    rows = [StatsRow(player, game_id, opponent, int(entry["games"]), entry["wins"], int(entry.get("hinted", 0)),
                     int(entry.get("undos", 0)))
            for player, games in store.load().items()
            for game_id, opponents in games.items()
            for opponent, entry in opponents.items()]
    rank = {level: i for i, level in enumerate(OPPONENT_ORDER)}
    return sorted(rows, key=lambda r: (r.player.casefold(), game_title(r.game_id), rank.get(r.opponent, 99)))


class StatisticsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        store = StatsStore(app.data_dir)
        self.rows = stats_rows(store)
        self.warnings = store.warnings
        self.first = 0
        self.widgets = [Button((650, 808, 300, 56), tr("Back"), self.back)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.rows) - ROWS_SHOWN)
            self.first = min(top, max(0, self.first - event.y))
            self.app.invalidate()
            return
        if event.type == pygame.KEYDOWN and (step := scroll_step(event.key, ROWS_SHOWN)) is not None:
            self.first = min(max(0, len(self.rows) - ROWS_SHOWN), max(0, self.first + step))  # ↑ ↓, Page Up/Down
            self.app.invalidate()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        self.fill_background(surface)
        self.draw_title(surface, tr("Statistics"))
        if not self.rows:
            for i, line in enumerate((tr("No finished games yet."), tr(
                    "Each finished game is counted for the people at the table, under the strongest bot they "
                    "played against."))):
                px = strip_px(ui.fonts, grown_px(ui.fonts, line, vp.px(22 if i == 0 else 18), vp.px(1500)), vp.px(44))
                img = ui.fonts.text(ui.fonts.fit(line, px, vp.px(1500)), px, pal.text if i == 0 else pal.text_dim)
                surface.blit(img, img.get_rect(center=vp.point(800, 380 + 44 * i)))
        else:
            headings = (tr("Player"), tr("Game"), tr("Against"), tr("Games"), tr("Wins"), tr("Win rate"))
            self.draw_row(surface, ROWS_TOP - ROW_H - 6, headings, heading=True)
            for i, row in enumerate(self.rows[self.first: self.first + ROWS_SHOWN]):
                self.draw_row(surface, ROWS_TOP + i * ROW_H, row.cells(), shaded=i % 2 == 0)
            if len(self.rows) > ROWS_SHOWN:
                shown = tr("{first}–{last} of {count}", first=self.first + 1,
                           last=min(len(self.rows), self.first + ROWS_SHOWN), count=len(self.rows))
                img = ui.fonts.text(shown, vp.px(16), pal.text_dim)
                surface.blit(img, img.get_rect(topright=vp.point(TABLE_X + TABLE_W, ROWS_TOP + ROWS_SHOWN * ROW_H + 6)))
        for i, warning in enumerate(self.warnings[:2]):
            img = ui.fonts.text(ui.fonts.fit(warning, vp.px(16), vp.px(TABLE_W)), vp.px(16), pal.bad)
            surface.blit(img, vp.point(TABLE_X, 760 + 22 * i))
        self.draw_widgets(surface)

    def draw_row(self, surface: pygame.Surface, y: float, cells: tuple[str, ...], heading: bool = False,
                 shaded: bool = False) -> None:
        ui, vp, pal = self.app, self.app.viewport, self.app.palette
        if shaded:
            draw_box(surface, vp.rect((TABLE_X - 12, y, TABLE_W + 24, ROW_H - 4)), pal.panel, None,
                     radius=vp.px(6))
        px = strip_px(ui.fonts, vp.px(19), vp.px(ROW_H - 4))  # (as large as the row allows)
        colour = pal.accent if heading else pal.text
        for (start, end, align), text in zip(COLUMNS, cells, strict=True):
            size = grown_px(ui.fonts, text, px, vp.px(end - start), bold=heading)
            img = ui.fonts.text(ui.fonts.fit(text, size, vp.px(end - start), bold=heading), size, colour, bold=heading)
            middle = y + (ROW_H - 4) / 2
            if align == "left":
                surface.blit(img, img.get_rect(midleft=vp.point(TABLE_X + start, middle)))
            else:
                surface.blit(img, img.get_rect(midright=vp.point(TABLE_X + end, middle)))
