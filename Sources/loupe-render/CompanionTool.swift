#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
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
    /// from a checkout of the package, its progress shown as it goes.
    /// - Parameters:
    ///   - what: what it is, for messages ("the SwiftUI front end").
    ///   - firstBuild: what its first build costs with that environment, said before it starts.
    ///   - environment: variables the build runs with (how the package's manifest is to build it).
    static func locateOrBuild(_ product: String, what: String, firstBuild: (_ environment: [String: String]) -> String,
                              environment: (_ buildFolder: URL) -> [String: String] = { _ in [:] }) throws(LoupeRenderError) -> String {
        let executable = RunningExecutable.path
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
            throw .io("\(what) \(product) is not beside \(executable); `scripts/install.sh` in the package installs "
                      + "loupe-render with it (or build it with `\(command)` and put it there)")
        }
        let variables = environment(folder)
        StandardStream.error.write("loupe-render: building \(what) (\(product)), once: \(firstBuild(variables))\n")
        let progress = BuildProgress()
        let build = try ChildProcess.run("swift", ["build", "-c", configuration, "--product", product,
                                                   "--package-path", package.path, "--scratch-path", scratch.path],
                                         output: .watched(progress.take, tick: progress.tick), searchPath: true,
                                         environment: variables)
        guard build.status == 0, access(tool, X_OK) == 0 else {
            progress.finish("building \(what) failed; what `swift build` said:")
            StandardStream.error.write(String(decoding: build.output, as: UTF8.self))
            throw .io("building \(what) failed (exit \(build.status)); run `\(command)` in \(package.path) to see why")
        }
        progress.finish("built \(what); later runs use it as it is")
        return tool
    }
}
