#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupePNG

/// An output file written in full but not yet in place: a run stages every file it writes (the PNG, the defaults
/// store) and commits them only when all are staged, so a failure in any one leaves none of them behind.
public final class StagedOutput {
    private enum Pending {
        /// A regular file (or a new one): the bytes wait in a temporary sibling, renamed over it on commit.
        case replacing(PNGFile.StagedFile)
        /// An existing special file (`/dev/null`, `/dev/stdout`, a FIFO): written to directly on commit.
        case writingThrough(path: String, reported: String, bytes: [UInt8])
    }

    private var pending: Pending?

    private init(_ pending: Pending) { self.pending = pending }

    /// Puts the file in place.
    public func commit() throws(LoupeRenderError) {
        guard let pending else { return }
        self.pending = nil
        switch pending {
        case .replacing(let staged):
            do {
                try staged.commit()
            } catch {
                throw .io(error.message)
            }
        case .writingThrough(let path, let reported, let bytes):
            do {
                try PNGFile.writeThrough(bytes, toPath: path, reportedAs: reported)
            } catch {
                throw .io(error.message)
            }
        }
    }

    /// Drops the staged bytes; the destination stays as it was.
    public func discard() {
        if case .replacing(let staged)? = pending { staged.discard() }
        pending = nil
    }

    /// Stages `bytes` for `url`. A symbolic link is followed and its target replaced; an existing special file is
    /// written to directly on commit, never replaced.
    public static func stage(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) -> StagedOutput {
        var target = url.resolvingSymlinksInPath()
        // A dangling link is not resolved above: follow it by hand so the link itself survives.
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) {
            target = URL(fileURLWithPath: destination, relativeTo: target.deletingLastPathComponent())
        }
        let kind = FileKind(atPath: target.path)
        if kind == .directory {
            throw .io("cannot write \(url.path): it is a directory")
        }
        if kind == .special {
            return StagedOutput(.writingThrough(path: target.path, reported: url.path, bytes: bytes))
        }
        do {
            return StagedOutput(.replacing(try PNGFile.stage(bytes, toPath: target.path)))
        } catch {
            throw .io(error.message)
        }
    }
}

extension LoupeRenderer {
    /// Writes `bytes` through a temporary file renamed into place, so a failure leaves no partial file.
    ///
    /// A symbolic link is followed and its target replaced; an existing special file (`/dev/null`, `/dev/stdout`,
    /// a FIFO) is written to directly, never replaced.
    public func writeAtomically(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) {
        try stage(bytes, to: url).commit()
    }

    /// Stages `bytes` for `url` without putting them in place yet: commit every staged output of a run once all of
    /// them are staged (``StagedOutput/commit()``), or discard them.
    public func stage(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) -> StagedOutput {
        try StagedOutput.stage(bytes, to: url)
    }
}
