#!/bin/sh
# Install Tonk for the current user, under ~/.local, from an unpacked release:
#   ./install.sh              copy the program to ~/.local/opt/tonk, link ~/.local/bin/tonk,
#                             add the menu entry and the icon
#   ./install.sh --uninstall  remove all of that again (your saved sessions stay)
# Needs no root and touches nothing outside your home folder.
set -eu

APP=tonk
ICON_NAME=tonk-desktop
DESKTOP_FILE=tonk-desktop.desktop
ICON_SIZES="16 24 32 48 64 128 256"

DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
OPT_DIR=$HOME/.local/opt/$APP
BIN_DIR=$HOME/.local/bin
APPS_DIR=$DATA_HOME/applications
ICONS_DIR=$DATA_HOME/icons/hicolor

HERE=$(cd "$(dirname "$0")" && pwd -P)

say() { printf '%s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# Refresh the desktop's caches when the tools exist; menus pick the entry up without them too.
refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$APPS_DIR" 2>/dev/null || true
    fi
    if [ -d "$ICONS_DIR" ]; then
        touch "$ICONS_DIR"
        if [ -f "$ICONS_DIR/index.theme" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
            gtk-update-icon-cache -q -t "$ICONS_DIR" 2>/dev/null || true
        fi
    fi
}

# ~/.local/bin/tonk is ours only if it is a symlink into OPT_DIR: never remove or replace
# a `tonk` that something else (pip --user, another build) put there.
link_is_ours() {
    [ -L "$BIN_DIR/$APP" ] && [ "$(readlink "$BIN_DIR/$APP")" = "$OPT_DIR/$APP" ]
}

uninstall() {
    removed=0
    if link_is_ours; then rm -f "$BIN_DIR/$APP"; removed=1; fi
    if [ -f "$APPS_DIR/$DESKTOP_FILE" ]; then rm -f "$APPS_DIR/$DESKTOP_FILE"; removed=1; fi
    for size in $ICON_SIZES; do
        icon=$ICONS_DIR/${size}x${size}/apps/$ICON_NAME.png
        if [ -f "$icon" ]; then rm -f "$icon"; removed=1; fi
    done
    if [ -f "$ICONS_DIR/scalable/apps/$ICON_NAME.svg" ]; then
        rm -f "$ICONS_DIR/scalable/apps/$ICON_NAME.svg"
        removed=1
    fi
    if [ -d "$OPT_DIR" ]; then rm -rf "$OPT_DIR"; removed=1; fi
    refresh_caches
    # update-desktop-database leaves a cache behind even in a folder it made for us alone.
    if [ -f "$APPS_DIR/mimeinfo.cache" ] && ! ls "$APPS_DIR"/*.desktop >/dev/null 2>&1; then
        rm -f "$APPS_DIR/mimeinfo.cache"
    fi
    if [ "$removed" = 1 ]; then
        say "Tonk removed from $OPT_DIR, $BIN_DIR and $DATA_HOME."
        say "Your saved sessions and settings were kept."
    else
        say "Tonk was not installed in $HOME/.local; nothing to remove."
    fi
}

install() {
    [ -x "$HERE/$APP" ] || fail "no '$APP' program beside this script ($HERE): run it from the unpacked release"
    [ -f "$HERE/share/applications/$DESKTOP_FILE" ] || fail "the release in $HERE is incomplete (no $DESKTOP_FILE)"
    if [ -e "$BIN_DIR/$APP" ] && ! link_is_ours; then
        fail "$BIN_DIR/$APP already exists and is not this program's link; remove it first"
    fi

    if [ "$HERE" != "$OPT_DIR" ]; then
        # Copy beside the old install, then swap, so a failed copy leaves the old one working.
        mkdir -p "$(dirname "$OPT_DIR")"
        rm -rf "$OPT_DIR.new"
        cp -R "$HERE" "$OPT_DIR.new"
        rm -rf "$OPT_DIR"
        mv "$OPT_DIR.new" "$OPT_DIR"
    fi

    mkdir -p "$BIN_DIR"
    ln -sfn "$OPT_DIR/$APP" "$BIN_DIR/$APP"

    # The menu entry names the program by its full path, so it starts even where
    # ~/.local/bin is not on the desktop session's PATH.
    mkdir -p "$APPS_DIR"
    sed -e "s|^Exec=.*|Exec=\"$OPT_DIR/$APP\"|" -e "s|^TryExec=.*|TryExec=$OPT_DIR/$APP|" \
        "$OPT_DIR/share/applications/$DESKTOP_FILE" >"$APPS_DIR/$DESKTOP_FILE"

    for size in $ICON_SIZES; do
        src=$OPT_DIR/share/icons/hicolor/${size}x${size}/apps/$ICON_NAME.png
        [ -f "$src" ] || continue
        mkdir -p "$ICONS_DIR/${size}x${size}/apps"
        cp "$src" "$ICONS_DIR/${size}x${size}/apps/$ICON_NAME.png"
    done
    if [ -f "$OPT_DIR/share/icons/hicolor/scalable/apps/$ICON_NAME.svg" ]; then
        mkdir -p "$ICONS_DIR/scalable/apps"
        cp "$OPT_DIR/share/icons/hicolor/scalable/apps/$ICON_NAME.svg" "$ICONS_DIR/scalable/apps/"
    fi
    refresh_caches

    say "Tonk installed in $OPT_DIR."
    # The program does not bundle a Japanese font (see README.md, Languages):
    # say so now rather than let Japanese text show as boxes.
    if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ja family 2>/dev/null | head -n 1)" ]; then
        say "No Japanese font is installed: to play in Japanese, install one"
        say "(Debian/Ubuntu: sudo apt install fonts-noto-cjk; Fedora: google-noto-sans-cjk-fonts)."
    fi
    say "Start it from your desktop's Games menu, or run: $BIN_DIR/$APP"
    case ":$PATH:" in
        *":$BIN_DIR:"*) ;;
        *) say "($BIN_DIR is not on your PATH; add it to run plain 'tonk' from a terminal.)" ;;
    esac
    say "To remove it: $OPT_DIR/install.sh --uninstall"
}

USER_NAME=$(id -un 2>/dev/null || echo "this user")
case "${1:-}" in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) fail "unknown option '$1' (use --uninstall or --help)" ;;
esac
