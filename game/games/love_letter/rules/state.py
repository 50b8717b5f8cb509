"""The Love Letter rules: one state holds the whole game (all rounds), chance resolved inside ``apply``.

Cards are physical card indices (see :mod:`cards`); ``kind_of[card]`` gives the kind. The player to act has
already drawn, so they hold two cards. After a Bishop hit the target decides ``("keep",)`` or ``("redraw",)``.
Between two rounds the position is a chance step (``DEAL``: ``current_player()`` is ``CHANCE``), the round's
end in view until :data:`DEAL_ACTION` deals the next one (the engine's ``apply`` does so unless told not to).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import TYPE_CHECKING, Literal

from game.engine import CHANCE, TERMINAL, Event, GameState, JSONValue, Reason, rng_with_state
from game.games.love_letter.rules.cards import DECKS, KIND_BY_FACE, KINDS
from game.games.love_letter.rules.kinds import RULES, Args, forbidden, playable
from game.games.love_letter.rules.phases import BISHOP_CHOICE as BISHOP_CHOICE
from game.games.love_letter.rules.phases import DEAL as DEAL
from game.games.love_letter.rules.phases import DEAL_ACTION as DEAL_ACTION
from game.games.love_letter.rules.phases import OVER as OVER
from game.games.love_letter.rules.phases import PLAY as PLAY
from game.games.love_letter.rules.phases import UNKNOWN as UNKNOWN
from game.games.love_letter.rules.rounds import deal_round, round_ranking

if TYPE_CHECKING:  # the view is built from the state (view.py imports this module)
    from game.games.love_letter.rules.view import LoveLetterView

ROUND_ENDS: frozenset[str] = frozenset({"round_end", "game_end"})
"""The kinds of this game's events that end a round or the game: emitted with :attr:`Event.ends_round` set
(:attr:`GameDef.round_ends`)."""
Play = tuple[Literal["play"], str, *tuple[int | None, ...]]
"""Play a card of a face (its id, ``"guard"``) with its arguments (:data:`.kinds.Args`: seats and numbers)."""
Naming = tuple[Literal["play"], str, int, int]
"""A play of a card that names a number (a Guard, a Bishop) with someone chosen: ``(target, number)``."""
Keep = tuple[Literal["keep"]]
"""A Bishop's target keeps the card in hand."""
Redraw = tuple[Literal["redraw"]]
"""A Bishop's target discards the card in hand and draws another."""
Deal = tuple[Literal["deal"]]
"""The chance step between two rounds: deal the next one (:data:`DEAL_ACTION`)."""
LoveLetterAction = Play | Keep | Redraw | Deal
"""A Love Letter action: ``("play", face, *args)``, ``("keep",)``, ``("redraw",)`` or ``("deal",)``."""


def why_illegal(view: LoveLetterView, cards: Collection[int]) -> Reason | None:
    """Why the seat of ``view`` may not play ``cards`` (physical cards) now, or None when the rules allow it
    (the target and guess are then the legal actions' to list). Codes, in the order the rules check them:
    ``game_over``, ``not_your_turn``, ``bishop_choice`` (the Bishop's target decides first), ``not_in_hand``,
    then the objection of another card held (:meth:`.kinds.CardRule.forbids`: ``countess``)."""
    if view["phase"] == OVER:
        return Reason("game_over")
    if view["current"] != view["seat"]:
        return Reason("not_your_turn")
    if view["phase"] == BISHOP_CHOICE:
        return Reason("bishop_choice")
    hand = view["hand"]
    if not cards or not set(cards) <= set(hand):
        return Reason("not_in_hand")
    kind_of = DECKS[view["edition"]]
    held = [kind_of[c] for c in hand]
    reasons = [forbidden(kind, held) for kind in sorted({kind_of[c] for c in cards})]
    return None if None in reasons else reasons[0]


