"""The game's sounds: the committed WAV files are what packaging/make_sounds.py
makes (byte for byte), small, short and of one format; the real QSoundEffect
output loads and plays them on a sound server (a PulseAudio null sink this test
starts on a socket of its own), and with no sound server the game is silent,
says why, and prints nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from tonk_desktop.resources import asset_path
from tonk_desktop.ui.sound import SOUNDS

ROOT = Path(__file__).resolve().parents[2]
SOUNDS_DIR = asset_path("sounds")


def test_the_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_sounds.py"), str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    made = sorted(path.name for path in tmp_path.glob("*.wav"))
    assert made == sorted(f"{name}.wav" for name in SOUNDS)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS_DIR / name).read_bytes(), name


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_a_short_small_16_bit_mono_wav(name: str) -> None:
    path = SOUNDS_DIR / f"{name}.wav"
    with wave.open(str(path), "rb") as sound:
        assert sound.getnchannels() == 1
        assert sound.getsampwidth() == 2
        assert sound.getframerate() in (22_050, 44_100)
        assert sound.getcomptype() == "NONE"
        ms = 1000 * sound.getnframes() / sound.getframerate()
        frames = sound.readframes(sound.getnframes())
    assert 50 <= ms <= 600
    assert path.stat().st_size <= 40_000
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples)
    assert 0.3 * 32767 < peak < 32767  # heard, never clipped
    assert abs(samples[-1]) < 200  # faded out: no click at the end


def test_the_sounds_credits_name_their_source_and_licence() -> None:
    credits = (SOUNDS_DIR / "CREDITS.md").read_text(encoding="utf-8")
    assert "make_sounds.py" in credits and "CC0" in credits


# ------------------------------------------------------------ the real QSoundEffect

PROBE = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication([])
    from tonk_desktop.ui.sound import QtSoundOutput, SOUNDS, open_qt_output
    output = open_qt_output()
    print("problem:", output.problem())
    if isinstance(output, QtSoundOutput):
        from PySide6.QtMultimedia import QSoundEffect
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(
            e.status() == QSoundEffect.Status.Loading for e in output.effects.values()
        ):
            QCoreApplication.processEvents()
            time.sleep(0.01)
        for name, effect in output.effects.items():
            print(name, effect.status().name, effect.source().toLocalFile())
        for name in SOUNDS:
            output.play(name, 1.0)
            end = time.monotonic() + 0.8
            while time.monotonic() < end:
                QCoreApplication.processEvents()
                time.sleep(0.01)
        print("played")
    """
)


def _multimedia_loads() -> bool:
    done = subprocess.run(
        [sys.executable, "-c", "import PySide6.QtMultimedia"], capture_output=True, timeout=60
    )
    return done.returncode == 0


def _probe(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
    )


@pytest.fixture
def sound_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A PulseAudio server with one null sink, on a socket in tmp_path (no
    network), for this test alone; its PULSE_SERVER and the folder it runs in."""
    if shutil.which("pulseaudio") is None or shutil.which("parec") is None:
        pytest.skip("needs pulseaudio and parec (Debian pulseaudio, pulseaudio-utils)")
    socket = tmp_path / "native"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path)}
    server = subprocess.Popen(
        [
            "pulseaudio",
            "-n",
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--use-pid-file=no",
            "--disable-shm=yes",
            "-L",
            "module-null-sink sink_name=tonk_test",
            "-L",
            f"module-native-protocol-unix socket={socket} auth-anonymous=1",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while not socket.exists() and time.monotonic() < deadline and server.poll() is None:
            time.sleep(0.05)
        if not socket.exists():
            pytest.skip("the PulseAudio server did not start here")
        yield f"unix:{socket}", tmp_path
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def test_the_real_output_loads_and_plays_every_sound(sound_server: tuple[str, Path]) -> None:
    if not _multimedia_loads():
        pytest.skip("QtMultimedia cannot be loaded here (PySide6-Addons, libpulse0)")
    address, folder = sound_server
    recording = folder / "heard.raw"
    with open(recording, "wb") as heard:
        recorder = subprocess.Popen(
            [
                "parec",
                f"--server={address}",
                "--device=tonk_test.monitor",
                "--format=s16le",
                "--channels=1",
                "--rate=22050",
            ],
            stdout=heard,
            stderr=subprocess.DEVNULL,
        )
        try:
            done = _probe({"PULSE_SERVER": address})
        finally:
            recorder.terminate()
            recorder.wait(timeout=10)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "problem: None" in lines
    for name in SOUNDS:
        status = next(line for line in lines if line.startswith(f"{name} "))
        assert status.split()[1] == "Ready", status
        assert status.endswith(f"sounds/{name}.wav")
    assert "played" in lines
    # The sink heard them: not silence.
    samples = memoryview(recording.read_bytes()[: len(recording.read_bytes()) // 2 * 2]).cast("h")
    assert max((abs(s) for s in samples), default=0) > 3000
    # Qt's notes about sound servers it did not find go to the log, not the terminal.
    assert done.stderr == ""


def test_with_no_sound_server_the_real_output_is_silent_says_why_and_prints_nothing(
    tmp_path: Path,
) -> None:
    if not _multimedia_loads():
        pytest.skip("QtMultimedia cannot be loaded here (PySide6-Addons, libpulse0)")
    done = _probe(
        {
            "PULSE_SERVER": f"unix:{tmp_path / 'nobody-here'}",
            "XDG_RUNTIME_DIR": str(tmp_path),
            "HOME": str(tmp_path),
            "PIPEWIRE_REMOTE": str(tmp_path / "nobody-here-either"),
        }
    )
    assert done.returncode == 0, done.stderr
    assert "problem: no audio output was found" in done.stdout
    assert done.stderr == ""
