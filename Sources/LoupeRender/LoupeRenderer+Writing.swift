#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles

extension LoupeRenderer {
    /// Writes `bytes` through a temporary file renamed into place, so a failure leaves no partial file.
    ///
    /// A symbolic link is followed and its target replaced; an existing special file (`/dev/null`, `/dev/stdout`,
    /// a FIFO) is written to directly, never replaced.
    public func writeAtomically(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) {
        try stage(bytes, to: url).commitOrFail()
    }

    /// Stages `bytes` for `url` without putting them in place yet: commit every staged output of a run once all of
    /// them are staged (`StagedOutput.commit()`), or discard them.
    public func stage(_ bytes: [UInt8], to url: URL) throws(LoupeRenderError) -> StagedOutput {
        try LoupeRenderError.fileWork { () throws(FileError) in try StagedOutput.stage(bytes, to: url) }
    }
}

extension StagedOutput {
    /// Puts the file in place; a failure is ``LoupeRenderError/io(_:)``.
    public func commitOrFail() throws(LoupeRenderError) {
        try LoupeRenderError.fileWork { () throws(FileError) in try commit() }
    }
}
