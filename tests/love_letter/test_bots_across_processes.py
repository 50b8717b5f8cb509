"""Love Letter's Premium deck plays the same moves whatever the process hash seed: seed 9 is where the old
playout differed (moved here from the generic tests/test_bots_across_processes.py)."""

from __future__ import annotations

from test_bots_across_processes import MOVES, play_in_a_process


def test_the_premium_deck_plays_the_same_moves_whatever_the_process_hash_seed():
    job = ["love-letter", ["hard", "normal", "easy", "random", "hard"], {"deck": "premium"}, 9, MOVES]
    first, second = play_in_a_process("1", job), play_in_a_process("2", job)
    assert first == second, "the moves depend on the process"
