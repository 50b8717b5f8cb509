"""Palace's pile shows its last plays fanned over the rest
(moved here from the generic tests/ui/test_rendering.py)."""

from __future__ import annotations

from scenes.table.arrange import card_size, slots


def test_palaces_pile_shows_its_last_plays_fanned_over_the_rest():
    """The pile was a squared stack (only the top card in sight): its top 4 cards lie fanned, each showing the
    rank in the corner of the one under it; the cards below lie under the first of them, all inside the zone."""
    from game.catalog import get_entry
    from scenes.table.layout import load_layout

    presenter = get_entry("palace").presenter()
    for players in range(2, 7):
        zone = load_layout(presenter.layout_file(players)).zones["pile"]
        assert zone.arrange == "spread"
        rects = slots(zone, 9)
        cw, _ = card_size(zone)
        xs = [r[0] for r in rects]
        assert len(set(xs[:6])) == 1 and xs[5:] == sorted(xs[5:]) and len(set(xs[5:])) == 4
        assert all(b - a >= cw * 0.25 for a, b in zip(xs[5:], xs[6:], strict=False))  # a corner in sight
        x, y, w, h = zone.rect
        assert all(x <= r[0] and r[0] + r[2] <= x + w + 0.01 and y <= r[1] for r in rects)
    assert len(set(r[0] for r in slots(zone, 2))) == 2  # two cards: both in sight
