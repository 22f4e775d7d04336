"""Synthesise the game's sound effects with numpy (no samples, no recordings).

Run ``uv run python tools/make_sounds.py``. Output: ``assets/sounds/<name>.wav`` (and
``<name>_2.wav`` ... for extra takes of the frequent sounds), mono,
44.1 kHz, 16-bit PCM, peak-normalised below full scale, with short fades so nothing
clicks. Every sound is built from physical ingredients: band-limited noise for paper and
cloth (card slides, riffles), very short filtered bursts for card snaps, damped resonant
modes for wood knocks and clay-chip clacks, and inharmonic bell partials for the turn
chime. Each sound uses its own fixed random seed, so the files are reproducible.
"""

from __future__ import annotations

import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from svgkit import ASSETS, write_if_changed  # noqa: E402

RATE = 44_100
Array = np.ndarray


def _n(seconds: float) -> int:
    return int(round(seconds * RATE))


def _t(n: int) -> Array:
    return np.arange(n) / RATE


def bandpass(x: Array, lo: float, hi: float, soft: float = 0.25) -> Array:
    """Band-pass ``x`` between ``lo`` and ``hi`` Hz with smooth (raised-cosine) skirts."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    gain = np.ones_like(f)
    lo_w, hi_w = lo * soft, hi * soft
    below = f < lo
    gain[below] = np.clip((f[below] - (lo - lo_w)) / lo_w, 0, 1)
    above = f > hi
    gain[above] = np.clip(1 - (f[above] - hi) / hi_w, 0, 1)
    gain = 0.5 - 0.5 * np.cos(np.pi * gain)
    return np.fft.irfft(spec * gain, n=len(x))


def taper(x: Array, fraction: float = 0.15) -> Array:
    """Fade the last ``fraction`` of ``x`` to silence (no click where a sound is cut)."""
    n = max(1, int(len(x) * fraction))
    x = x.copy()
    x[-n:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, n))
    return x


def noise(rng: np.random.Generator, seconds: float) -> Array:
    """White noise, unit variance."""
    return rng.standard_normal(_n(seconds))


def burst(rng: np.random.Generator, seconds: float, lo: float, hi: float, decay: float,
          attack: float = 0.0008) -> Array:
    """A filtered noise burst: near-instant attack, exponential decay (``decay`` s)."""
    n = _n(seconds)
    x = bandpass(rng.standard_normal(n), lo, hi)
    t = _t(n)
    env = np.minimum(1.0, t / attack) * np.exp(-t / decay)
    return taper(x * env)


def modes(freqs: list[float], decays: list[float], amps: list[float], seconds: float,
          rng: np.random.Generator | None = None) -> Array:
    """Sum of damped sinusoids (a struck object's resonances)."""
    t = _t(_n(seconds))
    out = np.zeros_like(t)
    for f, d, a in zip(freqs, decays, amps, strict=True):
        phase = rng.uniform(0, 2 * np.pi) if rng is not None else 0.0
        out += a * np.sin(2 * np.pi * f * t + phase) * np.exp(-t / d)
    return taper(out)


def place(dest: Array, src: Array, at: float, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dest`` starting at ``at`` seconds (truncated at the end)."""
    i = _n(at)
    if i >= len(dest):
        return
    m = min(len(src), len(dest) - i)
    dest[i:i + m] += gain * src[:m]


def finish(x: Array, peak: float, fade_in: float = 0.002, fade_out: float = 0.02) -> Array:
    """High-pass at 30 Hz, fade the ends, normalise the peak to ``peak`` (0..1 of full scale)."""
    x = bandpass(x, 30, RATE / 2 - 500)
    n_in, n_out = _n(fade_in), _n(fade_out)
    if n_in:
        x[:n_in] *= np.linspace(0, 1, n_in)
    if n_out:
        x[-n_out:] *= np.linspace(1, 0, n_out) ** 2
    top = float(np.max(np.abs(x)))
    return x * (peak / top) if top > 0 else x


# --------------------------------------------------------------------------- ingredients
def card_land(rng: np.random.Generator, strength: float = 1.0) -> Array:
    """A card landing flat on felt: a soft papery 'thup'."""
    body = burst(rng, 0.06, 250, 1800, 0.012) * 1.0
    paper = burst(rng, 0.04, 2000, 7000, 0.004) * 0.35
    x = np.zeros(_n(0.06))
    place(x, body, 0)
    place(x, paper, 0)
    return x * strength


def card_slide(rng: np.random.Generator, seconds: float, lo: float = 1200, hi: float = 7000,
               shape: float = 2.0) -> Array:
    """A card sliding across cloth: band noise swelling then fading."""
    n = _n(seconds)
    x = bandpass(rng.standard_normal(n), lo, hi)
    t = np.linspace(0, 1, n)
    env = (np.sin(np.pi * t) ** shape) * (0.6 + 0.4 * t)
    # friction flutter
    env *= 1 + 0.25 * np.sin(2 * np.pi * t * seconds * rng.uniform(35, 55))
    return x * env


def chip_clack(rng: np.random.Generator, strength: float = 1.0) -> Array:
    """One clay chip striking another: a bright click with short ceramic-like ring."""
    base = rng.uniform(2300, 3400)
    freqs = [base, base * rng.uniform(1.48, 1.62), base * rng.uniform(2.2, 2.5),
             base * rng.uniform(3.1, 3.5)]
    decays = [rng.uniform(0.010, 0.018), 0.009, 0.006, 0.004]
    amps = [1.0, 0.7, 0.45, 0.3]
    ring = modes(freqs, decays, amps, 0.07, rng)
    click = burst(rng, 0.07, 3000, 12000, 0.0015) * 1.6
    thock = burst(rng, 0.07, 400, 1500, 0.005) * 0.5
    return (ring + click + thock) * strength


def knock(rng: np.random.Generator, strength: float = 1.0) -> Array:
    """A knuckle knock on a padded wooden table edge."""
    freqs = [rng.uniform(150, 175), rng.uniform(330, 380), rng.uniform(700, 800), 1450]
    ring = modes(freqs, [0.045, 0.03, 0.018, 0.008], [1.0, 0.6, 0.35, 0.15], 0.2, rng)
    hit = burst(rng, 0.2, 300, 3500, 0.004) * 1.2
    return (ring + hit) * strength


# --------------------------------------------------------------------------- sounds
def snd_deal(rng: np.random.Generator) -> Array:
    """One card dealt: a short slide across the felt, then it lands."""
    x = np.zeros(_n(0.26))
    place(x, card_slide(rng, 0.13, 1500, 7500), 0.0, 0.55)
    place(x, burst(rng, 0.02, 3000, 9000, 0.0025), 0.0, 0.6)  # leaves the dealer's hand
    place(x, card_land(rng), 0.125, 1.0)
    return finish(x, 0.72)


def snd_flip(rng: np.random.Generator) -> Array:
    """A card turned face up: a quick 'fwip' of air and the snap of card stock."""
    x = np.zeros(_n(0.18))
    n = _n(0.05)
    whoosh = bandpass(rng.standard_normal(n), 700, 5000) * np.sin(np.linspace(0, np.pi, n)) ** 2
    place(x, whoosh, 0.0, 0.5)
    place(x, burst(rng, 0.03, 2500, 11000, 0.0018), 0.045, 1.2)
    place(x, card_land(rng, 0.6), 0.06)
    return finish(x, 0.7)


def snd_shuffle(rng: np.random.Generator) -> Array:
    """A riffle shuffle: the two halves purr together, the bridge, then squaring up."""
    total = 1.25
    x = np.zeros(_n(total))
    # riffle: ~52 card edges released at an accelerating-then-slowing rate
    t = 0.05
    for k in range(52):
        u = k / 51
        gap = 0.0135 - 0.006 * np.sin(np.pi * u) + rng.uniform(-0.002, 0.002)
        amp = 0.5 + 0.5 * np.sin(np.pi * min(1.0, u * 1.3)) * rng.uniform(0.7, 1.0)
        place(x, burst(rng, 0.012, 1800, 9000, rng.uniform(0.0012, 0.0022)), t, amp)
        t += gap
    place(x, card_slide(rng, t - 0.03, 900, 6000, 1.0), 0.04, 0.18)  # purr under the riffle
    # bridge: the cards cascade back down
    bridge_at = t + 0.06
    n = _n(0.32)
    cascade = bandpass(rng.standard_normal(n), 1500, 8000)
    env = np.exp(-np.linspace(0, 4, n)) * (1 + 0.6 * np.sin(np.linspace(0, 2 * np.pi * 28, n)))
    place(x, cascade * env, bridge_at, 0.55)
    # squaring the deck: two taps on the table
    place(x, card_land(rng, 1.0), bridge_at + 0.34)
    place(x, card_land(rng, 0.7), bridge_at + 0.45)
    return finish(x, 0.72)


def snd_check(rng: np.random.Generator) -> Array:
    """Check: two knocks on the table."""
    x = np.zeros(_n(0.42))
    place(x, knock(rng, 1.0), 0.0)
    place(x, knock(rng, 0.8), 0.14)
    return finish(x, 0.8, fade_out=0.05)


def snd_bet(rng: np.random.Generator) -> Array:
    """A bet: a short stack of chips set down, the chips clacking as they settle."""
    x = np.zeros(_n(0.34))
    place(x, burst(rng, 0.05, 300, 1500, 0.008), 0.0, 0.5)  # the stack touches the felt
    t = 0.004
    for k in range(5):
        place(x, chip_clack(rng, 1.0 - k * 0.15), t)
        t += rng.uniform(0.022, 0.05)
    return finish(x, 0.75, fade_out=0.04)


def snd_chips_to_pot(rng: np.random.Generator) -> Array:
    """Bets gathered into the pot: chips slide across the felt and clatter together."""
    x = np.zeros(_n(0.62))
    place(x, card_slide(rng, 0.35, 300, 3000, 1.2), 0.0, 0.35)
    t = 0.12
    for _ in range(11):
        place(x, chip_clack(rng, rng.uniform(0.4, 1.0)), t)
        t += rng.uniform(0.015, 0.045)
    return finish(x, 0.72, fade_out=0.06)


def snd_pot_push(rng: np.random.Generator) -> Array:
    """The pot pushed to the winner: a long slide of many chips and a settling clatter."""
    x = np.zeros(_n(1.1))
    place(x, card_slide(rng, 0.6, 250, 2600, 1.0), 0.0, 0.45)
    t = 0.05
    for k in range(22):
        u = k / 21
        place(x, chip_clack(rng, rng.uniform(0.3, 1.0) * (0.6 + 0.4 * np.sin(np.pi * u))), t)
        t += rng.uniform(0.01, 0.04) * (1 + u)
    return finish(x, 0.75, fade_out=0.1)


def snd_big_pot(rng: np.random.Generator) -> Array:
    """A big pot won: the long push of a tall pile (more chips, longer) under a soft
    rising three-note chime."""
    x = np.zeros(_n(1.45))
    place(x, card_slide(rng, 0.75, 250, 2600, 1.0), 0.0, 0.5)
    t = 0.05
    for k in range(32):
        u = k / 31
        place(x, chip_clack(rng, rng.uniform(0.3, 1.0) * (0.6 + 0.4 * np.sin(np.pi * u))), t)
        t += rng.uniform(0.01, 0.03) * (1 + u)
    for at, f0, gain in ((0.35, 1046.5, 0.45), (0.47, 1318.5, 0.5), (0.59, 1568.0, 0.6)):
        partials = [f0, f0 * 2.0, f0 * 2.76]
        bell = modes(partials, [0.3, 0.18, 0.1], [1.0, 0.2, 0.2], 0.8)
        bell *= np.minimum(1.0, _t(len(bell)) / 0.003)
        place(x, bell, at, gain)
    return finish(x, 0.8, fade_out=0.15)


def snd_fold(rng: np.random.Generator) -> Array:
    """A fold: the hand tossed face down towards the muck."""
    x = np.zeros(_n(0.3))
    place(x, card_slide(rng, 0.16, 800, 5000, 1.5), 0.0, 0.5)
    place(x, card_land(rng, 0.8), 0.12)
    place(x, card_land(rng, 0.45), 0.155)
    return finish(x, 0.6)


def snd_click(rng: np.random.Generator) -> Array:
    """A button click: a small, dry tick."""
    x = np.zeros(_n(0.05))
    place(x, burst(rng, 0.05, 2500, 8000, 0.0012), 0.0, 1.0)
    place(x, modes([1900, 3300], [0.006, 0.003], [0.5, 0.25], 0.05), 0.0)
    return finish(x, 0.5, fade_in=0.0005, fade_out=0.01)


def snd_your_turn(rng: np.random.Generator) -> Array:
    """Your turn: a soft two-note bell chime."""
    x = np.zeros(_n(1.0))
    for at, f0, gain in ((0.0, 1046.5, 0.8), (0.14, 1568.0, 1.0)):
        partials = [f0, f0 * 2.0, f0 * 2.76, f0 * 5.4]
        bell = modes(partials, [0.3, 0.2, 0.12, 0.05], [1.0, 0.25, 0.3, 0.08], 0.86)
        bell *= np.minimum(1.0, _t(len(bell)) / 0.003)
        place(x, bell, at, gain)
    return finish(x, 0.42, fade_out=0.15)


def snd_ambience(rng: np.random.Generator) -> Array:
    """The card room, looped under the game (the ambience channel): a low murmur of a
    room (brown-ish noise in the voice band, breathing slowly) with a few distant chip
    clacks and card snaps. The last second is mixed into the first, so it loops without
    a seam."""
    seconds, overlap = 6.0, 1.0
    murmur = bandpass(np.cumsum(noise(rng, seconds + overlap)) * 0.02, 120, 900)
    murmur -= float(np.mean(murmur))
    t = _t(len(murmur))
    murmur *= 0.75 + 0.25 * np.sin(2 * np.pi * t / (seconds / 3)) ** 2
    for at in rng.uniform(0.3, seconds - 0.3, 7):
        place(murmur, chip_clack(rng, 0.25) * 0.05, float(at))
    for at in rng.uniform(0.3, seconds - 0.3, 4):
        place(murmur, card_land(rng, 0.3) * 0.04, float(at))
    n, k = _n(seconds), _n(overlap)
    loop = murmur[:n].copy()
    fade = np.linspace(0, 1, k)
    loop[:k] = loop[:k] * fade + murmur[n:n + k] * (1 - fade)
    top = float(np.max(np.abs(loop)))
    return loop * (0.4 / top) if top > 0 else loop


#: The room's loop (``drawpoker.ui.ambience``), written beside the effects: name -> seed, maker.
AMBIENCE: dict[str, tuple[int, Callable[[np.random.Generator], Array]]] = {
    "ambience": (21, snd_ambience),
}
#: The loop is kept at a quarter of the rate (a murmur under 900 Hz and distant clacks
#: need no more than 5 kHz): 132 kB, not 530 kB, against the build's size bar.
AMBIENCE_RATE = RATE // 4


def ambience_bytes(x: Array) -> bytes:
    """The loop ``x`` (at :data:`RATE`) as a WAV file at :data:`AMBIENCE_RATE`: low-passed
    below the new Nyquist frequency, then every fourth sample."""
    step = RATE // AMBIENCE_RATE
    return wav_bytes(bandpass(x, 0, AMBIENCE_RATE / 2 - 500)[::step], AMBIENCE_RATE)

SOUNDS: dict[str, tuple[int, Callable[[np.random.Generator], Array]]] = {
    "shuffle": (11, snd_shuffle),
    "deal": (12, snd_deal),
    "flip": (13, snd_flip),
    "check": (14, snd_check),
    "bet": (15, snd_bet),
    "chips_to_pot": (16, snd_chips_to_pot),
    "pot_push": (17, snd_pot_push),
    "big_pot": (21, snd_big_pot),
    "fold": (18, snd_fold),
    "click": (19, snd_click),
    "your_turn": (20, snd_your_turn),
}


def wav_bytes(x: Array, rate: int = RATE) -> bytes:
    """16-bit mono PCM WAV of ``x`` (floats in -1..1) at ``rate`` samples a second."""
    pcm = np.clip(np.round(x * 32767), -32767, 32767).astype("<i2")
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


#: Sounds heard many times in a row get takes of their own (``deal_2.wav``, ...), which
#: ``drawpoker.ui.audio.SoundBank`` plays in turn so repeats don't sound mechanical.
TAKES: dict[str, int] = {"deal": 3, "flip": 2, "bet": 3, "check": 2, "chips_to_pot": 2}


def main() -> None:
    """Write every sound (and its extra takes) and the ambience loop under assets/sounds/."""
    written = 0
    for name, (seed, make) in SOUNDS.items():
        for take in range(1, TAKES.get(name, 1) + 1):
            x = make(np.random.default_rng(seed + 100 * (take - 1)))
            stem = name if take == 1 else f"{name}_{take}"
            written += write_if_changed(ASSETS / "sounds" / f"{stem}.wav", wav_bytes(x))
    for name, (seed, make) in AMBIENCE.items():
        x = make(np.random.default_rng(seed))
        written += write_if_changed(ASSETS / "sounds" / f"{name}.wav", ambience_bytes(x))
    print(f"make_sounds: {written} file(s) written")


if __name__ == "__main__":
    main()
