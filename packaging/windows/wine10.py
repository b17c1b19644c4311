"""The Debian 13 root with Wine 10.0 that window_shot.sh makes ($TONK_WINE10_ROOT, default
/var/cache/tonk-windows/trixie), entered with the Windows Python run_tests.py sets up and
this source tree bind-mounted read-only (and a program's folder, if given), in a fresh Wine
prefix: for the checks Debian 12's Wine 8 cannot run (host_round.py, discovery_round.py).
Needs root (chroot, mount)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_tests import TEST_PYTHON

import build  # packaging/windows/build.py, beside this file

ROOT = Path(os.environ.get("TONK_WINE10_ROOT", "/var/cache/tonk-windows/trixie"))
# Inside the root: the Windows Python and this source tree (read-only), the prefix.
PYTHON_AT, SOURCE_AT, PREFIX_AT = "/mnt/tonk-python", "/mnt/tonk-source", "/root/tonk-host-prefix"
PROGRAM_AT = "/mnt/tonk-program"


def windows_path(path: str) -> str:
    """A path inside the root, as the Windows side names it."""
    return "Z:" + path.replace("/", "\\")


def inside(path: str) -> Path:
    """A path inside the root, as this side names it."""
    return ROOT / path.lstrip("/")


def chroot(*command: str, netns: str | None = None, **env: str) -> list[str]:
    """`command` run in the root (in network namespace `netns` if given), with only the
    environment Wine needs and `env`."""
    environment = {
        "PATH": "/usr/bin:/bin",
        "HOME": "/root",
        "LANG": "C.UTF-8",  # arguments reach Windows as UTF-8 (else "Béla" is mangled)
        "WINEPREFIX": PREFIX_AT,
        "WINEDEBUG": "-all",
        "WINEDLLOVERRIDES": "mscoree,mshtml=",
        **env,
    }
    settings = [f"{name}={value}" for name, value in environment.items()]
    namespace = ["ip", "netns", "exec", netns] if netns else []
    return [*namespace, "chroot", str(ROOT), "env", "-i", *settings, *command]


def windows_python(*args: str, netns: str | None = None, **env: str) -> list[str]:
    """The Windows Python under Wine 10 with `args`, this source tree first on its path
    (its ._pth file makes it ignore PYTHONPATH: `-c` code inserts it from argv[1])."""
    python = windows_path(PYTHON_AT) + "\\python.exe"
    return chroot(
        "wine", python, "-X", "utf8", *args, netns=netns, PYTHONDONTWRITEBYTECODE="1", **env
    )


def _bind(stack: ExitStack, source: Path, at: str, read_only: bool = False) -> None:
    target = inside(at)
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "--bind", str(source), str(target)], check=True)
    stack.callback(subprocess.run, ["umount", "-l", str(target)], check=False)
    if read_only:
        subprocess.run(["mount", "-o", "remount,bind,ro", str(target)], check=True)


@contextmanager
def entered(program: Path | None = None) -> Iterator[None]:
    """The root ready: the system's folders, the Windows Python and the source tree
    mounted (and `program`, a built or installed program's folder, read-only at
    PROGRAM_AT), a fresh prefix made; Wine's processes ended and all unmounted
    afterwards."""
    if not (ROOT / "usr" / "bin" / "wine").is_file():
        build.fail(f"no Wine 10 root in {ROOT}: packaging/windows/window_shot.sh makes it")
    if not (TEST_PYTHON / "python.exe").is_file():
        build.fail(f"no Windows Python in {TEST_PYTHON}: run packaging/windows/run_tests.py first")
    shutil.rmtree(inside(PREFIX_AT), ignore_errors=True)
    with ExitStack() as stack:
        for system in ("/proc", "/dev", "/sys"):
            _bind(stack, Path(system), system)
        _bind(stack, TEST_PYTHON, PYTHON_AT, read_only=True)
        _bind(stack, build.ROOT, SOURCE_AT, read_only=True)
        if program is not None:
            _bind(stack, program, PROGRAM_AT, read_only=True)
        stack.callback(subprocess.run, chroot("wineserver", "-k"), check=False)
        subprocess.run(
            chroot("wine", "wineboot", "--init"),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            check=True,
        )
        subprocess.run(chroot("wineserver", "-w"), check=True)
        yield
