"""What the Join screen reads of a table announced on the local network (no multicast is sent here)."""

from __future__ import annotations

from game.net.lan import SERVICE, FoundTable


def test_an_announced_table_is_read_with_its_game_and_address():
    found = FoundTable.from_properties(f"Ana's table.{SERVICE}", "192.168.1.20", 45678,
                                       {b"game": b"a-game", b"v": b"1"})
    assert found == FoundTable("Ana's table", "a-game", "ws://192.168.1.20:45678")


def test_a_service_that_is_not_a_table_is_left_out():
    assert FoundTable.from_properties(f"x.{SERVICE}", "10.0.0.1", 1, {b"v": b"1"}) is None  # no game
    assert FoundTable.from_properties(f"x.{SERVICE}", "10.0.0.1", 1, {b"game": b"a-game", b"v": b"new"}) is None
    assert FoundTable.from_properties(f"x.{SERVICE}", "10.0.0.1", 0, {b"game": b"a-game", b"v": b"1"}) is None
    assert FoundTable.from_properties(f"x.{SERVICE}", "10.0.0.1", 1, {b"game": b"\xff", b"v": b"1"}) is None


def test_the_tools_serve_on_127_0_0_1_and_never_announce(tmp_path):
    from scenes.tools.common import headless, scratch_app

    headless()
    import pygame

    app = scratch_app((1280, 720), tmp_path)
    try:
        assert app.net_bind == "127.0.0.1" and app.net_lan is False
    finally:
        app.store.close()
        pygame.quit()
