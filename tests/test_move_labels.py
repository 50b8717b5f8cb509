"""The hint and the review name moves in words (scenes.table.hint_view.action_label): two different moves of one
position must never read alike, or a player cannot tell the hint's options apart, unless they are the same move
made with identical cards (two grey Courtesans)."""

import random

import pytest
from each_game import players_near

from game.catalog import get_entry
from scenes.table.hint_view import action_label

CASES = sorted({*players_near(2), *players_near(4)})


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_no_two_moves_of_a_position_read_alike(game_id, players):
    entry = get_entry(game_id)
    presenter, specs = entry.presenter(), entry.rules.cards()
    names = [f"P{i}" for i in range(players)]
    for seed in range(3):
        state = entry.rules.new_game(players, seed)
        rng = random.Random(seed)
        for _ in range(250):  # Palace's random games run long: the first moves cover every kind
            if state.is_terminal():
                break
            legal = state.legal_actions()
            if len(legal) > 1:
                seat = state.current_player()
                model = presenter.table(entry.rules.view(state, seat), legal, names)
                faces = {card.uid: card.face for zone in model.zones for card in zone.cards}
                labels: dict[str, tuple] = {}
                for action in legal:
                    label = action_label(model, action, specs)
                    assert labels.setdefault(label, gesture(model, action, faces)) == gesture(model, action, faces), \
                        f"{label!r} names two moves"
            state.apply(legal[rng.randrange(len(legal))])


def gesture(model, action, faces):
    """How the move is made, with the cards' faces in place of the cards: alike for identical cards only."""
    choice = next(c for c in model.choices if c.action == action)
    return (sorted(faces.get(uid, uid) for uid in choice.drag_from or ()), faces.get(choice.drag_to, choice.drag_to),
            choice.labels, choice.button)
