"""The pointer on the table turned into proposed moves (:meth:`TableMoves.choose <scenes.table.table_moves.TableMoves.choose>` makes them): a press picks up a
card, a seat to click or starts a box; a release drops the cards where a move takes them, or says why not and
where to; a held pick dragged away is taken back. Then the table's own keys and clicks: Esc (the drag, else the
menu), F1 (the rules), H (a hint), Ctrl+Z (undo), a right-click (the card's entry in the rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, tr_list
from scenes.table import gestures, table_hints
from scenes.table.arrange import GAP
from scenes.table.board import LABEL_H
from scenes.table.hint_view import HINT_KEY
from scenes.table.pointer_paint import HOVER_MS
from scenes.table.undo_button import is_undo_key
from scenes.ui.long_press import LongPress

if TYPE_CHECKING:
    from scenes.table.host import TableHost


class TableInput:
    """Pointer and keys on the table (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.pressed_seat: int | None = None  # a seat pressed on the table, picked when released on it
        self.long_press = LongPress()  # a card held still: its entry in the card reference, as a right-click

    def tick_long_press(self, dt_ms: float) -> None:
        """A card held still long enough: its entry in the card reference (the press does not lift it)."""
        if (face := self.long_press.tick(dt_ms)) is not None:
            self.table.pointer.cancel()  # the press was for the card's entry: it does not lift the card
            self.table.rules.show_card_entry(face)

    def tick_hover(self, dt_ms: float) -> None:
        """The pointer resting on a card: its preview's face is rendered ahead, then the preview shows."""
        pointer, table = self.table.pointer, self.table
        if pointer.hover and pointer.hover_ms < HOVER_MS:
            if pointer.hover_ms == 0.0:
                table.painter.pointing.preview_ahead()
            pointer.hover_ms += dt_ms
            if pointer.hover_ms >= HOVER_MS:
                table.ui.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        """An event no widget took: a press or release on the table, or one of the table's keys."""
        table = self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if table.pointer.drag is not None or table.pointer.lasso is not None:
                self.cancel_drag()
            else:
                table.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            table.rules.toggle()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            table.rules.show_card_entry(self.face_at(event.pos))
        elif event.type == pygame.KEYDOWN and event.key == HINT_KEY:
            table.hint.ask()
        elif is_undo_key(event) and not table.pointer.busy():
            table.moves.undo()

    def face_at(self, pos: tuple[int, int]) -> str | None:
        """The face of the card under ``pos`` (None: none, or face down)."""
        uid = self.table.board.card_at(pos)
        return self.table.sprites[uid].card.face if uid is not None else None

    def on_press(self, pos: tuple[int, int]) -> None:
        table = self.table
        uid = table.board.card_at(pos)
        if not table.acting():
            if uid is not None and table.match.viewer is not None:
                self.refuse_press(uid)
            return
        if uid is not None and (table.sprites[uid].card.selectable or uid in gestures.draggable(table.shown.choices)
                                or table.held is not None and uid in table.held.uids()):
            table.pointer.press_card(uid, pos)
        elif (seat := self.seat_under(pos)) is not None:
            self.pressed_seat = seat  # picked on release, so that the prompt it may open gets no half click
        elif uid is not None:
            self.refuse_press(uid)
        elif any(s.card.selectable for s in table.sprites.values()):
            table.pointer.start_box(pos)  # a box drawn from empty table selects the cards it covers

    def refuse_press(self, uid: str) -> None:
        """A card that cannot be picked up now was pressed: say why, at once and next to it (it does not lift)."""
        table = self.table
        if table.coach is not None and table.acting():
            table.coach.wrong()
            return
        table.hints.show_tip(reason := table.match.why_not(frozenset({uid}), None), uid)
        table.voice.alert(reason)
        table.app.toast_ms = 0.0  # one reason at a time: the last refused drop's toast goes
        table.ui.invalidate()

    def seat_under(self, pos: tuple[int, int]) -> int | None:
        """The seat under ``pos`` whose click makes a move's first pick (its zones are outlined), if any."""
        table = self.table
        if not table.buttons.seat_groups:
            return None
        seat = table_hints.SeatTargets(table.board, table.shown).seat_at(pos)
        return seat if seat in table.buttons.seat_groups else None

    def on_release(self, pos: tuple[int, int]) -> None:
        table = self.table
        pressed, self.pressed_seat = self.pressed_seat, None
        if pressed is not None and self.seat_under(pos) == pressed:
            group = table.buttons.seat_groups[pressed]
            table.ui.sounds.play("click")
            table.moves.choose(group.label, group.options)
            return
        drop = table.pointer.release(pos)
        table.ui.invalidate()
        if drop is None:
            return
        card = table.board.card_at(pos, exclude=drop.dragged)
        zone = table.zone_at(pos)
        if table.held is not None and drop.dragged & table.held.uids():
            self.move_held(drop.dragged, zone)
            return
        choices = table.shown.choices
        hits = gestures.dropped(choices, drop.dragged, [t for t in (card, zone) if t is not None])
        found = gestures.drag_options(hits)
        seat = self.drop_seat(pos)
        if not found and seat is not None:  # a card aimed at someone, dropped on them: that picks the target
            found = gestures.dropped_on_seat(choices, drop.dragged, seat)
            if found:  # it waits on the place the move plays it to, not over the target's plate
                self.rest_on_place(drop.dragged)
        if not found:
            table.hints.tip = None  # one reason at a time: the toast, not also a pressed card's tip
            if table.coach is not None:
                table.coach.wrong()
            else:
                table.services.toast(self.why_not_dropped(drop.dragged, zone or card, seat))
            table.ui.sounds.play("snap")
            table.board.snap_back(drop.dragged)
            return
        titles = [table.spec(table.sprites[u].card.face) for u in table.order if u in drop.dragged]
        title = tr_list(tr(spec.title) for spec in titles if spec is not None) or tr("Choose")
        target = hits[0].drag_to if hits else None
        table.moves.choose(title, found, (drop.dragged, target) if target is not None else None, drop.dragged)

    def rest_on_place(self, cards: frozenset[str]) -> None:
        """Put ``cards`` on the middle of the place their move drops them on (one not the viewer's own first), where
        they wait while a prompt asks the rest of the move."""
        table = self.table
        owners = {z.id: z.owner for z in table.shown.zones}
        places = sorted((owners.get(t) == table.match.viewer, t) for t in gestures.drop_targets(table.shown.choices, cards)
                        if t in table.layout.zones)
        if not places:
            return
        x, y, w, h = table.layout.zones[places[0][1]].rect
        for i, uid in enumerate(u for u in table.order if u in cards):
            cw, ch = table.sprites[uid].size()
            table.sprites[uid].pos = (x + (w - cw) / 2 + i * GAP, y + (h - ch) / 2 + LABEL_H / 2)

    def move_held(self, cards: frozenset[str], zone: str | None) -> None:
        """A held pick's cards were dragged: dropped back in their place they stay; anywhere else the pick (and any
        after it) is taken back, and the cards go home."""
        table = self.table
        held = table.held
        assert held is not None, "only held cards are moved back"
        if held.target_of(cards) == zone:
            table.board.snap_back(cards)
            return
        table.ui.sounds.play("card")
        if held.take_back(cards):
            table.held = None
        table.show_model(held.base if table.held is None else held.model())

    def drop_seat(self, pos: tuple[int, int]) -> int | None:
        """The other seat whose place at the table lies under a drop at ``pos`` (the own places take the cards
        back, or play them where the presenter says)."""
        table = self.table
        seat = table_hints.SeatTargets(table.board, table.shown).seat_at(pos)
        return seat if seat is not None and seat != table.match.viewer else None

    def why_not_dropped(self, dragged: frozenset[str], target: str | None, seat: int | None) -> str:
        """Why a drop made no move, and where to drop instead: a card that aims at someone, dropped on a player it
        cannot aim at, says so; else the presenter's reason."""
        table = self.table
        aims = gestures.seat_targets(table.shown.choices, dragged)
        if seat is not None and aims:  # who cannot be chosen, and the places where the card may go, by name
            refused = tr("{name} cannot be chosen now.", name=table.match.seat_name(seat))
            return " ".join(filter(None, [refused, self.where_to_drop(dragged, True)]))
        reason = table.match.why_not(dragged, target)
        if reason == tr("That move is not allowed now."):  # the presenter has no words of its own: where they go
            return self.where_to_drop(dragged, bool(aims)) or reason
        return reason

    def where_to_drop(self, dragged: frozenset[str], aims: bool) -> str:
        """Where the cards can go, in words, for cards that have a move but were dropped elsewhere (a Prince on the
        deck was told to "drop the card on the table", where it lay): the labelled place the move drops them on
        (one in the middle rather than the player's own), and the players where it aims at one; "" for a drop
        onto cards, or cards that have no move (the presenter says why)."""
        table = self.table
        targets = gestures.drop_targets(table.shown.choices, dragged)
        zones = {z.id: z for z in table.shown.zones}
        if not targets and not aims or any(t not in zones for t in targets):
            return ""
        viewer = table.match.viewer
        named = [(zones[t].owner is not None and zones[t].owner == viewer, label) for t in sorted(targets)
                 if (label := zones[t].label or (tr(spec.label) if (spec := table.layout.zones.get(t)) else ""))]
        place = min(named)[1] if named else ""
        if place and aims:
            return tr("Drop it on “{place}” or on a player.", place=place)
        if place:
            return tr("Drop it on “{place}”.", place=place)
        return tr("Drop it on a player.") if aims else ""

    def cancel_drag(self) -> None:
        table = self.table
        table.pointer.cancel()
        table.ui.invalidate()
