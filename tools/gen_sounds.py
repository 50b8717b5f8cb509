"""Generate the app's sound effects ``assets/sounds/*.wav`` (16-bit mono 44.1 kHz), standard library only.

Usage: ``python tools/gen_sounds.py [--out DIR]``. The output is deterministic (fixed seeds, no
timestamps): running it again gives the same bytes. Every effect is short and quiet: peaks normalised to
-6 dBFS, 5 ms fades at both ends so that nothing clicks.

- ``card``: a card laid on the felt, a soft papery slide ending in a tap.
- ``deal``: a card drawn or dealt, a lighter, shorter flick.
- ``snap``: an illegal drop snapping back, a soft low "bonk".
- ``round``: the end of a round, a two-note chime.
- ``win``: the end of the game, a bright rising arpeggio.
- ``click``: a UI button press, a tiny tick.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK_DBFS = -6.0
FADE_S = 0.005
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


# ---------------------------------------------------------------- building blocks
def length(seconds: float) -> int:
    return round(seconds * RATE)


def noise(n: int, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def biquad(x: Samples, kind: str, freq: float, q: float = 0.707) -> Samples:
    """An RBJ-cookbook low-pass, high-pass or band-pass (constant peak gain) filter."""
    w = 2 * math.pi * freq / RATE
    alpha, cos_w = math.sin(w) / (2 * q), math.cos(w)
    if kind == "low":
        b = [(1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2]
    elif kind == "high":
        b = [(1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2]
    else:
        b = [alpha, 0.0, -alpha]
    a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
    b0, b1, b2 = (v / a0 for v in b)
    a1, a2 = a1 / a0, a2 / a0
    out, x1, x2, y1, y2 = [], 0.0, 0.0, 0.0, 0.0
    for v in x:
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def envelope(n: int, attack_s: float, decay_s: float, delay_s: float = 0.0) -> Samples:
    """Silence for ``delay_s``, a linear rise over ``attack_s``, then an exponential decay (time constant)."""
    start, rise = length(delay_s), max(1, length(attack_s))
    env = []
    for i in range(n):
        t = i - start
        if t < 0:
            env.append(0.0)
        elif t < rise:
            env.append(t / rise)
        else:
            env.append(math.exp(-(t - rise) / (decay_s * RATE)))
    return env


def tone(n: int, freq: float | Callable[[float], float], partials: tuple[tuple[float, float], ...] = ((1, 1),),
         ) -> Samples:
    """A sum of sine partials (ratio, amplitude) over a fundamental that may glide (``freq(t)``)."""
    out, phase = [], 0.0
    for i in range(n):
        f = freq(i / RATE) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(sum(amp * math.sin(ratio * phase) for ratio, amp in partials))
    return out


def mul(a: Samples, b: Samples) -> Samples:
    return [x * y for x, y in zip(a, b, strict=True)]


def mix(n: int, *parts: tuple[float, Samples]) -> Samples:
    """Sum of (gain, samples), each padded or cut to ``n``."""
    out = [0.0] * n
    for gain, part in parts:
        for i, v in enumerate(part[:n]):
            out[i] += gain * v
    return out


def note(n: int, freq: float, at_s: float, decay_s: float, bright: float = 0.3) -> Samples:
    """A soft bell-like note starting at ``at_s``: fundamental, octave and twelfth, decaying exponentially."""
    partials = ((1.0, 1.0), (2.0, bright), (3.0, bright * 0.3))
    start = length(at_s)
    body = mul(tone(n - start, freq, partials), envelope(n - start, 0.004, decay_s))
    return [0.0] * start + body


def fade_out(x: Samples, seconds: float) -> Samples:
    """A gentle (raised-cosine) release over the last ``seconds``, for the chimes' tails."""
    n = length(seconds)
    head, tail = x[:-n], x[-n:]
    return head + [v * 0.5 * (1 + math.cos(math.pi * i / n)) for i, v in enumerate(tail)]


def finish(x: Samples) -> array:
    """5 ms fades at both ends, peak normalised to -6 dBFS, as 16-bit integers."""
    fade = length(FADE_S)
    x = list(x)
    for i in range(min(fade, len(x))):
        g = i / fade
        x[i] *= g
        x[-1 - i] *= g
    peak = max(abs(v) for v in x) or 1.0
    scale = 32767 * 10 ** (PEAK_DBFS / 20) / peak
    return array("h", (round(v * scale) for v in x))


# ---------------------------------------------------------------- the effects
def card(rng: random.Random) -> Samples:
    n = length(0.11)
    slide = mul(biquad(noise(n, rng), "band", 2400, 0.7), envelope(n, 0.025, 0.018))
    tap_noise = mul(biquad(noise(n, rng), "low", 900), envelope(n, 0.002, 0.012, delay_s=0.045))
    thump = mul(tone(n, 170), envelope(n, 0.002, 0.014, delay_s=0.045))
    return mix(n, (0.55, slide), (1.0, tap_noise), (0.5, thump))


def deal(rng: random.Random) -> Samples:
    n = length(0.06)
    flick = mul(biquad(biquad(noise(n, rng), "band", 4200, 0.9), "high", 1500), envelope(n, 0.006, 0.012))
    return mix(n, (1.0, flick))


def snap(rng: random.Random) -> Samples:
    n = length(0.12)
    body = mul(tone(n, lambda t: 170 + 90 * math.exp(-t / 0.02), ((1, 1.0), (2, 0.35))), envelope(n, 0.004, 0.03))
    knock = mul(biquad(noise(n, rng), "low", 600), envelope(n, 0.002, 0.008))
    return mix(n, (1.0, body), (0.3, knock))


def round_end(rng: random.Random) -> Samples:
    n = length(0.52)
    chime = mix(n, (0.8, note(n, 659.26, 0.0, 0.14)), (0.8, note(n, 987.77, 0.13, 0.16)))  # E5, B5
    return fade_out(chime, 0.12)


def win(rng: random.Random) -> Samples:
    n = length(0.9)
    notes = [(523.25, 0.0), (659.26, 0.1), (783.99, 0.2), (1046.5, 0.3)]  # C5 E5 G5 C6
    parts = [(0.7, note(n, f, at, 0.12 if i < 3 else 0.22, bright=0.4)) for i, (f, at) in enumerate(notes)]
    return fade_out(mix(n, *parts), 0.2)


def click(rng: random.Random) -> Samples:
    n = length(0.03)
    tick = mul(tone(n, 1900), envelope(n, 0.001, 0.004, delay_s=0.004))
    hiss = mul(biquad(noise(n, rng), "high", 3000), envelope(n, 0.001, 0.003, delay_s=0.004))
    return mix(n, (1.0, tick), (0.4, hiss))


EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "card": card, "deal": deal, "snap": snap, "round": round_end, "win": win, "click": click,
}


def write_wav(path: Path, samples: array) -> None:
    data = array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def generate(out: Path) -> list[Path]:
    """Write every effect to ``out/<name>.wav``; each has its own fixed seed."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for index, (name, make) in enumerate(EFFECTS.items()):
        path = out / f"{name}.wav"
        write_wav(path, finish(make(random.Random(1000 + index))))
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
