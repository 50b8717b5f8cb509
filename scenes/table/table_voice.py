""""Speak the game" at the table: each new table model announced (:class:`game.announce.Announcer`) and the keys
that read out the table on request (listed in the README's "At the table"); silent while speaking is off."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.announce import Announcer
from game.engine import TableModel
from scenes.core.speech import Priority

if TYPE_CHECKING:
    from scenes.table.host import TableHost

REPEAT_KEY = pygame.K_r  # say the last announcement again
HAND_KEY = pygame.K_c  # your cards
TABLE_KEY = pygame.K_b  # the board: every seat, the middle of the table
MOVES_KEY = pygame.K_l  # the log's last moves
READ_KEYS = (REPEAT_KEY, HAND_KEY, TABLE_KEY, MOVES_KEY)


class TableVoice:
    def __init__(self, table: TableHost) -> None:
        self.services, self.table = table.services, table
        self.presenter = catalog.get_entry(table.match.game.id).presenter()  # (for its card names)
        self.news = Announcer(lambda text: self.services.speech.say(text, Priority.EVENT), self.card_name,
                              cut=lambda: self.services.speech.silence_all())

    def take_the_words(self) -> None:
        """Whatever the app says while this table is open (its log, its buttons in focus, its messages) is worded by
        the game (:meth:`game.engine.Presenter.spoken`)."""
        self.services.speech.wording = self.presenter.spoken

    def let_go_of_the_words(self) -> None:
        speech = self.services.speech
        if speech.wording == self.presenter.spoken:
            speech.wording = None

    def card_name(self, face: str) -> str:
        spec = self.table.spec(face)
        return self.presenter.card_name(spec) if spec is not None else face

    def shown(self, model: TableModel) -> None:
        self.news.shown(model, self.table.match.viewer, self.table.layout.own_zone)

    def alert(self, text: str) -> None:
        """Why a move is not allowed (the reason the table shows beside a card)."""
        self.services.speech.say(text, Priority.ALERT)

    def tell(self, text: str) -> None:
        """What the table shows to be read, in turn with the moves (the coach's bubble of Learn to play)."""
        self.services.speech.say(text, Priority.EVENT)

    def handle(self, event: pygame.event.Event) -> bool:
        """A read-out key (no modifier held) while speaking is on: read it out; True when the key was used."""
        speech = self.services.speech
        if (not speech.enabled or event.type != pygame.KEYDOWN or event.key not in READ_KEYS
                or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            return False
        if event.key == REPEAT_KEY:
            speech.repeat()
            return True
        table, model = self.table, self.table.shown
        own = table.layout.own_zone
        text = {HAND_KEY: lambda: self.news.hand_text(model, table.match.viewer, own),
                TABLE_KEY: lambda: self.news.table_text(model, table.match.viewer, own),
                MOVES_KEY: lambda: self.news.last_moves(model)}[event.key]()
        speech.say(text, Priority.READOUT, asked=True)
        return True
