"""The table by keyboard alone: the focus moves over the table's areas (Tab / Shift+Tab: the own hand, the
centre, each other seat, the sidebar's buttons, the rules panel when open) and within an area (← →). Enter on a
card picks it up (Space first marks several cards to go together) and, when it may go to more than one place,
← → choose where and Enter puts it there; Esc cancels a half-made move. The moves are the presenter's gestures
(:mod:`scenes.table.gestures`), made through the same path as a drop of the pointer (``TableMoves.choose``), so
every legal action a drag or a click makes is made by keys too, in every game, with nothing game-specific here.

Every focus change says what is focused (:mod:`scenes.table.focus_words`: a card's name, caption and effect text; a
seat's name, points and status; a place; a button's label) through ``app.announce_focus``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, tr_list
from scenes.table import gestures, table_hints
from scenes.table.focus_words import card_words, place_words, seat_words
from scenes.ui.focus import ENTER_KEYS, FocusRing, activate, describe

if TYPE_CHECKING:
    from scenes.table.host import TableHost
    from scenes.ui.widgets import Widget

MANY = 12  # a zone of more cards lists only its cards that can be picked up, and its top card


@dataclass(frozen=True)
class Item:
    """What the focus can rest on: ``kind`` "card" (a uid), "seat" (a seat), "zone" (a zone id, a place to put
    cards), "widget" (a button), "section" (a rules section's line)."""

    kind: str
    ref: object


def table_keys_rows() -> list[tuple[str, str]]:
    """The table's keys: (keys, what they do) (the **?** list and the rules panel)."""
    return [(tr("Tab / Shift+Tab"), tr("Next or previous area: your hand, the centre, each player, the buttons")),
            ("← →", tr("Move within the area")),
            (tr("Enter"), tr("Play the focused card, then choose where; press the focused button")),
            (tr("Space"), tr("Mark cards to play together (then Enter)")),
            ("1–9", tr("Pick that option in a question")),
            ("Esc", tr("Cancel a half-made move; else the table's menu")),
            ("H", tr("Hint")), ("T", tr("Skip to your turn")), ("F1", tr("Rules")),
            (tr("Ctrl+Z"), tr("Undo")), (tr("Page Up / Page Down"), tr("Read the moves back or forward"))]


class TableKeys(FocusRing):
    """The focus at the table: ``area`` the focused area's key, ``index`` the item within it; ``carried`` the
    cards picked up by Enter and ``places`` where they may go (``place`` the one focused)."""

    def __init__(self, table: TableHost) -> None:
        super().__init__(table)
        self.table = table
        self.area = "hand"
        self.carried: frozenset[str] | None = None
        self.places: list[Item] = []
        self.place = 0

    # ------------------------------------------------------------------ what the focus rests on
    def areas(self) -> list[tuple[str, list[Item]]]:
        """The table's areas in Tab order, each with its items (an area with none is left out)."""
        table = self.table
        model = table.shown
        viewer = table.match.viewer
        active = gestures.draggable(model.choices) | (table.held.uids() if table.held is not None else set())
        hand: list[Item] = []
        centre: list[Item] = []
        seats: dict[int, list[Item]] = {}
        own_zone = table.layout.own_zone
        for zone in sorted(model.zones, key=lambda z: z.id != own_zone):
            cards = [c for c in zone.cards if c.uid in table.sprites]
            if len(cards) > MANY and zone.id != own_zone:
                cards = [c for c in cards if c.selectable or c.uid in active] + cards[-1:]
            items = list(dict.fromkeys(Item("card", c.uid) for c in cards))
            if zone.owner is None:
                centre += items
            elif zone.owner == viewer:
                hand += items
            else:
                seats.setdefault(zone.owner, []).extend(items)
        count = len(model.seats) or 1
        if any(s.seat == viewer for s in model.seats):  # the own seat last (a move may name it: who plays next)
            hand.append(Item("seat", viewer))
        out = [("hand", hand), ("centre", centre)]
        for seat in sorted({s.seat for s in model.seats if s.seat != viewer} | set(seats),
                           key=lambda s: (s - (viewer or 0)) % count):
            out.append((f"seat:{seat}", [Item("seat", seat), *seats.get(seat, [])]))
        out.append(("buttons", [Item("widget", w) for w in table.widgets]))
        panel = table.rules.panel
        if panel is not None:
            out.append(("rules", [*(Item("widget", b) for b in panel.buttons),
                                  *(Item("section", line) for _, line, _ in panel.section_rows())]))
        return [(key, items) for key, items in out if items]

    def focused_area(self) -> tuple[str, list[Item]] | None:
        areas = self.areas()
        if not areas:
            return None
        return next(((k, i) for k, i in areas if k == self.area), areas[0])

    def focused(self) -> Item | None:
        """The item the ring is on (the place chosen while cards are carried)."""
        if self.carried is not None and self.places:
            return self.places[self.place % len(self.places)]
        if self.index is None:  # no ring yet (the table's areas are not gathered at every frame for it)
            return None
        area = self.focused_area()
        if area is None:
            return None
        return area[1][min(self.index, len(area[1]) - 1)]

    def current(self) -> Widget | None:
        item = self.focused()
        return item.ref if item is not None and item.kind == "widget" else None  # type: ignore[return-value]

    # ------------------------------------------------------------------ keys
    def navigate(self, event: pygame.event.Event, editing: bool) -> bool:
        table = self.table
        if table.holding() or table.board.staging() or table.stale:
            return False  # the table's own keys skip the move shown
        key = event.key
        if key == pygame.K_TAB:
            self.cancel_carry()
            self.next_area(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.within(-1 if key == pygame.K_LEFT else 1)
            return True
        coach = table.coach
        if self.index is None or coach is not None and coach.waiting_for_next():
            return False  # Enter and Space keep their meaning until the focus is on something
        if key in ENTER_KEYS:
            self.enter()
            return True
        if key == pygame.K_SPACE:
            return self.mark()
        if key == pygame.K_ESCAPE:
            return self.cancel()
        return False

    def pointer_took_over(self) -> None:
        super().pointer_took_over()
        self.cancel_carry()

    def next_area(self, delta: int) -> None:
        areas = self.areas()
        if not areas:
            return
        keys = [k for k, _ in areas]
        at = keys.index(self.area) if self.area in keys else -1 if delta > 0 else 0
        if self.index is None and self.area in keys:
            at -= delta  # the first Tab lands on the area the focus starts in (the own hand)
        self.area = keys[(at + delta) % len(keys)]
        self.index = 0
        self.announce()

    def within(self, delta: int) -> None:
        if self.carried is not None:
            if self.places:
                self.place = (self.place + delta) % len(self.places)
                self.announce()
            return
        area = self.focused_area()
        if area is None:
            return
        self.area = area[0]
        self.index = 0 if self.index is None else (min(self.index, len(area[1]) - 1) + delta) % len(area[1])
        self.announce()

    def enter(self) -> None:
        item = self.focused()
        table = self.table
        if item is None:
            return
        if self.carried is not None:
            carried, self.carried = self.carried, None
            self.put(carried, item)
        elif item.kind == "widget":
            activate(item.ref, table.app)  # type: ignore[arg-type]
        elif item.kind == "section" and table.rules.panel is not None:
            table.rules.panel.jump(int(item.ref))  # type: ignore[call-overload]
        elif item.kind == "seat":
            group = table.buttons.seat_groups.get(int(item.ref))  # type: ignore[call-overload]
            if group is not None and table.acting():
                table.moves.choose(group.label, group.options)
        elif item.kind == "card":
            self.pick_up(str(item.ref))
        table.ui.invalidate()

    def pick_up(self, uid: str) -> None:
        """Enter on a card: the marked cards with it (or it alone) go where the one place they may go is, or the
        places are offered; a card that cannot go anywhere says why."""
        table = self.table
        if not table.acting():
            if table.match.viewer is not None:
                table.input.refuse_press(uid)
            return
        held = table.held
        if held is not None and uid in held.uids():  # a held pick taken back (as dragging it away does)
            table.input.move_held(frozenset({uid}), None)
            return
        selection = table.pointer.selection
        cards = frozenset(selection) if uid in selection else frozenset({uid})
        places = self.places_for(cards)
        if not places:
            if table.coach is not None:
                table.coach.wrong()
            else:
                table.services.toast(table.input.why_not_dropped(cards, None, None))
            table.ui.sounds.play("snap")
            return
        if len(places) == 1:
            self.put(cards, places[0])
            return
        self.carried, self.places, self.place = cards, places, 0
        table.ui.sounds.play("card")
        self.announce()

    def places_for(self, cards: frozenset[str]) -> list[Item]:
        """Where ``cards`` may go: the zones and cards a drop takes (in the table's order), else the seats a drop on
        a player's place picks."""
        table = self.table
        targets = gestures.drop_targets(table.shown.choices, cards)
        zones = [Item("zone", z.id) for z in table.shown.zones if z.id in targets and z.id in table.layout.zones]
        on_cards = [Item("card", u) for u in table.order if u in targets and u not in cards]
        if zones or on_cards:  # two places that make the same moves (a play area, the own discards) are one
            outcomes: dict[frozenset[object], Item] = {}
            for place in zones + on_cards:
                found = gestures.dropped(table.shown.choices, cards, [str(place.ref)])
                outcomes.setdefault(frozenset(repr(c.action) for c in found), place)
            return list(outcomes.values())
        seats = gestures.seat_targets(table.shown.choices, cards) - {table.match.viewer}
        return [Item("seat", s) for s in sorted(seats, key=lambda s: s if s is not None else -1)]

    def put(self, cards: frozenset[str], place: Item) -> None:
        """Make the drop of ``cards`` on ``place`` (the pointer's path: a prompt asks what else there is to pick)."""
        table = self.table
        choices = table.shown.choices
        titles = [table.spec(table.sprites[u].card.face) for u in table.order if u in cards]
        title = tr_list(tr(spec.title) for spec in titles if spec is not None) or tr("Choose")
        self.places = []
        if place.kind == "seat":
            found = gestures.dropped_on_seat(choices, cards, int(place.ref))  # type: ignore[call-overload]
            table.moves.choose(title, found) if found else None
            return
        hits = gestures.dropped(choices, cards, [str(place.ref)])
        if hits:
            table.moves.choose(title, gestures.drag_options(hits), (cards, str(place.ref)))

    def mark(self) -> bool:
        """Space on a card that can be marked: marked (or unmarked) to go with the next one picked up."""
        item = self.focused()
        table = self.table
        if self.carried is not None or item is None or item.kind != "card" or str(item.ref) not in table.sprites:
            return False
        if not table.sprites[str(item.ref)].card.selectable:
            return False
        table.pointer.selection.symmetric_difference_update({str(item.ref)})
        table.ui.sounds.play("click")
        table.ui.invalidate()
        self.announce()
        return True

    def cancel_carry(self) -> None:
        self.carried, self.places = None, []

    def cancel(self) -> bool:
        """Esc: put the carried cards down, else take back the held picks, else unmark; False: nothing was half
        made (the table's menu opens)."""
        table = self.table
        if self.carried is not None:
            self.cancel_carry()
        elif table.held is not None:
            held, table.held = table.held, None
            table.show_model(held.base)
        elif table.pointer.selection:
            table.pointer.selection.clear()
        else:
            return False
        table.ui.sounds.play("snap")
        table.ui.invalidate()
        self.announce()
        return True

    # ------------------------------------------------------------------ words
    def announce(self) -> None:
        item = self.focused()
        if item is not None:
            self.say(self.describe_item(item))
        self.table.ui.invalidate()

    def describe_item(self, item: Item) -> str:
        table = self.table
        if item.kind == "widget":
            return describe(item.ref)  # type: ignore[arg-type]
        if item.kind == "seat":
            return seat_words(table.shown, int(item.ref))  # type: ignore[call-overload]
        if item.kind == "zone":
            spec = table.layout.zones.get(str(item.ref))
            return place_words(next((z for z in table.shown.zones if z.id == item.ref), None),
                               spec.label if spec is not None else "")
        if item.kind == "section":
            return next((text for _, line, text in table.rules.panel.section_rows() if line == item.ref), "") \
                if table.rules.panel is not None else ""
        uid = str(item.ref)
        sprite = table.sprites.get(uid)
        if sprite is None:
            return ""
        words = card_words(table, sprite.card, next((z for z in table.shown.zones if z.id == sprite.zone), None))
        if uid in table.pointer.selection:
            words = tr("{card} (marked)", card=words)
        return words

    # ------------------------------------------------------------------ drawing
    def ring_rect(self) -> pygame.Rect | None:
        item = self.focused()
        if item is None:
            return None
        return self.item_rect(item)

    def item_rect(self, item: Item) -> pygame.Rect | None:
        table = self.table
        if item.kind == "widget":
            return item.ref.screen_rect(table.app)  # type: ignore[attr-defined]
        if item.kind == "card":
            sprite = table.sprites.get(str(item.ref))
            return table.screen_rect(sprite) if sprite is not None else None
        if item.kind == "zone":
            return table.board.zone_rect(str(item.ref))
        if item.kind == "seat":
            rects = table_hints.SeatTargets(table.board, table.shown).rects(int(item.ref))  # type: ignore[call-overload]
            return rects[0].unionall(rects[1:]) if rects else None
        if item.kind == "section" and table.rules.panel is not None:
            return next((r for r, line, _ in table.rules.panel.section_rows() if line == item.ref), None)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.carried is not None:  # the cards picked up keep a thin ring while their place is chosen
            for uid in self.carried:
                if (sprite := self.table.sprites.get(uid)) is not None:
                    pygame.draw.rect(surface, self.table.ui.palette.good, self.table.screen_rect(sprite),
                                     width=max(2, self.table.ui.viewport.px(3)), border_radius=6)
        super().draw(surface)

    def keys_help(self) -> list[tuple[str, str]]:
        return table_keys_rows()
