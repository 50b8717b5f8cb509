"""The card reference hook (Presenter.card_reference): counts per game's deck, effects, and copies unseen by the
viewer computed from the seat's view only."""

from __future__ import annotations

import random

import pytest
from each_game import fewest_and_most
from playout_check import random_moves

from game import catalog
from game.catalog import get_entry
from game.i18n import tr

CASES = fewest_and_most()


def played(game_id: str, n: int, seed: int, moves: int):
    game = catalog.get_game(game_id)
    state = game.new_game(n, seed)
    random_moves(state, random.Random(seed), moves)
    return game, state


def reference(game_id: str, view, n: int):
    game = catalog.get_game(game_id)
    return get_entry(game_id).presenter().card_reference(view, game.cards(), [f"P{i}" for i in range(n)])


@pytest.mark.parametrize(("game_id", "n"), CASES)
def test_unseen_counts_do_not_change_when_only_hidden_cards_change(game_id: str, n: int) -> None:
    """Another deal of the hidden cards (the view's determinizations) gives the same reference: the unseen counts
    are read off the seat's view, never off the full state."""
    differed = False
    for seed in range(4):
        game, state = played(game_id, n, seed, 6 + 5 * seed)
        view = game.view(state, 0)
        before = reference(game_id, view, n)
        for k in range(3):
            other = game.determinize(view, random.Random(100 + k))
            differed |= game.state_to_json(other) != game.state_to_json(state)
            assert game.view(other, 0) == view
            assert reference(game_id, game.view(other, 0), n) == before
    assert differed, "the determinizations never dealt the hidden cards otherwise"


@pytest.mark.parametrize(("game_id", "n"), CASES)
def test_reference_counts_the_deck_and_what_the_viewer_saw(game_id: str, n: int) -> None:
    game, state = played(game_id, n, 7, 12)
    refs = reference(game_id, game.view(state, 0), n)
    faces = [f for ref in refs for f in ref.faces]
    assert len(faces) == len(set(faces)), "a face is in one entry"
    assert all(0 <= ref.unseen <= ref.count for ref in refs)
    assert any(ref.unseen < ref.count for ref in refs), "the viewer's own hand at least is seen"
    assert all(tr(ref.title) for ref in refs)
