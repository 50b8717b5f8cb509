"""Frames without hitches: the move log is drawn anew with each move, its rows mostly the same; each row is
kept as one image, which looks exactly like its parts drawn one by one."""

from __future__ import annotations

import pygame

from scenes.table.log_view import coloured_parts, row_image


def test_a_log_row_kept_as_one_image_looks_like_its_parts_drawn_one_by_one(app):
    colours = {"Ann": (230, 120, 90), "Bob": (90, 160, 230), "you": (200, 200, 90)}
    px = app.viewport.px(15)
    for text in ("Ann gives Bob the Spy", "you play the Fool; Bob takes it", "安 把 Bob 的牌換走", ""):
        by_parts = pygame.Surface((400, 40)).convert()
        by_parts.fill(app.palette.panel)
        at_once = by_parts.copy()
        x = 4
        for part, colour in coloured_parts(text, colours) or [(text, None)]:
            x = by_parts.blit(app.fonts.text(part, px, colour or app.palette.text), (x, 6)).right
        at_once.blit(row_image(app, text, colours, px), (4, 6))
        assert pygame.image.tobytes(at_once, "RGB") == pygame.image.tobytes(by_parts, "RGB"), text
    assert row_image(app, "Ann gives Bob the Spy", colours, px) is row_image(app, "Ann gives Bob the Spy", colours, px)
