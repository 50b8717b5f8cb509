"""One rule object per Love Letter card kind: which plays it offers, what it forbids, what it does.

In the style of TabletopGames (one action class per card, legality by filtering): the state asks the rule of
each card in the actor's hand for its plays (:meth:`CardRule.plays`), drops the kinds another held card forbids
(:meth:`CardRule.forbids`: the Countess rule) and applies a play through :meth:`CardRule.resolve`. Mechanics
shared by several cards (peeking, knocking out, discarding and drawing, trading hands, tokens) stay on the state.

A card's description (the text on its face, an i18n key) is :attr:`CardRule.description`; its name, number and
look are in :data:`.cards.KINDS`. ``RULES[kind]`` is the rule of a kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, ClassVar, TypeGuard

from game.engine import JSONValue, Reason

from .cards import (
    ASSASSIN,
    BARON,
    BARONESS,
    BISHOP,
    CARDINAL,
    CONSTABLE,
    COUNT,
    COUNTESS,
    DOWAGER,
    GUARD,
    GUESSES,
    HANDMAID,
    JESTER,
    KINDS,
    KING,
    PRIEST,
    PRINCE,
    PRINCESS,
    SYCOPHANT,
    VALUE,
)

if TYPE_CHECKING:
    from .state import LoveLetterState

Args = tuple[int | None, ...]
"""A play's arguments after ``("play", face)``: ``()``, ``(target,)``, ``(target, guess)``, ``(a, b, look)``... (seats
and numbers), or :data:`NOBODY`."""
Chosen = tuple[int, ...]
"""The arguments of a play that chose (every play but :data:`NOBODY`): what a card's effect gets."""
NOBODY: tuple[Args, ...] = ((None,),)
"""The one play of a targeted card when nobody can be chosen: it is discarded without effect."""


def chose(args: Args) -> TypeGuard[Chosen]:
    """Whether a play chose its players and numbers (not :data:`NOBODY`: a targeted card played when nobody could
    be chosen, discarded without effect)."""
    return not args or args[0] is not None


class CardRule:
    """The rules of one card kind. ``choice`` says what a play of it chooses (the presenter's prompt steps):
    ``"none"``, ``"target"`` (another player, or anyone with ``self_allowed``), ``"guess"`` (a player and a
    number), ``"look"`` (one or two other players), ``"trade"`` (two players, then whose hand to look at)."""

    kind: ClassVar[int]
    choice: ClassVar[str] = "target"
    self_allowed: ClassVar[bool] = False
    round_end_bonus: ClassVar[int] = 0
    """Added to the hand's number at round end for each card of this kind in one's discards (the Count)."""
    token_when_out: ClassVar[bool] = False
    """Knocked out with a card of this kind in one's discards, one gains a token (the Constable)."""
    loses_to_princess: ClassVar[bool] = False
    """Held at round end while someone holds the Princess, one cannot win the round (the Bishop)."""
    out_when_played: ClassVar[bool] = False
    """Who plays a card of this kind is out of the round (the Princess: see :meth:`effect`)."""
    out_when_discarded: ClassVar[bool] = False
    """Who discards a card of this kind from the hand is out of the round (the Princess: see :meth:`discarded`)."""

    @property
    def face(self) -> str:
        return KINDS[self.kind].face

    @property
    def description(self) -> str:
        """The card's text (an i18n key)."""
        return KINDS[self.kind].text

    # ---------------------------------------------------------------------------------------- legality

    def forbids(self, other: int) -> Reason | None:
        """Why holding this card forbids playing a card of kind ``other`` (the other card in hand), or None."""
        return None

    def plays(self, state: LoveLetterState, actor: int, others: Sequence[int]) -> Sequence[Args]:
        """The arguments of every legal play of this card by ``actor``, in a stable order. ``others``: the other
        players in the round that a card may choose (not protected). A Sycophant's mark keeps only the plays
        that choose the marked player, when there are some."""
        pool = state.targets(actor, include_self=True) if self.self_allowed else others
        if not pool:
            return NOBODY
        mark = state.mark
        return [(mark,)] if mark in pool else [(t,) for t in pool]

    def discards_hand_of(self, args: Args) -> tuple[int, ...]:
        """The players whose hand a play with ``args`` makes discard (the Prince's target)."""
        return ()

    # ---------------------------------------------------------------------------------------- effects

    def event_args(self, state: LoveLetterState, args: Args) -> dict[str, JSONValue]:
        """What the public ``play`` event says beyond the actor and the card."""
        return {"target": args[0] if args else None, "guess": None, "edition": None, "second": None}

    def resolve(self, state: LoveLetterState, actor: int, args: Args) -> None:
        """The effect of ``actor`` playing this card with ``args`` (already discarded and announced)."""
        if chose(args):
            self.effect(state, actor, args)
        else:
            state.emit("no_effect", seat=actor, card=self.face)

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        """The effect proper, with a target chosen (when the card takes one)."""

    # ---------------------------------------------------------------------------------------- other times

    def answers_guard(self, state: LoveLetterState, guard: int, holder: int) -> bool:
        """Called when ``guard`` targets ``holder``, who holds this card, with a Guard: True when this card
        answers it instead (and the Guard's guess is not checked)."""
        return False

    def discarded(self, state: LoveLetterState, seat: int, by: int) -> bool:
        """Called when ``seat`` discards this card from the hand (a Prince, the Assassin, a Bishop redraw): True
        when that knocks them out (the Princess)."""
        return False


