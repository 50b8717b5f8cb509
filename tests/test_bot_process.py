"""The bot process: one that died since its last task (killed, out of memory) is replaced for the next one."""

from __future__ import annotations

import time

from game import bot_process
from game.catalog import available_game_ids


def test_a_bot_process_that_died_is_replaced_on_the_next_request():
    bot_process.reset_bot_pool()
    try:
        assert bot_process.submit_to_bots(available_game_ids).result(timeout=60)
        pool = bot_process.bot_pool()
        for process in list(pool._processes.values()):  # noqa: SLF001 - the test kills the worker on purpose
            process.kill()
        deadline = time.monotonic() + 30
        while not pool._broken and time.monotonic() < deadline:  # noqa: SLF001 - wait until the pool noticed
            time.sleep(0.05)
        assert pool._broken  # noqa: SLF001
        assert set(bot_process.submit_to_bots(available_game_ids).result(timeout=60)) == set(available_game_ids())
        assert bot_process.bot_pool() is not pool
    finally:
        bot_process.reset_bot_pool()
