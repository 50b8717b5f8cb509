"""Every seat's score as each round of a match ended, for the final screen's grid of tokens or points per round:
the match replayed from its record (its setup and moves), the scores read where a move ended a round, each as the
people at the screen could see it then (a hidden score stays hidden)."""

from __future__ import annotations

from collections.abc import Sequence

from game import catalog
from game.replay import ReplayRecord, ends_round
from game.session import Session


def round_scores(record: ReplayRecord, humans: Sequence[int]) -> list[list[float | None]]:
    """Per round ended in ``record``, oldest first: every seat's score as it ended (None where a seat of ``humans``
    could not see it then; no humans: seat 0 looks). A record whose moves do not replay gives what it had."""
    game = record.game
    presenter = catalog.get_entry(game.id).presenter()
    session = Session(game, list(record.seats), record.seed, record.options)
    lookers = list(humans) or [0]
    out: list[list[float | None]] = []
    for raw in record.actions:
        try:
            events = session.apply(game.action_from_json(raw))
        except Exception:  # (a record is the match's own; one that does not replay ends the grid there)
            break
        if not ends_round(events):
            continue
        scores = [float(s) for s in session.state.scores()]
        shown: list[float | None] = list(scores)
        for seat in lookers:
            seen = presenter.shown_scores(session.view(seat), scores)
            shown = [s if known is not None else None for s, known in zip(shown, seen, strict=True)]
        out.append(shown)
    return out


def gains(scores: list[list[float | None]]) -> list[list[float | None]]:
    """What each seat gained in each round (None where a score was hidden then or the round before)."""
    out: list[list[float | None]] = []
    before: list[float | None] = [0.0] * (len(scores[0]) if scores else 0)
    for row in scores:
        out.append([None if now is None or was is None else now - was for now, was in zip(row, before, strict=True)])
        before = row
    return out
