"""Reading a view's log back into events for determinizing: the events are those of every entry, and a log that
extends the last one read has only its new entries read."""

from __future__ import annotations

from unittest import mock

from game.engine import Event, LogReader


def entries(n: int, kind: str = "play") -> list:
    return [Event(kind, {"card": i}, None if i % 2 else (i % 3,)).to_json() for i in range(n)]


def test_the_events_are_those_of_every_entry_and_only_new_entries_are_read():
    reader = LogReader()
    log = entries(5)
    assert list(reader.read(log)) == [Event.from_json(e) for e in log]
    longer = [dict(e) for e in log] + entries(8)[5:]  # an equal first part (other dicts, as in a new view)
    with mock.patch.object(Event, "from_json", wraps=Event.from_json) as read:
        assert list(reader.read(longer)) == [Event.from_json(e) for e in longer]
    assert read.call_count == 3 + len(longer)  # the 3 new entries (then the check's own reading)


def test_a_log_that_does_not_extend_the_last_is_read_whole():
    reader = LogReader()
    reader.read(entries(6))
    other = entries(4, "discard")
    assert list(reader.read(other)) == [Event.from_json(e) for e in other]
    shorter = entries(3)  # a new round's log, or an undo: shorter than the last
    assert list(reader.read(shorter)) == [Event.from_json(e) for e in shorter]
    assert reader.read([]) == ()
