"""Drag and drop, snap back, step prompts and hand-over at Love Letter's table, all through real posted mouse events
(moved here from the generic tests/ui/test_table_input.py)."""

from __future__ import annotations

from scenes.screens.handover import HandoverScene
from scenes.table.prompt import StepPrompt
from tests.love_letter.tables import COUNTESS_SEED, GUARD_SEED, SIMPLE_SEED, love_letter_table
from tests.ui.helpers import card_centre, click, click_button, drag, drag_choices, pump, zone_centre


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
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))
    assert table.match.session.history == []
    assert app.toast_text == "Drop it on “Play a card here”." and app.toast_ms > 0  # where it goes, by name
    assert table.sprites[uid].pos == home


def test_a_card_that_aims_at_a_player_dropped_on_the_deck_is_told_where_it_goes(app):
    """A Prince dropped on the deck got "Drop the card on the table to play it." while it lay on the table: the
    reason names the place the move drops it on and the players it may aim at (from the move's drop targets)."""
    from game.settings import Settings

    app.settings = Settings()
    for seed in range(60):
        table = love_letter_table(app, seed)
        pump(app, until=lambda t=table: t.board.settled())
        prince = [c for c in drag_choices(table) if c.action[:2] == ("play", "prince")]
        if table.acting() and prince:
            break
        app.pop()
    else:
        raise AssertionError("no deal where Ana starts holding the Prince")
    (uid,) = prince[0].drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "deck"))
    assert table.match.session.history == []
    assert app.toast_text == "Drop it on “Play a card here” or on a player."


def test_guard_target_and_guess_are_asked_step_by_step(app):
    table = love_letter_table(app, GUARD_SEED)
    pump(app)
    guard = [c for c in drag_choices(table) if len(c.steps) == 2]
    (uid,) = guard[0].drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    assert [s.label for s in prompt.picker.picked] == ["Target: Ben"]  # the only target is picked for the player
    wanted = [c for c in guard if c.steps[1].enabled][-1]  # (a guess of a card all in sight is dimmed)
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


def test_a_card_dropped_on_the_own_discards_is_played(app):
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    choice = next(c for c in drag_choices(table) if c.drag_to == "play")
    (uid,) = choice.drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "discard.0"))
    assert table.match.session.history[0] == choice.action  # (Ben may have answered already)


def test_pressing_a_card_that_cannot_be_played_says_why_and_it_does_not_lift(app):
    table = love_letter_table(app, COUNTESS_SEED)
    pump(app)
    hand = next(z for z in table.model.zones if z.id == "hand.0")
    king = next(c.uid for c in hand.cards if c.face == "king")
    assert king not in {u for c in drag_choices(table) for u in c.drag_from}
    centre = card_centre(app, table, king)
    drag(app, centre, zone_centre(app, table, "play"))
    assert table.hints.tip is not None and table.hints.tip.uid == king  # said next to the card
    assert table.hints.tip.text == "You must play the Countess while you hold the King or a Prince."
    assert table.match.session.history == [] and table.drag is None
    assert table.sprites[king].pos == table.sprites[king].target[:2]


def test_pressing_a_card_when_it_is_not_your_turn_says_so(app):
    app.settings.bot_pace_ms = 10**9  # Ben waits for ever before his move
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, sorted(choice.drag_from)[0]), zone_centre(app, table, "play"))
    assert not table.match.viewer_acts()
    hand = next(z for z in table.model.zones if z.id == "hand.0")
    click(app, card_centre(app, table, hand.cards[0].uid))
    assert table.hints.tip is not None and table.hints.tip.text == "It is not your turn."


def seat_zone(table, seat: int) -> str:
    """The hand zone of ``seat`` on the table (its place, under its plate)."""
    return next(z.id for z in table.model.zones if z.owner == seat and z.id.startswith("hand"))


def three_player_table(app, seed: int):
    table = love_letter_table(app, seed, kinds=("human", "bot", "bot"))
    pump(app)
    assert table.match.current_seat() == 0
    return table


def hand_card(table, face: str) -> str:
    return next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == face)


def test_a_card_dropped_on_its_targets_seat_picks_that_target(app):
    """Seed 28: Ana holds the Handmaid and a Prince. The Prince dropped on Cleo's place was refused with "Drop the
    card on the table to play it."; it plays the Prince on Cleo."""
    table = three_player_table(app, 28)
    prince = hand_card(table, "prince")
    drag(app, card_centre(app, table, prince), zone_centre(app, table, seat_zone(table, 2)))
    assert not isinstance(app.top, StepPrompt)
    assert table.match.session.history[0] == ("play", "prince", 2)


