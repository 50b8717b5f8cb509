"""One place that turns a bot level name into a bot, for every game."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.ai.random_bot import RandomBot
from game.engine import BOT_LEVELS, A, Bot, V

BotFactory = Callable[[int], Bot[A, V]]
"""Makes a game's bot of one level from its seed."""


def bot_for_level(level: str, seed: int, factories: Mapping[str, BotFactory[A, V]]) -> Bot[A, V]:
    """``random`` is shared by all games; ``factories`` gives the game's easy, normal and hard bots by seed."""
    if level == "random":
        return RandomBot(seed)
    if level not in BOT_LEVELS or level not in factories:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(BOT_LEVELS)}")
    return factories[level](seed)
