"""Love Letter's texts in every language (moved here from the generic tests/test_i18n.py): its rules help, guess labels, log and hint name each card by its title."""

from __future__ import annotations

import re

import pytest
from test_i18n import TRANSLATED, english_afterwards, table, tr_msgids  # noqa: F401  (the fixture resets the language)

from game import i18n


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_the_rules_help_names_every_card_by_its_title(code):
    """The rules help, the card face, the log and the summary all say a card's name the one way (tr of its title):
    no "Büttel" on the card and "Wachtmeister" in the rules and the log."""
    from game.games.love_letter.rules.cards import KINDS

    i18n.set_language(code)
    text = i18n.rules_help("game.games.love_letter:data")
    missing = [kind.title for kind in KINDS if i18n.tr(kind.title) not in text]
    assert not missing, f"{code}: {missing}"


def test_lists_and_guess_labels_take_the_languages_punctuation():
    """A list in Chinese takes "、" and full-width brackets: "（你、Dan）" where the headline said "（你, Dan）"."""
    from game.games.love_letter.present import guess_label

    assert i18n.tr_list(["Ana", "Ben"]) == "Ana, Ben"
    assert guess_label("classic", 2) == "Priest (2)"
    i18n.set_language("zh-Hant")
    assert i18n.tr_list(["你", "Dan"]) == "你、Dan"
    assert guess_label("classic", 2) == "神父（2）"
    assert guess_label("premium", 2) == "2（樞機主教、神父）"


@pytest.mark.parametrize("code", TRANSLATED)
def test_love_letter_log_summary_and_hint_name_each_card_as_the_card_does(code):
    """A text of Love Letter's presenter (log, summary, hint, prompts) that names a card says the card's own
    title in that language ("durch den Büttel", not "durch den Wachtmeister" beside a card titled Büttel)."""
    from game.games.love_letter.rules.cards import KINDS

    msgids = [m for m, where in tr_msgids().items() if "love_letter" in where]  # rules' presenter and the bots
    found = table(code)
    wrong = [(kind.title, msgid) for kind in KINDS for msgid in msgids
             if re.search(rf"\b{re.escape(kind.title)}\b(?! Queen)", msgid)
             and found[kind.title].lower() not in found.get(msgid, "").lower()]
    assert msgids and not wrong, f"{code}: {wrong}"
