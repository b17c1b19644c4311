"""The card table: the scene that draws the game, its graphics items and placement, drag and
drop, keyboard moves, the round-end panel, card art, hot seat and screen-reader access.
"""
