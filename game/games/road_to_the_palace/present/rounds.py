"""Road to the Palace's scoring: the scores a seat may see, the summary and table of an evaluation."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import LogEntry, RoundSummary
from game.games.road_to_the_palace.rules.view import RoadView
from game.i18n import N_, tr, tr_list

from ..rules.summary import evaluation_table
from .log import describe_event
from .words import signed

SCORING_STEPS = {
    "queen": N_("Queen"), "missions_first": N_("leftmost column"), "missions_third": N_("third column"),
    "purple": N_("purple on royals"), "neighbour_pay": N_("discs paid/received"), "final_king": N_("King"),
}


def shown_scores(view: RoadView, scores: Sequence[float]) -> list[float | None]:
    """Influence chips lie face down: a seat sees its own total, everyone's once the game is over."""
    return [float(p["influence"]) if p["influence"] is not None else None for p in view["players"]]


def round_summary(view: RoadView, names: Sequence[str]) -> list[str] | None:
    log = view["log"]
    if not log or log[-1]["kind"] not in ("round_end", "game_end"):
        return None
    start = max(i for i, e in enumerate(log) if e["kind"] == "evaluation")
    steps = [e for e in log[start:] if e["to"] is None]
    lines = [describe_event(e, names, view["seat"]) for e in steps if e["kind"] not in _untold(log)]
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


def _untold(log: Sequence[LogEntry]) -> set[str]:
    """Events a round's summary leaves out: the columns re-ordered; at the game's end the end of round 2 (the
    final evaluation and the winner follow it: "Round 2 is over" is no last word of a finished game)."""
    return {"reorder", "round_end"} if log[-1]["kind"] == "game_end" else {"reorder"}


def round_table(view: RoadView, names: Sequence[str]) -> RoundSummary | None:
    log = view["log"]
    if not log or log[-1]["kind"] not in ("round_end", "game_end"):
        return None
    evaluations = [i for i, e in enumerate(log) if e["kind"] == "evaluation"]
    steps = [e for e in log[evaluations[-1]:] if e["to"] is None]
    told = [describe_event(e, names, view["seat"]) for e in steps
            if e["kind"] not in {"evaluation", *_untold(log)}]
    if log[-1]["kind"] == "game_end":  # the game's table adds up every evaluation of both rounds
        steps = [e for e in log[evaluations[0]:] if e["to"] is None]
    return evaluation_table(view, names, steps, SCORING_STEPS, told[-1], told[:-1])
