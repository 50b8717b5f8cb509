"""Road to the Palace's table model: the grid, each player's columns, board card, bribes, stock, the seats
and the drag gestures (the texts come from :mod:`.texts`)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from game.engine import CardView, Choice, LogFields, SeatView, Step, TableModel, ZoneView
from game.i18n import N_, clauses, tr, trn

from ..rules.cards import CARDS, CHARACTER, DISC_COLOURS, MISSION, MISSION_COLOURS, PURPLE
from ..rules.state import Bribes, Place, RoadAction, StartDiscs, Take
from ..rules.view import RoadPlayerView, RoadView, column_totals
from .log import private_lines
from .texts import headline, prompt
from .words import ROW_NAMES, card_name, disc_name

ROW_KEYS = ("top", "middle", "bottom")
ROW_PICKS = (N_("Top row: {character}"), N_("Middle row: {character}"), N_("Bottom row: {character}"))
"""A starting disc's pick, per row (top first)."""


def table(view: RoadView, legal: Sequence[RoadAction], names: Sequence[str], log: LogFields) -> TableModel:
    """``log``: the model's log fields (:meth:`game.engine.Presenter.log_fields`)."""
    viewer, n = view["seat"], view["num_players"]
    choices = [c for a in legal for c in (_bribe_choices(view, a) if a[0] == "bribes"
                                         else _start_choices(view, a) if a[0] == "start" else [_choice(view, a)])]
    zones = _grid_zones(view, legal) + [_deck_zone(view), _stock_zone(view)]
    for seat in range(n):
        zones += _seat_zones(view, seat, (seat - (viewer or 0)) % n, names)  # no seat (a spectator): the first seat sits at the bottom
    draggable = {uid for choice in choices for uid in choice.drag_from or ()}
    for zone in zones:
        for card in zone.cards:
            card.selectable = card.uid in draggable
    discs = bool(legal) and view["phase"] in ("start", "place")  # (the status line's words: a disc to drag)
    return TableModel(
        zones=zones, choices=choices, seats=seat_views(view, names), headline=headline(view, names),
        prompt=prompt(view) if legal else "", private=private_lines(view, names),
        hint=tr("drag a glowing disc") if discs else "",
        hint_keys=tr("Tab to a disc, Enter") if discs else "",
        **log,
    )


def _grid_zones(view: RoadView, legal: Sequence[RoadAction]) -> list[ZoneView]:
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
                said = [tr("a {disc} on it", disc=disc_name(disc))] if disc else []
                said += [tr("you may take it")] if target else []
                cards.append(CardView(f"c{card}", CARDS[card].face,
                                      highlight="target" if target else "new" if new else None,
                                      caption=tr("{colour} disc", colour=tr(disc)) if disc else "",
                                      token=f"disc.{disc}" if disc else None, spoken_caption=clauses(said)))
            zones.append(ZoneView(f"grid.r{r}c{c}", cards, arrange="stack",
                                  spoken_label=tr("the {row} row", row=tr(ROW_NAMES[r]))))
    return zones


def _deck_zone(view: RoadView) -> ZoneView:
    cards = [CardView("deck", None)] if view["deck"] else []
    return ZoneView("deck", cards, label=tr("Deck: {n}", n=view["deck"]), arrange="stack")


def _stock_zone(view: RoadView) -> ZoneView:
    """Every disc colour, each named by its mission (the table's one legend of the disc colours), with the
    discs left of it (an empty colour too, so that the legend stays whole)."""
    stock = view["stock"]
    later = {PURPLE: view["set_aside"]}  # the set-aside purple discs join the stock in round 2
    cards = [CardView(f"stock.{c}", f"disc.{c}",
                      caption=f"{tr(MISSION[c])}\n×{stock[c]}" + (f" (+{later[c]})" if later.get(c) else ""),
                      spoken_caption=_stock_words(stock[c], later.get(c, 0)))
             for c in DISC_COLOURS]
    return ZoneView("stock", cards, badges=[str(sum(stock.values()))], arrange="row", spoken_label=tr("Disc stock"))


def _stock_words(left: int, later: int) -> str:
    """A disc colour's stock as a voice says it (its caption writes "×3 (+2)")."""
    words = trn("{n} disc left", "{n} discs left", left)
    return tr("{left}, {n} more in round 2", left=words, n=later) if later else words


def _seat_zones(view: RoadView, seat: int, rel: int, names: Sequence[str]) -> list[ZoneView]:
    """The seat's block (its plate names it) first, then what lies in it: the bribe slots, the board card's
    discs, the card columns and, while the bribes are chosen, the three bribe cards."""
    p = view["players"][seat]
    zones = [ZoneView(f"seat.{rel}", [], label=tr("Your cards") if seat == view["seat"] else names[seat], owner=seat,
                      badges=_column_totals(p))]
    for r in range(2):
        zones.append(ZoneView(f"bribe{r + 1}.{rel}", _slot_cards(view, seat, r), arrange="stack",
                              label=tr("Round {n}", n=r + 1), owner=seat))
    discs = [CardView(f"board.{seat}.{c}", f"disc.{c}", caption=f"×{p['discs'][c]}",
                      spoken_caption=trn("{n} disc", "{n} discs", p["discs"][c]))
             for c in DISC_COLOURS if p["discs"][c]]
    zones.append(ZoneView(f"board.{rel}", discs, arrange="grid", owner=seat))
    zones.append(ZoneView(f"columns.{rel}", _column_cards(view, seat), arrange="columns", owner=seat,
                          spoken_label=tr("Your cards") if seat == view["seat"] else names[seat]))
    if p["bribes"] is None:  # still holding one bribe of each colour
        zones.append(ZoneView(f"bribes.{rel}", [CardView(f"bribe.{seat}.{c}", f"bribe.{c}")
                                                for c in MISSION_COLOURS], arrange="row", owner=seat))
    return zones


