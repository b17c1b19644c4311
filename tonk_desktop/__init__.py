"""Tonk Desktop: the knock-rummy card game on the desktop."""

__version__ = "0.1.0"
