"""Round ends that explain themselves: the table is held as the round ended (the held cards face up) before the
summary opens as an overlay above it; the overlay can be put aside to look at the table and brought back; the
final screen lists every round."""

from __future__ import annotations

import random

import pygame
import pytest
from each_game import a_game, fewest_and_most, players_near
from played_out import played_out

from game import catalog
from game.match import Match, ends_round
from game.session import SeatConfig, Session
from scenes.screens.scoring import ScoringScene
from scenes.table.round_hold import ROUND_HOLD_MS
from scenes.table.table import TableScene

from .helpers import FRAME_MS, a_table, click, click_button, key, pump

DEALS = lambda caps: caps.deals_between_rounds  # noqa: E731
"""A game that deals a new round after one ends: the table holds the ended round."""


def play_to_a_round_end(table: TableScene, seed: int = 0) -> list:
    """Moves for every seat through the match, as the table makes them, until one ends a round."""
    rng = random.Random(seed)
    match = table.match
    while True:
        match.model()  # the table reads the position before each move
        events = match.apply(rng.choice(match.session.legal_actions()))
        if ends_round(events):
            table.moves.after_move(events)
            table.moves.catch_up()  # as the next frame does: the round's end is held
            return events


def play_to_the_final_screen(app, seed: int = 7) -> TableScene:
    """A two-player Love Letter match played round by round (Next round between them) to its final screen."""
    table = a_table(app, seed, wanted=DEALS)
    pump(app)
    while not table.match.is_over():
        play_to_a_round_end(table)
        pump(app, until=lambda: isinstance(app.top, ScoringScene))
        if not table.match.is_over():
            click_button(app, "Next round")
    return table


def test_the_table_is_held_without_the_overlay_then_the_summary_opens_over_it(app, monkeypatch):
    drawn: list[str] = []
    table_draw, scoring_draw = TableScene.draw, ScoringScene.draw
    monkeypatch.setattr(TableScene, "draw", lambda self, s: (drawn.append("table"), table_draw(self, s)))
    monkeypatch.setattr(ScoringScene, "draw", lambda self, s: (drawn.append("scoring"), scoring_draw(self, s)))
    table = a_table(app, 3, wanted=DEALS)
    pump(app)
    play_to_a_round_end(table)
    drawn.clear()
    frames = 0
    while not isinstance(app.top, ScoringScene):
        pump(app, frames=1)
        frames += 1
        assert frames < 1000
    pump(app, frames=2)
    first_overlay = drawn.index("scoring")
    assert set(drawn[:first_overlay]) == {"table"}  # the hold: the table alone, every frame
    assert first_overlay >= 1500 / FRAME_MS - 2 and frames * FRAME_MS <= ROUND_HOLD_MS + 2 * FRAME_MS
    assert drawn[first_overlay - 1:first_overlay + 1] == ["table", "scoring"]  # then the overlay above the table
    assert not app.top.opaque


def test_the_held_table_shows_the_cards_held_at_the_end_face_up_and_takes_no_moves(app):
    table = a_table(app, 5, wanted=DEALS)
    pump(app)
    play_to_a_round_end(table, seed=5)
    assert table.holding() and not table.acting() and table.shown.choices == []
    summary = table.match.round_table()
    assert summary is not None
    shown = {z.owner: [c.face for c in z.cards] for z in table.shown.zones if z.id.startswith("hand")}
    for seat, face in summary.revealed().items():
        assert shown[seat] == [face]
    assert table.shown.headline == summary.title


def test_a_click_during_the_hold_opens_the_summary_at_once(app):
    table = a_table(app, 3, wanted=DEALS)
    pump(app)
    play_to_a_round_end(table)
    click(app, (600, 450))
    assert isinstance(app.top, ScoringScene) and not table.holding()


