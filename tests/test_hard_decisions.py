"""Hard plays the same on a fixed set of seeded positions of every game as recorded (``tests/hard_decisions.py``):
a refactor of the engine, the rules or the bots that changes no behaviour leaves every decision as it was."""

from __future__ import annotations

import json

import pytest
from hard_decisions import RECORD, decide, positions

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


def test_the_record_covers_every_position():
    assert [(r["game"], r["players"], r["options"], r["seed"]) for r in RECORDED] \
        == [(gid, players, options, seed) for gid, players, options, seed, _ in positions()]


@pytest.mark.parametrize("recorded", RECORDED, ids=lambda r: f"{r['game']}-{r['players']}p-seed{r['seed']}"
                         + ("-" + "-".join(f"{k}={v}" for k, v in r["options"].items()) if r["options"] else ""))
def test_hard_chooses_the_recorded_action(recorded):
    now = decide(recorded["game"], recorded["players"], recorded["options"], recorded["seed"], recorded["moves"])
    assert now == recorded
