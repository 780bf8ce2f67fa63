#!/usr/bin/env python3
"""Synthesises the game's sounds into resources/sounds/ (see the README there).

    scripts/make-sounds.py [OUTPUT_DIR]

Every sound is made here from sine waves and a little noise, with a fixed
random seed, so that running the script again writes the same bytes. Only
Python's standard library is used: 16-bit mono PCM WAV at 44.1 kHz, the
format QSoundEffect plays everywhere.
"""

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0):
    """Adds `sound` into `into` starting `at` seconds in, growing it as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, sample in enumerate(sound):
        into[start + i] += gain * sample
    return into


def knock(seconds, modes, noise=0.0, noise_decay=0.002, seed=1):
    """A struck body: damped sine modes (frequency, amplitude, decay time) and
    a short burst of noise for the contact."""
    rng = random.Random(seed)
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        value = sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t) for f, a, tau in modes)
        if noise:
            value += noise * math.exp(-t / noise_decay) * (rng.random() * 2 - 1)
        out.append(value)
    return out


def bell(frequency, seconds, decay, brightness=0.35):
    """A soft bell: a fundamental and two inharmonic partials that fade
    faster, with a few milliseconds of attack so it does not click."""
    partials = [(1.0, 1.0, decay), (2.76, brightness, decay * 0.45), (5.40, brightness * 0.4, decay * 0.2)]
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        out.append(attack * sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * frequency * r * t)
                                for r, a, tau in partials))
    return out


def wooden_click(seed):
    # A man set down on a wooden board: low body modes and a dry contact.
    return knock(0.12, [(520, 0.55, 0.018), (1150, 0.35, 0.011), (2480, 0.18, 0.006)],
                 noise=0.45, noise_decay=0.0018, seed=seed)


def piece_on_piece(seed):
    # Two pieces striking each other: higher and harder than the board.
    return knock(0.09, [(1650, 0.5, 0.012), (3100, 0.3, 0.007), (4700, 0.15, 0.004)],
                 noise=0.5, noise_decay=0.0012, seed=seed)


def move():
    return wooden_click(seed=11)


def capture():
    # The capturing piece lands, then the captured one is swept off with a click.
    out = mix([], wooden_click(seed=21))
    mix(out, piece_on_piece(seed=22), at=0.055, gain=0.9)
    mix(out, piece_on_piece(seed=23), at=0.115, gain=0.55)
    return out


def crown():
    # A man becomes a king: a piece set on top of it, then a rising chime.
    out = mix([], piece_on_piece(seed=31), gain=0.8)
    mix(out, bell(1318.5, 0.45, 0.16), at=0.06, gain=0.45)  # E6
    mix(out, bell(1760.0, 0.60, 0.22), at=0.17, gain=0.45)  # A6
    return out


def game_end():
    # The game is over: a calm major arpeggio that rings out.
    out = []
    for k, (frequency, at) in enumerate([(523.25, 0.0), (659.25, 0.16), (783.99, 0.32), (1046.5, 0.48)]):
        mix(out, bell(frequency, 1.0 if k == 3 else 0.7, 0.35 if k == 3 else 0.22, brightness=0.25), at=at,
            gain=0.34)
    return out


def finish(samples, peak=0.7, fade=0.01):
    """Normalises to `peak` of full scale and fades the last `fade` seconds
    out, so that every sound ends on silence."""
    top = max(abs(s) for s in samples) or 1.0
    n = len(samples)
    fade_samples = int(fade * RATE)
    out = []
    for i, s in enumerate(samples):
        gain = peak / top
        if i >= n - fade_samples:
            gain *= (n - i) / fade_samples
        out.append(s * gain)
    return out


def write(path, samples):
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(data)


SOUNDS = {
    "move.wav": (move, 0.55),
    "capture.wav": (capture, 0.65),
    "crown.wav": (crown, 0.6),
    "game-end.wav": (game_end, 0.6),
}


def main():
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "resources" / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        samples = finish(make() + silence(0.02), peak=peak)
        write(out_dir / name, samples)
        print(f"{out_dir / name}: {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
