# Sourced by the scripts. `static_executable_libraries` prints the link flags of the C libraries `loupe-render` uses
# (FreeType, libpng, libdeflate, libjpeg and theirs) for a static link, which `LOUPE_STATIC_EXECUTABLE` passes to Package.swift
# to make `loupe-render` one static executable. Linux only: macOS has no static C library.
static_executable_libraries() {
    [ "$(uname -s)" = Linux ] || return 1
    pkg-config --static --libs freetype2 libpng libdeflate libjpeg
}
