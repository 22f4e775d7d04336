"""Asset set checks: manifest, loading, naming, generators, and the runtime loaders.

Covers issue 6: the manifest lists every asset file and nothing else, every listed file
loads (images with pygame, sounds with ``wave`` and the mixer, fonts with
``pygame.font``), names are lowercase, the generated files match their generators, and
``drawpoker.ui.sprites`` / ``drawpoker.ui.audio`` behave as documented (no sound device
is never an error, known-faults B50).
"""

from __future__ import annotations

import io
import json
import struct
import sys
import wave
from pathlib import Path

import numpy as np
import pygame
import pytest

from drawpoker.cards import JOKER, Card, full_deck
from drawpoker.ui import audio
from drawpoker.ui import text as ui_text
from drawpoker.ui.sprites import cards as card_sprites
from drawpoker.ui.sprites import chips as chip_sprites
from drawpoker.ui.sprites import table as table_sprites

REPO = Path(__file__).resolve().parents[2]
ASSETS = REPO / "assets"
sys.path.insert(0, str(REPO / "tools"))


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _manifest() -> list[str]:
    data = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
    assert data["format"] == 1
    return data["files"]


# --------------------------------------------------------------------------- manifest
def test_manifest_lists_every_file_and_nothing_else() -> None:
    on_disk = sorted(p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*")
                     if p.is_file() and p.name != "manifest.json")
    listed = _manifest()
    assert sorted(listed) == on_disk, (
        f"not listed: {sorted(set(on_disk) - set(listed))}; "
        f"listed but missing: {sorted(set(listed) - set(on_disk))}"
    )
    assert len(listed) == len(set(listed))


def test_manifest_is_what_the_tool_writes() -> None:
    import make_manifest

    assert (ASSETS / "manifest.json").read_text(encoding="utf-8") == make_manifest.manifest_text()


def test_names_are_lowercase_and_portable() -> None:
    for name in _manifest():
        if name == "LICENSES.md":  # the licence register, read by people only
            continue
        assert name == name.lower(), name
        assert " " not in name and "\\" not in name, name


def test_manifest_tool_refuses_capitals(tmp_path: Path) -> None:
    import make_manifest

    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "As.svg").write_text("x")
    with pytest.raises(ValueError, match="As.svg"):
        make_manifest.asset_files(tmp_path)


def test_asset_set_is_small() -> None:
    total = sum((ASSETS / name).stat().st_size for name in _manifest())
    assert total < 20 * 1024 * 1024, f"assets are {total / 1e6:.1f} MB"


def test_every_file_has_a_licence_entry() -> None:
    text = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    folders = {name.split("/")[0] for name in _manifest() if "/" in name}
    for folder in folders:
        assert f"`{folder}/" in text, f"assets/{folder}/ has no entry in LICENSES.md"


# --------------------------------------------------------------------------- loading
def _opaque_fraction(surf: pygame.Surface) -> float:
    alpha = pygame.surfarray.array_alpha(surf)
    return float((alpha > 0).mean())


def _icon_images(path: Path) -> list[bytes]:
    """The embedded images of an .ico (PNG or BMP-DIB) or .icns (PNG) file."""
    data = path.read_bytes()
    images = []
    if path.suffix == ".ico":
        reserved, kind, count = struct.unpack_from("<HHH", data, 0)
        assert (reserved, kind) == (0, 1) and count > 0
        for i in range(count):
            _, _, _, _, _, bpp, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
            images.append(data[offset:offset + size])
    else:
        assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
        pos = 8
        while pos < len(data):
            length = struct.unpack(">I", data[pos + 4:pos + 8])[0]
            images.append(data[pos + 8:pos + length])
            pos += length
    return images


def _load_icon_image(blob: bytes) -> pygame.Surface:
    if blob[:8] == b"\x89PNG\r\n\x1a\n":
        return pygame.image.load(io.BytesIO(blob), "x.png")
    # BMP DIB: rebuild a file header so SDL can read it
    header_size, w, h2 = struct.unpack_from("<Iii", blob, 0)
    assert header_size == 40 and h2 == 2 * w
    pixels = blob[40:40 + w * w * 4]
    return pygame.image.frombytes(pixels, (w, w), "BGRA", True)


