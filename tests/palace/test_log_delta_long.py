"""A long Palace game's state messages stay as small late as early, and the remote app keeps the whole log
(moved here from the generic tests/net/test_log_delta.py: Palace's random games run to thousands of moves)."""

from __future__ import annotations

import json
import random
import time

from game.net.remote import join
from tests.net.conftest import make_table

BOUND = 4096
"""Bytes: the largest state message after a seat's first, early in a game as late (the whole log was 47 KB by move
500 of this game)."""


def test_a_long_palace_games_messages_stay_as_small_late_as_early_and_the_remote_app_keeps_the_whole_log(tmp_path):
    table = make_table(tmp_path, "palace", ("local", "remote", "remote"), seed=4)
    sizes: dict[int, list[int]] = {}  # move -> the sizes of the states sent for it, but each seat's first
    whole: list[tuple[int, int, int]] = []  # (seat, move, size) of the whole states sent
    first: dict[int, int] = {}  # seat -> the size of the first state it was sent (whole: it joined)
    check = table.match.host.tap
    assert check is not None

    def tap(seat: int, text: str) -> None:
        check(seat, text)  # the leak check sees every text, as before
        message = json.loads(text)
        if message["t"] == "state":
            if message.get("delta") is None:
                whole.append((seat, message["n"], len(text)))
            if seat in first:
                sizes.setdefault(message["n"], []).append(len(text))
            else:
                first[seat] = len(text)

    table.match.host.tap = tap
    match = table.match
    bea = join(table.address, table.code(1), "Bea")
    cy = None
    rng = random.Random(4)
    try:
        while match.moves_played() < 550:
            assert not match.is_over()
            match.apply(rng.choice(match.session.legal_actions()))
            if match.moves_played() == 300:
                cy = join(table.address, table.code(2), "Cy")  # joins late: its first state is whole
        deadline = time.monotonic() + 20
        while bea.moves_played() < 550 and time.monotonic() < deadline:
            update = bea.take_bot_action()
            if update is None:
                bea.wait_for_bot(0.1)
            else:
                bea.apply(update)
        assert bea.view() == match.session.view(1)  # the whole view, log and all, rebuilt from the parts
        early = max(max(sizes[n]) for n in range(30, 71))
        late = max(max(sizes[n]) for n in range(450, 551))
        assert early <= BOUND and late <= BOUND, (early, late)
        assert [(seat, n) for seat, n, _ in whole] == [(1, 0), (2, 300)]  # one whole state per join
        assert whole[1][2] > 5 * BOUND  # ... which carries the whole log (what grew)
        assert table.checker.leaks == [] and table.checker.checked >= 551  # every part checked against the whole view
    finally:
        bea.close()
        if cy is not None:
            cy.close()
        match.close()
