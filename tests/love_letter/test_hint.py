"""The Hint: Hard's move from the seat's view with its chances and one translated reason; it cannot change when
only cards hidden from the seat change."""

import random
import string

import pytest

from game import i18n
from game.ai.hint import HintOption, MoveReview, costliest
from game.engine import Reason
from game.games.love_letter.bots import explain, hint
from game.games.love_letter.present import LoveLetterPresenter
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.reasons import REASONS
from game.games.love_letter.rules.state import UNKNOWN
from game.session import SeatConfig, Session

from .rig import rig

NAMES = ["Ann", "Ben", "Cy", "Di"]


def session_at_a_human_turn(players: int, seed: int, moves: int) -> Session:
    seats = [SeatConfig(NAMES[0], "human")] + [SeatConfig(n, "bot", "random") for n in NAMES[1:players]]
    session = Session(GAME, seats, seed)
    rng = random.Random(seed)
    while len(session.history) < moves or not session.is_human_turn():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
        assert not session.is_over()
    return session


def swap_a_hidden_card(session: Session) -> None:
    """Trade an opponent's card the seat has not seen with one in the deck: a different deal, the same view."""
    state = session.state
    seat = session.current_seat()
    for t in range(state.num_players):
        if t != seat and state.alive[t] and state.known[seat][t] == UNKNOWN and state.deck:
            for i, card in enumerate(state.deck):
                if state.kind_of[card] != state.kind_of[state.hands[t][0]]:
                    state.hands[t][0], state.deck[i] = card, state.hands[t][0]
                    return
    raise AssertionError("no hidden card to swap")


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 3, 4), (3, 5, 5), (4, 8, 6)])
def test_the_hint_does_not_change_when_only_hidden_cards_change(players, seed, moves):
    session = session_at_a_human_turn(players, seed, moves)
    other = Session.from_json(session.to_json())
    before = GAME.state_to_json(other.state)
    swap_a_hidden_card(other)
    assert GAME.state_to_json(other.state) != before  # the deals differ ...
    seat = session.current_seat()
    assert other.view(seat) == session.view(seat)  # ... but not for the seat
    first, second = session.hint_request().compute(), other.hint_request().compute()
    assert first == second
    assert first.action in session.legal_actions()


def test_the_hint_lists_the_best_options_with_their_chances_best_first():
    session = session_at_a_human_turn(3, 5, 5)
    legal = session.legal_actions()
    result = session.hint_request().compute()
    assert result.options[0].action == result.action
    assert 2 <= len(result.options) <= 3 and len({o.action for o in result.options}) == len(result.options)
    chances = [o.win for o in result.options]
    assert all(c is not None and 0.0 <= c <= 1.0 for c in chances)
    assert chances == sorted(chances, reverse=True)  # type: ignore[type-var]
    assert all(o.action in legal for o in result.options)


def test_asking_for_a_hint_marks_the_seat_hinted_and_survives_a_save():
    session = session_at_a_human_turn(2, 3, 4)
    assert session.hinted == set()
    session.hint_request()
    assert session.hinted == {0}
    assert Session.from_json(session.to_json()).hinted == {0}


def test_a_hint_is_only_for_a_persons_turn():
    seats = [SeatConfig("Ann", "bot", "random"), SeatConfig("Ben", "human")]
    session = Session(GAME, seats, 1)
    assert session.current_seat() == 0
    with pytest.raises(ValueError):
        session.hint_request()


def test_a_guard_on_a_card_the_seat_saw_says_so():
    s = rig([["guard", "handmaid"], ["prince"], ["king"]], ["baron"], removed="priest")
    s.known[0][1] = s.hands[1][0]
    view = GAME.view(s, 0)
    legal = s.legal_actions()
    result = hint(view, legal, 1)
    assert result.action == ("play", "guard", 1, 5)
    assert result.reason == Reason("known_card", {"card": "guard", "target": 1, "their": "prince"})
    assert LoveLetterPresenter().hint_line(view, result.reason, NAMES[:3]) == \
        "You know Ben holds the Prince: play your Guard on them."


def test_a_guard_guess_gives_the_count_of_unseen_cards_it_names():
    s = rig([["guard", "countess"], ["priest"], ["king"]], ["baron", "handmaid"], removed="princess")
    view = GAME.view(s, 0)
    reason = explain(view, ("play", "guard", 1, 2))
    assert reason.code == "guard_odds" and reason.args["guess"] == 2
    assert reason.args["copies"] == 2 and reason.args["unseen"] == 14  # 16 cards, the seat holds 2
    line = LoveLetterPresenter().hint_line(view, reason, NAMES[:3])
    assert line == "Your Guard names Priest (2) for Ben: 2 of 14 unseen."


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_reason_has_a_line_in_every_language(language):
    s = rig([["guard", "baron"], ["priest"], ["king"]], ["handmaid"], removed="princess")
    view = GAME.view(s, 0)
    sample = {"card": "baron", "their": "king", "shown": "priest", "kept": "guard", "target": 1, "guess": 3,
              "copies": 1, "unseen": 9, "win": 40, "lose": 50, "chance": 30, "margin": 7}
    presenter = LoveLetterPresenter()
    i18n.set_language(language)
    try:
        for code in REASONS.codes("hint"):
            line = presenter.hint_line(view, Reason(code, sample), NAMES[:3])
            assert line and not [f for _, f, _, _ in string.Formatter().parse(line) if f]
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)


def test_a_review_appraises_each_of_the_seats_choices_against_the_best_move():
    session = session_at_a_human_turn(2, 3, 12)
    request = session.review_request(0)
    replay = Session(GAME, session.seats, session.seed)
    expected = []
    for move, action in enumerate(session.history):
        replay.settle()  # a round's end is a position of its own: the seat decides after the deal
        if replay.current_seat() == 0 and len(replay.legal_actions()) > 1:
            expected.append(move)
        replay.apply(action)
    assert [d[0] for d in request.decisions] == expected and expected
    assert all(d[1]["seat"] == 0 for d in request.decisions)  # the seat's own views
    reviews = request.compute()
    for review, (move, _, legal, made) in zip(reviews, request.decisions, strict=True):
        assert review.move == move and review.made.action == made == session.history[move]
        assert review.best.action in legal and review.cost >= 0.0
        assert review.made.win is not None and review.best.win is not None
        assert review.made.action == review.best.action or review.best.win >= review.made.win


def test_the_costliest_moves_are_the_three_that_gave_away_most():
    def review(move, made, best):
        return MoveReview(move, HintOption(("play", "guard", 1, 2), made), HintOption(("play", "handmaid"), best))

    reviews = [review(0, 0.5, 0.5), review(1, 0.2, 0.6), review(2, 0.4, 0.45), review(3, 0.1, 0.3), review(4, 0.3, 0.4)]
    assert costliest(reviews) == [1, 3, 4]
    assert costliest(reviews[:1]) == []  # a move that cost nothing is never marked
