"""Text size 100-200 %: the sidebar lays out anew (taller rows and lines, fewer log lines: none overlapping another
or running past the strip), the seat plates' text grows up to the plate's height and no further, and the own
hand's cards keep their effect text (the faces are sized to the card, not by the setting)."""

from __future__ import annotations

import os
import shutil
import statistics
import tempfile
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pygame
import pytest
from each_game import a_game

from game import catalog
from game.i18n import current_language
from game.match import Match
from game.session import SeatConfig, Session
from game.settings import TEXT_SIZE_CHOICES, Settings
from scenes.core.app import App
from scenes.table.log_view import LINE as LOG_LINE
from scenes.table.seat_plates import plate_rect
from scenes.table.sidebar import (
    BADGE_LINE,
    LOG_LINES_AT_LEAST,
    SEAT_ROW,
    SEATS_AT_MOST,
    TEXT,
    frame,
    layout_sidebar,
    row_px,
)
from scenes.table.table import TableScene
from scenes.ui.text_fit import strip_px
from tests.ui.helpers import pump
from tests.ui.test_legibility import close, drawn_text_sizes, hand_games, overlaps, own_hand_px

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
    """The most seats of any game the app ships: each seat's row holds its name at its text size (the setting's,
    or less down to 100 % where the seats would take more than their share of the strip), the rows follow one
    another, and the log's lines, as tall as the text, end inside the strip."""
    most = max(catalog.SHIPPED, key=lambda gid: catalog.get_game(gid).max_players)
    app, table = table_at(window, most, catalog.get_game(most).max_players, text_size, tmp_path)
    try:
        assert app.fonts.scale == text_size / 100
        model = table.model
        lay = layout_sidebar(app, model, 3)
        vp = app.viewport
        bottom = lay.top
        for y, h, lines in lay.seat_rows:
            scale = h / (SEAT_ROW + BADGE_LINE * len(lines))  # the rows' text scale: 100 % at least
            assert 1.0 <= scale <= app.fonts.scale
            name_h = app.fonts.font(row_px(app, TEXT, scale), bold=True).get_linesize()
            assert y >= bottom - 0.01, "a seat's row starts inside the one before"
            assert vp.px(SEAT_ROW * scale) >= name_h * 0.95, f"a row of {vp.px(h)} px for a name {name_h} px high"
            bottom = y + h
        assert bottom <= lay.top + (frame(app)[2] - lay.top) * SEATS_AT_MOST + 0.01 or \
            all(h == SEAT_ROW + BADGE_LINE * len(lines) for _, h, lines in lay.seat_rows)
        log_y, log_h = lay.log
        assert 1.0 <= lay.scale <= app.fonts.scale  # the sidebar's text: smaller where crowded, never below 100 %
        line = LOG_LINE * lay.scale
        assert vp.px(line) >= app.fonts.font(row_px(app, 15, lay.scale)).get_height() * 0.95  # log lines as tall
        # as their text
        rows = int((log_h - line - 8) // line)
        assert log_y + line + 6 + rows * line <= frame(app)[2] + 1
        crowded = layout_sidebar(app, model, 4, lambda scale: 260 * scale)  # a Hint panel of many lines
        assert crowded.scale == 1.0 or crowded.log[1] >= LOG_LINE * crowded.scale * (LOG_LINES_AT_LEAST + 1) + 8
        assert crowded.scale <= lay.scale
    finally:
        pygame.quit()


@pytest.mark.parametrize("text_size", SIZES)
def test_the_plates_text_grows_to_the_plates_height_and_no_further(tmp_path, text_size):
    app, table = table_at((1280, 720), a_game(players=6), 6, text_size, tmp_path)
    try:
        for zone in table.painter.ground.plates.values():
            rect = plate_rect(table.board, zone)
            px = strip_px(app.fonts, app.viewport.px(15), rect.h)
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


def drawn_texts(app: App, table: TableScene) -> list[str]:
    """Every text a full redraw of the table draws (but on card faces), as drawn."""
    return [text for _, text in drawn_text_sizes(app, table)]


def played_table(window, game_id: str, players: int, text_size: int, tmp_path) -> tuple[App, TableScene]:
    """A table some moves in (discards, captions, a log), at the text size."""
    app, table = table_at(window, game_id, players, text_size, tmp_path)
    session = table.match.session
    for _ in range(10):
        if session.is_over() or session.current_seat() == 0:
            break
        table.moves.after_move(session.apply(session.bot_action()))
    table.refresh()
    app.draw()
    return app, table


def cut_texts(app: App, table: TableScene, before: Sequence[str]) -> list[str]:
    """The texts drawn cut with an ellipsis that 100 % did not draw so (``before``: what 100 % drew)."""
    return [t for t in drawn_texts(app, table) if t.endswith("…") and t not in before]


def median_px(app: App, table: TableScene) -> float:
    """The median size in pixels of the texts the table draws (but on card faces)."""
    return statistics.median(round(px * app.fonts.scale) for px, _ in drawn_text_sizes(app, table))


@cache
def at_100_percent(game_id: str, players: int, windows: tuple[tuple[int, int], ...], language: str
                   ) -> tuple[dict[tuple[int, int], tuple[str, ...]], dict[tuple[int, int], float]]:
    """What a played table draws at 100 % in each of ``windows``: its texts and their median size, the same for
    every text size it is compared with (drawn once a test worker; its app's saves in a folder of its own)."""
    assert language == current_language()
    folder = Path(tempfile.mkdtemp(prefix="palace-table-text-size-"))
    base_app, base = played_table(windows[0], game_id, players, 100, folder)
    before: dict[tuple[int, int], tuple[str, ...]] = {}
    medians: dict[tuple[int, int], float] = {}
    for window in windows:
        base_app.resize(window)
        base.on_resize()
        base_app.draw()
        before[window], medians[window] = tuple(drawn_texts(base_app, base)), median_px(base_app, base)
    close(base_app)
    shutil.rmtree(folder, ignore_errors=True)
    return before, medians


@pytest.mark.parametrize("text_size", SIZES[1:])
def test_every_table_lays_out_anew_nothing_cut_or_overlapping(tmp_path, text_size):
    """Every game at its fewest and most players, at 1280x720 and 1024x640: no caption, label, plate or the status
    line overlaps another or a card or runs out of the table, no text is cut that 100 % drew whole, and the texts
    are larger (their median: where a place holds no more, a text stays at its 100 % size; a crowded table, Love
    Letter at 8 in 1024x640, grows least)."""
    problems = []
    for game_id in catalog.game_ids():
        game = catalog.get_game(game_id)
        for players in (game.min_players, game.max_players):
            before, medians = at_100_percent(game_id, players, tuple(WINDOWS), current_language())
            app, table = played_table(WINDOWS[0], game_id, players, text_size, tmp_path / f"{game_id}{players}b")
            for window in WINDOWS:
                app.resize(window)
                table.on_resize()
                app.draw()
                where = f"{game_id} {players}p {window[0]}x{window[1]} at {text_size} %"
                problems += [f"{where}: {p}" for p in overlaps(table)]
                problems += [f"{where}: cut {t!r}" for t in cut_texts(app, table, before[window])]
                if (grown := median_px(app, table)) <= medians[window]:
                    problems.append(f"{where}: the texts' median is {grown} px (at 100 %: {medians[window]} px)")
            close(app)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:int(os.environ.get("PROBLEMS_SHOWN", "40"))])