class WithoutTarget(CardRule):
    """A card played without a choice: one play, ``()``."""

    choice = "none"

    def plays(self, state: LoveLetterState, actor: int, others: Sequence[int]) -> Sequence[Args]:
        return ((),)


class Assassin(WithoutTarget):
    kind = ASSASSIN

    def answers_guard(self, state: LoveLetterState, guard: int, holder: int) -> bool:
        state.emit("assassin", seat=holder, victim=guard)
        state.knock_out(guard, holder, "assassin")
        state.discard_and_draw(holder, holder, "assassin")
        return True


class Jester(CardRule):
    kind = JESTER

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.jester = [actor, args[0]]


class NamingRule(CardRule):
    """Name a number other than 1 (:data:`.cards.GUESSES`) and choose another player: ``(target, guess)``."""

    choice = "guess"

    def plays(self, state: LoveLetterState, actor: int, others: Sequence[int]) -> Sequence[Args]:
        targets = super().plays(state, actor, others)
        if targets == NOBODY:
            return NOBODY
        guesses = GUESSES[state.edition]
        return [(t, g) for (t,) in targets for g in guesses]

    def event_args(self, state: LoveLetterState, args: Args) -> dict[str, JSONValue]:
        named = args[0] is not None
        return {"target": args[0], "guess": args[1] if named else None, "edition": state.edition if named else None,
                "second": None}

    @staticmethod
    def right(state: LoveLetterState, target: int, guess: int) -> bool:
        return VALUE[state.kind_of[state.hands[target][0]]] == guess


class Guard(NamingRule):
    """If the target holds the named number, they are out (the Assassin answers a Guard first)."""

    kind = GUARD

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        target, guess = args
        if RULES[state.kind_of[state.hands[target][0]]].answers_guard(state, actor, target):
            return
        if self.right(state, target, guess):
            state.emit("guard_hit", seat=actor, target=target, guess=guess)
            state.knock_out(target, actor, "guard")
        else:
            state.emit("guard_miss", seat=actor, target=target, guess=guess)


class Priest(CardRule):
    kind = PRIEST

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.peek(actor, args[0], "priest")


class Cardinal(CardRule):
    """Two players (oneself allowed) trade hands, then the actor looks at one of those hands (not their own):
    ``(a, b, look)``."""

    kind = CARDINAL
    choice = "trade"

    def plays(self, state: LoveLetterState, actor: int, others: Sequence[int]) -> Sequence[Args]:
        pool = state.targets(actor, include_self=True)
        if not others or len(pool) < 2:
            return NOBODY
        pairs = [(a, b) for i, a in enumerate(pool) for b in pool[i + 1:]]
        if state.mark in pool:
            pairs = [p for p in pairs if state.mark in p]
        out: list[Args] = []
        for a, b in pairs:
            looks = (b,) if a == actor else (a,) if b == actor else (a, b)
            out += [(a, b, look) for look in looks]
        return out

    def event_args(self, state: LoveLetterState, args: Args) -> dict[str, JSONValue]:
        return {"target": args[0], "guess": None, "edition": None, "second": args[1] if len(args) > 1 else None}

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        a, b, look = args
        state.swap(a, b)
        state.emit("cardinal_trade", (a, b), seat=actor, a=a, b=b,
                   a_card=state.face_of(state.hands[a][0]), b_card=state.face_of(state.hands[b][0]))
        if look != actor:
            state.peek(actor, look, "cardinal")


class Comparing(CardRule):
    """Compare hands with another player; who holds the lower number (``higher_loses``: the higher) is out."""

    higher_loses: ClassVar[bool] = False

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        target = args[0]
        mine, theirs = state.hands[actor][0], state.hands[target][0]
        state.emit("compare", (actor, target), seat=actor, target=target, card=self.face,
                   seat_card=state.face_of(mine), target_card=state.face_of(theirs))
        diff = VALUE[state.kind_of[mine]] - VALUE[state.kind_of[theirs]]
        if self.higher_loses:
            diff = -diff
        loser = None if diff == 0 else target if diff > 0 else actor
        state.emit("compare_result", seat=actor, target=target, card=self.face, loser=loser)
        if loser is None:
            state.known[actor][target] = theirs
            state.known[target][actor] = mine
        else:
            state.knock_out(loser, actor, self.face)


class Baron(Comparing):
    kind = BARON


