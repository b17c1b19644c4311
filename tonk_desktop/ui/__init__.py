"""Everything Qt: the main window, the game model, the computer players' worker, the table,
and the window's features (ledger, review, settings, sound, network, lessons), which plug
into the window through `feature_window.FeatureWindow` and are installed by `features.py`.
"""
