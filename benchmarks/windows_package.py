"""The Windows build's sizes and its start to first paint under Wine (after `make windows`).

    python benchmarks/windows_package.py [--runs N]

Prints, each with PASS/FAIL against its budget:
- the installer dist/tonk-*-windows-x86_64-setup.exe (budget 70 MB), the portable zip
  and the installed folder (build/windows/dist/tonk, budget 150 MB as on Linux) with its
  largest parts;
- start to first painted window under Wine 10 (no budget: Wine is not Windows, so the
  figure is a trend to watch, not a promise): packaging/windows/window_shot.sh starts
  tonk.exe in its Wine 10 root on an Xvfb screen this script watches, from the moment
  it says the program is starting (the Wine prefix already made) until the window shows
  the table (as benchmarks/package_size.py judges it: most of the screen covered, in
  many colours). The median of --runs runs (default 3; each makes a fresh prefix first,
  about 20 s). Needs root, as window_shot.sh does; --sizes-only leaves it out.

MB here is 1,000,000 bytes.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from package_size import start_xvfb  # run as benchmarks/windows_package.py: a sibling

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = ROOT / "build" / "windows" / "dist" / "tonk"
WINDOW_SHOT = ROOT / "packaging" / "windows" / "window_shot.sh"
INSTALLER_BUDGET_MB = 70.0
FOLDER_BUDGET_MB = 150.0
SCREEN = (1280, 900)
PAINTED_SHARE = 0.25
PAINTED_COLOURS = 64
TIMEOUT_S = 60.0
MB = 1_000_000


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def newest(pattern: str) -> Path | None:
    found = sorted(DIST.glob(pattern), key=lambda p: p.stat().st_mtime)
    return found[-1] if found else None


def report_sizes() -> bool:
    installer = newest("tonk-*-windows-x86_64-setup.exe")
    portable = newest("tonk-*-windows-x86_64.zip")
    if installer is None or portable is None or not BUNDLE.is_dir():
        print("windows_package: no Windows build; run `make windows` first")
        return False
    size = installer.stat().st_size / MB
    installer_ok = size <= INSTALLER_BUDGET_MB
    print(
        f"installer         {size:7.1f} MB  (budget {INSTALLER_BUDGET_MB:.0f})  "
        f"{verdict(installer_ok)}  {installer.name}"
    )
    print(f"portable zip      {portable.stat().st_size / MB:7.1f} MB  {portable.name}")
    folder = folder_size(BUNDLE) / MB
    folder_ok = folder <= FOLDER_BUDGET_MB
    print(
        f"installed folder  {folder:7.1f} MB  (budget {FOLDER_BUDGET_MB:.0f})  {verdict(folder_ok)}"
    )
    internal = BUNDLE / "_internal"
    parts = [
        (folder_size(internal / "PySide6"), "_internal/PySide6 (Qt)"),
        (folder_size(internal / "tonk_desktop"), "_internal/tonk_desktop (art, sounds, text)"),
        (sum(f.stat().st_size for f in internal.glob("python*.dll")), "_internal/python*.dll"),
    ]
    parts += [
        (f.stat().st_size, f"_internal/PySide6/{f.name}")
        for f in sorted((internal / "PySide6").glob("*.dll"), key=lambda f: f.stat().st_size)[-3:]
    ]
    for part_size, name in sorted(parts, reverse=True):
        print(f"  {part_size / MB:7.1f} MB  {name}")
    return installer_ok and folder_ok


def painted() -> bool:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    image = (
        QGuiApplication.primaryScreen()
        .grabWindow(0)
        .toImage()
        .scaled(SCREEN[0] // 4, SCREEN[1] // 4, Qt.AspectRatioMode.IgnoreAspectRatio)
        .convertToFormat(QImage.Format.Format_RGB32)
    )
    pixels = memoryview(bytes(image.constBits())).cast("I")
    covered = sum(1 for p in pixels if p != 0xFF000000) / len(pixels)
    return covered >= PAINTED_SHARE and len(set(pixels)) >= PAINTED_COLOURS


def time_to_first_paint(display: str) -> float:
    """Seconds from window_shot.sh starting tonk.exe to its table on the screen."""
    starting = threading.Event()
    with tempfile.TemporaryDirectory(prefix="tonk-win-bench-") as folder:
        shot = subprocess.Popen(
            ["bash", str(WINDOW_SHOT), str(BUNDLE / "tonk.exe"), f"{folder}/end.png", "25"],
            env={**os.environ, "WINDOW_SHOT_DISPLAY": display},
            stdout=subprocess.PIPE,
            text=True,
        )
        assert shot.stdout is not None
        stdout = shot.stdout

        def watch() -> None:
            for line in stdout:
                if line.startswith("window_shot.sh: starting"):
                    starting.set()

        threading.Thread(target=watch, daemon=True).start()
        try:
            if not starting.wait(TIMEOUT_S * 2):
                raise RuntimeError("window_shot.sh never started the program")
            started = time.perf_counter()
            while time.perf_counter() - started < TIMEOUT_S:
                if painted():
                    return time.perf_counter() - started
                time.sleep(0.05)
            raise RuntimeError(f"no painted window within {TIMEOUT_S:.0f} s")
        finally:
            shot.wait()


def report_start_up(runs: int) -> None:
    if os.geteuid() != 0:
        print("start to painted  skipped: window_shot.sh needs root (chroot, mount)")
        return
    server, display = start_xvfb(SCREEN)
    try:
        os.environ["DISPLAY"] = display
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        from PySide6.QtGui import QGuiApplication

        watcher = QGuiApplication([sys.argv[0]])
        times = [time_to_first_paint(display) for _ in range(runs)]
        del watcher
    finally:
        server.terminate()
        server.wait()
    print(
        f"start to painted  {statistics.median(times):7.2f} s   (under Wine 10; median of "
        f"{runs}; no budget)"
    )
    print("  runs: " + ", ".join(f"{t:.2f} s" for t in times))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="start-up runs (default 3)")
    parser.add_argument("--sizes-only", action="store_true", help="leave out the start-up")
    args = parser.parse_args()
    print(f"Windows build: {BUNDLE.relative_to(ROOT)}/")
    sizes_ok = report_sizes()
    if sizes_ok and not args.sizes_only:
        report_start_up(args.runs)
    return 0 if sizes_ok else 1


if __name__ == "__main__":
    sys.exit(main())
