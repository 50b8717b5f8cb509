"""Love Letter's table model: a seat's view as zones, seats and choices (the texts come from :mod:`.texts`)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import CardView, Choice, LogEntry, LogFields, SeatView, Step, TableModel, ZoneView
from game.games.love_letter.rules.cards import DECKS, KIND_BY_FACE, KINDS, card_uid
from game.games.love_letter.rules.kinds import RULES, chose, knocks_out_self
from game.games.love_letter.rules.reasons import REASONS as CODES
from game.games.love_letter.rules.state import LoveLetterAction, Play
from game.games.love_letter.rules.summary import round_end_index
from game.games.love_letter.rules.view import LoveLetterView, unseen_by_number
from game.i18n import tr, trn

from .log import fresh_private
from .texts import headline, prompt, status_hint
from .words import PLAY_TARGETS, Names, guess_label, title


def table(view: LoveLetterView, legal: Sequence[LoveLetterAction], names: Sequence[str], log: LogFields) -> TableModel:
    """``log``: the model's log fields (:meth:`game.engine.Presenter.log_fields`)."""
    n, seat = view["num_players"], view["seat"]
    kinds = DECKS[view["edition"]]
    who = Names(names, seat)
    unseen = unseen_by_number(view)
    choices = [c for a in legal for c in _choices(view, a, who, unseen)]
    playable = {uid for c in choices if c.drag_from for uid in c.drag_from}
    zones: list[ZoneView] = []
    for t in range(n):
        rel = (t - (seat or 0)) % n  # no seat (a spectator): the first seat sits at the bottom
        zones.append(ZoneView(f"hand.{rel}", _hand(view, t, rel, playable, kinds), owner=t,
                              label=tr("Your hand") if t == seat else names[t], arrange="row"))
        zones.append(ZoneView(f"discard.{rel}", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                                 for c in view["discards"][t]],
                              label=tr("Your discards") if t == seat else tr("{name}: discards", name=names[t]),
                              arrange="row", owner=t))
    zones.append(ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_count"])],
                          label=tr("Deck ({n})", n=view["deck_count"]), arrange="stack"))
    zones.append(ZoneView("removed", [CardView("removed.0", removed_face(view))] if view["removed_present"] else [],
                          label=tr("Removed"), arrange="stack"))
    if n == 2:
        zones.append(ZoneView("setaside", [CardView(card_uid(c), KINDS[kinds[c]].face)
                                           for c in view["setaside"]], label=tr("Set aside"), arrange="row"))
    zones.append(ZoneView("play", [], label=tr("Play a card here")))
    return TableModel(
        zones=zones, choices=choices, seats=[_seat(view, t, names) for t in range(n)],
        headline=headline(view, who), prompt=prompt(view, legal), hint=status_hint(view, legal),
        hint_keys=status_hint(view, legal, by_keys=True),
        private=fresh_private(view, names), **log,
    )


def removed_face(view: LoveLetterView) -> str | None:
    """The card removed at the start of the round, once the round is over: it is turned face up (the round's
    story); face down while the round runs."""
    log = view["log"]
    end = round_end_index(log)
    if end is None or any(e["kind"] == "round_start" for e in log[end:]):  # the next round was dealt
        return None
    face = log[end]["args"].get("removed")
    return face if isinstance(face, str) else None


def _hand(view: LoveLetterView, t: int, rel: int, playable: set[str], kinds: tuple[int, ...]) -> list[CardView]:
    if t == view["seat"]:
        return [CardView(card_uid(c), KINDS[kinds[c]].face, selectable=card_uid(c) in playable)
                for c in view["hand"]]
    known = view["known"][t]
    cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_counts"][t])]
    if known is not None and cards:
        cards[0] = CardView(card_uid(known), KINDS[kinds[known]].face, highlight="known",
                            caption=tr("Known"))  # one short word: it sits under a small card
    return cards


def _seat(view: LoveLetterView, t: int, names: Sequence[str]) -> SeatView:
    tokens = view["tokens"][t]
    badges = [trn("{n} token of {target}", "{n} tokens of {target}", tokens, target=view["target"])]
    if view["protected"][t]:
        badges.append(tr("Protected"))
    if not view["alive"][t]:
        badges.append(_knocked_out_badge(view, t, names))
    if view["mark"] == t:
        badges.append(tr("Sycophant's mark"))
    if view["jester"] and view["jester"][1] == t:
        badges.append(tr("Jester of {name}", name=names[view["jester"][0]]))
    icons = (("protected",) if view["protected"][t] else ()) + (("out",) if not view["alive"][t] else ())
    if _round_starter(view["log"]) == t:
        icons += ("start",)
    return SeatView(t, names[t], badges, is_current=view["current"] == t, points=tokens, target=view["target"],
                    pip="heart", cards=view["hand_counts"][t], icons=icons, dimmed=not view["alive"][t])


def _knocked_out_badge(view: LoveLetterView, t: int, names: Sequence[str]) -> str:
    for event in reversed(_round_log(view["log"])):
        args = event["args"]
        if event["kind"] == "out" and args["seat"] == t:
            return tr("Out") if args["by"] == t else tr("Knocked out by {name}", name=names[args["by"]])
    return tr("Out")