@pytest.mark.parametrize("name", _manifest())
def test_every_listed_file_loads(name: str) -> None:
    path = ASSETS / name
    ext = path.suffix
    if ext == ".svg":
        surf = pygame.image.load_sized_svg(str(path), (64, 90))
        assert _opaque_fraction(surf) > 0.3, f"{name} renders (nearly) empty"
    elif ext == ".png":
        surf = pygame.image.load(str(path))
        assert surf.get_width() >= 256
    elif ext in (".ico", ".icns"):
        images = _icon_images(path)
        assert len(images) >= 5
        sizes = {_load_icon_image(blob).get_width() for blob in images}
        assert {16, 32, 256} <= sizes
    elif ext == ".wav":
        loop = name == "sounds/ambience.wav"  # the room's loop: a quarter of the rate
        with wave.open(str(path)) as w:
            rate = 11_025 if loop else 44_100
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, rate)
            frames = np.frombuffer(w.readframes(w.getnframes()), "<i2").astype(np.int32)
        seconds = len(frames) / rate
        if name == "sounds/ambience.wav":  # the room's loop, under the whole game
            assert 4.0 <= seconds <= 15.0, f"{name} lasts {seconds:.2f} s"
        else:
            assert 0.03 <= seconds <= 1.5, f"{name} lasts {seconds:.2f} s"
        peak = int(np.abs(frames).max())
        assert 0.3 * 32767 < peak < 0.95 * 32767, f"{name}: peak {peak} (silent or clipping)"
        if name == "sounds/ambience.wav":  # a loop: its end runs on into its start
            assert abs(int(frames[-1]) - int(frames[0])) < 400, f"{name} clicks at the seam"
        else:
            assert abs(int(frames[0])) < 400 and abs(int(frames[-1])) < 50, f"{name} clicks"
    elif ext == ".ttf":
        font = pygame.font.Font(str(path), 24)
        for ch in "♠♥♦♣ľščťžýôäňŕĺßüöЖЯщ":
            assert font.metrics(ch)[0] is not None, f"{name} lacks {ch!r}"
        assert font.render("A♠ K♥ Q♦ J♣", True, (0, 0, 0)).get_width() > 50
    elif ext in (".txt", ".md"):
        assert len(path.read_text(encoding="utf-8")) > 100
    else:
        pytest.fail(f"no loader check for {name}")


# --------------------------------------------------------------------------- generators
def test_generated_svgs_match_their_tools() -> None:
    import make_cards
    import make_chips

    for deck in make_cards.DECK_COLOURS:
        for rank in range(2, 15):
            for suit in "cdhs":
                path = ASSETS / "cards" / deck / f"{make_cards.file_stem(rank, suit)}.svg"
                assert path.read_text(encoding="utf-8") == make_cards.card_svg(rank, suit, deck), path
        assert (ASSETS / "cards" / deck / "joker.svg").read_text(encoding="utf-8") == \
            make_cards.joker_card()
    for back, make in make_cards.BACKS.items():
        assert (ASSETS / "cards" / "backs" / f"{back}.svg").read_text(encoding="utf-8") == make()
    for value in make_chips.CHIPS:
        assert (ASSETS / "chips" / f"chip_{value}.svg").read_text(encoding="utf-8") == \
            make_chips.chip_svg(value)


def test_generated_sounds_match_their_tool() -> None:
    import make_sounds

    for name, (seed, make) in make_sounds.SOUNDS.items():
        data = make_sounds.wav_bytes(make(np.random.default_rng(seed)))
        assert (ASSETS / "sounds" / f"{name}.wav").read_bytes() == data, name
    for name, (seed, make) in make_sounds.AMBIENCE.items():
        data = make_sounds.ambience_bytes(make(np.random.default_rng(seed)))
        assert (ASSETS / "sounds" / f"{name}.wav").read_bytes() == data, name


def test_court_cards_have_artwork_not_just_a_letter() -> None:
    import make_cards

    pip = make_cards.card_svg(10, "s", "classic")
    for rank in (11, 12, 13):
        court = make_cards.card_svg(rank, "s", "classic")
        # a figure: far more shapes than a ten, and drawn twice (mirrored halves)
        assert court.count("<") > 3 * pip.count("<")
        assert "rotate(180 125 175)" in court


