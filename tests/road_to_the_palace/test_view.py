"""Hidden information: bribes, influence and the deck are masked; determinize samples them consistently."""

import json
import random

import pytest

from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS, removed_by_rule
from game.games.road_to_the_palace.rules.view import tracked_influence

from .scenario import play_setup


def played(n: int, seed: int, moves: int):
    s = GAME.new_game(n, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_own_bribes_are_visible_to_their_owner_only():
    s = GAME.new_game(3, 1)
    play_setup(s, bribes=[("yellow", "red"), ("blue", "yellow"), ("red", "blue")])
    assert GAME.view(s, 1)["players"][1]["bribes"] == ["blue", "yellow"]
    assert GAME.view(s, 0)["players"][1]["bribes"] == [None, None]
    assert GAME.view(s, 2)["players"][1]["bribes"] == [None, None]


def test_the_bribe_choice_is_private_in_the_log():
    s = GAME.new_game(2, 1)
    s.apply(("bribes", "blue", "red"))
    secret = [e for e in GAME.view(s, 0)["log"] if e["kind"] == "bribes_secret"]
    assert secret and secret[0]["args"]["bribes"] == ["blue", "red"]
    assert not [e for e in GAME.view(s, 1)["log"] if e["kind"] == "bribes_secret"]
    assert "blue" not in json.dumps(GAME.view(s, 1)["log"])


def test_views_do_not_depend_on_others_bribes_deck_order_or_the_returned_cards():
    a = GAME.new_game(4, 3)
    b = GAME.new_game(4, 3)
    play_setup(a, bribes=[("yellow", "red")] * 4)
    play_setup(b, bribes=[("yellow", "red"), ("blue", "red"), ("red", "yellow"), ("yellow", "blue")])
    pool = b.deck + b.removed[-2:]
    random.Random(1).shuffle(pool)
    b.deck, b.removed = pool[2:], sorted(removed_by_rule(4) + pool[:2])
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert GAME.view(a, 1) != GAME.view(b, 1)


def test_influence_is_visible_to_its_seat_only_until_the_end():
    s = played(3, 4, 200)
    assert s.is_terminal()
    s2 = played(3, 4, 30)
    view = GAME.view(s2, 2)
    assert [p["influence"] for p in view["players"]] == [None, None, s2.players[2].influence]
    assert [p["influence"] for p in GAME.view(s, 0)["players"]] == [p.influence for p in s.players]


def test_the_deck_shows_only_its_size():
    s = played(3, 2, 10)
    view = GAME.view(s, 0)
    assert view["deck"] == len(s.deck)
    assert "rng" not in view and "removed" not in view


def test_revealed_bribes_are_public_after_the_evaluation():
    s = played(3, 5, 10_000)
    for seat in range(3):
        assert all(None not in p["bribes"] for p in GAME.view(s, seat)["players"])
    s = GAME.new_game(3, 5)
    rng = random.Random(5)
    while s.round == 1:
        s.apply(rng.choice(s.legal_actions()))
    bribes = GAME.view(s, 0)["players"][1]["bribes"]
    assert bribes[0] == s.players[1].bribes[0] and bribes[1] is None


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("moves", [0, 3, 8, 25, 60, 90])
def test_determinize_gives_a_valid_state_with_the_same_view(n, moves):
    s = played(n, moves, moves)
    if s.is_terminal():
        return
    for seat in range(n):
        view = GAME.view(s, seat)
        for k in range(3):
            d = GAME.determinize(view, random.Random(k))
            assert GAME.view(d, seat) == view
            GAME.state_from_json(GAME.state_to_json(d))  # conserves cards and discs, columns sorted
            assert d.legal_actions() == s.legal_actions()
            assert [p.influence for p in d.players] == [p.influence for p in s.players]  # trackable
            for i, p in enumerate(d.players):
                revealed = s.revealed()
                if s.players[i].bribes is not None and (i == seat):
                    assert p.bribes == s.players[i].bribes
                elif s.players[i].bribes is not None:
                    assert p.bribes[:revealed] == s.players[i].bribes[:revealed]


def test_determinize_samples_the_hidden_cards_and_bribes():
    s = played(3, 7, 12)
    view = GAME.view(s, 0)
    decks = {tuple(GAME.determinize(view, random.Random(k)).deck) for k in range(5)}
    bribes = {tuple(GAME.determinize(view, random.Random(k)).players[1].bribes) for k in range(20)}
    assert len(decks) == 5 and len(bribes) > 1
    d = GAME.determinize(view, random.Random(0))
    assert sorted(CARDS[c].face for c in d.deck) == sorted(CARDS[c].face for c in s.deck)


def test_influence_is_trackable_from_the_public_log():
    s = played(4, 11, 10_000)
    assert tracked_influence(GAME.view(s, 0)["log"], 4) == [p.influence for p in s.players]
