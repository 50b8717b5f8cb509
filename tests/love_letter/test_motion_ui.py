"""Motion that explains, on Love Letter's table and its known deals (moved from the generic tests/ui/test_motion.py):
a card lands when its glide is over, a card drawn or played comes from where it was, a pile streams, a disc
drops, a bot's card turns over, a token flies to the round's winner, a flourish for the game's winner, and with
Animation Off every card is at rest on the next frame."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import CardView, SeatView, TableModel, ZoneView
from game.match import ends_round
from scenes.screens.scoring import ScoringScene
from scenes.table import card_paint
from scenes.table.motion import MAX_MS, MIN_MS, duration_ms
from scenes.table.table import TableScene
from tests.love_letter.tables import SIMPLE_SEED, love_letter_table
from tests.love_letter.test_staging_ui import bot_first_table
from tests.ui.helpers import (
    FRAME_MS,
    card_centre,
    click,
    drag,
    drag_choices,
    post,
    pump,
    zone_centre,
)
from tests.ui.test_motion import assert_at_rest


def test_a_card_on_the_board_lands_when_its_glide_is_over_not_before(app):
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    s = next(s for s in table.sprites.values() if s.zone == "hand.0")
    home = s.target[:2]
    s.pos = (home[0] - 900.0, home[1])
    expected = duration_ms(900.0, 1.0)
    assert MIN_MS < expected < MAX_MS
    elapsed, halfway = 0.0, None
    while s.pos != home:
        table.board.animate(FRAME_MS, 1.0, lambda _name: None)
        elapsed += FRAME_MS
        if halfway is None and elapsed >= expected / 2:
            halfway = s.pos[0]
        assert elapsed <= expected + FRAME_MS
    assert elapsed >= expected
    assert halfway is not None and abs(halfway - (home[0] - 450)) < 900 * 0.1  # about half way at half time
    assert table.board.settled()


def seats(n: int) -> list[SeatView]:
    return [SeatView(i, f"P{i}") for i in range(n)]


def model(zones: list[ZoneView]) -> TableModel:
    return TableModel(zones, [], seats(2))


def test_a_drawn_card_comes_from_the_deck_and_a_played_one_from_the_hand_it_was_hidden_in(app):
    """Hidden cards have a uid per position: the card drawn is a new uid in the hand while a deck uid is gone;
    a bot's card played is a new uid on its discards while a uid of its hidden hand is gone."""
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    board = table.board
    before = model([ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(5)], owner=None),
                    ZoneView("hand.0", [CardView("c1", "guard")], owner=0),
                    ZoneView("hand.1", [CardView("hand.1.0", None), CardView("hand.1.1", None)], owner=1),
                    ZoneView("discard.1", [], owner=1)])
    after = model([ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(4)], owner=None),
                   ZoneView("hand.0", [CardView("c1", "guard"), CardView("c9", "priest")], owner=0),
                   ZoneView("hand.1", [CardView("hand.1.0", None)], owner=1),
                   ZoneView("discard.1", [CardView("c5", "baron")], owner=1)])
    board.place(before, True, lambda _name: None, 1.0)
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
    top_of_deck, hidden = board.sprites["deck.4"].pos, board.sprites["hand.1.1"].pos
    board.place(after, True, lambda _name: None, 1.0)
    drawn, played = board.sprites["c9"], board.sprites["c5"]
    assert drawn.pos == top_of_deck and played.pos == hidden
    assert drawn.flip is not None and drawn.flip.before is None  # from the deck's back to its face
    assert played.flip is not None and played.flip.before is None
    assert board.moving() >= {"c9", "c5"}
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
    assert board.settled() and drawn.pos == drawn.target[:2] and drawn.flip is None


def test_a_card_traded_comes_from_the_other_partys_hand(app):
    """A King's trade: the viewer's known card goes out of sight, another takes its place; it comes from the hand
    of the other seat the move involved, turning over on the way."""
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    board = table.board
    before = model([ZoneView("hand.0", [CardView("c1", "guard")], owner=0),
                    ZoneView("hand.1", [CardView("hand.1.0", None)], owner=1)])
    after = model([ZoneView("hand.0", [CardView("c7", "baron")], owner=0),
                   ZoneView("hand.1", [CardView("hand.1.0", None)], owner=1)])
    board.place(before, True, lambda _name: None, 1.0)
    board.place(after, True, lambda _name: None, 1.0, parties=[1, 0])
    got = board.sprites["c7"]
    assert got.pos == board.sprites["hand.1.0"].pos and got.flip is not None and got.flip.before is None
    board.place(before, True, lambda _name: None, 1.0)
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
    board.place(after, True, lambda _name: None, 1.0)  # no move that involved another seat: it stays in place
    assert board.sprites["c7"].pos == board.sprites["c7"].target[:2]


