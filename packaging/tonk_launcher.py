"""Entry script for the PyInstaller build: the packaged `tonk` program.

PyInstaller runs its entry script as a top-level `__main__`, where the
package-relative imports of tonk_desktop/__main__.py would fail, so the
bundle starts here and calls the same main() as the `tonk` command.
"""

import os
import sys

# Started with no locale at all (`env -i`, some service managers), Qt warns that
# it is switching to C.UTF-8; say so up front, before Qt looks.
if not any(os.environ.get(name) for name in ("LC_ALL", "LC_CTYPE", "LANG")):
    os.environ["LC_CTYPE"] = "C.UTF-8"

from tonk_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
