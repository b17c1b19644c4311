"""Entry script of tonk-host.exe in the Windows build (packaging/tonk.spec): the same main()
as the `tonk-host` command, run as PyInstaller's top-level `__main__`."""

import sys

from tonk_desktop.net.cli import main

if __name__ == "__main__":
    sys.exit(main())
