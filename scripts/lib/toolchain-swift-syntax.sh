# Sourced by the scripts. `toolchain_swift_syntax` prints the folder of the swift-syntax libraries the Swift toolchain
# carries for macros (`<toolchain>/usr/lib/swift/host`, found from the first `swift` on PATH, links resolved), or
# fails when that toolchain has none (Xcode's, for one). `loupe-render` looks for them the same way
# (Sources/loupe-render/ToolchainSwiftSyntax.swift).
toolchain_swift_syntax() {
    local swift_binary host
    swift_binary=$(readlink -f "$(command -v swift)") || return 1
    host="$(dirname "$(dirname "$swift_binary")")/lib/swift/host"
    for module in SwiftParser SwiftSyntax; do
        [ -e "$host/$module.swiftmodule" ] || return 1
        [ -e "$host/lib$module.so" ] || [ -e "$host/lib$module.dylib" ] || return 1
    done
    echo "$host"
}
