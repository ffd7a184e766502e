#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A binary of this package that `loupe-render` runs for some commands (`loupe-render-swift` for `.swift` scenes,
/// `loupe-render-review` for `review`): a product of its own, so that only those who use it compile its
/// dependencies. It is looked for beside this binary and built there on first use.
enum CompanionTool {
    /// The path of `product` beside this binary; built there (once) when it is missing and this binary was built
    /// from a checkout of the package.
    /// - Parameters:
    ///   - what: what it is, for messages ("the SwiftUI front end").
    ///   - firstBuild: what its first build costs, said before it starts.
    static func locateOrBuild(_ product: String, what: String, firstBuild: String) throws(LoupeRenderError) -> String {
        let executable = ChildProcess.currentExecutable()
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let tool = folder.appendingPathComponent(product).path
        if access(tool, X_OK) == 0 { return tool }
        // This file is Sources/loupe-render/CompanionTool.swift in the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        // A copy outside a build folder names no configuration: release is the one to put beside it.
        let isBuildFolder = configuration == "release" || configuration == "debug"
        let command = "swift build -c \(isBuildFolder ? configuration : "release") --product \(product)"
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path),
              isBuildFolder,
              FileManager.default.fileExists(atPath: scratch.path) else {
            throw .io("\(what) \(product) is not beside \(executable); build it with `\(command)` in the package and put it there")
        }
        StandardStream.error.write("loupe-render: building \(what) (\(product)), once: `\(command)`. \(firstBuild)\n")
        let build = try ChildProcess.run("swift", ["build", "-c", configuration, "--product", product,
                                                   "--package-path", package.path, "--scratch-path", scratch.path],
                                         captureOutput: false, searchPath: true)
        guard build.status == 0, access(tool, X_OK) == 0 else {
            throw .io("building \(what) failed (exit \(build.status)); run `\(command)` in \(package.path) to see why")
        }
        return tool
    }
}
