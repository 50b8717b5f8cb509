"""Palastgeflüster's round summary as a table: each player's display size, the points before → after and, when
intrigues are played in the dark, the round's record and the running total; the point winners highlighted."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary, SummaryRow
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import N_, tr

EXPLAINS = {
    "player": N_("One row per player; highlighted: who gained a point this round (at the game's end: the "
                 "winners)."),
    "display": N_("The cards in each display when the round ended; at the game's end more cards break a tie on "
                  "points."),
    "points": N_("Points before → after the round: an intrigue gives every other player 1 point, six different "
                 "characters give their owner 1."),
    "record": N_("The display size recorded this round: 0 for the player who caused the intrigue."),
    "recorded_total": N_("Every round's record added up: the highest total breaks a tie on points."),
}
"""Each column's explanation (msgids), by column id."""
DARK_DISPLAY = N_("The cards in each display when the round ended; recorded after every round.")


def round_table(view: PalastView, names: Sequence[str], headline: str, notes: Sequence[str]) -> RoundSummary | None:
    log = view["log"]
    if not log or log[-1]["kind"] not in ("round_end", "game_end"):
        return None
    end = next(e["args"] for e in reversed(log) if e["kind"] == "round_end")
    dark = view["options"]["intrigues_in_the_dark"]
    winners = set(log[-1]["args"]["winners"]) if log[-1]["kind"] == "game_end" else None
    rows = []
    for s, cards in enumerate(end["displays"]):
        name = tr("{name} (you)", name=names[s]) if s == view["seat"] else names[s]
        after = end["scores"][s]
        points = f"{after - end['gained'][s]} → {after}" if end["gained"][s] else str(after)
        cells: tuple[str, ...] = (name, str(len(cards)), points)
        if dark:
            cells += (str(end["record"][s]), str(sum(r[s] for r in view["records"])))
        best = s in winners if winners is not None else bool(end["gained"][s])
        rows.append(SummaryRow(s, cells, best=best))
    columns: tuple[str, ...] = (tr("Player"), tr("Display"), tr("Points"))
    ids: tuple[str, ...] = ("player", "display", "points")
    if dark:
        columns += (tr("Record"), tr("Recorded total"))
        ids += ("record", "recorded_total")
    texts = [DARK_DISPLAY if dark and i == ids[1] else EXPLAINS[i] for i in ids]
    explains = tuple(tr(text) for text in texts)
    return RoundSummary(headline, columns, tuple(rows), tuple(notes), column_ids=ids, explains=explains)
