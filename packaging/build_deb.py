#!/usr/bin/env python3
"""Build dist/tonk-desktop_VERSION_ARCH.deb from the packaged program (`make deb`).

    make package && python packaging/build_deb.py

Takes the one-folder build dist/tonk/ (PyInstaller, `make package`) and lays it out
as a Debian package:

    /opt/tonk-desktop/                     the program (tonk and _internal/)
    /usr/bin/tonk                          -> /opt/tonk-desktop/tonk
    /usr/share/applications/tonk-desktop.desktop
    /usr/share/icons/hicolor/*/apps/tonk-desktop.{png,svg}
    /usr/share/metainfo/io.github.tonk_desktop.metainfo.xml
    /usr/share/man/man6/tonk.6.gz
    /usr/share/doc/tonk-desktop/           copyright (DEP-5), changelog.gz, Qt-NOTICE.txt,
                                           CREDITS-cards.md, CREDITS-sounds.md
    /usr/share/lintian/overrides/tonk-desktop

The shared libraries PyInstaller copied from this Debian system (X11, xcb,
fontconfig, GLib, ...) are left out, and the package depends on the Debian
packages that hold them, so they get the system's updates; what stays inside is
what Debian does not have (Qt and PySide6 from their wheel, Python, Qt's ICU).
Depends is worked out from the ELF files themselves: each library they need that
is not inside the package is looked up with ldconfig and `dpkg -S`; libc6 gets
the newest GLIBC symbol version they use. The package's files and their reasons
are in packaging/debian/ (lintian-notes.md explains the lintian overrides).

Maintainer: DEBFULLNAME and DEBEMAIL, as Debian's tools read them, else git's
user.name and user.email. Dates: SOURCE_DATE_EPOCH, else the last commit's time,
so the same source gives the same package.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "tonk"
DEBIAN = ROOT / "packaging" / "debian"
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "assets" / "icons"
# PyInstaller's record of where each file of dist/tonk/ came from.
COLLECT_TOC = ROOT / "build" / "tonk" / "COLLECT-00.toc"

NAME = "tonk-desktop"
PREFIX = Path("opt") / NAME
METAINFO = "io.github.tonk_desktop.metainfo.xml"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Libraries that only plugins load, which need not be installed where the package is
# built (Qt's Wayland plugin): the Debian package holding each.
KNOWN_SONAMES = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
SYSTEM_LIB_DIRS = ("/lib/", "/usr/lib/", "/lib64/", "/usr/lib64/")


def fail(message: str) -> None:
    raise SystemExit(f"build_deb.py: {message}")


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def version() -> str:
    text = (ROOT / "tonk_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if found is None:
        fail("no __version__ in tonk_desktop/__init__.py")
    assert found is not None
    return found.group(1)


def source_date() -> int:
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        return int(run("git", "-C", str(ROOT), "log", "-1", "--format=%ct").strip())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return int(time.time())


def git_config(key: str) -> str:
    try:
        return run("git", "-C", str(ROOT), "config", key).strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def maintainer() -> str:
    name = os.environ.get("DEBFULLNAME") or git_config("user.name")
    email = os.environ.get("DEBEMAIL") or git_config("user.email")
    if not name or not email:
        fail("who maintains this package? set DEBFULLNAME and DEBEMAIL (or git's user.name/email)")
    return f"{name} <{email}>"


# ---------------------------------------------------------------- the program


def bundled_system_libraries() -> set[str]:
    """Names (in dist/tonk/_internal) of the libraries PyInstaller copied from the system."""
    if not COLLECT_TOC.is_file():
        fail(f"no {COLLECT_TOC.relative_to(ROOT)}: run `make package` first")
    entries = ast.literal_eval(COLLECT_TOC.read_text(encoding="utf-8"))[0]
    names = set()
    for dest, source, kind in entries:
        if kind == "BINARY" and "/" not in dest and source.startswith(SYSTEM_LIB_DIRS):
            names.add(dest)
    return names


def copy_program(stage: Path) -> list[str]:
    """dist/tonk/ into stage/opt/tonk-desktop, less the system's libraries; their names."""
    target = stage / PREFIX
    shutil.copy2(BUNDLE / "tonk", target / "tonk")
    shutil.copytree(BUNDLE / "_internal", target / "_internal", symlinks=True)
    dropped = sorted(bundled_system_libraries())
    for name in dropped:
        (target / "_internal" / name).unlink()
    # The card art's and the sounds' notices are documents: /usr/share/doc has them
    # (copyright file).
    assets = target / "_internal" / "tonk_desktop" / "assets"
    for notice in ("cards/CREDITS.md", "cards/LICENSE-CC0-1.0.txt", "sounds/CREDITS.md"):
        (assets / notice).unlink()
    # PyInstaller's top-level aliases of libraries that are now gone.
    for link in (target / "_internal").iterdir():
        if link.is_symlink() and not link.exists():
            link.unlink()
    return dropped


