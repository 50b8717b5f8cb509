"""scenes/table/held_picks.py: a move made by drags one after another, the earlier picks held where they were dropped."""

from __future__ import annotations

from game.engine import CardView, Choice, Step, TableModel, ZoneView
from scenes.table.gestures import Option, StepPicker
from scenes.table.held_picks import Held, by_drag


def pick(card: str, slot: str) -> Step:
    return Step(f"{slot}:{card}", f"{slot}: {card}", drag_from=frozenset({card}), drag_to=slot)


def model() -> TableModel:
    hand = ZoneView("hand", [CardView(c, f"face.{c}") for c in "abc"])
    return TableModel([hand, ZoneView("one"), ZoneView("two")], [], [])


def options_after_a_in_one() -> list[Option]:
    return [Option(("pair", "a", x), (pick(x, "two"),)) for x in "bc"]


def test_a_drop_whose_next_picks_are_drags_is_held_not_prompted():
    assert by_drag(StepPicker(options_after_a_in_one()))
    buttons = [Option(("pair", "a", x), (Step(f"k{x}", x),)) for x in "bc"]
    assert not by_drag(StepPicker(buttons))  # picks by button: the prompt asks


def test_the_held_card_lies_in_its_place_and_the_next_pick_makes_the_move():
    held = Held(model(), options_after_a_in_one(), [(frozenset({"a"}), "one")])
    shown = held.model()
    zones = {z.id: [c.uid for c in z.cards] for z in shown.zones}
    assert zones == {"hand": ["b", "c"], "one": ["a"], "two": []}
    assert {(c.action, c.drag_to) for c in shown.choices} == {(("pair", "a", "b"), "two"), (("pair", "a", "c"), "two")}
    assert held.done() is None
    held.placed.append((frozenset({"c"}), "two"))
    assert held.done() == ("pair", "a", "c")


def test_a_held_pick_dragged_away_is_taken_back():
    held = Held(model(), options_after_a_in_one(), [(frozenset({"a"}), "one")])
    assert held.target_of(frozenset({"a"})) == "one" and held.target_of(frozenset({"b"})) is None
    assert held.take_back(frozenset({"a"}))  # nothing left held
    assert held.placed == []


def test_a_wrong_drop_leaves_no_option():
    held = Held(model(), options_after_a_in_one(), [(frozenset({"a"}), "one"), (frozenset({"b"}), "one")])
    assert held.remaining() == [] and held.done() is None and held.choices() == []
    assert Choice(("pair", "a", "b")) not in held.choices()
