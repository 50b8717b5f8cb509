"""The Random level: a uniformly random legal action. Works for every game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Generic

from game.engine import A


class RandomBot(Generic[A]):
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: object, legal: Sequence[A]) -> A:
        return legal[self.rng.randrange(len(legal))]
