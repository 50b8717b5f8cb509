"""The table for one seat's view: the grid, each player's columns, board card, bribes, stock; texts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
from game.i18n import N_, current_language, tr, tr_list, trn

from .cards import CARDS, CHARACTER, DISC_COLOURS, DISCS, MISSION, MISSION_COLOURS, PURPLE, removed_by_rule
from .reasons import REASONS
from .state import RoadAction, take_refusal
from .summary import evaluation_table
from .view import RoadView

ROW_NAMES = (N_("top"), N_("middle"), N_("bottom"))
LAST_ROUND = 2
SCORING_STEPS = {
    "queen": N_("Queen"), "missions_first": N_("leftmost column"), "missions_third": N_("third column"),
    "purple": N_("purple on royals"), "neighbour_pay": N_("discs paid/received"), "final_king": N_("King"),
}


def colour_name(colour: str | None) -> str:
    return tr("none") if colour is None else tr("{character} ({colour})", character=tr(CHARACTER[colour]),
                                                 colour=tr(colour))


def card_name(face: int) -> str:
    """A card as the log and the move labels name it: its character and impression."""
    card = CARDS[face]
    return f"{tr(CHARACTER[card.colour])} {card.impression}"


def disc_name(colour: str) -> str:
    return tr("{colour} {mission} disc", colour=tr(colour), mission=tr(MISSION[colour]))


def hint_text(reason: Reason, names: Sequence[str]) -> str | None:
    """The line of why for a reason of :func:`game.ai.road_to_the_palace.hint_reason` (declared in
    :mod:`.reasons`), else None."""
    if reason.code not in REASONS.sections["hint"]:
        return None
    a = reason.args
    words: dict[str, object] = {}
    if "card" in a:
        words["card"] = card_name(a["card"])
        words["character"] = tr(CHARACTER[CARDS[a["card"]].colour])
    if "disc" in a:
        words["disc"] = disc_name(a["disc"])
    if "seat" in a:
        words["name"] = names[a["seat"]]
    if "total" in a:
        words["n"] = a["total"]
    for key in ("first", "second"):
        if key in a:
            words[key] = colour_name(a[key])
    return REASONS.word("hint", reason, **words)


def signed(x: int) -> str:
    return f"{x:+d}"


class _Names:
    """A seat's name in a list of players, "you" for the viewer."""

    def __init__(self, names: Sequence[str], viewer: int) -> None:
        self.names, self.viewer = names, viewer

    def __call__(self, seat: int) -> str:
        return tr("you") if seat == self.viewer else self.names[seat]


