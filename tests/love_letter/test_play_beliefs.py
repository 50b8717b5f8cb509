"""Hard's beliefs from every play of the round (game.games.love_letter.bots.beliefs): what the model of play reads into
plays, that cuts and resets happen when they happen, that trades move them, and that they never depend on cards
hidden from the seat."""

import random

import pytest

from game.games.love_letter.bots import HardBot, beliefs, make_bot
from game.games.love_letter.bots.beliefs import KEEP_HIGHER, play_beliefs, play_chance, watchers
from game.games.love_letter.bots.playout import informed_policy
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import KIND_BY_FACE, VALUE

from .rig import after_a_king_trade, rig

K = KIND_BY_FACE


def mass(belief, kinds):
    return sum(p for k, p in belief.items() if k in {K[f] for f in kinds})


def test_the_model_of_play_keeps_the_princess_and_obeys_the_countess():
    assert play_chance(K["guard"], K["princess"], KEEP_HIGHER) == 1.0
    assert play_chance(K["countess"], K["king"], KEEP_HIGHER) == 1.0
    assert play_chance(K["king"], K["countess"], KEEP_HIGHER) == 0.0
    assert play_chance(K["guard"], K["king"], KEEP_HIGHER) > 0.9  # a Guard goes before a King
    assert play_chance(K["countess"], K["guard"], KEEP_HIGHER) < 0.1
    free = [k for k in range(len(VALUE)) if k not in (K["princess"], K["countess"])]
    for a in free:  # of two cards with different numbers, one of them is played
        for b in free:
            if VALUE[a] != VALUE[b]:
                assert play_chance(a, b, KEEP_HIGHER) + play_chance(b, a, KEEP_HIGHER) == pytest.approx(1.0)


def test_a_countess_played_points_to_a_king_or_prince():
    s = rig([["countess", "king"], ["guard"]], ["priest", "baron"], removed="handmaid", setaside=["guard"] * 3)
    before = play_beliefs(GAME.view(s, 1))[0]
    s.apply(("play", "countess"))
    after = play_beliefs(GAME.view(s, 1))[0]
    assert mass(after, ["king", "prince"]) > 2 * mass(before, ["king", "prince"])
    assert mass(after, ["king", "prince"]) > mass(beliefs(GAME.view(s, 1))[0], ["king", "prince"])  # more than Normal's


def test_a_card_kept_over_several_plays_is_likely_high():
    s = rig([["guard", "prince"], ["guard"]], ["priest", "guard", "baron"], removed="handmaid",
            setaside=["guard", "guard", "priest"])
    high = ["prince", "king", "countess", "princess"]
    flat = mass(beliefs(GAME.view(s, 1))[0], high)
    s.apply(("play", "guard", 1, 3))  # seat 0 keeps its card over a Guard (a miss)
    once = mass(play_beliefs(GAME.view(s, 1))[0], high)
    s.apply(("play", "guard", 0, 2))  # seat 1 draws the Priest and plays its Guard (a miss)
    s.apply(("play", "guard", 1, 3))  # seat 0 draws a Guard and keeps its card over it again (a miss)
    twice = mass(play_beliefs(GAME.view(s, 1))[0], high)
    assert flat < once < twice


def test_a_guard_miss_cuts_at_once_and_a_discard_starts_afresh():
    s = rig([["guard", "guard"], ["baron"], ["king"]], ["prince", "handmaid", "priest"], removed="countess")
    s.apply(("play", "guard", 1, 6))  # a miss: seat 1 holds no King
    assert K["king"] not in play_beliefs(GAME.view(s, 2))[1]
    s.apply(("play", "prince", 1))  # seat 1 draws, is made to discard its card (the Baron) and draws anew
    belief = play_beliefs(GAME.view(s, 2))[1]
    assert belief is not None and abs(sum(belief.values()) - 1) < 1e-9


def test_beliefs_move_with_a_king_trade():
    view = GAME.view(after_a_king_trade(), 1)
    traded, flat = play_beliefs(view), beliefs(view)
    high = ["countess", "princess"]
    assert mass(traded[0], high) > mass(flat[0], high)  # seat 0 now holds what seat 2 kept over the King


