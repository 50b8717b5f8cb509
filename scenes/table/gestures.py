"""From the presenter's :class:`Choice` list to gestures: which cards drag where, which buttons exist, and
the step-by-step narrowing when several choices share one gesture. Pure (no pygame)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.engine import Action, Choice, Step


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
    return exact or [c for c in choices if c.drag_from and dragged < c.drag_from]


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


def first_seat(steps: Sequence[Step]) -> int | None:
    """The seat the first seat-naming step of ``steps`` names (a target), if any."""
    return next((step.seat for step in steps if step.seat is not None), None)


def seat_targets(choices: Iterable[Choice], dragged: frozenset[str]) -> set[int]:
    """The seats ``dragged`` may be dropped on: those a move of those cards names first (its target)."""
    return {seat for c in by_drag(choices, dragged) if (seat := first_seat(c.steps)) is not None}


def dropped_on_seat(choices: Iterable[Choice], dragged: frozenset[str], seat: int) -> list[Option]:
    """The options a drop of ``dragged`` on ``seat``'s place at the table selects: the moves of those cards whose
    first seat-naming step names that seat (the drop answers it; the prompt asks what else there is to pick)."""
    return [Option(c.action, c.steps) for c in by_drag(choices, dragged) if first_seat(c.steps) == seat]


def offered(choices: Iterable[Choice], action: Action) -> bool:
    """Whether the table offers ``action``: one of its choices has no step the presenter dims (a guess of a card
    every copy of which is in sight is legal, but not offered)."""
    return any(c.action == action and all(step.enabled for step in c.steps) for c in choices)


def confirm_question(choices: Iterable[Choice], action: Action) -> str:
    """The question to ask before making ``action`` (a move the presenter flags), or ""."""
    return next((c.confirm for c in choices if c.action == action and c.confirm), "")


def confirmed_act(choices: Iterable[Choice], action: Action) -> str:
    """What the confirmation's yes button says: the move in the presenter's words ("Play the Princess", "Pick up
    the pile"), or "" (a plain Yes)."""
    return next((c.label or c.button or "" for c in choices if c.action == action and (c.label or c.button)), "")


@dataclass(frozen=True)
class Option:
    """One way to finish a gesture: the action and the steps still to pick, in order."""

    action: Action
    steps: tuple[Step, ...]


def drag_options(found: Sequence[Choice]) -> list[Option]:
    return [Option(c.action, c.steps) for c in found]


@dataclass(frozen=True)
class ButtonGroup:
    """A table button: its label and the options it starts (narrowed by a prompt when there are several).
    ``seat``: the seat its first step names (a Magician's partner, who plays next), which the player may also
    click on the table instead of the button."""

    label: str
    options: list[Option]
    seat: int | None = None


def buttons(choices: Iterable[Choice]) -> list[ButtonGroup]:
    """Choices with a ``button``, and gesture-less ones (labelled by their first step), grouped: buttons by
    label, first steps by key (two equal labels stay two buttons)."""
    groups: dict[tuple[str, str], ButtonGroup] = {}
    for c in choices:
        if c.drag_from and not c.button:
            continue
        if c.button:
            key, label, rest = ("button", c.button), c.button, c.steps
        elif c.steps:
            key, label, rest = ("step", c.steps[0].key), c.steps[0].label, c.steps[1:]
        else:
            key, label, rest = ("action", str(c.action)), str(c.action), ()
        seat = c.steps[0].seat if key[0] == "step" else None
        groups.setdefault(key, ButtonGroup(label, [], seat)).options.append(Option(c.action, rest))
    return list(groups.values())


def seat_buttons(groups: Iterable[ButtonGroup]) -> dict[int, ButtonGroup]:
    """The buttons that name a seat, by seat (a seat clicked on the table starts its button's move; the first
    button naming it, should two)."""
    out: dict[int, ButtonGroup] = {}
    for g in groups:
        if g.seat is not None:
            out.setdefault(g.seat, g)
    return out


class StepPicker:
    """Narrows options step by step by their steps' keys (prefix filtering)."""

    def __init__(self, options: Sequence[Option]) -> None:
        if not options:
            raise ValueError("no options to pick from")
        self.options = list(options)
        self.picked: list[Step] = []
        self.skip_forced()

    def _remaining(self) -> list[Option]:
        k = len(self.picked)
        keys = [step.key for step in self.picked]
        return [o for o in self.options if [step.key for step in o.steps[:k]] == keys]

    def skip_forced(self) -> None:
        """Pick every next step that has only one choice (nothing to ask)."""
        while self.done() is None and len(self.choices()) == 1:
            self.picked.append(self.choices()[0])

    def done(self) -> Action | None:
        """The action once the picks leave one option (or no further step distinguishes them)."""
        left = self._remaining()
        if len(left) == 1:
            return left[0].action
        if all(len(o.steps) <= len(self.picked) for o in left):
            return left[0].action
        return None

    def choices(self) -> list[Step]:
        """The distinct steps (by key) that may be picked next, in order of first appearance."""
        k = len(self.picked)
        seen: dict[str, Step] = {}
        for o in self._remaining():
            if len(o.steps) > k:
                seen.setdefault(o.steps[k].key, o.steps[k])
        return list(seen.values())

    def labels(self) -> list[str]:
        """The labels of :meth:`choices`."""
        return [step.label for step in self.choices()]

    def pick(self, key: str) -> None:
        """Pick the next step by its key."""
        step = next((s for s in self.choices() if s.key == key), None)
        if step is None:
            raise ValueError(f"{key!r} is not an option now")
        self.picked.append(step)
        self.skip_forced()
