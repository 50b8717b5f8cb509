"""The Palace state: setup (swap / choose face-up cards), play, the end. See ``rules_en.md``."""

from __future__ import annotations

import random
from collections.abc import Collection
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Literal, NamedTuple

from game.engine import TERMINAL, Event, GameState, JSONValue, LogEntry, Reason, rng_with_state

from .cards import RANK, RANK_INDEX, RANK_ORDER, SORT_KEYS, deck
from .options import Rules
from .ranks import rank_rules
from .setup import apply_setup, setup_actions

if TYPE_CHECKING:  # the view is built from the state (view.py imports this module)
    from .view import PalaceView

ChooseFaceUp = tuple[Literal["faceup"], str]
"""Setup, choosing the face-up cards: lay this hand card face up."""
Exchange = tuple[Literal["swap", "stack"], str, str]
"""Setup: swap a hand card with a face-up card, or stack it onto a face-up card of its rank (hand, face-up)."""
Ready = tuple[Literal["ready"]]
"""Setup done."""
Play = tuple[Literal["play"], str, tuple[str, ...]]
"""Play equal cards from a zone (``"hand"`` / ``"faceup"``) onto the pile."""
PickUp = tuple[Literal["pickup"]] | tuple[Literal["pickup"], str]
"""Pick up the pile (with a face-up card laid on it first, when the rules say so)."""
Blind = tuple[Literal["blind"], int]
"""Turn up a face-down card (its index) and play it."""
PalaceAction = ChooseFaceUp | Exchange | Ready | Play | PickUp | Blind
"""A Palace action: a tuple tagged by its kind (plain tuples: the JSON is the list of its items)."""

ROUND_ENDS: frozenset[str] = frozenset({"game_end"})
"""The kinds of this game's events that end a round or the game: emitted with :attr:`Event.ends_round` set
(:attr:`GameDef.round_ends`)."""
MAX_TURNS = 2000
"""Play-phase actions after which a game of bots only is a draw (CLARIFICATIONS.md: a simulation setting, so
bots can never loop for ever); a game with a person in it has no limit (:meth:`PalaceState.set_bots_only`)."""


def rank_to_beat(pile: list[str], rules: Rules) -> str | None:
    """The highest pile card that is not looked through (a joker, the invisible rank); None: anything goes."""
    by_rank = rank_rules(rules)
    for card in reversed(pile):
        rank = RANK[card]
        if not by_rank[rank].see_through:
            return rank
    return None


def why_not_on(rules: Rules, rank: str, top: str | None) -> Reason | None:
    """Why cards of ``rank`` may not go on a pile whose rank to beat is ``top``, or None when they may: the rank
    rules' answer (:meth:`.ranks.RankRule.why_not_on`). Codes: ``ten_on_high`` (the restricted 10 on a Jack or
    higher), ``seven_down`` (after a 7: a 7 or lower), ``too_low`` (args ``rank``, ``top``)."""
    by_rank = rank_rules(rules)
    return by_rank[rank].why_not_on(None if top is None else by_rank[top])


def allows(rules: Rules, rank: str, top: str | None) -> bool:
    """May cards of ``rank`` go on a pile whose rank to beat is ``top``? (:func:`why_not_on` has no objection.)"""
    return why_not_on(rules, rank, top) is None


def why_not_now(view: PalaceView) -> Reason | None:
    """Why the seat of ``view`` may not move now at all, or None: ``not_your_turn``, or during the setup
    ``setup_choose`` (hand cards go onto the face-up row) / ``setup_swap`` (a hand card swaps with a face-up
    card of another rank), as the options say."""
    if view["current"] != view["seat"]:
        return Reason("not_your_turn")
    if view["phase"] == "setup":
        return Reason("setup_choose" if view["options"]["choose_faceup"] else "setup_swap")
    return None


