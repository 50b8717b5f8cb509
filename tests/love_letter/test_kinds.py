"""One rule object per card kind: every kind has one, and legality is the rules' plays filtered by what another
card held forbids (the Countess rule lives in the Countess)."""

from __future__ import annotations

from game.engine import Reason
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import COUNTESS, GUARD, KINDS, KING, PRINCE, PRINCESS
from game.games.love_letter.rules.kinds import RULES, Countess, Guard, forbidden, playable
from game.games.love_letter.rules.state import why_illegal

from .rig import rig


def test_every_kind_has_its_rule_with_its_description():
    assert [rule.kind for rule in RULES] == list(range(len(KINDS)))
    assert isinstance(RULES[GUARD], Guard) and RULES[GUARD].choice == "guess"
    assert all(rule.description == KINDS[rule.kind].text and rule.face == KINDS[rule.kind].face for rule in RULES)


def test_only_the_countess_forbids_and_only_the_king_or_a_prince():
    objections = {(held, other): RULES[held].forbids(other) for held in range(len(KINDS)) for other in range(len(KINDS))}
    assert {pair for pair, reason in objections.items() if reason} == {(COUNTESS, KING), (COUNTESS, PRINCE)}
    assert isinstance(RULES[COUNTESS], Countess)
    assert forbidden(KING, (COUNTESS, KING)) == Reason("countess") and forbidden(COUNTESS, (COUNTESS, KING)) is None
    assert playable((KING, COUNTESS)) == (COUNTESS,) and playable((GUARD, PRINCESS)) == (GUARD, PRINCESS)


def test_the_legal_plays_are_the_rules_plays_of_the_cards_allowed():
    s = rig([["guard", "prince"], ["baron"], ["king"]], ["priest"], removed="handmaid")
    guard = [a for a in s.legal_actions() if a[1] == "guard"]
    assert guard == [("play", "guard", *args) for args in RULES[GUARD].plays(s, 0, s.targets(0))]
    assert len(guard) == 2 * 7  # two targets, seven numbers
    held = rig([["countess", "prince"], ["baron"]], ["priest"], removed="handmaid", setaside=["guard"] * 3)
    assert held.legal_actions() == [("play", "countess")]
    prince = next(c for c in held.hands[0] if held.kind_of[c] != COUNTESS)
    assert why_illegal(GAME.view(held, 0), [prince]) == Reason("countess")
