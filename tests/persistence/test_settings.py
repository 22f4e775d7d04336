"""Settings file: defaults, round trips, upgrade, damaged / newer files (issue 8)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.paths import data_paths, file_in_the_way, kept_aside_path
from drawpoker.persistence.settings import (
    SETTINGS_VERSION,
    NewerFileError,
    Settings,
    SettingsStore,
    load_settings,
    save_settings,
)

UI_KEYS = {
    "language", "animation_speed", "volume", "muted", "four_color_deck", "card_back",
    "table_color", "fullscreen", "window_size", "confirm_allin", "confirm_call_fraction",
    "reduced_motion", "advisor_enabled", "auto_next_hand_seconds", "last_table",
    "confirm_stand_pat", "confirm_free_fold", "undo_draw", "fold_fast_forward",
    "coach_enabled", "tutorial_step", "tutorial_offered", "key_map", "chip_set",
    "effects_volume", "effects_muted", "voice_volume", "voice_muted", "ambience_volume",
    "ambience_muted", "speak_table", "text_size",
}

LAST_TABLE = {
    "rules": {"structure": "fixed-limit", "ante": 5, "open_requirement": "jacks-or-better"},
    "seats": [{"name": "You", "player": "human", "buy_in": 200},
              {"name": "Bea", "player": "medium:tight", "buy_in": 250}],
}


def test_paths_override_puts_everything_in_one_folder(tmp_path: Path) -> None:
    paths = data_paths(tmp_path / "d").ensure()
    assert paths.settings_file == (tmp_path / "d" / "settings.json").resolve()
    assert paths.profile_file.parent == paths.settings_file.parent
    assert paths.config_dir.is_dir()


@pytest.mark.parametrize("below", ["", "a/b"])
def test_paths_ensure_names_a_file_in_the_way(tmp_path: Path, below: str) -> None:
    blocker = tmp_path / "notes.txt"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(NotADirectoryError, match=f"{blocker} is a file, not a folder"):
        data_paths(blocker / below if below else blocker).ensure()
    assert file_in_the_way(tmp_path / "fresh" / "folder") is None
    assert file_in_the_way(blocker / below) == blocker


def test_paths_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DRAWPOKER_DATA_DIR", str(tmp_path))
    assert data_paths().profile_file == (tmp_path / "profile.sqlite3").resolve()
    monkeypatch.delenv("DRAWPOKER_DATA_DIR")
    normal = data_paths()
    assert "drawpoker" in str(normal.settings_file)
    assert normal.settings_file.parent != tmp_path.resolve()


def test_kept_aside_never_reuses_a_name(tmp_path: Path) -> None:
    f = tmp_path / "settings.json"
    f.write_text("x")
    a = kept_aside_path(f)
    a.write_text("first")
    b = kept_aside_path(f)
    assert a != b and not b.exists()
    assert a.name.startswith("settings.corrupt-") and a.suffix == ".json"


def test_defaults_have_every_ui_key() -> None:
    assert set(Settings().to_dict()) == UI_KEYS


def test_missing_file_gives_defaults_and_no_notice(tmp_path: Path) -> None:
    settings, notices, writable = load_settings(tmp_path / "settings.json")
    assert settings == Settings() and notices == [] and writable


def test_round_trip_every_key(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    changed = Settings().replace(
        language="de", animation_speed="instant", volume=0.25, muted=True,
        four_color_deck=True, card_back="red-lattice", table_color="blue", chip_set="jewel",
        fullscreen=True,
        window_size=(1600, 900), confirm_allin=False, confirm_call_fraction=0.9,
        reduced_motion=True, advisor_enabled=False, auto_next_hand_seconds=3.5,
        confirm_stand_pat=False, confirm_free_fold=False, undo_draw=False,
        fold_fast_forward="fast",
        last_table=LAST_TABLE,
    )
    save_settings(path, changed)
    loaded, notices, _ = load_settings(path)
    assert loaded == changed
    assert notices == []
    doc = json.loads(path.read_text())
    assert doc["version"] == SETTINGS_VERSION and doc["settings"]["volume"] == 0.25


@pytest.mark.parametrize(
    ("key", "bad"),
    [("volume", 1.5), ("volume", "loud"), ("animation_speed", "ludicrous"), ("muted", 1),
     ("window_size", [10, 10]), ("language", "xx"), ("card_back", "../../etc/passwd"),
     ("chip_set", "a b"),
     ("auto_next_hand_seconds", -1), ("last_table", {"rules": {"ante": -5},
                                                     "seats": LAST_TABLE["seats"]})],
)
def test_replace_refuses_bad_values_naming_the_key(key: str, bad: object) -> None:
    with pytest.raises(ValueError, match=key):
        Settings().replace(**{key: bad})


def test_bad_values_reset_one_by_one_with_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2, "settings": {
        "volume": 7, "muted": True, "animation_speed": "warp", "unknown_key": 3}}))
    settings, notices, writable = load_settings(path)
    assert settings.muted is True
    assert settings.volume == Settings().volume
    assert settings.animation_speed == "normal"
    assert [n.kind for n in notices] == [NoticeKind.RESET_VALUES]
    assert set(notices[0].keys) == {"volume", "animation_speed"}
    assert "volume" in notices[0].message()
    # the repaired file was written back
    assert json.loads(path.read_text())["settings"]["volume"] == Settings().volume


def test_upgrade_from_version_1(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "volume": 40, "sound": False,
                                "window": "1024x768", "language": "sk"}))
    settings, notices, writable = load_settings(path)
    assert settings.volume == pytest.approx(0.4)
    assert settings.muted is True
    assert settings.window_size == (1024, 768)
    assert settings.language == "sk"
    assert [n.kind for n in notices] == [NoticeKind.UPGRADED]
    assert json.loads(path.read_text())["version"] == SETTINGS_VERSION


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b'{"version": "two"}',
     b'{"format": "other", "version": 2, "settings": {}}', b'{"version": 2, "volume": NaN}',
     b"[" * 100000, b'{"settings": {"volume": 0.1}}'],
)
def test_damaged_file_kept_aside_defaults_and_notice(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, notices, writable = load_settings(path)
    assert settings == Settings()
    assert writable
    assert len(notices) == 1 and notices[0].kind is NoticeKind.CORRUPT
    kept = notices[0].kept_aside
    assert kept is not None and kept.exists() and kept.read_bytes() == content
    assert "corrupt" in kept.name
    assert str(kept) in notices[0].message()
    # a fresh default file replaced it
    assert load_settings(path) == (Settings(), [], True)


def test_truncated_file_recovered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings().replace(volume=0.3))
    full = path.read_bytes()
    path.write_bytes(full[: len(full) // 2])
    settings, notices, _ = load_settings(path)
    assert settings == Settings()
    assert notices[0].kind is NoticeKind.CORRUPT
    assert notices[0].kept_aside is not None
    assert notices[0].kept_aside.read_bytes() == full[: len(full) // 2]


def test_newer_version_refused_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = json.dumps({"format": "drawpoker-settings", "version": SETTINGS_VERSION + 1,
                           "settings": {"volume": 0.1, "hologram": True}})
    path.write_text(original)
    store = SettingsStore(path)
    settings = store.load()
    assert settings == Settings()
    assert not store.writable
    assert [n.kind for n in store.notices] == [NoticeKind.NEWER]
    assert str(SETTINGS_VERSION + 1) in store.notices[0].message()
    assert store.save(settings.replace(volume=0.9)) is False
    with pytest.raises(NewerFileError):
        save_settings(path, Settings())
    assert path.read_text() == original
    assert list(tmp_path.iterdir()) == [path]


def test_store_save_and_reload(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "settings.json"
    store = SettingsStore(path)
    store.load()
    assert store.save(store.settings.replace(table_color="red", last_table=LAST_TABLE))
    again = SettingsStore(path)
    assert again.load().table_color == "red"
    assert again.settings.last_table == LAST_TABLE
    assert again.notices == []


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for i in range(5):
        save_settings(path, Settings().replace(volume=i / 10))
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_unwritable_folder_gives_notice_not_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    path = blocker / "settings.json"
    store = SettingsStore(path)
    store.load()
    assert store.save(Settings().replace(volume=0.5)) is False
    assert store.notices[-1].kind is NoticeKind.UNWRITABLE
    assert store.notices[-1].message()


class _Payload:
    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (open, ("MARKER_PATH", "w"))


def test_loader_never_executes_a_payload(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "pwned"
    blob = pickle.dumps(_Payload()).replace(b"MARKER_PATH", str(marker).encode())
    path = tmp_path / "settings.json"
    path.write_bytes(blob)
    settings, notices, _ = load_settings(path)
    assert not marker.exists()
    assert notices[0].kind is NoticeKind.CORRUPT
    # a JSON document whose values look like code is just data
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2, "settings": {
        "language": f"__import__('os').system('touch {marker}')", "card_back": "x" * 5}}))
    settings, notices, _ = load_settings(path)
    assert not marker.exists()
    assert settings.language == "en" and settings.card_back == "xxxxx"


def test_module_sources_use_no_code_loading() -> None:
    import drawpoker.persistence as pkg

    folder = Path(pkg.__file__).parent
    sources = {p.relative_to(folder).as_posix(): p.read_text() for p in folder.rglob("*.py")}
    assert {"settings/store.py", "profile/opening.py", "resume/keeper.py", "stats.py",
            "history.py"} <= set(sources)
    for name, text in sources.items():
        for banned in ("import pickle", "pickle.", "marshal", "shelve", "eval(", "exec(",
                       "yaml", "load_extension", "__import__", "importlib"):
            assert banned not in text, f"{name} uses {banned}"


KILL_DRIVER = r"""
import sys
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from drawpoker.persistence.settings import Settings, save_settings
path = Path(sys.argv[1])
i = 0
while True:
    i += 1
    save_settings(path, Settings().replace(volume=(i % 100) / 100, card_back=f"back-{i % 7}",
                                           last_table={"rules": {"ante": 1 + i % 5},
                                                       "seats": [{"name": "a" * (i % 30 + 1)},
                                                                 {"name": "b"}]}))
    if i == 1:
        print("ready", flush=True)  # one file written: the kill comes while it writes
