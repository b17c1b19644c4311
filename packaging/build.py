#!/usr/bin/env python3
"""Build the packaged Tonk program and its archive, on Linux, Windows or macOS.

    python packaging/build.py        # after: pip install -e '.[package]'

Runs PyInstaller on packaging/tonk.spec (one-folder build in dist/tonk/), then
packs that folder as dist/tonk-VERSION-OS-ARCH.tar.gz (.zip on Windows), with
VERSION from tonk_desktop.__version__ and ARCH as `uname -m` says it.

`bundle_data()` is where the packaged program's data comes from, for every build
of it (tonk.spec here, an installer's build on other systems): the source tree's
assets/ and the compiled translations, each with the folder it takes inside the
bundle's `tonk_desktop` package, as the wheel lays them out.
"""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "tonk"
PACKAGE = ROOT / "tonk_desktop"
# The card art, icons and sounds in the source tree; tonk_desktop/assets/ once built.
ASSETS = ROOT / "assets"
# What i18n/ holds that is a source of the build, not data of the program.
I18N_SOURCES = {".ts", ".py", ".pyc"}
# Windows' and macOS' names for the same machines `uname -m` calls x86_64 / aarch64.
ARCH_NAMES = {"amd64": "x86_64", "x64": "x86_64", "arm64": "aarch64"}


def version() -> str:
    text = (ROOT / "tonk_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("build.py: no __version__ in tonk_desktop/__init__.py")
    return found.group(1)


def bundle_data() -> list[tuple[Path, str]]:
    """The packaged program's data files: (file or folder in this tree, the folder it goes
    to, relative to the bundle's data root), as PyInstaller's `datas` takes them.

    assets/ becomes tonk_desktop/assets/, and tonk_desktop/i18n/ comes as the wheel has
    it: the compiled .qm and any other data file, not the .ts sources or the script that
    refreshes them. The program finds both through tonk_desktop/resources.py.
    """
    if not (ASSETS / "cards").is_dir():
        raise SystemExit(f"build.py: no card art in {ASSETS / 'cards'}")
    i18n_data = sorted(
        path
        for path in (PACKAGE / "i18n").rglob("*")
        if path.is_file() and path.suffix not in I18N_SOURCES and "__pycache__" not in path.parts
    )
    if not any(path.suffix == ".qm" for path in i18n_data):
        raise SystemExit("build.py: no tonk_desktop/i18n/*.qm; run `make translations` first")
    package = Path("tonk_desktop")
    return [
        (ASSETS, (package / "assets").as_posix()),
        *((path, (package / path.parent.relative_to(PACKAGE)).as_posix()) for path in i18n_data),
    ]


def system_name() -> str:
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return sys.platform.rstrip("0123456789")


def arch_name() -> str:
    machine = platform.machine()
    return ARCH_NAMES.get(machine.lower(), machine)


def run_pyinstaller() -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(ROOT / "build"),
            str(ROOT / "packaging" / "tonk.spec"),
        ],
        check=True,
        cwd=ROOT,
    )


def pack(stem: str) -> Path:
    """Archive dist/tonk as dist/<stem>.tar.gz (zip on Windows), unpacking to <stem>/."""
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(DIST / stem), "zip", DIST, BUNDLE.name))
    archive = DIST / f"{stem}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(BUNDLE, arcname=stem)
    return archive


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    run_pyinstaller()
    if not BUNDLE.is_dir():
        print(f"build.py: PyInstaller made no {BUNDLE}")
        return 1
    stem = f"tonk-{version()}-{system_name()}-{arch_name()}"
    for old in DIST.glob("tonk-*-*-*.*"):
        old.unlink()
    archive = pack(stem)
    mib = 1024 * 1024
    print(f"build.py: {BUNDLE.relative_to(ROOT)}/ {folder_size(BUNDLE) / mib:.1f} MiB")
    print(f"build.py: {archive.relative_to(ROOT)} {archive.stat().st_size / mib:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