class Baroness(CardRule):
    """Look at the hands of one or two other players: ``(t,)`` or ``(a, b)``."""

    kind = BARONESS
    choice = "look"

    def plays(self, state: LoveLetterState, actor: int, others: Sequence[int]) -> Sequence[Args]:
        if not others:
            return NOBODY
        sets: list[Args] = [(t,) for t in others] + [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
        if state.mark in others:
            sets = [s for s in sets if state.mark in s]
        return sets

    def event_args(self, state: LoveLetterState, args: Args) -> dict[str, JSONValue]:
        return {"target": args[0], "guess": None, "edition": None, "second": args[1] if len(args) > 1 else None}

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        for target in args:
            state.peek(actor, target, "baroness")


class Handmaid(WithoutTarget):
    kind = HANDMAID

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.protected[actor] = True


class Sycophant(CardRule):
    """Choose any player: the next card played must choose them if it can (see :meth:`CardRule.plays`)."""

    kind = SYCOPHANT
    self_allowed = True

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.mark = args[0]


class Prince(CardRule):
    kind = PRINCE
    self_allowed = True

    def discards_hand_of(self, args: Args) -> tuple[int, ...]:
        return (args[0],) if args and args[0] is not None else ()

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.discard_and_draw(args[0], actor, "prince")


class Count(WithoutTarget):
    kind = COUNT
    round_end_bonus = 1


class King(CardRule):
    kind = KING

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        target = args[0]
        state.swap(actor, target)
        state.emit("king_trade", (actor, target), seat=actor, target=target,
                   gave=state.face_of(state.hands[target][0]), got=state.face_of(state.hands[actor][0]))


class Constable(WithoutTarget):
    kind = CONSTABLE
    token_when_out = True


class Countess(WithoutTarget):
    """Must be played while held with the King or a Prince."""

    kind = COUNTESS

    def forbids(self, other: int) -> Reason | None:
        return Reason("countess") if other in (KING, PRINCE) else None


class DowagerQueen(Comparing):
    kind = DOWAGER
    higher_loses = True


class Princess(WithoutTarget):
    """Who plays or discards her is out of the round."""

    kind = PRINCESS
    out_when_played = True
    out_when_discarded = True

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        state.knock_out(actor, actor, "princess")

    def discarded(self, state: LoveLetterState, seat: int, by: int) -> bool:
        state.knock_out(seat, by, "princess_discard")
        return True


class Bishop(NamingRule):
    """A right guess gains a token; the target then keeps their card or discards it and draws (the state's
    ``BISHOP_CHOICE`` phase). Loses to the Princess at round end."""

    kind = BISHOP
    loses_to_princess = True

    def effect(self, state: LoveLetterState, actor: int, args: Chosen) -> None:
        target, guess = args
        if not self.right(state, target, guess):
            state.emit("bishop_miss", seat=actor, target=target, guess=guess)
            return
        state.emit("bishop_hit", seat=actor, target=target, guess=guess)
        state.gain(actor, "bishop")
        state.await_bishop_choice(actor, target)


RULES: tuple[CardRule, ...] = tuple(sorted(
    (rule() for rule in (Assassin, Jester, Guard, Priest, Cardinal, Baron, Baroness, Handmaid, Sycophant, Prince,
                         Count, King, Constable, Countess, DowagerQueen, Princess, Bishop)),
    key=lambda r: r.kind))
"""``RULES[kind]``: the rule of each card kind."""
assert [r.kind for r in RULES] == list(range(len(KINDS))), "one rule per kind"


def forbidden(kind: int, held: Sequence[int]) -> Reason | None:
    """Why a card of ``kind`` may not be played while holding ``held`` (the kinds of the whole hand, that card
    included), or None when it may: the first objection of another card held."""
    rest = list(held)
    rest.remove(kind)
    for other in rest:
        reason = RULES[other].forbids(kind)
        if reason is not None:
            return reason
    return None


@cache
def playable(held: tuple[int, ...]) -> tuple[int, ...]:
    """The kinds one may play holding ``held`` (kinds), ascending. Cached: it depends on the kinds alone."""
    return tuple(k for k in sorted(set(held)) if forbidden(k, held) is None)


@cache
def forbidden_beside(kind: int) -> frozenset[int]:
    """The kinds that may not be played while also holding a card of ``kind`` (the Countess: the King and the
    Prince): a play of ``kind`` beside one of them was forced."""
    return frozenset(other for other in range(len(KINDS)) if RULES[kind].forbids(other) is not None)


def knocks_out_self(kind: int, args: Args, actor: int, kept: int | None) -> Reason | None:
    """Why playing a card of ``kind`` with ``args`` certainly knocks ``actor`` out of the round, or None:
    ``out_when_played`` (the card itself, the Princess) or ``out_when_discarded`` (the play makes the actor
    discard ``kept``, the card kept, which puts its holder out: a Prince on oneself while keeping the Princess).
    Both with ``card``: the face of the card that does it."""
    if RULES[kind].out_when_played:
        return Reason("out_when_played", {"card": KINDS[kind].face})
    if kept is not None and RULES[kept].out_when_discarded and actor in RULES[kind].discards_hand_of(args):
        return Reason("out_when_discarded", {"card": KINDS[kept].face})
    return None
