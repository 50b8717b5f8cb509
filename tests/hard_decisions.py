"""The Hard bot's chosen action on a fixed set of seeded positions of every registered game (the tests' fixture game
too: ``tests/conftest.py`` registers it, and so does this script), recorded in
``tests/hard_decisions.json``: a refactor of the rules, the engine or the bots must leave every one of them the same
(``tests/test_hard_decisions.py``). ``python tests/hard_decisions.py`` records them anew (only after a change that
is meant to change what Hard plays)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

RECORD = Path(__file__).with_name("hard_decisions.json")
SEEDS = range(3)


def positions() -> list[tuple[str, int, dict, int, int]]:
    """(game, players, options, seed, moves played before the decision) of every recorded position."""
    from game import catalog

    setups: list[tuple[str, int, dict]] = [
        (gid, players, {}) for gid in catalog.game_ids()
        for players in sorted({catalog.get_game(gid).min_players, catalog.get_game(gid).max_players})]
    extra = [(gid, players, dict(options)) for gid in catalog.game_ids()  # a variant a game asks to have recorded
             for players, options in catalog.get_entry(gid).capabilities.hard_record_setups]
    return [(gid, players, options, seed, 2 + 9 * seed) for gid, players, options in [*setups, *extra]
            for seed in SEEDS]


def decide(gid: str, players: int, options: dict, seed: int, moves: int) -> dict:
    """Hard's action (as JSON) at the position reached by ``moves`` seeded random moves (fewer if the game ends)."""
    from game import catalog

    entry = catalog.get_entry(gid)
    state = entry.rules.new_game(players, seed, options)
    rng = random.Random(f"hard decisions {gid} {players} {seed}")
    played = 0
    while played < moves:
        legal = state.legal_actions()
        if state.is_terminal() or len(legal) == 0:
            break
        state.apply(rng.choice(legal))
        played += 1
    if state.is_terminal():
        raise ValueError(f"{gid} {players}p seed {seed}: the game ended after {played} moves")
    seat = state.current_player()
    action = entry.make_bot("hard", 7919 * seed + players).choose(entry.rules.view(state, seat), state.legal_actions())
    return {"game": gid, "players": players, "options": options, "seed": seed, "moves": played,
            "action": entry.rules.action_to_json(action)}


def record() -> list[dict]:
    return [decide(*position) for position in positions()]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import conftest  # noqa: F401  (registers the games the tests register beside the shipped ones)

    RECORD.write_text("[\n" + ",\n".join(json.dumps(r) for r in record()) + "\n]\n", encoding="utf-8")
    print(f"wrote {RECORD}")
