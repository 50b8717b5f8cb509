"""Table rendering: how cards spread in a zone, what a caption shows, and that the
cached layer of cards at rest draws exactly what a full redraw draws."""

from __future__ import annotations

import pygame
import pytest

from scenes.table.arrange import GAP, card_size, slots
from scenes.table.layout import ZoneSpec
from tests.ui.helpers import a_table, pump


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2]


def test_cards_spread_side_by_side_while_the_zone_has_room():
    zone = ZoneSpec("hand.0", (200, 700, 840, 176), "row")
    rects = slots(zone, 5)
    for left, right in zip(rects, rects[1:], strict=False):
        assert right[0] - (left[0] + left[2]) == pytest.approx(GAP)
    assert rects[0][0] > 200 and rects[-1][0] + rects[-1][2] < 1040  # centred in the zone


def test_a_fan_holds_its_cards_overlapping_like_a_hand_even_with_room():
    """An opponent's hand laid out as a "fan": each card a little over half a card's width from the last, centred
    (the board turns them along an arc, scenes/table/fan.py); the own hand is laid out as a row before it is turned."""
    from scenes.table.arrange import FAN_STEP

    zone = ZoneSpec("hand.1", (200, 700, 840, 176), "fan")
    rects = slots(zone, 5)
    cw, _ = card_size(zone)
    assert all(b[0] - a[0] == pytest.approx(cw * FAN_STEP) for a, b in zip(rects, rects[1:], strict=False))
    assert rects[0][0] - 200 == pytest.approx(1040 - rects[-1][0] - rects[-1][2])


@pytest.mark.parametrize("style", ["row", "fan"])
def test_cards_overlap_only_as_much_as_the_zone_needs(style):
    zone = ZoneSpec("hand.0", (200, 700, 400, 176), style)
    rects = slots(zone, 9)
    assert any(_overlap(a, b) for a, b in zip(rects, rects[1:], strict=False))
    assert rects[0][0] == pytest.approx(200) and rects[-1][0] + rects[-1][2] == pytest.approx(600)


def test_a_wider_gap_leaves_room_for_captions():
    zone = ZoneSpec("bribes.1", (10, 40, 210, 40), "row")
    cw, _ = card_size(zone)
    rects = slots(zone, 2, gap=36)
    assert rects[1][0] - rects[0][0] == pytest.approx(cw + 36)


def test_grid_rows_keep_the_same_gap_as_cards_side_by_side_while_the_zone_has_room():
    zone = ZoneSpec("columns.1", (10, 200, 230, 380), "grid", card_scale=0.5)
    _, ch = card_size(zone)
    rects = slots(zone, 5, gap=36)
    rows = sorted({r[1] for r in rects})
    assert len(rows) == 2 and rows[1] - rows[0] == pytest.approx(ch + 36)  # captions below a row stay visible


def test_a_caption_shrinks_then_wraps_to_two_lines(app):
    fonts = app.fonts
    assert fonts.shrink_wrap("Round 1", 14, 10, 400, bold=True) == (14, ["Round 1"])
    size, lines = fonts.shrink_wrap("Round 1", 14, 10, fonts.font(12, True).size("Round 1")[0], bold=True)
    assert size in (12, 13) and lines == ["Round 1"]
    size, lines = fonts.shrink_wrap("yellow disc", 14, 10, fonts.font(10, True).size("yellow")[0], bold=True)
    assert (size, lines) == (10, ["yellow", "disc"])
    assert all("…" not in line for line in lines)


def test_the_settled_layer_draws_what_a_full_redraw_draws(app):
    table = a_table(app, seed=4)
    pump(app, frames=3)
    cached = app.screen.copy()
    moving = frozenset(uid for uid, s in table.sprites.items() if s.pos != s.target[:2])
    assert not moving
    table.painter.frame.settled_key = None  # force a rebuild of the layer
    app.draw()
    assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    top = table.sprites[table.order[-1]]
    top.pos = (top.pos[0] + 30, top.pos[1])  # one card in flight: drawn over the layer, not in it
    app.draw()
    assert table.painter.frame.settled_key[0] == frozenset({top.uid})
    top.pos = top.target[:2]  # it lands on top of the others: only its part of the layer is drawn anew
    app.draw()
    dirty = table.painter.frame.cards.dirty
    reach = table.painter.cards.card_reach(top, table.board.screen_rect(top), table.board.angle(top))
    assert dirty is not None and all(reach.contains(area) for area in dirty)
    assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_rules_text_shows_markdown_emphasis_without_its_stars(app):
    from scenes.ui.widgets import ScrollText

    text = ScrollText((160, 100, 1280, 680), "## Setup\n- then press *Ready*, **not** `Go`\n* a star bullet", size=21)
    assert [line.text for line in text.lines(app)] == ["Setup", "• then press Ready, not Go", "• a star bullet"]
    assert [line.style for line in text.lines(app)] == ["heading", "text", "text"]
    chinese = ScrollText((160, 100, 1280, 680), "然後按下*準備好了*。2*3*4", size=21)
    assert [line.text for line in chinese.lines(app)] == ["然後按下準備好了。2*3*4"]


def test_columns_lay_each_group_down_its_own_column_left_to_right():
    zone = ZoneSpec("columns.0", (286, 590, 824, 300), "columns", card_scale=0.75)
    cw, ch = card_size(zone)
    groups = [0, 0, 0, 1, 2, 2]
    rects = slots(zone, len(groups), gap=36, groups=groups)
    xs = [r[0] for r in rects]
    assert xs[0] == xs[1] == xs[2] < xs[3] < xs[4] == xs[5]  # one x per column, in group order
    assert xs[3] - xs[0] == pytest.approx(cw + 36)
    assert rects[1][1] - rects[0][1] == pytest.approx(ch * 0.3)  # each card's band shows above the next
    assert rects[0][1] == rects[3][1] == rects[4][1] == 590  # columns start at the top
    assert slots(zone, 3, gap=36) == slots(ZoneSpec("g", zone.rect, "grid", card_scale=0.75), 3, gap=36)


def test_a_tall_column_squeezes_into_the_zone():
    zone = ZoneSpec("columns.1", (10, 190, 230, 200), "columns", card_scale=0.5)
    _, ch = card_size(zone)
    rects = slots(zone, 12, groups=[0] * 12)
    assert rects[-1][1] + ch == pytest.approx(390)