def test_the_summary_can_be_put_aside_to_look_at_the_table_and_brought_back(app):
    table = a_table(app, 3, wanted=DEALS)
    pump(app)
    events = play_to_a_round_end(table)
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    scoring = app.top
    final = any(e.kind == "game_end" for e in events)
    click_button(app, "Look at the table")
    assert scoring.looking and app.top is scoring
    click_button(app, "Show the summary")
    assert not scoring.looking
    panel = app.viewport.rect(scoring.panel)
    click(app, (panel.x // 2, panel.centery))  # beside the panel, on the table
    assert scoring.looking
    click(app, (panel.centerx, panel.centery))  # anywhere on the table brings it back
    assert not scoring.looking
    if not final:
        key(app, pygame.K_RETURN)
        assert app.top is table


def test_the_final_screen_lists_every_round(app):
    table = a_table(app, 7, wanted=DEALS)
    pump(app)
    ends = []
    while not table.match.is_over():
        ends.append(play_to_a_round_end(table, seed=len(ends)))
        pump(app, until=lambda: isinstance(app.top, ScoringScene))
        if not table.match.is_over():
            click_button(app, "Next round")
    pump(app, until=lambda: isinstance(app.top, ScoringScene) and app.top.final)  # (not a round's summary going)
    scoring = app.top
    played = sum(e.kind == "round_end" for e in table.match.session.state.log)  # the bot ends some rounds too
    assert scoring.final and len(scoring.rounds) == played >= len(ends) > 1
    text = scoring.notes_text()
    assert all(r.title in text for r in scoring.rounds)
    assert sum(row.best for row in scoring.summary.rows) <= 1


def test_on_a_shared_screen_the_summary_hides_what_one_of_the_people_there_may_not_know(app):
    """A game with secret scores keeps them hidden until the end: with two people at the screen neither total
    shows after round 1; with one, only that person's own."""
    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session

    def after_round_one(kinds):
        seats = [SeatConfig(name, kind, "random") for name, kind in zip(("Ana", "Ben"), kinds, strict=True)]
        session = Session(catalog.get_game(a_game(lambda c: c.secret_scores, players=2)), seats, 3)
        rng = random.Random(3)
        while not any(e.kind == "round_end" for e in session.state.log):
            session.apply(rng.choice(session.legal_actions()))
        match = Match(session, app.store)
        match.seen_by(0)
        table = match.round_table()
        match.close()
        assert table is not None
        return [row.cells[-1] for row in table.rows], session.state.scores()

    shown, scores = after_round_one(("human", "bot"))
    assert shown == [f"{scores[0]:g}", "?"]
    shown, _ = after_round_one(("human", "human"))
    assert shown == ["?", "?"]


def final_screen(app, game_id: str, players: int, seed: int = 4) -> tuple[TableScene, ScoringScene]:
    """A game of one person and bots played to its end by the bots, its final screen open over the table."""
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    session = played_out(game_id, seats, seed)  # (the bots' moves: decided once per worker)
    table = TableScene(app, Match(session, app.store))
    app.push(table)
    table.round_hold.hold_round_end()
    scoring = ScoringScene(app, table)
    app.push(scoring)
    pump(app, frames=1)
    return table, scoring


def test_the_final_screens_four_buttons_lie_inside_its_panel(app):
    """Look at the table, Back to menu, Review your moves and Play again: the first and the last stuck out of the
    panel, into the window's edge and the sidebar."""
    _, scoring = final_screen(app, a_game(players=2), 2)  # any game
    panel = app.viewport.rect(scoring.panel)
    buttons = [w for w in scoring.widgets if hasattr(w, "label")]
    assert [b.label for b in buttons] == ["Look at the table", "Back to menu", "Review your moves", "Play again",
                                          "Watch the replay"]
    assert all(panel.contains(b.screen_rect(app)) for b in buttons)


def test_the_notes_box_shows_the_lines_it_was_measured_with(app):
    """The notes' box takes the lines of the box that measured the notes for the panel: the same as it wraps itself,
    at each size (and after the fit's size changed, wrapped anew)."""
    from scenes.ui.widgets import ScrollText

    _, scoring = final_screen(app, a_game(DEALS, players=2), 2)
    for size in ((1280, 720), (1024, 640), (1600, 900)):
        app.resize(size)
        pump(app, frames=1)
        box = next(w for w in scoring.widgets if isinstance(w, ScrollText))
        fresh = ScrollText(box.rect, box.text, size=box.size)
        assert box.lines(app) == fresh.lines(app) and box.headings == fresh.headings
        assert box.visible_count(app) == len(box.lines(app))


def test_the_final_title_says_you_to_the_one_person_at_the_table(app):
    table = play_to_the_final_screen(app)
    scoring, match = app.top, table.match
    winners = match.winners()
    if winners == [match.viewer]:
        assert scoring.title() == "Game over — You win!"
    else:
        assert scoring.title() == f"Game over — {match.names[winners[0]]} wins!"
    scoring.viewer_won = not scoring.viewer_won  # the other case, same screen
    assert ("You win!" in scoring.title()) == (winners != [match.viewer])


@pytest.mark.parametrize(("game_id", "players", "seed"),
                         [(entry.id, entry.rules.min_players + 1, 4) for entry in catalog.having(DEALS, catalog.SHIPPED)])
def test_the_held_table_shows_the_move_that_ended_the_round(app, game_id, players, seed):
    """The next round is dealt in the same move that ends one; the held table used to show the position before
    that move, so the card that ended the round (a Princess discarded, a character shown twice) was missing."""
    seats = [SeatConfig(name, "human" if i == 0 else "bot", "random")
             for i, name in enumerate(("Ana", "Ben", "Cleo", "Dan")[:players])]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats, seed), app.store))
    app.push(table)
    pump(app)
    match, rng = table.match, random.Random(seed)

    def played(model, seat: int, face: str) -> int:
        """Copies of ``face`` face up in ``seat``'s zones other than its hand."""
        return sum(card.face == face for zone in model.zones if zone.owner == seat and not zone.id.startswith("hand")
                   for card in zone.cards)

    while True:
        before, actor = match.model(), match.current_seat()
        events = match.apply(rng.choice(match.session.legal_actions()))
        if ends_round(events):
            break
    assert not match.is_over()
    last_play = [e for e in events if e.kind == "play"][-1]
    assert last_play.args["seat"] == actor
    face = last_play.args["card"]
    held = match.round_end_model()
    assert played(held, actor, face) == played(before, actor, face) + 1
    assert not any(seat.is_current for seat in held.seats)
    table.moves.after_move(events)
    pump(app, frames=5)
    assert table.holding() and table.hints.status == ""  # nobody is to move while the round's end is held


