"""The settings: the typed store over QSettings, the settings dialog and its pages, and how
saved settings reach the game.
"""
