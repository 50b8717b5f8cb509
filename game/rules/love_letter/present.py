"""Love Letter presenter: a seat's view -> the table model, event texts, why-not reasons, round summary."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import JSON, Action, CardView, Choice, Presenter, SeatView, TableModel, ZoneView
from game.rules.love_letter.cards import (
    COUNTESS,
    DECKS,
    KIND_BY_FACE,
    KINDS,
    KING,
    PRINCE,
    card_uid,
)

REASONS = {
    "guard": "named by a Guard", "baron": "lost a Baron comparison", "dowager": "lost a Dowager Queen comparison",
    "princess": "played the Princess", "princess_discard": "discarded the Princess",
    "assassin": "targeted the Assassin with a Guard",
}
ROUND_REASONS = {
    "last": "as the last player in the round", "highest": "with the highest card",
    "discards": "on the tie-break (highest sum of discards)",
}
TOKEN_REASONS = {
    "round": "for winning the round", "jester": "from the Jester", "bishop": "from the Bishop",
    "constable": "from the Constable",
}


def title(face: str) -> str:
    return KINDS[KIND_BY_FACE[face]].title


def guess_label(edition: str, number: int) -> str:
    """``Priest (2)``; in Premium every card of that number: ``2 (Priest, Cardinal)``."""
    names = sorted({k.title for k in (KINDS[i] for i in set(DECKS[edition])) if k.value == number})
    if len(names) == 1:
        return f"{names[0]} ({number})"
    return f"{number} ({', '.join(names)})"


class _Names:
    """Seat names from the viewer's side: "You" / "you" for the viewer."""

    def __init__(self, names: Sequence[str], viewer: int) -> None:
        self.names, self.viewer = names, viewer

    def __call__(self, seat: int, *, start: bool = False) -> str:
        if seat == self.viewer:
            return "You" if start else "you"
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def owner(self, seat: int) -> str:
        return "your" if seat == self.viewer else f"{self(seat)}'s"


