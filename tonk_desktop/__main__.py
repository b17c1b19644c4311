"""`tonk` / `python -m tonk_desktop`: open the table and play.

tonk                         the window, a game under way at once
tonk --version               print the version
tonk --screenshot FILE [--seed N] [--players N] [--view table|round-end] [--size WxH]
                             render the window offscreen to a PNG and exit
                             (--view lesson:N[:STEP]: a lesson's step; lesson:tour)
tonk --lang ja|hu|ru|en      play (or render) in that language
tonk --review FILE           open a hand history in review (step through it)
tonk --screenshot FILE --view review[:STEP]
                             a replay of a round at a step (default: its middle)
tonk --smoke                 play one round, computers in every seat, and exit 0
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tonk_desktop import APPLICATION, ORGANIZATION, __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from tonk_desktop.ui.features import Features
    from tonk_desktop.ui.main_window import MainWindow

# network: two players' windows side by side (--size 2200x760); host, join, rejoin, resume:
# the network dialogs (ui/network/screenshot.py; a table hosted on 127.0.0.1).
VIEWS = (
    "table",
    "round-end",
    "ledger",
    "settings",
    "statistics",
    "review",
    "network",
    "host",
    "join",
    "rejoin",
    "resume",
)


def build_parser() -> argparse.ArgumentParser:
    """The command line. Later views (settings, ledger) join --view's choices;
    --lang joins the general options."""
    parser = argparse.ArgumentParser(
        prog="tonk", description="Tonk, the knock-rummy card game, on the desktop."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang",
        choices=("en", "ja", "hu", "ru"),
        default=None,
        help="language: en (English), ja (日本語), hu (Magyar), ru (Русский); "
        "default: the one chosen in Settings, else the system's",
    )
    game = parser.add_argument_group("game")
    game.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4),
        default=3,
        help="players at the table, you included (default 3)",
    )
    game.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed the shuffle and the computer players (repeatable games)",
    )
    game.add_argument(
        "--join",
        metavar="INVITE",
        help="open the Join dialog filled in from this invite (a tonk:// link)",
    )
    game.add_argument(
        "link",
        nargs="?",
        metavar="tonk://…",
        help="an invite link, as the system passes it when one is clicked: the same as --join",
    )
    game.add_argument(
        "--review",
        metavar="FILE",
        help="open this hand history in review: the round replayed step by step",
    )
    render = parser.add_argument_group("rendering and checks")
    render.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the window offscreen to this picture (PNG; .jpg gives JPEG) and exit",
    )
    render.add_argument(
        "--view",
        type=_view,
        default="table",
        metavar="{" + ",".join(VIEWS) + ",review:STEP,lesson:N[:STEP]}",
        help="what --screenshot shows (default: the table mid-round); review:STEP a "
        "replay of a round at that step (review: its middle); lesson:N[:STEP] "
        "a lesson's step (lesson:tour the house-rules tour, lesson:list the lessons)",
    )
    render.add_argument(
        "--size",
        type=_size,
        default=(1100, 760),
        metavar="WxH",
        help="window size for --screenshot (default 1100x760)",
    )
    render.add_argument(
        "--card-size",
        choices=("normal", "large", "largest"),
        default="normal",
        help="the cards' size for --screenshot (Settings ▸ Table and cards)",
    )
    render.add_argument(
        "--smoke",
        action="store_true",
        help="play one round with computer players at full speed and exit",
    )
    return parser


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"size {text} is too small (at least 320x240)")
    if width > 7680 or height > 4320:
        raise argparse.ArgumentTypeError(f"size {text} is too large (at most 7680x4320)")
    return width, height


def _view(text: str) -> str:
    if text in VIEWS:
        return text
    if text.startswith("review:") and text.partition(":")[2].isdigit():
        return text  # a replay at that step
    if text.startswith("lesson:"):
        from tonk_desktop.ui.lessons.screenshot import parse_lesson_view

        try:
            parse_lesson_view(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
        return text
    raise argparse.ArgumentTypeError(
        f"invalid choice: {text!r} (choose from {', '.join(VIEWS)}, review:STEP, lesson:N[:STEP])"
    )


def _image_format(path: str) -> str:
    """The picture format a file name asks for (out.jpg: JPEG); PNG otherwise."""
    from PySide6.QtGui import QImageWriter

    suffix = os.path.splitext(path)[1].lstrip(".").lower()
    known = {bytes(name.data()).decode().lower() for name in QImageWriter.supportedImageFormats()}
    return suffix.upper() if suffix in known else "PNG"


def main(argv: Sequence[str] | None = None) -> int:
    # The coach's analysis process (ai/coach_process.py) is this program again,
    # in a packaged build: there it must become that process before anything else.
    # (freeze_support does nothing elsewhere: a run from source does not import
    # multiprocessing for it, 5 ms of every start.)
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.link is not None and not args.link.lower().startswith("tonk://"):
        parser.error(f"{args.link!r} is not an invite (an invite begins with tonk://)")
    invite = args.join or args.link
    if args.review and (args.screenshot or args.smoke):
        parser.error(
            "--review opens the file in the window's review; --screenshot and --smoke "
            "do not open the window (--view review:STEP pictures a staged round)"
        )
    if (args.screenshot or args.smoke) and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # headless: CI, make screenshots
    from tonk_desktop.ui.text.offscreen_fonts import add_font_collections, prepare_offscreen_fonts

    windows_fonts = prepare_offscreen_fonts(os.environ, sys.platform)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if windows_fonts is not None:
        add_font_collections(windows_fonts)
    # Qt's folders for the ledger and the settings' folder share these names.
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    # Title bar / task switcher icon; the desktop file name ties the window to
    # packaging/tonk-desktop.desktop (Wayland's app_id picks the taskbar icon).
    app.setDesktopFileName("tonk-desktop")
    app.setWindowIcon(_window_icon())

    from tonk_desktop.ui.text.translation import install_language, system_language

    # --lang for this run, else the system's language until the saved choice
    # (applied with the settings) says otherwise. Pictures and
    # smoke runs are in English unless asked, so they come out the same anywhere.
    rendering = bool(args.screenshot or args.smoke)
    install_language(app, args.lang or ("en" if rendering else system_language()))

    if args.smoke:
        return _smoke(app, args)
    if args.screenshot:
        return _screenshot(app, args)

    # A hand history asked for on the command line is opened first: the lessons
    # are offered at a later start (the offer is still due until answered).
    window, features = open_window(
        args.seed, apply_language=not args.lang, offer_lessons=not args.review
    )
    window.show()
    if args.review:
        from PySide6.QtCore import QTimer

        review, path = features.review, args.review
        QTimer.singleShot(0, window, lambda: review.open_file(path))
    network = features.network
    if invite is not None and network is not None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window, lambda: network.join_table(invite=invite))
    return app.exec()


def open_window(
    seed: int | None = None, apply_language: bool = True, offer_lessons: bool = True
) -> tuple[MainWindow, Features]:
    """The program's own window, as `tonk` opens it (not yet shown): the saved
    settings, every feature, the ledger in the user's data folder. The game
    begins once the window is up -- the first start's offer of the lessons
    first, then an interrupted game or the session that was in play offered
    back, else a new deal -- and nothing is dealt behind a question.
    `apply_language` False keeps the language on screen (tonk --lang);
    `offer_lessons` False leaves the lessons' offer to a later start."""
    from tonk_desktop.ui.features import install_features
    from tonk_desktop.ui.ledger.feature import default_ledger_path
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.settings.feature import (
        art_from_settings,
        load_startup_settings,
        model_from_settings,
    )

    # The saved settings (house rules, seats, stake, look); notices say which
    # unreadable values fell back to their defaults, shown once in the status bar.
    settings, notices, qsettings = load_startup_settings(apply_language=apply_language)
    model = model_from_settings(settings, seed=seed)
    window = MainWindow(model, art=art_from_settings(settings), seed=seed, start=False)
    # Every feature, and the start (only here: a window a test or a screenshot
    # makes never asks).
    features = install_features(
        window,
        qsettings,
        settings=settings,
        notices=notices,
        apply_language=apply_language,
        ledger_path=default_ledger_path(),
        start=True,
        network=True,
        lessons=qsettings,
        offer_lessons=offer_lessons,
    )
    return window, features


