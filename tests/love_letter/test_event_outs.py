"""A knock-out is read from Love Letter's events (moved here from the generic tests/ui/test_pace.py)."""

from game import catalog
from game.engine import Event


def test_a_knock_out_is_read_from_the_events():
    knocked = Event("out", {"seat": 1, "by": 0, "reason": "guard", "cards": []}).to_json()
    assert catalog.get_entry("love-letter").presenter().event_outs(knocked) == (1,)