FACE: tuple[str, ...] = tuple(k.face for k in KINDS)
_OTHERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(t for t in range(n) if t != actor) for actor in range(n)) for n in range(9))
"""``_OTHERS[n][actor]``: the seats other than ``actor`` at a table of ``n``, in order."""
class LoveLetterState(GameState[LoveLetterAction]):
    __slots__ = (
        "num_players", "edition", "kind_of", "target", "rng", "deck", "removed", "setaside", "hands",
        "discards", "alive", "protected", "tokens", "known", "mark", "jester", "starter", "round", "current",
        "phase", "bishop_by", "_log", "_legal", "quiet",
    )

    def __init__(self, num_players: int, edition: str, target: int, rng: random.Random) -> None:
        n = num_players
        self.num_players = n
        self.edition = edition
        self.kind_of = DECKS[edition]
        self.target = target
        self.rng = rng
        self.deck: list[int] = []
        self.removed = UNKNOWN  # the face-down card, UNKNOWN once a Prince drew it
        self.setaside: list[int] = []  # 2 players: three cards face up
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.protected = [False] * n
        self.tokens = [0] * n
        self.known = [[UNKNOWN] * n for _ in range(n)]  # known[s][t]: the card s knows t holds
        self.mark = UNKNOWN  # Sycophant: the seat the next played card must target if it can
        self.jester: list[int] = []  # [giver, marked] of the Jester
        self.starter = 0
        self.round = 0
        self.current = 0
        self.phase = PLAY
        self.bishop_by = UNKNOWN  # during a Bishop choice: whose turn it is
        self._log: list[Event] = []
        self._legal: list[LoveLetterAction] | None = None
        self.quiet = False  # a playout's state logs no events (the rules never read their log)

    @classmethod
    def dealt(cls, num_players: int, edition: str, target: int, rng: random.Random,
              starter: int) -> LoveLetterState:
        """A new game with its first round dealt: the state of ``__init__`` then :meth:`deal_round`, without
        first building the lists that the deal replaces."""
        state = cls.__new__(cls)
        state.num_players, state.edition, state.kind_of = num_players, edition, DECKS[edition]
        state.target, state.rng = target, rng
        state.deck = []  # the deal makes the other fields of ``__init__``
        state.tokens = [0] * num_players
        state.round = 0
        state.bishop_by = UNKNOWN
        state._log = []
        state._legal = None
        state.quiet = False
        deal_round(state, starter)
        return state

    # ------------------------------------------------------------------------------------------ protocol

    def current_player(self) -> int:
        phase = self.phase
        return TERMINAL if phase == OVER else CHANCE if phase == DEAL else self.current

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(t) for t in self.tokens]

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.num_players
        winners = self.game_winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.num_players)]

    def game_winners(self) -> list[int]:
        best = max(self.tokens)
        return [s for s, t in enumerate(self.tokens) if t == best] if best >= self.target else []

    @property
    def log(self) -> list[Event]:
        return self._log

    def clone(self) -> LoveLetterState:
        c = LoveLetterState.__new__(LoveLetterState)
        c.num_players, c.edition, c.kind_of, c.target = self.num_players, self.edition, self.kind_of, self.target
        c.rng = rng_with_state(self.rng.getstate())
        c.deck = self.deck[:]
        c.removed = self.removed
        c.setaside = self.setaside[:]
        c.hands = [h[:] for h in self.hands]
        c.discards = [d[:] for d in self.discards]
        c.alive = self.alive[:]
        c.protected = self.protected[:]
        c.tokens = self.tokens[:]
        c.known = [k[:] for k in self.known]
        c.mark = self.mark
        c.jester = self.jester[:]
        c.starter, c.round, c.current, c.phase = self.starter, self.round, self.current, self.phase
        c.bishop_by = self.bishop_by
        c._log = self._log[:]
        c._legal = self._legal
        c.quiet = self.quiet
        return c

    def _apply(self, action: LoveLetterAction) -> None:
        if self.phase == DEAL:
            deal_round(self, self.starter)
            return
        if action[0] == "play":
            self._play(self.current, KIND_BY_FACE[action[1]], action[2:])
        else:  # a Bishop's target keeps or redraws
            self._resolve_bishop_choice(action[0] == "redraw")
        if self.phase == PLAY:
            self._end_turn()

    # ------------------------------------------------------------------------------------------ legality

    def targets(self, actor: int, *, include_self: bool = False) -> list[int]:
        """Seats in the round that ``actor``'s card may choose (Handmaid protection excluded)."""
        alive, protected = self.alive, self.protected
        if include_self:
            return [t for t in range(self.num_players) if alive[t] and (t == actor or not protected[t])]
        return [t for t in _OTHERS[self.num_players][actor] if alive[t] and not protected[t]]

    def _compute_legal(self) -> list[LoveLetterAction]:
        """The plays each card kind in hand offers (:meth:`.kinds.CardRule.plays`), kinds ascending, without
        the kinds another held card forbids (the Countess rule); a Bishop's target keeps or redraws."""
        if self.phase == OVER:
            return []
        if self.phase == DEAL:
            return [DEAL_ACTION]
        if self.phase == BISHOP_CHOICE:
            return [("keep",), ("redraw",)]
        actor = self.current
        others = self.targets(actor)
        out: list[LoveLetterAction] = []
        for kind in playable(tuple([self.kind_of[c] for c in self.hands[actor]])):
            play = ("play", FACE[kind])  # ("play", face) + args is a Play: mypy types a tuple's + loosely, and
            # a cast call would cost in the playouts' hot path
            out += [play + args for args in RULES[kind].plays(self, actor, others)]  # type: ignore[misc]
        return out

    # ------------------------------------------------------------------------------------------ effects
    # What one card does is its rule's (:mod:`.kinds`); these are the mechanics several cards share.

    def emit(self, kind: str, to: tuple[int, ...] | None = None, ends_round: bool = False, **args: JSONValue) -> None:
        self.emit_args(kind, args, to, ends_round)

    def emit_args(self, kind: str, args: dict[str, JSONValue], to: tuple[int, ...] | None = None,
                  ends_round: bool = False) -> None:
        if not self.quiet:
            self._log.append(Event(kind, args, to, ends_round))

    def _play(self, actor: int, kind: int, args: Args) -> None:
        kind_of = self.kind_of
        hand = self.hands[actor]
        card = hand[0]
        if kind_of[card] == kind:
            del hand[0]
        elif len(hand) == 2:
            card = hand.pop()
        else:
            card = next(c for c in hand if kind_of[c] == kind)
            hand.remove(card)
        self.discards[actor].append(card)
        for row in self.known:  # the card is shown: whoever knew it was in that hand no longer knows
            if row[actor] == card:
                row[actor] = UNKNOWN
        self.mark = UNKNOWN
        rule = RULES[kind]
        self.emit_args("play", {"seat": actor, "card": FACE[kind], **rule.event_args(self, args)})
        rule.resolve(self, actor, args)

    def face_of(self, card: int) -> str:
        return FACE[self.kind_of[card]]

    def peek(self, actor: int, target: int, via: str) -> None:
        card = self.hands[target][0]
        self.known[actor][target] = card
        self.emit("peek", (actor,), seat=actor, target=target, card=self.face_of(card), via=via)

    def swap(self, a: int, b: int) -> None:
        """Trade hands; everyone's knowledge of the two hands moves with the cards."""
        hands, known = self.hands, self.known
        hands[a], hands[b] = hands[b], hands[a]
        for row in known:
            row[a], row[b] = row[b], row[a]
        known[a][b] = hands[b][0]
        known[b][a] = hands[a][0]
        known[a][a] = known[b][b] = UNKNOWN

    def await_bishop_choice(self, actor: int, target: int) -> None:
        """After a Bishop's right guess (unless its token ended the game): ``target`` keeps or redraws."""
        if self.phase != OVER:
            self.phase = BISHOP_CHOICE
            self.bishop_by = actor
            self.current = target

    def _resolve_bishop_choice(self, redraw: bool) -> None:
        target = self.current
        self.emit("bishop_choice", seat=target, redraw=redraw)
        self.phase = PLAY
        if redraw:
            self.discard_and_draw(target, target, "bishop")
        self.current, self.bishop_by = self.bishop_by, UNKNOWN

    def discard_and_draw(self, target: int, actor: int, via: str) -> None:
        """``target`` discards their hand (the Princess knocks them out) and draws a new card."""
        if self.phase == OVER:
            return
        card = self.hands[target].pop()
        self.discards[target].append(card)
        for row in self.known:
            row[target] = UNKNOWN
        self.emit("discard", seat=target, card=self.face_of(card), by=actor, via=via)
        if RULES[self.kind_of[card]].discarded(self, target, actor):
            return
        if self.deck:
            self.hands[target].append(self.deck.pop())
        elif self.removed != UNKNOWN:
            self.hands[target].append(self.removed)
            self.removed = UNKNOWN
            self.emit("draw_removed", seat=target)

    def knock_out(self, seat: int, by: int, reason: str) -> None:
        kind_of, discards = self.kind_of, self.discards[seat]
        token = any(RULES[kind_of[c]].token_when_out for c in discards)
        cards = self.hands[seat]
        discards += cards
        self.emit("out", seat=seat, by=by, reason=reason, cards=[self.face_of(c) for c in cards])
        self.hands[seat] = []
        self.alive[seat] = False
        self.protected[seat] = False
        for row in self.known:
            row[seat] = UNKNOWN
        if token:
            self.gain(seat, "constable")

    def gain(self, seat: int, reason: str, *, check: bool = True) -> None:
        """One token; the game ends at once when it reaches the target (unless ``check`` is off)."""
        self.tokens[seat] += 1
        self.emit("token", seat=seat, reason=reason, tokens=self.tokens[seat])
        if check and self.tokens[seat] >= self.target:
            self._end_game()

    def _end_game(self) -> None:
        self.phase = OVER
        self.emit("game_end", ends_round=True, winners=self.game_winners(), tokens=self.tokens[:])

    # ------------------------------------------------------------------------------------------ flow

    def _end_turn(self) -> None:
        alive = self.alive
        if not self.deck or alive.count(True) <= 1:
            self._end_round()
            return
        n = self.num_players
        nxt = (self.current + 1) % n
        while not alive[nxt]:
            nxt = (nxt + 1) % n
        self.current = nxt
        self.protected[nxt] = False
        self.hands[nxt].append(self.deck.pop())

    def _end_round(self) -> None:
        winner, reason, values, sums = round_ranking(self)
        self.emit(
            "round_end", ends_round=True, round=self.round, winner=winner, reason=reason,
            hands={str(s): self.face_of(self.hands[s][0]) for s in values},
            values={str(s): v for s, v in values.items()}, sums={str(s): v for s, v in sums.items()},
            removed=None if self.removed == UNKNOWN else self.face_of(self.removed),
        )
        if winner is not None:
            self.gain(winner, "round", check=False)
            if self.jester and self.jester[1] == winner:
                self.gain(self.jester[0], "jester", check=False)
            if max(self.tokens) >= self.target:
                self._end_game()
        if self.phase != OVER:  # the chance step: the next round is dealt by DEAL_ACTION, its winner starting
            self.starter = self.starter if winner is None else winner
            self.phase = DEAL
