#!/bin/sh
# Install Palace Table for this user (no root): the app folder to ~/.local/share/palace-table, a desktop entry,
# AppStream metainfo and icons under ~/.local/share, a `palace-table` command in ~/.local/bin.
#   ./install.sh               install (or update) from the folder this script is in
#   ./install.sh --uninstall   remove all of it again (saves, settings and logs are kept)
# Both refresh the desktop database and the icon cache when their tools exist.
set -eu
APP_ID="io.github.palacetable.PalaceTable"  # game/appid.py
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP="$DATA/palace-table"
BIN="$HOME/.local/bin"
HERE="$(cd "$(dirname "$0")" && pwd)"
SIZES="16 32 48 64 128 256"

remove_entry() {  # this version's names and those 0.1.0 used (palace-table.desktop, palace-table.png)
    for name in "$APP_ID" palace-table; do
        rm -f "$DATA/applications/$name.desktop" "$DATA/metainfo/$name.metainfo.xml"
        for n in $SIZES; do rm -f "$DATA/icons/hicolor/${n}x${n}/apps/$name.png"; done
        rm -f "$DATA/icons/hicolor/scalable/apps/$name.svg"
    done
}

refresh_caches() {
    if [ -d "$DATA/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" || true
    fi
    if [ -d "$DATA/icons/hicolor" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    remove_entry
    rm -rf "$APP"
    rm -f "$BIN/palace-table"
    refresh_caches
    echo "Palace Table removed (your saves and settings are kept)."
    exit 0
fi

if [ "$HERE" != "$APP" ]; then
    rm -rf "$APP"
    mkdir -p "$APP"
    cp -R "$HERE/." "$APP/"
fi
remove_entry
mkdir -p "$DATA/applications" "$DATA/metainfo" "$BIN"
for n in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${n}x${n}/apps"
    cp "$APP/icons/$APP_ID-$n.png" "$DATA/icons/hicolor/${n}x${n}/apps/$APP_ID.png"
done
mkdir -p "$DATA/icons/hicolor/scalable/apps"
cp "$APP/icons/$APP_ID.svg" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
cp "$APP/$APP_ID.metainfo.xml" "$DATA/metainfo/$APP_ID.metainfo.xml"
# Exec= in quotes, with the desktop entry spec's escapes for \ " ` $ (a backslash, then every backslash doubled)
EXEC="$(printf '%s' "$APP/palace-table" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
sed "s|^Exec=.*|Exec=\"$(printf '%s' "$EXEC" | sed -e 's/[\\|&]/\\&/g')\"|" "$APP/$APP_ID.desktop" \
    > "$DATA/applications/$APP_ID.desktop"
ln -sf "$APP/palace-table" "$BIN/palace-table"
refresh_caches
echo "Palace Table installed: find it in your applications menu, or run $BIN/palace-table"
