"""The log in a state message is what is new since the seat's previous state (:mod:`game.net.logdelta`): a long
game sent its whole log in every message (421 KB a message and 853 MB in all at move 2,677), so a message's size
grew with the game. A remote app rebuilds the whole view from the log it keeps; one that (re)joins gets it whole."""

from __future__ import annotations

from game.net.logdelta import LogKeeper, shrink


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
