#!/usr/bin/env python3
"""Synthesise the game's sounds into assets/sounds/*.wav.

The sounds are made here, from nothing but arithmetic (no recordings, no
samples), and released under CC0 1.0 like the card art; the WAV files are
committed, and this script makes them again byte for byte:

    python3 packaging/make_sounds.py            # writes assets/sounds/
    python3 packaging/make_sounds.py OUT_DIR    # or into another folder

Standard library only (wave, math, struct): 16-bit mono PCM at 22,050 Hz. The
noise comes from a fixed 32-bit xorshift generator, not `random`, so that the
files do not depend on the Python version.

- card.wav    a card laid down: a soft "thock", low-passed noise over a short thump
- deal.wav    the deal: a riffle of a dozen small card clicks
- knock.wav   a knock: two low wooden thuds on the table
- tonk.wav    a tonk: a short bright arpeggio, plucked
- caught.wav  a knock caught: a low two-note fall
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

RATE = 22_050
PEAK = 0.72  # of full scale: loud enough, never clipping
SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


def noise(seed: int) -> Iterator[float]:
    """White noise in [-1, 1) from xorshift32: the same numbers on every Python."""
    state = seed & 0xFFFFFFFF or 1
    while True:
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        yield state / 2_147_483_648.0 - 1.0


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def low_pass(samples: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter at `cutoff` Hz."""
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out: Samples = []
    level = 0.0
    for sample in samples:
        level += alpha * (sample - level)
        out.append(level)
    return out


def high_pass(samples: Samples, cutoff: float) -> Samples:
    """A one-pole high-pass filter at `cutoff` Hz (the input less its low-pass)."""
    return [s - low for s, low in zip(samples, low_pass(samples, cutoff), strict=True)]


def envelope(seconds: float, attack: float, decay: float) -> Samples:
    """A linear rise over `attack` seconds, then an exponential fall (time constant `decay`)."""
    out: Samples = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        out.append(t / attack if t < attack else math.exp(-(t - attack) / decay))
    return out


def mix_into(target: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `target` from `at` seconds on, lengthening it if need be."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, sample in enumerate(sound):
        target[start + i] += gain * sample


def tone(
    frequency: float,
    seconds: float,
    attack: float,
    decay: float,
    partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),),
    glide: float = 1.0,
) -> Samples:
    """A struck or plucked tone: each partial is (multiple of `frequency`, amplitude,
    how fast it dies relative to the fundamental); `glide` is the pitch's ratio at
    the end (a thud sags a little as it dies)."""
    out: Samples = []
    phases = [0.0] * len(partials)
    count = round(seconds * RATE)
    taper = round(0.006 * RATE)  # the last 6 ms fade to nothing: no click where it stops
    for i in range(count):
        t = i / RATE
        rise = t / attack if t < attack else 1.0
        rise *= min(1.0, (count - i) / taper)
        pitch = frequency * (1.0 + (glide - 1.0) * i / count)
        value = 0.0
        for k, (multiple, amplitude, speed) in enumerate(partials):
            phases[k] += 2.0 * math.pi * pitch * multiple / RATE
            fall = math.exp(-max(0.0, t - attack) * speed / decay)
            value += amplitude * fall * math.sin(phases[k])
        out.append(rise * value)
    return out


def burst(seconds: float, seed: int, cutoff: float, attack: float, decay: float) -> Samples:
    """A burst of low-passed noise under an envelope: the sound of card on card."""
    source = noise(seed)
    raw = [next(source) for _ in range(round(seconds * RATE))]
    shaped = low_pass(low_pass(raw, cutoff), cutoff * 1.5)
    return [s * e for s, e in zip(shaped, envelope(seconds, attack, decay), strict=True)]


