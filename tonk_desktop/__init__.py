"""Tonk Desktop: the knock-rummy card game on the desktop."""

__version__ = "0.1.0"

# The names the player's data is filed under: Qt's folders for the ledger
# (QStandardPaths, from the application's organisation and name) and the
# settings' folder beside them. The window and tonk-host both set them, so
# both find the same ledger: %APPDATA%\\Tonk Desktop\\Tonk, ~/.local/share/Tonk Desktop/Tonk.
ORGANIZATION = "Tonk Desktop"
APPLICATION = "Tonk"
