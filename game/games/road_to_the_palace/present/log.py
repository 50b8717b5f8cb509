"""Road to the Palace's move log: each event as a line of text, where rounds begin."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import EventText, EventTexts, LogEntry, Told
from game.i18n import N_, tr, tr_list, trn

from ..rules.cards import CHARACTER
from ..rules.view import RoadView
from .words import LAST_ROUND, ROW_NAMES, Names, card_name, colour_name, disc_name, signed


def private_lines(view: RoadView, names: Sequence[str]) -> list[str]:
    last = view["log"][-1] if view["log"] else None
    if last and last["to"] is not None:
        return [describe_event(last, names, view["seat"])]
    return []


def log_round(log: Sequence[LogEntry], i: int) -> int | None:
    if log[i]["kind"] == "setup":
        return 1
    if i > 0 and log[i - 1]["kind"] == "round_end" and log[i - 1]["args"]["round"] < LAST_ROUND:
        return int(log[i - 1]["args"]["round"]) + 1
    return None


def event_faces(event: LogEntry) -> tuple[str, ...]:
    """The card a take shows (as an icon on its line of the feed)."""
    face = event["args"].get("face") if event["kind"] == "take" else None
    return (face,) if isinstance(face, str) else ()


def _setup(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    if a["starter"] == viewer:
        return tr("You take the start player pawn; the grid is dealt.")
    return tr("{name} takes the start player pawn; the grid is dealt.", name=names[a["starter"]])


def _bribes_chosen(e: Told) -> str:
    me, who = e.me, e.who
    return tr("You choose two bribes face down.") if me else \
        tr("{name} chooses two bribes face down.", name=who)


def _bribes_secret(e: Told) -> str:
    a = e.args
    first, second = a["bribes"]
    return tr("Your bribes: round 1 {first}, round 2 {second}.", first=colour_name(first),
              second=colour_name(second))


def _start_discs(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    discs = tr_list(f"{tr(ROW_NAMES[r])} {tr(c)}" for r, c in enumerate(a["discs"]))
    return tr("You place the starting discs: {discs}.", discs=discs) if me else \
        tr("{name} places the starting discs: {discs}.", name=who, discs=discs)


def _take(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    return _take_text(a, who, me)


def _refill(e: Told) -> str:
    a = e.args
    return trn("The {row} row is refilled with {n} card.", "The {row} row is refilled with {n} cards.",
               len(a["cards"]), row=tr(ROW_NAMES[a["row"]]))


def _place(e: Told) -> str:
    a, me, who = e.args, e.me, e.who
    placed = {"disc": disc_name(a["disc"]), "row": tr(ROW_NAMES[a["row"]])}
    return tr("You place a {disc} in the {row} row.", **placed) if me else \
        tr("{name} places a {disc} in the {row} row.", name=who, **placed)


def _evaluation(e: Told) -> str:
    a = e.args
    return tr("Evaluation of round {n}.", n=a["round"])


def _bribes_revealed(e: Told) -> str:
    a, name = e.args, Names(e.names, e.viewer)
    return tr("Bribes revealed: {bribes}.", bribes=tr_list(
        f"{name(s)} {colour_name(c)}" + (" " + tr("+{n} Politician", n=k) if k else "")
        for s, (c, k) in enumerate(zip(a["bribes"], a["politicians"], strict=True))))


def _king(e: Told) -> str:
    a, names, viewer, name = e.args, e.names, e.viewer, Names(e.names, e.viewer)
    totals = tr_list(f"{name(s)} {t}" for s, t in enumerate(a["totals"]))
    if a["starter"] == viewer:
        return tr("King impression: {totals}. You take the start player pawn.", totals=totals)
    return tr("King impression: {totals}. {name} takes the start player pawn.", totals=totals,
              name=names[a["starter"]])


def _queen(e: Told) -> str:
    return _queen_text(e.args, Names(e.names, e.viewer))


def _missions(template: str) -> EventText:
    """The missions on a column (the leftmost or the third), worded by ``template``."""
    def text(e: Told) -> str:
        a, name = e.args, Names(e.names, e.viewer)
        parts = [tr("{name} {n} on {character} {delta}", name=name(s), n=d, character=tr(CHARACTER[c]),
                    delta=signed(x))
                 for s, (c, d, x) in enumerate(zip(a["colours"], a["discs"], a["delta"], strict=True)) if d]
        return tr(template, points=a["points"], parts=tr_list(parts) or tr("none"))
    return text


def _purple(e: Told) -> str:
    a, name = e.args, Names(e.names, e.viewer)
    parts = [f"{name(s)} {signed(x)}" for s, x in enumerate(a["delta"]) if x]
    return tr("Purple discs on King and Queen: {parts}; all purple discs return.",
              parts=tr_list(parts) or tr("none"))


def _neighbour_pay(e: Told) -> str:
    a, viewer, name = e.args, e.viewer, Names(e.names, e.viewer)
    parts = [tr("you pay {n} to {target}", n=d, target=name(r)) if s == viewer else
             tr("{name} pays {n} to you", name=name(s), n=d) if r == viewer else
             tr("{name} pays {n} to {target}", name=name(s), n=d, target=name(r))
             for s, (d, r) in enumerate(zip(a["discs"], a["right"], strict=True)) if d]
    return tr("Left-over mission discs: {parts}.", parts=tr_list(parts) or tr("none"))


def _reorder(e: Told) -> str:
    return tr("Card columns re-ordered.")


def _set_aside_added(e: Told) -> str:
    return tr("The set-aside purple disc joins the stock.")


def _round_end(e: Told) -> str:
    a, names, viewer = e.args, e.names, e.viewer
    if a["round"] >= LAST_ROUND:  # the final evaluation follows; there is no next round
        return tr("Round {n}, the last, is over: the final evaluation follows.", n=a["round"])
    if a["starter"] == viewer:
        return tr("Round {n} is over. You start the next round.", n=a["round"])
    return tr("Round {n} is over. {name} starts the next round.", n=a["round"], name=names[a["starter"]])


def _final_king(e: Told) -> str:
    a, name = e.args, Names(e.names, e.viewer)
    return tr("Final evaluation, King impression: {parts}.",
              parts=tr_list(f"{name(s)} {signed(x)}" for s, x in enumerate(a["delta"])))


def _game_end(e: Told) -> str:
    a, names, viewer, name = e.args, e.names, e.viewer, Names(e.names, e.viewer)
    influence = tr_list(f"{name(s)} {x}" for s, x in enumerate(a["influence"]))
    if a["winner"] == viewer:
        return tr("You win. Influence: {parts}.", parts=influence)
    return tr("{name} wins. Influence: {parts}.", name=names[a["winner"]], parts=influence)


def _take_text(a: LogEntry, who: str, me: bool) -> str:
    taken = {"card": card_name(a["card"]), "row": tr(ROW_NAMES[a["row"]])}
    if a["disc"]:
        if me:
            return tr("You take {card} with a {disc} from the {row} row.", **taken, disc=disc_name(a["disc"]))
        return tr("{name} takes {card} with a {disc} from the {row} row.", name=who, **taken,
                  disc=disc_name(a["disc"]))
    return tr("You take {card} from the {row} row.", **taken) if me else \
        tr("{name} takes {card} from the {row} row.", name=who, **taken)


def _queen_text(a: LogEntry, names: Names) -> str:
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


TEXTS = EventTexts({
    "setup": _setup, "bribes_chosen": _bribes_chosen, "bribes_secret": _bribes_secret,
    "start_discs": _start_discs, "take": _take, "refill": _refill, "place": _place, "evaluation": _evaluation,
    "bribes_revealed": _bribes_revealed, "king": _king, "queen": _queen,
    "missions_first": _missions(N_("Missions on the leftmost column ({points} each): {parts}.")),
    "missions_third": _missions(N_("Missions on the third column ({points} each): {parts}.")),
    "purple": _purple, "neighbour_pay": _neighbour_pay, "reorder": _reorder, "set_aside_added": _set_aside_added,
    "round_end": _round_end, "final_king": _final_king, "game_end": _game_end,
}, unknown=str)
"""Each event kind's line; the viewer is told as "you" (a kind it does not know: the kind itself)."""
describe_event = TEXTS.describe
