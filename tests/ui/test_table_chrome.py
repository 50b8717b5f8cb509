"""The designed table (issue 27): every layout of every game at every player count, rendered at 1280x720, has no
text below 12 px and no card covered by another beyond its index corner (a fan's and a pile's cards excepted);
nothing drawn around the cards (plates, labels, captions, the status line, the mats) overlaps another or a card at
1280x720, 1600x900 and 1024x640; no zone is drawn as a box; the own hand is a fan whose hovered card rises and
straightens, and a press picks up the card under the pointer as it is drawn."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from scenes.table.fan import inside
from tests.ui.helpers import pump
from tests.ui.test_legibility import (
    DEFAULT,
    MIN_PX,
    OVERLAP_SIZES,
    close,
    drawn_rect,
    drawn_text_sizes,
    overlaps,
    table_at,
)

EVERY_LAYOUT = [(gid, n) for gid in catalog.game_ids()
                for n in range(catalog.get_game(gid).min_players, catalog.get_game(gid).max_players + 1)]
HAND_LAYOUTS = [(g, n) for g, n in EVERY_LAYOUT if catalog.get_entry(g).capabilities.private_hand]
"""The layouts of the games whose players hold a private hand (a fan of their own)."""
INDEX_CORNER = (0.3, 0.3)  # the part of a card's width and height at its top left that must show (value, title)


def play_on(table, moves: int = 12) -> None:
    """Bots' moves until it is the viewer's turn (a position with discards, displays and a log)."""
    session = table.match.session
    for _ in range(moves):
        if session.is_over() or session.current_seat() == 0:
            break
        table.moves.after_move(session.apply(session.bot_action()))
    table.refresh()


def covered_corners(table) -> list[str]:
    """Cards whose index corner another card drawn over it covers (a fan's and a pile's cards may lie on each
    other: a pile shows its top card, a fan its cards' turned edges)."""
    board, layout = table.board, table.layout
    arrange = {z.id: layout.zones[z.id].arrange or z.arrange for z in table.shown.zones if z.id in layout.zones}
    order = board.draw_order()
    rects = {uid: drawn_rect(board, board.sprites[uid]) for uid in order}
    problems = []
    for i, uid in enumerate(order):
        s = board.sprites[uid]
        if s.via is not None or arrange.get(s.zone) == "stack" or s.zone in board.fans:
            continue
        r = rects[uid]
        corner = pygame.Rect(r.x, r.y, max(1, round(r.w * INDEX_CORNER[0])), max(1, round(r.h * INDEX_CORNER[1])))
        for above in order[i + 1:]:
            if board.sprites[above].via is None and rects[above].colliderect(corner):
                problems.append(f"{uid} ({s.zone}) {r}: its corner under {above} ({board.sprites[above].zone})")
    return problems


@pytest.mark.parametrize(("game_id", "players"), EVERY_LAYOUT, ids=[f"{g}-{n}p" for g, n in EVERY_LAYOUT])
def test_every_layout_has_no_text_below_12_px_and_no_card_hidden_beyond_its_corner(tmp_path, game_id, players):
    app, table = table_at(DEFAULT, game_id, players, tmp_path)
    try:
        play_on(table)
        sizes = drawn_text_sizes(app, table)
        assert sizes
        assert not [(px, s) for px, s in sizes if px < MIN_PX], sizes
        assert not covered_corners(table), "\n".join(covered_corners(table))
    finally:
        close(app)


@pytest.mark.parametrize(("game_id", "players"), HAND_LAYOUTS, ids=[f"{g}-{n}p" for g, n in HAND_LAYOUTS])
def test_no_plate_label_caption_fan_or_mat_overlaps_another_or_a_card(tmp_path, game_id, players):
    """The overlap check of whole games (a game without hands has its own, in its folder) for the layouts of the
    games with a private hand: at the start and after some moves, at 1280x720, 1600x900 and 1024x640."""
    app, table = table_at(OVERLAP_SIZES[0], game_id, players, tmp_path)
    problems: list[str] = []
    try:
        for when in ("start", "later"):
            if when == "later":
                play_on(table)
            model = table.match.model()
            for size in OVERLAP_SIZES:
                app.resize(size)
                table.on_resize()
                table.show_model(model)
                app.draw()
                problems += [f"{when} {size[0]}x{size[1]}: {p}" for p in overlaps(table)]
        assert not problems, "\n".join(problems[:30])
    finally:
        close(app)


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_no_zone_is_drawn_as_a_box(tmp_path, game_id):
    """The zones' old outline colour is nowhere on the table: a zone shows as its cards, a placeholder or a mat."""
    app, table = table_at(DEFAULT, game_id, catalog.get_game(game_id).min_players, tmp_path)
    try:
        app.draw()
        line = app.palette.zone_line
        area = app.viewport.rect((0, 0, table.sidebar.left - 8, 900))
        hits = sum(1 for x in range(area.left, area.right, 3) for y in range(area.top, min(area.bottom, 720), 3)
                   if tuple(app.screen.get_at((x, y)))[:3] == line)
        assert hits == 0
    finally:
        close(app)


def own_fan(table) -> list[str]:
    own = table.layout.own_zone
    return table.board.fans.get(own, [])


@pytest.mark.parametrize("game_id", [entry.id for entry in catalog.having(lambda c: c.private_hand, catalog.SHIPPED)])
def test_the_own_hand_is_a_fan_whose_hovered_card_rises_straight_and_is_what_a_press_picks(tmp_path, game_id):
    app, table = table_at(DEFAULT, game_id, catalog.get_game(game_id).min_players, tmp_path)
    try:
        board = table.board
        uids = own_fan(table)
        assert len(uids) >= 2
        angles = [board.sprites[u].angle for u in uids]
        assert angles == sorted(angles, reverse=True) and angles[0] > 0 > angles[-1]  # turned left to right
        assert all(abs(a - b) <= 5.0 + 1e-9 for a, b in zip(angles, angles[1:], strict=False))
        uid = uids[len(uids) // 2 - (1 if len(uids) % 2 == 0 else 0)]
        s = board.sprites[uid]
        before = {u: board.screen_rect(board.sprites[u]) for u in uids}
        rest = before[uid]
        point = next(p for p in [(rest.centerx, rest.bottom - 12), rest.center] if board.card_at(p) == uid)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        pump(app, frames=2)
        assert table.pointer.hover == uid and board.hovered == uid
        risen = board.screen_rect(s)
        assert risen.y < rest.y and board.angle(s) == 0.0  # up and straight
        i = uids.index(uid)
        if i > 0:
            assert board.screen_rect(board.sprites[uids[i - 1]]).x < before[uids[i - 1]].x  # pushed aside
        if i + 1 < len(uids):
            assert board.screen_rect(board.sprites[uids[i + 1]]).x > before[uids[i + 1]].x
        assert board.card_at(point) == uid  # still under the pointer as it rises
        assert board.draw_order()[-1] == uid  # drawn over its neighbours
        # the hit test is the turned card: a point just outside a turned card's corner but inside its upright
        # rect is not on it
        other = board.sprites[uids[0]]
        with board.at_rest():
            r, angle = board.screen_rect(other), board.angle(other)
        assert angle != 0.0
        corner = (r.left + 1, r.bottom - 2) if angle > 0 else (r.right - 2, r.bottom - 2)
        assert inside(corner, r, angle) is False
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
        pump(app, frames=2)
        assert board.hovered is None and board.screen_rect(s) == rest
    finally:
        close(app)


def test_a_count_badge_leaves_the_label_over_its_card_whole():
    """A stack's count badge sits over the card's top right corner, but lower on the card where it would cover
    the zone's label just over it (at 1024x640 it hid the last letters of "Stapel" and "Königsstapel")."""
    from scenes.table.table_chrome import badge_rect

    card = pygame.Rect(100, 100, 60, 84)
    free = badge_rect((12, 10), card, 2)
    assert free.top < card.top  # over the corner, as before, where nothing lies over the card
    label = pygame.Rect(90, card.top - 12, 80, 11)
    badge = badge_rect((12, 10), card, 2, label)
    assert not badge.colliderect(label) and card.contains(badge.clip(card)) and badge.bottom <= card.bottom
    assert badge.right == free.right
