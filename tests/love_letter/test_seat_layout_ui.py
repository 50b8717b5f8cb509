"""Love Letter at 2-4 players fills the felt (issue 39 §2.1, §2.2). The middle (deck, removed card, where to play)
was pushed to the left edge at 2 players and left of the middle at 4; each opponent was a tall, mostly empty block
(a hidden hand of one small card over a row of discards); the own discards were an empty well under a lone label
far right of the hand. Now the middle is centred in the felt, each opponent's discards lie beside the hand, and
an empty row of discards draws no well, its label standing where its first card will go, beside the hand."""

from __future__ import annotations

import pytest

from scenes.table.layout import load_layout
from tests.ui import felt_use
from tests.ui.test_legibility import close, table_at

NEAR = [2, 3, 4]


@pytest.mark.parametrize("players", NEAR)
def test_the_middle_is_centred_and_each_opponents_block_is_as_tall_as_its_hand(tmp_path, players):
    app, table = table_at((1280, 720), "love-letter", players, tmp_path)
    try:
        app.draw()
        felt, middle = felt_use.felt(table), felt_use.middle(table)
        assert abs(middle.centerx - felt.centerx) <= 0.02 * felt.w, (players, middle, felt)
        viewer = table.painter.ground.viewer
        for seat in (s.seat for s in table.model.seats if s.seat != viewer):
            block, tallest = felt_use.block(table, seat), felt_use.tallest_zone(table, seat)
            assert block.h <= 1.2 * tallest, (players, seat, block, tallest)  # side by side, not stacked
    finally:
        close(app)


@pytest.mark.parametrize("players", NEAR)
def test_an_empty_row_of_discards_draws_no_well_and_its_label_stands_beside_the_hand(tmp_path, players):
    zones = load_layout(f"love-letter/{players}p.tmx").zones
    assert not [name for name, z in zones.items() if name.startswith("discard.") and z.placeholder], players
    app, table = table_at((1280, 720), "love-letter", players, tmp_path)
    try:
        app.draw()
        own = next(z for z in table.model.zones if z.id == "discard.0")
        assert not own.cards  # (no card played yet by the viewer at this seed)
        label = table.painter.ground.label_rects["discard.0"]
        hand = table.board.zone_rect("hand.0")
        assert 0 <= label.left - hand.right <= 0.05 * felt_use.felt(table).w, (label, hand)
    finally:
        close(app)
