"""Road to the Palace's evaluation as a table: one row per player, one column per scoring step that gave or took
influence, the change and the influence now; the winner highlighted at the game's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import JSON, RoundSummary, SummaryRow
from game.i18n import tr

from .view import RoadView


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def evaluation_table(view: RoadView, names: Sequence[str], steps: Sequence[JSON], step_titles: Mapping[str, str],
                     headline: str, notes: Sequence[str]) -> RoundSummary:
    """``steps``: the evaluation's events; ``step_titles`` the column title of each scoring kind."""
    scoring = [e for e in steps if e["kind"] in step_titles and e["args"].get("delta")]
    kinds = list(dict.fromkeys(e["kind"] for e in scoring))
    last = view["log"][-1]
    winner = last["args"].get("winner") if last["kind"] == "game_end" else None
    rows = []
    for seat in range(view["num_players"]):
        name = tr("{name} (you)", name=names[seat]) if seat == view["seat"] else names[seat]
        by_kind = {kind: sum(e["args"]["delta"][seat] for e in scoring if e["kind"] == kind) for kind in kinds}
        influence = view["players"][seat]["influence"]
        cells = (name, *(signed(by_kind[k]) if by_kind[k] else "·" for k in kinds), signed(sum(by_kind.values())),
                 "?" if influence is None else str(influence))
        rows.append(SummaryRow(seat, cells, best=seat == winner))
    columns = (tr("Player"), *(tr(step_titles[k]) for k in kinds), tr("Change"), tr("Influence"))
    return RoundSummary(headline, columns, tuple(rows), tuple(notes))