def test_a_seat_drop_answers_the_target_and_the_prompt_asks_the_rest_with_no_toast_left_over(app):
    """Seed 1: Ana holds the Handmaid and a Guard. The Handmaid dropped on Ben is refused (it aims at nobody) with
    where to drop it; the Guard dropped on Ben then picks him and asks the guess, and the red toast is gone."""
    table = three_player_table(app, 1)
    handmaid, guard = hand_card(table, "handmaid"), hand_card(table, "guard")
    ben = zone_centre(app, table, seat_zone(table, 1))
    drag(app, card_centre(app, table, handmaid), ben)
    assert table.match.session.history == [] and app.toast_ms > 0
    assert app.toast_text == "Drop it on “Play a card here”."  # the place, by name
    drag(app, card_centre(app, table, guard), ben)
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    assert [s.key for s in prompt.picker.picked] == ["target:1"]
    assert all(s.key.startswith("guess:") for s in prompt.picker.choices())
    assert app.toast_ms <= 0, "the refused drop's toast stays over the hand under the prompt"
    label = prompt.picker.choices()[0].label
    click_button(app, label)
    assert table.match.session.history[0][:3] == ("play", "guard", 1)


def test_a_card_dragged_outlines_the_players_it_may_be_dropped_on(app):
    from scenes.table import gestures

    table = three_player_table(app, 28)
    prince, handmaid = hand_card(table, "prince"), hand_card(table, "handmaid")
    assert gestures.seat_targets(table.model.choices, frozenset({prince})) == {0, 1, 2}
    assert gestures.seat_targets(table.model.choices, frozenset({handmaid})) == set()


def test_a_card_dropped_on_a_player_it_cannot_aim_at_says_where_to_drop_it(app):
    """Seed 12, Ben starts: after Ben's and Cleo's moves Cleo is protected by the Handmaid and Ana holds a Guard.
    The Guard dropped on Cleo makes no move and says so, and where to drop it instead."""
    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.table.table import TableScene

    seats = [SeatConfig(n, k, "random") for n, k in zip(("Ana", "Ben", "Cleo"), ("human", "bot", "bot"), strict=True)]
    session = Session(catalog.get_game("love-letter"), seats, 12, {"starter": 1})
    while session.current_seat() != 0:
        session.apply(session.bot_action())
    assert session.view(0)["protected"][2]
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app)
    played = len(session.history)
    guard = hand_card(table, "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, seat_zone(table, 2)))
    assert len(session.history) == played and not isinstance(app.top, StepPrompt)
    assert app.toast_text == "Cleo cannot be chosen now. Drop it on “Play a card here” or on a player."  # by name


def test_the_hand_over_screen_tells_what_happened_since_that_player_last_looked(app):
    """The hand-over screen said nothing of the moves since that person last looked: it lists them, as told to
    that person, public events only (anyone may see this screen), and starts afresh once they have looked."""
    table = love_letter_table(app, SIMPLE_SEED, kinds=("human", "human"))
    pump(app)
    click(app, (800, 450))  # Ana looks
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, next(iter(choice.drag_from))), zone_centre(app, table, "play"))
    pump(app)
    handover = app.top
    assert isinstance(handover, HandoverScene) and handover.seat == 1
    public = [e for e in table.match.session.view(1)["log"] if e["to"] is None]
    told = [table.match.presenter.describe_event(e, table.match.session.names, 1) for e in public]
    assert handover.news and handover.news == [line for line in told if line][-len(handover.news):]
    assert any(line.startswith("Ana ") for line in handover.news)  # Ana's move, told to Ben
    private = [e for e in table.match.session.view(1)["log"] if e["to"] is not None]
    assert not {table.match.presenter.describe_event(e, table.match.session.names, 1) for e in private} & \
        set(handover.news)
    drawn = []
    original = app.fonts.text
    app.fonts.text = lambda text, *a, **k: (drawn.append(text), original(text, *a, **k))[1]  # type: ignore
    app.invalidate()
    pump(app)
    assert "Since you last looked:" in drawn and handover.news[-1] in " ".join(drawn)
    click(app, (800, 450))  # Ben looks, plays; Ana's screen then tells Ben's move, not her own again
    choice = drag_choices(table)[0]
    drag(app, card_centre(app, table, next(iter(choice.drag_from))), zone_centre(app, table, "play"))
    pump(app)
    while isinstance(app.top, StepPrompt):  # a target, a guess: the first offered
        app.top.pick(next(iter(app.top.step_buttons)))
        pump(app)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 0
    assert app.top.news and all(not line.startswith("You play") for line in app.top.news)
