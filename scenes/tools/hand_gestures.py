"""The by-hand player's gestures at the table (:mod:`scenes.tools.byhand`): for the expected move, a press on the
card and a drag in steps to a point inside its visible target (or onto the place of the player it aims at), a click
on each card to select (or a box drawn round them) for several cards at once, or a click on the table's button that
starts it (or on the seat the button names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Choice
from scenes.table import gestures
from scenes.table.table_hints import SeatTargets
from scenes.tools import hand_look
from scenes.tools.hand_base import PlayerBase
from scenes.tools.hand_look import points, steps_to, under_widget

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table import TableScene

SEAT_CLICK_CHANCE = 0.5  # a pick that names a seat is made by clicking that seat on the table this often
SEAT_DROP_CHANCE = 0.5  # a card aimed at someone is dropped on that player's place (not in the play area) this often


class TableGestures(PlayerBase):
    """The gestures that make the expected move at the table, each posted as mouse events."""

    dragged_sets = staticmethod(hand_look.dragged_sets)
    press_point = staticmethod(hand_look.press_point)
    lasso_box = staticmethod(hand_look.lasso_box)
    table_seat_point = staticmethod(hand_look.table_seat_point)
    prompt_seat_point = staticmethod(hand_look.prompt_seat_point)

    def gesture(self, app: App, table: TableScene) -> None:
        """The next part of the gesture for the expected move (select a card, drag, or click a button)."""
        action = self.expected.action
        choices = [c for c in table.shown.choices if c.action == action]
        drags = [c for c in choices if c.drag_from]
        if any(step.drag_to for c in drags for step in c.steps):  # picks by drag in either order: either first
            self.order_rng.shuffle(drags)
        reasons = []
        for choice in drags:
            reason = self.drag_gesture(app, table, choice)
            if reason is None:
                return
            reasons.append(reason)
        reason = self.button_gesture(app, table)
        if reason is None:
            return
        reasons.append(reason)
        if not choices:
            reasons.append("the table offers no gesture for it")
        self.give_up(app, table, "; ".join(reasons))

    def drag_gesture(self, app: App, table: TableScene, choice: Choice) -> str | None:
        """Select what must be selected, else drag it and drop it; None when a gesture was posted."""
        assert choice.drag_from is not None, "only choices made by a drag are dragged"
        for dragged in self.dragged_sets(choice):
            with table.board.at_rest():  # while cards are dragged no card is hovered
                on_seat = self.route_rng.random() < SEAT_DROP_CHANCE and self.seat_drop_point(table, dragged)
                drop = on_seat or self.drop_point(table, dragged)
            if not drop:
                continue
            if (len(dragged) > 1 or dragged & table.selection) and table.selection != dragged:
                return self.select(app, table, dragged)
            press_uid = sorted(dragged)[0]
            start = self.press_point(table, press_uid)
            if start is None:
                return f"no visible part of card {press_uid} to press"
            self.seat_drops += bool(on_seat)
            self.drag(start, drop)
            self.expected.gestured = True
            return None
        return f"no point inside {choice.drag_to} where a drop of {sorted(choice.drag_from)} makes the move"

    def drop_point(self, table: TableScene, dragged: frozenset[str]) -> tuple[int, int] | None:
        """A point of the visible target where dropping ``dragged`` leads to the expected move (through the prompt's
        steps); it also sets the steps to pick."""
        action = self.expected.action
        matching = gestures.by_drag(table.shown.choices, dragged)
        if all(steps_to([c for c in matching if c.drag_to == t], action) is None for t in {c.drag_to for c in matching}):
            return None  # wherever these cards land, the drop selects choices that cannot make the move
        choice_targets = {c.drag_to for c in table.shown.choices if c.action == action and c.drag_from}
        for target in sorted(t for t in choice_targets if t is not None):
            if target in table.layout.zones:
                rect = table.app.viewport.rect(table.layout.zones[target].rect)
            elif target in table.sprites:
                rect = table.screen_rect(table.sprites[target])
            else:
                continue
            for point in points(rect.clip(table.app.screen.get_rect())):
                if under_widget(table, point):
                    continue
                card = table.card_at(point, exclude=dragged)
                zone = table.zone_at(point)
                found = gestures.dropped(table.shown.choices, dragged, [t for t in (card, zone) if t is not None])
                steps = steps_to(found, action)
                if steps is not None:
                    self.expected.steps = steps
                    return point
        return None

    def seat_drop_point(self, table: TableScene, dragged: frozenset[str]) -> tuple[int, int] | None:
        """A point of the place of the seat the expected move aims at first, where a drop of ``dragged`` picks that
        seat (no zone nor card there takes the drop); it also sets the steps to pick. None for a move that aims
        at no one else."""
        action = self.expected.action
        choices = table.shown.choices
        seat = next((gestures.first_seat(c.steps) for c in gestures.by_drag(choices, dragged) if c.action == action),
                    None)
        if seat is None or seat == table.match.viewer:
            return None
        options = gestures.dropped_on_seat(choices, dragged, seat)
        steps = steps_to([Choice(o.action, o.steps) for o in options], action)
        if steps is None:
            return None
        for rect in SeatTargets(table.board, table.shown).rects(seat):
            for point in points(rect.clip(table.app.screen.get_rect())):
                card, zone = table.card_at(point, exclude=dragged), table.zone_at(point)
                if under_widget(table, point) or gestures.dropped(choices, dragged, [t for t in (card, zone) if t]):
                    continue
                if table.input.drop_seat(point) == seat:
                    self.expected.steps = steps
                    return point
        return None

    def select(self, app: App, table: TableScene, wanted: frozenset[str]) -> str | None:
        """One click towards selecting exactly ``wanted``: a box round them (when nothing else lies inside and
        the box can start on empty table), else a click on a card to toggle it."""
        if not all(table.sprites[u].card.selectable for u in wanted if u in table.sprites):
            return f"cards {sorted(wanted)} cannot be selected"
        if not table.selection and len(wanted) > 1 and self.rng.random() < 0.5:
            box = self.lasso_box(table, wanted)
            if box is not None:
                self.drag(*box)
                return None
        toggle = sorted((table.selection - wanted) | (wanted - table.selection))[0]
        point = self.press_point(table, toggle)
        if point is None:
            return f"no visible part of card {toggle} to click"
        self.click(app, point)
        return None

    def button_gesture(self, app: App, table: TableScene) -> str | None:
        """Click the table's button that starts the expected move; None when a click was posted."""
        found = hand_look.button_for(table, self.expected.action)
        if found is not None:
            group, button, steps = found
            rect = button.screen_rect(app)
            seat_point = self.table_seat_point(table, group.seat) if group.seat is not None \
                and self.route_rng.random() < SEAT_CLICK_CHANCE else None
            if seat_point is None and not app.screen.get_rect().contains(rect):
                return f"the button {group.label!r} lies outside the window"
            self.expected.steps = steps
            self.expected.gestured = True
            if seat_point is not None:  # the seat the button names, clicked on the table instead
                self.seat_clicks += 1
                self.click(app, seat_point)
            else:
                self.click(app, rect.center)
            return None
        return "no button makes it"
