"""Palastgeflüster's round summaries: the lines and the table of the round (or game) just ended."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary
from game.games.palastgefluester.rules.summary import round_table as summary_table
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr, trn

from .log import round_end_text


def round_summary(view: PalastView, names: Sequence[str]) -> list[str] | None:
    log = view["log"]
    if not log or log[-1]["kind"] not in ("round_end", "game_end"):
        return None
    end = next(e["args"] for e in reversed(log) if e["kind"] == "round_end")
    dark = view["options"]["intrigues_in_the_dark"]
    lines = [tr("Round {n}: {text}", n=end["round"], text=round_end_text(end, names, view["seat"]))]
    for s, cards in enumerate(end["displays"]):
        line = tr("{name}: {cards} in display, +{gained} → {points}", name=names[s],
                  cards=trn("{n} card", "{n} cards", len(cards)), gained=end["gained"][s],
                  points=trn("{n} point", "{n} points", end["scores"][s]))
        if dark:
            total = sum(r[s] for r in view["records"])
            line += tr("; record {record} (total {total})", record=end["record"][s], total=total)
        lines.append(line)
    if log[-1]["kind"] == "game_end":
        winners = log[-1]["args"]["winners"]
        by = tr("recorded totals") if dark else tr("display size")
        leaders = [s for s, p in enumerate(end["scores"]) if p == max(end["scores"])]
        who = tr(" and ").join(names[s] for s in winners)
        if len(winners) > 1:
            lines.append(tr("{names} share the win (tied on points and {by}).", names=who, by=by))
        else:
            lines.append(tr("{name} wins the game (tie on points broken by {by}).", name=who, by=by)
                         if len(leaders) > 1 else tr("{name} wins the game.", name=who))
    return lines


def round_table(view: PalastView, names: Sequence[str]) -> RoundSummary | None:
    lines = round_summary(view, names)
    if not lines:
        return None
    over = view["log"][-1]["kind"] == "game_end"
    end = next(e["args"] for e in reversed(view["log"]) if e["kind"] == "round_end")
    headline = lines[0] if end["ender"] != view["seat"] else \
        tr("Round {n}: {text}", n=end["round"], text=round_end_text(end, names, view["seat"]))
    return summary_table(view, names, headline, lines[-1:] if over else ())
