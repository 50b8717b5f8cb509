"""Palace writes its cards in signs ("Q♥", "10♠": the log, the buttons, the reasons); "Speak the game" names them
in words while the table is open, whatever says them, as it names the cards new in a hand: a voice reads the
signs by their names ("Q black heart suit", in German "D Herz")."""

from __future__ import annotations

from game import catalog
from game.i18n import set_language
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table.table import TableScene
from scenes.tools import speech_log
from tests.ui.helpers import pump


def open_table(app) -> TableScene:
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    table = TableScene(app, Match(Session(catalog.get_game("palace"), seats, 1), app.store))
    app.push(table)
    pump(app, frames=3)
    return table


def test_what_is_said_at_the_table_names_the_cards_in_words_and_only_there(app, tmp_path):
    path = tmp_path / "speech.txt"
    speech_log.attach(app, path)
    table = open_table(app)
    app.announce_focus("Lay 7♠ and pick up the pile")  # a button in the keyboard's focus
    app.toast("10♦ cannot go on Q♥.")  # a message of the table
    table.voice.alert("A♣ beats K♥.")  # why a drop is refused
    said = path.read_text(encoding="utf-8").splitlines()
    assert "Lay 7 of Spades and pick up the pile" in said
    assert "10 of Diamonds cannot go on Queen of Hearts." in said and "Ace of Clubs beats King of Hearts." in said
    assert not any(sign in line for line in said for sign in "♠♥♦♣")
    table.close()
    app.pop()
    app.announce_focus("Q♥")  # the table gone: nothing is reworded
    assert path.read_text(encoding="utf-8").splitlines()[-1] == "Q♥"


def test_the_cards_are_named_in_the_ui_language(app, tmp_path):
    path = tmp_path / "speech.txt"
    speech_log.attach(app, path)
    try:
        set_language("de")
        open_table(app)
        app.announce_focus("Q♥ 10♣")
    finally:
        set_language("en")
    assert path.read_text(encoding="utf-8").splitlines()[-1] == "Herz-Dame Kreuz-10"  # as a German player says