SUMMARIES = [(gid, n) for gid in catalog.SHIPPED if catalog.get_entry(gid).capabilities.rounds
             for n in sorted({catalog.get_game(gid).min_players, catalog.get_game(gid).max_players})]


@pytest.mark.parametrize(("game_id", "players"), SUMMARIES, ids=[f"{g}-{n}p" for g, n in SUMMARIES])
def test_the_summary_at_200_percent_shows_every_note_and_no_text_over_another(tmp_path, monkeypatch, game_id, players):
    """At 200 % text the summary's notes scrolled ("1–9 of 13") and its round story's lines were drawn over one
    another and over its table. Every game with rounds at its fewest and most players, the first round's summary
    (and at the most players the final screen), 1280x720 and 1024x640: every note in sight, no text cut, over
    another or shortened (a recorder of every text drawn: tests/ui/text_record.py)."""
    from scenes.ui.widgets import ScrollText
    from tests.ui.test_round_end import scoring_after
    from tests.ui.test_text_audit import Audit, close_all

    audit = Audit(monkeypatch, WINDOWS[0], tmp_path)
    for final in (False, True) if players == catalog.get_game(game_id).max_players else (False,):
        app = audit.app = App(size=WINDOWS[0], data_dir=tmp_path / f"data{final}", settings=Settings(text_size=200))
        audit.recorder.fonts = app.fonts
        try:
            scoring = scoring_after(app, game_id, players, final)
            audit.recorder.names.update(scoring.table.match.names)
            for window in WINDOWS:
                app.resize(window)
                pump(app, frames=1)
                notes = [w for w in scoring.widgets if isinstance(w, ScrollText)]
                for box in notes:
                    assert box.visible_count(app) == len(box.lines(app)), (window, final, box.text)
                    assert app.viewport.rect(scoring.panel).contains(box.screen_rect(app))
                audit.size = window
                audit.recorder.forget()
                audit.check(f"{game_id} {players}p {'final' if final else 'round'} at 200 %")
        finally:
            close_all(app)
    summary = [f for f in audit.findings if "overlap" in f or "lines dropped" in f or "ellipsis" in f]
    assert not summary, "\n".join(summary[:20])