"""


def test_settings_writes_survive_sigkill(tmp_path: Path) -> None:
    import random
    import signal
    import subprocess
    import sys
    import time

    driver = tmp_path / "driver.py"
    driver.write_text(KILL_DRIVER)
    path = tmp_path / "settings.json"
    repo = Path(__file__).resolve().parents[2]
    rng = random.Random(4)
    for _ in range(6):
        proc = subprocess.Popen([sys.executable, str(driver), str(path), str(repo)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None
        proc.stdout.readline()  # started and wrote once (a slow machine takes longer)
        time.sleep(rng.uniform(0.05, 0.4))
        assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if proc.stderr:
            proc.stderr.close()
        proc.stdout.close()
        settings, notices, writable = load_settings(path)
        assert notices == [] and writable
        assert settings.card_back.startswith("back-")
        assert not list(tmp_path.glob(".settings.json.*.tmp"))  # stale temp files removed


def test_combine_tells_one_folder_problem_once(tmp_path: Path) -> None:
    from drawpoker.persistence.notices import Notice, NoticeKind, combine

    why = f"{tmp_path} is a file, not a folder"
    settings = Notice(NoticeKind.UNWRITABLE, "settings", tmp_path / "settings.json", detail=why)
    profile = Notice(NoticeKind.UNWRITABLE, "profile", tmp_path / "profile.sqlite3", detail=why)
    upgraded = Notice(NoticeKind.UPGRADED, "profile", tmp_path / "profile.sqlite3")
    both = combine([upgraded, profile, settings])
    assert [n.file for n in both] == ["profile", "both"]
    assert both[1].message() == f"Your settings and profile could not be saved: {why}"
    other = Notice(NoticeKind.UNWRITABLE, "profile", profile.path, detail="disk full")
    # different reasons: still told once, with the first reason
    assert [(n.file, n.detail) for n in combine([settings, other])] == [("both", why)]
    assert combine([settings, settings]) == [settings]  # the same file twice: once
    assert [n.file for n in combine([settings, upgraded, settings, profile, profile])] == [
        "both", "profile"]
    full = Notice(NoticeKind.DISK_FULL, "profile", profile.path)
    for order in ([settings, upgraded, full], [full, upgraded, settings]):
        told = combine(order)  # the guest's notice speaks for both files, in its place
        assert [(n.kind, n.file) for n in told if n.kind is not NoticeKind.UPGRADED] == [
            (NoticeKind.DISK_FULL, "both")]
        assert told.index(next(n for n in told if n.kind is NoticeKind.DISK_FULL)) == \
            order.index(full) - (order.index(full) > order.index(settings))
    told = combine([settings, profile, full])  # the pair told as one, then the guest's
    assert [(n.kind, n.file) for n in told] == [(NoticeKind.UNWRITABLE, "both"),
                                                (NoticeKind.DISK_FULL, "profile")]
