"""A bot's move is shown: its cards come to the middle of the table and rest there with what the move did in
words, then go to their places; the next move waits for that, a click skips it; the last move's cards stay
marked until the next move."""

from __future__ import annotations

import pygame

from ui.helpers import pump

STAGED_NARRATION = ["P2 spielte den Baron gegen Ana.", "Ana hatte die niedrigere Karte.",
                    "Ana scheidet aus der Runde aus (verlor einen Baron-Vergleich) und zeigt die Wächterin."]
"""Three lines of what a move did, German (the longest words): the cards on the stage are raised over them."""


def staged_cover(tmp_path, game_id: str, players: int, size: tuple[int, int], narration: bool = False) -> list[str]:
    """What one to three cards of others resting on the stage cover: zones' labels and cards (``narration``: also
    what the narration's box covers, and whether it leaves the table)."""
    from .test_legibility import close, table_at

    app, table = table_at(size, game_id, players, tmp_path)
    covered: list[str] = []
    try:
        board = table.board
        viewer_zone = table.layout.own_zone
        others = [u for u in board.order if board.sprites[u].zone != viewer_zone]
        for count in (1, 2, 3):
            board.end_staging()
            pump(app, frames=1)
            staged = others[:count]
            board.stage(staged, table.layout.stage_centre, table.layout.stage_centre, 10_000)
            for uid in staged:
                board.sprites[uid].pos = board.sprites[uid].via
            table.pacer.narration = STAGED_NARRATION
            table.painter.forget_background()
            app.draw()
            cards = {u: board.screen_rect(board.sprites[u]) for u in staged}
            found = [f"label of {zone}" for zone, rect in table.painter.ground.label_rects.items()
                     if rect.collidelist(list(cards.values())) >= 0]
            found += [f"card {u} in {s.zone}" for u, s in board.sprites.items() if u not in cards
                      and board.screen_rect(s).collidelist(list(cards.values())) >= 0]
            box = table.painter.stage.narration_box
            if narration and box is not None:
                vp = app.viewport
                table_area = pygame.Rect(0, 0, vp.point(table.sidebar.left - 6, 0)[0], size[1])
                found += [] if table_area.contains(box) else [f"the narration {box} leaves the table {table_area}"]
                found += [f"the narration over label of {zone}" for zone, rect in table.painter.ground.label_rects.items()
                          if rect.colliderect(box)]
                found += [f"the narration over card {u} in {s.zone}" for u, s in board.sprites.items()
                          if u not in cards and board.screen_rect(s).colliderect(box)]
            covered += [f"{players}p {size}, {count} staged: {f}" for f in found]
        return covered
    finally:
        close(app)


def test_the_narration_keeps_the_move_whole_and_then_whole_lines_of_what_came_of_it():
    """The box kept its last four wrapped rows: the first, who did what, went ("Baron (3). / Right guess: you held
    a 3. / You are out ..."). The move is kept whole; what came of it follows in order, each line whole."""
    from scenes.table.stage_paint import narration_rows

    def wrap(line: str, bold: bool) -> list[str]:
        return [line[i:i + 20] for i in range(0, len(line), 20)]

    move = "Ben played the Guard on you, naming Baron (3)."
    parts = [(move, False), ("Right guess: you held a 3.", True),
             ("You are out of the round (named by a Guard), revealing the Baron.", True)]
    rows = narration_rows(parts, wrap, budget=4)
    assert "".join(r for r, _ in rows[:3]) == move and rows[3:] == []  # (the knock-out's 4 rows do not fit: whole)
    rows = narration_rows(parts, wrap, budget=6)
    assert "".join(r for r, _ in rows) == move + parts[1][0]
    assert narration_rows([(move, False)], wrap, budget=1) == [(r, False) for r in wrap(move, False)]  # never cut


def narration_rows_drawn(app, painter, lines) -> list[str]:
    """The rows the narration's box shows once the cards rest on the stage, as text."""
    from scenes.table.stage_paint import narration_parts, narration_rows

    px, width = app.viewport.px(20), app.viewport.px(painter.stage.narration_width())
    return [row for row, _ in narration_rows(narration_parts(lines, True),
                                             lambda line, bold: app.fonts.wrap(line, px, width, bold))]
