"""The keyboard focus ring of a screen: Tab / Shift+Tab (and ← →) move the focus over the screen's widgets, Enter
(or Space) presses the focused one, ← → step a cycler or a stepper, a text field takes typing while focused, and
**?** lists the screen's keys (:mod:`scenes.core.keys_help`). Every scene has one (:attr:`Scene.focus`); the app
gives it each key first and draws its ring over the top scene. A panel that is part of a move (a prompt) takes
the keyboard at once (its first button focused) and its buttons answer the number keys 1–9.

Each focus change says what is focused in words through ``ui.announce_focus`` (the speech service speaks it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import tr
from scenes.ui.widgets import Button, Cycler, ScrollText, Stepper, TextField, Widget

if TYPE_CHECKING:
    from scenes.ui.context import UI

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(10)}
RING_PX = 4  # the ring's white line's width in layout units


class Focusable(Protocol):
    """What a focus ring needs of its screen (a :class:`scenes.core.scene.Scene` is one): its UI context, its
    widgets, the keys it answers itself, and a way to list its keys (**?**). A screen may also have
    ``keyboard_at_once``, ``part_of_a_move`` and ``title``."""

    @property
    def ui(self) -> UI: ...

    @property
    def widgets(self) -> list[Widget]: ...

    @property
    def own_keys(self) -> frozenset[int]: ...

    def show_keys(self, rows: list[tuple[str, str]]) -> None:
        """Open the list of keys ``rows`` over the screen."""


def is_help_key(event: pygame.event.Event) -> bool:
    """**?** (Shift+/ on most keyboards; the key's text says which)."""
    return event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION)


def focusable(widget: Widget) -> bool:
    """What the ring stops at: buttons (also cyclers), steppers, text fields and a screen's own widgets that can be
    pressed (they have ``press(ui)``, and ``words()`` to say what they are: a save in the list); not labels nor
    text."""
    if isinstance(widget, Button):  # a disabled button is passed over, but one that says why it is disabled
        return widget.enabled or callable(getattr(widget, "refused", None))
    return isinstance(widget, Stepper | TextField) or callable(getattr(widget, "press", None))


def describe(widget: Widget) -> str:
    """The focused widget in words: a button's label, a stepper's caption and value, a text field's text."""
    words = getattr(widget, "words", None)
    if callable(words):  # a widget that says itself (a card face with what is known of it)
        return str(words())
    if isinstance(widget, Stepper):
        return tr("{caption}: {value}", caption=widget.caption, value=widget.show(widget.value))
    if isinstance(widget, TextField):
        return tr("Text field: {text}", text=widget.value)
    if isinstance(widget, Button):  # with the note under its label (the menu's Continue: which game, whose)
        label = widget.spoken or widget.label
        said = tr("{caption}: {value}", caption=label, value=widget.note) if widget.note else label
        if widget.selected:  # the outline of the choice in force (a preset, a tab, the replay's speed)
            said = tr("{label}, selected", label=said)
        return said if widget.enabled else tr("{label} (not now)", label=said)
    return ""


def activate(widget: Widget, ui: UI) -> None:
    """Press ``widget`` as a click would (a disabled button that says why it is disabled says it)."""
    if callable(press := getattr(widget, "press", None)):  # (a stepper that picks its count on Enter)
        press(ui)
    elif isinstance(widget, Stepper):
        widget.plus.on_click()
    elif isinstance(widget, TextField):
        widget.focused = True
    elif isinstance(widget, Button):
        if widget.enabled:
            widget.on_click()
            ui.sounds.play("click")
        elif (refused := getattr(widget, "refused", None)) is not None:  # the Undo button says why not
            refused()
    ui.invalidate()


def step(widget: Widget, delta: int, ui: UI) -> bool:
    """← → on a cycler or a stepper change its value; True when they did."""
    if isinstance(widget, Cycler) and widget.enabled:
        widget._step(delta)  # noqa: SLF001  (the widget's own step, as its arrows make)
    elif isinstance(widget, Stepper):
        widget._step(delta)  # noqa: SLF001
    else:
        return False
    ui.sounds.play("click")
    ui.invalidate()
    return True


