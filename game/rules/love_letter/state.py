"""The Love Letter rules: one state holds the whole game (all rounds), chance resolved inside ``apply``.

Cards are physical card indices (see :mod:`cards`); ``kind_of[card]`` gives the kind. The player to act has
already drawn, so they hold two cards. After a Bishop hit the target decides ``("keep",)`` or ``("redraw",)``.
"""

from __future__ import annotations

import random

from game.engine import TERMINAL, Action, Event, GameState, IllegalActionError, rng_to_json
from game.rules.love_letter.cards import (
    ASSASSIN,
    BARON,
    BARONESS,
    BISHOP,
    CARDINAL,
    CONSTABLE,
    COUNT,
    COUNTESS,
    DECKS,
    DOWAGER,
    GUARD,
    GUESSES,
    HANDMAID,
    JESTER,
    KIND_BY_FACE,
    KINDS,
    KING,
    PRIEST,
    PRINCE,
    PRINCESS,
    SYCOPHANT,
    VALUE,
)

PLAY, BISHOP_CHOICE, OVER = "play", "bishop", "over"
UNKNOWN = -1
SINGLE_TARGET = frozenset({PRIEST, BARON, KING, DOWAGER, JESTER})
ANY_PLAYER = frozenset({PRINCE, SYCOPHANT})  # may choose oneself
NO_TARGET = frozenset({HANDMAID, COUNTESS, PRINCESS, ASSASSIN, COUNT, CONSTABLE})
NAMING = frozenset({GUARD, BISHOP})