def drop_foreign_search_paths(program: Path) -> list[str]:
    """Remove the RUNPATH entries that name folders of the machine that built the
    program (a Python built under /root/.pyenv says to look for libraries there);
    Qt's own $ORIGIN entries, which find its libraries inside the folder, stay."""
    if shutil.which("patchelf") is None:
        fail("patchelf is missing (Debian/Ubuntu: apt-get install patchelf)")
    changed = []
    for path in elf_files(program):
        current = run("patchelf", "--print-rpath", str(path)).strip()
        if not current:
            continue
        kept = [entry for entry in current.split(":") if entry.startswith("$ORIGIN")]
        if kept == current.split(":"):
            continue
        if kept:
            run("patchelf", "--set-rpath", ":".join(kept), str(path))
        else:
            run("patchelf", "--remove-rpath", str(path))
        changed.append(str(path.relative_to(program)))
    return changed


def elf_files(top: Path) -> list[Path]:
    found = []
    for path in sorted(top.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed_sonames(path: Path) -> list[str]:
    return re.findall(
        r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", run("readelf", "-dW", str(path))
    )


def system_library_paths() -> dict[str, str]:
    """soname -> path, as the dynamic linker finds it (this machine's architecture)."""
    machine = run("uname", "-m").strip().replace("_", "-")
    paths: dict[str, str] = {}
    for line in run("ldconfig", "-p").splitlines():
        found = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if found is None:
            continue
        soname, flags, path = found.groups()
        if machine in flags or "," not in flags:
            paths.setdefault(soname, path)
    return paths


def owning_package(path: str) -> str | None:
    real = os.path.realpath(path)
    candidates = [path, real]
    for candidate in (path, real):  # merged /usr: dpkg may know either spelling
        if candidate.startswith("/usr/"):
            candidates.append(candidate.removeprefix("/usr"))
        else:
            candidates.append("/usr" + candidate)
    for candidate in candidates:
        done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def glibc_version(files: list[Path]) -> str:
    versions = set()
    for path in files:
        versions.update(re.findall(r"GLIBC_(\d+(?:\.\d+)+)", run("objdump", "-T", str(path))))
    if not versions:
        fail("no GLIBC symbol versions found in the program")
    return max(versions, key=lambda v: tuple(int(part) for part in v.split(".")))


# Libraries the program opens at run time, which no ELF file names: Qt's TLS
# plugin loads OpenSSL (every table line is TLS), so it must be installed.
OPENED_AT_RUN_TIME = ("libssl.so.3",)


def depends(program: Path) -> str:
    """The Depends line: the Debian packages of every library the program's ELF
    files need and do not carry, libc6 with the glibc they were built against."""
    files = elf_files(program)
    inside = {path.name for path in program.rglob("*")}
    system = system_library_paths()
    packages: set[str] = set()
    unknown: list[str] = []
    for path in files:
        for soname in needed_sonames(path):
            if soname in inside:
                continue
            package = None
            if soname in system:
                package = owning_package(system[soname])
            package = package or KNOWN_SONAMES.get(soname)
            if package is None:
                unknown.append(f"{soname} (needed by {path.relative_to(program)})")
            else:
                packages.add(package)
    for soname in OPENED_AT_RUN_TIME:
        if soname in inside:
            continue
        package = owning_package(system[soname]) if soname in system else None
        package = package or KNOWN_SONAMES.get(soname)
        if package is None:
            unknown.append(f"{soname} (opened by Qt's TLS plugin)")
        else:
            packages.add(package)
    if unknown:
        fail(
            "no Debian package found for these libraries; install them, or add them to "
            "KNOWN_SONAMES:\n  " + "\n  ".join(sorted(set(unknown)))
        )
    packages.discard("libc6")
    return ", ".join([f"libc6 (>= {glibc_version(files)})", *sorted(packages)])


# ---------------------------------------------------------------- the rest


def write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    path.chmod(mode)


def gzipped(data: bytes, mtime: int) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=mtime)


def dep5_text(text: str) -> str:
    """A licence's text as a DEP-5 field continuation: indented, blank lines as ' .'."""
    lines = [line.rstrip() for line in text.strip().splitlines()]
    return "\n".join(f" {line}" if line else " ." for line in lines)


def copyright_file(ver: str) -> str:
    psf = BUNDLE / "licenses" / "Python-LICENSE.txt"
    if not psf.is_file():
        fail(f"no {psf.relative_to(ROOT)} (tonk.spec copies Python's licence there)")
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    mit = mit.split("Permission is hereby granted", 1)[1]
    text = (DEBIAN / "copyright").read_text(encoding="utf-8")
    text = text.replace("@VERSION@", ver)
    text = text.replace("@MIT@", dep5_text("Permission is hereby granted" + mit))
    psf_text = psf.read_text(encoding="utf-8")
    # "Copyright (c) 2001, 2002, ..., 2023 Python Software Foundation", as the licence says.
    years = re.search(r"Copyright \(c\) (2001(?:,\s*\d{4})*) Python Software", psf_text)
    if years is None:
        fail(f"no PSF copyright line in {psf.relative_to(ROOT)}")
    assert years is not None
    last = re.split(r",\s*", years.group(1))[-1]
    text = text.replace("@PSF_YEARS@", f"2001-{last}")
    return text.replace("@PSF@", dep5_text(psf_text))