def final_screen_at(tmp_path, game_id: str, players: int, size: tuple[int, int], language: str = "en"):
    from game import i18n
    from game.settings import Settings
    from scenes.core.app import App

    app = App(size=size, data_dir=tmp_path / "data", settings=Settings(animation_speed=0.0, bot_pace_ms=0,
                                                                        language=language))
    table, scoring = final_screen(app, game_id, players)
    i18n.set_language("en")
    return app, table, scoring


def one_line_size(app, button) -> int:
    """The pixel size a button draws its label at, asserting it is on one line."""
    from scenes.ui.widgets import fitted_lines

    r = button.screen_rect(app)
    px = app.viewport.px(button.size)
    lines, size = fitted_lines(app, button.label, px, r.w - app.viewport.px(14), r.h - app.viewport.px(4))
    assert lines == [button.label], f"{button.label!r} drawn as {lines}"
    return size


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (1600, 900)])
@pytest.mark.parametrize(("game_id", "players"), players_near(3))
def test_the_final_screens_buttons_cover_no_card_and_share_one_text_size(tmp_path, game_id, players, size):
    """Put aside, the four buttons stood in the table's bottom left corner over the player's own last card, and
    "Review your moves" was drawn in a smaller font than the others (in the panel too, in German)."""
    for language in ("en", "de"):
        app, table, scoring = final_screen_at(tmp_path, game_id, players, size, language)
        from game import i18n

        i18n.set_language(language)
        buttons = [w for w in scoring.widgets if hasattr(w, "label")]
        assert len(buttons) == 5  # with Watch the replay
        assert len({one_line_size(app, b) for b in buttons}) == 1, language
        scoring.toggle()
        pump(app, frames=1)
        buttons = [w for w in scoring.widgets if hasattr(w, "label")]
        assert len({one_line_size(app, b) for b in buttons}) == 1, language
        cards = [table.screen_rect(s) for s in table.sprites.values()]
        zones = [app.viewport.rect(z.rect) for z in table.layout.zones.values()]
        for b in buttons:
            r = b.screen_rect(app)
            assert app.screen.get_rect().contains(r), b.label
            assert r.collidelist(cards) < 0 and r.collidelist(zones) < 0, f"{b.label!r} covers the table"
            assert all(not r.colliderect(o.screen_rect(app)) for o in table.widgets), f"{b.label!r} covers a button"
        i18n.set_language("en")
        pygame.quit()