def why_not_play(rules: Rules, view: PalaceView, cards: Collection[str], *, blind: bool = False
                 ) -> Reason | None:
    """Why the seat of ``view`` may not play ``cards`` onto the pile now (``blind``: a face-down card), or None
    when the rules allow it. Codes, in the order the rules check them: ``face_down_last`` (hand and face-up
    cards first), ``one_face_down``, ``not_yours``, ``hand_first`` (face-up cards only once the hand is empty),
    ``joker_alone``, ``equal_rank``, then :func:`why_not_on`'s."""
    me = view["seat"]
    assert me is not None, "a seat's view, not the public one"
    hand, faceup = set(view["hand"]), {c for st in view["faceup"][me] for c in st}
    if blind:
        return Reason("face_down_last") if hand or faceup else Reason("one_face_down")
    if not set(cards) <= hand | faceup:
        return Reason("not_yours")
    if set(cards) & faceup and hand:
        return Reason("hand_first")
    ranks = {RANK[c] for c in cards}
    by_rank = rank_rules(rules)
    if len(ranks) > 1 and any(by_rank[r].alone for r in ranks):
        return Reason("joker_alone")
    if len(ranks) > 1:
        return Reason("equal_rank")
    if not ranks:
        return None
    rank = next(iter(ranks))
    return why_not_on(rules, rank, rank_to_beat(view["pile"], rules))


class PlayTable(NamedTuple):
    """The rank rules of one rule set by rank index (:data:`RANK_INDEX`), as the legal plays look them up."""

    mask: tuple[tuple[bool, ...], ...]  # mask[top + 1][rank]: may that rank be played (row 0: empty pile)?
    see_through: tuple[bool, ...]
    reverses: tuple[bool, ...]
    burns: tuple[bool, ...]


@lru_cache(maxsize=64)
def play_table(rules: Rules) -> PlayTable:
    by_rank = rank_rules(rules)
    tops = [None, *RANK_ORDER]
    mask = tuple(tuple(allows(rules, rank, top) for rank in RANK_ORDER) for top in tops)
    return PlayTable(mask, *(tuple(getattr(by_rank[rank], flag) for rank in RANK_ORDER)
                             for flag in ("see_through", "reverses", "burns")))


def top_index(pile: list[str], see_through: tuple[bool, ...]) -> int:
    """The rank index of :func:`rank_to_beat` (-1: anything goes)."""
    for card in reversed(pile):
        r = RANK_INDEX[card]
        if not see_through[r]:
            return r
    return -1


