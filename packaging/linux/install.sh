#!/bin/sh
# Install k3desk for the current user (no root needed) from an unpacked release tarball:
#   ./install.sh            install into ~/.local (menu entry, icon, *.k3desk.json association)
#   ./install.sh --uninstall
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPDIR="$DATA/k3desk/app"
BIN="$HOME/.local/bin"

refresh() {
  command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$DATA/applications" >/dev/null 2>&1 || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" >/dev/null 2>&1 || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$DATA/k3desk/app" "$BIN/k3desk" "$DATA/applications/k3desk.desktop" \
         "$DATA/mime/packages/k3desk.xml" "$DATA/icons/hicolor/256x256/apps/k3desk.png" \
         "$DATA/icons/hicolor/512x512/apps/k3desk.png"
  refresh
  echo "k3desk removed (your scenarios in ~/.config/k3desk are kept)."
  exit 0
fi

mkdir -p "$APPDIR" "$BIN" "$DATA/applications" "$DATA/mime/packages" \
         "$DATA/icons/hicolor/256x256/apps" "$DATA/icons/hicolor/512x512/apps"
rm -rf "$APPDIR"
mkdir -p "$APPDIR"
cp -a "$HERE/k3desk" "$HERE/_internal" "$APPDIR/"
ln -sf "$APPDIR/k3desk" "$BIN/k3desk"
sed "s|^Exec=k3desk|Exec=$APPDIR/k3desk|" "$HERE/k3desk.desktop" > "$DATA/applications/k3desk.desktop"
cp "$HERE/k3desk-mime.xml" "$DATA/mime/packages/k3desk.xml"
cp "$HERE/k3desk.png" "$DATA/icons/hicolor/256x256/apps/k3desk.png"
cp "$HERE/k3desk-512.png" "$DATA/icons/hicolor/512x512/apps/k3desk.png"
refresh
echo "k3desk installed: open it from the applications menu, or run $BIN/k3desk"
