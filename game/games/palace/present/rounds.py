"""Palace's summary of the finished game: lines, and the table of the scoring screen."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary
from game.games.palace.rules.view import PalaceView
from game.i18n import tr

from ..rules.summary import game_table
from .texts import end_text


def round_summary(view: PalaceView, names: Sequence[str]) -> list[str] | None:
    if not view["log"] or view["log"][-1]["kind"] != "game_end":
        return None
    pickups, burns = [0] * view["num_players"], [0] * view["num_players"]
    for event in view["log"]:
        if event["kind"] == "pickup":
            pickups[event["args"]["seat"]] += 1
        elif event["kind"] == "burn":
            burns[event["args"]["seat"]] += 1
    left = [view["hand_sizes"][s] + sum(len(st) for st in view["faceup"][s]) + view["facedown"][s]
            for s in range(view["num_players"])]
    out = view["out"]
    order = list(out) + sorted((s for s in range(view["num_players"]) if s not in out), key=left.__getitem__)
    lines = [end_text(view, names)]
    for place, seat in enumerate(order, start=1):
        parts = [f"{place}. {names[seat]}"] + ([] if seat in out else [tr("cards left: {n}", n=left[seat])])
        parts += [tr("pile picked up: {n}", n=pickups[seat]), tr("burned: {n}", n=burns[seat])]
        lines.append(" · ".join(parts))
    return lines


def round_table(view: PalaceView, names: Sequence[str]) -> RoundSummary | None:
    if not view["log"] or view["log"][-1]["kind"] != "game_end":
        return None
    return game_table(view, names, end_text(view, names))
