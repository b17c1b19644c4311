"""The packaged program's size and start-up time (after `make package`).

`make bench` runs it when dist/tonk/ exists. Prints, each with PASS/FAIL
against its budget:
- the one-folder build dist/tonk/ (budget 150 MB) and its largest parts;
- the archive dist/tonk-*.tar.gz (budget 70 MB);
- start to first painted window (budget 1.5 s): dist/tonk/tonk is started on
  a private Xvfb display (xcb, as on an X11 desktop), with an empty environment
  and a fresh HOME, and the screen is watched until the window shows the table:
  most of the screen covered, in many colours (cards, text), not just mapped.
  The median of PACKAGE_BENCH_RUNS runs (default 5) is judged; the first, with
  cold caches, is printed too.
- the Debian package dist/tonk-desktop_*.deb, when `make deb` has built it (no
  budget: its size and installed size).

`--program PATH` times the start-up of another copy instead, sizes left out:
`--program /usr/bin/tonk` after `apt-get install ./dist/tonk-desktop_*.deb`.

MB here is 1,000,000 bytes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "tonk"
PROGRAM = BUNDLE / ("tonk.exe" if sys.platform == "win32" else "tonk")
FOLDER_BUDGET_MB = 150.0
ARCHIVE_BUDGET_MB = 70.0
START_BUDGET_S = 1.5
RUNS = int(os.environ.get("PACKAGE_BENCH_RUNS", "5"))
SCREEN = (1280, 800)
# "Painted": the window covers this share of the screen in non-background
# pixels, with at least this many distinct colours in a 1/4-scale grab.
PAINTED_SHARE = 0.25
PAINTED_COLOURS = 64
TIMEOUT_S = 30.0
MB = 1_000_000


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def report_sizes() -> bool:
    folder = folder_size(BUNDLE)
    ok = folder / MB <= FOLDER_BUDGET_MB
    print(
        f"one-folder build  {folder / MB:7.1f} MB  (budget {FOLDER_BUDGET_MB:.0f})  {verdict(ok)}"
    )
    internal = BUNDLE / "_internal"
    parts: list[tuple[int, str]] = []
    qt = internal / "PySide6" / "Qt"
    for group in (
        qt / "lib",
        qt / "plugins",
        qt / "translations",
        internal / "tonk_desktop" / "assets",
    ):
        if group.is_dir():
            parts.append((folder_size(group), str(group.relative_to(BUNDLE))))
    python = [f for f in internal.glob("libpython*") if f.is_file()]
    parts.append((sum(f.stat().st_size for f in python), "_internal/libpython*"))
    system_libs = [f for f in internal.glob("*.so*") if f.is_file() and not f.is_symlink()]
    system_libs = [f for f in system_libs if not f.name.startswith("libpython")]
    parts.append((sum(f.stat().st_size for f in system_libs), "_internal/*.so* (system libraries)"))
    for size, name in sorted(parts, reverse=True):
        print(f"  {size / MB:7.1f} MB  {name}")
    archives = sorted((ROOT / "dist").glob("tonk-*.tar.gz")) + sorted(
        (ROOT / "dist").glob("tonk-*.zip")
    )
    if not archives:
        print("archive           missing: run `make package`  FAIL")
        return False
    archive = archives[-1]
    size = archive.stat().st_size
    archive_ok = size / MB <= ARCHIVE_BUDGET_MB
    print(
        f"archive           {size / MB:7.1f} MB  (budget {ARCHIVE_BUDGET_MB:.0f})  "
        f"{verdict(archive_ok)}  {archive.name}"
    )
    return ok and archive_ok


def start_xvfb(screen: tuple[int, int] = SCREEN) -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb of `screen` with a black root window; returns it and its DISPLAY."""
    read_end, write_end = os.pipe()
    width, height = screen
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-br"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as announced:
        number = announced.readline().strip()
    if not number:
        server.kill()
        raise RuntimeError("Xvfb did not start")
    return server, f":{number}"


def report_deb() -> None:
    debs = sorted((ROOT / "dist").glob("tonk-desktop_*.deb"))
    if not debs or shutil.which("dpkg-deb") is None:
        return
    deb = debs[-1]
    installed_kib = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Installed-Size"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    print(
        f"Debian package    {deb.stat().st_size / MB:7.1f} MB  "
        f"(installed {int(installed_kib) * 1024 / MB:.1f} MB)  {deb.name}"
    )


def time_to_first_paint(display: str, program: Path) -> float:
    """Seconds from starting the packaged program to its table being on the screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    screen = QGuiApplication.primaryScreen()
    home = tempfile.mkdtemp(prefix="tonk-bench-home-")
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": home,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "LANG": "C.UTF-8",
    }
    started = time.perf_counter()
    started_program = subprocess.Popen(
        [str(program)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        while time.perf_counter() - started < TIMEOUT_S:
            if started_program.poll() is not None:
                raise RuntimeError(
                    f"{program} exited with {started_program.returncode} before painting"
                )
            image = (
                screen.grabWindow(0)
                .toImage()
                .scaled(SCREEN[0] // 4, SCREEN[1] // 4, Qt.AspectRatioMode.IgnoreAspectRatio)
            )
            elapsed = time.perf_counter() - started
            # RGB32: 0xffRRGGBB per pixel; the empty root is 0xff000000.
            image = image.convertToFormat(QImage.Format.Format_RGB32)
            pixels = memoryview(bytes(image.constBits())).cast("I")
            covered = sum(1 for p in pixels if p != 0xFF000000) / len(pixels)
            if covered >= PAINTED_SHARE and len(set(pixels)) >= PAINTED_COLOURS:
                return elapsed
            time.sleep(0.01)
        raise RuntimeError(f"no painted window within {TIMEOUT_S:.0f} s")
    finally:
        started_program.send_signal(signal.SIGTERM)
        try:
            started_program.wait(timeout=5)
        except subprocess.TimeoutExpired:
            started_program.kill()
            started_program.wait()
        shutil.rmtree(home, ignore_errors=True)


def report_start_up(program: Path) -> bool:
    if not sys.platform.startswith("linux") or shutil.which("Xvfb") is None:
        print("start-up          skipped: needs Linux and Xvfb")
        return True
    server, display = start_xvfb()
    try:
        os.environ["DISPLAY"] = display
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        from PySide6.QtGui import QGuiApplication

        watcher = QGuiApplication([sys.argv[0]])
        times = [time_to_first_paint(display, program) for _ in range(RUNS)]
        del watcher
    finally:
        server.terminate()
        server.wait()
    median = statistics.median(times)
    ok = median <= START_BUDGET_S
    print(
        f"start to painted  {median:7.2f} s   (budget {START_BUDGET_S}; median of {RUNS})  "
        f"{verdict(ok)}"
    )
    print("  runs: " + ", ".join(f"{t:.2f} s" for t in times) + " (first with cold caches)")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--program",
        type=Path,
        help="time the start-up of this program instead (sizes are left out)",
    )
    args = parser.parse_args()
    if args.program is not None:
        print(f"Installed program: {args.program}")
        return 0 if report_start_up(args.program) else 1
    if not PROGRAM.is_file():
        print(f"package_size: no {PROGRAM.relative_to(ROOT)}; run `make package` first")
        return 1
    print(f"Packaged program: {BUNDLE.relative_to(ROOT)}/")
    sizes_ok = report_sizes()
    report_deb()
    start_ok = report_start_up(PROGRAM)
    return 0 if sizes_ok and start_ok else 1


if __name__ == "__main__":
    sys.exit(main())