def scoring_after(app, game_id: str, players: int, final: bool, seed: int = 4) -> ScoringScene:
    """The summary of the first round (or the final screen) of a game the bots play for everyone."""
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    session = Session(catalog.get_game(game_id), seats, seed)
    match = Match(session, app.store)
    while True:
        events = match.apply(session.bot_action())
        if session.is_over() or ends_round(events) and not final:
            break
    table = TableScene(app, match)
    app.push(table)
    table.round_hold.hold_round_end()
    scoring = ScoringScene(app, table)
    app.push(scoring)
    pump(app, frames=1)
    return scoring


@pytest.mark.parametrize(("game_id", "players"), [(gid, n) for gid, n in fewest_and_most()  # notes list rounds
                                                   if gid in catalog.SHIPPED and catalog.get_entry(gid).capabilities.rounds])
def test_the_summarys_notes_box_shows_every_line_of_its_notes(tmp_path, game_id, players):
    """The notes' box was sized by a guess and always hid its last line ("1–2 of 3" hid "Tokens to win: 4."; at 8
    players "1–1 of 3"; the final hid 5 of 16). It is sized to its lines: every one in sight, no scrolling, in
    the round's summary and on the final screen, at 1280x720 and 1024x640."""
    from game.settings import Settings
    from scenes.core.app import App
    from scenes.ui.widgets import ScrollText

    for final in (False, True):
        app = App(size=(1280, 720), data_dir=tmp_path / "data", settings=Settings())
        try:
            scoring = scoring_after(app, game_id, players, final)
            for size in ((1280, 720), (1024, 640)):
                app.resize(size)
                pump(app, frames=1)
                notes = [w for w in scoring.widgets if isinstance(w, ScrollText)]
                assert bool(notes) == bool(scoring.notes_text())
                for box in notes:
                    assert box.visible_count(app) == len(box.lines(app)), (size, final, box.text)
                    assert app.viewport.rect(scoring.panel).contains(box.screen_rect(app))
                if final and len(scoring.rounds) > 1:  # every round is listed (in short where room is short)
                    assert all(f"{n}. " in scoring.notes_text() for n in range(1, len(scoring.rounds) + 1))
        finally:
            for scene in app.stack:
                scene.close() if hasattr(scene, "close") else None


def test_the_match_stays_at_the_rounds_end_while_held_and_the_table_deals_when_the_hold_ends(app):
    """Issue 40.6: the held table is the match's own position (the round's end, the deal due), not a copy kept
    aside; the table asks the match to deal when its hold ends, and shows the deal when the summary closes."""
    table = a_table(app, 3, wanted=DEALS)
    pump(app)
    play_to_a_round_end(table)
    match = table.match
    assert table.holding() and match.at_round_end() and not match.bot_to_move()
    moves = match.moves_played()
    pump(app, frames=5)
    assert table.holding() and match.at_round_end(), "held: nothing dealt yet"
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    assert not match.at_round_end() and match.moves_played() == moves, "the hold ended: dealt, no move made"


def test_a_match_loaded_at_a_rounds_end_is_held_then_dealt(app):
    """A save made at a round's end loads there: the table holds that position, then deals."""
    game_id = a_game(DEALS, players=2)
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    session = Session(catalog.get_game(game_id), seats, 4)
    rng = random.Random(4)
    while not session.at_round_end:
        session.apply(rng.choice(session.legal_actions()))
    loaded = Session.from_json(session.to_json())
    assert loaded.at_round_end
    table = TableScene(app, Match(loaded, app.store))
    app.push(table)
    pump(app, frames=2)
    assert table.holding() and table.match.at_round_end()
    pump(app, until=lambda: isinstance(app.top, ScoringScene))
    assert not table.match.at_round_end()
