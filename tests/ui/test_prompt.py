"""The step prompt after a drop: its buttons show their labels whole (the panel widens for long ones); a seat
clicked beside it picks that seat and nothing else."""

from __future__ import annotations

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import gestures
from scenes.table.prompt import StepPrompt
from scenes.table.table import TableScene
from tests.love_letter.rig import rig

from .helpers import card_centre, click, click_button, drag, pump, zone_centre

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hal"]
HANDS = [["cardinal", "guard"], ["guard"], ["priest"], ["baron"], ["handmaid"], ["prince"], ["king"], ["count"]]


def premium_table_of_eight(app) -> TableScene:
    seats = [SeatConfig(name, "human" if i == 0 else "bot", "random") for i, name in enumerate(NAMES)]
    session = Session(catalog.get_game("love-letter"), seats, 1, {"deck": "premium"})
    session.state = rig(HANDS, ["princess"], removed="guard", edition="premium")
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=3)
    return table


def shown_whole(app, prompt: StepPrompt) -> list[bool]:
    whole = []
    for button in prompt.step_buttons.values():
        px, width = app.viewport.px(button.size), button.screen_rect(app).w - app.viewport.px(12)
        whole.append(app.fonts.fit(button.label, px, width) == button.label)
    return whole


def test_premium_guesses_with_their_unseen_counts_are_shown_whole(app):
    table = premium_table_of_eight(app)
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    click_button(app, "Target: Cleo")
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and len(prompt.step_buttons) == 9
    assert "Guess: 4 (Handmaid, Sycophant) · 4 unseen" in prompt.picker.labels()
    assert all(shown_whole(app, prompt))


def test_the_cardinal_at_eight_asks_for_one_player_then_the_other(app):
    table = premium_table_of_eight(app)
    cardinal = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "cardinal")
    drag(app, card_centre(app, table, cardinal), zone_centre(app, table, "play"))
    assert len(app.top.step_buttons) == 8 and all(shown_whole(app, app.top))
    click_button(app, "Trade: Dan")
    assert len(app.top.step_buttons) == 7 and "Trade partner: you" in app.top.picker.labels()
    click_button(app, "Trade partner: Gus")
    click_button(app, "Look at: Gus")
    assert not isinstance(app.top, StepPrompt)
    assert table.match.session.history[0] == ("play", "cardinal", 3, 6, 6)


def test_a_seat_clicked_beside_the_prompt_picks_the_seat_and_not_a_guess_that_grows_under_it(app):
    """The seat was picked on the press; the panel of guesses then grew under the pointer, and the release
    clicked a guess the player never chose (the by-hand player's seat clicks found it)."""
    table = premium_table_of_eight(app)
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    panel = app.viewport.rect(prompt.panel)
    spots = []  # a seat's point beside this panel that the next step's buttons cover
    for seat, step in prompt.seat_steps().items():
        picker = gestures.StepPicker(prompt.picker.options)
        picker.pick(step.key)
        guesses = StepPrompt(app, "guesses", picker, lambda _action: None, prompt.seats)
        spots += [(seat, b.screen_rect(app).clip(r).center) for b in guesses.widgets for r in prompt.seats.rects(seat)
                  if b.screen_rect(app).colliderect(r)]
    seat, point = next((s, p) for s, p in spots if not panel.collidepoint(p) and prompt.seats.seat_at(p) == s)
    click(app, point)
    assert app.top is prompt and [step.seat for step in prompt.picker.picked] == [seat]
    assert table.match.session.history == []
