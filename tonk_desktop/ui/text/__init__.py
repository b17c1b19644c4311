"""Words shown to people: moves and round endings, refusal reasons, house rules and the rules
page, file errors, and the language switch.
"""
