"""Picks held on the table: a move made by dragging cards one after another into their places, with no prompt
(Road's bribes, one into the slot "Round 1" and one into "Round 2", in either order).

The presenter offers such a move as a drag whose later picks are steps with a drag of their own
(:attr:`game.engine.Step.drag_from` / ``drag_to``). After the first drop the table holds the dropped cards where
they were dropped, in the model it shows, and offers the next picks as plain drags of the same legal actions; the
drop of the last pick makes the move. A held card dragged anywhere but its place takes its pick back (and the
picks after it). Pure: no pygame."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.engine import Action, CardView, Choice, Step, TableModel, ZoneView
from scenes.table.gestures import Option, StepPicker


def by_drag(picker: StepPicker) -> bool:
    """The picks still to make are all drags (the table holds the picks made; no prompt opens)."""
    steps = picker.choices()
    return picker.done() is None and bool(steps) and all(s.drag_from and s.drag_to for s in steps)


def answers(step: Step, cards: frozenset[str], target: str) -> bool:
    """Dropping ``cards`` on ``target`` makes the pick ``step`` (all its cards, or one of several equal ones)."""
    return step.drag_to == target and step.drag_from is not None and cards <= step.drag_from


@dataclass
class Held:
    """The presenter's model, the options the first drop found (their steps: the picks after it) and the picks
    held: the cards of each and where they lie, in the order they were dropped (the first drop first)."""

    base: TableModel
    options: list[Option]
    placed: list[tuple[frozenset[str], str]] = field(default_factory=list)

    def uids(self) -> frozenset[str]:
        return frozenset(uid for cards, _ in self.placed for uid in cards)

    def remaining(self) -> list[Option]:
        """The options the picks held so far leave."""
        picks = self.placed[1:]
        return [o for o in self.options if len(o.steps) >= len(picks)
                and all(answers(step, *pick) for step, pick in zip(o.steps, picks, strict=False))]

    def done(self) -> Action | None:
        """The move once every pick of it is held (None: more to drop)."""
        left, made = self.remaining(), len(self.placed) - 1
        return left[0].action if left and all(len(o.steps) == made for o in left) else None

    def choices(self) -> list[Choice]:
        """The next picks as drags of the actions they lead to (their own steps still to come)."""
        k = len(self.placed) - 1
        return [Choice(o.action, o.steps[k + 1:], drag_from=o.steps[k].drag_from, drag_to=o.steps[k].drag_to)
                for o in self.remaining() if len(o.steps) > k]

    def model(self) -> TableModel:
        """The presenter's model with the held cards in the zones they were dropped on (marked as just moved) and
        only the next picks offered."""
        moved = {uid: target for cards, target in self.placed for uid in cards}
        zone_ids = {zone.id for zone in self.base.zones}
        found: dict[str, CardView] = {}
        zones: list[ZoneView] = []
        for zone in self.base.zones:
            kept = []
            for card in zone.cards:
                if moved.get(card.uid) in zone_ids:
                    found[card.uid] = card
                else:
                    kept.append(card)
            zones.append(replace(zone, cards=kept))
        choices = self.choices()
        draggable = {uid for c in choices for uid in c.drag_from or ()} | self.uids()
        out = []
        for zone in zones:
            cards = [*zone.cards, *(replace(found[uid], caption="", highlight="new") for uid, target in moved.items()
                                    if target == zone.id and uid in found)]
            out.append(replace(zone, cards=[replace(c, selectable=c.uid in draggable) for c in cards]))
        return replace(self.base, zones=out, choices=choices)

    def take_back(self, cards: frozenset[str]) -> bool:
        """Take back the pick of ``cards`` and the picks after it; True when none is left held."""
        index = next(i for i, (held, _) in enumerate(self.placed) if cards & held)
        self.placed = self.placed[:index]
        return not self.placed

    def target_of(self, cards: frozenset[str]) -> str | None:
        """Where the held ``cards`` lie (None: they are not held)."""
        return next((target for held, target in self.placed if cards <= held), None)
