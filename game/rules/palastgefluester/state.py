"""One position of Palastgeflüster, all rounds of a game inside one state.

Phases (``phase``) and who acts in them:

* ``play`` — the active seat (``turn``) plays a card from hand: ``("play", card)``;
* follow-ups of the card just played (``last_card``), by the active seat: ``("magician", target, count)``,
  ``("give", *cards)`` (the Magician's secret pick), ``("discard", card)`` (Maid), ``("swap", a, b)``
  (Courtesan, ``a`` in the lower seat's display), ``("take", card)`` (Guard);
* ``magician_answer`` — the Magician's partner picks their cards secretly: ``("give", *cards)``;
* ``choose_next`` — after a grey card with a tie for fewest display cards, the active seat names the next
  player among the tied: ``("next", seat)``;
* ``deal`` — the chance step after a round ended (``current_player()`` is ``CHANCE``, ``turn`` the seat that
  ended it and starts the next): ``("deal",)`` shuffles and deals the next round.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from game.engine import CHANCE, JSON, TERMINAL, Event, GameState
from game.rules.palastgefluester.cards import (
    CHARACTER_OF,
    FULL_DISPLAY,
    HAND_SIZE,
    KING_CHARACTERS,
    WIN_POINTS,
    character,
    deck_for,
    face,
    owner_of_colour,
)

GAME_ID = "palastgefluester"
FORMAT_VERSION = 1
FOLLOW_UP_PHASES = ("magician_target", "magician_give", "maid_discard", "courtesan_swap", "guard_take")
PHASES = ("play", "choose_next", "magician_answer", "deal", *FOLLOW_UP_PHASES)
DEAL_ACTION: tuple[str] = ("deal",)


PalastAction = tuple[Any, ...]
"""A Palast action: ``(kind, *arguments)``."""


class PalastState(GameState[PalastAction]):
    """Mutable position; see the module docstring for the phases and actions."""

    def __init__(self, num_players: int, options: dict[str, JSON], rng: random.Random) -> None:
        self.num_players = num_players
        self.options = dict(options)
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.displays: list[list[int]] = [[] for _ in range(num_players)]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.discard_by: list[int] = []
        self.king_deck: list[str] = []
        self.king_open: list[str] = []
        self.points: list[int] = [0] * num_players
        self.records: list[list[int]] = []
        self.final_sizes: list[int] = [0] * num_players
        self.revealed: list[list[int] | None] = [None] * num_players
        self.round = 0
        self.plays = 0
        self.turn = 0
        self.phase = "play"
        self.last_card: int | None = None
        self.why: dict[str, Any] = {}
        self.tied: list[int] = []
        self.magic: dict[str, Any] | None = None
        self.terminal = False
        self._log: list[Event] = []
        self._legal: list[PalastAction] | None = None  # legal_actions() of this position, computed once

    # ----------------------------------------------------------------------------------------- setup

    @classmethod
    def new(cls, num_players: int, seed: int, options: dict[str, JSON]) -> PalastState:
        state = cls(num_players, options, random.Random(seed))
        state.king_deck = list(KING_CHARACTERS)
        state.rng.shuffle(state.king_deck)
        starter = int(options["starter"])
        state._log.append(Event("game_start", {"starter": starter, "target": state.target}))
        state._deal(starter, {"kind": "start"})
        return state

    @property
    def target(self) -> int:
        return WIN_POINTS[self.num_players]

    @property
    def silenced(self) -> str | None:
        return self.king_open[-1] if self.king_open else None

    def _deal(self, starter: int, why: dict[str, Any]) -> None:
        self.deck = deck_for(self.num_players)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(HAND_SIZE)] for _ in range(self.num_players)]
        self.displays = [[] for _ in range(self.num_players)]
        self.discard, self.discard_by = [], []
        self.revealed = [None] * self.num_players
        self.round += 1
        self.plays = 0
        self._start_turn(starter, why)

    def _start_turn(self, seat: int, why: dict[str, Any]) -> None:
        self.turn, self.phase, self.last_card, self.why, self.tied = seat, "play", None, why, []

    # ----------------------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        if self.terminal:
            return TERMINAL
        if self.phase == "deal":
            return CHANCE
        if self.phase == "magician_answer":
            assert self.magic is not None
            return int(self.magic["target"])
        return self.turn

    def is_terminal(self) -> bool:
        return self.terminal

    @property
    def log(self) -> list[Event]:
        return self._log

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def tie_break_values(self) -> list[int]:
        """What breaks a tie on points: display sizes, or the records' sums with Intrigues in the Dark."""
        if self.options.get("intrigues_in_the_dark"):
            return [sum(r[s] for r in self.records) for s in range(self.num_players)]
        return list(self.final_sizes)

    def returns(self) -> list[float]:
        if not self.terminal:
            return [0.0] * self.num_players
        winners = self.winning_seats()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.num_players)]

    def winning_seats(self) -> list[int]:
        points = self.points
        best = max(points)
        leaders = [s for s in range(self.num_players) if points[s] == best]
        ties = self.tie_break_values()
        top = max(ties[s] for s in leaders)
        return [s for s in leaders if ties[s] == top]

    def clone(self) -> PalastState:
        c = PalastState.__new__(PalastState)
        c.num_players = self.num_players
        c.options = self.options
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        c.hands = [h[:] for h in self.hands]
        c.displays = [d[:] for d in self.displays]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.discard_by = self.discard_by[:]
        c.king_deck = self.king_deck[:]
        c.king_open = self.king_open[:]
        c.points = self.points[:]
        c.records = [r[:] for r in self.records]
        c.final_sizes = self.final_sizes[:]
        c.revealed = [None if r is None else r[:] for r in self.revealed]
        c.round, c.plays, c.turn, c.phase = self.round, self.plays, self.turn, self.phase
        c.last_card, c.why, c.tied = self.last_card, self.why, self.tied[:]
        c.magic = None if self.magic is None else {**self.magic}
        c.terminal = self.terminal
        c._legal = self._legal
        c._log = self._log[:]
        return c

    # ----------------------------------------------------------------------------------------- legality

    def playable_cards(self) -> list[int]:
        """Hand cards that may be played: a silenced Fool only when the hand holds nothing else."""
        hand = self.hands[self.turn]
        if self.silenced != "fool":
            return sorted(hand)
        others = sorted(c for c in hand if character(c) != "fool")
        return others or sorted(hand)

    def _compute_legal(self) -> list[PalastAction]:
        if self.terminal:
            return []
        seat = self.current_player()
        phase = self.phase
        if phase == "play":
            return [("play", c) for c in self.playable_cards()]
        if phase == "deal":
            return [DEAL_ACTION]
        if phase == "choose_next":
            return [("next", s) for s in self.tied]
        if phase == "magician_target":
            own = len(self.hands[seat])
            return [
                ("magician", t, k) for t in self.magician_partners() for k in range(1, min(own, len(self.hands[t])) + 1)
            ]
        if phase in ("magician_give", "magician_answer"):
            assert self.magic is not None
            return [("give", *combo) for combo in combinations(sorted(self.hands[seat]), self.magic["count"])]
        if phase == "maid_discard":
            return [("discard", c) for c in sorted(self.hands[seat])]
        if phase == "courtesan_swap":
            return [("swap", a, b) for a, b in self.courtesan_swaps()]
        if phase == "guard_take":
            return [("take", c) for c in sorted(self.displays[seat]) if c != self.last_card]
        raise AssertionError(f"unknown phase {phase}")

    def magician_partners(self) -> list[int]:
        return [t for t in range(self.num_players) if t != self.turn and self.hands[t]]

    def courtesan_swaps(self) -> list[tuple[int, int]]:
        """Every swap ``(a, b)`` of a card in display A with one in display B (A < B) creating no duplicate."""
        seats = [s for s in range(self.num_players)
                 if not (s == self.turn and self.options.get("courtesan_own_display") == "not_own")]
        chars = [{CHARACTER_OF[c] for c in d} for d in self.displays]
        out = []
        for i, sa in enumerate(seats):
            for sb in seats[i + 1:]:
                for a in self.displays[sa]:
                    if a == self.last_card:
                        continue
                    ca = CHARACTER_OF[a]
                    for b in self.displays[sb]:
                        if b == self.last_card:
                            continue
                        cb = CHARACTER_OF[b]
                        if ca == cb or (cb not in chars[sa] and ca not in chars[sb]):
                            out.append((a, b))
        return out

    # ----------------------------------------------------------------------------------------- apply

    def _apply(self, action: PalastAction) -> None:
        kind = action[0]
        if kind == "deal":
            self._deal(self.turn, {"kind": "round_start", "by": self.turn})
        elif kind == "play":
            self._play(action[1])
        elif kind == "next":
            self._log.append(Event("next_chosen", {"seat": self.turn, "next": action[1]}))
            self._start_turn(action[1], {"kind": "grey_choice", "by": self.turn, "card": self.last_card})
        elif kind == "magician":
            self._magician_target(action[1], action[2])
        elif kind == "give":
            self._magician_give(list(action[1:]))
        elif kind == "discard":
            self._maid_discard(action[1])
        elif kind == "swap":
            self._courtesan_swap(action[1], action[2])
        elif kind == "take":
            self._guard_take(action[1])

    def _play(self, card: int) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        known = self.revealed[seat]
        if known is not None:
            known.remove(card)
        self.plays += 1
        self.last_card = card
        char = character(card)
        display = self.displays[seat]
        duplicate = any(character(c) == char for c in display)
        display.append(card)
        self._log.append(Event("play", {"seat": seat, "card": face(card), "uid": card}))
        if char == "fool" and self.silenced == "fool":
            self._end_round(seat, "silenced_fool")
        elif duplicate:
            self._end_round(seat, "intrigue")
        elif len(display) == FULL_DISPLAY:
            self._end_round(seat, "full_display")
        elif self.silenced == char:
            self._log.append(Event("silenced", {"seat": seat, "character": char}))
            self._finish_turn()
        else:
            self._carry_out(seat, char)

    def _carry_out(self, seat: int, char: str) -> None:
        """The action of the card just played (not silenced, not ending the round)."""
        if char == "treasurer":
            revealed = self.revealed[seat] = sorted(self.hands[seat])
            self._log.append(Event("treasurer_reveal", {"seat": seat, "cards": [face(c) for c in revealed]}))
            self._finish_turn()
        elif char == "magician" and self.hands[seat] and self.magician_partners():
            self.phase = "magician_target"
        elif char == "maid" and self.deck:
            self.phase = "maid_discard"
        elif char == "courtesan" and self.plays > 2 and self.courtesan_swaps():
            self.phase = "courtesan_swap"
        elif char == "guard" and len(self.displays[seat]) > 1:
            self.phase = "guard_take"
        elif char == "spy":
            self._reveal_king(seat)
            self._finish_turn()
        else:
            if char != "fool":
                self._log.append(Event("no_effect", {"seat": seat, "character": char}))
            self._finish_turn()

    def _reveal_king(self, seat: int) -> None:
        reshuffled = not self.king_deck
        if reshuffled:
            self.king_deck = list(KING_CHARACTERS)
            self.king_open = []
            self.rng.shuffle(self.king_deck)
        self.king_open.append(self.king_deck.pop())
        self._log.append(Event("king_revealed", {"seat": seat, "king": self.king_open[-1], "reshuffled": reshuffled}))

    def _magician_target(self, target: int, count: int) -> None:
        self.magic = {"target": target, "count": count, "pick": None}
        self.phase = "magician_give"
        self._log.append(Event("magician", {"seat": self.turn, "target": target, "count": count}))

    def _magician_give(self, cards: list[int]) -> None:
        assert self.magic is not None
        if self.phase == "magician_give":
            self.magic["pick"] = cards
            self.phase = "magician_answer"
            self._log.append(Event("magician_picked", {"seat": self.turn}))
            return
        actor, target, given = self.turn, int(self.magic["target"]), list(self.magic["pick"])
        for c in given:
            self.hands[actor].remove(c)
        for c in cards:
            self.hands[target].remove(c)
        self.hands[actor] += cards
        self.hands[target] += given
        self.revealed[actor] = self.revealed[target] = None
        self.magic = None
        self._log.append(Event("magician_exchange", {"seat": actor, "target": target, "count": len(cards)}))
        self._log.append(Event(
            "magician_cards", {"seat": actor, "target": target, "gave": [face(c) for c in given],
                               "got": [face(c) for c in cards]}, to=(actor, target),
        ))
        self._finish_turn()

    def _maid_discard(self, card: int) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.discard_by.append(seat)
        drawn = self.deck.pop()
        self.hands[seat].append(drawn)
        self.revealed[seat] = None
        face_up = self.options.get("maid_discard") == "face_up"
        self._log.append(Event("maid", {"seat": seat, "card": face(card) if face_up else None}))
        self._log.append(Event("maid_draw", {"seat": seat, "discarded": face(card), "drew": face(drawn)}, to=(seat,)))
        self._finish_turn()

    def _courtesan_swap(self, a: int, b: int) -> None:
        sa = next(s for s, d in enumerate(self.displays) if a in d)
        sb = next(s for s, d in enumerate(self.displays) if b in d)
        da, db = self.displays[sa], self.displays[sb]
        da[da.index(a)] = b
        db[db.index(b)] = a
        self._log.append(Event("swap", {"seat": self.turn, "a": face(a), "a_owner": sa, "b": face(b), "b_owner": sb}))
        self._finish_turn()

    def _guard_take(self, card: int) -> None:
        seat = self.turn
        self.displays[seat].remove(card)
        self.hands[seat].append(card)
        known = self.revealed[seat]
        if known is not None:
            known.append(card)
            known.sort()
        self._log.append(Event("take", {"seat": seat, "card": face(card)}))
        self._finish_turn()

    def _finish_turn(self) -> None:
        """Pass the turn by the border colour of the card just played (grey: fewest display cards)."""
        card = self.last_card
        assert card is not None
        owner = owner_of_colour(card)
        if owner is not None:
            self._start_turn(owner, {"kind": "colour", "by": self.turn, "card": card})
            return
        sizes = [len(d) for d in self.displays]
        fewest = min(sizes)
        tied = [s for s in range(self.num_players) if sizes[s] == fewest]
        if len(tied) == 1:
            self._start_turn(tied[0], {"kind": "grey", "by": self.turn, "card": card})
        else:
            self.phase, self.tied = "choose_next", tied

    # ----------------------------------------------------------------------------------------- round end

    def _end_round(self, ender: int, reason: str) -> None:
        n = self.num_players
        points = self.points
        gained = [1 if (s == ender) == (reason == "full_display") else 0 for s in range(n)]
        for s in range(n):
            points[s] += gained[s]
        sizes = [len(d) for d in self.displays]
        record = [0 if s == ender and reason != "full_display" else sizes[s] for s in range(n)]
        self.records.append(record)
        self.final_sizes = sizes
        self._log.append(Event("round_end", {
            "round": self.round, "ender": ender, "reason": reason, "gained": gained, "scores": list(points),
            "displays": [[face(c) for c in d] for d in self.displays], "record": record,
        }))
        self.magic = None
        if max(points) >= self.target:
            self.terminal, self.last_card = True, None
            self._log.append(Event("game_end", {"winners": self.winning_seats(), "scores": list(points)}))
            return
        # the chance step: the seat that ended the round deals and starts the next (DEAL_ACTION)
        self.turn, self.phase, self.last_card, self.tied = ender, "deal", None, []