def _window_icon() -> QIcon:
    """The application icon at every size drawn for it (16 and 24 px are hand-tuned)."""
    from PySide6.QtGui import QIcon

    from tonk_desktop.resources import asset_path

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(asset_path("icons", f"tonk-desktop-{size}.png")))
    return icon


def _smoke(app: object, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.engine import DEFAULT_NAMES, HouseRules, Seat
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.model import GameModel

    rules = HouseRules().replace(players=args.players)
    # Every seat a computer player (easy and normal by turns), by the default names.
    seats = [Seat(DEFAULT_NAMES[i], "easy" if i % 2 else "normal") for i in range(args.players)]
    model = GameModel(rules, seats, seed=args.seed)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=args.seed, start=False)
    window.show()
    outcome: dict[str, int] = {}

    def finished(result: object) -> None:
        outcome["rounds"] = model.round_number
        QTimer.singleShot(0, lambda: QApplication.exit(0))

    def stuck() -> None:
        print("tonk --smoke: the round did not finish within 120 s", file=sys.stderr)
        QApplication.exit(1)

    model.round_finished.connect(finished)
    window.bots.error.connect(
        lambda message: (print(message, file=sys.stderr), QApplication.exit(1))
    )
    QTimer.singleShot(120_000, stuck)
    model.new_game()
    code = QApplication.exec() if not outcome else 0
    rnd = model.round
    window.close()
    if code == 0 and rnd is not None and rnd.result is not None:
        from tonk_desktop.ui.text.reasons import round_end_name
        from tonk_desktop.ui.text.words import result_sentence

        print(
            f"{round_end_name(rnd.result.kind)} — {result_sentence(model, rnd.result)}"
            f" ({len(rnd.history)} actions)"
        )
    return code


