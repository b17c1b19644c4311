#!/usr/bin/env bash
# CI for the Windows build, called at the end of .ci/run (a clean checkout, as root, on
# Debian): build the installer under Wine (make windows), install it silently into a fresh
# Wine prefix, play and draw with it, keep a ledger in the Windows data folder, upgrade,
# uninstall, and check what is left. Prints how long each part took.
#
#     packaging/windows/ci.sh                 everything, from the Debian packages on
#     packaging/windows/ci.sh --checks-only   the checks of what `make windows` built
#
# VENV: the Python environment with the program's Linux dependencies for the checks'
# scripts (default: the Makefile's .venv).
#
# Windows' fonts: a fresh Wine prefix has none (Wine's own come from fonts-wine, and have
# no Japanese). A Windows computer has Segoe UI and, for Japanese, Yu Gothic/Meiryo, which
# are font collections (.ttc); DejaVu and Noto Sans CJK (a .ttc too) stand in for them in
# the prefix's C:\windows\Fonts, where the program reads them.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
step() { echo "windows/ci.sh: $* ($((SECONDS - started)) s)"; }

py=${VENV:-.venv}/bin/python
checks_only=false
if [ "${1:-}" = --checks-only ]; then checks_only=true; fi

export DEBIAN_FRONTEND=noninteractive
apt_get() { apt-get -o DPkg::Lock::Timeout=300 "$@"; }
if ! $checks_only; then
  if ! dpkg --print-foreign-architectures | grep -qx i386; then
    dpkg --add-architecture i386
  fi
  apt_get update -qq
  # wine32: the NSIS installer and uninstaller are 32-bit programs.
  apt_get install -y -qq --no-install-recommends \
    wine wine64 wine32:i386 nsis xvfb xauth x11-apps imagemagick fonts-dejavu-core \
    fonts-noto-cjk unzip debootstrap >/dev/null
  step "Debian packages installed"
  make windows
fi
version=$("$py" -c 'import tonk_desktop; print(tonk_desktop.__version__)')
setup="$PWD/dist/tonk-$version-windows-x86_64-setup.exe"
portable="$PWD/dist/tonk-$version-windows-x86_64.zip"
test -f "$setup"
test -f "$portable"
step "built $(du -m "$setup" | cut -f1) MB installer, $(du -m "$portable" | cut -f1) MB zip"

# The portable zip: one folder, the program and its licences inside.
zipped=$(unzip -Z1 "$portable")
stem=tonk-$version-windows-x86_64
for file in tonk.exe tonk-sim.exe tonk-host.exe LICENSE.txt licenses/LGPL-3.0.txt \
  licenses/cards/CREDITS.md licenses/OpenSSL-LICENSE.txt _internal/tonk_desktop/i18n/tonk_ja.qm \
  _internal/libssl-3-x64.dll _internal/libcrypto-3-x64.dll; do
  grep -qx "$stem/$file" <<<"$zipped" || { echo "not in $portable: $stem/$file"; exit 1; }
done

# The engine's and the ledger's tests with the Windows Python (Windows' file semantics).
"$py" packaging/windows/run_tests.py
step "the engine's and the ledger's tests passed with the Windows Python"
# Sound through Qt's Windows audio: plays, or silent with the reason Settings show.
"$py" packaging/windows/check_sound.py
step "sound under Wine: silent with a reason where no stream opens"
# A network round between a Linux host and the Windows Python, TLS through Schannel.
"$py" packaging/windows/network_round.py
step "a network round, Linux host and Windows guest, over 127.0.0.1"

# A fresh prefix whose Windows user has an accented name with a space in it, so that the
# program, its data and the ledger all live under C:\users\Béla Kovács\ (Wine names the
# profile after $USER; arguments pass to Windows as UTF-8).
work=$(mktemp -d)
export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export LANG=C.UTF-8 USER="Béla Kovács" LOGNAME="Béla Kovács"
unset DISPLAY
wine wineboot --init </dev/null
wineserver -w
test -d "$WINEPREFIX/drive_c/users/$USER"
fonts="$WINEPREFIX/drive_c/windows/Fonts"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "$fonts/"
step "Wine prefix made"