class PalaceState(GameState[PalaceAction]):
    def __init__(self, num_players: int, rules: Rules, rng: random.Random) -> None:
        n = num_players
        self.num_players = n
        self.rules = rules
        self._table = play_table(rules)  # the rules never change during a game
        self.rng = rng
        self.phase = "setup"  # "setup" | "play" | "over"
        self.dealer = 0
        self.direction = 1
        self.current = 0
        self.setup_queue: list[int] = []  # seats still to finish the setup, the first one acting
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.known: list[set[str]] = [set() for _ in range(n)]  # hand cards everyone has seen
        self.faceup: list[list[list[str]]] = [[] for _ in range(n)]  # stacks of equal cards
        self.facedown: list[list[str]] = [[] for _ in range(n)]
        self.stock: list[str] = []  # drawn from the end
        self.pile: list[str] = []
        self.burned: list[str] = []
        self.out: list[int] = []  # seats without cards, in the order they got out
        self.turns = 0
        self.turn_limit: int | None = MAX_TURNS  # None: no limit (a person plays)
        self.pile_last: int | None = None  # who made the last play onto the pile
        self.first_faceup: list[tuple[int, str]] = []  # face-up cards in dealing order (who starts)
        self.result: list[float] | None = None
        self._log: list[Event] = []
        self._log_json: list[LogEntry] = []  # the first events as JSON, converted as views need them
        self._legal: list[PalaceAction] | None = None

    # ------------------------------------------------------------------------------------------ setup

    @classmethod
    def deal(cls, num_players: int, rules: Rules, seed: int, dealer: int = -1) -> PalaceState:
        """``dealer`` -1: drawn at random (the draw is made either way, so the cards do not depend on it)."""
        state = cls(num_players, rules, random.Random(seed))
        n, row = num_players, rules.row
        cards = deck(two_decks=rules.more_cards, jokers=rules.jokers)
        state.rng.shuffle(cards)
        drawn = state.rng.randrange(n)
        state.dealer = drawn if dealer < 0 else dealer
        order = state.dealing_order()
        for _ in range(row):
            for seat in order:
                state.facedown[seat].append(cards.pop())
        if not rules.choose_faceup:
            for _ in range(row):
                for seat in order:
                    card = cards.pop()
                    state.faceup[seat].append([card])
                    state.first_faceup.append((seat, card))
        for _ in range(2 * row if rules.choose_faceup else row):
            for seat in order:
                state.hands[seat].append(cards.pop())
        state.stock = cards
        state.setup_queue = order
        state.current = order[0]
        state.emit("deal", {"dealer": state.dealer})
        return state

    def dealing_order(self) -> list[int]:
        """Seats from the left of the dealer, clockwise."""
        n = self.num_players
        return [(self.dealer + 1 + i) % n for i in range(n)]

    # ------------------------------------------------------------------------------------------ queries

    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" else self.current

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def finished_for(self, seat: int) -> bool:
        return self.phase == "over" or seat in self.out

    def set_bots_only(self, bots_only: bool) -> None:
        self.turn_limit = MAX_TURNS if bots_only else None

    def returns(self) -> list[float]:
        return list(self.result) if self.result else [0.0] * self.num_players

    def scores(self) -> list[float]:
        return self.returns()

    @property
    def log(self) -> list[Event]:
        return self._log

    def top_rank(self) -> str | None:
        return rank_to_beat(self.pile, self.rules)

    def allows(self, rank: str, top: str | None) -> bool:
        return allows(self.rules, rank, top)

    def _compute_legal(self) -> list[PalaceAction]:
        if self.phase == "over":
            return []
        seat = self.current
        if self.phase == "setup":
            return setup_actions(self, seat)
        if self.hands[seat]:
            actions = self._plays("hand", self.hands[seat])
            if self.pile:
                actions.append(("pickup",))
            return actions
        if self.faceup[seat]:
            cards = [c for st in self.faceup[seat] for c in st]
            actions = self._plays("faceup", cards)
            if self.pile:
                if self.rules.easy_faceup:
                    actions.append(("pickup",))
                else:
                    actions += [("pickup", c) for c in sorted(cards, key=SORT_KEYS.__getitem__)]
            return actions
        return [("blind", i) for i in range(len(self.facedown[seat]))]

    def _plays(self, zone: str, cards: list[str]) -> list[PalaceAction]:
        """Every set of equal cards from ``cards`` that may go on the pile, lowest rank first (sorted by
        :data:`SORT_KEYS`, the cards of a rank lie together, in uid order)."""
        table, index = self._table, RANK_INDEX
        allowed = table.mask[top_index(self.pile, table.see_through) + 1]
        ordered = sorted(cards, key=SORT_KEYS.__getitem__)
        actions: list[PalaceAction] = []
        i, end = 0, len(ordered)
        while i < end:
            r = index[ordered[i]]
            j = i + 1
            while j < end and index[ordered[j]] == r:
                j += 1
            if allowed[r]:
                if j == i + 1:
                    actions.append(("play", zone, (ordered[i],)))
                else:
                    group = ordered[i:j]
                    actions += [("play", zone, combo) for k in range(1, j - i + 1) for combo in combinations(group, k)]
            i = j
        return actions

    # ------------------------------------------------------------------------------------------ moves

    def _apply(self, action: PalaceAction) -> None:
        seat = self.current
        if self.phase == "setup":
            apply_setup(self, seat, action)
            return
        if action[0] == "play":
            self._play(seat, action[1], action[2])
        elif action[0] == "pickup":
            if len(action) == 2:
                self._remove_faceup(seat, (action[1],))
                self.pile.append(action[1])
            self._pickup(seat, action[1] if len(action) == 2 else None)
        elif action[0] == "blind":
            self._blind(seat, action[1])
        self.turns += 1
        if self.phase != "over" and self.turn_limit is not None and self.turns >= self.turn_limit:
            self._end_in_a_draw()

    def _play(self, seat: int, zone: str, cards: tuple[str, ...]) -> None:
        if zone == "hand":
            hand = self.hands[seat]
            for card in cards:
                hand.remove(card)
            self.known[seat].difference_update(cards)
        elif zone == "faceup":
            self._remove_faceup(seat, cards)
        pile = self.pile
        pile.extend(cards)
        self.emit("play", {"seat": seat, "from": zone, "cards": list(cards)})
        if self.stock and len(self.hands[seat]) < self.rules.row:
            self.refill(seat)
        self.pile_last = seat
        rank, table = RANK_INDEX[cards[0]], self._table
        if table.reverses[rank]:
            self.direction = -self.direction
        again = True
        if table.burns[rank]:
            self._burn(seat, "ten")
        elif len(pile) >= 4 and RANK_INDEX[pile[-2]] == RANK_INDEX[pile[-3]] == RANK_INDEX[pile[-4]] == rank:
            self._burn(seat, "four")  # pile[-1] is one of the cards played
        else:
            again = False
        if not (self.hands[seat] or self.faceup[seat] or self.facedown[seat]):
            self._go_out(seat)
            if self.phase == "over":
                return
            again = False
        self.current = seat if again else self._next(seat)

    def _burn(self, seat: int, reason: str) -> None:
        self.emit("burn", {"seat": seat, "reason": reason, "count": len(self.pile)})
        self.burned += self.pile
        self.pile = []
        self.pile_last = None

    def _pickup(self, seat: int, laid: str | None) -> None:
        taken = self.pile
        self.pile = []
        self.hands[seat] += taken
        self.known[seat].update(taken)
        self.emit("pickup", {"seat": seat, "cards": list(taken), "laid": laid})
        before = self.pile_last
        self.pile_last = None
        if self.rules.back_to_predecessor and before is not None and before != seat and before not in self.out:
            self.current = before
        else:
            self.current = self._next(seat)

    def _blind(self, seat: int, index: int) -> None:
        card = self.facedown[seat].pop(index)
        if self.allows(RANK[card], self.top_rank()):
            self._play(seat, "facedown", (card,))
        else:
            self.emit("blind_fail", {"seat": seat, "card": card})
            self.pile.append(card)
            self._pickup(seat, None)

    def _remove_faceup(self, seat: int, cards: tuple[str, ...]) -> None:
        stacks = self.faceup[seat]
        for card in cards:
            for st in stacks:
                if card in st:
                    st.remove(card)
                    break
        self.faceup[seat] = [st for st in stacks if st]

    def refill(self, seat: int) -> None:
        hand, drawn = self.hands[seat], 0
        while len(hand) < self.rules.row and self.stock:
            hand.append(self.stock.pop())
            drawn += 1
        if drawn:
            self.emit("draw", {"seat": seat, "count": drawn})

    def _go_out(self, seat: int) -> None:
        self.out.append(seat)
        self.emit("out", {"seat": seat, "place": len(self.out)})
        n = self.num_players
        if self.rules.play_to_win:
            self._finish([1.0 if s == seat else 0.0 for s in range(n)], {"winner": seat})
        elif len(self.out) == n - 1:
            loser = next(s for s in range(n) if s not in self.out)
            self._finish([0.0 if s == loser else 1.0 for s in range(n)], {"loser": loser})

    def _end_in_a_draw(self) -> None:
        """The turn limit: a draw among those still holding cards; who is already out is safe (not last)."""
        self._finish([1.0 if s in self.out else 0.5 for s in range(self.num_players)], {"draw": True})

    def _finish(self, result: list[float], args: dict[str, JSONValue]) -> None:
        self.phase = "over"
        self.result = result
        self.emit("game_end", args, ends_round=True)

    def emit(self, kind: str, args: dict[str, JSONValue], ends_round: bool = False) -> None:
        self._log.append(Event(kind, args, None, ends_round))

    def _next(self, seat: int) -> int:
        n, s = self.num_players, seat
        while True:
            s = (s + self.direction) % n
            if s not in self.out:
                return s

    # ------------------------------------------------------------------------------------------ copies

    def clone(self) -> PalaceState:
        c = PalaceState.__new__(PalaceState)
        c.__dict__.update(self.__dict__)
        c.rng = rng_with_state(self.rng.getstate())
        c.setup_queue = list(self.setup_queue)
        c.hands = [list(h) for h in self.hands]
        c.known = [set(k) for k in self.known]
        c.faceup = [[list(st) for st in stacks] for stacks in self.faceup]
        c.facedown = [list(f) for f in self.facedown]
        c.stock = list(self.stock)
        c.pile = list(self.pile)
        c.burned = list(self.burned)
        c.out = list(self.out)
        c.first_faceup = list(self.first_faceup)
        c._log = list(self._log)
        c._log_json = list(self._log_json)
        c._legal = None if self._legal is None else list(self._legal)
        return c

    def _public_log(self) -> list[LogEntry]:
        """Every Palace event is public; the JSON of old events is kept, so views stay cheap in long games."""
        done = self._log_json
        if len(done) < len(self._log):
            done += [e.to_json() for e in self._log[len(done):]]
        return list(done)
