"""The rules panel at Love Letter's table: open beside the table, a card played by drag while it is open, a card's
entry on a right click or a long press with the copies not seen yet (moved here from tests/ui/test_rules_panel.py)."""

from __future__ import annotations

import pygame

from game import i18n
from game.games.love_letter.rules.cards import DECKS, KINDS
from tests.love_letter.tables import SIMPLE_SEED, love_letter_table
from tests.ui.helpers import card_centre, click, click_button, drag, drag_choices, key, pump, zone_centre
from tests.ui.test_rules_panel import right_click


def test_the_rules_open_beside_the_table_and_a_card_is_played_by_drag_while_they_are_open(app):
    app.resize((1280, 720))
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    click_button(app, "Rules")
    assert app.top is table and table.rules.panel is not None
    choice = drag_choices(table)[0]
    (uid,) = choice.drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    assert table.match.session.history[0] == choice.action
    assert table.rules.panel is not None, "the rules stay open while the table is played"
    key(app, pygame.K_F1)
    assert table.rules.panel is None
    key(app, pygame.K_F1)
    assert table.rules.panel is not None
    key(app, pygame.K_ESCAPE)  # Esc puts the rules away first; the table's menu is the next Esc
    assert table.rules.panel is None and app.top is table


def test_right_click_on_a_card_shows_its_entry_with_the_copies_not_seen_yet(app):
    app.resize((1280, 720))
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    uid = next(u for u in table.order if table.sprites[u].zone == "hand.0")
    face = table.sprites[uid].card.face
    right_click(app, card_centre(app, table, uid))
    panel = table.rules.panel
    assert panel is not None and panel.tab == "cards" and app.top is table
    entry = panel.cards.refs[panel.cards.marked]
    assert face in entry.faces
    view = table.match.view()
    seen = [*view["hand"], *view["setaside"], *(c for pile in view["discards"] for c in pile)]
    kinds = table.match.game.cards()
    deck = DECKS[view["edition"]]
    copies = sum(1 for k in deck if KINDS[k].face == face)
    seen_here = sum(1 for c in seen if KINDS[deck[c]].face == face)
    assert entry.count == copies and entry.unseen == copies - seen_here
    assert kinds[face].title == entry.title
    counts, _ = panel.cards.entry_lines(entry, 10_000)
    assert i18n.tr("Not seen yet: {count}", count=entry.unseen) in counts[0]
    drawn = panel.cards.draw(app.screen)  # the entry is in view, inside the panel
    assert panel.cards.offset <= panel.cards.marked < panel.cards.offset + len(drawn)
    assert all(panel.screen_rect().contains(box) for box in drawn)


def test_a_section_click_jumps_to_its_heading(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    key(app, pygame.K_F1)
    panel = table.rules.panel
    click(app, panel.buttons[1].screen_rect(app).center)
    assert panel.tab == "sections"
    rect, line, _ = panel.section_rows()[2]
    click(app, rect.center)
    assert panel.tab == "rules"
    top = max(0, len(panel.text.lines(app)) - panel.text.visible_count(app))
    assert panel.text.offset == min(line, top) > 0


def test_a_long_press_on_a_card_shows_its_entry_and_does_not_play_it(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    (uid,) = drag_choices(table)[0].drag_from
    pos = card_centre(app, table, uid)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pump(app, frames=10)
    assert table.rules.panel is None, "a short press is no long press"
    pump(app, frames=40)
    assert table.rules.panel is not None and table.rules.panel.tab == "cards"
    entry = table.rules.panel.cards.refs[table.rules.panel.cards.marked]
    assert table.sprites[uid].card.face in entry.faces
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames=2)
    assert table.match.session.history == [] and table.drag is None
