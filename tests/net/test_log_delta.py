"""The log in a state message is what is new since the seat's previous state (:mod:`game.net.logdelta`): a Palace
game sent its whole log in every message (421 KB a message and 853 MB in all at move 2,677), so a message's size
grew with the game. A remote app rebuilds the whole view from the log it keeps; one that (re)joins gets it whole."""

from __future__ import annotations

import json
import random
import time

from game.net.logdelta import LogKeeper, shrink
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


def test_a_part_that_does_not_follow_the_kept_state_waits_for_the_whole_one():
    """A rejoining app can get the part of a move sent before the whole state its rejoin brings: it is not shown
    (the whole one follows), and a part past the log kept is refused."""
    keeper = LogKeeper()
    first = {"t": "state", "n": 3, "view": {"log": [{"k": 1}, {"k": 2}]}, "held": None, "delta": None}
    assert keeper.whole(first) == first
    nxt = {"t": "state", "n": 4, "view": {"log": [{"k": 1}, {"k": 2}, {"k": 3}]}, "held": None, "delta": None}
    part = shrink(nxt, (3, first["view"]["log"]))
    assert part["view"]["log"] == [{"k": 3}] and part["delta"] == {"base": 3, "from": 2, "held_from": None}
    assert LogKeeper().whole(part) is None  # nothing kept yet: the whole state is on its way
    assert keeper.whole(part) == nxt
    assert keeper.whole(part) is None  # the same part again (base 3): stale
    bad = {**part, "n": 5, "delta": {"base": 4, "from": 9, "held_from": None}}
    try:
        keeper.whole(bad)
    except ValueError:
        pass
    else:
        raise AssertionError("a part past the log kept was taken")
