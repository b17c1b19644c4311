"""The session ledger in the window: the dock, its models and chart, the sessions dialog, new
session, settle up, and the binding that records every round.
"""
