"""Road to the Palace's evaluation as a table: one row per player, one column per scoring step that gave or took
influence, the change and the influence now; the winner highlighted at the game's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import LogEntry, RoundSummary, SummaryRow
from game.i18n import N_, tr

from .view import RoadView


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


EXPLAINS = {
    "player": N_("One row per player; at the game's end the winner's row is highlighted."),
    "queen": N_("The Queen step: the lowest Queen total pays as much as there are players; the highest total "
                "shares it, the leftover goes to the bank."),
    "missions_first": N_("Each mission disc of its colour on your leftmost (strongest) column scores 3."),
    "missions_third": N_("Each mission disc of its colour on your third column scores 1."),
    "purple": N_("Each purple disc on your King or Queen column scores 1."),
    "neighbour_pay": N_("Every other mission disc costs 1, paid to the player on your right: what you paid and "
                        "what you received."),
    "final_king": N_("At the final evaluation everybody gains their King impression in influence."),
    "change": N_("This row's steps added up: the influence gained or lost."),
    "influence": N_("Influence now. Everybody starts with 10, kept secret: only your own shows until the game's "
                    "end."),
}
"""Each column's explanation (msgids), by column id: the scoring kinds, and the player, change and influence."""


def evaluation_table(view: RoadView, names: Sequence[str], steps: Sequence[LogEntry], step_titles: Mapping[str, str],
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
    ids = ("player", *kinds, "change", "influence")
    return RoundSummary(headline, columns, tuple(rows), tuple(notes), column_ids=ids,
                        explains=tuple(tr(EXPLAINS[i]) if i in EXPLAINS else "" for i in ids))