# (reg: the 64-bit view, where the 64-bit installer writes HKLM.)
# A registry key that must not be there (`! command` would not stop the script: set -e
# ignores a negated command).
no_key() { if wine reg query "$1" /reg:64 </dev/null >/dev/null 2>&1; then echo "still there: $1"; return 1; fi; }
# Windows programs whose output is a Linux file may fail to start: through a pipe.
win() { wine "$@" </dev/null 2>&1 | cat; return "${PIPESTATUS[0]}"; }
# A Windows path's Linux file in the prefix.
unix_path() { winepath -u "$1" 2>/dev/null; }
profile="C:\\users\\$USER"
appdata="$profile\\AppData\\Roaming"
instdir="$profile\\AppData\\Local\\Programs\\Tonk Desktop"
data="$appdata\\Tonk Desktop"
ledger="$data\\Tonk\\ledger.sqlite3"
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\TonkDesktop'
start_menu="$appdata\\Microsoft\\Windows\\Start Menu\\Programs\\Tonk Desktop.lnk"
in_prefix() { test -e "$(unix_path "$1")"; }
# A value of the uninstall key, as written (reg query prints in the console's code page).
registry_value() {
  rm -f "$work/key.reg"
  wine reg export "$uninstall_key" "Z:$work/key.reg" /y /reg:64 </dev/null >/dev/null 2>&1 || return 0
  iconv -f UTF-16 -t UTF-8 "$work/key.reg" | tr -d '\r' |
    sed -n "s/^\"$1\"=\"\(.*\)\"\$/\1/p" | sed 's/\\\\/\\/g'
}

# An older version first (the same program, labelled 0.0.1), with a player's data and a
# file an older version had that the new one does not: the upgrade must replace the
# program, drop the old file and keep the data.
"$py" packaging/windows/build.py --installer-only --fast --version 0.0.1 \
  --output "$work/tonk-0.0.1-setup.exe"
win "$work/tonk-0.0.1-setup.exe" /S
wineserver -w
test "$(registry_value DisplayVersion)" = 0.0.1
touch "$(unix_path "$instdir\\_internal")/left-by-0.0.1.py"
tonk_sim="$instdir\\tonk-sim.exe"
win "$tonk_sim" --bots easy,normal --rounds 3 --jobs 1 --db "$ledger" | tail -n 2
step "older version installed, a ledger kept"

win "$setup" /S
wineserver -w
test "$(registry_value DisplayVersion)" = "$version"
test "$(registry_value InstallLocation)" = "$instdir"
test ! -e "$(unix_path "$instdir\\_internal")/left-by-0.0.1.py"
in_prefix "$instdir\\tonk.exe"
in_prefix "$start_menu"
in_prefix "$ledger"
# Qt's TLS backends: OpenSSL's, with the OpenSSL 3 DLLs it loads (the one the program
# uses, host_round.py), and Windows' own Schannel (network_round.py's joining guest).
in_prefix "$instdir\\_internal\\PySide6\\plugins\\tls\\qopensslbackend.dll"
in_prefix "$instdir\\_internal\\libssl-3-x64.dll"
in_prefix "$instdir\\_internal\\PySide6\\plugins\\tls\\qschannelbackend.dll"
step "upgraded to $version silently"

tonk="$instdir\\tonk.exe"
test "$(win "$tonk" --version | tr -d '\r')" = "tonk $version"
win "$tonk" --smoke
win "$tonk" --screenshot "Z:$work/table.png" --seed 7 --size 1100x760
"$py" packaging/check_card_art.py "$work/table.png"
# Japanese: drawn without a Japanese font, then with Windows' kind of one (a collection).
win "$tonk" --screenshot "Z:$work/table-ja-no-font.png" --seed 7 --lang ja >/dev/null
cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc "$fonts/"
win "$tonk" --screenshot "Z:$work/table-ja.png" --seed 7 --lang ja >/dev/null
"$py" packaging/windows/check_japanese.py "$work/table-ja-no-font.png" "$work/table-ja.png"
# A review with the coach's marks: the analysis runs in a second tonk.exe (multiprocessing's
# spawn from the frozen program); were it unable to start, the log would say so.
review_log=$(win "$tonk" --screenshot "Z:$work/review.png" --seed 7 --view review)
echo "$review_log"
if grep -q "analysing in the window's process instead" <<<"$review_log"; then exit 1; fi
step "tonk.exe: --version, --smoke, --screenshot (card art, Japanese, the coach)"

# The ledger, in the Windows data folder, from a run spread over two processes (the
# frozen tonk-sim.exe started again as multiprocessing's worker).
win "$tonk_sim" --bots easy,normal --rounds 5 --jobs 2 --db "$ledger" | tail -n 2
"$py" - "$(unix_path "$ledger")" <<'EOF'
import sys
from tonk_desktop.ledger import Ledger
with Ledger(sys.argv[1]) as ledger:
    counts = [ledger.round_count(session.id) for session in ledger.sessions()]
