"""Palace's game summary as a table: the finishing order (who went out first), the cards each player still held,
the piles picked up and burned, and the palace fool named."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary, SummaryRow
from game.i18n import N_, tr

from .view import PalaceView

COLUMNS = (
    ("place", N_("The order in which the players got rid of all their cards: the first out wins.")),
    ("player", N_("One row per player.")),
    ("cards_left", N_("The cards a player still had (hand, face up and face down) when the game ended.")),
    ("pickups", N_("How often the player picked up the whole pile.")),
    ("burns", N_("How often the player burned the pile: with a burning card, or four of a kind on top.")),
)
"""Each column's id and explanation (msgid)."""


def game_table(view: PalaceView, names: Sequence[str], headline: str) -> RoundSummary | None:
    if not view["log"] or view["log"][-1]["kind"] != "game_end":
        return None
    n = view["num_players"]
    pickups, burns = [0] * n, [0] * n
    for event in view["log"]:
        if event["kind"] == "pickup":
            pickups[event["args"]["seat"]] += 1
        elif event["kind"] == "burn":
            burns[event["args"]["seat"]] += 1
    left = [view["hand_sizes"][s] + sum(len(st) for st in view["faceup"][s]) + view["facedown"][s] for s in range(n)]
    out = view["out"]
    order = list(out) + sorted((s for s in range(n) if s not in out), key=left.__getitem__)
    result = view["result"] or [0.0] * n
    fool = result.index(0.0) if not view["options"]["play_to_win"] and result.count(0.0) == 1 else None
    rows = []
    for place, seat in enumerate(order, start=1):
        name = tr("{name} (you)", name=names[seat]) if seat == view["seat"] else names[seat]
        shown_place = tr("Palace fool") if seat == fool else f"{place}."
        rows.append(SummaryRow(seat, (shown_place, name, "" if seat in out else str(left[seat]), str(pickups[seat]),
                                      str(burns[seat])), best=place == 1 and seat in out, out=seat == fool))
    notes: tuple[str, ...] = ()
    if fool is not None:
        notes = (tr("You are the palace fool."),) if fool == view["seat"] else \
            (tr("{name} is the palace fool.", name=names[fool]),)
    columns = (tr("Place"), tr("Player"), tr("Cards left"), tr("Piles picked up"), tr("Piles burned"))
    return RoundSummary(headline, columns, tuple(rows), notes, name_column=1, column_ids=tuple(i for i, _ in COLUMNS),
                        explains=tuple(tr(text) for _, text in COLUMNS))
