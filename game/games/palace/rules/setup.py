"""The Palace setup, before play: the moves of the seat setting up (choose or swap face-up cards, stack equal
ranks, ready), what each does, and who starts play once every seat is ready. Functions of a
:class:`~.state.PalaceState`, which calls them while its phase is ``"setup"``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK, SORT_KEYS, START_ORDER

if TYPE_CHECKING:  # the state calls this module
    from .state import PalaceAction, PalaceState


def setup_actions(state: PalaceState, seat: int) -> list[PalaceAction]:
    """The moves of ``seat`` setting up: a hand card laid face up while the row is being chosen, else swaps (or
    nothing to swap when the row was chosen), stacks of a rank onto its face-up card, and ready."""
    rules, rank = state.rules, RANK
    hand = sorted(state.hands[seat], key=SORT_KEYS.__getitem__)
    stacks = state.faceup[seat]
    choosing = rules.choose_faceup and len(stacks) < rules.row
    actions: list[PalaceAction]
    if choosing:
        actions = [("faceup", h) for h in hand]
    elif not rules.choose_faceup:
        singles = [(st[0], rank[st[0]]) for st in stacks if len(st) == 1]
        actions = [("swap", h, f) for h in hand for f, r in singles if rank[h] != r]
    else:
        actions = []
    if rules.stacking:
        tops = [(st[0], rank[st[0]]) for st in stacks]
        actions += [("stack", h, f) for h in hand for f, r in tops if rank[h] == r]
    if not choosing:
        actions.append(("ready",))
    return actions


def apply_setup(state: PalaceState, seat: int, action: PalaceAction) -> None:
    """Make the setup move ``action`` of ``seat``; after the last seat's ready, play starts."""
    hand, stacks = state.hands[seat], state.faceup[seat]
    if action[0] == "swap":
        _, h, f = action
        st = next(st for st in stacks if st[0] == f)
        hand[hand.index(h)] = f
        st[0] = h
        state.known[seat].add(f)
        state.known[seat].discard(h)
    elif action[0] == "stack" or action[0] == "faceup":
        h = action[1]
        hand.remove(h)
        state.known[seat].discard(h)
        if action[0] == "faceup":
            stacks.append([h])
        else:
            next(st for st in stacks if st[0] == action[2]).append(h)
        state.refill(seat)
    else:  # ready
        state.refill(seat)
        state.setup_queue.pop(0)
    state.emit(action[0], {"seat": seat, "cards": list(action[1:])})
    if state.setup_queue:
        state.current = state.setup_queue[0]
    else:
        _start_play(state)


def _start_play(state: PalaceState) -> None:
    if state.rules.choose_faceup:
        order = state.dealing_order()
        state.first_faceup = [(seat, state.faceup[seat][i][0]) for i in range(state.rules.row) for seat in order]
    state.phase = "play"
    state.current, rank, where = starter(state)
    state.emit("start", {"seat": state.current, "rank": rank, "where": where})


def starter(state: PalaceState) -> tuple[int, str, str]:
    """Who starts play, with what rank, from where: the first face-up card of the lowest rank as dealt, else the
    first such card in a hand."""
    order = state.dealing_order()
    for rank in START_ORDER:
        for seat, card in state.first_faceup:
            if RANK[card] == rank:
                return seat, rank, "faceup"
        for seat in order:
            if any(RANK[c] == rank for c in state.hands[seat]):
                return seat, rank, "hand"
    raise AssertionError("nobody holds a card")
