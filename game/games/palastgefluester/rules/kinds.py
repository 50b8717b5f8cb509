"""One rule object per Palastgeflüster character: when it may be played, what its action does, its follow-up.

As in Love Letter (:mod:`game.games.love_letter.rules.kinds`, in the style of TabletopGames: one class per card,
legality by filtering): the state asks the rule of the card in hand whether it may be played
(:meth:`CharacterRule.refusal`, the silenced Fool), and once a card is played and neither silenced nor ending the
round, its rule carries the action out (:meth:`CharacterRule.act`). A character whose action needs a choice opens
its follow-up phase (:attr:`CharacterRule.phases`): the rule then lists the legal follow-up actions
(:meth:`CharacterRule.follow_ups`) and applies the one chosen (:meth:`CharacterRule.resolve`). Mechanics shared by
all characters (playing to a display, ending the round, passing the turn by the border colour) stay on the state.

``RULES[character]`` is the rule of a character; ``RULE_OF_PHASE[phase]`` and ``RULE_OF_ACTION[kind]`` find the
rule of a follow-up phase or action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar, Literal

from game.engine import JSONValue, Reason

from .cards import CHARACTER_OF, CHARACTER_TEXTS, CHARACTER_TITLES, CHARACTERS, KING_CHARACTERS, face

if TYPE_CHECKING:
    from .state import PalastAction, PalastState

COURTESAN_FROM_PLAY = 3
"""The Courtesan acts only from the third card played in a round on (not as the first or second)."""


class CharacterRule:
    """The rules of one character. ``phases``: the follow-up phases its action opens, in order (none: it acts at
    once); ``actions``: the kinds of the follow-up actions it takes (``("swap", a, b)`` ...)."""

    character: ClassVar[str]
    phases: ClassVar[tuple[str, ...]] = ()
    actions: ClassVar[tuple[str, ...]] = ()
    touches_others: ClassVar[bool] = False
    """Its action may change another player's hand or display before the turn passes (Magician, Courtesan)."""
    intrigue_when_silenced: ClassVar[bool] = False
    """Played while silenced, it causes an intrigue (the Fool); any other silenced character just does nothing."""

    @property
    def title(self) -> str:
        return CHARACTER_TITLES[self.character]

    @property
    def description(self) -> str:
        """The card's text (an i18n key)."""
        return CHARACTER_TEXTS[self.character]

    # ---------------------------------------------------------------------------------------- legality

    def refusal(self, hand: Sequence[int], silenced: str | None) -> Reason | None:
        """Why a card of this character may not be played from ``hand`` (the whole hand) now, or None."""
        return None

    # ---------------------------------------------------------------------------------------- the action

    def can_act(self, state: PalastState, seat: int) -> bool:
        """Whether the action has anything to do now (else the card is played without effect)."""
        return True

    def act(self, state: PalastState, seat: int) -> None:
        """The action of the card ``seat`` just played (not silenced, not ending the round): open the follow-up
        phase, or carry it out at once and pass the turn; without anything to do, no effect."""
        if not self.can_act(state, seat):
            state.emit("no_effect", seat=seat, character=self.character)
            state.finish_turn()
        elif self.phases:
            state.phase = self.phases[0]
        else:
            self.effect(state, seat)
            state.finish_turn()

    def effect(self, state: PalastState, seat: int) -> None:
        """An action without a choice (the Treasurer, the Spy)."""

    def follow_ups(self, state: PalastState, seat: int) -> list[PalastAction]:
        """The legal actions of ``seat`` in this character's follow-up phase ``state.phase``."""
        raise AssertionError(f"{self.character} has no follow-up")

    def resolve(self, state: PalastState, action: PalastAction) -> None:
        """Apply a follow-up action of this character."""
        raise AssertionError(f"{self.character} has no follow-up")


class Treasurer(CharacterRule):
    """Shows the hand to everyone (until it changes)."""

    character = "treasurer"

    def effect(self, state: PalastState, seat: int) -> None:
        revealed = state.revealed[seat] = sorted(state.hands[seat])
        state.emit("treasurer_reveal", seat=seat, cards=[face(c) for c in revealed])


