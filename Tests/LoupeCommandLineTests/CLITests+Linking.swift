import Foundation
import Testing

extension CLITests {
    /// Full Foundation brings its internationalisation library (30 MB) into every process, and loading and relocating
    /// it was a third of a `loupe-render` start (docs/performance.md, "No ICU"): the renderer's modules import
    /// FoundationEssentials where it exists, and one plain `import Foundation` anywhere in them undoes that.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/lib64/ld-linux-x86-64.so.2")
                   || FileManager.default.fileExists(atPath: "/lib/ld-linux-aarch64.so.1")))
    func theCommandDoesNotLoadFullFoundation() throws {
        // The dynamic loader lists what it would load, as `ldd` does, and runs nothing.
        var environment = ProcessInfo.processInfo.environment
        environment["LD_TRACE_LOADED_OBJECTS"] = "1"
        let result = try run(["--help"], environment: environment)
        #expect(result.stdout.contains("libswiftCore"), "not a loader listing: \(result.stdout)")
        for library in ["lib_FoundationICU.so", "libFoundation.so", "libFoundationInternationalization.so"] {
            #expect(!result.stdout.contains(library), "loupe-render loads \(library)")
        }
    }
}
