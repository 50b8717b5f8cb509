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
from tests.ui.helpers import card_centre, click, click_button, drag, pump, zone_centre

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
        guesses = StepPrompt(app, "guesses", picker, lambda _action: None)  # where it stands with no seat to avoid
        spots += [(seat, b.screen_rect(app).clip(r).center) for b in guesses.widgets for r in prompt.seats.rects(seat)
                  if b.screen_rect(app).colliderect(r)]
    seat, point = next((s, p) for s, p in spots if not panel.collidepoint(p) and prompt.seats.seat_at(p) == s)
    click(app, point)
    assert app.top is prompt and [step.seat for step in prompt.picker.picked] == [seat]
    assert table.match.session.history == []


def test_at_eight_the_prompts_leave_the_seats_they_offer_and_the_dropped_card_in_sight(tmp_path):
    """At 8 players the target list covered the seats it asked to click, and the guess covered the target's place
    and the dropped card. Each panel stands where it covers none of the seats it offers or has picked, nor the
    card dropped for the move (1280x720 and 1024x640, settings at their defaults, posted events)."""
    from game.settings import Settings
    from scenes.core.app import App

    for size in ((1280, 720), (1024, 640)):
        app = App(size=size, data_dir=tmp_path / "data", settings=Settings())
        try:
            table = premium_table_of_eight(app)
            pump(app, until=lambda t=table: t.acting() and t.board.settled())
            guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
            drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
            targets = app.top
            assert isinstance(targets, StepPrompt) and len(targets.seat_steps()) == 7
            card = table.screen_rect(table.sprites[guard])
            panel = app.viewport.rect(targets.panel)
            offered = [r for seat in targets.seat_steps() for r in targets.seats.rects(seat)]
            assert panel.collidelist(offered) < 0 and hidden(panel, card) <= 0.1, size
            click_button(app, "Target: Cleo")
            guesses = app.top
            assert isinstance(guesses, StepPrompt) and guesses is targets
            panel = app.viewport.rect(guesses.panel)
            assert panel.collidelist(guesses.seats.rects(2)) < 0 and hidden(panel, card) <= 0.1, size
            assert all(panel.contains(b.screen_rect(app)) for b in guesses.widgets)
            click_button(app, "Cancel")
            pump(app, until=lambda t=table: t.board.settled())
            cleo = next(z.id for z in table.model.zones if z.owner == 2 and z.id.startswith("hand"))
            drag(app, card_centre(app, table, guard), zone_centre(app, table, cleo))  # the target by a drop
            guesses = app.top
            assert isinstance(guesses, StepPrompt) and [s.seat for s in guesses.picker.picked] == [2]
            card = table.screen_rect(table.sprites[guard])
            panel = app.viewport.rect(guesses.panel)
            # (the nine guesses' panel is taller than the felt above or below the card on the play area: an edge)
            assert panel.collidelist(guesses.seats.rects(2)) < 0 and hidden(panel, card) <= 0.25, size
            assert card.collidelist(guesses.seats.rects(2)) < 0, size  # it waits on the table, not on Cleo's place
        finally:
            for scene in app.stack:
                scene.close() if hasattr(scene, "close") else None


def hidden(panel, card) -> float:
    """The share of ``card`` the panel covers (the wide guess list may graze its edge where nothing else is free)."""
    cut = panel.clip(card)
    return cut.w * cut.h / (card.w * card.h)