class Magician(CharacterRule):
    """Choose a partner and a number; both pick that many hand cards secretly, then exchange them."""

    character = "magician"
    phases = ("magician_target", "magician_give", "magician_answer")
    actions = ("magician", "give")
    touches_others = True

    @staticmethod
    def partners(state: PalastState) -> list[int]:
        """Who the active seat may exchange with: every other player holding cards."""
        return [t for t in range(state.num_players) if t != state.turn and state.hands[t]]

    def can_act(self, state: PalastState, seat: int) -> bool:
        return bool(state.hands[seat]) and bool(self.partners(state))

    def follow_ups(self, state: PalastState, seat: int) -> list[PalastAction]:
        if state.phase == "magician_target":
            own = len(state.hands[seat])
            return [("magician", t, k) for t in self.partners(state) for k in range(1, min(own, len(state.hands[t])) + 1)]
        assert state.magic is not None
        return [_give_action(combo) for combo in combinations(sorted(state.hands[seat]), state.magic["count"])]

    def resolve(self, state: PalastState, action: PalastAction) -> None:
        if action[0] == "magician":
            target, count = action[1], action[2]
            state.magic = {"target": target, "count": count, "pick": None}
            state.phase = "magician_give"
            state.emit("magician", seat=state.turn, target=target, count=count)
        else:
            self._give(state, list(action[1:]))

    @staticmethod
    def _give(state: PalastState, cards: list[int]) -> None:
        assert state.magic is not None
        if state.phase == "magician_give":
            state.magic["pick"] = cards
            state.phase = "magician_answer"
            state.emit("magician_picked", seat=state.turn)
            return
        pick = state.magic["pick"]
        assert pick is not None  # (the answer follows the pick)
        actor, target, given = state.turn, state.magic["target"], list(pick)
        for c in given:
            state.hands[actor].remove(c)
        for c in cards:
            state.hands[target].remove(c)
        state.hands[actor] += cards
        state.hands[target] += given
        state.revealed[actor] = state.revealed[target] = None
        state.magic = None
        state.emit("magician_exchange", seat=actor, target=target, count=len(cards))
        state.emit("magician_cards", (actor, target), seat=actor, target=target, gave=[face(c) for c in given],
                   got=[face(c) for c in cards])
        state.finish_turn()


class Maid(CharacterRule):
    """Discard a hand card, then draw one (while the deck holds any)."""

    character = "maid"
    phases = ("maid_discard",)
    actions = ("discard",)

    def can_act(self, state: PalastState, seat: int) -> bool:
        return bool(state.deck)

    def follow_ups(self, state: PalastState, seat: int) -> list[PalastAction]:
        return [("discard", c) for c in sorted(state.hands[seat])]

    def resolve(self, state: PalastState, action: PalastAction) -> None:
        if action[0] != "discard":
            raise AssertionError(f"not the Maid's action: {action!r}")
        card, seat = action[1], state.turn
        state.hands[seat].remove(card)
        state.discard.append(card)
        state.discard_by.append(seat)
        drawn = state.deck.pop()
        state.hands[seat].append(drawn)
        state.revealed[seat] = None
        face_up = state.options.get("maid_discard") == "face_up"
        state.emit("maid", seat=seat, card=face(card) if face_up else None)
        state.emit("maid_draw", (seat,), seat=seat, discarded=face(card), drew=face(drawn))
        state.finish_turn()


class Courtesan(CharacterRule):
    """Swap one card each between two displays, showing no character twice in either; not as the first or second
    card of a round, never the Courtesan just played (nor the own display, with that option)."""

    character = "courtesan"
    phases = ("courtesan_swap",)
    actions = ("swap",)
    touches_others = True

    @staticmethod
    def own_allowed(options: Mapping[str, JSONValue]) -> bool:
        return options.get("courtesan_own_display") != "not_own"

    @staticmethod
    def shows_twice(a: str, b: str, chars_a: set[str], chars_b: set[str]) -> bool:
        """Would swapping a card of character ``a`` (in a display showing ``chars_a``) with one of ``b`` (in a
        display showing ``chars_b``) show a character twice in one of them?"""
        return a != b and (b in chars_a or a in chars_b)

    def swaps(self, state: PalastState) -> list[tuple[int, int]]:
        """Every swap ``(a, b)`` of a card in display A with one in display B (A < B) creating no duplicate."""
        own = self.own_allowed(state.options)
        seats = [s for s in range(state.num_players) if own or s != state.turn]
        chars = [{CHARACTER_OF[c] for c in d} for d in state.displays]
        last = state.last_card
        out = []
        for i, sa in enumerate(seats):
            for sb in seats[i + 1:]:
                for a in state.displays[sa]:
                    if a == last:
                        continue
                    ca = CHARACTER_OF[a]
                    for b in state.displays[sb]:
                        if b != last and not self.shows_twice(ca, CHARACTER_OF[b], chars[sa], chars[sb]):
                            out.append((a, b))
        return out

    def swap_refusal(self, displays: Sequence[Sequence[int]], seat: int, last_card: int | None,
                     options: Mapping[str, JSONValue], a: int, b: int) -> Reason | None:
        """Why the active ``seat`` may not swap the display cards ``a`` and ``b``, or None (the same rule as
        :meth:`swaps`, one swap at a time, for the player's "why not")."""
        owners = {c: s for s, d in enumerate(displays) for c in d}
        if a not in owners or b not in owners:
            return Reason("swap_not_display")
        sa, sb = owners[a], owners[b]
        if sa == sb:
            return Reason("swap_same_display")
        if last_card in (a, b):
            return Reason("swap_courtesan_itself")
        if not self.own_allowed(options) and seat in (sa, sb):
            return Reason("swap_not_own")
        chars = [{CHARACTER_OF[c] for c in d} for d in displays]
        if self.shows_twice(CHARACTER_OF[a], CHARACTER_OF[b], chars[sa], chars[sb]):
            return Reason("swap_shows_twice")
        return None

    def can_act(self, state: PalastState, seat: int) -> bool:
        return state.plays >= COURTESAN_FROM_PLAY and bool(self.swaps(state))

    def follow_ups(self, state: PalastState, seat: int) -> list[PalastAction]:
        return [("swap", a, b) for a, b in self.swaps(state)]

    def resolve(self, state: PalastState, action: PalastAction) -> None:
        if action[0] != "swap":
            raise AssertionError(f"not the Courtesan's action: {action!r}")
        a, b = action[1], action[2]
        sa = next(s for s, d in enumerate(state.displays) if a in d)
        sb = next(s for s, d in enumerate(state.displays) if b in d)
        da, db = state.displays[sa], state.displays[sb]
        da[da.index(a)] = b
        db[db.index(b)] = a
        state.emit("swap", seat=state.turn, a=face(a), a_owner=sa, b=face(b), b_owner=sb)
        state.finish_turn()