print(f"ledger: sessions of {counts} rounds, newest first")
# Each deal is played once per rotation of the seats: two rounds a deal for two players.
# The session recorded before the upgrade is still there.
sys.exit(counts != [2 * 5, 2 * 3])
EOF
step "tonk-sim.exe --db into %APPDATA%"

# The real window, on Xvfb through Wine's X11 driver, pictured from the X screen, of a
# player who answered the first start's lesson offer (a newcomer's table stays empty
# behind the offer until it is answered): the game is dealt at once.
installed_files() { (cd "$(unix_path "$instdir")" && find . | sort); }
installed_files >"$work/installed-before"
# A player of an earlier version: the settings (the lesson offer answered) in the old
# %APPDATA%\TonkDesktop, moved beside the ledger by the window's start and read there.
RETURNING=earlier packaging/windows/window_shot.sh "$(unix_path "$tonk")" "$work/window.png"
"$py" packaging/check_card_art.py "$work/window.png"  # the window drew its table
installed_files | diff "$work/installed-before" -  # it wrote nothing beside itself
roaming="${TONK_WINE10_ROOT:-/var/cache/tonk-windows/trixie}/root/tonk-window-prefix/drive_c/users/root/AppData/Roaming"
grep -q '"lessons/offer_answered": true' "$roaming/Tonk Desktop/Tonk/settings.json"
test ! -e "$roaming/TonkDesktop"
step "the real window pictured"
# Hosting from Windows: the installed tonk-host.exe under Wine 10, in the root
# window_shot.sh made, joined from Linux, its TLS Qt's OpenSSL backend. Under Wine 8 it
# cannot make its certificate (no bcryptprimitives.dll): it must say so and exit.
if said=$(win "$instdir\\tonk-host.exe" --listen 127.0.0.1 --ledger "Z:$work/host/ledger.sqlite3" \
  --seat person --seat computer:easy:Robo); then
  echo "tonk-host.exe hosted under Wine 8: $said"; exit 1
fi
echo "$said"
grep -q "^tonk-host: this computer cannot make or read the table's certificate" <<<"$said"
# Joining by the TLS the installed program ships: its OpenSSL DLLs first on PATH, as the
# installed tonk.exe has them (joining needs no certificate, so Wine 8 can). The Windows
# Python lives in the build's own prefix, which reaches this one's files by drive Z:.
internal=$(unix_path "$instdir\\_internal")
"$py" packaging/windows/network_round.py --tls-from "Z:${internal//\//\\}"
step "a network round joined under Wine 8 with the installed program's TLS (OpenSSL)"
"$py" packaging/windows/host_round.py "$(unix_path "$instdir")"
step "a network round hosted by the installed tonk-host.exe under Wine 10"
# Finding tables: Windows and Linux each announce one over multicast DNS and the other
# lists it, in two network namespaces of the check's own (iproute2: .ci/run installs it).
"$py" packaging/windows/discovery_round.py
step "tables found both ways between the Windows Python under Wine 10 and Linux"

# Uninstall: nothing of the program left, the player's data kept.
win "$(unix_path "$instdir\\uninstall.exe")" /S /CurrentUser
wineserver -w
test ! -e "$(unix_path "$instdir")"
test ! -e "$(unix_path "$start_menu")"
no_key "$uninstall_key"
in_prefix "$ledger"
step "uninstalled silently; the ledger stays"

# For everyone (Wine's user has administrator rights): Program Files, the common Start
# menu, the machine's uninstall key; its quiet uninstall string removes all of it.
win "$setup" /S /AllUsers
wineserver -w
machine_dir='C:\Program Files\Tonk Desktop'
machine_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\TonkDesktop'
common_menu='C:\ProgramData\Microsoft\Windows\Start Menu\Programs\Tonk Desktop.lnk'
in_prefix "$machine_dir\tonk.exe"
in_prefix "$common_menu"
no_key "$uninstall_key"  # nothing for this user alone
quiet=$(wine reg query "$machine_key" /v QuietUninstallString /reg:64 </dev/null 2>/dev/null | tr -d '\r' |
  sed -n 's/^ *QuietUninstallString *REG_SZ *//p')
test "$quiet" = "\"$machine_dir\\uninstall.exe\" /S /AllUsers"
win "$(unix_path "$machine_dir\uninstall.exe")" /S /AllUsers
wineserver -w
test ! -e "$(unix_path "$machine_dir")"
test ! -e "$(unix_path "$common_menu")"
no_key "$machine_key"
step "installed for everyone and uninstalled"

mkdir -p dist/windows-ci
cp "$work"/table.png "$work"/table-ja.png "$work"/review.png "$work"/window.png dist/windows-ci/
wineserver -k || true
rm -rf "$work"
step "done (pictures in dist/windows-ci/)"
