"""Staging at Love Letter's table: a bot's move rests on the stage with its narration, a click skips it, the
narration, toast and status line stack, the cards on the stage cover nothing at every player count, a knock-out
is narrated from its actor on (moved here from the generic tests/ui/test_staging.py)."""

from __future__ import annotations

import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.board import STAGE_CARD
from scenes.table.table import TableScene
from tests.ui.helpers import click, pump
from tests.ui.test_staging import narration_rows_drawn, staged_cover


def bot_first_table(app) -> TableScene:
    app.settings.animation_speed = 1.0
    seats = [SeatConfig("Ana", "human", "normal"), SeatConfig("Ben", "bot", "random"),
             SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("love-letter"), seats, 11, {"starter": 1})
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    return table


def test_a_bots_move_rests_on_the_stage_with_its_narration_before_the_next_move(app):
    table = bot_first_table(app)
    pump(app, until=lambda: table.board.staging())
    session = table.match.session
    assert len(session.history) == 1  # Ben has moved; Cleo waits until the move was seen
    staged = [s for s in table.sprites.values() if s.via is not None]
    assert staged and all(s.card.face is not None for s in staged)
    assert {s.uid for s in staged} <= table.board.last_moved
    assert all(s.size() == STAGE_CARD for s in staged)
    assert table.pacer.narration and table.pacer.narration == table.model.log[-len(table.pacer.narration):]
    assert table.pacer.narration[0].startswith("Ben played")
    pump(app, frames=20)
    assert len(session.history) == 1 and table.board.staging()
    pump(app, until=lambda: len(session.history) == 2, timeout=30)
    pump(app, until=lambda: table.match.viewer_acts() and not table.stale and table.board.settled(), timeout=30)
    home = table.sprites[staged[0].uid]
    assert home.zone == "discard.1" and home.pos == home.target[:2]  # Ben's card went to his discards


def test_a_click_skips_the_bots_move_and_the_played_card_stays_marked(app):
    table = bot_first_table(app)
    pump(app, until=lambda: table.board.staging())
    played = {s.uid for s in table.sprites.values() if s.via is not None}
    click(app, app.viewport.point(100, 880))  # anywhere
    assert all(table.sprites[u].via is None for u in played)  # (Cleo's move may be on the stage already)
    pump(app, until=lambda: table.board.settled() and table.match.viewer_acts() and not table.stale, timeout=30)
    assert len(table.match.session.history) == 2  # Cleo has played too
    cleo = [c.uid for z in table.model.zones if z.id == "discard.2" for c in z.cards]
    assert cleo[-1] in table.board.last_moved and played.isdisjoint(table.board.last_moved)
    table.app.draw()  # marked until the next move, then drawn with its outline


def test_the_narration_toast_and_status_line_stand_in_one_stack_that_cannot_overlap(tmp_path):
    """German, 1280x720: the narration of a bot's move (three lines, wrapped), the status line ("P2 überlegt …")
    and a toast were separate boxes drawn over each other. From the own hand up: status line, toast, narration,
    the cards resting on the stage (raised as far as needed)."""
    import time

    from game import i18n
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1280, 720), data_dir=tmp_path / "data",
              settings=Settings(animation_speed=1.0, bot_pace_ms=0, language="de"))
    try:
        seats = [SeatConfig(f"P{i}" if i else "Ana", "human" if i == 0 else "bot", "random") for i in range(4)]
        session = Session(catalog.get_game("love-letter"), seats, 3)
        table = TableScene(app, Match(session, app.store))
        app.push(table)
        board = table.board

        def long_narration_on_the_stage() -> bool:
            if board.staging() and board.at_the_stage() and len(table.pacer.narration) >= 3:
                return True
            if table.match.viewer_acts() and not board.staging() and not table.stale:
                table.moves.play(table.match.session.legal_actions()[0])
            time.sleep(0.002)
            return False

        pump(app, until=long_narration_on_the_stage, timeout=60)
        app.toast("Lege die Karte auf den Tisch, um sie zu spielen.")
        pump(app, frames=2)
        assert board.staging()
        vp = app.viewport
        status = vp.rect(table.hints.status_area())
        toast = app.toast_rect()
        narration = table.painter.stage.narration_box
        cards = [board.screen_rect(s) for s in board.sprites.values() if s.via is not None]
        assert narration is not None
        boxes = {"status": status, "toast": toast, "narration": narration}
        for a, ra in boxes.items():
            for b, rb in boxes.items():
                assert a == b or not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        assert narration.collidelist(cards) < 0 and toast.collidelist(cards) < 0 and status.collidelist(cards) < 0
        assert status.bottom <= vp.rect(table.layout.own_hand.rect).top + vp.px(24)  # over the hand's cards
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
@pytest.mark.parametrize("players", range(2, 9))
def test_cards_on_the_stage_cover_no_zones_label_nor_card(tmp_path, players, size):
    """Love Letter, every player count and window size: a bot's move resting on the stage (one to three cards,
    with three lines under them) leaves "Play a card here", the removed card, the deck and every seat's cards and
    labels in sight."""
    assert not staged_cover(tmp_path, "love-letter", players, size)


@pytest.mark.parametrize("language", ["en", "de", "zh-Hant"])
def test_a_bots_move_that_knocks_you_out_is_narrated_from_its_actor_on(tmp_path, language):
    """Love Letter at 1024x640, settings at their defaults: a bot's move that says four or more lines (a Guard's
    right guess on you that ends the round, say) is shown on the stage from its first line on, who did what."""
    import random

    from game import i18n
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=(1024, 640), data_dir=tmp_path / "data", settings=Settings(language=language))
    try:
        seats = [SeatConfig(n, "human" if i == 0 else "bot", "random") for i, n in enumerate(("Ana", "Ben", "Cleo"))]
        session = Session(catalog.get_game("love-letter"), seats, 2)
        table = TableScene(app, Match(session, app.store))
        app.push(table)
        match, rng = table.match, random.Random(2)
        for _ in range(400):  # the moves made directly; a bot's move that says four lines or more is staged
            before = match.model()
            actor = match.current_seat()
            action = rng.choice(session.legal_actions())
            if actor != 0:
                table.pacer.staged_for = actor
            table.moves.after_move(match.apply(action))
            table.moves.catch_up()
            said = table.shown.log[len(before.log):]
            if actor != 0 and len(said) >= 4 and table.board.staging():
                break
            table.board.end_staging()
            if match.is_over():
                raise AssertionError("no bot move said four lines")
        else:
            raise AssertionError("no bot move said four lines")
        assert table.pacer.narration[0] == said[0] and table.pacer.narration == said[:len(table.pacer.narration)]
        painter = table.painter
        rows = narration_rows_drawn(app, painter, table.pacer.narration)
        first = app.fonts.wrap(said[0], app.viewport.px(20), app.viewport.px(painter.stage.narration_width()))
        assert rows[:len(first)] == first  # the actor's line, every row of it
        for s in table.sprites.values():  # the cards come to rest on the stage: the whole narration shows
            if s.via is not None:
                s.pos = s.via
        app.draw()
        assert painter.stage.narration_box is not None and painter.stage.narration_box.height >= len(rows) * app.viewport.px(20)
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
        i18n.set_language("en")