class RoadPresenter(Presenter[RoadAction]):
    game_id = "road-to-the-palace"

    def deck_counts(self, view: JSON, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        """The cards of this player count (the printed rule returns some to the box), a bribe card per player,
        the discs of this player count."""
        n = view["num_players"]
        counts = {face: 0 for face in cards}
        removed = set(removed_by_rule(n))
        for i, card in enumerate(CARDS):
            if i not in removed:
                counts[card.face] += 1
        for face in cards:
            if face.startswith("bribe."):
                counts[face] = n
            elif face.startswith("disc."):
                counts[face] = DISCS[n].get(face.removeprefix("disc."), 0)
        return counts

    def seen_faces(self, view: JSON, names: Sequence[str]) -> dict[str, int]:
        """The face-up cards of the table; the mission discs are all public (the stock is counted openly)."""
        seen = super().seen_faces(view, names)
        for colour, copies in DISCS[view["num_players"]].items():
            seen[f"disc.{colour}"] = copies
        return seen

    # ------------------------------------------------------------------------------------- table

    def table(self, view: JSON, legal: Sequence[RoadAction], names: Sequence[str]) -> TableModel:
        viewer, n = view["seat"], view["num_players"]
        choices = [c for a in legal for c in (self._bribe_choices(view, a) if a[0] == "bribes"
                                             else [self._choice(view, a)])]
        zones = self._grid_zones(view, legal) + [self._deck_zone(view), self._stock_zone(view)]
        for seat in range(n):
            zones += self._seat_zones(view, seat, (seat - viewer) % n, names)
        draggable = {uid for choice in choices for uid in choice.drag_from or ()}
        for zone in zones:
            for card in zone.cards:
                card.selectable = card.uid in draggable
        return TableModel(
            zones=zones, choices=choices, seats=self._seats(view, names), headline=self._headline(view, names),
            prompt=self._prompt(view) if legal else "", private=self._private(view, names),
            hint=tr("drag a glowing disc") if legal and view["phase"] in ("start", "place") else "",
            **self.log_fields(view, names, current_language()),
        )

    def _grid_zones(self, view: RoadView, legal: Sequence[RoadAction]) -> list[ZoneView]:
        zones = []
        last = view["log"][-1] if view["log"] else None
        placed = (last["args"]["row"], last["args"]["col"]) if last and last["kind"] == "place" else None
        for r, row in enumerate(view["grid"]):
            left = next((c for c, card in enumerate(row) if card is not None), None)
            for c, card in enumerate(row):
                cards = []
                if card is not None:
                    target = c == left and (("take", r) in legal or (view["pending_row"] == r and legal))
                    disc = view["row_disc"][r] if c == left else None
                    new = (r, c) == placed  # the disc just placed: the move stands out until the next one
                    cards.append(CardView(f"c{card}", CARDS[card].face,
                                          highlight="target" if target else "new" if new else None,
                                          caption=tr("{colour} disc", colour=tr(disc)) if disc else "",
                                          token=f"disc.{disc}" if disc else None))
                zones.append(ZoneView(f"grid.r{r}c{c}", cards, arrange="stack"))
        return zones

    def _deck_zone(self, view: RoadView) -> ZoneView:
        cards = [CardView("deck", None)] if view["deck"] else []
        return ZoneView("deck", cards, label=tr("Deck: {n}", n=view["deck"]), arrange="stack")

    def _stock_zone(self, view: RoadView) -> ZoneView:
        """Every disc colour, each named by its mission (the table's one legend of the disc colours), with the
        discs left of it (an empty colour too, so that the legend stays whole)."""
        stock = view["stock"]
        later = {PURPLE: view["set_aside"]}  # the set-aside purple discs join the stock in round 2
        cards = [CardView(f"stock.{c}", f"disc.{c}",
                          caption=f"{tr(MISSION[c])}\n×{stock[c]}" + (f" (+{later[c]})" if later.get(c) else ""))
                 for c in DISC_COLOURS]
        return ZoneView("stock", cards, badges=[str(sum(stock.values()))], arrange="row")

    def _seat_zones(self, view: RoadView, seat: int, rel: int, names: Sequence[str]) -> list[ZoneView]:
        """The seat's block (its plate names it) first, then what lies in it: the bribe slots, the board card's
        discs, the card columns and, while the bribes are chosen, the three bribe cards."""
        p = view["players"][seat]
        zones = [ZoneView(f"seat.{rel}", [], label=tr("Your cards") if rel == 0 else names[seat], owner=seat,
                          badges=self._column_totals(p))]
        for r in range(2):
            zones.append(ZoneView(f"bribe{r + 1}.{rel}", self._slot_cards(view, seat, r), arrange="stack",
                                  label=tr("Round {n}", n=r + 1)))
        discs = [CardView(f"board.{seat}.{c}", f"disc.{c}", caption=f"×{p['discs'][c]}")
                 for c in DISC_COLOURS if p["discs"][c]]
        zones.append(ZoneView(f"board.{rel}", discs, arrange="grid"))
        zones.append(ZoneView(f"columns.{rel}", self._column_cards(view, seat), arrange="columns"))
        if p["bribes"] is None:  # still holding one bribe of each colour
            zones.append(ZoneView(f"bribes.{rel}", [CardView(f"bribe.{seat}.{c}", f"bribe.{c}")
                                                    for c in MISSION_COLOURS], arrange="row"))
        return zones

    @staticmethod
    def _column_cards(view: RoadView, seat: int) -> list[CardView]:
        p = view["players"][seat]
        out: list[CardView] = []
        for column, (colour, total) in enumerate(p["columns"]):
            own = [CardView(f"c{c}", CARDS[c].face) for c in p["cards"] if CARDS[c].colour == colour]
            for r in range(view["revealed"]):
                if (p["bribes"] or ())[r] == colour:  # bribes are down once any is revealed
                    own.append(CardView(f"bribe.{seat}.{colour}", f"bribe.{colour}"))
            # Only the card shown whole at the foot of the column has a caption (the others' would lie under the
            # next card): the column's impression (its bribe, the Politicians and purple discs on it included).
            # Purple discs on the column lie on that card as a small token on its corner, never over its title.
            purple = p["purple_on"].get(colour, 0)
            total_text = tr("Impression {n}", n=total) if seat == view["seat"] else f"{tr('Impr.')}\n{total}"
            own[-1].caption = total_text if purple < 2 else f"{total_text} ({purple}×)"
            if purple:
                own[-1].token = "disc.purple"
            for card in own:
                card.group = column
            out += own
        return out

    @staticmethod
    def _column_totals(p: JSON) -> list[str]:
        return [f"{tr(CHARACTER[c])} {t}" for c, t in p["columns"]] or [tr("No cards yet")]

    @staticmethod
    def _slot_cards(view: RoadView, seat: int, r: int) -> list[CardView]:
        """The bribe of round ``r + 1`` in its slot (face down to the others) until it is revealed."""
        p = view["players"][seat]
        if p["bribes"] is None or r < view["revealed"]:
            return []
        colour = p["bribes"][r]
        k = len(p["politicians"][r])
        uid = f"bribe.{seat}.{colour}" if colour else f"bribe.{seat}.r{r}"
        return [CardView(uid, None if colour is None else f"bribe.{colour}",
                         caption=tr("+{n} Politician", n=k) if k else "")]

    @staticmethod
    def _bribe_choices(view: RoadView, action: RoadAction) -> list[Choice]:
        """Two bribe cards dragged into the slots "Round 1" and "Round 2", in either order: the first one dropped
        waits in its slot (the table holds it) until the second one makes the move."""
        _, first, second = action
        cards = {r: frozenset({f"bribe.{view['seat']}.{c}"}) for r, c in ((1, first), (2, second))}
        picks = {r: Step(f"round{r}:{c}", tr("Round {n}: {character}", n=r, character=tr(CHARACTER[c])),
                         drag_from=cards[r], drag_to=f"bribe{r}.0") for r, c in ((1, first), (2, second))}
        return [Choice(action, steps=(picks[2],), drag_from=cards[1], drag_to="bribe1.0"),
                Choice(action, steps=(picks[1],), drag_from=cards[2], drag_to="bribe2.0")]

    def _choice(self, view: RoadView, action: RoadAction) -> Choice:
        kind = action[0]
        assert kind != "bribes", "bribes are offered by _bribe_choices"
        if kind == "start":
            _, top, middle, bottom = action
            return Choice(action, steps=(Step(f"middle:{middle}", tr("Middle row: {character}",
                                                                    character=tr(CHARACTER[middle]))),
                                         Step(f"bottom:{bottom}", tr("Bottom row: {character}",
                                                                    character=tr(CHARACTER[bottom])))),
                          drag_from=frozenset({f"stock.{top}"}), drag_to=self._leftmost_zone(view, 0))
        if kind == "take":
            row = action[1]
            card = next(c for c in view["grid"][row] if c is not None)
            taken = {"card": card_name(card), "row": tr(ROW_NAMES[row])}
            disc = view["row_disc"][row]
            label = tr("{card} with a {disc} from the {row} row", **taken, disc=disc_name(disc)) if disc \
                else tr("{card} from the {row} row", **taken)
            return Choice(action, drag_from=frozenset({f"c{card}"}), drag_to="columns.0", label=label)
        colour, row = action[1], view["pending_row"]
        assert row is not None  # a disc is placed only onto the row just taken from
        return Choice(action, drag_from=frozenset({f"stock.{colour}"}), drag_to=self._leftmost_zone(view, row))

    @staticmethod
    def _leftmost_zone(view: RoadView, row: int) -> str:
        col = next(c for c, card in enumerate(view["grid"][row]) if card is not None)
        return f"grid.r{row}c{col}"

    # ------------------------------------------------------------------------------------- texts

    def _seats(self, view: RoadView, names: Sequence[str]) -> list[SeatView]:
        out = []
        for seat, p in enumerate(view["players"]):
            badges = []
            if seat == view["starter"] and view["phase"] != "over":
                badges.append(tr("Starts"))
            if p["influence"] is not None:  # the viewer's own, or everyone's once the game is over
                badges.append(tr("{n} influence", n=p["influence"]))
            if view["phase"] == "bribe":
                badges.append(tr("Bribes chosen") if p["bribes"] is not None else tr("Choosing bribes"))
            out.append(SeatView(seat, names[seat], badges, is_current=seat == view["current"], points=p["influence"],
                                cards=len(p["cards"]), icons=("start",) if seat == view["starter"] else ()))
        return out

    def _headline(self, view: RoadView, names: Sequence[str]) -> str:
        phase, who = view["phase"], view["current"]
        if phase == "over":
            winner = view["log"][-1]["args"]["winner"]
            if winner == view["seat"]:
                return tr("Game over: you win with {n} influence", n=view["players"][winner]["influence"])
            return tr("Game over: {name} wins with {n} influence", name=names[winner],
                      n=view["players"][winner]["influence"])
        name = names[who]
        if who == view["seat"]:
            return {
                "bribe": tr("Setup: you secretly choose two bribes"),
                "start": tr("Setup: you place the starting discs"),
                "take": tr("Round {n}, administration: you take a card", n=view["round"]),
                "place": tr("Round {n}, administration: you place a mission disc", n=view["round"]),
            }[phase]
        return {
            "bribe": tr("Setup: {name} secretly chooses two bribes", name=name),
            "start": tr("Setup: {name} places the starting discs", name=name),
            "take": tr("Round {n}, administration: {name} takes a card", n=view["round"], name=name),
            "place": tr("Round {n}, administration: {name} places a mission disc", n=view["round"], name=name),
        }[phase]

    @staticmethod
    def _prompt(view: RoadView) -> str:
        return tr({
            "bribe": N_("Drag a bribe into the slot Round 1 and another into the slot Round 2."),
            "start": N_("Drag a disc onto the top row's card, then pick the middle and bottom rows' discs."),
            "take": N_("Drag the leftmost card of a row (with its disc) onto your columns (\"Impression 4\" under a "
                       "column: its cards' impression)."),
            "place": N_("Drag a disc from the stock onto the leftmost card of the row you took from."),
        }[view["phase"]])

    def _private(self, view: RoadView, names: Sequence[str]) -> list[str]:
        last = view["log"][-1] if view["log"] else None
        if last and last["to"] is not None:
            return [self.describe_event(last, names, view["seat"])]
        return []

    def log_round(self, log: Sequence[JSON], i: int) -> int | None:
        if log[i]["kind"] == "setup":
            return 1
        if i > 0 and log[i - 1]["kind"] == "round_end" and log[i - 1]["args"]["round"] < LAST_ROUND:
            return int(log[i - 1]["args"]["round"]) + 1
        return None

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        """A line of the log; the viewer is told as "you" (in lists of players, "you" stands for the name)."""
        a, kind = event["args"], event["kind"]
        me = a.get("seat") == viewer
        who = names[a["seat"]] if "seat" in a else ""
        name = _Names(names, viewer)
        if kind == "setup":
            if a["starter"] == viewer:
                return tr("You take the start player pawn; the grid is dealt.")
            return tr("{name} takes the start player pawn; the grid is dealt.", name=names[a["starter"]])
        if kind == "bribes_chosen":
            return tr("You choose two bribes face down.") if me else \
                tr("{name} chooses two bribes face down.", name=who)
        if kind == "bribes_secret":
            first, second = a["bribes"]
            return tr("Your bribes: round 1 {first}, round 2 {second}.", first=colour_name(first),
                      second=colour_name(second))
        if kind == "start_discs":
            discs = tr_list(f"{tr(ROW_NAMES[r])} {tr(c)}" for r, c in enumerate(a["discs"]))
            return tr("You place the starting discs: {discs}.", discs=discs) if me else \
                tr("{name} places the starting discs: {discs}.", name=who, discs=discs)
        if kind == "take":
            return self._take_text(a, who, me)
        if kind == "refill":
            return trn("The {row} row is refilled with {n} card.", "The {row} row is refilled with {n} cards.",
                       len(a["cards"]), row=tr(ROW_NAMES[a["row"]]))
        if kind == "place":
            placed = {"disc": disc_name(a["disc"]), "row": tr(ROW_NAMES[a["row"]])}
            return tr("You place a {disc} in the {row} row.", **placed) if me else \
                tr("{name} places a {disc} in the {row} row.", name=who, **placed)
        if kind == "evaluation":
            return tr("Evaluation of round {n}.", n=a["round"])
        if kind == "bribes_revealed":
            return tr("Bribes revealed: {bribes}.", bribes=tr_list(
                f"{name(s)} {colour_name(c)}" + (" " + tr("+{n} Politician", n=k) if k else "")
                for s, (c, k) in enumerate(zip(a["bribes"], a["politicians"], strict=True))))
        if kind == "king":
            totals = tr_list(f"{name(s)} {t}" for s, t in enumerate(a["totals"]))
            if a["starter"] == viewer:
                return tr("King impression: {totals}. You take the start player pawn.", totals=totals)
            return tr("King impression: {totals}. {name} takes the start player pawn.", totals=totals,
                      name=names[a["starter"]])
        if kind == "queen":
            return self._queen_text(a, name)
        if kind in ("missions_first", "missions_third"):
            parts = [tr("{name} {n} on {character} {delta}", name=name(s), n=d, character=tr(CHARACTER[c]),
                        delta=signed(x))
                     for s, (c, d, x) in enumerate(zip(a["colours"], a["discs"], a["delta"], strict=True)) if d]
            template = N_("Missions on the leftmost column ({points} each): {parts}.") if kind == "missions_first" \
                else N_("Missions on the third column ({points} each): {parts}.")
            return tr(template, points=a["points"], parts=tr_list(parts) or tr("none"))
        if kind == "purple":
            parts = [f"{name(s)} {signed(x)}" for s, x in enumerate(a["delta"]) if x]
            return tr("Purple discs on King and Queen: {parts}; all purple discs return.",
                      parts=tr_list(parts) or tr("none"))
        if kind == "neighbour_pay":
            parts = [tr("you pay {n} to {target}", n=d, target=name(r)) if s == viewer else
                     tr("{name} pays {n} to you", name=name(s), n=d) if r == viewer else
                     tr("{name} pays {n} to {target}", name=name(s), n=d, target=name(r))
                     for s, (d, r) in enumerate(zip(a["discs"], a["right"], strict=True)) if d]
            return tr("Left-over mission discs: {parts}.", parts=tr_list(parts) or tr("none"))
        if kind == "reorder":
            return tr("Card columns re-ordered.")
        if kind == "set_aside_added":
            return tr("The set-aside purple disc joins the stock.")
        if kind == "round_end":
            if a["round"] >= LAST_ROUND:  # the final evaluation follows; there is no next round
                return tr("Round {n}, the last, is over: the final evaluation follows.", n=a["round"])
            if a["starter"] == viewer:
                return tr("Round {n} is over. You start the next round.", n=a["round"])
            return tr("Round {n} is over. {name} starts the next round.", n=a["round"], name=names[a["starter"]])
        if kind == "final_king":
            return tr("Final evaluation, King impression: {parts}.",
                      parts=tr_list(f"{name(s)} {signed(x)}" for s, x in enumerate(a["delta"])))
        if kind == "game_end":
            influence = tr_list(f"{name(s)} {x}" for s, x in enumerate(a["influence"]))
            if a["winner"] == viewer:
                return tr("You win. Influence: {parts}.", parts=influence)
            return tr("{name} wins. Influence: {parts}.", name=names[a["winner"]], parts=influence)
        return str(kind)

    @staticmethod
    def _take_text(a: JSON, who: str, me: bool) -> str:
        taken = {"card": card_name(a["card"]), "row": tr(ROW_NAMES[a["row"]])}
        if a["disc"]:
            if me:
                return tr("You take {card} with a {disc} from the {row} row.", **taken, disc=disc_name(a["disc"]))
            return tr("{name} takes {card} with a {disc} from the {row} row.", name=who, **taken,
                      disc=disc_name(a["disc"]))
        return tr("You take {card} from the {row} row.", **taken) if me else \
            tr("{name} takes {card} from the {row} row.", name=who, **taken)

    @staticmethod
    def _queen_text(a: JSON, names: _Names) -> str:
        """The Queen's step in one line; its clauses joined by the language's own punctuation (Chinese "；。")."""
        payers = tr_list(names(s) for s in a["payers"])
        receivers = tr_list(names(s) for s in a["receivers"])
        totals = tr_list(f"{names(s)} {t}" for s, t in enumerate(a["totals"]))
        if a["payers"] == [names.viewer]:
            text = tr("You pay {n} in all", n=a["pile"])
        else:
            text = tr("{names} pays {n} in all", names=payers, n=a["pile"]) if len(a["payers"]) == 1 \
                else tr("{names} pay {n} in all", names=payers, n=a["pile"])
        if a["receivers"] == [names.viewer]:
            got = tr("you get {n}", n=a["share"])
        else:
            got = tr("{names} gets {n} each", names=receivers, n=a["share"]) if len(a["receivers"]) == 1 \
                else tr("{names} get {n} each", names=receivers, n=a["share"])
        text = tr("{clause}; {more}", clause=text, more=got)
        if a["leftover"]:
            text = tr("{clause}, {more}", clause=text, more=tr("{n} to the bank", n=a["leftover"]))
        loans = [f"{names(s)} {b}" for s, b in enumerate(a["borrowed"]) if b]
        if loans:
            text = tr("{clause}; {more}", clause=text,
                      more=tr("borrowed from the bank: {loans}", loans=tr_list(loans)))
        return tr("{sentence} {next}", sentence=tr("Queen impression: {totals}.", totals=totals),
                  next=tr("{clause}.", clause=text))

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason, names) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        return REASONS.word("refusal", self._why_not(view, drag_from)) or super().why_not(view, drag_from, drag_to)

    @staticmethod
    def _why_not(view: RoadView, drag_from: frozenset[str]) -> Reason:
        """Why a drop matched no legal move, as the rules say (:func:`.state.take_refusal`), else what to do."""
        phase = view["phase"]
        if phase == "over":
            return Reason("game_over")
        if view["current"] != view["seat"]:
            return Reason("not_your_turn")
        if phase == "take":
            cards = [int(u[1:]) for u in drag_from if u.startswith("c") and u[1:].isdigit()]
            return take_refusal(view["grid"], cards) or Reason("take_to_columns")
        return Reason({"place": "place_on_row", "start": "start_on_top_row"}.get(phase, "bribe_first"))

    # ------------------------------------------------------------------------------------- scoring scene

    def shown_scores(self, view: JSON, scores: Sequence[float]) -> list[float | None]:
        """Influence chips lie face down: a seat sees its own total, everyone's once the game is over."""
        return [float(p["influence"]) if p["influence"] is not None else None for p in view["players"]]

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        log = view["log"]
        if not log or log[-1]["kind"] not in ("round_end", "game_end"):
            return None
        start = max(i for i, e in enumerate(log) if e["kind"] == "evaluation")
        steps = [e for e in log[start:] if e["to"] is None]
        lines = [self.describe_event(e, names, view["seat"]) for e in steps if e["kind"] not in self._untold(log)]
        for seat in range(view["num_players"]):
            parts, total = [], 0
            for e in steps:
                delta = e["args"].get("delta")
                if delta and delta[seat]:
                    parts.append(f"{tr(SCORING_STEPS[e['kind']])} {signed(delta[seat])}")
                    total += delta[seat]
            line = tr("{name}: {parts} = {total}", name=names[seat], parts=tr_list(parts) or tr("no change"),
                      total=signed(total))
            influence = view["players"][seat]["influence"]
            if influence is not None:
                line = tr("{line} (now {n})", line=line, n=influence)
            lines.append(line)
        return lines

    @staticmethod
    def _untold(log: Sequence[JSON]) -> set[str]:
        """Events a round's summary leaves out: the columns re-ordered; at the game's end the end of round 2 (the
        final evaluation and the winner follow it: "Round 2 is over" is no last word of a finished game)."""
        return {"reorder", "round_end"} if log[-1]["kind"] == "game_end" else {"reorder"}

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        log = view["log"]
        if not log or log[-1]["kind"] not in ("round_end", "game_end"):
            return None
        evaluations = [i for i, e in enumerate(log) if e["kind"] == "evaluation"]
        steps = [e for e in log[evaluations[-1]:] if e["to"] is None]
        told = [self.describe_event(e, names, view["seat"]) for e in steps
                if e["kind"] not in {"evaluation", *self._untold(log)}]
        if log[-1]["kind"] == "game_end":  # the game's table adds up every evaluation of both rounds
            steps = [e for e in log[evaluations[0]:] if e["to"] is None]
        return evaluation_table(view, names, steps, SCORING_STEPS, told[-1], told[:-1])

