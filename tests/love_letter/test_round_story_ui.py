"""Love Letter's round story (issue 39, §2.5): as the round ends the card removed at its start is turned face up on
the table, and the round's summary tells its key moves (who knocked out whom) with the actor's disc and the cards;
the summary's discard column says it is the tie-break sum."""

from __future__ import annotations

from game import catalog
from game.match import Match, ends_round
from game.session import SeatConfig, Session
from scenes.screens.scoring import ScoringScene
from scenes.table.table import TableScene
from tests.ui.helpers import pump


def _round_ended(app, seed: int) -> tuple[Match, list]:
    seats = [SeatConfig(name, "human" if name == "Ana" else "bot", "random") for name in ("Ana", "Ben", "Cleo", "Dan")]
    session = Session(catalog.get_game("love-letter"), seats, seed)
    match = Match(session, app.store)
    while True:
        events = match.apply(session.bot_action())
        if ends_round(events):
            return match, events


def test_the_removed_card_lies_face_up_as_the_round_ends_and_face_down_in_the_next(app):
    """Before: the removed card stayed face down on the held table; only the summary's notes named it."""
    for seed in range(20):  # (a Prince on the last card may have made someone draw it)
        match, events = _round_ended(app, seed)
        removed = next(e.args["removed"] for e in events if e.kind == "round_end")
        if removed is not None:
            break
    assert removed is not None
    held = {z.id: z for z in match.round_end_model().zones}["removed"]
    assert [c.face for c in held.cards] == [removed]
    assert match.at_round_end()  # the match stands at the round's end until the table deals
    match.deal()
    dealt = {z.id: z for z in match.model().zones}["removed"]  # the next round's removed card: a secret again
    assert [c.face for c in dealt.cards] == [None]


def test_the_round_summary_tells_who_knocked_out_whom_with_the_actor_and_the_cards(app):
    """Before: the summary showed the hands and the sums; the knock-outs were only in the move log."""
    for seed in range(20):
        match, events = _round_ended(app, seed)
        outs = [e for e in events if e.kind == "out"]
        if outs or any(e.kind == "out" for e in match.session.state.log[-40:]):
            break
    table = TableScene(app, match)
    app.push(table)
    table.round_hold.hold_round_end()
    scoring = ScoringScene(app, table)
    app.push(scoring)
    pump(app, frames=1)
    model = table.shown
    told = [entry for entry, _ in scoring.story if entry is not None and entry >= 0]
    assert told, scoring.story
    for entry in told:
        mark = model.mark(entry)
        assert mark.key and mark.actor is not None and mark.faces  # who did it, with the cards it showed
        assert "out of the round" in model.log[entry]
    assert "Discards (tie-break)" in scoring.summary.columns
