"""What "Speak the game" says from the table model: each log line once, cards new in the hand, whose turn; and
the read-outs of the hand and the table from the viewer's model only (never a card hidden from the viewer)."""

from __future__ import annotations

import random

import pytest

from game import catalog
from game.announce import FIRST_LINES, Announcer
from game.engine import CardView, SeatView, TableModel, ZoneView
from tests.each_game import players_near


def model(log: list[str], hand: list[str | None] = (), current: int = 0, headline: str = "") -> TableModel:
    cards = [CardView(f"c{i}", face) for i, face in enumerate(hand)]
    seats = [SeatView(0, "Ana", is_current=current == 0), SeatView(1, "Ben", is_current=current == 1)]
    return TableModel(zones=[ZoneView("hand.0", cards, owner=0)], choices=[], seats=seats, headline=headline,
                      log=list(log))


def announcer() -> tuple[Announcer, list[str]]:
    out: list[str] = []
    return Announcer(out.append, lambda face: face.title()), out


def test_each_log_line_is_said_once_then_what_came_into_the_hand_then_whose_turn():
    news, out = announcer()
    news.shown(model(["Round 1 begins; you start."], ["guard"], 0, "Round 1: Your turn."), 0, "hand.0")
    assert out == ["Round 1 begins; you start.", "New in your hand: Guard.", "Round 1: Your turn."]
    out.clear()
    news.shown(model(["Round 1 begins; you start.", "You played the Guard."], [], 1, "Round 1: Ben's turn."), 0,
               "hand.0")
    news.shown(model(["Round 1 begins; you start.", "You played the Guard.", "Ben played the Priest."], ["baron"], 0,
                     "Round 1: Your turn."), 0, "hand.0")
    assert out == ["You played the Guard.", "Round 1: Ben's turn.", "Ben played the Priest.",
                   "New in your hand: Baron.", "Round 1: Your turn."]
    out.clear()
    news.shown(model(["Round 1 begins; you start.", "You played the Guard.", "Ben played the Priest."], ["baron"], 0,
                     "Round 1: Your turn."), 0, "hand.0")
    assert out == []  # the same position again (a prompt closed): nothing new


def test_a_continued_match_says_only_its_last_lines_and_an_undo_repeats_nothing():
    news, out = announcer()
    log = [f"move {i}" for i in range(40)]
    news.shown(model(log), 0, "hand.0")
    assert out == log[-FIRST_LINES:]
    out.clear()
    news.shown(model(log[:38]), 0, "hand.0")  # taken back: the toast says so
    news.shown(model([*log[:38], "move again"]), 0, "hand.0")
    assert out == ["move again"]


def test_the_next_person_at_a_shared_screen_hears_no_moves_twice_but_their_own_hand():
    news, out = announcer()
    news.shown(model(["a", "b"], ["guard"]), 0, "hand.0")
    out.clear()
    news.shown(model(["a", "b", "c"], ["priest"], current=1, headline="Your turn."), 1, "hand.0")
    assert out == ["Ben takes the screen.", "New in your hand: Priest.", "Your turn."]


def test_the_next_person_at_a_shared_screen_first_cuts_what_the_last_one_was_still_being_told():
    """A voice behind quick players lags by lines: the last person's (their hand, what their Priest saw) must not
    be said once the next person has taken the screen."""
    out: list[str] = []
    news = Announcer(out.append, lambda face: face.title(), cut=lambda: out.append("(cut)"))
    news.shown(model(["a", "b"], ["guard"]), 0, "hand.0")
    news.shown(model(["a", "b", "c"], ["guard"]), 0, "hand.0")  # the same person again: nothing cut
    assert "(cut)" not in out
    out.clear()
    news.shown(model(["a", "b", "c"], ["priest"], current=1, headline="Your turn."), 1, "hand.0")
    assert out == ["(cut)", "Ben takes the screen.", "New in your hand: Priest.", "Your turn."]


def test_the_round_result_is_said_once_when_the_headline_repeats_the_log():
    news, out = announcer()
    news.shown(model(["a"]), 0, "hand.0")
    out.clear()
    news.shown(model(["a", "Round 1: Ben won."], current=-1, headline="Round 1: Ben won."), 0, "hand.0")
    assert out == ["Round 1: Ben won."]


def play_some(game_id: str, players: int, moves: int, seed: int):
    game = catalog.get_game(game_id)
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return game, state


@pytest.mark.parametrize(("game_id", "players"), players_near(3))
def test_the_read_outs_come_from_the_viewers_model_and_do_not_change_with_hidden_cards(game_id, players):
    """A state sampled back from seat 0's view differs in cards hidden from seat 0 (another seat's view shows it),
    yet seat 0 hears the same table and the same hand read out."""
    game, state = play_some(game_id, players, 6, seed=3)
    names = ["Ana", "Ben", "Cleo", "Dan", "Eve"][:players]
    presenter = catalog.get_entry(game_id).presenter()
    view = game.view(state, 0)
    other = next((s for k in range(30) if any(
        game.view(s := game.determinize(view, random.Random(k)), seat) != game.view(state, seat)
        for seat in range(1, players))), None)
    assert other is not None, "no other deal of the hidden cards found"
    assert game.view(other, 0) == view
    news, _ = announcer()
    read = [(news.table_text(m, 0, "hand.0"), news.hand_text(m, 0, "hand.0"))
            for m in (presenter.table(game.view(s, 0), [], names) for s in (state, other))]
    assert read[0] == read[1]
    table_text = read[0][0]
    assert all(name in table_text for name in names)  # every seat is read out


