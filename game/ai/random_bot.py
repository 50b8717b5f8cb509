"""The Random level: a uniformly random legal action. Works for every game."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import JSON, Action


class RandomBot:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
