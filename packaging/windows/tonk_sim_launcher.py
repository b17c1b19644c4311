"""Entry script of tonk-sim.exe in the Windows build (packaging/tonk.spec): the same main()
as the `tonk-sim` command, run as PyInstaller's top-level `__main__`."""

import multiprocessing
import sys

from tonk_desktop.sim.cli import main

if __name__ == "__main__":
    # --workers plays in processes started by running this .exe again: freeze_support
    # makes such a run a worker, not a second tonk-sim.
    multiprocessing.freeze_support()
    sys.exit(main())