class LoveLetterState(GameState):
    __slots__ = (
        "num_players", "edition", "kind_of", "target", "rng", "deck", "removed", "setaside", "hands",
        "discards", "alive", "protected", "tokens", "known", "mark", "jester", "starter", "round", "current",
        "phase", "bishop_by", "_log", "_legal",
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
        self._legal: list[Action] | None = None

    # ------------------------------------------------------------------------------------------ protocol

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.current

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
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
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
        return c

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, action: Action) -> None:
        if self._legal is None:
            self._legal = self._compute_legal()
        if action not in self._legal:
            raise IllegalActionError(f"illegal Love Letter action {action!r}")
        self._legal = None
        if self.phase == BISHOP_CHOICE:
            self._resolve_bishop_choice(action[0] == "redraw")
        else:
            self._play(self.current, KIND_BY_FACE[action[1]], action[2:])
        if self.phase == PLAY:
            self._end_turn()

    def view(self, seat: int) -> dict:
        from game.rules.love_letter.view import view_of

        return view_of(self, seat)

    def to_json(self) -> dict:
        return {
            "game": "love-letter", "num_players": self.num_players, "edition": self.edition,
            "target": self.target, "rng": rng_to_json(self.rng), "deck": self.deck[:], "removed": self.removed,
            "setaside": self.setaside[:], "hands": [h[:] for h in self.hands],
            "discards": [d[:] for d in self.discards], "alive": self.alive[:], "protected": self.protected[:],
            "tokens": self.tokens[:], "known": [k[:] for k in self.known], "mark": self.mark,
            "jester": self.jester[:], "starter": self.starter, "round": self.round, "current": self.current,
            "phase": self.phase, "bishop_by": self.bishop_by, "log": [e.to_json() for e in self._log],
        }

    # ------------------------------------------------------------------------------------------ legality

    def targets(self, actor: int, *, include_self: bool = False) -> list[int]:
        """Seats in the round that ``actor``'s card may choose (Handmaid protection excluded)."""
        return [
            t for t in range(self.num_players)
            if self.alive[t] and (t == actor and include_self or t != actor and not self.protected[t])
        ]

    def _marked(self, options: list[int]) -> list[int]:
        return [self.mark] if self.mark in options else options

    def _compute_legal(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == BISHOP_CHOICE:
            return [("keep",), ("redraw",)]
        actor = self.current
        kinds = sorted({self.kind_of[c] for c in self.hands[actor]})
        if COUNTESS in kinds and (KING in kinds or PRINCE in kinds):
            kinds = [COUNTESS]
        out: list[Action] = []
        for kind in kinds:
            out.extend(self._actions_for(actor, kind))
        return out

    def _actions_for(self, actor: int, kind: int) -> list[Action]:
        face = KINDS[kind].face
        if kind in NO_TARGET:
            return [("play", face)]
        if kind in ANY_PLAYER:
            return [("play", face, t) for t in self._marked(self.targets(actor, include_self=True))]
        others = self.targets(actor)
        if not others:
            return [("play", face, None)]
        if kind in SINGLE_TARGET:
            return [("play", face, t) for t in self._marked(others)]
        if kind in NAMING:
            guesses = GUESSES[self.edition]
            return [("play", face, t, g) for t in self._marked(others) for g in guesses]
        if kind == BARONESS:
            sets = [(t,) for t in others] + [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
            if self.mark in others:
                sets = [s for s in sets if self.mark in s]
            return [("play", face, *s) for s in sets]
        # Cardinal: two players (oneself allowed) trade hands, then the actor looks at one of them.
        pool = self.targets(actor, include_self=True)
        if len(pool) < 2:
            return [("play", face, None)]
        pairs = [(a, b) for i, a in enumerate(pool) for b in pool[i + 1:]]
        if self.mark in pool:
            pairs = [p for p in pairs if self.mark in p]
        out: list[Action] = []
        for a, b in pairs:
            looks = (b,) if a == actor else (a,) if b == actor else (a, b)
            out.extend(("play", face, a, b, look) for look in looks)
        return out

    # ------------------------------------------------------------------------------------------ effects

    def _emit(self, kind: str, to: tuple[int, ...] | None = None, **args) -> None:
        self._log.append(Event(kind, args, to))

    def _play(self, actor: int, kind: int, args: tuple) -> None:
        hand = self.hands[actor]
        card = next(c for c in hand if self.kind_of[c] == kind)
        hand.remove(card)
        self.discards[actor].append(card)
        self._forget(actor, card)
        self.mark = UNKNOWN
        target = args[0] if args else None
        naming = kind in NAMING and target is not None
        self._emit("play", seat=actor, card=KINDS[kind].face, target=target,
                   guess=args[1] if naming else None, edition=self.edition if naming else None,
                   second=args[1] if kind in (BARONESS, CARDINAL) and len(args) > 1 else None)
        if target is None and kind not in NO_TARGET:
            self._emit("no_effect", seat=actor, card=KINDS[kind].face)
        elif kind == GUARD:
            self._guard(actor, target, args[1])
        elif kind == PRIEST:
            self._peek(actor, target, "priest")
        elif kind in (BARON, DOWAGER):
            self._compare(actor, target, kind)
        elif kind == HANDMAID:
            self.protected[actor] = True
        elif kind == PRINCE:
            self._discard_and_draw(target, actor, "prince")
        elif kind == KING:
            self._swap(actor, target)
            self._emit("king_trade", (actor, target), seat=actor, target=target,
                       gave=self._face(self.hands[target][0]), got=self._face(hand[0]))
        elif kind == PRINCESS:
            self._knock_out(actor, actor, "princess")
        elif kind == JESTER:
            self.jester = [actor, target]
        elif kind == SYCOPHANT:
            self.mark = target
        elif kind == BARONESS:
            for t in args:
                self._peek(actor, t, "baroness")
        elif kind == CARDINAL:
            self._cardinal(actor, args[0], args[1], args[2])
        elif kind == BISHOP:
            self._bishop(actor, target, args[1])

    def _face(self, card: int) -> str:
        return KINDS[self.kind_of[card]].face

    def _held(self, seat: int) -> int:
        return self.hands[seat][0]

    def _peek(self, actor: int, target: int, via: str) -> None:
        card = self._held(target)
        self.known[actor][target] = card
        self._emit("peek", (actor,), seat=actor, target=target, card=self._face(card), via=via)

    def _guard(self, actor: int, target: int, guess: int) -> None:
        held = self.kind_of[self._held(target)]
        if held == ASSASSIN:
            self._emit("assassin", seat=target, victim=actor)
            self._knock_out(actor, target, "assassin")
            self._discard_and_draw(target, target, "assassin")
        elif VALUE[held] == guess:
            self._emit("guard_hit", seat=actor, target=target, guess=guess)
            self._knock_out(target, actor, "guard")
        else:
            self._emit("guard_miss", seat=actor, target=target, guess=guess)

    def _compare(self, actor: int, target: int, kind: int) -> None:
        mine, theirs = self._held(actor), self._held(target)
        self._emit("compare", (actor, target), seat=actor, target=target, card=KINDS[kind].face,
                   seat_card=self._face(mine), target_card=self._face(theirs))
        diff = VALUE[self.kind_of[mine]] - VALUE[self.kind_of[theirs]]
        if kind == DOWAGER:
            diff = -diff
        loser = None if diff == 0 else target if diff > 0 else actor
        self._emit("compare_result", seat=actor, target=target, card=KINDS[kind].face, loser=loser)
        if loser is None:
            self.known[actor][target] = theirs
            self.known[target][actor] = mine
        else:
            self._knock_out(loser, actor, KINDS[kind].face)

    def _swap(self, a: int, b: int) -> None:
        """Trade hands; everyone's knowledge of the two hands moves with the cards."""
        self.hands[a], self.hands[b] = self.hands[b], self.hands[a]
        for row in self.known:
            row[a], row[b] = row[b], row[a]
        self.known[a][b] = self._held(b)
        self.known[b][a] = self._held(a)
        self.known[a][a] = self.known[b][b] = UNKNOWN

    def _cardinal(self, actor: int, a: int, b: int, look: int) -> None:
        self._swap(a, b)
        self._emit("cardinal_trade", (a, b), seat=actor, a=a, b=b,
                   a_card=self._face(self._held(a)), b_card=self._face(self._held(b)))
        if look != actor:
            self._peek(actor, look, "cardinal")

    def _bishop(self, actor: int, target: int, guess: int) -> None:
        if VALUE[self.kind_of[self._held(target)]] != guess:
            self._emit("bishop_miss", seat=actor, target=target, guess=guess)
            return
        self._emit("bishop_hit", seat=actor, target=target, guess=guess)
        self._gain(actor, "bishop")
        if self.phase != OVER:
            self.phase = BISHOP_CHOICE
            self.bishop_by = actor
            self.current = target

    def _resolve_bishop_choice(self, redraw: bool) -> None:
        target = self.current
        self._emit("bishop_choice", seat=target, redraw=redraw)
        self.phase = PLAY
        if redraw:
            self._discard_and_draw(target, target, "bishop")
        self.current, self.bishop_by = self.bishop_by, UNKNOWN

    def _discard_and_draw(self, target: int, actor: int, via: str) -> None:
        """``target`` discards their hand (the Princess knocks them out) and draws a new card."""
        if self.phase == OVER:
            return
        card = self.hands[target].pop()
        self.discards[target].append(card)
        for row in self.known:
            row[target] = UNKNOWN
        self._emit("discard", seat=target, card=self._face(card), by=actor, via=via)
        if self.kind_of[card] == PRINCESS:
            self._knock_out(target, actor, "princess_discard")
            return
        if self.deck:
            self.hands[target].append(self.deck.pop())
        elif self.removed != UNKNOWN:
            self.hands[target].append(self.removed)
            self.removed = UNKNOWN
            self._emit("draw_removed", seat=target)

    def _knock_out(self, seat: int, by: int, reason: str) -> None:
        constable = any(self.kind_of[c] == CONSTABLE for c in self.discards[seat])
        cards = self.hands[seat]
        self.discards[seat].extend(cards)
        self._emit("out", seat=seat, by=by, reason=reason, cards=[self._face(c) for c in cards])
        self.hands[seat] = []
        self.alive[seat] = False
        self.protected[seat] = False
        for row in self.known:
            row[seat] = UNKNOWN
        if constable:
            self._gain(seat, "constable")

    def _forget(self, seat: int, card: int) -> None:
        """``seat`` showed ``card``: whoever knew it was in their hand no longer knows what they hold."""
        for row in self.known:
            if row[seat] == card:
                row[seat] = UNKNOWN

    def _gain(self, seat: int, reason: str, *, check: bool = True) -> None:
        """One token; the game ends at once when it reaches the target (unless ``check`` is off)."""
        self.tokens[seat] += 1
        self._emit("token", seat=seat, reason=reason, tokens=self.tokens[seat])
        if check and self.tokens[seat] >= self.target:
            self._end_game()

    def _end_game(self) -> None:
        self.phase = OVER
        self._emit("game_end", winners=self.game_winners(), tokens=self.tokens[:])

    # ------------------------------------------------------------------------------------------ flow

    def deal_round(self, starter: int) -> None:
        """Shuffle, remove one card face down (2 players: three more face up), deal one each, starter draws."""
        n = self.num_players
        deck = list(range(len(self.kind_of)))
        self.rng.shuffle(deck)
        self.removed = deck.pop()
        self.setaside = [deck.pop() for _ in range(3)] if n == 2 else []
        self.hands = [[deck.pop()] for _ in range(n)]
        self.deck = deck
        self.discards = [[] for _ in range(n)]
        self.alive = [True] * n
        self.protected = [False] * n
        self.known = [[UNKNOWN] * n for _ in range(n)]
        self.mark = UNKNOWN
        self.jester = []
        self.round += 1
        self.starter = self.current = starter
        self.phase = PLAY
        self._emit("round_start", round=self.round, starter=starter,
                   setaside=[self._face(c) for c in self.setaside])
        self.hands[starter].append(self.deck.pop())

    def _end_turn(self) -> None:
        if not self.deck or sum(self.alive) <= 1:
            self._end_round()
            return
        n = self.num_players
        nxt = (self.current + 1) % n
        while not self.alive[nxt]:
            nxt = (nxt + 1) % n
        self.current = nxt
        self.protected[nxt] = False
        self.hands[nxt].append(self.deck.pop())

    def round_ranking(self) -> tuple[int | None, str, dict[int, int], dict[int, int]]:
        """(winner or None, reason, hand value per seat in the round, discard sum per seat in the round).

        Hand value counts +1 per Count in one's discards; a Princess beats every Bishop."""
        seats = [s for s in range(self.num_players) if self.alive[s]]
        kinds = {s: self.kind_of[self._held(s)] for s in seats}
        values = {s: VALUE[k] + sum(self.kind_of[c] == COUNT for c in self.discards[s]) for s, k in kinds.items()}
        sums = {s: sum(VALUE[self.kind_of[c]] for c in self.discards[s]) for s in seats}
        if len(seats) == 1:
            return seats[0], "last", values, sums
        contenders = seats
        if PRINCESS in kinds.values():
            contenders = [s for s in seats if kinds[s] != BISHOP]
        best = max(values[s] for s in contenders)
        top = [s for s in contenders if values[s] == best]
        if len(top) == 1:
            return top[0], "highest", values, sums
        best_sum = max(sums[s] for s in top)
        top = [s for s in top if sums[s] == best_sum]
        return (top[0], "discards", values, sums) if len(top) == 1 else (None, "tie", values, sums)

    def _end_round(self) -> None:
        winner, reason, values, sums = self.round_ranking()
        self._emit(
            "round_end", round=self.round, winner=winner, reason=reason,
            hands={str(s): self._face(self._held(s)) for s in values},
            values={str(s): v for s, v in values.items()}, sums={str(s): v for s, v in sums.items()},
            removed=None if self.removed == UNKNOWN else self._face(self.removed),
        )
        if winner is not None:
            self._gain(winner, "round", check=False)
            if self.jester and self.jester[1] == winner:
                self._gain(self.jester[0], "jester", check=False)
            if max(self.tokens) >= self.target:
                self._end_game()
        if self.phase != OVER:
            self.deal_round(self.starter if winner is None else winner)
