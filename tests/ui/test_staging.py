"""A bot's move is shown: its cards come to the middle of the table and rest there with what the move did in
words, then go to their places; the next move waits for that, a click skips it; the last move's cards stay
marked until the next move."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.board import STAGE_CARD
from scenes.table.table import TableScene
from ui.helpers import click, pump


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
    assert table.narration and table.narration == table.model.log[-len(table.narration):]
    assert table.narration[0].startswith("Ben played")
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
            staged = [s for s in board.sprites.values() if s.via is not None]
            if staged and all(s.pos == s.via for s in staged) and len(table.narration) >= 3:
                return True
            if table.match.viewer_acts() and not board.staging() and not table.stale:
                table.play(table.match.session.legal_actions()[0])
            time.sleep(0.002)
            return False

        pump(app, until=long_narration_on_the_stage, timeout=60)
        app.toast("Lege die Karte auf den Tisch, um sie zu spielen.")
        pump(app, frames=2)
        assert board.staging()
        vp = app.viewport
        status = vp.rect(table.hints.status_area())
        toast = app.toast_rect()
        narration = table.painter.narration_box
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


def test_a_spy_is_staged_first_and_the_king_card_it_reveals_joins_as_its_own_beat(app):
    """Palastgeflüster: the stage showed the King card while the caption named the Spy played. The Spy comes to
    the stage alone with "Ben plays Spy"; the King card it reveals stays out of sight, then joins it, and the
    line of what it silenced shows as it arrives; both go home together."""
    import random

    from game.rules.palastgefluester.cards import face
    from scenes.table.table_paint import narration_parts

    app.settings.animation_speed = 1.0
    app.settings.bot_pace_ms = 10**9  # the bots wait: the Spy is played here
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random"), SeatConfig("Cleo", "bot", "random")]
    session = Session(catalog.get_game("palastgefluester"), seats, 1)
    rng = random.Random(1)
    while True:
        legal = session.legal_actions()
        spies = [a for a in legal if a[0] == "play" and face(a[1]).startswith("spy")]
        if session.current_seat() != 0 and spies:
            break
        session.apply(rng.choice(legal))
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app)
    table.staged_for = session.current_seat()
    table.match.apply(spies[0])
    table.refresh()
    spy = next(s for s in table.sprites.values() if s.via is not None and s.card.face.startswith("spy"))
    king = next(s for s in table.sprites.values() if s.via is not None and s.card.face.startswith("king"))
    assert king.wait_ms > 0 and spy.wait_ms == 0
    drawn: list[str] = []
    faces = app.cards.surface
    app.cards.surface = lambda spec, *a, **k: (drawn.append(spec.face if spec else ""), faces(spec, *a, **k))[1]  # type: ignore
    while spy.pos != spy.via:
        app.step(16.0)
        assert king.pos == king.target[:2]  # not on its way yet
    table.painter.forget_background()
    app.invalidate()
    app.draw()
    assert spy.card.face in drawn and king.card.face not in drawn  # out of sight while the Spy rests alone
    assert [text for text, _ in narration_parts(table.narration, all(
        s.pos == s.via for s in table.sprites.values() if s.via is not None))] == [table.narration[0]]
    assert table.narration[0].startswith("Ben plays Spy")
    while king.pos != king.via:
        app.step(16.0)
        assert spy.via is not None  # the Spy stays on the stage for the reveal
    assert len(narration_parts(table.narration, True)) == 2 and "silenced" in table.narration[1]


STAGED_NARRATION = ["P2 spielte den Baron gegen Ana.", "Ana hatte die niedrigere Karte.",
                    "Ana scheidet aus der Runde aus (verlor einen Baron-Vergleich) und zeigt die Wächterin."]
"""Three lines of what a move did, German (the longest words): the cards on the stage are raised over them."""


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
@pytest.mark.parametrize("players", range(2, 9))
def test_cards_on_the_stage_cover_no_zones_label_nor_card(tmp_path, players, size):
    """Love Letter, every player count and window size: a bot's move resting on the stage (one to three cards,
    with three lines under them) leaves "Play a card here", the removed card, the deck and every seat's cards and
    labels in sight."""
    assert not staged_cover(tmp_path, "love-letter", players, size)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
def test_palastgefluester_at_five_rests_a_bots_move_on_the_free_felt_not_the_middle_block(tmp_path, size):
    """Palastgeflüster at 5 players: the stage lay over the middle block (the staged card covered the discard
    and the King card); it is now the felt between the two seats along the top edge."""
    assert not staged_cover(tmp_path, "palastgefluester", 5, size)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1024, 640)])
@pytest.mark.parametrize("players", [2, 3])
def test_road_at_two_and_three_rests_a_bots_move_beside_the_grid(tmp_path, players, size):
    """Road to the Palace at 2-3 players: the stage lay over the grid (the cards a bot took covered the cells left
    to take); it is now the felt right of the grid under the disc stock, and the narration under the cards wraps
    to stay on the table, clear of the grid and the sidebar."""
    assert not staged_cover(tmp_path, "road-to-the-palace", players, size, narration=True)


def staged_cover(tmp_path, game_id: str, players: int, size: tuple[int, int], narration: bool = False) -> list[str]:
    """What one to three cards of others resting on the stage cover: zones' labels and cards (``narration``: also
    what the narration's box covers, and whether it leaves the table)."""
    from .test_legibility import close, table_at

    app, table = table_at(size, game_id, players, tmp_path)
    covered: list[str] = []
    try:
        board = table.board
        viewer_zone = table.layout.own_zone
        others = [u for u in board.order if board.sprites[u].zone != viewer_zone]
        for count in (1, 2, 3):
            board.end_staging()
            pump(app, frames=1)
            staged = others[:count]
            board.stage(staged, table.layout.stage_centre, table.layout.stage_centre, 10_000)
            for uid in staged:
                board.sprites[uid].pos = board.sprites[uid].via
            table.narration = STAGED_NARRATION
            table.painter.forget_background()
            app.draw()
            cards = {u: board.screen_rect(board.sprites[u]) for u in staged}
            found = [f"label of {zone}" for zone, rect in table.painter.label_rects.items()
                     if rect.collidelist(list(cards.values())) >= 0]
            found += [f"card {u} in {s.zone}" for u, s in board.sprites.items() if u not in cards
                      and board.screen_rect(s).collidelist(list(cards.values())) >= 0]
            box = table.painter.narration_box
            if narration and box is not None:
                vp = app.viewport
                table_area = pygame.Rect(0, 0, vp.point(table.sidebar.left - 6, 0)[0], size[1])
                found += [] if table_area.contains(box) else [f"the narration {box} leaves the table {table_area}"]
                found += [f"the narration over label of {zone}" for zone, rect in table.painter.label_rects.items()
                          if rect.colliderect(box)]
                found += [f"the narration over card {u} in {s.zone}" for u, s in board.sprites.items()
                          if u not in cards and board.screen_rect(s).colliderect(box)]
            covered += [f"{players}p {size}, {count} staged: {f}" for f in found]
        return covered
    finally:
        close(app)