def changelog(ver: str, who: str, when: int) -> str:
    date = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(when))
    return (
        f"{NAME} ({ver}) unstable; urgency=medium\n\n"
        f"  * Tonk Desktop {ver}, packaged from its PyInstaller build.\n\n"
        f" -- {who}  {date}\n"
    )


def stage_files(stage: Path, ver: str, when: int) -> None:
    share = stage / "usr" / "share"
    date = time.strftime("%Y-%m-%d", time.gmtime(when))
    (stage / "usr" / "bin").mkdir(parents=True)
    # Between top-level folders a symlink is absolute (Debian policy 10.5).
    (stage / "usr" / "bin" / "tonk").symlink_to(f"/{PREFIX}/tonk")
    shutil.copy2(PACKAGING / f"{NAME}.desktop", share / "applications" / f"{NAME}.desktop")
    for size in ICON_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        write(icon, (ICONS / f"{NAME}-{size}.png").read_bytes())
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    write(scalable, (ICONS / f"{NAME}.svg").read_bytes())
    metainfo = (DEBIAN / METAINFO).read_text(encoding="utf-8")
    write(share / "metainfo" / METAINFO, metainfo.replace("@VERSION@", ver).replace("@DATE@", date))
    page = (DEBIAN / "tonk.6").read_text(encoding="utf-8")
    page = page.replace("@VERSION@", ver).replace("@DATE@", date)
    write(share / "man" / "man6" / "tonk.6.gz", gzipped(page.encode("utf-8"), when))
    doc = share / "doc" / NAME
    write(doc / "copyright", copyright_file(ver))
    write(doc / "changelog.gz", gzipped(changelog(ver, maintainer(), when).encode(), when))
    write(doc / "Qt-NOTICE.txt", (PACKAGING / "licenses" / "Qt-NOTICE.txt").read_bytes())
    cards = ROOT / "assets" / "cards"
    write(doc / "CREDITS-cards.md", (cards / "CREDITS.md").read_bytes())
    sounds = ROOT / "assets" / "sounds"
    write(doc / "CREDITS-sounds.md", (sounds / "CREDITS.md").read_bytes())
    overrides = (DEBIAN / "lintian-overrides").read_text(encoding="utf-8")
    write(share / "lintian" / "overrides" / NAME, overrides)


def normalise_modes(stage: Path) -> None:
    """Folders 0755; files 0644, but programs (the launcher, ELF executables) 0755."""
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
            continue
        executable = False
        with path.open("rb") as stream:
            head = stream.read(18)
        if head[:4] == b"\x7fELF":
            executable = int.from_bytes(head[16:18], "little") == 2  # ET_EXEC: not a library
        if path == stage / PREFIX / "tonk":
            executable = True
        path.chmod(0o755 if executable else 0o644)


def installed_size_kib(stage: Path) -> int:
    total = 0
    for path in stage.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        elif path.is_file():
            total += (path.stat().st_size + 1023) // 1024
    return total


def md5sums(stage: Path) -> str:
    lines = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.parts:
            digest = hashlib.md5(path.read_bytes()).hexdigest()
            lines.append(f"{digest}  {path.relative_to(stage).as_posix()}\n")
    return "".join(lines)


def main() -> int:
    if not (BUNDLE / "tonk").is_file():
        fail("no dist/tonk/tonk: run `make package` first")
    if shutil.which("dpkg-deb") is None:
        fail("dpkg-deb is missing (Debian and Ubuntu have it; it is in the dpkg package)")
    ver = version()
    arch = run("dpkg", "--print-architecture").strip()
    when = source_date()
    stage = ROOT / "build" / "deb" / f"{NAME}_{ver}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    (stage / PREFIX).mkdir(parents=True)
    (stage / "usr" / "share" / "applications").mkdir(parents=True)

    dropped = copy_program(stage)
    cleaned = drop_foreign_search_paths(stage / PREFIX)
    depends_line = depends(stage / PREFIX)
    stage_files(stage, ver, when)
    normalise_modes(stage)

    control = (DEBIAN / "control").read_text(encoding="utf-8")
    for key, value in (
        ("@VERSION@", ver),
        ("@ARCH@", arch),
        ("@MAINTAINER@", maintainer()),
        ("@INSTALLED_SIZE@", str(installed_size_kib(stage))),
        ("@DEPENDS@", depends_line),
    ):
        control = control.replace(key, value)
    write(stage / "DEBIAN" / "control", control)
    write(stage / "DEBIAN" / "md5sums", md5sums(stage))
    (stage / "DEBIAN").chmod(0o755)

    for old in DIST.glob(f"{NAME}_*.deb"):
        old.unlink()
    deb = DIST / f"{NAME}_{ver}_{arch}.deb"
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(when))
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(deb)],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    mib = 1024 * 1024
    print(f"build_deb.py: left out {len(dropped)} libraries Debian packages provide")
    print(f"build_deb.py: removed the build machine's RUNPATH from {len(cleaned)} files")
    print(f"build_deb.py: Depends: {depends_line}")
    print(f"build_deb.py: {deb.relative_to(ROOT)} {deb.stat().st_size / mib:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
