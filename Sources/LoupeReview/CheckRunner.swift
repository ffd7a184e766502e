import Foundation
import LoupeGolden
import LoupeRender

/// Runs `loupe-render check` on some scenes and reads back what it found, pictures included, from the report it
/// writes: the review shows exactly what `check` rendered and compared, and the Swift front end, the comparison
/// options and the scene formats stay `check`'s alone.
public struct CheckRunner: Sendable {
    /// The `loupe-render` executable.
    public var executable: String
    /// The goldens folder, as given.
    public var goldens: String
    /// The options laid over every check (device, scheme, comparison, SwiftUI options, jobs).
    public var options: [String]

    /// A runner of `executable` over `goldens` with `options`.
    public init(executable: String, goldens: String, options: [String]) {
        self.executable = executable; self.goldens = goldens; self.options = options
    }

    /// The arguments of the check of `scenes` that writes its report into `folder`: nothing is recorded (the review
    /// writes goldens only on approval) and the artifacts stay in that folder.
    public func arguments(for scenes: [String], reportFolder folder: String) -> [String] {
        ["check"] + scenes + ["--goldens", goldens, "--record", "never", "--report", folder,
                              "--artifacts", folder + "/artifacts"] + options
    }

    /// Checks `scenes`.
    /// - Throws: `LoupeRenderError` with `check`'s own message when it could not run (a usage or I/O error).
    public func check(_ scenes: [String]) throws -> [CheckItem] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(for: scenes, reportFolder: folder.path)
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw LoupeRenderError.io("cannot run \(executable): \(error)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 0: all passed; 1: a scene failed. Anything else stopped the run before its report.
        guard process.terminationStatus <= 1 else {
            let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw LoupeRenderError.usage(text.isEmpty ? "check exited with \(process.terminationStatus)" : text)
        }
        // The artifacts were written into the folder about to be removed: the page shows the pictures themselves.
        return try ReportReader.read(folder).items.map { item in
            var item = item
            item.artifacts = nil
            return item
        }
    }
}
