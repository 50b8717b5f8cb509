"""A view's log kept per seat as the log grows: always the entries a fresh pass over the log would pick, the events
met before not looked at again."""

from __future__ import annotations

from unittest import mock

from game.engine import Event
from game.engine.seat_logs import SeatLogs


def events(n: int, start: int = 0) -> list[Event]:
    return [Event("play", {"card": i}, None if i % 2 else (i % 3,)) for i in range(start, start + n)]


def fresh(log: list[Event], seat: int | None) -> list:
    return [e.to_json() for e in log if e.to is None or (seat is not None and e.visible_to(seat))]


def test_each_seat_gets_what_a_fresh_pass_picks_and_old_events_are_not_looked_at_again():
    logs, log = SeatLogs(), events(6)
    for seat in (0, 1, 2, None):
        assert logs.visible(log, seat) == fresh(log, seat)
    log += events(4, start=6)
    wanted = {seat: fresh(log, seat) for seat in (0, 1, 2, None)}
    with mock.patch.object(Event, "to_json", autospec=True, side_effect=Event.to_json) as made:
        shown = {seat: logs.visible(log, seat) for seat in (0, 1, 2, None)}
    assert shown == wanted
    assert made.call_count == sum(len(fresh(log[6:], seat)) for seat in (0, 1, 2, None))  # the new events only
    shown = logs.visible(log, 0)
    shown.append("mine")  # a view's list is its own
    assert logs.visible(log, 0) == fresh(log, 0)


def test_another_log_a_shorter_one_or_a_forgotten_one_is_looked_at_anew():
    logs = SeatLogs(size=2)
    first, second, third = events(5), events(3, start=10), events(7, start=20)
    for log in (first, second, third, first):  # (first was forgotten: two logs are remembered)
        for seat in (0, None):
            assert logs.visible(log, seat) == fresh(log, seat)
    del first[2:]  # (the rules never shorten a log: read anew all the same)
    assert logs.visible(first, 0) == fresh(first, 0)
    same = list(second)  # an equal log in another list is another log
    assert logs.visible(same, 1) == fresh(second, 1)


def test_every_event_kept_beside_the_seats():
    logs, log = SeatLogs(), events(5)
    assert logs.every(log) == [e.to_json() for e in log]
    assert logs.visible(log, 0) == fresh(log, 0)
    log += events(3, start=5)
    assert logs.every(log) == [e.to_json() for e in log] and logs.visible(log, None) == fresh(log, None)
