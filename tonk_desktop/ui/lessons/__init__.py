"""Learn to play: lessons on the real table (script.py holds them as data)."""