def draw_ring(surface: pygame.Surface, ui: UI, rect: pygame.Rect) -> None:
    """The focus ring round ``rect``: a thick white line between two dark ones, told apart from the game's gold and
    green outlines and seen on the felt and on a panel alike."""
    vp = ui.viewport
    width = max(3, vp.px(RING_PX))
    radius = vp.px(12)
    ring = rect.inflate(4 * width, 4 * width)
    pygame.draw.rect(surface, (15, 15, 15), ring.inflate(2 * width, 2 * width), width=3 * width, border_radius=radius)
    pygame.draw.rect(surface, (255, 255, 255), ring, width=width, border_radius=radius)


MODIFIER_KEYS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                           pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK})
"""Keys that alone do nothing (Alt on its way to Alt+Tab, Ctrl before Z): a mouse player pressing one is no player
on the keys."""


class FocusRing:
    """The focus over ``scene.widgets``. ``index``: the focused one among :meth:`items` (None: none yet; the
    first Tab or arrow starts at the first). ``by_keys``: the person's last press on this screen was a key, not
    the pointer (what is said of how to do something may say it for the keys)."""

    def __init__(self, scene: Focusable) -> None:
        self.scene = scene
        self.index: int | None = None
        self.said = ""
        self.by_keys = False

    @property
    def ui(self) -> UI:
        return self.scene.ui

    def items(self) -> list[Widget]:
        return [w for w in self.scene.widgets if focusable(w)]

    def current(self) -> Widget | None:
        items = self.items()
        if self.index is None or not items:
            return None
        return items[min(self.index, len(items) - 1)]

    def numbered(self) -> dict[int, int]:
        """A prompt's number keys → the index of the option each picks: the options' own numbers where they have
        them (a guess's card faces: their values), else 1–9 in order."""
        items = self.items()
        own = {n: i for i, w in enumerate(items) if (n := getattr(w, "number_key", None)) is not None}
        return own or {i + 1: i for i in range(min(9, len(items)))}

    def takes_keyboard(self) -> bool:
        """A panel over the screen (a prompt, a confirmation) takes the keyboard at once."""
        return bool(getattr(self.scene, "keyboard_at_once", False))

    # ------------------------------------------------------------------ keys
    def key(self, event: pygame.event.Event) -> bool:
        """A key for the focus (True: it was the ring's; the scene does not get it). Any event: a text field the
        ring is on takes the typing (also once the screen has built its widgets anew)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.by_keys = False
            self.pointer_took_over()
            return False
        if event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
            self.by_keys = True
        if event.type == pygame.TEXTINPUT or event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.sync()
        if event.type != pygame.KEYDOWN:
            return False
        editing = self.editing()
        if is_help_key(event) and not editing:
            self.open_help()
            return True
        if event.key in self.scene.own_keys and not editing:
            return False  # the screen's own key (a replay steps with ← →, plays with Space)
        return self.navigate(event, editing)

    def pointer_took_over(self) -> None:
        """A press of the pointer: the ring goes (a panel's stays: it still has the keyboard)."""
        if not self.takes_keyboard():
            self.index = None

    def sync(self) -> None:
        widget = self.current()
        if isinstance(widget, TextField) and not widget.focused and self.index is not None:
            widget.focused = True

    def editing(self) -> bool:
        widget = self.current()
        return isinstance(widget, TextField) and widget.focused

    def navigate(self, event: pygame.event.Event, editing: bool) -> bool:
        items = self.items()
        if not items:
            return False
        if self.index is None and self.takes_keyboard():
            self.index = 0
        if event.key == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            self.move(-1 if back else 1, len(items))
            return True
        if editing:
            return False
        widget = self.current()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if event.key == pygame.K_LEFT else 1
            if widget is not None and step(widget, delta, self.ui):
                self.say(describe(widget))
                return True
            self.move(delta, len(items))
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN) and self.takes_keyboard() and widget is not None:
            self.vertical(widget, 1 if event.key == pygame.K_DOWN else -1)  # a panel's grid of buttons
            return True
        if getattr(self.scene, "part_of_a_move", False) and event.key in NUMBER_KEYS:
            index = self.numbered().get(NUMBER_KEYS[event.key])
            if index is not None:
                self.index = index
                activate(items[index], self.ui)
                return True
            return False
        if widget is not None and (event.key in ENTER_KEYS or event.key == pygame.K_SPACE and not self.space_is_scenes()):
            before = describe(widget)
            activate(widget, self.ui)
            now = self.current()  # (itself, or the one in its place where the screen was laid out anew)
            if now is not None and type(now) is type(widget) and (words := describe(now)) != before:
                self.say(words)  # a choice stepped, a toggle: Enter changed it unsaid, where ← → said it
            return True
        return False

    def vertical(self, widget: Widget, delta: int) -> None:
        """↑ ↓ on a panel: the button above or below the focused one (the nearest in its column)."""
        here = widget.screen_rect(self.ui)
        items = self.items()
        below = [(abs(r.centery - here.centery), abs(r.centerx - here.centerx), i) for i, w in enumerate(items)
                 if (r := w.screen_rect(self.ui)).centery * delta > here.centery * delta]
        if below:
            self.index = min(below)[2]
            self.say(describe(items[self.index]))
            self.ui.invalidate()

    def space_is_scenes(self) -> bool:
        """Space scrolls a screen's text where it has some; it presses the focused button elsewhere."""
        return any(isinstance(w, ScrollText) for w in self.scene.widgets)

    def move(self, delta: int, count: int) -> None:
        for other in self.items():  # (one a click focused, too)
            if isinstance(other, TextField):
                other.focused = False
        self.index = (delta - (delta > 0) if self.index is None else self.index + delta) % count
        widget = self.current()
        if isinstance(widget, TextField):
            widget.focused = True  # typing goes there at once
        if widget is not None:
            self.say(describe(widget))
        self.ui.invalidate()

    def say(self, text: str) -> None:
        """Announce ``text``; over a panel (a prompt, a question) with its title: the question and the option."""
        title = getattr(self.scene, "title", "") if self.takes_keyboard() else ""
        if text and title:
            text = tr("{caption}: {value}", caption=title, value=text)
        if text:
            self.said = text
            self.ui.announce_focus(text)

    # ------------------------------------------------------------------ help
    def keys_help(self) -> list[tuple[str, str]]:
        """The keys of this screen: (keys, what they do)."""
        rows = [(tr("Tab / Shift+Tab"), tr("Move the focus")),
                (tr("Enter"), tr("Press the focused button")),
                ("← →", tr("Change the focused choice"))]
        if getattr(self.scene, "part_of_a_move", False):
            by_value = any(getattr(w, "number_key", None) is not None for w in self.items())  # a guess's faces
            rows.append(("0–9", tr("Name the card of that value")) if by_value else ("1–9", tr("Pick that option")))
        rows.append(("Esc", tr("Back")))
        return rows

    def open_help(self) -> None:
        self.scene.show_keys(self.keys_help())

    # ------------------------------------------------------------------ drawing
    def ring_rect(self) -> pygame.Rect | None:
        """Where the ring is drawn (window pixels); None: nothing focused."""
        if self.index is None and self.takes_keyboard() and self.items():
            self.index = 0  # the panel takes the keyboard: its first button, said
            first = self.current()
            if first is not None:
                self.say(describe(first))
        widget = self.current()
        return widget.screen_rect(self.ui) if widget is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        if getattr(self.scene, "part_of_a_move", False):
            self.draw_numbers(surface)
        rect = self.ring_rect()
        if rect is not None:
            draw_ring(surface, self.ui, rect)

    def draw_numbers(self, surface: pygame.Surface) -> None:
        """A prompt's options show the number key that picks them, small in their top left corner (a card face
        named by its own value shows none: its corner says it)."""
        ui, vp = self.ui, self.ui.viewport
        px = vp.px(13)
        items = self.items()
        for n, index in self.numbered().items():
            widget = items[index]
            if getattr(widget, "number_key", None) is not None:
                continue
            r = widget.screen_rect(ui)
            img = ui.fonts.text(str(n), px, ui.palette.text_dim)
            spot = getattr(widget, "number_spot", None)  # a card face keeps its corner (its value) clear
            surface.blit(img, img.get_rect(center=spot(ui)) if callable(spot) else
                         img.get_rect(topleft=(r.x + vp.px(5), r.y + vp.px(1))))
