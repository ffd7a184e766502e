#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The swift-syntax libraries a Swift toolchain carries for macros (`usr/lib/swift/host`: SwiftParser and SwiftSyntax
/// with their module interfaces). Building the SwiftUI front end against them takes seconds where compiling
/// swift-syntax from source in release takes minutes; their parser is slower (docs/performance.md#swiftui-source).
enum ToolchainSwiftSyntax {
    /// What the package's manifest reads to build the front end against these libraries (see Package.swift).
    static let variable = "LOUPE_TOOLCHAIN_SWIFT_SYNTAX"

    /// The environment for the first build of the front end into `buildFolder`: the host folder of the `swift` on the
    /// search path when it has the libraries; nothing (swift-syntax from source) when it has not, or when swift-syntax
    /// is already compiled from source in that folder (then the front end costs seconds either way).
    static func buildEnvironment(buildFolder: URL) -> [String: String] {
        if FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/SwiftParser.swiftmodule").path) {
            return [:]
        }
        guard let host = hostFolder(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") else { return [:] }
        return [variable: host]
    }

    /// `<toolchain>/usr/lib/swift/host` for the first `swift` on `searchPath`, links resolved, if it holds SwiftParser
    /// and SwiftSyntax as libraries with module interfaces.
    static func hostFolder(searchPath: String) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/swift"
            guard access(candidate, X_OK) == 0, let resolved = realpath(candidate, nil) else { continue }
            defer { free(resolved) }
            let binary = URL(fileURLWithPath: String(cString: resolved))
            let host = binary.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host")
            return hasLibraries(host) ? host.path : nil
        }
        return nil
    }

    static func hasLibraries(_ host: URL) -> Bool {
        #if canImport(Darwin)
        let suffix = "dylib"
        #else
        let suffix = "so"
        #endif
        return ["SwiftParser", "SwiftSyntax"].allSatisfy { module in
            FileManager.default.fileExists(atPath: host.appendingPathComponent("\(module).swiftmodule").path)
                && FileManager.default.fileExists(atPath: host.appendingPathComponent("lib\(module).\(suffix)").path)
        }
    }
}
