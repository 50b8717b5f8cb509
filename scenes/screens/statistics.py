"""The statistics screen: a card per game played (its card back, the totals of each person, their results over
time as a small bar chart) above the table of games and wins per person, game and kind of opponent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import BOT_LEVEL_NAMES, BOT_LEVELS
from game.i18n import tr, trn
from game.stats import HOTSEAT, Result, StatsStore
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.decor import draw_icon, game_picture, section
from scenes.ui.results_chart import Bar, draw_chart
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button, draw_box, scroll_step

if TYPE_CHECKING:
    from scenes.core.scene import Stage

ROWS_TOP, ROW_H, ROWS_SHOWN = 480.0, 40.0, 6
TABLE_X, TABLE_W = 200.0, 1200.0
CARDS_TOP, CARDS_H, CARDS_W, CARDS_GAP = 100.0, 316.0, 1400.0, 20.0
"""The row of game cards (logical): its top, height, the width all of them share and the gap between two."""
PLAYERS_SHOWN = 3
"""The people a game card lists by name (more: "+2 more")."""
COLUMNS = ((0.0, 215.0, "left"), (230.0, 475.0, "left"), (490.0, 845.0, "left"), (860.0, 965.0, "right"),
           (975.0, 1060.0, "right"), (1070.0, 1200.0, "right"))
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

    def words(self) -> str:
        """The row as "Speak the game" says it: "Ann, Love Letter, Bot: Hard: 4 games, 1.5 won, 38%."."""
        player, game, against, _, wins, rate = self.cells()
        return tr("{player}, {game}, {against}: {games}, {wins} won, {rate}.", player=player, game=game,
                  against=against, games=trn("{n} game", "{n} games", self.games), wins=wins, rate=rate)


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
    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        store = StatsStore(self.services.data_dir)
        self.rows = stats_rows(store)
        self.history: list[Result] = store.history
        self.warnings = store.warnings
        self.first = 0
        self.bars: dict[str, list[Bar]] = {}  # the bars each game's chart drew last (tests read them)
        names = sorted({row.player for row in self.rows} | {r.player for r in self.history}, key=str.casefold)
        pal = self.ui.palette
        self.colours = {name: pal.seat_colours[i % len(pal.seat_colours)] for i, name in enumerate(names)}
        self.widgets = [Button((650, 808, 300, 56), tr("Back"), self.back)]
        self.said = False  # the table was said as the screen opened

    def on_enter(self) -> None:
        """"Speak the game" says the table as the screen opens: each row, or that none is finished yet (not again
        when a screen over it goes: the keys' list)."""
        super().on_enter()
        if not self.said:
            self.said = True
            self.services.speech.say(tr("Statistics"))
            self.services.speech.say(" ".join(row.words() for row in self.rows) or tr("No finished games yet."))

    def games(self) -> list[str]:
        """The games with a card: those played (and known to this app), by title; four at most."""
        known = set(catalog.game_ids())
        played = {row.game_id for row in self.rows if row.game_id in known}
        return sorted(played, key=game_title)[:4]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.rows) - ROWS_SHOWN)
            self.first = min(top, max(0, self.first - event.y))
            self.ui.invalidate()
            return
        if event.type == pygame.KEYDOWN and (step := scroll_step(event.key, ROWS_SHOWN)) is not None:
            self.first = min(max(0, len(self.rows) - ROWS_SHOWN), max(0, self.first + step))  # ↑ ↓, Page Up/Down
            self.ui.invalidate()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        self.fill_background(surface)
        self.draw_title(surface, tr("Statistics"))
        if not self.rows:
            draw_icon(surface, "chart", vp.point(800, 300), vp.px(60), pal.panel_line)
            for i, line in enumerate((tr("No finished games yet."), tr(
                    "Each finished game is counted for the people at the table, under the strongest bot they "
                    "played against."))):
                px = strip_px(ui.fonts, grown_px(ui.fonts, line, vp.px(22 if i == 0 else 18), vp.px(1500)), vp.px(44))
                img = ui.fonts.text(ui.fonts.fit(line, px, vp.px(1500)), px, pal.text if i == 0 else pal.text_dim)
                surface.blit(img, img.get_rect(center=vp.point(800, 420 + 44 * i)))
        else:
            self.draw_cards(surface)
            headings = (tr("Player"), tr("Game"), tr("Against"), tr("Games"), tr("Wins"), tr("Win rate"))
            self.draw_row(surface, ROWS_TOP - ROW_H - 2, headings, heading=True)
            for i, row in enumerate(self.rows[self.first: self.first + ROWS_SHOWN]):
                self.draw_row(surface, ROWS_TOP + i * ROW_H, row.cells(), shaded=i % 2 == 0)
            if len(self.rows) > ROWS_SHOWN:
                shown = tr("{first}–{last} of {count}", first=self.first + 1,
                           last=min(len(self.rows), self.first + ROWS_SHOWN), count=len(self.rows))
                img = ui.fonts.text(shown, vp.px(16), pal.text_dim)
                surface.blit(img, img.get_rect(topright=vp.point(TABLE_X + TABLE_W, ROWS_TOP + ROWS_SHOWN * ROW_H + 4)))
        for i, warning in enumerate(self.warnings[:2]):
            img = ui.fonts.text(ui.fonts.fit(warning, vp.px(16), vp.px(TABLE_W)), vp.px(16), pal.bad)
            surface.blit(img, vp.point(TABLE_X, 742 + 22 * i))
        self.draw_widgets(surface)

    def draw_cards(self, surface: pygame.Surface) -> None:
        """A card per game: its back, each person's totals and their results over time."""
        games = self.games()
        if not games:
            return
        w = min(460.0, (CARDS_W - CARDS_GAP * (len(games) - 1)) / len(games))
        left = 800 - (w * len(games) + CARDS_GAP * (len(games) - 1)) / 2
        self.bars = {}
        for k, game_id in enumerate(games):
            self.draw_card(surface, game_id, (left + k * (w + CARDS_GAP), CARDS_TOP, w, CARDS_H))

    def draw_card(self, surface: pygame.Surface, game_id: str, rect: tuple[float, float, float, float]) -> None:
        ui, vp, pal, fonts = self.app, self.ui.viewport, self.ui.palette, self.ui.fonts
        x, y, w, h = rect
        section(surface, ui, rect, game_title(game_id), icon="chart")
        game_picture(surface, ui, game_id, vp.rect((x + 14, y + 50, 70, 104)), fan=1)
        totals: dict[str, list[float]] = {}
        for row in self.rows:
            if row.game_id == game_id:
                games_wins = totals.setdefault(row.player, [0, 0.0])
                games_wins[0] += row.games
                games_wins[1] += row.wins
        tx, tw = x + 96, w - 110
        px = strip_px(fonts, vp.px(17), vp.px(26))
        lh = max(fonts.font(px).get_linesize(), vp.px(24))
        ty = vp.point(0, y + 52)[1]
        players = sorted(totals, key=lambda name: (-totals[name][0], name.casefold()))
        for name in players[:PLAYERS_SHOWN]:
            games_played, wins = totals[name]
            line = trn("{name}: {wins} of {n} game won", "{name}: {wins} of {n} games won", int(games_played),
                       name=name, wins=format(wins, "g"))
            size = grown_px(fonts, line, px, vp.px(tw - 22))
            pygame.draw.circle(surface, self.colours.get(name, pal.text_dim), (vp.point(tx + 7, 0)[0], ty + lh // 2),
                               vp.px(7))
            img = fonts.text(fonts.fit(line, size, vp.px(tw - 22)), size, pal.text)
            surface.blit(img, img.get_rect(midleft=(vp.point(tx + 20, 0)[0], ty + lh // 2)))
            ty += lh
        if len(players) > PLAYERS_SHOWN:
            more = tr("+{n} more", n=len(players) - PLAYERS_SHOWN)
            surface.blit(fonts.text(more, px, pal.text_dim), (vp.point(tx + 20, 0)[0], ty))
            ty += lh
        results = [r for r in self.history if r.game == game_id]
        area = vp.rect((x + 20, y + 170, w - 40, h - 186))
        if results:
            self.bars[game_id] = draw_chart(surface, ui, area, results, self.colours)
            key = tr("A bar per game, the latest on the right: the taller, the better the place; gold: a win.")
            key_px = strip_px(fonts, vp.px(14), vp.px(20))
            key_lh = fonts.font(key_px).get_linesize()
            lines = fonts.wrap(key, key_px, vp.px(tw))
            room = max(0, (area.y - vp.px(10) - ty) // key_lh)
            if len(lines) <= room:
                top = area.y - vp.px(10) - key_lh * len(lines)
                for i, line in enumerate(lines):
                    surface.blit(fonts.text(line, key_px, pal.text_dim), (vp.point(tx, 0)[0], top + i * key_lh))
        else:
            note = tr("Results over time show from the next finished game on.")
            note_px = strip_px(fonts, vp.px(16), vp.px(24))
            for i, line in enumerate(fonts.wrap(note, note_px, area.w)[:3]):
                img = fonts.text(line, note_px, pal.text_dim)
                surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + vp.px(20) + i * fonts.font(note_px).get_linesize())))

    def draw_row(self, surface: pygame.Surface, y: float, cells: tuple[str, ...], heading: bool = False,
                 shaded: bool = False) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
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


flow.open_statistics.register(StatisticsScene)
