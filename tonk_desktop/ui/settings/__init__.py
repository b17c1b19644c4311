"""The settings: the typed store over the settings file (JSON), the settings
dialog and its pages, and how saved settings reach the game.
"""