def test_a_table_seen_from_no_seat_has_no_hand_of_its_own():
    """A spectator (no seat: the viewer is None) heard "New in your hand: Guard (1)." when a round's end turned the
    bottom seat's hand face up, and the hand key read that seat's hand as theirs. Now no hand is theirs: the round's
    end is told by the log, the hand key says they watch, and the board reads the bottom seat's cards too."""
    news, out = announcer()
    news.shown(model(["Round 1 begins; Ana starts."], [None]), None, "hand.0")
    news.shown(model(["Round 1 begins; Ana starts.", "Ana won the round."], ["guard"]), None, "hand.0")
    assert out == ["Round 1 begins; Ana starts.", "Ana won the round."]
    shown = model(["Ana won the round."], ["guard"])
    assert news.hand_text(shown, None, "hand.0") == "You are watching: no cards are yours."
    assert "Ana, to move: showing Guard." in news.table_text(shown, None, "hand.0")
    assert "showing" not in news.table_text(shown, 0, "hand.0")  # a seat's own hand: the hand key reads it


def test_the_read_outs_say_what_a_cards_caption_shows_and_a_place_by_the_games_name():
    """A card's caption is read with it ("Mission (2 discs)", the game's words where the caption is in signs; the
    cards set apart by semicolons when a caption's words hold commas); the own place the game names ("Your cards"),
    not "Your hand"; the places the game names for a voice with their cards (Road's rows, a zone per card); a pile
    whose label counts its cards is read by its label alone ("Deck: 34", its one card back standing for the pile,
    was "Deck: 34: 1 face-down card")."""
    seats = [SeatView(0, "Ana", is_current=True), SeatView(1, "Ben")]
    taken = [CardView("q", "queen", caption="Impr.\n2", spoken_caption="Impression 2")]
    table = TableModel(zones=[
        ZoneView("columns.0", taken, owner=0, spoken_label="Your cards"),
        ZoneView("board.1", [CardView("d", "mission", caption="×2", spoken_caption="2 discs, 1 more later")], owner=1),
        ZoneView("deck", [CardView("back", None)], label="Deck: 34"),
        ZoneView("grid", [CardView("k", "king", caption="red disc"), CardView("p", "priest")]),
        ZoneView("r0c0", [CardView("n", "noble")], spoken_label="the top row"),
        ZoneView("r0c1", [CardView("s", "soldier")], spoken_label="the top row"),
        ZoneView("r1c0", [CardView("g", "guard")], spoken_label="the middle row"),
    ], choices=[], seats=seats)
    news, _ = announcer()
    assert news.hand_text(table, 0, "columns.0") == "Your cards: Queen (Impression 2)."
    said = news.table_text(table, 0, "columns.0")
    assert "Ben: showing Mission (2 discs, 1 more later)." in said
    assert "Deck: 34." in said and "face-down" not in said
    assert "On the table: King (red disc); Priest." in said
    assert "The top row: Noble, Soldier. The middle row: Guard." in said  # a place the game names: its cards at once
    empty = TableModel(zones=[ZoneView("columns.0", [], owner=0, spoken_label="Your cards")], choices=[], seats=seats)
    assert news.hand_text(empty, 0, "columns.0") == "Your cards: none yet."
    told, out = announcer()
    told.shown(empty, 0, "columns.0")
    told.shown(table, 0, "columns.0")
    assert "Your cards, new: Queen." in out  # (not "in your hand": Road's taken cards are no hand)


def test_a_hand_size_the_seats_badges_word_is_not_said_again():
    """A game whose badges word the hand's size ("3 in hand", Palace's sidebar) marks it: the read-out said "3 in
    hand, 3 cards in hand"; a game whose badges do not is still told the count."""
    seats = [SeatView(0, "Ana", badges=["3 in hand"], cards=3, cards_in_badges=True), SeatView(1, "Ben", cards=2)]
    said = announcer()[0].table_text(TableModel(zones=[], choices=[], seats=seats), 0, "hand.0")
    assert "Ana: 3 in hand." in said and "Ben: 2 cards in hand." in said


@pytest.mark.parametrize(("game_id", "players"), players_near(3))
def test_the_read_outs_in_chinese_are_set_apart_by_chinese_marks(game_id, players):
    """The read-outs joined their parts with English marks in every language ("國王牌庫（5）. 牌庫（16）.", "Ana:
    …"): in Chinese they are "。", "，" and "：", as the rest of what is said."""
    from game.i18n import set_language

    game, state = play_some(game_id, players, 12, seed=5)
    presenter = catalog.get_entry(game_id).presenter()
    try:
        set_language("zh-Hant")
        model = presenter.table(game.view(state, 0), [], ["Ana", "Ben", "Cleo", "Dan", "Eve"][:players])
        news, _ = announcer()
        said = news.table_text(model, 0, "hand.0") + " " + news.hand_text(model, 0, "hand.0")
    finally:
        set_language("en")
    assert not [mark for mark in (". ", ", ", ": ", "; ") if mark in said + " "], said


def test_a_place_the_game_names_for_a_voice_is_read_by_that_name_over_its_caption_on_the_table():
    """Palastgeflüster's King cards lie under the caption "Silenced: Guard", and the silenced card says so itself:
    read as "Silenced: Guard: King: Guard (the Guard is silenced)". A zone with a name for a voice is read by it."""
    king = CardView("k", "king", spoken_caption="the Guard is silenced")
    table = TableModel(zones=[ZoneView("king", [king], label="Silenced: Guard", spoken_label="Revealed King cards")],
                       choices=[], seats=[SeatView(0, "Ana")])
    said = announcer()[0].table_text(table, 0, "hand.0")
    assert "Revealed King cards: King (the Guard is silenced)." in said and "Silenced" not in said