# --------------------------------------------------------------------------- sprites
@pytest.mark.parametrize("size", [(40, 56), (100, 140), (286, 400)])
def test_every_card_renders_at_exact_size(size: tuple[int, int]) -> None:
    for deck in card_sprites.DECKS:
        for card in [*full_deck(), JOKER]:
            surf = card_sprites.card_surface(card, size, deck=deck)
            assert surf.get_size() == size
    for back in card_sprites.card_backs():
        assert card_sprites.card_surface(None, size, back=back).get_size() == size


def _mean_rgb(surf: pygame.Surface) -> np.ndarray:
    rgb = pygame.surfarray.array3d(surf).astype(float)
    alpha = pygame.surfarray.array_alpha(surf) > 0
    return rgb[alpha].mean(axis=0)


def test_four_colour_deck_colours_diamonds_and_clubs() -> None:
    size = (100, 140)
    for suit, channel in (("d", 2), ("c", 1)):
        two = _mean_rgb(card_sprites.card_surface(Card(7, suit), size, deck="classic"))
        four = _mean_rgb(card_sprites.card_surface(Card(7, suit), size, deck="four-color"))
        assert four[channel] > two[channel] + 3, (suit, two, four)
    same_two = pygame.image.tobytes(card_sprites.card_surface(Card(7, "s"), size), "RGBA")
    same_four = pygame.image.tobytes(
        card_sprites.card_surface(Card(7, "s"), size, deck="four-color"), "RGBA")
    assert same_two == same_four


def test_card_faces_differ_and_face_down_shows_the_back() -> None:
    size = (60, 84)
    seen = {pygame.image.tobytes(card_sprites.card_surface(c, size), "RGBA") for c in full_deck()}
    assert len(seen) == 52
    back = card_sprites.card_surface(None, size, back="red")
    down = card_sprites.card_surface(Card(14, "s"), size, back="red", face_down=True)
    assert pygame.image.tobytes(back, "RGBA") == pygame.image.tobytes(down, "RGBA")
    assert len(card_sprites.card_backs()) >= 3
    assert card_sprites.card_backs()[0] == card_sprites.DEFAULT_BACK


def test_small_cards_use_jumbo_indices_unless_asked() -> None:
    tiny, big = (46, 64), (100, 140)
    auto = pygame.image.tobytes(card_sprites.card_surface(Card(12, "h"), tiny), "RGBA")
    compact = pygame.image.tobytes(
        card_sprites.card_surface(Card(12, "h"), tiny, style="compact"), "RGBA")
    full = pygame.image.tobytes(card_sprites.card_surface(Card(12, "h"), tiny, style="full"), "RGBA")
    assert auto == compact != full
    assert pygame.image.tobytes(card_sprites.card_surface(Card(12, "h"), big), "RGBA") == \
        pygame.image.tobytes(card_sprites.card_surface(Card(12, "h"), big, style="full"), "RGBA")
    assert card_sprites.card_surface(JOKER, tiny).get_size() == tiny
    with pytest.raises(ValueError, match="style"):
        card_sprites.card_surface(Card(2, "c"), tiny, style="huge")


