#!/usr/bin/env bash
# Checks that an installation made by scripts/install.sh runs anywhere: copied to a new prefix, with this checkout
# moved out of reach, run by another user (nobody) from another folder, it renders the bundled example scene and a
# SwiftUI preview identical to their goldens, pixel for pixel, a missing font is an error that names where fonts are
# looked for, and (on Linux) loupe-render is one static executable.
#
#   scripts/test-install.sh PREFIX     # PREFIX as given to install.sh --prefix
#
# CI runs it. The checkout is moved back when the script ends, however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
[ $# -eq 1 ] && [ -x "$1/bin/loupe-render" ] || { echo "usage: scripts/test-install.sh PREFIX (an installation)" >&2; exit 64; }
installed=$(cd "$1" && pwd)

work=$(mktemp -d)
chmod 755 "$work"
cp -a "$installed" "$work/prefix"
chmod 755 "$work/prefix"   # a prefix such as /usr/local is open to all; the copied one may come from mktemp (0700)
mkdir -m 777 "$work/out"
cp Examples/Swift/preview-grid-guides.swift "$work/out/"
away="$root.out-of-reach.$$"
restore() { [ -d "$away" ] && mv "$away" "$root"; rm -rf "$work"; }
trap restore EXIT
mv "$root" "$away"

as_nobody() { (cd "$work/out" && setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"); }
bin="$work/prefix/bin"
as_nobody "$bin/loupe-render" render -o example.png
as_nobody "$bin/loupe-render" render preview-grid-guides.swift -o grid.png
# Without its fonts the installation fails cleanly, naming the installed folder.
mv "$work/prefix/share/loupe-render/Fonts" "$work/prefix/share/loupe-render/Fonts.away"
status=0
as_nobody "$bin/loupe-render" render -o missing.png 2>"$work/out/missing.txt" || status=$?
mv "$work/prefix/share/loupe-render/Fonts.away" "$work/prefix/share/loupe-render/Fonts"

mv "$away" "$root"
# Goldens are encoded at another compression level: their pixels are compared.
for pair in "example.png basic-usage.png" "grid.png preview-grid-guides.png"; do
    set -- $pair
    verdict=$("$bin/loupe-render" diff "$work/out/$1" "Goldens/$2")
    [ "$verdict" = "match: identical" ] || { echo "test-install: $1 against Goldens/$2: $verdict" >&2; exit 1; }
done
[ "$status" -ne 0 ] && [ ! -e "$work/out/missing.png" ] \
    && grep -q "$work/prefix/share/loupe-render/Fonts" "$work/out/missing.txt" \
    || { echo "test-install: without its fonts: exit $status, $(cat "$work/out/missing.txt")" >&2; exit 1; }
# On Linux install.sh links loupe-render as one static executable: no program interpreter, no shared library.
if [ "$(uname -s)" = Linux ] && readelf --program-headers "$bin/loupe-render" | grep -q INTERP; then
    echo "test-install: loupe-render is not a static executable: $(readelf -d "$bin/loupe-render" | grep NEEDED | tr -s ' ')" >&2
    exit 1
fi
echo "test-install: the installation renders from $work/out as nobody, with the checkout out of reach"
