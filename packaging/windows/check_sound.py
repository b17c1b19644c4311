#!/usr/bin/env python3
"""Sound under Wine, through Qt's Windows audio (WASAPI): the program either plays or is
silent with a reason for Settings, never silent while it thinks it plays.

    python packaging/windows/check_sound.py

The Windows Python run_tests.py sets up opens the program's sound output
(`tonk_desktop.ui.sound.open_qt_output`) twice: with no audio device (a CI machine), and
with one, an ALSA device that takes the samples and throws them away (Wine's audio driver
plays through ALSA). Each time the output must agree with whether an audio stream really
opens on the default device: it plays (no problem) if one does, and says why it is silent
if none does. (Wine 8 lists the device, but its audio lacks IAudioClient3's
GetCurrentSharedModeEnginePeriod, so Qt opens no stream on it: silent, with the reason.)
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from under_wine import windows_python

PROBE = r"""
import json, os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from PySide6.QtMultimedia import QMediaDevices
from tonk_desktop.ui import sound
output = sound.open_qt_output()
devices = [device.description() for device in QMediaDevices.audioOutputs()]
opens = bool(devices) and sound.device_opens(QMediaDevices.defaultAudioOutput())
print(json.dumps({"devices": devices, "opens": opens, "output": type(output).__name__,
                  "problem": output.problem()}))
"""
# An ALSA default device of two 16-bit channels at 48 kHz (Wine 8's ALSA driver crashes on
# one that offers any number of channels, as `plug` does), its samples written to a file
# by way of the null device.
ASOUNDRC = """pcm.!default {
  type route
  slave { pcm "tonkrate"; channels 2 }
  ttable.0.0 1
  ttable.1.1 1
}
pcm.tonkrate { type rate; slave { pcm "tonkfile"; rate 48000 } }
pcm.tonkfile { type file; slave.pcm "null"; file "FILE"; format "raw" }
"""


def probe(home: Path | None) -> dict[str, object]:
    result = windows_python(PROBE, env={"HOME": str(home)} if home is not None else None)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"check_sound.py: the probe failed:\n{result.stdout}\n{result.stderr}")
    found: dict[str, object] = json.loads(lines[-1])
    return found


def main() -> int:
    failed = False
    with tempfile.TemporaryDirectory(prefix="tonk-sound-") as work:
        home = Path(work)
        (home / ".asoundrc").write_text(ASOUNDRC.replace("FILE", str(home / "played.raw")))
        for what, found in (("no audio device", probe(None)), ("an ALSA device", probe(home))):
            plays = found["output"] == "QtSoundOutput" and found["problem"] is None
            silent_saying_why = found["output"] == "SilentOutput" and bool(found["problem"])
            agrees = plays if found["opens"] else silent_saying_why
            if what == "an ALSA device" and not found["devices"]:
                agrees = False  # the device was meant to be there
            shown = "plays" if plays else f"silent, Settings say: {found['problem']}"
            print(f"check_sound.py: {what} (listed: {found['devices']}): {shown}")
            failed = failed or not agrees
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
