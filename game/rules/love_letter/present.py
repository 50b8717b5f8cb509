"""Love Letter presenter: a seat's view -> the table model, event texts, why-not reasons, round summary."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine import (
    JSON,
    CardSpec,
    CardView,
    Choice,
    Presenter,
    Reason,
    RoundSummary,
    SeatView,
    Step,
    TableModel,
    ZoneView,
)
from game.i18n import N_, current_language, tr, tr_list
from game.rules.love_letter.cards import DECKS, KIND_BY_FACE, KINDS, card_uid
from game.rules.love_letter.kinds import RULES, knocks_out_self
from game.rules.love_letter.reasons import REASONS as CODES
from game.rules.love_letter.state import LoveLetterAction, why_illegal
from game.rules.love_letter.summary import round_end_index, round_table
from game.rules.love_letter.view import LoveLetterView, unseen_by_number

REASONS = {
    "guard": N_("named by a Guard"), "baron": N_("lost a Baron comparison"),
    "dowager": N_("lost a Dowager Queen comparison"), "princess": N_("played the Princess"),
    "princess_discard": N_("discarded the Princess"), "assassin": N_("targeted the Assassin with a Guard"),
}
ROUND_REASONS = {
    "last": N_("as the last player in the round"), "highest": N_("with the highest card"),
    "discards": N_("on the tie-break (highest sum of discards)"),
}
TOKEN_REASONS = {
    "round": N_("for winning the round"), "jester": N_("from the Jester"), "bishop": N_("from the Bishop"),
    "constable": N_("from the Constable"),
}

def title(face: str) -> str:
    return tr(KINDS[KIND_BY_FACE[face]].title)


def guess_label(edition: str, number: int) -> str:
    """``Priest (2)``; in Premium every card of that number: ``2 (Priest, Cardinal)``."""
    names = sorted({tr(k.title) for k in (KINDS[i] for i in set(DECKS[edition])) if k.value == number})
    if len(names) == 1:
        return tr("{card} ({number})", card=names[0], number=number)
    return tr("{number} ({cards})", number=number, cards=tr_list(names))


PLAY_TARGETS = ("play", "discard.0")
"""Where a card from the hand may be dropped to play it: the table's play area, or the player's discards."""


class _Names:
    """Seat names from the viewer's side: "You" / "you" for the viewer."""

    def __init__(self, names: Sequence[str], viewer: int) -> None:
        self.names, self.viewer = names, viewer

    def __call__(self, seat: int, *, start: bool = False) -> str:
        if seat == self.viewer:
            return tr("You") if start else tr("you")
        return self.names[seat] if 0 <= seat < len(self.names) else tr("Seat {n}", n=seat + 1)

    def owner(self, seat: int) -> str:
        return tr("your") if seat == self.viewer else tr("{name}'s", name=self(seat))


