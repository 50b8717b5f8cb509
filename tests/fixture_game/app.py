"""``python tests/fixture_game/app.py ARGS`` is ``python -m game ARGS`` with the fixture game registered: the app's
command line for the game the shipped catalog does not hold, e.g.
``python tests/fixture_game/app.py autoplay --by-hand --game fixture-duel --players 2 --seed 1``."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TESTS.parent), str(TESTS)]

import fixture_games  # noqa: E402

from game import catalog  # noqa: E402
from game.__main__ import main  # noqa: E402

catalog.register(fixture_games.ENTRY)

if __name__ == "__main__":
    sys.exit(main())