def test_the_narration_keeps_the_move_whole_and_then_whole_lines_of_what_came_of_it():
    """The box kept its last four wrapped rows: the first, who did what, went ("Baron (3). / Right guess: you held
    a 3. / You are out ..."). The move is kept whole; what came of it follows in order, each line whole."""
    from scenes.table.table_paint import narration_rows

    def wrap(line: str, bold: bool) -> list[str]:
        return [line[i:i + 20] for i in range(0, len(line), 20)]

    move = "Ben played the Guard on you, naming Baron (3)."
    parts = [(move, False), ("Right guess: you held a 3.", True),
             ("You are out of the round (named by a Guard), revealing the Baron.", True)]
    rows = narration_rows(parts, wrap, budget=4)
    assert "".join(r for r, _ in rows[:3]) == move and rows[3:] == []  # (the knock-out's 4 rows do not fit: whole)
    rows = narration_rows(parts, wrap, budget=6)
    assert "".join(r for r, _ in rows) == move + parts[1][0]
    assert narration_rows([(move, False)], wrap, budget=1) == [(r, False) for r in wrap(move, False)]  # never cut


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
                table.staged_for = actor
            table.after_move(match.apply(action))
            table.catch_up()
            said = table.shown.log[len(before.log):]
            if actor != 0 and len(said) >= 4 and table.board.staging():
                break
            table.board.end_staging()
            if match.is_over():
                raise AssertionError("no bot move said four lines")
        else:
            raise AssertionError("no bot move said four lines")
        assert table.narration[0] == said[0] and table.narration == said[:len(table.narration)]
        painter = table.painter
        rows = narration_rows_drawn(app, painter, table.narration)
        first = app.fonts.wrap(said[0], app.viewport.px(20), app.viewport.px(painter.narration_width()))
        assert rows[:len(first)] == first  # the actor's line, every row of it
        for s in table.sprites.values():  # the cards come to rest on the stage: the whole narration shows
            if s.via is not None:
                s.pos = s.via
        app.draw()
        assert painter.narration_box is not None and painter.narration_box.height >= len(rows) * app.viewport.px(20)
    finally:
        for scene in app.stack:
            scene.close() if hasattr(scene, "close") else None
        i18n.set_language("en")


def narration_rows_drawn(app, painter, lines) -> list[str]:
    """The rows the narration's box shows once the cards rest on the stage, as text."""
    from scenes.table.table_paint import narration_parts, narration_rows

    px, width = app.viewport.px(20), app.viewport.px(painter.narration_width())
    return [row for row, _ in narration_rows(narration_parts(lines, True),
                                             lambda line, bold: app.fonts.wrap(line, px, width, bold))]
