"""From the presenter's :class:`Choice` list to gestures: which cards drag where, which buttons exist, and
the step-by-step narrowing when several choices share one gesture. Pure (no pygame)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.engine import Action, Choice


def draggable(choices: Iterable[Choice]) -> set[str]:
    """Card uids that start at least one drag."""
    out: set[str] = set()
    for c in choices:
        if c.drag_from:
            out |= c.drag_from
    return out


def by_drag(choices: Iterable[Choice], dragged: frozenset[str]) -> list[Choice]:
    """The choices started by dragging ``dragged``: those whose ``drag_from`` is exactly that set, else
    (when there are none) those whose ``drag_from`` contains it (any one of several equal cards)."""
    choices = [c for c in choices if c.drag_from]
    exact = [c for c in choices if c.drag_from == dragged]
    return exact or [c for c in choices if dragged < c.drag_from]


def drop_targets(choices: Iterable[Choice], dragged: frozenset[str]) -> set[str]:
    """Zone ids and card uids where ``dragged`` may be dropped."""
    return {c.drag_to for c in by_drag(choices, dragged) if c.drag_to is not None}


def dropped(choices: Iterable[Choice], dragged: frozenset[str], targets: Sequence[str]) -> list[Choice]:
    """The choices a drop selects: ``targets`` are what lies under the drop point, most specific first
    (the card, then its zone); the first target with any choice wins."""
    matching = by_drag(choices, dragged)
    for target in targets:
        hits = [c for c in matching if c.drag_to == target]
        if hits:
            return hits
    return []


@dataclass(frozen=True)
class Option:
    """One way to finish a gesture: the action and the labels still to pick, in order."""

    action: Action
    steps: tuple[str, ...]


def drag_options(found: Sequence[Choice]) -> list[Option]:
    return [Option(c.action, c.steps) for c in found]


def buttons(choices: Iterable[Choice]) -> dict[str, list[Option]]:
    """Choices with a ``button``, and gesture-less ones (labelled by their first step), grouped by label."""
    groups: dict[str, list[Option]] = {}
    for c in choices:
        if c.drag_from and not c.button:
            continue
        if c.button:
            label, rest = c.button, c.steps
        elif c.steps:
            label, rest = c.steps[0], c.steps[1:]
        else:
            label, rest = str(c.action), ()
        groups.setdefault(label, []).append(Option(c.action, rest))
    return groups


class StepPicker:
    """Narrows options step by step by their labels (prefix filtering)."""

    def __init__(self, options: Sequence[Option]) -> None:
        if not options:
            raise ValueError("no options to pick from")
        self.options = list(options)
        self.picked: list[str] = []
        self.skip_forced()

    def _remaining(self) -> list[Option]:
        k = len(self.picked)
        return [o for o in self.options if tuple(o.steps[:k]) == tuple(self.picked)]

    def skip_forced(self) -> None:
        """Pick every next step that has only one label (nothing to ask)."""
        while self.done() is None and len(self.labels()) == 1:
            self.picked.append(self.labels()[0])

    def done(self) -> Action | None:
        """The action once the picks leave one option (or no further step distinguishes them)."""
        left = self._remaining()
        if len(left) == 1:
            return left[0].action
        if all(len(o.steps) <= len(self.picked) for o in left):
            return left[0].action
        return None

    def labels(self) -> list[str]:
        """The distinct labels of the next step, in order of first appearance."""
        k = len(self.picked)
        seen: dict[str, None] = {}
        for o in self._remaining():
            if len(o.steps) > k:
                seen.setdefault(o.steps[k], None)
        return list(seen)

    def pick(self, label: str) -> None:
        if label not in self.labels():
            raise ValueError(f"{label!r} is not an option now")
        self.picked.append(label)
        self.skip_forced()
