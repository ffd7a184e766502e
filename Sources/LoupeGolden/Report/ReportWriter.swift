#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// Writes a run's three reports into one folder: `index.html` for people, `report.json` for tools, `junit.xml`
/// for CI.
public enum ReportWriter {
    /// The files written, in the order they are written.
    public static let fileNames = ["index.html", "report.json", "junit.xml"]

    /// Writes the reports into `directory`, creating it (and its parents) when missing.
    ///
    /// All three are staged first (written in full beside their destinations) and only then renamed into place, so
    /// a failure leaves no file half-written, and a failure while writing leaves the folder as it was.
    /// - Returns: the paths written.
    /// - Throws: `LoupeRenderError.io(_:)` naming the path that could not be written.
    @discardableResult
    public static func write(_ report: CheckReport, to directory: URL) throws(LoupeRenderError) -> [URL] {
        try Folder.create(directory, for: "the report folder")
        let contents = [HTMLReport.render(report), JSONReport.render(report), JUnitReport.render(report)]
        let urls = fileNames.map { directory.appendingPathComponent($0) }
        var staged: [StagedOutput] = []
        do throws(FileError) {
            for (text, url) in zip(contents, urls) { staged.append(try StagedOutput.stage(Array(text.utf8), to: url)) }
            for output in staged { try output.commit() }
        } catch {
            for output in staged { output.discard() }
            throw LoupeRenderError(error)
        }
        return urls
    }
}
