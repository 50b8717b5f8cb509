"""Text size 100-200 %: the sidebar lays out anew (taller rows and lines, fewer log lines: none overlapping another
or running past the strip), the seat plates' text grows up to the plate's height and no further, and the own
hand's cards keep their effect text (the faces are sized to the card, not by the setting)."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import TEXT_SIZE_CHOICES, Settings
from scenes.core.app import App
from scenes.table.log_view import LINE as LOG_LINE
from scenes.table.seat_plates import plate_rect, text_px
from scenes.table.sidebar import TEXT, frame, layout_sidebar
from scenes.table.table import TableScene
from tests.ui.helpers import pump
from tests.ui.test_legibility import hand_games, own_hand_px

SIZES = [value for value, _ in TEXT_SIZE_CHOICES]
WINDOWS = [(1280, 720), (1024, 640)]


def table_at(size, game_id: str, players: int, text_size: int, tmp_path) -> tuple[App, TableScene]:
    app = App(size=size, data_dir=tmp_path / "data",
              settings=Settings(animation_speed=0.0, bot_pace_ms=0, text_size=text_size))
    seats = [SeatConfig(f"Player {i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats, 5), app.store))
    app.push(table)
    pump(app, frames=2)
    return app, table


@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
@pytest.mark.parametrize("text_size", SIZES)
def test_the_sidebar_lays_out_anew_at_every_text_size(tmp_path, text_size, window):
    """The most seats of any game (Love Letter, 8): each seat's row holds its name at the text size, the rows
    follow one another, and the log's lines, as tall as the text, end inside the strip."""
    app, table = table_at(window, "love-letter", 8, text_size, tmp_path)
    try:
        assert app.fonts.scale == text_size / 100
        model = table.model
        lay = layout_sidebar(app, model, 3)
        vp = app.viewport
        name_h = app.fonts.font(vp.px(TEXT), bold=True).get_linesize()
        bottom = lay.top
        for y, h, _ in lay.seat_rows:
            assert y >= bottom - 0.01, "a seat's row starts inside the one before"
            assert vp.px(h) >= name_h * 0.95, f"a row of {vp.px(h)} px for a name {name_h} px high"
            bottom = y + h
        log_y, log_h = lay.log
        line = LOG_LINE * app.fonts.scale
        assert vp.px(line) >= app.fonts.font(vp.px(15)).get_height() * 0.95  # log lines as tall as their text
        rows = int((log_h - line - 8) // line)
        assert log_y + line + 6 + rows * line <= frame(app)[2] + 1
    finally:
        pygame.quit()


@pytest.mark.parametrize("text_size", SIZES)
def test_the_plates_text_grows_to_the_plates_height_and_no_further(tmp_path, text_size):
    app, table = table_at((1280, 720), "palace", 6, text_size, tmp_path)
    try:
        for zone in table.painter.plates.values():
            rect = plate_rect(table.board, zone)
            px = text_px(app.fonts, app.viewport.px(15), rect.h)
            assert app.fonts.font(px, bold=True).get_height() <= rect.h + 2
            assert round(px * app.fonts.scale) >= app.viewport.px(15)  # never smaller than at 100 %
    finally:
        pygame.quit()


@pytest.mark.parametrize("game_id", hand_games())
def test_the_own_hand_keeps_its_effect_text_at_200_percent(tmp_path, game_id):
    """The faces are drawn with the card art's own fonts: at 200 % every face of the game drawn at the own hand's
    size at 1280x720 shows its title and whole effect text at 12 px or more, as at 100 %."""
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings(text_size=200))
    try:
        assert app.fonts.scale == 2.0 and app.cards.fonts is not app.fonts and app.cards.fonts.scale == 1.0
        w, h = own_hand_px(game_id)
        for spec in catalog.get_game(game_id).cards().values():
            _, report = app.cards.face(spec, w, h, game_id)
            if spec.text and report.text_wanted:
                assert report.text_fits and report.text_px >= 12, (spec.face, report.text_drawn)
    finally:
        pygame.quit()
