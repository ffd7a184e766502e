import Foundation
import Testing

extension CLITests {
    /// Full Foundation brings its internationalisation library (30 MB) into every process, and loading and relocating
    /// it was a third of a `loupe-render` start (docs/performance.md, "No ICU"): the modules import FoundationEssentials
    /// where it exists, and one plain `import Foundation` anywhere in them undoes that.
    ///
    /// Asked of the dynamic loader, so on Linux only, and only of a build that links the Swift runtime dynamically
    /// (`swift test`'s): with `--static-swift-stdlib` Foundation would be inside the binary, where the loader cannot
    /// see it, and the test has nothing to check.
    @Test(arguments: ["loupe-render", "loupe-render-swift"])
    func theCommandDoesNotLoadFullFoundation(_ command: String) throws {
        #if os(Linux)
        let process = Process()
        process.executableURL = Self.executable.deletingLastPathComponent().appendingPathComponent(command)
        process.arguments = ["--help"]
        // The loader lists what it would load, as `ldd` does, and runs nothing.
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_TRACE_LOADED_OBJECTS": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard listing.contains("libswiftCore.so") else { return }
        for library in ["lib_FoundationICU.so", "libFoundation.so", "libFoundationInternationalization.so"] {
            #expect(!listing.contains(library), "\(command) loads \(library)")
        }
        #endif
    }
}
