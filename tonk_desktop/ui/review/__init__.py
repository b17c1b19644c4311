"""Review mode: a finished round (or any hand history) replayed on the table,
every hand face up, stepped through action by action.

The contract other parts build on (the coach's panel plugs in here):

`ReviewController` (ui/review/controller.py), one per review, made by the
window's `ReviewFeature` (ui/review/feature.py, `ReviewFeature.of(window)`); the one on
show is its `controller` (None when no review is open).

- Steps are positions in the round's action list: step 0 is after the deal,
  before the first action; step k is after action k (`history.actions[k - 1]`).
  The action taken at step k is `history.actions[k]`, by `actor(k)`.
- `step_count() -> int`: the number of actions, n. The steps are 0..n inclusive:
  `range(step_count())` are the positions where a decision is taken, and
  `go_to(step_count())` shows the round's end.
- `go_to(step: int) -> None`: show step `step` (clamped to 0..n). One step
  forward animates the move; any other jump lays the table out at once.
- `step` (int): the step on show.
- `step_changed(int)`: emitted with the new step after every move of the position.
- `history` (engine `HandHistory`): the round being reviewed (rules, dealer,
  deck, actions).
- `reviewed_seat` (int): the seat whose decisions are reviewed; by default the
  person at this computer (the seat at the bottom of the table).
- `set_side_panel(widget: QWidget) -> None`: show `widget` beside the table,
  under the review's step list, for as long as the review is open (a second
  call replaces the first widget). The coach calls
  `controller.set_side_panel(CoachPanel(...))` and connects its
  `jump_requested(int)` to `controller.go_to`.
- Helpers: `round_at(step) -> Round` (a fresh engine Round as it stood at that
  step: the same deck, so the same stock order), `actor(step) -> int` (who takes
  the action at `step`), `seat_name(player) -> str` (the name as shown).

Leaving the review (Escape, the Leave button) puts the game back as it was: the
review plays on a model of its own (`ReviewModel`), never the game's, so no
round in progress is touched and no ledger money moves.
"""