def test_the_coach_keeps_off_the_summarys_title_and_the_column_it_explains_at_200_percent(tmp_path):
    """At 200 % text the coach's bubble over a round's summary covered its title and headline. For every tutorial
    that talks a summary through, each of those steps at 1280x720 and 1024x640: the bubble covers neither the
    title and headline nor the column it explains."""
    from game.tutorial import TutorialMatch, load_script
    from scenes.screens.scoring import HEAD_H, PANEL_W, ScoringScene
    from scenes.table.coach import on_summary
    from tests.ui.helpers import click
    from tests.ui.test_text_audit import close_all
    from tests.ui.test_tutorial import COACHED

    assert COACHED
    for game_id in COACHED:
        script = load_script(game_id)
        first = next(i for i, step in enumerate(script.steps) if on_summary(step))
        for window in WINDOWS:
            app = App(size=window, data_dir=tmp_path / f"{game_id}{window[0]}", settings=Settings(text_size=200))
            try:
                match = TutorialMatch(script, app.store)
                for step in script.steps[:first]:
                    if step.action is not None:
                        match.apply(step.action)
                match.tutorial.index = first  # (the coach's words before, read)
                table = TableScene(app, match)
                app.push(table)
                table.round_hold.hold_round_end()
                table.round_hold.show_scoring()
                pump(app, frames=2)
                scoring, coach = app.top, table.coach
                assert isinstance(scoring, ScoringScene) and coach is not None
                while coach.holds_summary():
                    app.draw()
                    anchor = script.steps[coach.tutorial.index].anchor
                    title = app.viewport.rect((scoring.panel[0], scoring.panel[1], PANEL_W, HEAD_H))
                    where = (game_id, window, anchor, coach.bubble)
                    assert coach.bubble is not None and not coach.bubble.colliderect(title), where
                    if anchor.startswith("column:"):
                        assert not coach.bubble.colliderect(scoring.anchor_rect(anchor)), where
                    click(app, coach.next_button.screen_rect(app).center)
                    pump(app, frames=2)
            finally:
                close_all(app)


def test_the_round_storys_icons_grow_with_the_text(tmp_path, monkeypatch):
    """The key moves' discs and card icons were drawn at 100 % beside text at 200 % (a dot before a large line)."""
    from scenes.table import round_story
    from tests.ui.test_round_end import scoring_after
    from tests.ui.test_text_audit import close_all

    game_id = next(g for g in catalog.SHIPPED if catalog.get_entry(g).capabilities.rounds)
    sizes: dict[int, list[float]] = {}
    drawn = round_story.draw_disc
    for text_size in (100, 200):
        monkeypatch.setattr(round_story, "draw_disc", lambda *a, _n=text_size: (sizes.setdefault(_n, []).append(a[-1]),
                                                                                  drawn(*a))[1])
        app = App(size=WINDOWS[0], data_dir=tmp_path / str(text_size), settings=Settings(text_size=text_size))
        try:
            scoring_after(app, game_id, catalog.get_game(game_id).min_players, False)
            pump(app, frames=1)
        finally:
            close_all(app)
    assert sizes[100] and sizes[200], "the story drew its discs"
    assert min(sizes[200]) >= 1.9 * max(sizes[100])
