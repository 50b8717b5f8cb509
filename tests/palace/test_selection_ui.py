"""Several equal cards in Palace: click them or draw a box round them from empty table to select them, drag one,
and the whole selection is played."""

from __future__ import annotations

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from tests.ui.helpers import card_centre, click, drag, pump, zone_centre


def palace_with_a_pair(app) -> TableScene:
    """Seed 1, Ana always taking her last legal action: at move 7 she holds two 2s."""
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    session = Session(catalog.get_game("palace"), seats, 1)
    while len(session.history) < 7:
        session.apply(session.legal_actions()[-1] if session.current_seat() == 0 else session.bot_action())
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app)
    return table


def test_clicking_selects_and_dragging_plays_the_selection(app):
    table = palace_with_a_pair(app)
    pair = next(c for c in table.model.choices if c.drag_from and len(c.drag_from) == 2)
    first, second = sorted(pair.drag_from)
    assert table.sprites[first].card.selectable and table.sprites[second].card.selectable
    click(app, card_centre(app, table, first))
    click(app, card_centre(app, table, second))
    assert table.selection == {first, second}
    drag(app, card_centre(app, table, first), zone_centre(app, table, pair.drag_to))
    assert table.match.session.history[7] == pair.action


def test_a_second_click_deselects(app):
    table = palace_with_a_pair(app)
    uid = next(c for c in table.model.choices if c.drag_from and len(c.drag_from) == 2).drag_from
    card = sorted(uid)[0]
    click(app, card_centre(app, table, card))
    click(app, card_centre(app, table, card))
    assert table.selection == set()


def test_a_box_drawn_from_empty_table_selects_the_cards_it_covers_and_the_pair_is_played(app):
    table = palace_with_a_pair(app)
    pair = next(c for c in table.model.choices if c.drag_from and len(c.drag_from) == 2)
    rects = [table.screen_rect(table.sprites[uid]) for uid in pair.drag_from]
    box = rects[0].unionall(rects[1:])
    start, end = (box.left - 4, box.top - 30), (box.right + 4, box.bottom + 4)
    assert table.card_at(start) is None  # the box starts on empty table
    drag(app, start, (box.centerx, box.centery))
    covered = {uid for uid, s in table.sprites.items() if s.card.selectable
               and table.lasso_rect(start, (box.centerx, box.centery)).collidepoint(table.screen_rect(s).center)}
    assert table.selection == covered  # released half way: what the box covered so far
    drag(app, start, end)
    others = {uid for uid, s in table.sprites.items() if s.card.selectable and uid not in pair.drag_from
              and table.lasso_rect(start, end).collidepoint(table.screen_rect(s).center)}
    assert not others and table.selection == set(pair.drag_from)  # the pair lies side by side in the hand
    drag(app, card_centre(app, table, sorted(pair.drag_from)[0]), zone_centre(app, table, pair.drag_to))
    assert table.match.session.history[7] == pair.action


def test_a_click_on_empty_table_clears_the_selection(app):
    table = palace_with_a_pair(app)
    card = sorted(next(c for c in table.model.choices if c.drag_from and len(c.drag_from) == 2).drag_from)[0]
    click(app, card_centre(app, table, card))
    assert table.selection == {card}
    empty = (5, app.screen.get_height() // 2)
    assert table.card_at(empty) is None
    click(app, empty)
    assert table.selection == set()
