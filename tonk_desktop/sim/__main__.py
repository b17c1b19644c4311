"""`python -m tonk_desktop.sim` == the `tonk-sim` command."""

from .cli import main

raise SystemExit(main())
