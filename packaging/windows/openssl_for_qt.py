"""OpenSSL 3 for Qt's OpenSSL TLS backend in the Windows build, from the DLLs the Windows
Python that builds it ships (packaging/tonk.spec calls `copy_for_qt`).

Qt's backend loads `libssl-3-x64.dll` and `libcrypto-3-x64.dll` (the names of OpenSSL's own
64-bit Windows builds); CPython's are `libssl-3.dll` and `libcrypto-3.dll`, and its
libssl imports libcrypto by that name. Copied under Qt's names alone, libssl could not
load (no `libcrypto-3.dll`); copied under both, the process would hold two libcryptos,
each with its own state, Qt's keys made by one and used by the other's libssl. So the
copy of libssl has its import renamed to `libcrypto-3-x64.dll`: one libcrypto, the one Qt
loads. The new name is written in the import section's slack (the bytes between its
virtual size and its size in the file), the section's virtual size grown over it, and the
Python Software Foundation's Authenticode signature, which no longer matches, removed with
the checksum made again. Needs pefile (PyInstaller's own dependency on Windows).
"""

from __future__ import annotations

import shutil
from pathlib import Path

CRYPTO, SSL = "libcrypto-3", "libssl-3"
QT_SUFFIX = "-x64"


def copy_for_qt(python_dir: Path, target: Path) -> list[Path]:
    """libssl and libcrypto from `python_dir` into `target` under Qt's names, libssl
    linking Qt's libcrypto; the files written."""
    import pefile

    target.mkdir(parents=True, exist_ok=True)
    crypto = target / f"{CRYPTO}{QT_SUFFIX}.dll"
    shutil.copyfile(python_dir / f"{CRYPTO}.dll", crypto)
    pe = pefile.PE(str(python_dir / f"{SSL}.dll"))
    (entry,) = [e for e in pe.DIRECTORY_ENTRY_IMPORT if e.dll.lower() == f"{CRYPTO}.dll".encode()]
    name = f"{CRYPTO}{QT_SUFFIX}.dll".encode() + b"\0"
    section = pe.get_section_by_rva(entry.struct.Name)
    at = section.Misc_VirtualSize + (section.Misc_VirtualSize & 1)  # 2-aligned, as the others
    if at + len(name) > section.SizeOfRawData:
        raise SystemExit(f"openssl_for_qt.py: no room in {SSL}.dll's import section")
    pe.set_bytes_at_offset(section.PointerToRawData + at, name)
    section.Misc_VirtualSize = at + len(name)
    entry.struct.Name = section.VirtualAddress + at
    security = pe.OPTIONAL_HEADER.DATA_DIRECTORY[
        pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_SECURITY"]
    ]
    signed_at = security.VirtualAddress  # a file offset: the signature ends the file
    security.VirtualAddress, security.Size = 0, 0
    pe.OPTIONAL_HEADER.CheckSum = 0
    data = bytearray(pe.write())
    pe.close()
    if signed_at:
        del data[signed_at:]
    patched = pefile.PE(data=bytes(data))
    patched.OPTIONAL_HEADER.CheckSum = patched.generate_checksum()
    ssl = target / f"{SSL}{QT_SUFFIX}.dll"
    ssl.write_bytes(patched.write())
    patched.close()
    return [ssl, crypto]