class Guard(CharacterRule):
    """Take another card of the own display back into the hand."""

    character = "guard"
    phases = ("guard_take",)
    actions = ("take",)

    @staticmethod
    def take_refusal(last_card: int | None, card: int) -> Reason | None:
        """Why the Guard may not take ``card`` (of the own display) back, or None: not himself."""
        return Reason("guard_itself") if card == last_card else None

    def can_act(self, state: PalastState, seat: int) -> bool:
        return len(state.displays[seat]) > 1

    def follow_ups(self, state: PalastState, seat: int) -> list[PalastAction]:
        return [("take", c) for c in sorted(state.displays[seat]) if self.take_refusal(state.last_card, c) is None]

    def resolve(self, state: PalastState, action: PalastAction) -> None:
        if action[0] != "take":
            raise AssertionError(f"not the Guard's action: {action!r}")
        card, seat = action[1], state.turn
        state.displays[seat].remove(card)
        state.hands[seat].append(card)
        known = state.revealed[seat]
        if known is not None:
            known.append(card)
            known.sort()
        state.emit("take", seat=seat, card=face(card))
        state.finish_turn()


class Fool(CharacterRule):
    """Does nothing. Silenced, he may be played only from a hand holding nothing else, and causes an intrigue."""

    character = "fool"
    intrigue_when_silenced = True

    def refusal(self, hand: Sequence[int], silenced: str | None) -> Reason | None:
        if silenced == self.character and any(CHARACTER_OF[c] != self.character for c in hand):
            return Reason("fool_silenced")
        return None

    def act(self, state: PalastState, seat: int) -> None:
        state.finish_turn()  # nothing happens, and nothing is told


class Spy(CharacterRule):
    """Turns up the next King card (the King deck reshuffled when empty): it silences a character."""

    character = "spy"

    def effect(self, state: PalastState, seat: int) -> None:
        reshuffled = not state.king_deck
        if reshuffled:
            state.king_deck = list(KING_CHARACTERS)
            state.king_open = []
            state.rng.shuffle(state.king_deck)
        state.king_open.append(state.king_deck.pop())
        state.emit("king_revealed", seat=seat, king=state.king_open[-1], reshuffled=reshuffled)


MAGICIAN, COURTESAN, GUARD = Magician(), Courtesan(), Guard()
RULES: dict[str, CharacterRule] = {r.character: r for r in (Treasurer(), MAGICIAN, Maid(), COURTESAN, GUARD, Fool(),
                                                            Spy())}
"""``RULES[character]``: the rule of each character."""
assert list(RULES) == list(CHARACTERS), "one rule per character, in the cards' order"
RULE_OF_PHASE: dict[str, CharacterRule] = {p: r for r in RULES.values() for p in r.phases}
RULE_OF_ACTION: dict[str, CharacterRule] = {k: r for r in RULES.values() for k in r.actions}


def playable(hand: Sequence[int], silenced: str | None) -> list[int]:
    """The cards of ``hand`` that may be played, ascending: those no rule refuses."""
    return [c for c in sorted(hand) if RULES[CHARACTER_OF[c]].refusal(hand, silenced) is None]


def _give_action(cards: tuple[int, ...]) -> PalastAction:
    give: tuple[Literal["give"], *tuple[int, ...]] = ("give", *cards)
    return give