def test_a_pile_streams_onto_a_common_stack_turning_over_and_is_marked_when_it_lands(app):
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    board = table.board
    faces = ["guard", "priest", "baron", "king"]
    pile = [CardView(f"c{i}", face) for i, face in enumerate(faces)]
    before = model([ZoneView("play", pile, owner=None), ZoneView("removed", [], owner=None),
                    ZoneView("hand.0", [CardView("c9", "prince")], owner=0)])
    after = model([ZoneView("play", [], owner=None),
                   ZoneView("removed", [CardView(f"removed.{i}", None) for i in range(4)], owner=None),
                   ZoneView("hand.0", [CardView("c9", "prince")], owner=0)])
    table.show_model(before)
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
    table.show_model(after)
    burned = [board.sprites[f"removed.{i}"] for i in range(4)]
    assert [s.delay_ms for s in burned] == sorted(s.delay_ms for s in burned) and burned[-1].delay_ms > 0
    assert all(s.flip is not None and s.flip.before in faces for s in burned)  # face up, then their backs
    assert board.piles == [("removed", frozenset(s.uid for s in burned))]
    effects = table.painter.effects
    assert effects.watches and not effects.bursts
    seen_burst = False
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
        effects.update(FRAME_MS, board.moving())
        seen_burst |= bool(effects.bursts)
        if seen_burst:
            assert board.settled()  # the mark comes as the pile has landed
    assert seen_burst and not effects.active()


def test_cards_chosen_face_down_from_some_in_view_do_not_seem_to_come_from_any_of_them(app):
    """Three cards in view, two of them chosen face down (Road's bribes): which went where is a secret, so no
    face-down card turns over from one of those faces or glides from one's place; all of a zone's faces going
    out of sight together (a pile burned) may."""
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    board = table.board
    shown = [CardView(f"c{i}", face) for i, face in enumerate(["guard", "priest", "baron"])]
    before = model([ZoneView("hand.1", shown, owner=1), ZoneView("discard.1", [], owner=1)])
    after = model([ZoneView("hand.1", [], owner=1),
                   ZoneView("discard.1", [CardView("chosen.0", None), CardView("chosen.1", None)], owner=1)])
    board.place(before, True, lambda _name: None, 1.0)
    for _ in range(100):
        board.animate(FRAME_MS, 1.0, lambda _name: None)
    places = {s.pos for s in board.sprites.values()}
    board.place(after, True, lambda _name: None, 1.0)
    for uid in ("chosen.0", "chosen.1"):
        s = board.sprites[uid]
        assert s.flip is None and s.pos not in places and s.pos == s.target[:2]


def test_a_disc_set_down_drops_onto_its_card_and_goes_on_dropping_when_the_table_is_read_again(app):
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    board = table.board
    bare = model([ZoneView("play", [CardView("c1", "guard")], owner=None)])
    disc = model([ZoneView("play", [CardView("c1", "guard", token="disc.red")], owner=None)])
    board.place(bare, True, lambda _name: None, 1.0)
    board.place(disc, True, lambda _name: None, 1.0)
    pop = board.sprites["c1"].pop
    assert pop is not None and pop.scale() > 1.5  # from above, larger
    board.animate(100.0, 1.0, lambda _name: None)
    board.place(disc, True, lambda _name: None, 1.0)  # the next move, before it has settled
    assert board.sprites["c1"].pop is pop and pop.elapsed == 100.0
    for _ in range(10):
        board.animate(FRAME_MS * 2, 1.0, lambda _name: None)
    assert board.sprites["c1"].pop is None and board.settled()


def test_a_card_a_bot_plays_turns_over_its_back_narrows_to_the_edge_then_its_face_opens(app, monkeypatch):
    app.settings.animation_speed = 1.0
    drawn: list[tuple[str, float]] = []  # per frame: which side of the turning card was drawn, and how wide
    turning = card_paint.draw_turning

    def record(surface, flip, img, r):
        back = app.cards.surface(None, r.w, r.h, "love-letter")
        drawn.append(("back" if img is back else "face", flip.width()))
        turning(surface, flip, img, r)

    monkeypatch.setattr(card_paint, "draw_turning", record)
    table = bot_first_table(app)
    pump(app, until=lambda: table.board.staging())
    staged = [s for s in table.sprites.values() if s.via is not None]
    assert staged and staged[0].flip is not None and staged[0].flip.before is None
    pump(app, until=lambda: all(s.flip is None for s in staged), timeout=10)
    sides = [side for side, _ in drawn]
    assert sides[0] == "back" and sides[-1] == "face"
    assert sides == sorted(sides)  # "back" < "face": every back before every face
    backs = [w for side, w in drawn if side == "back"]
    faces = [w for side, w in drawn if side == "face"]
    assert backs == sorted(backs, reverse=True) and faces == sorted(faces)  # narrows, then opens
    assert min(backs + faces) < 0.5


