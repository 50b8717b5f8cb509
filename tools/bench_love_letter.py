"""Love Letter Hard decision times: ``python tools/bench_love_letter.py [--decisions N]``.

At 4 players (classic), 6 and 8 players (Premium), on positions reached by random play. Every game's Hard
decisions on mid-game positions of Normal bots' games, and its rollout policy's rollouts per second, are in
``tools/bench.py``; win-rate ladders in ``tools/ladder.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.love_letter.bots import make_bot  # noqa: E402
from game.games.love_letter.rules import GAME  # noqa: E402
from game.tools.simulate import percentiles  # noqa: E402


def hard_decision_ms(num_players: int, deck: str, decisions: int, seed: int = 0) -> list[float]:
    rng = random.Random(seed)
    bot = make_bot("hard", seed)
    times: list[float] = []  # ms
    game = 0
    while len(times) < decisions:
        state = GAME.new_game(num_players, seed + game, {"deck": deck})
        game += 1
        while not state.is_terminal() and len(times) < decisions:
            actions = state.legal_actions()
            if len(actions) > 1:
                t0 = time.perf_counter()
                bot.choose(GAME.view(state, state.current_player()), actions)
                times.append((time.perf_counter() - t0) * 1000)
            state.apply(actions[rng.randrange(len(actions))])
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200)
    args = parser.parse_args(argv)
    for n, deck in ((4, "classic"), (6, "premium"), (8, "premium")):
        p = percentiles(hard_decision_ms(n, deck, args.decisions))
        print(f"hard decision {n}p {deck}: p50 {p['p50']} ms, p95 {p['p95']} ms, max {p['max']} ms "
              f"over {p['count']} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
