#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// Creating the folders goldens, artifacts and reports go in, with errors that say what is in the way.
public enum Folder {
    /// Checks, without creating anything, that `url` is a folder or could be made one: no part of the path that
    /// exists is a file. A run checks its output folders first, so it never stops half-way for one of them.
    /// - Throws: `LoupeRenderError.io(_:)` naming `purpose`, the folder and what is in the way.
    public static func checkUsable(_ url: URL, for purpose: String) throws(LoupeRenderError) {
        if let obstacle = obstacle(to: url) { throw .io("cannot use \(url.relativePath) as \(purpose): \(obstacle)") }
    }

    /// Creates `url` and its parents when missing.
    /// - Throws: `LoupeRenderError.io(_:)` naming `purpose`, the folder and the reason — a part of the path that
    ///   is a file, or the system's reason.
    static func create(_ url: URL, for purpose: String) throws(LoupeRenderError) {
        let fileManager = FileManager.default
        if FileKind(atPath: url.path) == .directory { return }
        do {
            try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(purpose) \(url.relativePath): \(obstacle(to: url) ?? LoupeRenderer.reason(error))")
        }
    }

    /// The nearest part of the path that exists and is not a folder, as a reason.
    private static func obstacle(to url: URL) -> String? {
        var candidate = url.standardizedFileURL
        while candidate.path != "/" {
            switch FileKind(atPath: candidate.path) {
            case .missing: break
            case .directory: return nil
            case .regularFile, .special: return "\(candidate.path) is a file, not a folder"
            case .unreachable(let reason): return "\(candidate.path): \(reason)"
            }
            candidate.deleteLastPathComponent()
        }
        return nil
    }
}
