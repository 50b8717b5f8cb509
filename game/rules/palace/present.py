"""Palace on the table: zones, drag gestures, reasons for refused drops and the move log in English."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from game.engine import (
    JSON,
    CardSpec,
    CardView,
    Choice,
    Presenter,
    Reason,
    RoundSummary,
    SeatView,
    TableModel,
    ZoneView,
)
from game.i18n import N_, current_language, ordinal, tr, trc

from .cards import FACE, JOKER, RANK, card_label, deck, rank_label
from .options import Rules, resolve_rules
from .ranks import Burn, Invisible, Joker, Reset, SevenGoesDown, rank_rule
from .reasons import REASONS
from .state import PalaceAction, allows, rank_to_beat, why_not_now, why_not_play
from .summary import game_table
from .view import PalaceView

BIG_PILE = 6
"""Picking up a pile of this many cards or more, when another move was possible, is confirmed first."""

def rank_word(rank: str) -> str:
    """A rank as a word of the current language ("Queen": a playing card's, not a character's)."""
    return trc("card", rank_label(rank))


def _a(rank: str) -> str:
    word = rank_label(rank)
    return tr("an {rank}", rank=rank_word(rank)) if word[0] in "A8" else tr("a {rank}", rank=rank_word(rank))


def _count(n: int) -> str:
    return tr("{n} card", n=n) if n == 1 else tr("{n} cards", n=n)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def hint_text(reason: Reason) -> str | None:
    """The line of why for a reason of :func:`game.ai.palace.hint_reason` (declared in :mod:`.reasons`), or None
    for a code of another kind."""
    a, code = reason.args, reason.code
    if code not in REASONS.sections["hint"]:
        return None
    words: dict[str, object] = {}
    if code == "lowest":  # four forms: one card or several, on a pile or an open one
        code = ("lowest" if a["count"] == 1 else "lowest_many") if a["top"] is not None else \
            ("lowest_open" if a["count"] == 1 else "lowest_open_many")
        words["n"] = a["count"]
    for key in ("card", "up", "down"):  # a card itself (a uid)
        if key in a:
            words[key] = card_label(a[key])
    if "rank" in a:  # a rank, the card named by it ("a Queen")
        words["card"] = _a(a["rank"])
    if a.get("top") is not None:
        words["target"] = _a(a["top"])
    if "lower" in a:
        words["lower"], words["lower_rank"] = _a(a["lower"]), rank_word(a["lower"])
    text = REASONS.word("hint", Reason(code, a), **words)
    return _capital(text) if text and code == "lowest" else text


def _cards(uids: Sequence[str]) -> str:
    return " ".join(card_label(u) for u in uids)


class PalacePresenter(Presenter[PalaceAction]):
    game_id = "palace"

    # ------------------------------------------------------------------------------------------ table

    def table(self, view: JSON, legal: Sequence[PalaceAction], names: Sequence[str]) -> TableModel:
        n, me = view["num_players"], view["seat"]
        selectable = {c for a in legal for c in self._gesture_cards(a, view)}
        zones: list[ZoneView] = []
        for seat in range(n):
            rel = (seat - me) % n
            zones += self._seat_zones(view, seat, rel, selectable, names)
        pile = view["pile"]
        top = rank_to_beat(pile, self._rules(view))
        zones += [
            ZoneView("pile", [CardView(c, FACE[c]) for c in pile], label=tr("Pile"), arrange="stack",
                     badges=[_count(len(pile))] + ([tr("beat {rank}", rank=rank_word(top))] if top else [])),
            ZoneView("stock", [CardView(f"stock.{i}", None) for i in range(view["stock"])], label=tr("Stock"),
                     arrange="stack", badges=[str(view["stock"])]),
            ZoneView("burned", [CardView(f"burned.{i}", None) for i in range(len(view["burned"]))],
                     label=tr("Burned"), arrange="stack", badges=[str(len(view["burned"]))]),
        ]
        return TableModel(
            zones=zones,
            choices=self._confirm_big_pickup([c for a in legal for c in self._choices(a, view)], view),
            seats=[self._seat_view(view, s, names) for s in range(n)],
            headline=self._headline(view, names),
            prompt=self._prompt(view, legal), hint=self._status_hint(view, legal),
            **self.log_fields(view, names, current_language()),
        )

    # ------------------------------------------------------------------------------------------ card reference
    def deck_counts(self, view: JSON, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        rules = self._rules(view)
        counts: dict[str, int] = {}
        for uid in deck(two_decks=rules.more_cards, jokers=rules.jokers):
            counts[FACE[uid]] = counts.get(FACE[uid], 0) + 1
        return counts

    def card_kind(self, view: JSON, spec: CardSpec) -> tuple[str, str]:
        """Only the rank matters: one entry per rank."""
        rank = JOKER if spec.face == JOKER else spec.value
        return rank, rank_label(rank)

    def card_effect(self, view: JSON, spec: CardSpec) -> str:
        rules = self._rules(view)
        rule = rank_rule(JOKER if spec.face == JOKER else spec.value, rules)
        if isinstance(rule, Joker):
            return N_("Played alone on anything and looked through: the next player beats the card beneath. "
                      "Reverses the direction.")
        if isinstance(rule, Invisible):
            return N_("Goes on anything and is looked through: the next player beats the card beneath. "
                      "Reverses the direction.")
        if isinstance(rule, Reset):
            return N_("Goes on any card, and any card goes on it.")
        if isinstance(rule, Burn):
            return N_("Goes on anything but a Jack or higher and burns the pile; you play again.") \
                if rules.restricted_ten else N_("Goes on anything and burns the pile; you play again.")
        if isinstance(rule, SevenGoesDown):
            return N_("Goes on an equal or lower rank; only a 7 or lower goes on it.")
        return N_("Goes on an equal or lower rank.")

    def seen_faces(self, view: JSON, names: Sequence[str]) -> dict[str, int]:
        """The table's face-up cards and the burned ones (seen as they were played)."""
        seen = super().seen_faces(view, names)
        for uid in view["burned"]:
            seen[FACE[uid]] = seen.get(FACE[uid], 0) + 1
        return seen

    @staticmethod
    def _rules(view: PalaceView) -> Rules:
        return resolve_rules(view["num_players"], view["options"])

    def _seat_zones(self, view: PalaceView, seat: int, rel: int, selectable: set[str],
                    names: Sequence[str]) -> list[ZoneView]:
        if seat == view["seat"]:
            hand = [CardView(c, FACE[c], selectable=c in selectable,
                             highlight="known" if c in view["known"][seat] else None) for c in view["hand"]]
        else:
            known = view["known"][seat]
            hidden = view["hand_sizes"][seat] - len(known)
            hand = [CardView(c, FACE[c], highlight="known") for c in known]
            hand += [CardView(f"hand.{seat}.{i}", None) for i in range(hidden)]
        faceup = [CardView(c, FACE[c], selectable=c in selectable, caption=f"×{len(st)}" if len(st) > 1 else "")
                  for st in view["faceup"][seat] for c in st]
        facedown = [CardView(f"facedown.{seat}.{i}", None, selectable=f"facedown.{seat}.{i}" in selectable)
                    for i in range(view["facedown"][seat])]
        return [
            ZoneView(f"hand.{rel}", hand, arrange="fan" if rel == 0 else "row", owner=seat,
                     label="" if rel == 0 else names[seat], badges=[tr("{n} in hand", n=view["hand_sizes"][seat])]),
            ZoneView(f"faceup.{rel}", faceup, arrange="row", owner=seat),
            ZoneView(f"facedown.{rel}", facedown, arrange="row", owner=seat),
        ]

    def _gesture_cards(self, action: PalaceAction, view: PalaceView) -> tuple[str, ...]:
        kind = action[0]
        if kind == "play":
            return tuple(action[2])
        if kind in ("swap", "stack"):
            return action[1], action[2]
        if kind == "faceup" or (kind == "pickup" and len(action) == 2):
            return (action[1],)
        if kind == "blind":
            return (f"facedown.{view['seat']}.{action[1]}",)
        return ()

    def _choices(self, action: PalaceAction, view: PalaceView) -> list[Choice]:
        kind = action[0]
        if kind == "play":
            return [Choice(action, drag_from=frozenset(action[2]), drag_to="pile")]
        if kind == "blind":
            return [Choice(action, drag_from=frozenset({f"facedown.{view['seat']}.{action[1]}"}), drag_to="pile")]
        if kind == "swap":
            _, h, f = action
            swap = tr("Swap {first} with {second}", first=card_label(h), second=card_label(f))
            return [Choice(action, drag_from=frozenset({h}), drag_to=f, label=swap),
                    Choice(action, drag_from=frozenset({f}), drag_to=h, label=swap)]
        if kind == "stack":
            _, h, f = action
            return [Choice(action, drag_from=frozenset({h}), drag_to=f,
                           label=tr("Stack {card} on {target}", card=card_label(h), target=card_label(f)))]
        if kind == "faceup":
            return [Choice(action, drag_from=frozenset({action[1]}), drag_to="faceup.0")]
        if kind == "ready":
            return [Choice(action, button=tr("Ready"))]
        if len(action) == 2:  # lay a face-up card, then pick up
            card = action[1]
            playable = allows(self._rules(view), RANK[card], rank_to_beat(view["pile"], self._rules(view)))
            return [Choice(action, drag_from=frozenset({card}), drag_to="hand.0" if playable else "pile",
                           button=tr("Lay {card} and pick up the pile", card=card_label(card)))]
        return [Choice(action, drag_from=frozenset({view["pile"][-1]}), drag_to="hand.0",
                       button=tr("Pick up the pile"))]

    @staticmethod
    def _confirm_big_pickup(choices: list[Choice], view: PalaceView) -> list[Choice]:
        """Picking up a big pile when a card could be played instead is asked about first (a slip of the hand
        costs much)."""
        pile = len(view["pile"])
        if pile < BIG_PILE or all(c.action[0] == "pickup" for c in choices if isinstance(c.action, tuple)):
            return choices
        question = tr("Pick up all {n} cards of the pile?", n=pile)
        return [replace(c, confirm=question) if isinstance(c.action, tuple) and c.action[0] == "pickup" else c
                for c in choices]

    def _seat_view(self, view: PalaceView, seat: int, names: Sequence[str]) -> SeatView:
        badges = [tr("{n} in hand", n=view["hand_sizes"][seat])]
        if seat == view["dealer"]:
            badges.append(tr("Dealer"))
        if seat in view["out"]:
            badges.append(tr("{place} out", place=ordinal(view["out"].index(seat) + 1)))
        result = view["result"]
        if result and len(set(result)) > 1:
            to_win = view["options"]["play_to_win"]
            if result[seat] == (1.0 if to_win else 0.0):
                badges.append(tr("Winner") if to_win else tr("Loser"))
        out = seat in view["out"]
        return SeatView(seat, names[seat], badges=badges, is_current=view["current"] == seat,
                        cards=view["hand_sizes"][seat], icons=("dealer",) if seat == view["dealer"] else (),
                        place=view["out"].index(seat) + 1 if out else None, dimmed=out)

    def _headline(self, view: PalaceView, names: Sequence[str]) -> str:
        if view["phase"] == "over":
            return self._end_text(view, names)
        who = names[view["current"]]
        mine = view["current"] == view["seat"]
        if view["phase"] == "setup":
            return tr("You are laying out your face-up cards") if mine else \
                tr("{name} is laying out the face-up cards", name=who)
        top = rank_to_beat(view["pile"], self._rules(view))
        arrow = tr("clockwise") if view["direction"] == 1 else tr("counter-clockwise")
        task = tr("beat {rank}", rank=_a(top)) if top else tr("the pile is empty")
        if mine:
            return tr("Your turn — {task} ({direction})", task=task, direction=arrow)
        return tr("{name}'s turn — {task} ({direction})", name=who, task=task, direction=arrow)

    def _end_text(self, view: PalaceView, names: Sequence[str]) -> str:
        """From the actual result: one winner (playing for the win), one loser, or a draw at the turn limit
        among those still holding cards (who went out before it is safe)."""
        result = view["result"] or [0.0] * view["num_players"]
        best, worst = max(result), min(result)
        if view["options"]["play_to_win"] and result.count(best) == 1 and worst == 0.0:
            winner = result.index(best)
            return tr("You win!") if winner == view["seat"] else tr("{name} wins!", name=names[winner])
        if not view["options"]["play_to_win"] and result.count(0.0) == 1 and best == 1.0:
            loser = result.index(0.0)
            return tr("You are left holding cards and lose.") if loser == view["seat"] else \
                tr("{name} is left holding cards and loses.", name=names[loser])
        holding = [names[s] for s in range(view["num_players"]) if s not in view["out"]]
        if len(holding) == view["num_players"]:
            return tr("Draw: the turn limit was reached.")
        return tr("The turn limit ends the game: a draw between {names}.", names=tr(" and ").join(holding))

    @staticmethod
    def _status_hint(view: PalaceView, legal: Sequence[PalaceAction]) -> str:
        """The status line's words when only a pick-up is left ("drag a glowing card" would send the player hunting
        for a card to play)."""
        if view["phase"] == "play" and legal and all(a[0] == "pickup" for a in legal):
            return tr("nothing fits: pick up the pile")
        return ""

    def _prompt(self, view: PalaceView, legal: Sequence[PalaceAction]) -> str:
        if not legal:
            return ""
        kinds = {a[0] for a in legal}
        if "faceup" in kinds:
            return tr("Drag a hand card onto your face-up row: choose the cards you will play last.")
        if view["phase"] == "setup":
            if "stack" in kinds:
                return tr("Drag a hand card onto a face-up card to swap them or onto an equal face-up card to stack "
                          "it; press Ready when done.")
            return tr("Drag a hand card onto a face-up card to swap them; press Ready when done.")
        if "blind" in kinds:
            return tr("Drag one of your face-down cards onto the pile: it is played if it fits.")
        source = tr("your hand") if view["hand"] else tr("your face-up cards")
        if "play" not in kinds:
            return tr("Nothing from {source} fits: pick up the pile.", source=source)
        return tr("Drag equal cards from {source} onto the pile, or pick up the pile.", source=source)

    # ------------------------------------------------------------------------------------------ texts

    def event_outs(self, event: JSON) -> tuple[int, ...]:
        """A player who has gone out (shed every card)."""
        return (event["args"]["seat"],) if event["kind"] == "out" else ()

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        """A line of the log; the viewer's own moves are told as "you"."""
        args = event["args"]
        me = args.get("seat") == viewer
        who = names[args["seat"]] if "seat" in args else ""
        kind = event["kind"]
        if kind == "deal":
            return tr("You deal.") if args["dealer"] == viewer else tr("{name} deals.", name=names[args["dealer"]])
        if kind == "swap":
            h, f = args["cards"]
            if me:
                return tr("You take {taken} into your hand and lay {laid} face up.", taken=card_label(f),
                          laid=card_label(h))
            return tr("{name} takes {taken} into the hand and lays {laid} face up.", name=who, taken=card_label(f),
                      laid=card_label(h))
        if kind == "stack":
            h, f = args["cards"]
            if me:
                return tr("You stack {card} on {target}.", card=card_label(h), target=card_label(f))
            return tr("{name} stacks {card} on {target}.", name=who, card=card_label(h), target=card_label(f))
        if kind == "faceup":
            if me:
                return tr("You lay {card} face up.", card=card_label(args["cards"][0]))
            return tr("{name} lays {card} face up.", name=who, card=card_label(args["cards"][0]))
        if kind == "ready":
            return tr("You are ready.") if me else tr("{name}: ready.", name=who)
        if kind == "start":
            return self._describe_start(args, who, me)
        if kind == "play":
            return self._describe_play(args, who, me)
        if kind == "burn":
            count = _count(args["count"])
            if args["reason"] == "ten":
                return tr("The 10 burns the pile ({count}); you go again.", count=count) if me else \
                    tr("The 10 burns the pile ({count}); {name} goes again.", count=count, name=who)
            return tr("Four of a kind burn the pile ({count}); you go again.", count=count) if me else \
                tr("Four of a kind burn the pile ({count}); {name} goes again.", count=count, name=who)
        if kind == "blind_fail":
            if me:
                return tr("You turn over {card}: too low.", card=card_label(args["card"]))
            return tr("{name} turns over {card}: too low.", name=who, card=card_label(args["card"]))
        if kind == "pickup":
            return self._describe_pickup(args, who, me)
        if kind == "draw":
            return tr("You draw {n}.", n=args["count"]) if me else tr("{name} draws {n}.", name=who, n=args["count"])
        if kind == "out":
            if me:
                return tr("You are out of cards ({place} out).", place=ordinal(args["place"]))
            return tr("{name} is out of cards ({place} out).", name=who, place=ordinal(args["place"]))
        if kind == "game_end":
            if "draw" in args:
                return tr("The game ends in a draw (turn limit).")
            if "winner" in args:
                return tr("You win.") if args["winner"] == viewer else tr("{name} wins.", name=names[args["winner"]])
            return tr("You lose.") if args["loser"] == viewer else tr("{name} loses.", name=names[args["loser"]])
        return ""

    @staticmethod
    def _describe_start(args: JSON, who: str, me: bool) -> str:
        rank = rank_word(args["rank"])
        if args["where"] == "faceup":
            return tr("You start (the first {rank} face up).", rank=rank) if me else \
                tr("{name} starts (the first {rank} face up).", name=who, rank=rank)
        return tr("You start (the first {rank} in hand).", rank=rank) if me else \
            tr("{name} starts (the first {rank} in hand).", name=who, rank=rank)

    @staticmethod
    def _describe_play(args: JSON, who: str, me: bool) -> str:
        cards = _cards(args["cards"])
        if args["from"] == "facedown":
            return tr("You turn over {cards} and play it.", cards=cards) if me else \
                tr("{name} turns over {cards} and plays it.", name=who, cards=cards)
        if args["from"] == "faceup":
            return tr("You play {cards} from the table.", cards=cards) if me else \
                tr("{name} plays {cards} from the table.", name=who, cards=cards)
        return tr("You play {cards}.", cards=cards) if me else tr("{name} plays {cards}.", name=who, cards=cards)

    @staticmethod
    def _describe_pickup(args: JSON, who: str, me: bool) -> str:
        count = _count(len(args["cards"]))
        if args["laid"]:
            card = card_label(args["laid"])
            return tr("You lay {card} and pick up the pile ({count}).", card=card, count=count) if me else \
                tr("{name} lays {card} and picks up the pile ({count}).", name=who, card=card, count=count)
        return tr("You pick up the pile ({count}).", count=count) if me else \
            tr("{name} picks up the pile ({count}).", name=who, count=count)

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        if not view["log"] or view["log"][-1]["kind"] != "game_end":
            return None
        pickups, burns = [0] * view["num_players"], [0] * view["num_players"]
        for event in view["log"]:
            if event["kind"] == "pickup":
                pickups[event["args"]["seat"]] += 1
            elif event["kind"] == "burn":
                burns[event["args"]["seat"]] += 1
        left = [view["hand_sizes"][s] + sum(len(st) for st in view["faceup"][s]) + view["facedown"][s]
                for s in range(view["num_players"])]
        out = view["out"]
        order = list(out) + sorted((s for s in range(view["num_players"]) if s not in out), key=left.__getitem__)
        lines = [self._end_text(view, names)]
        for place, seat in enumerate(order, start=1):
            parts = [f"{place}. {names[seat]}"] + ([] if seat in out else [tr("cards left: {n}", n=left[seat])])
            parts += [tr("pile picked up: {n}", n=pickups[seat]), tr("burned: {n}", n=burns[seat])]
            lines.append(" · ".join(parts))
        return lines

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        if not view["log"] or view["log"][-1]["kind"] != "game_end":
            return None
        return game_table(view, names, self._end_text(view, names))

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        reason = why_not_now(view)
        if reason is None:
            if drag_to not in ("pile", None):  # None: a card pressed that cannot be picked up, say why as for the pile
                return tr("Drop cards on the pile, or drag the pile onto your hand to pick it up.")
            blind = {c for c in drag_from if c.startswith("facedown.")}
            reason = why_not_play(self._rules(view), view, drag_from - blind, blind=bool(blind))
        if reason is None:
            return super().why_not(view, drag_from, drag_to)
        if reason.code == "too_low":
            return _capital(REASONS.word("refusal", reason, card=_a(reason.args["rank"]),
                                         target=_a(reason.args["top"])) or "")
        return REASONS.word("refusal", reason) or super().why_not(view, drag_from, drag_to)