class LoveLetterPresenter(Presenter[LoveLetterAction]):
    game_id = "love-letter"

    def deck_counts(self, view: JSON, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        """The copies of each card in the edition played (Classic or Premium)."""
        deck = DECKS[view["edition"]]
        return {kind.face: deck.count(i) for i, kind in enumerate(KINDS)}

    # ------------------------------------------------------------------------------------------ table

    def table(self, view: JSON, legal: Sequence[LoveLetterAction], names: Sequence[str]) -> TableModel:
        n, seat = view["num_players"], view["seat"]
        kinds = DECKS[view["edition"]]
        who = _Names(names, seat)
        unseen = unseen_by_number(view)
        choices = [c for a in legal for c in self._choices(view, a, who, unseen)]
        playable = {uid for c in choices if c.drag_from for uid in c.drag_from}
        zones: list[ZoneView] = []
        for t in range(n):
            rel = (t - seat) % n
            zones.append(ZoneView(f"hand.{rel}", self._hand(view, t, rel, playable, kinds), owner=t,
                                  label=tr("Your hand") if t == seat else names[t], arrange="row"))
            zones.append(ZoneView(f"discard.{rel}", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                                     for c in view["discards"][t]],
                                  label=tr("Your discards") if t == seat else tr("{name}: discards", name=names[t]),
                                  arrange="row", owner=t))
        zones.append(ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_count"])],
                              label=tr("Deck ({n})", n=view["deck_count"]), arrange="stack"))
        zones.append(ZoneView("removed", [CardView("removed.0", None)] if view["removed_present"] else [],
                              label=tr("Removed"), arrange="stack"))
        if n == 2:
            zones.append(ZoneView("setaside", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                               for c in view["setaside"]], label=tr("Set aside"), arrange="row"))
        zones.append(ZoneView("play", [], label=tr("Play a card here")))
        return TableModel(
            zones=zones, choices=choices, seats=[self._seat(view, t, names) for t in range(n)],
            headline=self._headline(view, who), prompt=self._prompt(view, legal), hint=self._hint(view, legal),
            private=self._fresh_private(view, names), **self.log_fields(view, names, current_language()),
        )

    def _hand(self, view: LoveLetterView, t: int, rel: int, playable: set[str], kinds: tuple[int, ...]) -> list[CardView]:
        if t == view["seat"]:
            return [CardView(card_uid(c), KINDS[kinds[c]].face, selectable=card_uid(c) in playable)
                    for c in view["hand"]]
        known = view["known"][t]
        cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_counts"][t])]
        if known is not None and cards:
            cards[0] = CardView(card_uid(known), KINDS[kinds[known]].face, highlight="known",
                                caption=tr("Known"))  # one short word: it sits under a small card
        return cards

    def _seat(self, view: LoveLetterView, t: int, names: Sequence[str]) -> SeatView:
        tokens = view["tokens"][t]
        badges = [tr("{n} token of {target}", n=tokens, target=view["target"]) if tokens == 1
                  else tr("{n} tokens of {target}", n=tokens, target=view["target"])]
        if view["protected"][t]:
            badges.append(tr("Protected"))
        if not view["alive"][t]:
            badges.append(self._knocked_out_badge(view, t, names))
        if view["mark"] == t:
            badges.append(tr("Sycophant's mark"))
        if view["jester"] and view["jester"][1] == t:
            badges.append(tr("Jester of {name}", name=names[view["jester"][0]]))
        icons = (("protected",) if view["protected"][t] else ()) + (("out",) if not view["alive"][t] else ())
        if _round_starter(view["log"]) == t:
            icons += ("start",)
        return SeatView(t, names[t], badges, is_current=view["current"] == t, points=tokens, target=view["target"],
                        pip="heart", cards=view["hand_counts"][t], icons=icons, dimmed=not view["alive"][t])

    def _knocked_out_badge(self, view: LoveLetterView, t: int, names: Sequence[str]) -> str:
        for event in reversed(_round_log(view["log"])):
            args = event["args"]
            if event["kind"] == "out" and args["seat"] == t:
                return tr("Out") if args["by"] == t else tr("Knocked out by {name}", name=names[args["by"]])
        return tr("Out")

    def _headline(self, view: LoveLetterView, who: _Names) -> str:
        if view["phase"] == "over":
            winners = [who(s) for s, t in enumerate(view["tokens"]) if t == max(view["tokens"])]
            return tr("Game over: {names} won.", names=tr(" and ").join(winners))
        if view["phase"] == "deal":
            return tr("Round {n} is over.", n=view["round"])
        cur = view["current"]
        if view["phase"] == "bishop":
            return tr("{actor} guessed right with the Bishop: {target} may keep or redraw.",
                      actor=who(view["bishop_by"], start=True), target=who(cur))
        turn = tr("Your turn") if cur == view["seat"] else tr("{name}'s turn", name=who(cur))
        return tr("Round {n}: {turn}.", n=view["round"], turn=turn)

    def _prompt(self, view: LoveLetterView, legal: Sequence[LoveLetterAction]) -> str:
        if not legal:
            return "" if view["phase"] == "over" else tr("Waiting for the other players.")
        if view["phase"] == "bishop":
            return tr("Keep your card, or discard it and draw a new one.")
        refused = {reason.code for c in view["hand"] if (reason := why_illegal(view, [c])) is not None}
        if "countess" in refused:
            return tr("You must play the Countess: you also hold the King or a Prince.")
        return tr("Drag one of your two cards onto the table to play it.")

    @staticmethod
    def _hint(view: LoveLetterView, legal: Sequence[LoveLetterAction]) -> str:
        """The status line's few words on the viewer's turn."""
        return tr("drag a card to the centre") if legal and view["phase"] != "bishop" else ""

    def _fresh_private(self, view: LoveLetterView, names: Sequence[str]) -> list[str]:
        seat, out = view["seat"], []
        for event in reversed(view["log"]):
            if event["kind"] == "play" and event["args"]["seat"] == seat:
                break
            if event["to"] is not None:
                out.append(self.describe_event(event, names, seat))
        return out[::-1]

    def _choices(self, view: LoveLetterView, action: LoveLetterAction, who: _Names, unseen: dict[int, int]) -> list[Choice]:
        """A card is played by a drop on the table, or on the player's own discards (where it ends up). Two
        players to choose (the Cardinal) are picked one after the other, in either order: one choice each."""
        if action[0] != "play":
            label = tr("Keep your card") if action[0] == "keep" else tr("Discard it and draw a new card")
            return [Choice(action, steps=(Step(action[0], label),), button=label)]
        kinds = DECKS[view["edition"]]
        uids = frozenset(card_uid(c) for c in view["hand"] if KINDS[kinds[c]].face == action[1])
        confirm = self._self_elimination(view, action)
        return [Choice(action, steps=steps, drag_from=uids, drag_to=target, confirm=confirm)
                for steps in self._steps(view, action, who, unseen) for target in PLAY_TARGETS]

    @staticmethod
    def _self_elimination(view: LoveLetterView, action: tuple[Any, ...]) -> str:
        """The question to ask before a play that certainly knocks the player out, as the rules tell
        (:func:`.kinds.knocks_out_self`: the Princess itself, or a Prince on yourself while keeping her)."""
        kinds = DECKS[view["edition"]]
        held = [kinds[c] for c in view["hand"]]
        kind = KIND_BY_FACE[action[1]]
        if kind in held:
            held.remove(kind)
        reason = knocks_out_self(kind, action[2:], view["seat"], held[0] if len(held) == 1 else None)
        return "" if reason is None else CODES.word("confirm", reason) or ""

    def _steps(self, view: LoveLetterView, action: LoveLetterAction, who: _Names, unseen: dict[int, int]) -> list[tuple[Step, ...]]:
        """The prompt steps of a play, by what its card chooses (:attr:`.kinds.CardRule.choice`): one sequence,
        or one per order in which its two players may be picked."""
        choice, args = RULES[KIND_BY_FACE[action[1]]].choice, action[2:]
        if not args:
            return [()]
        if args[0] is None:
            return [(Step("no-target", tr("No effect: nobody can be chosen")),)]
        target = tr("Target: yourself") if args[0] == view["seat"] else tr("Target: {name}", name=who(args[0]))
        target_step = Step(f"target:{args[0]}", target, seat=args[0])
        if choice == "guess":
            guess = tr("Guess: {card} · {n} unseen", card=guess_label(view["edition"], args[1]),
                       n=unseen.get(args[1], 0))
            return [(target_step, Step(f"guess:{args[1]}", guess))]
        if choice == "look":  # one player, or two picked one after the other
            if len(args) == 1:
                return [(Step(f"look:{args[0]}", tr("Look at: {names}", names=who(args[0])), seat=args[0]),
                         Step("alone", tr("Only {name}", name=who(args[0]))))]
            return [(Step(f"look:{a}", tr("Look at: {names}", names=who(a)), seat=a),
                     Step(f"and:{b}", tr("Also look at: {name}", name=who(b)), seat=b)) for a, b in (args, args[::-1])]
        if choice == "trade":
            a, b, look = args
            look_step = Step(f"look:{look}", tr("Look at: {names}", names=who(look)), seat=look)
            return [(Step(f"trade:{first}", tr("Trade: {name}", name=who(first, start=True)), seat=first),
                     Step(f"with:{second}", tr("Trade partner: {name}", name=who(second)), seat=second), look_step)
                    for first, second in ((a, b), (b, a))]
        return [(target_step,)]

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        text = CODES.sections["hint"].get(reason.code)
        if text is None:
            return super().hint_line(view, reason, names)
        who = _Names(names, view["seat"])
        args: dict[str, object] = {key: title(value) if key in ("card", "their", "shown", "kept") else value
                                   for key, value in reason.args.items()}
        if "target" in args:
            args["target"] = who(int(reason.args["target"]), start=text.text.startswith("{target}"))
        if "guess" in args:
            args["guess"] = guess_label(view["edition"], int(reason.args["guess"]))
        return CODES.word("hint", reason, **args) or ""

    # ------------------------------------------------------------------------------------------ why not

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        mine = {card_uid(c): c for c in view["hand"]}
        reason = why_illegal(view, [mine.get(uid, -1) for uid in drag_from])
        if reason is not None:  # also for a card pressed (drag_to None): the Countess rule says why it stays
            return CODES.word("refusal", reason) or super().why_not(view, drag_from, drag_to)
        if drag_to not in PLAY_TARGETS:
            return tr("Drop the card on the table to play it.")
        return tr("That move is not allowed now.")

    # ------------------------------------------------------------------------------------------ texts

    def log_round(self, log: Sequence[JSON], i: int) -> int | None:
        return log[i]["args"]["round"] if log[i]["kind"] == "round_start" else None

    def event_targets(self, event: JSON) -> tuple[int, ...]:
        """A card played on someone: its target (and the second seat of a Baroness or Cardinal)."""
        if event["kind"] != "play":
            return ()
        a = event["args"]
        return tuple(s for s in (a["target"], a.get("second")) if s is not None)

    def event_outs(self, event: JSON) -> tuple[int, ...]:
        """A knock-out."""
        return (event["args"]["seat"],) if event["kind"] == "out" else ()

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        who = _Names(names, viewer)
        kind, a = event["kind"], event["args"]
        if kind == "round_start":
            text = tr("Round {n} begins; you start.", n=a["round"]) if a["starter"] == viewer else \
                tr("Round {n} begins; {name} starts.", n=a["round"], name=who(a["starter"]))
            if a["setaside"]:
                text += " " + tr("Set aside face up: {cards}.", cards=tr_list(title(f) for f in a["setaside"]))
            return text
        if kind == "play":
            return self._describe_play(a, who)
        if kind == "no_effect":
            return tr("Nobody could be chosen, so the {card} has no effect.", card=title(a["card"]))
        if kind in ("guard_hit", "bishop_hit"):
            return tr("Right guess: {target} held a {number}.", target=who(a["target"]), number=a["guess"])
        if kind in ("guard_miss", "bishop_miss"):
            return tr("Wrong guess: {target} did not hold a {number}.", target=who(a["target"]), number=a["guess"])
        if kind == "peek":
            if a["seat"] == viewer:
                return tr("You saw that {target} holds the {card}.", target=who(a["target"]), card=title(a["card"]))
            return tr("{actor} looked at {owner} hand.", actor=who(a["seat"], start=True), owner=who.owner(a["target"]))
        if kind == "compare":
            return self._describe_compare(a, who, viewer)
        if kind == "compare_result":
            if a["loser"] is None:
                return tr("The compared cards tie: nothing happens.")
            if a["card"] == "dowager":
                return tr("{name} had the higher card.", name=who(a["loser"], start=True))
            return tr("{name} had the lower card.", name=who(a["loser"], start=True))
        if kind == "king_trade":
            return self._describe_trade(a["seat"], a["target"], a["gave"], a["got"], who, viewer)
        if kind == "cardinal_trade":
            return self._describe_trade(a["a"], a["b"], a["b_card"], a["a_card"], who, viewer)
        if kind == "discard":
            if a["via"] == "prince" or a["card"] == "princess":
                return tr("{actor} discarded the {card}.", actor=who(a["seat"], start=True), card=title(a["card"]))
            return tr("{actor} discarded the {card} and drew a new card.", actor=who(a["seat"], start=True),
                      card=title(a["card"]))
        if kind == "draw_removed":
            return tr("The deck is empty: {name} drew the card removed at the start of the round.",
                      name=who(a["seat"]))
        if kind == "out":
            return self._describe_out(a, who)
        if kind == "assassin":
            return tr("{actor} revealed the Assassin: {victim} targeted them with a Guard and is out.",
                      actor=who(a["seat"], start=True), victim=who(a["victim"]))
        if kind == "bishop_choice":
            if a["redraw"]:
                return tr("{actor} chose to discard and draw a new card.", actor=who(a["seat"], start=True))
            return tr("{actor} chose to keep the card.", actor=who(a["seat"], start=True))
        if kind == "token":
            return tr("{actor} gained a token {reason} ({n} in total).", actor=who(a["seat"], start=True),
                      reason=tr(TOKEN_REASONS[a["reason"]]), n=a["tokens"])
        if kind == "round_end":
            return self._describe_round_end(a, who)
        if kind == "game_end":
            return tr("Game over: {names} won the game.", names=tr(" and ").join(who(s) for s in a["winners"]))
        return str(kind)

    def _describe_play(self, a: JSON, who: _Names) -> str:
        actor, face, target = a["seat"], a["card"], a["target"]
        played = {"actor": who(actor, start=True), "card": title(face)}
        if target is None:
            return tr("{actor} played the {card}.", **played)
        if face == "cardinal":
            return tr("{actor} played the {card}: {first} and {second} trade hands.", **played,
                      first=who(target), second=who(a["second"]))
        if face == "baroness" and a["second"] is not None:
            return tr("{actor} played the {card} on {first} and {second}.", **played, first=who(target),
                      second=who(a["second"]))
        on = (tr("yourself") if target == who.viewer else tr("themselves")) if target == actor else who(target)
        if a["guess"] is not None:
            return tr("{actor} played the {card} on {target}, naming {guess}.", **played, target=on,
                      guess=guess_label(a["edition"], a["guess"]))
        return tr("{actor} played the {card} on {target}.", **played, target=on)

    def _describe_compare(self, a: JSON, who: _Names, viewer: int) -> str:
        other = a["target"] if a["seat"] == viewer else a["seat"]
        mine = a["seat_card"] if a["seat"] == viewer else a["target_card"]
        theirs = a["target_card"] if a["seat"] == viewer else a["seat_card"]
        if viewer not in (a["seat"], a["target"]):
            return tr("{first} and {second} compared hands in secret.", first=who(a["seat"], start=True),
                      second=who(a["target"]))
        return tr("You compared hands with {name}: your {mine} against the {theirs}.", name=who(other),
                  mine=title(mine), theirs=title(theirs))

    def _describe_trade(self, a: int, b: int, a_got: str, b_got: str, who: _Names, viewer: int) -> str:
        if viewer == a:
            return tr("You traded hands with {name}: you gave the {gave} and got the {got}.", name=who(b),
                      gave=title(b_got), got=title(a_got))
        if viewer == b:
            return tr("You traded hands with {name}: you gave the {gave} and got the {got}.", name=who(a),
                      gave=title(a_got), got=title(b_got))
        return tr("{first} and {second} traded hands.", first=who(a, start=True), second=who(b))

    def _describe_out(self, a: JSON, who: _Names) -> str:
        seat = a["seat"]
        reason = tr(REASONS[a["reason"]])
        if a["cards"]:
            cards = tr(" and the ").join(title(f) for f in a["cards"])
            if seat == who.viewer:
                return tr("You are out of the round ({reason}), revealing the {cards}.", reason=reason, cards=cards)
            return tr("{name} is out of the round ({reason}), revealing the {cards}.", name=who(seat, start=True),
                      reason=reason, cards=cards)
        if seat == who.viewer:
            return tr("You are out of the round ({reason}).", reason=reason)
        return tr("{name} is out of the round ({reason}).", name=who(seat, start=True), reason=reason)

    def _describe_round_end(self, a: JSON, who: _Names) -> str:
        winner = a["winner"]
        if winner is None:
            return tr("Round {n} ends in a tie: nobody gains a token.", n=a["round"])
        held, key = a["hands"][str(winner)], str(winner)
        won = {"n": a["round"], "name": who(winner, start=True), "reason": tr(ROUND_REASONS[a["reason"]])}
        if a["reason"] == "last":
            return tr("Round {n}: {name} won {reason}.", **won)
        if a["reason"] == "discards":
            return tr("Round {n}: {name} won {reason} ({card}, {value}; discards {sum}).", **won, card=title(held),
                      value=a["values"][key], sum=a["sums"][key])
        return tr("Round {n}: {name} won {reason} ({card}, {value}).", **won, card=title(held),
                  value=a["values"][key])

    # ------------------------------------------------------------------------------------------ summary

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        log = view["log"]
        end = next((i for i in range(len(log) - 1, -1, -1) if log[i]["kind"] not in _AFTER_END), -1)
        if end < 0 or log[end]["kind"] != "round_end" and all(e["kind"] != "game_end" for e in log[end:]):
            return None
        who = _Names(names, view["seat"])
        lines: list[str] = []
        if log[end]["kind"] == "round_end":
            a = log[end]["args"]
            lines.append(self._describe_round_end(a, who))
            for seat, name in enumerate(names[:view["num_players"]]):
                key = str(seat)
                lines.append(tr("{name}: {card}, value {value}; discards sum {sum}", name=name,
                                card=title(a["hands"][key]), value=a["values"][key], sum=a["sums"][key])
                             if key in a["hands"] else tr("{name}: out of the round", name=name))
            if a["removed"] is not None:
                lines.append(tr("Removed card: {card}.", card=title(a["removed"])))
        lines.extend(self.describe_event(e, names, view["seat"]) for e in log[end + 1:]
                     if e["kind"] != "round_start")
        lines.append(tr("Tokens: {scores} (target {target}).", target=view["target"],
                        scores=tr_list(f"{names[s]} {t}" for s, t in enumerate(view["tokens"]))))
        return lines


    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        end = round_end_index(view["log"])
        if end is None:
            return None
        headline = self._describe_round_end(view["log"][end]["args"], _Names(names, view["seat"]))
        return round_table(view, names, headline, lambda e: self.describe_event(e, names, view["seat"]), title)


_AFTER_END = ("token", "game_end", "round_start")


def _round_log(log: list[JSON]) -> list[JSON]:
    """The events of the current round."""
    start = max((i for i, e in enumerate(log) if e["kind"] == "round_start"), default=0)
    return log[start:]


def _round_starter(log: list[JSON]) -> int | None:
    """The seat that started the current round."""
    start = next((e for e in reversed(log) if e["kind"] == "round_start"), None)
    return None if start is None else start["args"]["starter"]
