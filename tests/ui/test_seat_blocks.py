"""Seats with presence (issue 39, §2.1): each seat's plate is a compact nameplate led by the seat's disc, as wide as
what it shows, never a thin bar across its zone (the plates were 16-px strips 240 to 1,100 px long that read as
health bars); each seat's plate lies on a soft area of the felt that holds its cards, its block. Every game of
the catalog at every player count, at the 1280x720 window."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from scenes.table import seat_plates
from tests.ui.test_legibility import close, table_at

EVERY_LAYOUT = [(gid, n) for gid in catalog.game_ids()
                for n in range(catalog.get_game(gid).min_players, catalog.get_game(gid).max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), EVERY_LAYOUT)
def test_no_plate_is_wider_than_its_seats_cards_and_disc_or_what_it_shows(tmp_path, game_id, players):
    app, table = table_at((1280, 720), game_id, players, tmp_path)
    try:
        app.draw()
        ground, board = table.painter.ground, table.board
        seats = {s.seat: s for s in table.model.seats}
        assert sorted(ground.plates) == sorted(seats)
        for seat, zone in ground.plates.items():
            plate = ground.label_rects[zone]
            strip = seat_plates.plate_rect(board, zone)
            assert strip.contains(plate), (zone, plate, strip)
            cards = [board.screen_rect(s) for s in board.sprites.values() if s.zone == zone]
            cards_w = cards[0].unionall(cards[1:]).w if cards else 0
            shows = seat_plates.plate_width(app, plate.h, seats[seat], table.painter.ground.viewer)
            assert plate.w <= max(cards_w + plate.h, shows) + 1, (game_id, zone, plate, cards_w, shows)
            # the seat's block: its plate lies on its own seat's area, and no other seat's area runs under it
            assert any(a.contains(plate) for owner, a in ground.seat_areas if owner == seat), (zone, plate)
            assert not [a for owner, a in ground.seat_areas if owner != seat and a.colliderect(plate)], zone
            # the disc: the seat's colour at the plate's left end, standing out of the plate (an avatar, not a
            # ring icon inside the strip): its colour just above the plate, over the seat's initial (under the
            # soft shadow of a card above it, at most)
            disc = app.screen.get_at((plate.x + plate.h // 2, plate.top - 1))[:3]
            colour = seat_plates.seat_colour(seats[seat], app.palette)
            assert max(abs(a - b) for a, b in zip(disc, colour, strict=True)) <= 16, (zone, disc, colour)
    finally:
        close(app)


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_a_seats_disc_is_the_feeds_avatar_with_an_initial_that_reads_at_1024x640(tmp_path, monkeypatch, game_id):
    """The plate led with a small ring icon (the seat's shape cut out of a disc as high as the 15-px plate at
    1024x640); now each plate leads with the seat's avatar, the disc the move feed draws (one function): the
    seat's colour with its name's initial, at 12 px or more at the smallest window."""
    from scenes.table import feed
    from scenes.ui import seat_marks

    assert feed.seat_disc is seat_marks.seat_disc
    drawn: list[tuple[str, int, int]] = []
    real = seat_marks.seat_disc
    monkeypatch.setattr(seat_plates, "seat_disc",
                        lambda fonts, colour, initial, r, px: (drawn.append((initial, r, px)),
                                                               real(fonts, colour, initial, r, px))[1])
    app, table = table_at((1024, 640), game_id, catalog.get_game(game_id).min_players, tmp_path)
    try:
        table.painter.ground.forget()
        app.draw()
        initials = {initial for initial, _, _ in drawn}
        assert initials >= {seat_marks.seat_initial(s) for s in table.model.seats}, (initials, game_id)
        plate_h = min(r.h for r in table.painter.ground.label_rects.values())
        assert all(px >= 12 and 2 * r > plate_h for _, r, px in drawn), drawn
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_badge_icon_stands_clear_of_the_name(tmp_path, monkeypatch, size):
    """The dealer's "D" and a finishing place are discs whose letter is never below 12 px: in a small window the
    disc is wider than its icon box and covered the end of the name ("BenD" at 1024x640). Now the plate gives it
    the room it takes: its disc starts after the name."""
    from game.engine import SeatView

    game_id = catalog.game_ids()[0]
    app, _ = table_at(size, game_id, catalog.get_game(game_id).min_players, tmp_path)
    try:
        puts: list[pygame.Rect] = []
        real_put = seat_plates.put
        monkeypatch.setattr(seat_plates, "put", lambda s, img, at: (puts.append(at.copy()), real_put(s, img, at))[1])
        for icons, place in ((("dealer",), None), ((), 1)):
            puts.clear()
            surface = pygame.Surface((400, 60), pygame.SRCALPHA)
            seat = SeatView(1, "Ben", cards=3, icons=icons, place=place)
            h = app.viewport.px(seat_plates.PLATE_H)
            seat_plates.draw_plate(surface, app, pygame.Rect(10, 10, seat_plates.plate_width(app, h, seat, 0), h),
                                   seat, 0)
            name = min(puts, key=lambda r: r.x)  # (the count of cards in hand stands at the right end)
            fill = app.palette.accent if place is not None else app.palette.card_paper
            badge = [x for x in range(name.left, 400) for y in range(10, 10 + h) if surface.get_at((x, y))[:3] == fill]
            assert badge and min(badge) > name.right, (size, icons, place, name, min(badge, default=None))
    finally:
        close(app)


def test_a_plate_is_as_wide_as_what_it_shows(tmp_path):
    """More to show (icons, pips, a longer name) makes a wider plate; a bare name a short one."""
    from game.engine import SeatView

    app, _ = table_at((1280, 720), catalog.game_ids()[0], catalog.get_game(catalog.game_ids()[0]).min_players,
                      tmp_path)
    try:
        bare = seat_plates.plate_width(app, 16, SeatView(1, "Ben"), viewer=0)
        full = seat_plates.plate_width(app, 16, SeatView(1, "Ben", points=2, target=7, pip="heart", cards=1,
                                                         icons=("protected", "start")), viewer=0)
        assert 16 < bare < full < 320
        strip = pygame.Rect(0, 0, 1100, 16)
        plate = seat_plates.compact_rect(app, strip, SeatView(1, "Ben", points=2, target=7), viewer=0)
        assert plate.w < 300 and plate.center == strip.center
    finally:
        close(app)


def test_the_hovered_card_enlarges_in_its_place_not_beside_it(tmp_path):
    """The pointer resting on a small card showed an enlarged second copy beside the pointer; now the card itself
    lifts and grows in place: the enlarged card covers the card's middle. Every game at its most players, the
    first small face-up card, hovered by a posted pointer motion."""
    from each_game import fewest_and_most

    from scenes.table.pointer_paint import HOVER_MS
    from tests.ui.helpers import post, pump
    from tests.ui.test_table_chrome import play_on

    checked = 0
    for game_id, players in dict(fewest_and_most()).items():
        app, table = table_at((1280, 720), game_id, players, tmp_path)
        try:
            play_on(table, moves=8)
            pump(app, frames=2)
            board, pointing = table.board, table.painter.pointing
            small = [u for u in board.draw_order() if board.sprites[u].card.face is not None
                     and board.card_at(board.screen_rect(board.sprites[u]).center) == u
                     and board.screen_rect(board.sprites[u]).w < 100]
            if not small:
                continue
            at = board.screen_rect(board.sprites[small[0]])
            post(pygame.MOUSEMOTION, pos=at.center, rel=(0, 0), buttons=(0, 0, 0))
            pump(app, frames=int(HOVER_MS / 16) + 3)
            shown = pointing.preview_rect()
            assert table.pointer.hover == small[0], game_id
            assert shown is not None and shown.w > at.w * 1.5, (game_id, shown, at)
            assert shown.collidepoint(at.center), (game_id, shown, at)  # in place, over the card itself
            checked += 1
        finally:
            close(app)
    assert checked


@pytest.mark.parametrize("text_size", [1.0, 2.0])
def test_a_discs_initial_stays_inside_the_disc_at_any_text_size(app, text_size):
    """The disc grows with the text size (its callers size it), its letter is sized to the disc: at 200 % text the
    letter was scaled a second time, drawn twice the disc's size and cut by the disc's square."""
    from scenes.ui.seat_marks import seat_disc

    app.fonts.scale = text_size
    r = round(9 * text_size)
    img = seat_disc(app.fonts, (230, 120, 110), "W", r, round(2 * r * 0.66))
    ink = [(x, y) for x in range(img.get_width()) for y in range(img.get_height())
           if img.get_at((x, y)).a > 200 and sum(img.get_at((x, y))[:3]) < 120]
    assert ink, "the letter is drawn"
    outside = [(x, y) for x, y in ink if (x - r) ** 2 + (y - r) ** 2 > (r + 0.5) ** 2]
    assert not outside, f"the letter's ink outside the disc at {outside[:5]}"
