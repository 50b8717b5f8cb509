"""Love Letter names each play in words as a sentence, in the hint and the review
(scenes.table.hint_view.action_label): moved here from the generic ``tests/test_move_labels.py``."""

import random

from game.catalog import get_entry
from game.games.love_letter.rules import GAME
from scenes.table.hint_view import action_label

GAME_ID = "love-letter"


def test_love_letters_moves_read_as_sentences_not_prompt_labels():
    """The hint read "Guard: Target: Finn, Guess: 5 (Count, Prince) · 3 unseen": the prompt's labels run together.
    Love Letter names each play as a sentence: "Play the Guard on Finn, naming 5 (Count, Prince)"."""
    entry = get_entry(GAME_ID)
    presenter, specs = entry.presenter(), entry.rules.cards()
    seen = set()
    for players, options in ((2, {}), (8, {"deck": "premium"})):
        names = [f"P{i}" for i in range(players)]
        for seed in range(2):
            state = entry.rules.new_game(players, seed, options)
            rng = random.Random(seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                model = presenter.table(GAME.view(state, state.current_player()), legal, names)
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
