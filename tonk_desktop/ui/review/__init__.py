"""Reviewing a finished round: the coach's panel (`coach_panel.py`)."""
