"""Love Letter's round summaries: the lines and the table of the round (or game) just ended."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import RoundSummary
from game.games.love_letter.rules.summary import round_end_index
from game.games.love_letter.rules.summary import round_table as summary_table
from game.games.love_letter.rules.view import LoveLetterView
from game.i18n import tr, tr_list

from .log import describe_event, describe_round_end
from .words import Names, title


def round_summary(view: LoveLetterView, names: Sequence[str]) -> list[str] | None:
    log = view["log"]
    end = next((i for i in range(len(log) - 1, -1, -1) if log[i]["kind"] not in _AFTER_END), -1)
    if end < 0 or log[end]["kind"] != "round_end" and all(e["kind"] != "game_end" for e in log[end:]):
        return None
    who = Names(names, view["seat"])
    lines: list[str] = []
    if log[end]["kind"] == "round_end":
        a = log[end]["args"]
        lines.append(describe_round_end(a, who))
        for seat, name in enumerate(names[:view["num_players"]]):
            key = str(seat)
            lines.append(tr("{name}: {card}, value {value}; discards sum {sum}", name=name,
                            card=title(a["hands"][key]), value=a["values"][key], sum=a["sums"][key])
                         if key in a["hands"] else tr("{name}: out of the round", name=name))
        if a["removed"] is not None:
            lines.append(tr("Removed card: {card}.", card=title(a["removed"])))
    lines.extend(describe_event(e, names, view["seat"]) for e in log[end + 1:]
                 if e["kind"] != "round_start")
    lines.append(tr("Tokens: {scores} (target {target}).", target=view["target"],
                    scores=tr_list(f"{names[s]} {t}" for s, t in enumerate(view["tokens"]))))
    return lines


def round_table(view: LoveLetterView, names: Sequence[str]) -> RoundSummary | None:
    end = round_end_index(view["log"])
    if end is None:
        return None
    headline = describe_round_end(view["log"][end]["args"], Names(names, view["seat"]))
    return summary_table(view, names, headline, lambda e: describe_event(e, names, view["seat"]), title)


_AFTER_END = ("token", "game_end", "round_start")
