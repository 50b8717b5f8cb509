"""Bots are deterministic given a seed in any process, not only within one: a game resumed from a save, or a move
asked of the bot process, must not depend on Python's per-process string hashing (``PYTHONHASHSEED``), which
orders sets of strings differently in every process. Love Letter Hard's playout once sorted a set of card faces
whose numbers tie in the Premium deck, so its moves changed from one process to the next."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog

ROOT = Path(__file__).resolve().parent.parent
MOVES = 60

PLAY = """
import hashlib, json, sys
sys.path.insert(0, {root!r})
from game import catalog
game_id, levels, options, seed, moves = json.loads(sys.argv[1])
entry = catalog.get_entry(game_id)
game = catalog.get_game(game_id)
state = game.new_game(len(levels), seed, options)
bots = [entry.make_bot(level, 100 + seat) for seat, level in enumerate(levels)]
played = []
while not state.is_terminal() and len(played) < moves:
    seat = state.current_player()
    action = bots[seat].choose(game.view(state, seat), state.legal_actions())
    played.append(repr(action))
    state.apply(action)
print(hashlib.sha256("\\n".join(played).encode()).hexdigest(), len(played))
"""

LINEUPS = [(gid, ["hard", "normal", "easy"], {}, 5) for gid in catalog.SHIPPED  # (game, levels by seat, options,
           if catalog.get_game(gid).min_players <= 3 <= catalog.get_game(gid).max_players]  # game seed)
"""Every game the app ships that seats three (a game's own regressions are in its folder)."""


def play_in_a_process(hash_seed: str, job: list) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", PLAY.format(root=str(ROOT)), json.dumps(job)], env=env,
                         capture_output=True, text=True, timeout=600, check=True)
    return out.stdout.strip()


@pytest.mark.parametrize(("game_id", "levels", "options", "seed"), LINEUPS)
def test_every_level_plays_the_same_moves_whatever_the_process_hash_seed(game_id, levels, options, seed):
    job = [game_id, levels, options, seed, MOVES]
    first, second = play_in_a_process("1", job), play_in_a_process("2", job)
    assert first == second, f"{game_id} {levels}: the moves depend on the process"
