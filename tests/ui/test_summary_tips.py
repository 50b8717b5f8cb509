"""A summary's columns explain themselves (issue 39, 2.8): the pointer resting on a column's heading shows how its
figures came about (the presenter's explanation) in a box inside the window, the whole text in sight, over no
other text (in the headline's band, in the headline's stead); the keyboard focus stops at each heading and says
the explanation through the speech service. Every shipped game's summary, at the app's default settings."""

from __future__ import annotations

import pygame
import pytest

from game import catalog, i18n
from game.settings import Settings
from scenes.core.app import App
from scenes.ui.summary_tips import ColumnTip, shown_tip, tip_lines

from .helpers import key, post, pump
from .test_round_end import scoring_after

GAMES = [gid for gid in catalog.game_ids() if gid in catalog.SHIPPED]


def first_summary(tmp_path, game_id: str):
    """The app at its default settings and the first summary of ``game_id`` (the game's own where it has no
    rounds)."""
    app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
    rounds = catalog.get_entry(game_id).capabilities.rounds
    return app, scoring_after(app, game_id, 3, final=not rounds)


def close(app: App) -> None:
    for scene in app.stack:
        scene.close() if hasattr(scene, "close") else None
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_hovering_a_heading_shows_its_explanation_inside_the_window_over_no_text(tmp_path, game_id, monkeypatch):
    app, scoring = first_summary(tmp_path, game_id)
    drawn: list[str] = []  # the texts the summary's screen draws (the table below it draws its own)
    text, draw, inside = app.fonts.text, scoring.draw, []
    monkeypatch.setattr(app.fonts, "text", lambda s, *a, **k: (drawn.append(s) if inside else None) or text(s, *a, **k))

    def drawing(surface) -> None:
        inside.append(True)
        try:
            draw(surface)
        finally:
            inside.clear()

    monkeypatch.setattr(scoring, "draw", drawing)
    try:
        for language in ("en", "de", "zh-Hant"):
            i18n.set_language(language)
            scoring.summary = scoring.table.match.round_table()
            for size in ((1280, 720), (1024, 640)):
                app.resize(size)
                scoring.build()
                summary = scoring.summary
                tips = [w for w in scoring.widgets if isinstance(w, ColumnTip)]
                assert len(tips) == len(summary.columns), "every column explains itself"
                columns = scoring.column_rects()
                for tip in tips:
                    post(pygame.MOUSEMOTION, pos=tip.screen_rect(app).center, rel=(0, 0), buttons=(0, 0, 0))
                    drawn.clear()
                    pump(app, frames=1)
                    assert shown_tip(scoring.widgets, scoring.focus.current()) is tip
                    assert tip.text == summary.explain(tip.index) and tip.text
                    band = app.viewport.rect((scoring.panel[0] + 30, scoring.panel[1] + 58, 1080, 58))
                    lines, px = tip_lines(app, tip, band)
                    assert all(line in drawn for line in lines), (language, size, lines)
                    whole = i18n.tr("{caption}: {value}", caption=tip.title[:1].upper() + tip.title[1:], value=tip.text)
                    assert "".join(lines).replace(" ", "") == whole.replace(" ", ""), "nothing cut"
                    assert all(app.fonts.font(px).size(line)[0] <= band.w for line in lines)
                    box = pygame.Rect(band.x, band.bottom - len(lines) * app.fonts.font(px).get_linesize(),
                                      band.w, len(lines) * app.fonts.font(px).get_linesize())
                    assert app.screen.get_rect().contains(box)
                    assert box.collidelist(columns) < 0, "the tip covers the table"
                    assert not any(len(line) > len(summary.title) // 3 and summary.title.startswith(line)
                                   for line in drawn), "the headline is drawn under the tip"
                post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
                pump(app, frames=1)
                assert shown_tip(scoring.widgets, None) is None, "the tip goes with the pointer"
    finally:
        close(app)


def test_the_focus_stops_at_each_heading_and_says_its_explanation(tmp_path, monkeypatch):
    game_id = GAMES[0]
    app, scoring = first_summary(tmp_path, game_id)
    said: list[str] = []
    monkeypatch.setattr(app, "announce_focus", said.append)
    try:
        summary = scoring.summary
        explained = [summary.explain(i) for i in range(len(summary.columns))]
        for _ in range(len(scoring.focus.items())):
            key(app, pygame.K_TAB)
            pump(app, frames=1)
            focused = scoring.focus.current()
            if isinstance(focused, ColumnTip):
                assert shown_tip(scoring.widgets, focused) is focused
                assert said[-1].endswith(focused.text) and focused.title in said[-1]
        assert all(any(text in line for line in said) for text in explained), said
    finally:
        close(app)
