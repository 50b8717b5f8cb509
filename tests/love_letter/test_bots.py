"""Bots: every level picks legal moves from the view; Normal's counting and inference make sane choices."""

import math
import random

import pytest

from game.catalog import get_entry
from game.games.love_letter.bots import (
    HARD_CANDIDATES,
    HARD_MARGIN,
    KEEP_HIGHER,
    HardBot,
    beliefs,
    game_odds,
    hard_candidates,
    race_odds,
    unseen_counts,
)
from game.games.love_letter.bots.beliefs import play_beliefs
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import KIND_BY_FACE, VALUE
from game.games.love_letter.rules.determinize import determinize

from .rig import after_a_king_trade, rig


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_each_level_plays_a_whole_game(level):
    bots = [get_entry(GAME.id).make_bot(level, 1)] + [get_entry(GAME.id).make_bot("random", s) for s in (2, 3)]
    if level == "hard":
        bots[0] = HardBot(1, {3: 20})
    s = GAME.new_game(3, 9)
    while not s.is_terminal():
        seat = s.current_player()
        legal = s.legal_actions()
        action = bots[seat].choose(GAME.view(s, seat), legal)
        assert action in legal
        s.apply(action)
    assert bots[0].level == level


def test_normal_never_plays_the_princess_by_choice():
    s = rig([["princess", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    bot = get_entry(GAME.id).make_bot("normal", 0)
    assert bot.choose(GAME.view(s, 0), s.legal_actions())[1] == "guard"


def test_counting_and_guard_miss_inference():
    s = rig([["guard", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "guard", 1, 6))  # a miss: seat 1 holds no King (it holds the Baron)
    v = GAME.view(s, 2)
    assert unseen_counts(v)[KIND_BY_FACE["guard"]] == 5 - 1
    b = beliefs(v)
    assert b[2] is None and KIND_BY_FACE["king"] not in b[1]


def test_normal_guesses_the_card_it_knows():
    s = rig([["priest", "guard"], ["guard"], ["countess"]], ["guard", "priest"], removed="handmaid")
    s.apply(("play", "priest", 2))  # seat 0 now knows seat 2 holds the Countess
    s.apply(("play", "guard", 0, 8))  # seat 1 misses
    s.apply(("play", "priest", 1))  # seat 2 keeps the Countess
    assert s.current == 0
    action = get_entry(GAME.id).make_bot("normal", 0).choose(GAME.view(s, 0), s.legal_actions())
    assert action == ("play", "guard", 2, 7)


def test_bots_are_deterministic_given_the_seed():
    s = GAME.new_game(4, 5)
    v, legal = GAME.view(s, s.current_player()), s.legal_actions()
    for level in ("easy", "normal"):
        picks = {get_entry(GAME.id).make_bot(level, 7).choose(v, legal) for _ in range(3)}
        assert len(picks) == 1
    assert HardBot(3, {4: 25}).choose(v, legal) == HardBot(3, {4: 25}).choose(v, legal)


def test_hard_handles_premium_at_eight_players():
    s = GAME.new_game(8, 2)
    rng = random.Random(0)
    bot = HardBot(0, {8: 15})
    for _ in range(30):
        if s.is_terminal():
            break
        seat, legal = s.current_player(), s.legal_actions()
        s.apply(bot.choose(GAME.view(s, seat), legal) if seat == 0 else legal[rng.randrange(len(legal))])


def test_hard_chooses_among_its_candidates():
    s = rig([["princess", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    view, legal = GAME.view(s, 0), s.legal_actions()
    without_habit = hard_candidates(view, legal, beliefs(view))
    assert without_habit[0] == get_entry(GAME.id).make_bot("normal", 0).choose(view, legal)  # the same scoring as Normal's
    candidates = hard_candidates(view, legal, beliefs(view, KEEP_HIGHER))
    assert candidates and all(a[1] == "guard" for a in candidates)
    narrow = HardBot(0, {3: 30}, read=None, margin=HARD_MARGIN[2], most=HARD_CANDIDATES[2], spread=False)
    assert narrow.choose(view, legal) in candidates
    hards = hard_candidates(view, legal, play_beliefs(view), HARD_MARGIN[3], HARD_CANDIDATES[3], spread=True)
    assert HardBot(0, {3: 30}).choose(view, legal) in hards


def test_the_habit_of_keeping_the_higher_card_weighs_the_kept_card():
    s = rig([["guard", "handmaid"], ["priest"], ["king"]], ["baron", "countess"], removed="prince")
    s.apply(("play", "guard", 1, 5))  # seat 0 plays its Guard and keeps the Handmaid (a miss on seat 1)
    view = GAME.view(s, 2)
    plain, habit = beliefs(view)[0], beliefs(view, KEEP_HIGHER)[0]
    high = [k for k in plain if VALUE[k] > VALUE[KIND_BY_FACE["guard"]]]
    assert sum(habit[k] for k in high) > sum(plain[k] for k in high)
    assert abs(sum(habit.values()) - 1) < 1e-9 and set(habit) == set(plain)


def test_the_habit_inference_moves_with_a_king_trade():
    view = GAME.view(after_a_king_trade(), 1)
    plain, habit = beliefs(view), beliefs(view, KEEP_HIGHER)

    def mass(belief, above):
        return sum(p for k, p in belief.items() if VALUE[k] > above)

    assert mass(habit[0], 6) > mass(plain[0], 6)  # seat 0 now holds what seat 2 kept over the King
    assert mass(habit[2], 1) > mass(plain[2], 1)  # seat 2 holds what seat 0 kept over a Guard


def test_deals_drawn_from_beliefs_keep_the_view_and_follow_the_belief():
    s = rig([["guard", "handmaid"], ["priest"], ["king"]], ["baron", "countess"], removed="prince")
    view = GAME.view(s, 0)
    sure = [None, {KIND_BY_FACE["countess"]: 1.0}, None]
    for seed in range(20):
        deal = determinize(view, random.Random(seed), sure)
        assert GAME.view(deal, 0) == view
        assert deal.kind_of[deal.hands[1][0]] == KIND_BY_FACE["countess"]
    impossible = [None, {KIND_BY_FACE["assassin"]: 1.0}, None]  # no such card in the classic deck
    assert GAME.view(determinize(view, random.Random(0), impossible), 0) == view


@pytest.mark.parametrize("tokens", [(0, 0, 0, 0), (3, 0, 1, 2), (1, 1, 3, 3), (0, 3, 3, 3)])
def test_game_odds_are_a_distribution_over_the_seats(tokens):
    s = GAME.new_game(4, 1)
    s.tokens = list(tokens)
    odds = [game_odds(s, seat) for seat in range(4)]
    assert abs(sum(odds) - 1) < 1e-9
    leader = max(range(4), key=lambda seat: tokens[seat])
    assert odds[leader] == max(odds)
    assert race_odds(4, (4, 4, 4)) == pytest.approx(0.25)


def test_game_odds_of_a_finished_game_are_its_result():
    s = GAME.new_game(2, 3)
    GAME.random_playout(s, random.Random(0))
    assert [game_odds(s, seat) for seat in range(2)] == s.returns()


def _guard_and_priest_at_four():
    s = rig([["guard", "priest"], ["baron"], ["king"], ["prince"]], ["handmaid", "guard", "countess"],
            removed="princess")
    return GAME.view(s, 0), s.legal_actions()


def test_spread_candidates_reach_the_other_card_before_more_guesses():
    view, legal = _guard_and_priest_at_four()
    belief = beliefs(view, KEEP_HIGHER)
    deep = hard_candidates(view, legal, belief, margin=math.inf, most=3)
    wide = hard_candidates(view, legal, belief, margin=math.inf, most=3, spread=True)
    assert {a[1] for a in deep} == {"guard"}  # the scoring alone fills the search with Guard guesses
    assert {a[1] for a in wide} == {"guard", "priest"}
    assert wide[0] == deep[0]  # still best first
    wider = hard_candidates(view, legal, belief, margin=math.inf, most=6, spread=True)
    assert len({a[2] for a in wider if a[1] == "guard"}) == 3  # then a Guard on every target


def test_the_search_halves_its_candidates_and_keeps_its_budget():
    view, legal = _guard_and_priest_at_four()
    options = HardBot(0, {4: 80}, most=5, spread=True, margin=math.inf).analyse(view, legal)
    samples = [o.samples for o in options]
    assert len(options) == 5 and samples == sorted(samples, reverse=True)
    assert samples[0] > samples[-1] and sum(samples) <= 80  # the leaders got the playouts the others lost
    assert options[0].samples == options[1].samples  # the last two were compared on the same deals
