"""Everything Qt: the main window, the game model, the computer players' worker, and the table,
settings, ledger and text packages.
"""
