#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An output file written in full but not yet in place: a run stages every file it writes (the PNG, the defaults
/// store, a report) and commits them only when all are staged, so a failure in any one leaves none of them behind.
///
/// A symbolic link is followed and its target replaced; an existing special file (`/dev/null`, `/dev/stdout`, a
/// FIFO) is written to directly on commit, never replaced.
public final class StagedOutput {
    private enum Pending {
        /// A regular file (or a new one): the bytes wait in a temporary sibling, renamed over it on commit.
        case replacing(StagedFile)
        /// An existing special file: written to directly on commit.
        case writingThrough(path: String, reported: String, bytes: [UInt8])
    }

    private var pending: Pending?

    private init(_ pending: Pending) { self.pending = pending }

    /// Stages `bytes` for `url`.
    /// - Throws: ``FileError`` naming `url`'s path: a folder in the way, or the system's reason.
    public static func stage(_ bytes: [UInt8], to url: URL) throws(FileError) -> StagedOutput {
        var target = url.resolvingSymlinksInPath()
        // A dangling link is not resolved above: follow it by hand so the link itself survives.
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) {
            target = URL(fileURLWithPath: destination, relativeTo: target.deletingLastPathComponent())
        }
        switch FileKind(atPath: target.path) {
        case .directory:
            throw FileError(.system, "cannot write \(url.path): it is a directory")
        case .special:
            return StagedOutput(.writingThrough(path: target.path, reported: url.path, bytes: bytes))
        case .unreachable(let reason):
            throw FileError(.system, "cannot write \(url.path): \(reason)", reason: reason)
        case .missing, .regularFile:
            return StagedOutput(.replacing(try StagedFile.stage(bytes, toPath: target.path)))
        }
    }

    /// Puts the file in place.
    public func commit() throws(FileError) {
        guard let pending else { return }
        self.pending = nil
        switch pending {
        case .replacing(let staged):
            try staged.commit()
        case .writingThrough(let path, let reported, let bytes):
            try WholeFile.writeThrough(bytes, toPath: path, reportedAs: reported)
        }
    }

    /// Drops the staged bytes; the destination stays as it was.
    public func discard() {
        if case .replacing(let staged)? = pending { staged.discard() }
        pending = nil
    }
}
