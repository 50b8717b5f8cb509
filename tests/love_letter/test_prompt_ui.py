"""The step prompt after a drop, on the table: the seats it asks for glow where they sit and nothing covers them,
a guess is a row of card faces with what the viewer knows under them whole; a seat clicked picks that seat and
nothing else."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import Step
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import gestures
from scenes.table.choice_widgets import FaceChoice, SeatChoice, note_lines
from scenes.table.prompt import StepPrompt
from scenes.table.table import TableScene
from tests.love_letter.rig import rig
from tests.ui.helpers import card_centre, click, click_button, drag, post, pump, zone_centre

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hal"]
HANDS = [["cardinal", "guard"], ["guard"], ["priest"], ["baron"], ["handmaid"], ["prince"], ["king"], ["count"]]


def premium_table_of_eight(app, discards: dict[int, list[str]] | None = None,
                           known: dict[int, int] | None = None, own: list[str] | None = None) -> TableScene:
    """``known``: target seat -> the seat that saw its card."""
    seats = [SeatConfig(name, "human" if i == 0 else "bot", "random") for i, name in enumerate(NAMES)]
    session = Session(catalog.get_game("love-letter"), seats, 1, {"deck": "premium"})
    session.state = rig([own or HANDS[0], *HANDS[1:]], ["prince" if discards else "princess"], removed="guard", edition="premium",
                        discards=discards)
    for target, viewer in (known or {}).items():
        session.state.known[viewer][target] = session.state.hands[target][0]
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    pump(app, frames=3)
    return table


def shown_whole(app, prompt: StepPrompt) -> list[bool]:
    """Each face of the row shows its note whole (no ellipsis)."""
    whole = []
    for face in (w for w in prompt.widgets if isinstance(w, FaceChoice)):
        note = face.note_rect(app)
        lines, _px = note_lines(app, face.note, app.viewport.px(face.size), note.w, note.h)
        whole.append(" ".join(lines).replace(" ", "") == face.note.replace(" ", ""))
    return whole


def test_premium_guesses_are_a_row_of_faces_with_their_unseen_counts_whole(app):
    table = premium_table_of_eight(app)
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    click_button(app, "Target: Cleo")
    prompt = app.top
    assert isinstance(prompt, StepPrompt) and len(prompt.step_buttons) == 9
    assert "Guess: 4 (Handmaid, Sycophant)" in prompt.picker.labels()
    faces = {w.step.key: w for w in prompt.widgets if isinstance(w, FaceChoice)}
    assert set(faces) == set(prompt.step_buttons) and faces["guess:4"].note == "4 unseen"
    assert all(shown_whole(app, prompt))


def test_a_guess_read_out_by_the_focus_says_what_is_known_of_it_once(app):
    """A person moving along the row of guesses by keys hears each card and what they know of it, once: the label
    said the unseen count too, and the note said it again ("Guess: Priest (2) · 2 unseen. 2 unseen", at every
    face of every Guard)."""
    said: list[str] = []
    app.announce_focus = said.append
    table = premium_table_of_eight(app, known={2: 0})
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    click_button(app, "Target: Cleo")
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    heard = set()
    for _ in range(len(prompt.focus.items())):
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        pump(app, frames=2)
        heard.add(said[-1])
    assert "Guard: Guess: 4 (Handmaid, Sycophant). 4 unseen" in heard
    assert "Guard: Guess: 2 (Cardinal, Priest). Cleo holds it — you saw it" in heard
    for words in heard:
        parts = [part.strip() for chunk in words.split(". ") for part in chunk.split(" · ")]
        assert len(parts) == len(set(parts)) and words.count("unseen") <= 1, words


def test_the_guess_row_says_what_you_know_and_dims_what_is_all_seen(app):
    """The Guard's guess was a list of labels ("Guess: Princess (8) · 0 unseen"): now a row of card faces with what
    the viewer knows printed under them (Cleo holds the Priest: Ana saw it), and a guess every copy of which is in
    sight dimmed, "All seen", picked neither by a click nor by its number key (it says why)."""
    table = premium_table_of_eight(app, discards={1: ["princess"]}, known={2: 0})
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    click_button(app, "Target: Cleo")
    prompt = app.top
    faces = {w.step.face: w for w in prompt.widgets if isinstance(w, FaceChoice)}
    assert faces["priest"].note == "Cleo holds it — you saw it" and faces["priest"].enabled
    princess = faces["princess"]
    assert princess.note == "All seen" and not princess.enabled
    click(app, princess.screen_rect(app).center)
    assert app.top is prompt and table.match.session.history == [] and app.toast_text == "All seen"
    number = prompt.focus.items().index(princess) + 1
    post(pygame.KEYDOWN, key=getattr(pygame, f"K_{number}"), mod=0, unicode=str(number), scancode=0)
    pump(app, frames=2)
    assert app.top is prompt and table.match.session.history == []
    assert all(shown_whole(app, prompt))
    click(app, faces["priest"].screen_rect(app).center)
    pump(app, until=lambda: table.match.session.history != [])
    assert table.match.session.history[0] == ("play", "guard", 2, 2)


def test_the_cardinal_at_eight_asks_for_one_player_then_the_other(app):
    table = premium_table_of_eight(app)
    cardinal = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "cardinal")
    drag(app, card_centre(app, table, cardinal), zone_centre(app, table, "play"))
    assert len(app.top.step_buttons) == 8 and all(isinstance(b, SeatChoice) for b in app.top.step_buttons.values())
    click_button(app, "Trade: Dan")
    assert len(app.top.step_buttons) == 7 and "Trade partner: you" in app.top.picker.labels()
    click_button(app, "Trade partner: Gus")
    click_button(app, "Look at: Gus")
    assert not isinstance(app.top, StepPrompt)
    assert table.match.session.history[0] == ("play", "cardinal", 3, 6, 6)


def test_a_seat_clicked_on_the_table_picks_the_seat_and_nothing_more(app):
    """A seat is picked on the release of a press on it: the row of guesses that then opens gets no half click."""
    table = premium_table_of_eight(app)
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    prompt = app.top
    assert isinstance(prompt, StepPrompt)
    for seat in prompt.seat_steps():
        rect = prompt.seats.rects(seat)[-1]
        click(app, rect.center)
        assert app.top is prompt and [step.seat for step in prompt.picker.picked] == [seat]
        assert table.match.session.history == []
        break


def test_at_eight_the_prompts_leave_the_seats_they_offer_and_the_dropped_card_in_sight(tmp_path):
    """At 8 players the target list covered the seats it asked to click, and the guess covered the target's place
    and the dropped card. Now the targets are the seats themselves, lit where they sit (no list), and the small
    panel with the question covers no seat at all nor the dropped card; the guess row leaves the target's place and
    the card in sight (1280x720 and 1024x640, settings at their defaults, posted events)."""
    from game.settings import Settings
    from scenes.core.app import App

    for size in ((1280, 720), (1024, 640)):
        app = App(size=size, data_dir=tmp_path / "data", settings=Settings())
        try:
            table = premium_table_of_eight(app, own=["prince", "guard"], known={2: 0})
            pump(app, until=lambda t=table: t.acting() and t.board.settled())
            for face in ("guard", "prince"):
                card_uid = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == face)
                drag(app, card_centre(app, table, card_uid), zone_centre(app, table, "play"))
                targets = app.top
                assert isinstance(targets, StepPrompt) and len(targets.seat_steps()) == (7 if face == "guard" else 8)
                card = table.screen_rect(table.sprites[card_uid])
                panel = app.viewport.rect(targets.panel)
                every_seat = [r for seat in range(8) for r in targets.seats.rects(seat)]
                assert panel.collidelist(every_seat) < 0 and hidden(panel, card) == 0, (size, face)
                for seat, step in targets.seat_steps().items():  # each target is its seat, lit on the table
                    lit = targets.step_buttons[step.key]
                    assert isinstance(lit, SeatChoice) and lit.rects == targets.seats.rects(seat)
                    assert not panel.colliderect(lit.screen_rect(app))
                if face == "prince":
                    click_button(app, "Cancel")
                    pump(app, until=lambda t=table: t.board.settled())
                    continue
                click_button(app, "Target: Cleo")
                guesses = app.top
                assert isinstance(guesses, StepPrompt) and guesses is targets
                panel = app.viewport.rect(guesses.panel)
                assert panel.collidelist(guesses.seats.rects(2)) < 0 and hidden(panel, card) <= 0.1, size
                assert all(panel.contains(b.screen_rect(app)) for b in guesses.widgets)
                assert all(shown_whole(app, guesses)), size  # "Cleo holds it — you saw it" too
                click_button(app, "Cancel")
                pump(app, until=lambda t=table: t.board.settled())
            guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
            cleo = next(z.id for z in table.model.zones if z.owner == 2 and z.id.startswith("hand"))
            drag(app, card_centre(app, table, guard), zone_centre(app, table, cleo))  # the target by a drop
            guesses = app.top
            assert isinstance(guesses, StepPrompt) and [s.seat for s in guesses.picker.picked] == [2]
            card = table.screen_rect(table.sprites[guard])
            panel = app.viewport.rect(guesses.panel)
            # (the nine guesses' row is taller than the felt above or below the card on the play area: an edge)
            assert panel.collidelist(guesses.seats.rects(2)) < 0 and hidden(panel, card) <= 0.25, size
            assert card.collidelist(guesses.seats.rects(2)) < 0, size  # it waits on the table, not on Cleo's place
        finally:
            for scene in app.stack:
                scene.close() if hasattr(scene, "close") else None


def hidden(panel, card) -> float:
    """The share of ``card`` the panel covers (the wide guess list may graze its edge where nothing else is free)."""
    cut = panel.clip(card)
    return cut.w * cut.h / (card.w * card.h)


def test_faces_all_dimmed_are_all_offered_and_a_face_says_its_note(app):
    """Should the presenter dim every face of a step (nothing to gain anywhere), the row offers them all: a step
    is never left with nothing to pick. The focus ring says a face with what is known of it."""
    said: list[str] = []
    app.announce_focus = said.append
    steps = [Step(f"guess:{n}", f"Guess {n}", face=face, note="All seen", enabled=False)
             for n, face in ((2, "priest"), (3, "baron"))]
    picker = gestures.StepPicker([gestures.Option(("play", n), (step,)) for n, step in zip((2, 3), steps, strict=True)])
    made: list = []
    prompt = StepPrompt(app, "Guard", picker, made.append)
    app.push(prompt)
    pump(app, frames=2)
    faces = [w for w in prompt.widgets if isinstance(w, FaceChoice)]
    assert len(faces) == 2 and all(f.enabled for f in faces)
    assert said[-1] == "Guard: Guess 2. All seen"
    click(app, faces[1].screen_rect(app).center)
    assert made == [("play", 3)]


def test_the_nine_guesses_at_eight_cover_no_other_seat(tmp_path):
    """Issue 39 §2.3: at 8 players (Premium: nine guesses) the row of faces covered Ben's seat and the viewer's
    discards, as no place on the felt held nine full-size faces. The row takes smaller faces where it must and
    covers no other seat's places (its plate, its cards) nor the dropped card; the notes stay whole (1024x640, the
    smallest size, and 1280x720; settings at their defaults)."""
    from game.settings import Settings
    from scenes.core.app import App

    for size in ((1024, 640), (1280, 720)):
        app = App(size=size, data_dir=tmp_path / "data", settings=Settings())
        try:
            table = premium_table_of_eight(app, own=["prince", "guard"], known={2: 0})
            pump(app, until=lambda t=table: t.acting() and t.board.settled())
            guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
            drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
            click_button(app, "Target: Cleo")
            guesses = app.top
            assert isinstance(guesses, StepPrompt)
            faces = [w for w in guesses.widgets if isinstance(w, FaceChoice)]
            assert len(faces) == 9
            panel = app.viewport.rect(guesses.panel)
            others = [r for seat in range(1, 8) for r in guesses.seats.rects(seat)]
            others += [table.screen_rect(s) for s in table.sprites.values()
                       if s.zone not in ("hand.0", "discard.0", "play") and s.zone in table.board.layout.zones]
            assert panel.collidelist(others) < 0, (size, panel, others[panel.collidelist(others)])
            assert hidden(panel, table.screen_rect(table.sprites[guard])) <= 0.1, size
            assert all(panel.contains(w.screen_rect(app)) for w in guesses.widgets if w not in guesses.seat_widgets)
            assert all(shown_whole(app, guesses)), size
        finally:
            for scene in app.stack:
                scene.close() if hasattr(scene, "close") else None


def test_the_status_line_keeps_quiet_while_a_prompt_of_the_move_asks(app):
    """"Your turn — drag a card to the centre" told of the step before the prompt (the card was dropped): it goes
    while the prompt asks, and comes back when the prompt is cancelled."""
    table = premium_table_of_eight(app)
    before = table.hints.status
    assert before.startswith("Your turn")
    guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
    pump(app, frames=2)
    assert isinstance(app.top, StepPrompt) and table.hints.status == ""
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    pump(app, until=lambda: app.top is table)
    pump(app, frames=2)
    assert table.hints.status == before


def test_every_guess_note_stays_within_its_face_in_every_language(tmp_path):
    """German at 8 players, 1024x640: "2 ungesehen" was wider than its 42-pixel face and ran over its neighbours'
    notes (the wrap checked the lines' height only); at 1280x720 the German row, its notes taller, found no place
    and was laid at full size over Ben's seat. In every language at both sizes: every note's lines fit its face's
    width, and the row covers no other seat's places."""
    from game import i18n
    from game.settings import Settings
    from scenes.core.app import App

    for language, size in [(lang, size) for lang in i18n.LANGUAGES for size in ((1024, 640), (1280, 720))]:
        i18n.set_language(language)
        app = App(size=size, data_dir=tmp_path / f"{language}{size[0]}", settings=Settings(language=language))
        try:
            table = premium_table_of_eight(app, own=["prince", "guard"], known={2: 0})
            pump(app, until=lambda t=table: t.acting() and t.board.settled())
            guard = next(c.uid for z in table.model.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
            drag(app, card_centre(app, table, guard), zone_centre(app, table, "play"))
            pump(app, frames=2)
            cleo = next(w for w in app.top.seat_widgets if "Cleo" in w.step.label)
            click(app, cleo.point())
            pump(app, frames=2)
            faces = [w for w in app.top.widgets if isinstance(w, FaceChoice)]
            assert len(faces) == 9, language
            panel = app.viewport.rect(app.top.panel)
            others = [r for seat in range(1, 8) for r in app.top.seats.rects(seat)]
            assert panel.collidelist(others) < 0, (language, size, panel, others[panel.collidelist(others)])
            for face in faces:
                note = face.note_rect(app)
                lines, px = note_lines(app, face.note, app.viewport.px(face.size), note.w, note.h)
                widths = [app.fonts.font(px).size(line)[0] for line in lines]
                assert max(widths) <= note.w, (language, face.note, lines, widths, note.w)
        finally:
            for scene in app.stack:
                scene.close() if hasattr(scene, "close") else None
