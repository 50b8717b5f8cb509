"""The Hint at Love Letter's table, through real posted input: key H or the Hint button asks the bot process, the
frame loop goes on, the suggested card is ringed and the panel drawn (moved from the generic tests/ui/test_hint.py)."""

from __future__ import annotations

from scenes.table.hint_view import HINT_KEY
from tests.love_letter.tables import love_letter_table
from tests.ui.helpers import click_button, key, pump

SEED = 5  # seat 0 (the person) starts


def ring_drawn(app, table) -> bool:
    """The accent ring lies around every suggested card, as drawn on the screen."""
    cards = table.hint.suggested_cards(table.model)
    assert cards
    for uid in cards:
        ring = table.screen_rect(table.sprites[uid]).inflate(app.viewport.px(10), app.viewport.px(10))
        if tuple(app.screen.get_at((ring.left + 1, ring.centery)))[:3] != app.palette.accent:
            return False
    return True


def test_key_h_shows_the_hint_ringed_on_the_table_with_its_chances(app):
    table = love_letter_table(app, SEED)
    pump(app)
    assert table.hint.available() and table.hint.hint is None
    key(app, HINT_KEY)
    assert table.hint.thinking() or table.hint.hint is not None  # asked; the frame loop did not wait
    pump(app, until=lambda: table.hint.hint is not None, timeout=120)
    pump(app, frames=2)
    hint = table.hint.hint
    assert hint.action in table.match.session.legal_actions()
    assert ring_drawn(app, table)
    lines = [text for text, _ in table.hint.lines(table.model)]
    assert lines[0] == "Hint" and "% to win" in lines[1]
    assert table.match.session.hinted == {0}


def test_the_hint_button_asks_and_a_move_clears_the_hint(app):
    table = love_letter_table(app, SEED)
    pump(app)
    click_button(app, "Hint (H)")
    pump(app, until=lambda: table.hint.hint is not None, timeout=120)
    table.moves.play(table.hint.hint.action)
    pump(app, frames=2)
    assert table.hint.hint is None and table.hint.asked_at == -1
    assert table.match.session.hinted == {0}


def test_no_hint_button_when_it_is_not_your_turn(app):
    table = love_letter_table(app, SEED, kinds=("bot", "human"))
    table.match.seen_by(1)
    table.refresh()
    assert not table.match.viewer_acts()
    assert all(getattr(w, "label", "") != "Hint (H)" for w in table.widgets)
