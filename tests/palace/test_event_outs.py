"""Going out is read from Palace's events (moved here from the generic tests/ui/test_pace.py)."""

from game import catalog
from game.engine import Event


def test_going_out_is_read_from_the_events():
    gone = Event("out", {"seat": 2, "place": 1}).to_json()
    assert catalog.get_entry("palace").presenter().event_outs(gone) == (2,)
