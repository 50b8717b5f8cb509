"""The small markdown of the rules help, as blocks to lay out: headings, paragraphs and bullets, and pipe tables
(``| a | b |`` rows, a ``| --- |`` line under the header). Pure: no pygame, no fonts."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

EMPHASIS = re.compile(r"(?<![A-Za-z0-9_*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![A-Za-z0-9_*])")
"""Markdown ``*emphasis*`` (the stars go; a ``* `` bullet or a lone star stays). Chinese runs into the stars with
no space (``按下*準備好了*。``), so only Latin letters and digits beside a star keep it literal (``2*3*4``)."""
RULE = re.compile(r"^\s*:?-{3,}:?\s*$")
ITEM = re.compile(r"^\s*(?:[-*]|\d+[.)])\s")
BULLET = "• "
"""What a list item's "- " or "* " is shown as."""
"""A list item's first line: ``- ``, ``* `` or ``1. ``; the lines after it, up to a blank line, continue it."""
CJK = re.compile("[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]")


@dataclass(frozen=True)
class Block:
    """``kind`` "heading" or "text" (a paragraph or list item, its soft line breaks joined and its marks gone; "" a
    blank line), or "table" (``rows`` of cells; the first is the header when ``header``)."""

    kind: str
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    header: bool = False


def plain(text: str) -> str:
    """A line without its inline marks: ``**bold**``, ``*emphasis*`` and backticks go."""
    return EMPHASIS.sub(r"\1", text.replace("**", "").replace("`", ""))


def cells(line: str) -> tuple[str, ...]:
    return tuple(plain(cell.strip()) for cell in line.strip().strip("|").split("|"))


def blocks(text: str, paragraphs: bool = False) -> list[Block]:
    """The blocks of ``text``, in order; consecutive ``|`` lines make one table. ``paragraphs``: a paragraph's
    or list item's lines join as Markdown reads them (a rules text); else each line is its own (a list of notes).
    Read once per text (a box is laid out anew at each size and build: the final screen's notes for every fit it
    tries); the blocks are immutable, the list is the caller's own."""
    return list(_blocks(text, paragraphs))


@functools.lru_cache(maxsize=64)
def _blocks(text: str, paragraphs: bool) -> tuple[Block, ...]:
    out: list[Block] = []
    table: list[str] = []

    def close_table() -> None:
        if table:
            header = len(table) > 1 and all(RULE.match(c) for c in table[1].strip().strip("|").split("|"))
            rows = [cells(line) for i, line in enumerate(table) if not (header and i == 1)]
            out.append(Block("table", rows=tuple(rows), header=header))
            table.clear()

    para: list[str] = []  # the source lines of the paragraph or list item being read

    def close_para() -> None:
        if para:
            out.append(Block("text", join_lines(para)))
            para.clear()

    for raw in text.splitlines():
        if raw.lstrip().startswith("|"):
            close_para()
            table.append(raw)
            continue
        close_table()
        if raw.startswith("#"):
            close_para()
            out.append(Block("heading", plain(raw.lstrip("#").strip())))
            continue
        if not raw.strip():  # a blank line ends the paragraph (and stands between it and the next)
            close_para()
            out.append(Block("text", ""))
            continue
        line = plain(raw.rstrip())
        if ITEM.match(raw):
            close_para()
            line = line.strip()
            if line.startswith(("- ", "* ")):
                line = BULLET + line[2:]
        elif para and paragraphs and not hard_break(para[-1]):
            para.append(line.strip())  # a soft line break: the paragraph goes on, as Markdown reads it
            continue
        else:
            close_para()
        para.append(line)
        if hard_break(raw) or not paragraphs:
            close_para()
    close_para()
    close_table()
    return tuple(out)


def hard_break(raw: str) -> bool:
    """A source line that ends its line in Markdown: two trailing spaces or a backslash."""
    return raw.endswith(("  ", "\\"))


def join_lines(lines: list[str]) -> str:
    """A paragraph's source lines as one line: joined by a space, or by nothing between Chinese characters."""
    text = lines[0].rstrip("\\").rstrip()
    for line in lines[1:]:
        line = line.rstrip("\\").rstrip()
        if not line:
            continue
        text += ("" if CJK.match(text[-1:]) or CJK.match(line[0]) else " ") + line
    return text
