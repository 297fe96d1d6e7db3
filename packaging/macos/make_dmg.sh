#!/usr/bin/env bash
# Pack k3desk.app into a drag-to-Applications disk image (macOS only; uses hdiutil).
#   packaging/macos/make_dmg.sh dist/k3desk.app dist/k3desk-0.1.0-macos-arm64.dmg 0.1.0
# Called by packaging/build.py after PyInstaller has made dist/k3desk.app.
#
# Unsigned builds: Gatekeeper blocks a downloaded unsigned app. For a public release set
# CODESIGN_IDENTITY ("Developer ID Application: ...") and NOTARY_PROFILE (a keychain profile made
# with `xcrun notarytool store-credentials`); the script then signs, notarizes and staples.
set -euo pipefail
app="${1:?usage: make_dmg.sh APP DMG VERSION}"
dmg="${2:?usage: make_dmg.sh APP DMG VERSION}"
version="${3:-}"
[ -d "$app" ] || { echo "no such app bundle: $app" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "hdiutil not found: a .dmg can only be built on macOS" >&2; exit 1; }

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
  codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$app"
  codesign --verify --strict --verbose=2 "$app"
fi

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
# hosted macOS runners sometimes answer "hdiutil: create failed - Resource busy": retry a few times
for attempt in 1 2 3 4; do
  if hdiutil create -volname "k3desk ${version}" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"; then
    break
  fi
  [ "$attempt" = 4 ] && { echo "hdiutil create failed 4 times" >&2; exit 1; }
  sleep $((attempt * 5))
done

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$dmg"
  if [ -n "${NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
  fi
fi
echo "wrote $dmg"
