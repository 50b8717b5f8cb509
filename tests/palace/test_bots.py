"""Palace bots decide from the view: heuristics of Easy and Normal, Hard's search on legal moves."""

from __future__ import annotations

import random

import pytest

from game.catalog import get_entry
from game.games.palace.bots import evaluate, normal_choice, rollout_policy
from game.games.palace.rules import GAME

from .scenario import position


def _normal(state):
    return get_entry(GAME.id).make_bot("normal", 0).choose(GAME.view(state, state.current), state.legal_actions())


def test_normal_plays_lowest_first_with_all_copies_and_keeps_twos_and_tens():
    state = position([["2C", "10D", "6H", "6S", "9C"], ["4H"]], pile=["5S"])
    assert _normal(state) == ("play", "hand", ("6H", "6S"))


def test_normal_burns_with_the_fourth_card():
    state = position([["5C", "8D"], ["4H"]], pile=["8S", "8H", "8C"])
    assert _normal(state) == ("play", "hand", ("8D",))


def test_normal_picks_up_a_small_pile_rather_than_waste_a_ten():
    assert _normal(position([["10D", "4C"], ["4H"]], pile=["KS"])) == ("pickup",)
    big = position([["10D", "4C"], ["4H"]], pile=["3S", "5S", "6S", "7S", "9S", "KS"])
    assert _normal(big) == ("play", "hand", ("10D",))


def test_normal_swap_phase_lays_strong_cards_face_up():
    state = GAME.new_game(3, seed=2)
    seat = state.current
    bot = get_entry(GAME.id).make_bot("normal", 0)
    while state.current == seat and state.phase == "setup":
        state.apply(bot.choose(GAME.view(state, seat), state.legal_actions()))
    cards = state.hands[seat] + [st[0] for st in state.faceup[seat]]
    strength = {c: (16 if c[:-1] in ("2", "10") else ["3", "4", "5", "6", "7", "8", "9", "J", "Q", "K",
                                                        "A"].index(c[:-1])) for c in cards}
    assert min(strength[st[0]] for st in state.faceup[seat]) >= max(strength[c] for c in state.hands[seat])


def test_normal_choice_chooses_face_up_cards_in_the_choose_variant():
    legal = [("faceup", "3C"), ("faceup", "AS"), ("faceup", "10H")]
    assert normal_choice(legal, [], None) == ("faceup", "10H")


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_returns_a_legal_action_from_the_view(level):
    state = GAME.new_game(3, seed=9)
    bots = [get_entry(GAME.id).make_bot(level, s) for s in range(3)]
    if level == "hard":
        for bot in bots:
            bot.search.iterations = 10
    rng = random.Random(0)
    for _ in range(60):
        if state.is_terminal():
            break
        seat = state.current
        action = bots[seat].choose(GAME.view(state, seat), state.legal_actions())
        assert action in state.legal_actions()
        state.apply(action if rng.random() < 0.8 else rng.choice(state.legal_actions()))


def test_hard_is_deterministic_and_blind_to_hidden_cards():
    state = position([["5H", "9C", "KD"], ["4H", "6C", "QS"], ["7D", "8D", "JC"]], facedown=[["3C"], ["4C"], ["3D"]],
                     pile=["6S"], stock=["2C", "AD"])
    other = position([["5H", "9C", "KD"], ["AD", "3C", "QS"], ["7D", "8D", "2C"]], facedown=[["4H"], ["6C"], ["JC"]],
                     pile=["6S"], stock=["3D", "4C"])
    assert GAME.view(state, 0) == GAME.view(other, 0)
    choices = set()
    for s in (state, other):
        bot = get_entry(GAME.id).make_bot("hard", 5)
        bot.search.iterations = 30
        choices.add(bot.choose(GAME.view(s, 0), s.legal_actions()))
    assert len(choices) == 1


def test_rollout_and_evaluation_on_a_sampled_state():
    state = position([["5H", "6H"], ["4H", "7C", "8C", "9C"], ["KH"]], pile=["3S"])
    assert rollout_policy(state, random.Random(0)) in state.legal_actions()
    scores = [evaluate(state, s) for s in range(3)]
    assert all(0 <= v <= 1 for v in scores) and scores[1] < scores[0] and scores[1] < scores[2]


def test_easy_plays_every_copy_of_the_rank_it_picks():
    state = position([["6H", "6S", "6C", "9C", "9D"], ["4H"]], pile=["5S"])
    for seed in range(20):
        action = get_entry(GAME.id).make_bot("easy", seed).choose(GAME.view(state, 0), state.legal_actions())
        assert action in (("play", "hand", ("6C", "6H", "6S")), ("play", "hand", ("9C", "9D")))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_of_easy_bots_end_in_a_reasonable_number_of_turns(players):
    """They played one card at a time and picked up whole piles: about 1,500 turns a game, many ended by the
    2,000-turn limit, which left a person who went out first watching the bots for minutes (issue 17 item 0)."""
    from game.tools.simulate import run_tournament

    summary = run_tournament("palace", ["easy"] * players, games=12, seed=5)
    assert summary["capped"] == 0
    assert summary["turns_per_game"]["max"] < 600


def test_normal_bots_do_not_pick_up_piles_back_and_forth_in_a_six_player_game():
    """Issue 33 saw two Normal bots pick up 204 and 207 piles in one 6-player game while the person watched. Over
    seeded 6-player games of Normal bots (the person's seat too), every game ends and nobody picks up often."""
    from game.session import SeatConfig, Session

    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "normal") for i in range(6)]
    for seed in range(20):
        session = Session(GAME, seats, seed)  # a person at the table: no turn limit cuts the game short
        pickups = [0] * 6
        while not session.is_over() and len(session.history) < 1000:
            seat, action = session.current_seat(), session.bot_action()
            pickups[seat] += action[0] == "pickup"
            session.apply(action)
        assert session.is_over() and len(session.history) < 400, seed
        assert max(pickups) <= 25, (seed, pickups)
