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
        options = {"deck": "premium"} if game_id == "love-letter" and players > 4 else {}
        state = entry.rules.new_game(players, seed, options)
        rng = random.Random(seed)
        for _ in range(250):  # Palace's random games run long: the first moves cover every kind
            if state.is_terminal():
                break
            legal = state.legal_actions()
            if len(legal) > 1:
                seat = state.current_player()
                model = presenter.table(state.view(seat), legal, names)
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


def test_love_letters_moves_read_as_sentences_not_prompt_labels():
    """The hint read "Guard: Target: Finn, Guess: 5 (Count, Prince) · 3 unseen": the prompt's labels run together.
    Love Letter names each play as a sentence: "Play the Guard on Finn, naming 5 (Count, Prince)"."""
    entry = get_entry("love-letter")
    presenter, specs = entry.presenter(), entry.rules.cards()
    seen = set()
    for players, options in ((2, {}), (8, {"deck": "premium"})):
        names = [f"P{i}" for i in range(players)]
        for seed in range(2):
            state = entry.rules.new_game(players, seed, options)
            rng = random.Random(seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                model = presenter.table(state.view(state.current_player()), legal, names)
                for action in legal:
                    if action[0] != "play":
                        continue
                    label = action_label(model, action, specs)
                    seen.add(action[1])
                    assert label.startswith("Play the ") and "Target:" not in label and "Guess:" not in label, label
                    assert "unseen" not in label and ": Target" not in label, label
                    if action[1] == "guard" and action[2] is not None:
                        assert ", naming " in label and f" on P{action[2]}" in label, label
                state.apply(legal[rng.randrange(len(legal))])
    assert {"guard", "priest", "baron", "prince", "king", "cardinal"} <= seen
