#!/usr/bin/env bash
# Picture the real window of the Windows build: tonk.exe on an X server (Xvfb) through
# Wine's X11 driver, the whole X screen saved as a PNG.
#
#     packaging/windows/window_shot.sh /path/to/tonk.exe out.png [seconds]
#
# A first start, unless RETURNING=1: then the first start's offer of the lessons counts as
# answered (the README's picture); RETURNING=earlier answers it in an earlier version's
# settings folder (%APPDATA%\TonkDesktop), which the program moves home on its start.
# The prefix is left in $TONK_WINE10_ROOT/root/tonk-window-prefix for a look afterwards.
#
# Debian 12's Wine 8.0 cannot show it: Qt's Windows platform asks WinRT's UISettings for
# the system's colours and Wine 8.0 has no Windows.UI.ViewManagement, so QApplication
# aborts (--smoke and --screenshot draw offscreen and do not meet it). Wine 10.0, from
# Debian 13 (trixie), has it. Mixing trixie's Wine into this system would pull a new libc,
# so it lives in a trixie root of its own, made once with debootstrap from the Debian
# archive and kept in $TONK_WINE10_ROOT (default /var/cache/tonk-windows/trixie); the
# X server runs here and the window reaches it through the bind-mounted X socket.
# Needs root (debootstrap, chroot, mount), xvfb, x11-apps (xwd) and imagemagick.
set -euo pipefail
exe=$(realpath "$1")
out=$(realpath -m "$2")
wait_s=${3:-40}
root=${TONK_WINE10_ROOT:-/var/cache/tonk-windows/trixie}
mirror=${TONK_DEBIAN_MIRROR:-http://deb.debian.org/debian}

if [ ! -x "$root/usr/bin/wine" ]; then
  command -v debootstrap >/dev/null || apt-get -o DPkg::Lock::Timeout=300 install -y -qq debootstrap >/dev/null
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  nice debootstrap --variant=minbase trixie "$root.new" "$mirror" >/dev/null
  mount --bind /proc "$root.new/proc"
  chroot "$root.new" sh -c "dpkg --add-architecture i386 && apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      wine wine64 wine32:i386 fonts-dejavu-core fonts-noto-cjk >/dev/null && apt-get clean"
  umount "$root.new/proc"
  mv "$root.new" "$root"
fi

# The program's folder, the X socket and the system's own folders, seen from the root.
mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" || true; done
  if [ -n "${xvfb_pid:-}" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT
bind() { mkdir -p "$root$2"; mount --bind "$1" "$root$2"; mounted+=("$root$2"); }
bind /proc /proc
bind /dev /dev
bind /sys /sys
bind "$(dirname "$exe")" /mnt/tonk
mkdir -p /tmp/.X11-unix
bind /tmp/.X11-unix /tmp/.X11-unix

# An X server of its own, unless WINDOW_SHOT_DISPLAY names one (benchmarks/windows_package.py
# watches its own; "window_shot.sh: starting" is printed when the program is started).
display=${WINDOW_SHOT_DISPLAY:-}
if [ -z "$display" ]; then
  display=:$((90 + RANDOM % 100))
  Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp &
  xvfb_pid=$!
  sleep 2
fi

# A fresh prefix inside the root each time; the window is left to draw, then pictured.
cat >"$root/root/tonk-window.sh" <<'INNER'
rm -rf "$WINEPREFIX"
wine wineboot --init >/dev/null 2>&1
wineserver -w
if [ "$RETURNING" != 0 ]; then
  settings="$WINEPREFIX/drive_c/users/root/AppData/Roaming/Tonk Desktop/Tonk"
  if [ "$RETURNING" = earlier ]; then settings="$WINEPREFIX/drive_c/users/root/AppData/Roaming/TonkDesktop"; fi
  mkdir -p "$settings"
  printf '{\n  "lessons/offer_answered": true\n}\n' >"$settings/settings.json"
fi
echo "window_shot.sh: starting $PROGRAM"
wine "Z:\\mnt\\tonk\\$PROGRAM" --seed 7 </dev/null >/dev/null 2>&1 &
sleep "$WAIT"
INNER
chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root DISPLAY="$display" \
  WINEPREFIX=/root/tonk-window-prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" \
  RETURNING="${RETURNING:-0}" PROGRAM="$(basename "$exe")" WAIT="$wait_s" \
  sh /root/tonk-window.sh || true
DISPLAY=$display xwd -root -silent | convert xwd:- "$out"
chroot "$root" env -i PATH=/usr/bin:/bin WINEPREFIX=/root/tonk-window-prefix wineserver -k || true
echo "window_shot.sh: $out"