def _choices(view: LoveLetterView, action: LoveLetterAction, who: Names, unseen: dict[int, int]) -> list[Choice]:
    """A card is played by a drop on the table, or on the player's own discards (where it ends up). Two
    players to choose (the Cardinal) are picked one after the other, in either order: one choice each."""
    if action[0] != "play":
        label = tr("Keep your card") if action[0] == "keep" else tr("Discard it and draw a new card")
        return [Choice(action, steps=(Step(action[0], label),), button=label)]
    kinds = DECKS[view["edition"]]
    uids = frozenset(card_uid(c) for c in view["hand"] if KINDS[kinds[c]].face == action[1])
    confirm = _self_elimination(view, action)
    words = move_words(view, action, who)  # the hint, the review and a confirmation's button name the move by it
    return [Choice(action, steps=steps, drag_from=uids, drag_to=target, confirm=confirm, label=words)
            for steps in _steps(view, action, who, unseen) for target in PLAY_TARGETS]


def _self_elimination(view: LoveLetterView, action: Play) -> str:
    """The question to ask before a play that certainly knocks the player out, as the rules tell
    (:func:`.kinds.knocks_out_self`: the Princess itself, or a Prince on yourself while keeping her)."""
    kinds = DECKS[view["edition"]]
    held = [kinds[c] for c in view["hand"]]
    kind = KIND_BY_FACE[action[1]]
    if kind in held:
        held.remove(kind)
    reason = knocks_out_self(kind, action[2:], view["seat"] or 0, held[0] if len(held) == 1 else None)
    return "" if reason is None else CODES.word("confirm", reason) or ""


def move_words(view: LoveLetterView, action: Play, who: Names) -> str:
    """A play as a sentence ("Play the Guard on Finn, naming 5 (Count, Prince)"), not the prompt's labels run
    together ("Guard: Target: Finn, Guess: 5 (Count, Prince) · 3 unseen")."""
    card, args = title(action[1]), action[2:]
    if not args:
        return tr("Play the {card}", card=card)
    if not chose(args):
        return tr("Play the {card}: nobody can be chosen", card=card)
    choice = RULES[KIND_BY_FACE[action[1]]].choice
    if choice == "trade":
        return tr("Play the {card}: {first} and {second} trade hands, look at {look}", card=card,
                  first=who(args[0]), second=who(args[1]), look=who(args[2]))
    if choice == "look":
        return tr("Play the {card}: look at {names}", card=card, names=tr(" and ").join(who(a) for a in args))
    if args[0] == view["seat"]:
        on = tr("Play the {card} on yourself", card=card)
    else:
        on = tr("Play the {card} on {target}", card=card, target=who(args[0]))
    if choice == "guess":
        return tr("{move}, naming {guess}", move=on, guess=guess_label(view["edition"], args[1]))
    return on


def _steps(view: LoveLetterView, action: Play, who: Names, unseen: dict[int, int]) -> list[tuple[Step, ...]]:
    """The prompt steps of a play, by what its card chooses (:attr:`.kinds.CardRule.choice`): one sequence,
    or one per order in which its two players may be picked."""
    choice, args = RULES[KIND_BY_FACE[action[1]]].choice, action[2:]
    if not args:
        return [()]
    if not chose(args):
        return [(Step("no-target", tr("No effect: nobody can be chosen")),)]
    target = tr("Target: yourself") if args[0] == view["seat"] else tr("Target: {name}", name=who(args[0]))
    target_step = Step(f"target:{args[0]}", target, seat=args[0])
    if choice == "guess":
        number, left = args[1], unseen.get(args[1], 0)
        guess = tr("Guess: {card}", card=guess_label(view["edition"], number))  # (the note says what is known)
        return [(target_step, Step(f"guess:{number}", guess, face=_face_of(view["edition"], number),
                                   note=_guess_note(view, args[0], number, left, who), enabled=left > 0))]
    if choice == "look":  # one player, or two picked one after the other
        if len(args) == 1:
            return [(Step(f"look:{args[0]}", tr("Look at: {names}", names=who(args[0])), seat=args[0]),
                     Step("alone", tr("Only {name}", name=who(args[0]))))]
        return [(Step(f"look:{a}", tr("Look at: {names}", names=who(a)), seat=a),
                 Step(f"and:{b}", tr("Also look at: {name}", name=who(b)), seat=b)) for a, b in ((args[0], args[1]), (args[1], args[0]))]
    if choice == "trade":
        a, b, look = args[0], args[1], args[2]
        look_step = Step(f"look:{look}", tr("Look at: {names}", names=who(look)), seat=look)
        return [(Step(f"trade:{first}", tr("Trade: {name}", name=who(first, start=True)), seat=first),
                 Step(f"with:{second}", tr("Trade partner: {name}", name=who(second)), seat=second), look_step)
                for first, second in ((a, b), (b, a))]
    return [(target_step,)]


def _face_of(edition: str, number: int) -> str:
    """The face a guess of ``number`` shows in the row of guesses: the first card of that number in the edition."""
    return next(KINDS[k].face for k in sorted(set(DECKS[edition])) if KINDS[k].value == number)


def _guess_note(view: LoveLetterView, target: int, number: int, left: int, who: Names) -> str:
    """What the viewer knows of a guess, printed on its card: the target holds it (the viewer saw it), every card
    of it is in sight, or how many are unseen."""
    known = view["known"][target] if 0 <= target < len(view["known"]) else None
    if known is not None and KINDS[DECKS[view["edition"]][known]].value == number:
        return tr("{name} holds it — you saw it", name=who(target, start=True))
    if left <= 0:
        return tr("All seen")
    return trn("{n} unseen", "{n} unseen", left)


def _round_log(log: list[LogEntry]) -> list[LogEntry]:
    """The events of the current round."""
    start = max((i for i, e in enumerate(log) if e["kind"] == "round_start"), default=0)
    return log[start:]


def _round_starter(log: list[LogEntry]) -> int | None:
    """The seat that started the current round."""
    start = next((e for e in reversed(log) if e["kind"] == "round_start"), None)
    return None if start is None else start["args"]["starter"]
