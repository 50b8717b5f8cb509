"""Palastgeflüster's round summary as a table: each player's display size, the points before → after and, when
intrigues are played in the dark, the round's record and the running total; the point winners highlighted."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary, SummaryRow
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr


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
    if dark:
        columns += (tr("Record"), tr("Recorded total"))
    return RoundSummary(headline, columns, tuple(rows), tuple(notes))