def _column_cards(view: RoadView, seat: int) -> list[CardView]:
    p = view["players"][seat]
    out: list[CardView] = []
    for column, (colour, total) in enumerate(column_totals(p)):
        own = [CardView(f"c{c}", CARDS[c].face) for c in p["cards"] if CARDS[c].colour == colour]
        for r in range(view["revealed"]):
            if (p["bribes"] or ())[r] == colour:  # bribes are down once any is revealed
                own.append(CardView(f"bribe.{seat}.{colour}", f"bribe.{colour}"))
        # Only the card shown whole at the foot of the column has a caption (the others' would lie under the
        # next card): the column's impression (its bribe, the Politicians and purple discs on it included).
        # Purple discs on the column lie on that card as a small token on its corner, never over its title.
        purple = p["purple_on"].get(colour, 0)
        total_text = tr("Impression {n}", n=total) if seat == view["seat"] else tr("Impr.") + f"\n{total}"
        own[-1].caption = total_text if purple < 2 else f"{total_text} ({purple}×)"
        impression = tr("Impression {n}", n=total)  # (the others' caption is cut short: "Impr.")
        own[-1].spoken_caption = trn("{impression}, with {n} purple disc on it",
                                     "{impression}, with {n} purple discs on it", purple,
                                     impression=impression) if purple else impression
        if purple:
            own[-1].token = "disc.purple"
        for card in own:
            card.group = column
        out += own
    return out


def _column_totals(p: RoadPlayerView) -> list[str]:
    return [f"{tr(CHARACTER[c])} {t}" for c, t in column_totals(p)] or [tr("No cards yet")]


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


def _bribe_choices(view: RoadView, action: Bribes) -> list[Choice]:
    """Two bribe cards dragged into the slots "Round 1" and "Round 2", in either order: the first one dropped
    waits in its slot (the table holds it) until the second one makes the move."""
    _, first, second = action
    cards = {r: frozenset({f"bribe.{view['seat']}.{c}"}) for r, c in ((1, first), (2, second))}
    picks = {r: Step(f"round{r}:{c}", tr("Round {n}: {character}", n=r, character=tr(CHARACTER[c])),
                     drag_from=cards[r], drag_to=f"bribe{r}.0") for r, c in ((1, first), (2, second))}
    return [Choice(action, steps=(picks[2],), drag_from=cards[1], drag_to="bribe1.0"),
            Choice(action, steps=(picks[1],), drag_from=cards[2], drag_to="bribe2.0")]


def _start_choices(view: RoadView, action: StartDiscs) -> list[Choice]:
    """The three starting discs dragged from the stock onto the rows' leftmost cards, one after another in any
    order: the discs dropped wait on their cards (the table holds them) until the third makes the move."""
    picks = [Step(f"{ROW_KEYS[row]}:{colour}", tr(ROW_PICKS[row], character=tr(CHARACTER[colour])),
                  drag_from=frozenset({f"stock.{colour}"}), drag_to=_leftmost_zone(view, row))
             for row, colour in enumerate(action[1:])]
    return [Choice(action, steps=tuple(picks[row] for row in later), drag_from=picks[first].drag_from,
                   drag_to=picks[first].drag_to) for first, *later in permutations(range(len(picks)))]


def _choice(view: RoadView, action: Take | Place) -> Choice:
    """A take or a disc placed (bribes and starting discs are offered as picks held on the table)."""
    if action[0] == "take":
        row = action[1]
        card = next(c for c in view["grid"][row] if c is not None)
        taken = {"card": card_name(card), "row": tr(ROW_NAMES[row])}
        disc = view["row_disc"][row]
        label = tr("{card} with a {disc} from the {row} row", **taken, disc=disc_name(disc)) if disc \
            else tr("{card} from the {row} row", **taken)
        return Choice(action, drag_from=frozenset({f"c{card}"}), drag_to="columns.0", label=label)
    colour, pending = action[1], view["pending_row"]
    assert pending is not None  # a disc is placed only onto the row just taken from
    return Choice(action, drag_from=frozenset({f"stock.{colour}"}), drag_to=_leftmost_zone(view, pending))


def _leftmost_zone(view: RoadView, row: int) -> str:
    col = next(c for c, card in enumerate(view["grid"][row]) if card is not None)
    return f"grid.r{row}c{col}"


def seat_views(view: RoadView, names: Sequence[str]) -> list[SeatView]:
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
