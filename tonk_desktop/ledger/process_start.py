"""When a process started, as the system says: with its id, it tells a process from a
later one that was given the same id (the one-program-at-a-time lock, net/hold.py, uses it to
see that a dead Tonk's id now belongs to another program).

Linux: the start time in /proc/PID/stat (clock ticks since boot). Windows, which has no
/proc: the process's creation time (GetProcessTimes, 100-nanosecond steps since 1601).
Elsewhere: None, and the lock is judged as Qt judges it.
"""

from __future__ import annotations

import sys
from pathlib import Path

# Windows: OpenProcess's right to ask a process its times and exit code, even another
# user's; the exit code of a process that has not ended.
_PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
_STILL_ACTIVE = 259


def process_started(pid: int) -> str | None:
    """When process `pid` started, as text that is the same each time it is asked of the
    same process and differs for a later process given the same id; None if there is no
    such process or the system cannot say."""
    if pid <= 0:
        return None
    if sys.platform == "win32":
        return _windows_started(pid)
    return _proc_started(pid)


def _proc_started(pid: int) -> str | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    fields = stat.rpartition(")")[2].split()
    return fields[19] if len(fields) > 19 else None


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
    _kernel32.OpenProcess.restype = wintypes.HANDLE
    _kernel32.GetProcessTimes.argtypes = (wintypes.HANDLE, *[ctypes.POINTER(wintypes.FILETIME)] * 4)
    _kernel32.GetProcessTimes.restype = wintypes.BOOL
    _kernel32.GetExitCodeProcess.argtypes = (wintypes.HANDLE, ctypes.POINTER(wintypes.DWORD))
    _kernel32.GetExitCodeProcess.restype = wintypes.BOOL
    _kernel32.CloseHandle.argtypes = (wintypes.HANDLE,)
    _kernel32.CloseHandle.restype = wintypes.BOOL

    def _windows_started(pid: int) -> str | None:
        handle = _kernel32.OpenProcess(_PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
        if not handle:
            return None  # no such process (or not ours to ask)
        try:
            code = wintypes.DWORD()
            if not _kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return None
            if code.value != _STILL_ACTIVE:
                return None  # ended; someone still holds a handle to it
            times = [wintypes.FILETIME() for _ in range(4)]
            if not _kernel32.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
                return None
            created = times[0]
            return str((created.dwHighDateTime << 32) | created.dwLowDateTime)
        finally:
            _kernel32.CloseHandle(handle)