def _screenshot(app: object, args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from tonk_desktop.engine import HouseRules
    from tonk_desktop.ui.features import install_features
    from tonk_desktop.ui.main_window import MainWindow
    from tonk_desktop.ui.model import GameModel, default_seats
    from tonk_desktop.ui.staging import stage_round_end, stage_table

    if args.view in ("network", "host", "join", "rejoin", "resume"):
        from tonk_desktop.ui.network.screenshot import render_network_screenshot

        if not render_network_screenshot(args.screenshot, args.view, args.size):
            print(f"tonk: could not write {args.screenshot}", file=sys.stderr)
            return 1
        print(f"{args.screenshot}: {args.view} view")
        return 0
    if args.view in ("settings", "ledger", "statistics"):
        from tonk_desktop.ui.ledger.screenshot import (
            render_ledger_screenshot,
            render_statistics_screenshot,
        )
        from tonk_desktop.ui.settings.dialog import render_settings_screenshot

        try:
            if args.view == "settings":
                render_settings_screenshot(args.screenshot, args.size, "rules")
            elif args.view == "statistics":
                render_statistics_screenshot(args.screenshot, args.size)
            else:
                render_ledger_screenshot(args.screenshot, args.size)
        except OSError:
            print(f"tonk: could not write {args.screenshot}", file=sys.stderr)
            return 1
        print(f"{args.screenshot}: {args.view} view")
        return 0
    seed = args.seed if args.seed is not None else 7
    rules = HouseRules().replace(players=args.players)
    model = GameModel(rules, default_seats(args.players), seed=seed)
    model.set_speed(0)
    model.set_bot_pace(0)
    window = MainWindow(model, seed=seed, start=False)
    window.bots.paused = True
    from tonk_desktop.ui.lessons.screenshot import throwaway_settings

    lesson_view = args.view.startswith("lesson:")
    features = install_features(window, lessons=throwaway_settings() if lesson_view else None)
    from tonk_desktop.ui.table.layout import CARD_SCALES

    window.scene.set_card_scale(CARD_SCALES[args.card_size])
    width, height = args.size
    window.resize(width, height)
    window.show()
    QApplication.processEvents()
    extra = None
    if features.lessons is not None:
        from tonk_desktop.ui.lessons.screenshot import parse_lesson_view, stage_lesson

        what, step = parse_lesson_view(args.view)
        if what == "tour":  # the tour is read beside the player's own table, dealt
            stage_table(model, random.Random(seed))
        extra = stage_lesson(features.lessons, what, step)
    elif args.view == "round-end":
        stage_round_end(model, random.Random(seed))
    elif args.view.startswith("review"):
        stage_round_end(model, random.Random(seed))
        review = features.review
        review.review_last_round()
        controller = review.controller
        assert controller is not None
        _name, _colon, step = args.view.partition(":")
        controller.go_to(int(step) if step else controller.step_count() // 2)
        if review.coach is not None:  # the coach's marks in the picture
            review.coach.wait_for_analysis(120_000)
    else:
        stage_table(model, random.Random(seed))
    window.refresh_controls()
    for _ in range(3):
        QApplication.processEvents()
    image = (extra or window).grab()
    if not image.save(args.screenshot, _image_format(args.screenshot)):
        print(f"tonk: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(f"{args.screenshot}: {image.width()}x{image.height()}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
