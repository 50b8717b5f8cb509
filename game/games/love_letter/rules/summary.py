"""Love Letter's round summary as a table: each player's held card (an image), its value, the discard sum and the
tokens before → after, the round's winner highlighted."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine import LogEntry, RoundSummary, SummaryRow
from game.games.love_letter.rules.view import LoveLetterView
from game.i18n import N_, tr

AFTER_END = ("token", "game_end", "round_start")


COLUMNS = (
    ("player", N_("One row per player: the round's winner highlighted, players knocked out dimmed.")),
    ("card", N_("The card each player still held when the round ended.")),
    ("value", N_("That card's value: the highest value still in the round wins it.")),
    ("discards", N_("The values of the player's own discards added up: the higher sum breaks a tie on value.")),
    ("tokens", N_("Tokens before → after the round: its winner gains one; the first to reach the target wins.")),
)
"""Each column's id and explanation (msgid)."""


def round_end_index(log: list[LogEntry]) -> int | None:
    """Where the round that just ended ended in ``log`` (None if the last events did not end a round)."""
    end = next((i for i in range(len(log) - 1, -1, -1) if log[i]["kind"] not in AFTER_END), -1)
    if end < 0 or log[end]["kind"] != "round_end":
        return None
    return end


def round_table(view: LoveLetterView, names: Sequence[str], headline: str, describe: Callable[[LogEntry], str],
                title: Callable[[str], str]) -> RoundSummary | None:
    """``headline`` says who won; ``describe`` tells an event after the round's end (a token gained, the game's
    end), ``title`` names a card face."""
    log = view["log"]
    end = round_end_index(log)
    if end is None:
        return None
    a = log[end]["args"]
    n = view["num_players"]
    after = list(view["tokens"])
    before = list(after)
    for event in log[end + 1:]:
        if event["kind"] == "token":
            before[event["args"]["seat"]] -= 1
    rows = []
    for seat in range(n):
        key = str(seat)
        name = tr("{name} (you)", name=names[seat]) if seat == view["seat"] else names[seat]
        tokens = f"{before[seat]} → {after[seat]}" if before[seat] != after[seat] else str(after[seat])
        if key in a["hands"]:
            rows.append(SummaryRow(seat, (name, title(a["hands"][key]), str(a["values"][key]), str(a["sums"][key]),
                                          tokens), card=a["hands"][key], best=seat == a["winner"]))
        else:
            rows.append(SummaryRow(seat, (name, tr("out of the round"), "", "", tokens), out=True))
    notes = [describe(e) for e in log[end + 1:] if e["kind"] != "round_start"]
    if a["removed"] is not None:
        notes.append(tr("Removed card: {card}.", card=title(a["removed"])))
    notes.append(tr("Tokens to win: {target}.", target=view["target"]))
    columns = (tr("Player"), tr("Card held"), tr("Value"), tr("Discards (tie-break)"), tr("Tokens"))
    return RoundSummary(headline, columns, tuple(rows), tuple(notes), card_column=1,
                        column_ids=tuple(i for i, _ in COLUMNS), explains=tuple(tr(text) for _, text in COLUMNS))
