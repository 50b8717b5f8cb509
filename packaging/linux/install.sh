#!/bin/sh
# Install Palace Table for this user (no root): the app folder to ~/.local/share/palace-table, a desktop entry
# and icons under ~/.local/share, a `palace-table` command in ~/.local/bin.
#   ./install.sh               install (or update) from the folder this script is in
#   ./install.sh --uninstall   remove all of it again (saves, settings and logs are kept)
set -eu
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP="$DATA/palace-table"
BIN="$HOME/.local/bin"
HERE="$(cd "$(dirname "$0")" && pwd)"
SIZES="16 32 48 64 128 256"

remove() {
    rm -rf "$APP"
    rm -f "$DATA/applications/palace-table.desktop" "$BIN/palace-table"
    for n in $SIZES; do rm -f "$DATA/icons/hicolor/${n}x${n}/apps/palace-table.png"; done
    rm -f "$DATA/icons/hicolor/scalable/apps/palace-table.svg"
}

if [ "${1:-}" = "--uninstall" ]; then
    remove
    echo "Palace Table removed (your saves and settings are kept)."
    exit 0
fi

if [ "$HERE" != "$APP" ]; then
    rm -rf "$APP"
    mkdir -p "$APP"
    cp -R "$HERE/." "$APP/"
fi
mkdir -p "$DATA/applications" "$BIN"
for n in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${n}x${n}/apps"
    cp "$APP/icons/palace-table-$n.png" "$DATA/icons/hicolor/${n}x${n}/apps/palace-table.png"
done
mkdir -p "$DATA/icons/hicolor/scalable/apps"
cp "$APP/icons/palace-table.svg" "$DATA/icons/hicolor/scalable/apps/palace-table.svg"
sed "s|^Exec=.*|Exec=\"$APP/palace-table\"|" "$APP/palace-table.desktop" > "$DATA/applications/palace-table.desktop"
ln -sf "$APP/palace-table" "$BIN/palace-table"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Palace Table installed: find it in your applications menu, or run $BIN/palace-table"