class LoveLetterPresenter(Presenter):
    def layout_file(self, num_players: int) -> str:
        return f"love-letter/{num_players}p.tmx"

    # ------------------------------------------------------------------------------------------ table

    def table(self, view: JSON, legal: Sequence[Action], names: Sequence[str]) -> TableModel:
        n, seat = view["num_players"], view["seat"]
        kinds = DECKS[view["edition"]]
        who = _Names(names, seat)
        choices = [self._choice(view, a, who) for a in legal]
        playable = {uid for c in choices if c.drag_from for uid in c.drag_from}
        zones: list[ZoneView] = []
        for t in range(n):
            rel = (t - seat) % n
            zones.append(ZoneView(f"hand.{rel}", self._hand(view, t, rel, playable, kinds), owner=t,
                                  label="Your hand" if t == seat else names[t], arrange="row"))
            zones.append(ZoneView(f"discard.{rel}", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                                     for c in view["discards"][t]],
                                  label="Your discards" if t == seat else f"{names[t]}: discards",
                                  arrange="row", owner=t))
        zones.append(ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_count"])],
                              label=f"Deck ({view['deck_count']})", arrange="stack"))
        zones.append(ZoneView("removed", [CardView("removed.0", None)] if view["removed_present"] else [],
                              label="Removed", arrange="stack"))
        if n == 2:
            zones.append(ZoneView("setaside", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                               for c in view["setaside"]], label="Set aside", arrange="row"))
        zones.append(ZoneView("play", [], label="Play a card here", drop_target=bool(playable)))
        return TableModel(
            zones=zones, choices=choices, seats=[self._seat(view, t, names) for t in range(n)],
            headline=self._headline(view, who), prompt=self._prompt(view, legal),
            private=self._fresh_private(view, names), log=[self.describe_event(e, names, seat)
                                                           for e in view["log"]],
        )

    def _hand(self, view: JSON, t: int, rel: int, playable: set[str], kinds: tuple[int, ...]) -> list[CardView]:
        if t == view["seat"]:
            return [CardView(card_uid(c), KINDS[kinds[c]].face, selectable=card_uid(c) in playable)
                    for c in view["hand"]]
        known = view["known"][t]
        cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_counts"][t])]
        if known is not None and cards:
            cards[0] = CardView(card_uid(known), KINDS[kinds[known]].face, highlight="known",
                                caption="You know this card")
        return cards

    def _seat(self, view: JSON, t: int, names: Sequence[str]) -> SeatView:
        tokens = view["tokens"][t]
        badges = [f"{tokens} token{'s' if tokens != 1 else ''} of {view['target']}"]
        if view["protected"][t]:
            badges.append("Protected")
        if not view["alive"][t]:
            badges.append(self._knocked_out_badge(view, t, names))
        if view["mark"] == t:
            badges.append("Sycophant's mark")
        if view["jester"] and view["jester"][1] == t:
            badges.append(f"Jester of {names[view['jester'][0]]}")
        return SeatView(t, names[t], badges, is_current=view["current"] == t)

    def _knocked_out_badge(self, view: JSON, t: int, names: Sequence[str]) -> str:
        for event in reversed(_round_log(view["log"])):
            args = event["args"]
            if event["kind"] == "out" and args["seat"] == t:
                return "Out" if args["by"] == t else f"Knocked out by {names[args['by']]}"
        return "Out"

    def _headline(self, view: JSON, who: _Names) -> str:
        if view["phase"] == "over":
            winners = [who(s) for s, t in enumerate(view["tokens"]) if t == max(view["tokens"])]
            return f"Game over: {' and '.join(winners)} won."
        cur = view["current"]
        if view["phase"] == "bishop":
            return f"{who(view['bishop_by'], start=True)} guessed right with the Bishop: " \
                   f"{who(cur)} may keep or redraw."
        turn = "Your turn" if cur == view["seat"] else f"{who(cur)}'s turn"
        return f"Round {view['round']}: {turn}."

    def _prompt(self, view: JSON, legal: Sequence[Action]) -> str:
        if not legal:
            return "" if view["phase"] == "over" else "Waiting for the other players."
        if view["phase"] == "bishop":
            return "Keep your card, or discard it and draw a new one."
        kinds = {KINDS[DECKS[view["edition"]][c]].face for c in view["hand"]}
        if all(a[1] == "countess" for a in legal) and len(kinds) > 1:
            return "You must play the Countess: you also hold the King or a Prince."
        return "Drag one of your two cards onto the table to play it."

    def _fresh_private(self, view: JSON, names: Sequence[str]) -> list[str]:
        seat, out = view["seat"], []
        for event in reversed(view["log"]):
            if event["kind"] == "play" and event["args"]["seat"] == seat:
                break
            if event["to"] is not None:
                out.append(self.describe_event(event, names, seat))
        return out[::-1]

    def _choice(self, view: JSON, action: Action, who: _Names) -> Choice:
        if action[0] != "play":
            label = "Keep your card" if action[0] == "keep" else "Discard it and draw a new card"
            return Choice(action, steps=(label,), button=label)
        kinds = DECKS[view["edition"]]
        uids = frozenset(card_uid(c) for c in view["hand"] if KINDS[kinds[c]].face == action[1])
        return Choice(action, steps=self._steps(view, action, who), drag_from=uids, drag_to="play")

    def _steps(self, view: JSON, action: Action, who: _Names) -> tuple[str, ...]:
        face, args = action[1], action[2:]
        if not args:
            return ()
        if args[0] is None:
            return ("No effect: nobody can be chosen",)
        target = "Target: yourself" if args[0] == view["seat"] else f"Target: {who(args[0])}"
        if face in ("guard", "bishop"):
            return target, f"Guess: {guess_label(view['edition'], args[1])}"
        if face == "baroness":
            return ("Look at: " + " and ".join(who(t) for t in args),)
        if face == "cardinal":
            return f"Trade: {who(args[0], start=True)} and {who(args[1])}", f"Look at: {who(args[2])}"
        return (target,)

    # ------------------------------------------------------------------------------------------ why not

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        if view["phase"] == "over":
            return "The game is over."
        if view["current"] != view["seat"]:
            return "It is not your turn."
        if view["phase"] == "bishop":
            return "First decide whether to keep your card or draw a new one."
        kinds = DECKS[view["edition"]]
        mine = {card_uid(c): kinds[c] for c in view["hand"]}
        if not drag_from or not drag_from <= set(mine):
            return "You can only play a card from your own hand."
        if drag_to != "play":
            return "Drop the card on the table to play it."
        held = set(mine.values())
        if COUNTESS in held and (KING in held or PRINCE in held) and COUNTESS not in {mine[u] for u in drag_from}:
            return "You must play the Countess while you hold the King or a Prince."
        return "That move is not allowed now."

    # ------------------------------------------------------------------------------------------ texts

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        who = _Names(names, viewer)
        kind, a = event["kind"], event["args"]
        if kind == "round_start":
            text = f"Round {a['round']} begins; {who(a['starter'])} start{'' if a['starter'] == viewer else 's'}."
            if a["setaside"]:
                text += " Set aside face up: " + ", ".join(title(f) for f in a["setaside"]) + "."
            return text
        if kind == "play":
            return self._describe_play(a, who)
        if kind == "no_effect":
            return f"Nobody could be chosen, so the {title(a['card'])} has no effect."
        if kind in ("guard_hit", "bishop_hit"):
            return f"Right guess: {who(a['target'])} held a {a['guess']}."
        if kind in ("guard_miss", "bishop_miss"):
            return f"Wrong guess: {who(a['target'])} did not hold a {a['guess']}."
        if kind == "peek":
            if a["seat"] == viewer:
                return f"You saw {who(a['target'])} holds the {title(a['card'])}."
            return f"{who(a['seat'], start=True)} looked at {who.owner(a['target'])} hand."
        if kind == "compare":
            return self._describe_compare(a, who, viewer)
        if kind == "compare_result":
            if a["loser"] is None:
                return "The compared cards tie: nothing happens."
            return f"{who(a['loser'], start=True)} had the {'higher' if a['card'] == 'dowager' else 'lower'} card."
        if kind == "king_trade":
            return self._describe_trade(a["seat"], a["target"], a["gave"], a["got"], who, viewer)
        if kind == "cardinal_trade":
            return self._describe_trade(a["a"], a["b"], a["b_card"], a["a_card"], who, viewer)
        if kind == "discard":
            return f"{who(a['seat'], start=True)} discarded the {title(a['card'])}" + (
                "." if a["via"] == "prince" or a["card"] == "princess" else " and drew a new card.")
        if kind == "draw_removed":
            return f"The deck is empty: {who(a['seat'])} drew the card removed at the start of the round."
        if kind == "out":
            return self._describe_out(a, who)
        if kind == "assassin":
            return f"{who(a['seat'], start=True)} revealed the Assassin: {who(a['victim'])} targeted them " \
                   "with a Guard and is out."
        if kind == "bishop_choice":
            return f"{who(a['seat'], start=True)} chose to " + (
                "discard and draw a new card." if a["redraw"] else "keep the card.")
        if kind == "token":
            return f"{who(a['seat'], start=True)} gained a token {TOKEN_REASONS[a['reason']]} " \
                   f"({a['tokens']} in total)."
        if kind == "round_end":
            return self._describe_round_end(a, who)
        if kind == "game_end":
            return f"Game over: {' and '.join(who(s) for s in a['winners'])} won the game."
        return kind

    def _describe_play(self, a: JSON, who: _Names) -> str:
        actor, face, target = a["seat"], a["card"], a["target"]
        text = f"{who(actor, start=True)} played the {title(face)}"
        if target is None:
            return text + "."
        if face == "cardinal":
            return text + f": {who(target)} and {who(a['second'])} trade hands."
        if face == "baroness" and a["second"] is not None:
            return text + f" on {who(target)} and {who(a['second'])}."
        on = ("yourself" if target == who.viewer else "themselves") if target == actor else who(target)
        text += f" on {on}"
        if a["guess"] is not None:
            text += f", naming {guess_label(a['edition'], a['guess'])}"
        return text + "."

    def _describe_compare(self, a: JSON, who: _Names, viewer: int) -> str:
        other = a["target"] if a["seat"] == viewer else a["seat"]
        mine = a["seat_card"] if a["seat"] == viewer else a["target_card"]
        theirs = a["target_card"] if a["seat"] == viewer else a["seat_card"]
        if viewer not in (a["seat"], a["target"]):
            return f"{who(a['seat'], start=True)} and {who(a['target'])} compared hands in secret."
        return f"You compared hands with {who(other)}: your {title(mine)} against the {title(theirs)}."

    def _describe_trade(self, a: int, b: int, a_got: str, b_got: str, who: _Names, viewer: int) -> str:
        if viewer == a:
            return f"You traded hands with {who(b)}: you gave the {title(b_got)} and got the {title(a_got)}."
        if viewer == b:
            return f"You traded hands with {who(a)}: you gave the {title(a_got)} and got the {title(b_got)}."
        return f"{who(a, start=True)} and {who(b)} traded hands."

    def _describe_out(self, a: JSON, who: _Names) -> str:
        seat = a["seat"]
        text = f"{who(seat, start=True)} {'are' if seat == who.viewer else 'is'} out of the round " \
               f"({REASONS[a['reason']]})"
        if a["cards"]:
            text += ", revealing the " + " and the ".join(title(f) for f in a["cards"])
        return text + "."

    def _describe_round_end(self, a: JSON, who: _Names) -> str:
        winner = a["winner"]
        if winner is None:
            return f"Round {a['round']} ends in a tie: nobody gains a token."
        held = a["hands"][str(winner)]
        text = f"Round {a['round']}: {who(winner, start=True)} won {ROUND_REASONS[a['reason']]}"
        if a["reason"] != "last":
            text += f" ({title(held)}, {a['values'][str(winner)]}"
            text += f"; discards {a['sums'][str(winner)]})" if a["reason"] == "discards" else ")"
        return text + "."

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
                lines.append(f"{name}: {title(a['hands'][key])}, value {a['values'][key]}; discards sum "
                             f"{a['sums'][key]}" if key in a["hands"] else f"{name}: out of the round")
            if a["removed"] is not None:
                lines.append(f"Removed card: {title(a['removed'])}.")
        lines.extend(self.describe_event(e, names, view["seat"]) for e in log[end + 1:]
                     if e["kind"] != "round_start")
        lines.append("Tokens: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(view["tokens"]))
                     + f" (target {view['target']}).")
        return lines


_AFTER_END = ("token", "game_end", "round_start")


def _round_log(log: list[JSON]) -> list[JSON]:
    """The events of the current round."""
    start = max((i for i, e in enumerate(log) if e["kind"] == "round_start"), default=0)
    return log[start:]
