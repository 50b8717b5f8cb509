"""Reading the screen for the by-hand player (:mod:`scenes.tools.byhand`): a visible point of a card (where a press
picks it up), a box drawn round cards to select them, a point of a seat's place that picks that seat (on the table
or beside a prompt), what to drag for a choice, and which steps a prompt must still be given after a gesture."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import Action, Choice, Step
from scenes.table import gestures
from scenes.table.table_hints import SeatTargets

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table import TableScene

GRID = 9  # points tried per axis when looking for a spot to press or drop on


def dragged_sets(choice: Choice) -> list[frozenset[str]]:
    """What to drag for ``choice``: one card alone when that makes the move (one of several equal cards),
    else all of ``drag_from`` together."""
    assert choice.drag_from is not None
    singles = [frozenset({uid}) for uid in sorted(choice.drag_from)]
    return [*singles, choice.drag_from] if len(choice.drag_from) > 1 else singles


def press_point(table: TableScene, uid: str) -> tuple[int, int] | None:
    """A point where ``uid`` is the top-most card (what a press there picks up)."""
    with table.board.at_rest():  # the card as it lies (a fan's hovered card rises only as it is drawn)
        rect = table.screen_rect(table.sprites[uid]).clip(table.app.screen.get_rect())
    return next((p for p in points(rect) if table.card_at(p) == uid and not under_widget(table, p)), None)


def lasso_box(table: TableScene, wanted: frozenset[str]) -> tuple[tuple[int, int], tuple[int, int]] | None:
    centres = [table.screen_rect(table.sprites[u]).center for u in wanted]
    left, top = min(x for x, _ in centres) - 4, min(y for _, y in centres) - 4
    right, bottom = max(x for x, _ in centres) + 4, max(y for _, y in centres) + 4
    box = pygame.Rect(left, top, right - left, bottom - top)
    others = [s for uid, s in table.sprites.items() if uid not in wanted and s.card.selectable]
    if any(box.collidepoint(table.screen_rect(s).center) for s in others):
        return None
    corners = [((left, top), (right, bottom)), ((right, bottom), (left, top)),
               ((left, bottom), (right, top)), ((right, top), (left, bottom))]
    for start, end in corners:
        if table.card_at(start) is None and table.app.screen.get_rect().collidepoint(start):
            return start, end
    return None


def table_seat_point(table: TableScene, seat: int) -> tuple[int, int] | None:
    """A point of ``seat``'s zones where a click picks that seat (no button nor playable card on it)."""
    targets = SeatTargets(table.board, table.shown)
    for rect in targets.rects(seat):
        for point in points(rect.clip(table.app.screen.get_rect())):
            uid = table.card_at(point)
            if uid is not None and (table.sprites[uid].card.selectable
                                    or uid in gestures.draggable(table.shown.choices)):
                continue
            if not under_widget(table, point) and table.input.seat_under(point) == seat:
                return point
    return None


def prompt_seat_point(app: App, prompt: Any, seat: int) -> tuple[int, int] | None:
    """A point of ``seat``'s zones, beside the prompt's panel, where a click picks that seat."""
    if prompt.seats is None or seat not in prompt.seat_steps():
        return None
    panel = app.viewport.rect(prompt.panel)
    for rect in prompt.seats.rects(seat):
        for point in points(rect.clip(app.screen.get_rect())):
            if not panel.collidepoint(point) and prompt.seats.seat_at(point) == seat:
                return point
    return None


def button_for(table: TableScene, action: Action) -> tuple[Any, Any, tuple[Step, ...]] | None:
    """The table's action button that starts ``action``: its group, the button and the steps to pick after it
    in the prompt; None when no button does."""
    for group, button in table.buttons.action_buttons:
        steps = steps_to([Choice(o.action, o.steps) for o in group.options], action)
        if steps is not None:
            return group, button, steps
    return None


def steps_to(found: list[Choice], action: Action) -> tuple[Step, ...] | None:
    """The steps to pick in the prompt after a gesture that ``found`` these choices, so that it makes ``action``;
    None when no picking does."""
    mine = [c for c in found if c.action == action]
    if not mine:
        return None
    for choice in mine:
        picker = gestures.StepPicker(gestures.drag_options(found))
        for step in choice.steps[len(picker.picked):]:
            if picker.done() is not None:
                break
            try:
                picker.pick(step.key)
            except ValueError:
                break
        if picker.done() == action:
            return choice.steps
    return None


def points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Points inside ``rect``, the middle first, then a grid from the middle outwards."""
    if rect.w <= 0 or rect.h <= 0:
        return []
    xs = [rect.x + (rect.w - 1) * i // (GRID - 1) for i in range(GRID)]
    ys = [rect.y + (rect.h - 1) * i // (GRID - 1) for i in range(GRID)]
    cx, cy = rect.center
    return sorted({(x, y) for x in xs for y in ys} | {(cx, cy)},
                  key=lambda p: ((p[0] - cx) ** 2 + (p[1] - cy) ** 2, p))


def under_widget(table: TableScene, point: tuple[int, int]) -> bool:
    """A button or other widget of the table lies over ``point`` (it would take the press)."""
    return any(w.screen_rect(table.app).collidepoint(point) for w in table.widgets)
