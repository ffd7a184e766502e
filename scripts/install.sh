#!/usr/bin/env bash
# Installs loupe-render with its SwiftUI front end and its review server, so that it runs from any folder, for any
# user, with no checkout beside it:
#
#   PREFIX/bin/loupe-render, loupe-render-swift, loupe-render-review
#   PREFIX/share/loupe-render/Fonts/             the fonts text is drawn with (and their licences)
#   PREFIX/share/loupe-render/Examples/Scenes/   the example scenes (`loupe-render render` with no scene draws one)
#
#   scripts/install.sh [--prefix DIR] [--toolchain-swift-syntax]
#
#   --prefix DIR                 where to install (default /usr/local); created if missing
#   --toolchain-swift-syntax     build the front end against the swift-syntax libraries of the Swift toolchain on
#                                PATH (about 3½ minutes in all instead of about 10), unoptimized; it then runs only where
#                                that toolchain stays installed at the same path
#
# On Linux loupe-render is one static executable: the Swift runtime, the C library, FreeType, libpng, libjpeg and libdeflate
# are linked in, so it needs nothing of the system it runs on, and it starts sooner. The other binaries have the Swift
# runtime linked in (--static-swift-stdlib) and the front end its own optimized swift-syntax, compiled from source;
# the review server needs the system libraries the README lists (libpng, libjpeg, FreeType, libdeflate) and libcurl (its
# Foundation links it: libcurl4-openssl-dev to build). Builds go to .build/install (or
# .build/install-toolchain-syntax), apart from the build folder of `swift build`, whose flags differ.
# `swift package experimental-install` is not used: it copies one executable, without the fonts or the companion
# binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/toolchain-swift-syntax.sh
source scripts/lib/static-executable.sh

prefix=/usr/local
toolchain_syntax=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 64; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --toolchain-swift-syntax) toolchain_syntax=true; shift ;;
        -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done

if ! pkg-config --exists libcurl; then
    echo "install.sh: the review server's Foundation, linked in, needs libcurl: apt-get install -y libcurl4-openssl-dev" >&2
    exit 69
fi

build() {
    local scratch="$1"; shift
    echo "install.sh: swift build -c release $* --scratch-path $scratch" >&2
    swift build -c release "$@" --scratch-path "$scratch" >&2
}

# loupe-render alone, as one static executable where the system allows it (only its link differs from the others').
build_command() {
    local libraries
    if libraries=$(static_executable_libraries); then
        echo "install.sh: LOUPE_STATIC_EXECUTABLE='$libraries'" >&2
        LOUPE_STATIC_EXECUTABLE="$libraries" build "$1" --static-swift-stdlib --product loupe-render
    else
        build "$1" --static-swift-stdlib --product loupe-render
    fi
}

if $toolchain_syntax; then
    scratch=.build/install-toolchain-syntax
    if ! host=$(toolchain_swift_syntax); then
        echo "install.sh: the Swift toolchain has no swift-syntax libraries; install without --toolchain-swift-syntax" >&2
        exit 69
    fi
    build_command "$scratch"
    build "$scratch" --static-swift-stdlib --product loupe-render-review
    # Linked to the toolchain's own swift-syntax libraries, the front end needs its Swift runtime too.
    LOUPE_TOOLCHAIN_SWIFT_SYNTAX="$host" build "$scratch" --product loupe-render-swift
else
    scratch=.build/install
    build_command "$scratch"
    build "$scratch" --static-swift-stdlib --product loupe-render-review
    build "$scratch" --static-swift-stdlib --product loupe-render-swift
fi
built="$scratch/release"   # SwiftPM's link to <scratch>/<triple>/release

share="$prefix/share/loupe-render"
mkdir -p "$prefix/bin" "$share/Fonts" "$share/Examples/Scenes"
for binary in loupe-render loupe-render-swift loupe-render-review; do
    install -m 755 "$built/$binary" "$prefix/bin/$binary"
done
install -m 644 Fonts/*.ttf Fonts/*.otf Fonts/LICENSE-* "$share/Fonts/"
install -m 644 Examples/Scenes/*.json "$share/Examples/Scenes/"
echo "install.sh: installed loupe-render, loupe-render-swift and loupe-render-review in $prefix/bin, their data in $share"