def test_at_a_hand_over_the_next_persons_table_is_shown_at_once_nothing_turns_over_from_the_last_ones(app):
    """Hot seat: no card may turn over from a face the person before saw (nor glide from their hand)."""
    from scenes.screens.handover import HandoverScene

    app.settings.animation_speed = 1.0
    table = love_letter_table(app, SIMPLE_SEED, kinds=("human", "human"))
    pump(app)
    click(app, (800, 450))
    (uid,) = drag_choices(table)[0].drag_from
    drag(app, card_centre(app, table, uid), zone_centre(app, table, "play"))
    pump(app, until=lambda: isinstance(app.top, HandoverScene), timeout=10)
    click(app, (800, 450))
    assert app.top is table and table.match.viewer == 1
    pump(app, frames=1)
    assert table.board.settled()
    assert all(s.flip is None and s.pos == s.target[:2] for s in table.sprites.values())


def play_to_a_round_end(table: TableScene, seed: int = 0, final: bool = False) -> None:
    rng = random.Random(seed)
    match = table.match
    while True:
        match.model()
        match.deal()  # a round's end passed on the way to the game's: the next round (as the table deals it)
        events = match.apply(rng.choice(match.session.legal_actions()))
        if (match.is_over() if final else ends_round(events)):
            table.moves.after_move(events)
            return


def test_a_token_flies_to_the_rounds_winner_before_the_summary_opens(app):
    app.settings.animation_speed = 1.0
    table = love_letter_table(app, 3)
    pump(app)
    play_to_a_round_end(table)
    effects = table.painter.effects
    pump(app, until=lambda: bool(effects.flights), timeout=10)
    flight = effects.flights[0]
    winners = [row.seat for row in table.match.round_table().rows if row.best]
    zone = next(z.id for z in table.shown.zones if z.owner == winners[0] and z.id in table.layout.zones)
    x, y, w, h = table.layout.zones[zone].rect
    assert x <= flight.tween.end[0] <= x + w and y <= flight.tween.end[1] <= y + h  # onto the winner's place
    assert flight.tween.start == table.layout.stage_centre
    pump(app, until=lambda: not effects.active(), timeout=10)
    assert table.holding() and not isinstance(app.top, ScoringScene)  # all seen while the table is held
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=10)


@pytest.mark.parametrize(("speed", "seed", "won"), [(1.0, 4, True), (0.0, 4, True), (1.0, 7, False)])
def test_the_games_winner_gets_a_short_flourish_on_the_final_screen_unless_animation_is_off(app, speed, seed, won):
    """The flourish celebrates a person at the screen who won, beside the title: it burst over "Game over — Ben
    wins!", also for a player who had lost to the bots (seed 4: Ana wins; seed 7: Ben)."""
    from scenes.core.overlay import CENTRE_X
    from scenes.screens.scoring import TITLE_PX

    app.settings.animation_speed = speed
    table = love_letter_table(app, seed)
    pump(app)
    play_to_a_round_end(table, final=True)
    pump(app, until=lambda: isinstance(app.top, ScoringScene), timeout=20)
    scoring = app.top
    assert scoring.final and (table.match.winners() == [0]) == won
    assert scoring.animating() == (speed > 0 and won)
    vp = app.viewport
    w, h = app.fonts.font(vp.px(TITLE_PX), bold=True).size(scoring.title())
    title = pygame.Rect(0, 0, w / vp.scale, h / vp.scale)
    title.midtop = (CENTRE_X, scoring.panel[1] + 16)
    for burst in scoring.effects.bursts:  # each burst's reach stays clear of the title's words
        x, y = burst.centre
        nearest = (min(max(x, title.left), title.right), min(max(y, title.top), title.bottom))
        assert (nearest[0] - x) ** 2 + (nearest[1] - y) ** 2 >= burst.radius ** 2, (burst.centre, title)
    frames = 0
    while scoring.animating():
        pump(app, frames=1)
        frames += 1
    assert frames * FRAME_MS <= 2000  # brief


def test_with_animation_off_every_card_is_at_its_place_on_the_next_frame_after_a_move(app):
    """Real posted events: the viewer's card dragged onto the table; then the bot's moves, frame by frame, up to
    the round's end."""
    assert app.settings.animation_speed == 0.0
    table = love_letter_table(app, SIMPLE_SEED)
    pump(app)
    assert_at_rest(table)
    (uid,) = drag_choices(table)[0].drag_from
    start, end = card_centre(app, table, uid), zone_centre(app, table, "play")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app, frames=1)
    for i in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * i // 5, start[1] + (end[1] - start[1]) * i // 5)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        pump(app, frames=1)
    moves = table.match.moves_played()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    pump(app, frames=1)  # the frame the drop is made in: the move is applied
    assert table.match.moves_played() == moves + 1
    pump(app, frames=1)  # the very next frame
    assert table.sprites[uid].zone != "hand.0"
    assert_at_rest(table)
    for _ in range(200):  # the bot's moves and whatever comes of them
        pump(app, frames=1)
        if not isinstance(app.top, TableScene):
            break
        assert_at_rest(table)
