"""Nobody goes out in Road to the Palace: an "out" event is not read as one (moved here from the generic
tests/ui/test_pace.py)."""

from game import catalog
from game.engine import Event


def test_an_out_event_takes_nobody_out():
    gone = Event("out", {"seat": 2, "place": 1}).to_json()
    assert catalog.get_entry("road-to-the-palace").presenter().event_outs(gone) == ()