def test_card_shadow_is_soft_and_larger_than_the_card() -> None:
    shadow = card_sprites.card_shadow_surface((100, 140))
    w, h = shadow.get_size()
    assert w > 100 and h > 140
    alpha = pygame.surfarray.array_alpha(shadow)
    assert alpha[w // 2, h // 2] > 80 and alpha[0, 0] < 10
    assert len(np.unique(alpha[:, h // 2])) > 4  # a gradient, not a hard edge


def test_card_surface_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="deck"):
        card_sprites.card_surface(Card(2, "c"), (50, 70), deck="tarot")
    with pytest.raises(ValueError, match="back"):
        card_sprites.card_surface(None, (50, 70), back="plaid")
    with pytest.raises(ValueError, match="size"):
        card_sprites.card_surface(Card(2, "c"), (0, 70))


@pytest.mark.parametrize("amount", [0, 1, 4, 5, 137, 999, 1000, 12_345, 987_654])
def test_chip_stack_plan_is_exact_and_largest_first(amount: int) -> None:
    plan = chip_sprites.chip_stack_plan(amount)
    assert sum(plan) == amount
    assert plan == sorted(plan, reverse=True)
    assert all(v in chip_sprites.chip_denominations() for v in plan)
    # greedy with these values is optimal: never 5 of a value that a bigger chip replaces
    for small, big in zip(chip_sprites.CHIP_DENOMINATIONS, chip_sprites.CHIP_DENOMINATIONS[1:], strict=False):
        assert plan.count(small) * small < big


def test_chip_stack_plan_examples_and_errors() -> None:
    assert chip_sprites.chip_stack_plan(137) == [100, 25, 5, 5, 1, 1]
    for bad in (-1, 2.5, "10", True):
        with pytest.raises(ValueError):
            chip_sprites.chip_stack_plan(bad)  # type: ignore[arg-type]


def test_chips_have_distinct_colours_and_stacks_grow() -> None:
    values = chip_sprites.chip_denominations()
    assert len(values) >= 5
    colours = [_mean_rgb(chip_sprites.chip_surface(v, 80)) for v in values]
    for i in range(len(colours)):
        for j in range(i + 1, len(colours)):
            assert np.abs(colours[i] - colours[j]).sum() > 40, (values[i], values[j])
    one = chip_sprites.chip_stack_surface([25], 80)
    ten = chip_sprites.chip_stack_surface([25] * 10, 80)
    assert ten.get_height() == one.get_height() + 9 * chip_sprites.chip_stack_step(80)
    pile = chip_sprites.chip_pile_surface(2_737, 40)
    assert pile.get_width() > 40 * 3
    with pytest.raises(ValueError):
        chip_sprites.chip_surface(3, 80)


def test_dealer_button_and_font() -> None:
    button = chip_sprites.dealer_button_surface(64)
    assert button.get_width() == 64 and _opaque_fraction(button) > 0.5
    f = ui_text.font(20, bold=True)
    assert f.metrics("♠")[0] is not None
    assert ui_text.font(20) is ui_text.font(20)


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_table_surface(size: tuple[int, int]) -> None:
    for felt in ("green", "blue", "red"):
        table = table_sprites.table_surface(size, felt=felt)
        assert table.get_size() == size
    geo = table_sprites.table_geometry(size)
    green = table_sprites.table_surface(size, felt="green")
    centre = green.get_at(geo.felt.center)
    corner = green.get_at((2, 2))
    assert centre.g > centre.r and centre.g > centre.b  # green cloth in the middle
    assert sum(corner[:3]) < sum(centre[:3])  # darker room around the table
    custom = pygame.Rect(100, 80, 500, 300)
    t2 = table_sprites.table_surface(size, felt="blue", felt_rect=custom)
    c2 = t2.get_at(custom.center)
    assert c2.b > c2.r
    with pytest.raises(ValueError, match="felt"):
        table_sprites.table_surface(size, felt="plaid")


# --------------------------------------------------------------------------- audio
def test_sound_bank_plays_every_sound_and_controls_volume() -> None:
    bank = audio.SoundBank(volume=0.5)
    if not bank.available:
        pytest.skip(f"no mixer with the dummy driver here: {bank.problem}")
    for name in audio.SOUND_NAMES:
        bank.play(name)
    bank.volume = 3
    assert bank.volume == 1.0
    bank.volume = -1
    assert bank.volume == 0.0
    bank.muted = True
    bank.play("deal")
    assert bank.muted
    with pytest.raises(ValueError, match="unknown sound"):
        bank.play("trumpet")
    bank.stop()


def test_sound_names_match_files() -> None:
    expected = {"shuffle", "deal", "flip", "check", "bet", "chips_to_pot", "pot_push", "big_pot", "fold",
                "click", "your_turn"}
    assert set(audio.SOUND_NAMES) == expected
    for path in audio.SoundBank.files():
        assert path.is_file()


def test_no_sound_device_is_silent_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_init(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    bank = audio.SoundBank()
    assert not bank.available and "audio device" in (bank.problem or "")
    for name in audio.SOUND_NAMES:
        bank.play(name)  # must not raise
    bank.volume = 0.3
    bank.muted = False
    bank.stop()
    with pytest.raises(ValueError):
        bank.play("nope")
