"""The final screen's grid of every round (issue 39, §2.5): each player's tokens or points round by round and in
total, read from the match replayed (:mod:`game.round_scores`), each score as the people at the screen could see it
then."""

from __future__ import annotations

from each_game import a_game

from game.round_scores import gains, round_scores

from .test_round_end import scoring_after


def test_the_final_shows_every_rounds_tokens_or_points_as_a_grid(app):
    """Before: the final listed each round's headline; what each player gained in which round was nowhere."""
    game_id = a_game(lambda caps: caps.rounds, players=3)
    scoring = scoring_after(app, game_id, 3, final=True)
    match = scoring.table.match
    record = match.replay_record()
    scores = round_scores(record, match.humans)
    assert len(scores) >= 2
    assert scores[-1] == match.shown_scores()  # the last round's end is the game's
    assert sum(sum(g or 0 for g in row) for row in gains(scores)) == sum(s or 0 for s in scores[-1])
    text = scoring.notes_text()
    header = next(line for line in text.splitlines() if line.startswith("| Player"))
    assert header.split("|")[2:-2] == [f" {n} " for n in range(1, len(scores) + 1)] and "Total" in header
    for seat, name in enumerate(match.names):
        row = next(line for line in text.splitlines() if line.startswith(f"| {name} |"))
        total = row.split("|")[-2].strip()
        assert total == f"{match.shown_scores()[seat]:g}", row