def _bot_history(n, seed, moves):
    """A position after ``moves`` moves of Normal bots (plays as players make them, not random ones)."""
    s = GAME.new_game(n, seed, {"deck": "premium" if n > 4 else "classic"})
    bots = [make_bot("normal", seed * 10 + i) for i in range(n)]
    for _ in range(moves):
        if s.is_terminal():
            break
        seat = s.current_player()
        s.apply(bots[seat].choose(GAME.view(s, seat), s.legal_actions()))
    return s


@pytest.mark.parametrize(("n", "seed", "moves"), [(2, 1, 5), (2, 2, 9), (4, 3, 7), (4, 4, 12), (6, 5, 10),
                                                 (6, 6, 17), (3, 7, 25)])
def test_beliefs_and_hard_never_read_hidden_cards(n, seed, moves):
    s = _bot_history(n, seed, moves)
    if s.is_terminal():
        pytest.skip("the game ended")
    seat = s.current_player()
    view, legal = GAME.view(s, seat), s.legal_actions()
    for trial in range(3):
        other = GAME.determinize(view, random.Random(trial))  # the same view, other hidden cards
        assert GAME.view(other, seat) == view
        assert play_beliefs(GAME.view(other, seat)) == play_beliefs(view)
        assert HardBot(9, {n: 24}).choose(GAME.view(other, seat), other.legal_actions()) == \
            HardBot(9, {n: 24}).choose(view, legal)


def test_hard_is_deterministic_given_its_seed_on_a_played_position():
    s = _bot_history(4, 8, 9)
    seat = s.current_player()
    view, legal = GAME.view(s, seat), s.legal_actions()
    assert [o.action for o in HardBot(5, {4: 40}).analyse(view, legal, at_least=3)] == \
        [o.action for o in HardBot(5, {4: 40}).analyse(view, legal, at_least=3)]


def test_the_playout_player_uses_what_it_saw_and_keeps_the_higher_card():
    rng = random.Random(0)
    s = rig([["guard", "princess"], ["prince"], ["king"]], ["baron"], removed="priest")
    s.known[0][1] = s.hands[1][0]  # seat 0 saw seat 1's Prince
    assert informed_policy(s, rng) == ("play", "guard", 1, 5)
    s = rig([["handmaid", "princess"], ["prince"], ["king"]], ["baron"], removed="priest")
    assert informed_policy(s, rng) == ("play", "handmaid")  # never the Princess
    s = rig([["baron", "priest"], ["prince"], ["king"]], ["guard"], removed="handmaid")
    assert informed_policy(s, rng)[1] == "priest"  # no Baron beside a low card
    s = rig([["prince", "princess"], ["guard"], ["king"]], ["guard"], removed="handmaid")
    assert all(informed_policy(s, random.Random(i))[2] != 0 for i in range(10))  # no Prince on herself


def test_hard_knows_who_saw_its_card_until_it_plays():
    s = rig([["guard", "handmaid"], ["priest"], ["king"], ["baron"]], ["baron", "guard", "prince", "countess"],
            removed="princess")
    s.apply(("play", "guard", 3, 2))  # seat 0 keeps the Handmaid (a miss on seat 3's Baron)
    s.apply(("play", "priest", 0))  # seat 1 keeps the Baron it drew and looks at seat 0's Handmaid
    assert watchers(GAME.view(s, 2)) == [(1, 0)]  # public: seat 1 knows seat 0's card (seat 2 does not know what)
    s.apply(("play", "king", 3))  # seat 2 keeps the Guard it drew and trades it for seat 3's Baron
    assert set(watchers(GAME.view(s, 0))) == {(1, 0), (2, 3), (3, 2)}
    view = GAME.view(s, 3)
    deal = HardBot.deal(view, random.Random(0), play_beliefs(view), watchers(view))
    assert deal.known[1][0] == deal.hands[0][0] and deal.known[2][3] == view["hand"][0]  # the watchers know
    assert GAME.view(deal, 3) == view
    s.apply(("play", "guard", 1, 4))  # seat 3 plays: it may hold the Prince it drew now (a miss on seat 1)
    assert set(watchers(GAME.view(s, 0))) == {(1, 0), (3, 2)}
    s.apply(("play", "handmaid"))  # seat 0 plays the Handmaid it was seen with
    assert watchers(GAME.view(s, 0)) == [(3, 2)]
