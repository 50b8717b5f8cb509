"""The keys-only player (``autoplay --by-hand --keys-only``): the by-hand play-through (:mod:`scenes.tools.byhand`:
the same moves, the same checks) with every move, menu, setup and prompt made by posted key events alone: Tab and
the arrows to move the focus, Enter to press or play, Space to mark cards, the number keys in a prompt. It finds
the keys for a move from the presenter's gestures as the table's keyboard offers them
(:mod:`scenes.table.keyboard`): the cards to pick up, where to put them, or the button, then the prompt's steps.
A mouse event it would post is counted (``mouse_events``, which must stay 0)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import Choice
from scenes.table import gestures
from scenes.table.keyboard import Item, TableKeys
from scenes.tools import byhand
from scenes.tools.byhand import SEAT_CLICK_CHANCE, ByHandPlayer, steps_to
from scenes.tools.hand_look import button_for

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.core.scene import Scene
    from scenes.table.table import TableScene
    from scenes.ui.widgets import Widget

MAX_KEYS_PER_MOVE = 400  # keys posted for one move (or one button of a screen) before it counts as failed
MOVE_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE)
"""Keys that move the focus (or mark a card): the next key follows on the next frame (no settling)."""
NUMBER_KEY_CHANCE = 0.5  # a prompt's option picked by its number key this often (else by the arrows and Enter)


@dataclass
class Plan:
    """How the expected move is made at the table: ``cards`` picked up and put on ``place``; or ``item`` (a button
    or a seat) pressed."""

    cards: frozenset[str] = frozenset()
    place: Item | None = None
    item: Item | None = None


class KeysPlayer(ByHandPlayer):
    """Called by the app after every frame, as :class:`ByHandPlayer`, posting keys only."""

    keys_only = True

    def __post_init__(self) -> None:
        super().__post_init__()
        self.mouse_events = 0
        self.places_chosen = 0  # cards put down on one of several places chosen with the arrows
        self.marks = 0  # Space on a card (several cards played together)
        self.keys_posted = 0
        self.keys_for_target = 0  # keys posted towards the present widget or move
        self.routed: tuple[object, bool] | None = None  # (the move, whether its seat is pressed, not its button)

    # ------------------------------------------------------------------ posting
    def key(self, key: int, mod: int = 0, text: str = "") -> None:
        self.keys_posted += 1
        self.keys_for_target += 1
        super().key(key, mod, text)

    def click(self, app: App, pos: tuple[int, int]) -> None:  # a path not made by keys shows in the report
        self.mouse_events += 3
        super().click(app, pos)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.mouse_events += 7
        super().drag(start, end)

    def press(self, app: App, scene: Scene, widget: Widget) -> None:
        """Move the focus to ``widget`` (Tab) and press it (Enter)."""
        ring = scene.focus
        if ring.current() is widget:
            self.keys_for_target = 0
            self.key(pygame.K_RETURN, text="\r")
        elif self.keys_for_target > MAX_KEYS_PER_MOVE or widget not in ring.items():
            self.fail(app, f"Tab does not reach {getattr(widget, 'label', widget)!r} on {type(scene).__name__}", None)
            app.running = False
        else:
            self.key(pygame.K_TAB)

    def step(self, app: App, scene: Scene, widget: Any, delta: int) -> None:
        """Focus ``widget`` (a stepper or cycler) and step it with ← or →."""
        if scene.focus.current() is not widget:
            self.press_focus_only(app, scene, widget)
            return
        self.keys_for_target = 0
        self.key(pygame.K_RIGHT if delta > 0 else pygame.K_LEFT)

    def press_focus_only(self, app: App, scene: Scene, widget: Widget) -> None:
        if self.keys_for_target > MAX_KEYS_PER_MOVE or widget not in scene.focus.items():
            self.fail(app, f"Tab does not reach a widget on {type(scene).__name__}", None)
            app.running = False
            return
        self.key(pygame.K_TAB)

    def press_or_enter(self, app: App, scene: Scene, widget: Widget) -> None:
        self.key(pygame.K_RETURN, text="\r")

    def dismiss(self, app: App, prompt: Any) -> None:
        self.key(pygame.K_ESCAPE)

    # ------------------------------------------------------------------ the frame hook
    def __call__(self, app: App) -> None:
        if self.queue and all(event.type == pygame.KEYDOWN and event.key in MOVE_KEYS for event in self.queue[0]):
            for event in self.queue.pop(0):  # a key that only moves the focus: looked at again after one frame
                pygame.event.post(event)
            return
        super().__call__(app)  # the screens walked as by hand (:class:`ScreenWalk`), each pressed by keys

    def press_coach_next(self, app: App, coach) -> bool:
        """Go on from the coach's step by Enter (:meth:`ByHandPlayer.coach_next` checks that it went on)."""
        self.key(pygame.K_RETURN, text="\r")
        return True

    # ------------------------------------------------------------------ the prompt
    def answer_prompt(self, app: App, prompt) -> None:
        """The expected step's option: by its number key, or ← → to it and Enter."""
        found = self.prompt_step(app, prompt)
        if found is None:
            return
        step, button = found
        index = prompt.focus.items().index(button)
        number = next((n for n, i in prompt.focus.numbered().items() if i == index), None)
        if step.count is not None and button is prompt.stepper:  # ← → to the count, Enter
            if prompt.focus.current() is not button:
                self.key(pygame.K_TAB)
            elif button.value != step.count:
                self.key(pygame.K_RIGHT if button.value < step.count else pygame.K_LEFT)
            else:
                self.key(pygame.K_RETURN, text="\r")
            return
        if prompt.focus.current() is not button and number is not None and self.route_rng.random() < NUMBER_KEY_CHANCE:
            self.key(getattr(pygame, f"K_{number}"), text=str(number))
        elif prompt.focus.current() is button:
            self.key(pygame.K_RETURN, text="\r")
        else:
            self.key(pygame.K_RIGHT)

    # ------------------------------------------------------------------ the table
    def gesture(self, app: App, table: TableScene) -> None:
        """The next key towards the expected move."""
        if self.keys_for_target > MAX_KEYS_PER_MOVE:
            self.keys_for_target = 0
            self.give_up(app, table, "the keys did not reach the move")
            return
        plan = self.plan(table)
        if plan is None:
            self.keys_for_target = 0
            self.give_up(app, table, "no keys make it (no card to pick up nor button)")
            return
        keys = table.focus
        assert isinstance(keys, TableKeys), "the table has the keyboard's focus"
        if plan.item is not None:
            if keys.focused() == plan.item:
                self.expected.gestured = True
                self.keys_for_target = 0
                self.key(pygame.K_RETURN, text="\r")
            else:
                self.focus_on(keys, plan.item)
            return
        assert plan.place is not None
        if keys.carried is not None:
            if keys.carried != plan.cards:
                self.key(pygame.K_ESCAPE)
            elif keys.focused() == plan.place:
                self.expected.gestured = True
                self.keys_for_target = 0
                self.places_chosen += 1
                self.key(pygame.K_RETURN, text="\r")
            else:
                self.key(pygame.K_RIGHT)
            return
        marked = frozenset(table.selection)
        if (len(plan.cards) > 1 or plan.cards & marked) and marked != plan.cards:
            toggle = sorted((marked - plan.cards) | (plan.cards - marked))[0]
            if keys.focused() == Item("card", toggle):
                self.marks += 1
                self.key(pygame.K_SPACE, text=" ")
            else:
                self.focus_on(keys, Item("card", toggle))
            return
        first = Item("card", sorted(plan.cards)[0])
        if keys.focused() != first:
            self.focus_on(keys, first)
            return
        if len(keys.places_for(plan.cards)) == 1:
            self.expected.gestured = True  # the Enter makes the drop
            self.keys_for_target = 0
        self.key(pygame.K_RETURN, text="\r")

    def focus_on(self, keys: TableKeys, item: Item) -> None:
        """One key towards ``item``: Tab to its area, then ← → within it."""
        areas = dict(keys.areas())
        area = next((k for k, items in areas.items() if item in items), None)
        if area is None:
            self.key(pygame.K_TAB)  # (not on the table yet: the next look finds it or times out)
            return
        if keys.index is None or keys.area != area or keys.area not in areas:
            self.key(pygame.K_TAB)
            return
        items = areas[area]
        at = min(keys.index, len(items) - 1)
        self.key(pygame.K_RIGHT if items.index(item) > at else pygame.K_LEFT)

    def plan(self, table: TableScene) -> Plan | None:
        """The cards and place (or the button or seat) that make the expected move; it sets the prompt's steps."""
        action = self.expected.action
        choices = table.shown.choices
        keys = table.focus
        assert isinstance(keys, TableKeys)
        mine = [c for c in choices if c.action == action]
        for choice in [c for c in mine if c.drag_from]:
            for cards in self.dragged_sets(choice):
                for place in keys.places_for(cards):
                    if place.kind == "seat":
                        found = [Choice(o.action, o.steps)
                                 for o in gestures.dropped_on_seat(choices, cards, int(place.ref))]  # type: ignore[call-overload]
                    else:
                        found = gestures.dropped(choices, cards, [str(place.ref)])
                    steps = steps_to(found, action)
                    if steps is not None:
                        self.expected.steps = steps
                        return Plan(cards=cards, place=place)
        found_button = button_for(table, action)
        if found_button is None:
            return None
        group, button, steps = found_button
        self.expected.steps = steps
        if self.routed is None or self.routed[0] is not self.expect:  # chosen once per move
            by_seat = group.seat is not None and table.buttons.seat_groups.get(group.seat) is group \
                and self.route_rng.random() < SEAT_CLICK_CHANCE
            self.seat_clicks += by_seat
            self.routed = (self.expect, by_seat)
        if self.routed[1] and group.seat is not None:
            return Plan(item=Item("seat", group.seat))
        return Plan(item=Item("widget", button))

    def report(self) -> dict:
        out = super().report()
        out["moves_by_keys"] = self.moves_by_hand
        out["mouse_events"] = self.mouse_events
        out["keys"] = self.keys_posted
        out["places_chosen"] = self.places_chosen
        out["marks"] = self.marks
        return out


def run(game_id: str, players: int, seed: int, size: tuple[int, int] | None = (1280, 720), options: dict | None = None,
        **kwargs: Any) -> dict:
    """A whole game (or a tutorial) played by keys alone in the real app loop, headless: :func:`byhand.run` with
    the :class:`KeysPlayer`."""
    return byhand.run(game_id, players, seed, size, options, player_class=KeysPlayer, **kwargs)
