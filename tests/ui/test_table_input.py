"""Drag and drop, snap back, step prompts and hand-over, all through real posted mouse events."""

from __future__ import annotations

from scenes.handover import HandoverScene
from scenes.prompt import StepPrompt
from ui.helpers import (
    card_centre,
    click,
    click_button,
    drag,
    drag_choices,
    love_letter_table,
    pump,
    zone_centre,
)

SIMPLE_SEED = 5  # seat 0 starts and both its cards are played without any further choice
GUARD_SEED = 0  # seat 0 starts holding a Guard (target + guess)


def test_dragging_a_card_onto_the_play_area_applies_its_action(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    choice = drag_choices(table)[0]
    (uid,) = choice.drag_from
    assert choice.steps == ()
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    assert table.match.session.history[0] == choice.action


def test_an_illegal_drop_snaps_back_with_the_reason(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    uid = next(iter(drag_choices(table)[0].drag_from))
    home = table.sprites[uid].target[:2]
    expected = table.match.presenter.why_not(table.match.view(), frozenset({uid}), "deck")
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))
    assert table.match.session.history == []
    assert app.toast_text == expected and app.toast_ms > 0
    assert table.sprites[uid].pos == home


def test_guard_target_and_guess_are_asked_step_by_step(app):
    table = love_letter_table(app, GUARD_SEED)
    pump(app)
    guard = [c for c in drag_choices(table) if len(c.steps) == 2]
    (uid,) = guard[0].drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    assert [s.label for s in prompt.picker.picked] == ["Target: Ben"]  # the only target is picked for the player
    wanted = guard[-1]
    click_button(app, wanted.steps[1].label)
    assert not isinstance(app.top, StepPrompt)
    assert table.match.session.history[0] == wanted.action


def test_cancel_in_the_prompt_snaps_the_card_back(app):
    table = love_letter_table(app, GUARD_SEED)
    pump(app)
    uid = next(iter(next(c for c in drag_choices(table) if len(c.steps) == 2).drag_from))
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    click_button(app, "Cancel")
    pump(app)
    assert app.top is table and table.match.session.history == []
    assert table.sprites[uid].pos == table.sprites[uid].target[:2]


def test_hand_over_between_two_humans_hides_the_hands(app):
    table = love_letter_table(app, SIMPLE_SEED, kinds=("human", "human"))
    pump(app)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 0
    drawn = []
    original = table.draw
    table.draw = lambda surface: (drawn.append(1), original(surface))
    app.invalidate()
    pump(app)
    assert drawn == []  # while the screen is being passed, the table (and every hand) is not drawn
    click(app, (800, 450))
    assert app.top is table and table.match.viewer == 0
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, next(iter(choice.drag_from))), zone_centre(app, table, "play"))
    pump(app)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 1
    assert table.match.viewer == 0  # Ben's cards are not shown before he clicks
    drawn.clear()
    pump(app)
    assert drawn == []
    click(app, (800, 450))
    assert table.match.viewer == 1
    hand = next(z for z in table.model.zones if z.id == "hand.0")
    assert hand.owner == 1 and all(c.face is not None for c in hand.cards)