def card() -> Samples:
    """A card laid on the felt: a short muffled slap with a little body under it."""
    slap = high_pass(burst(0.11, seed=0x5EED_CA2D, cutoff=2600, attack=0.002, decay=0.018), 180)
    body = tone(150, 0.11, attack=0.002, decay=0.025, partials=((1.0, 1.0, 1.0), (2.3, 0.3, 2.0)))
    out = silence(0.12)
    mix_into(out, slap, 0.0, 1.0)
    mix_into(out, body, 0.0, 0.35)
    return out


def deal() -> Samples:
    """The deal: a riffle, fast card clicks that speed up then thin out."""
    out = silence(0.5)
    at = 0.0
    clicks = 13
    for n in range(clicks):
        gain = 0.55 + 0.45 * math.sin(math.pi * (n + 1) / (clicks + 1))
        click = burst(
            0.03, seed=0xDEA1 + 977 * n, cutoff=2500 + 140 * (n % 4), attack=0.001, decay=0.006
        )
        mix_into(out, high_pass(click, 400), at, gain)
        # Closer together in the middle of the riffle, with a little unevenness.
        at += 0.043 - 0.016 * math.sin(math.pi * n / clicks) + 0.004 * ((n * 7) % 3 - 1)
    return out


def knock() -> Samples:
    """Two knuckle raps on a wooden table: a low thud with a hollow overtone."""
    out = silence(0.36)
    for at, gain, seed in ((0.0, 1.0, 0x0B0E), (0.17, 0.85, 0x0B1F)):
        thud = tone(
            118,
            0.16,
            attack=0.0015,
            decay=0.045,
            partials=((1.0, 1.0, 1.0), (2.76, 0.55, 1.9), (5.4, 0.18, 3.2)),
            glide=0.92,
        )
        tap = high_pass(burst(0.03, seed=seed, cutoff=1800, attack=0.0008, decay=0.005), 300)
        mix_into(out, thud, at, gain)
        mix_into(out, tap, at, 0.45 * gain)
    return out


def tonk() -> Samples:
    """A tonk: a quick plucked arpeggio up a major chord, its last note held."""
    out = silence(0.6)
    bright = ((1.0, 1.0, 1.0), (2.0, 0.45, 1.6), (3.0, 0.2, 2.4), (4.0, 0.1, 3.0))
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    for n, frequency in enumerate(notes):
        last = n == len(notes) - 1
        length = 0.6 - 0.07 * n
        note = tone(frequency, length, attack=0.004, decay=0.22 if last else 0.12, partials=bright)
        mix_into(out, note, 0.07 * n, 0.8 if last else 0.55)
    return out


def caught() -> Samples:
    """Caught: two soft low notes falling a fourth, the second longer."""
    out = silence(0.56)
    warm = ((1.0, 1.0, 1.0), (2.0, 0.35, 1.5), (3.0, 0.12, 2.2))
    mix_into(out, tone(233.08, 0.22, attack=0.012, decay=0.12, partials=warm), 0.0, 0.8)  # B♭3
    mix_into(out, tone(174.61, 0.36, attack=0.012, decay=0.2, partials=warm), 0.19, 0.9)  # F3
    return out


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "deal": deal,
    "knock": knock,
    "tonk": tonk,
    "caught": caught,
}


def finished(samples: Samples) -> bytes:
    """Scaled to PEAK, faded out over the last 8 ms (no click at the end), as
    16-bit little-endian PCM."""
    top = max(abs(s) for s in samples) or 1.0
    fade = round(0.008 * RATE)
    count = len(samples)
    frames = bytearray()
    for i, sample in enumerate(samples):
        value = sample / top * PEAK
        if i >= count - fade:
            value *= (count - 1 - i) / fade
        frames += struct.pack("<h", max(-32767, min(32767, round(value * 32767))))
    return bytes(frames)


def write(folder: Path) -> list[Path]:
    """Write every sound into `folder`; the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(finished(make()))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else SOUNDS_DIR
    for path in write(folder):
        with wave.open(str(path), "rb") as made:
            ms = 1000 * made.getnframes() / made.getframerate()
        print(f"{path}: {ms:.0f} ms, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
