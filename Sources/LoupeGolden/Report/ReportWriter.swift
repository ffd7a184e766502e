#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// Writes a run's three reports into one folder: `index.html` for people, `report.json` for tools, `junit.xml`
/// for CI; and, under `images/`, the pictures of failed and recorded scenes that the page shows and their renderings'
/// layout reports, so that `merge-reports` can build one page from the reports of several shards and `approve` can
/// copy a rendering into the goldens.
public enum ReportWriter {
    /// The files written, in the order they are written.
    public static let fileNames = ["index.html", "report.json", "junit.xml"]

    /// Writes the reports into `directory`, creating it (and its parents) when missing. The page's accept commands
    /// start with `program`, as the user runs it.
    ///
    /// All three are staged first (written in full beside their destinations) and only then renamed into place, so
    /// a failure leaves no file half-written, and a failure while writing leaves the folder as it was.
    /// - Returns: the paths written.
    /// - Throws: `LoupeRenderError.io(_:)` naming the path that could not be written.
    @discardableResult
    public static func write(_ report: CheckReport, to directory: URL,
                             program: String = "loupe-render") throws(LoupeRenderError) -> [URL] {
        try Folder.create(directory, for: "the report folder")
        let page = HTMLReport.render(report, reportFolder: directory.relativePath, program: program)
        var contents = [page, JSONReport.render(report), JUnitReport.render(report)].map { Array($0.utf8) }
        var urls = fileNames.map { directory.appendingPathComponent($0) }
        for item in report.items {
            guard let images = item.images else { continue }
            for (kind, bytes) in [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)] {
                guard let bytes else { continue }
                contents.append(bytes)
                urls.append(directory.appendingPathComponent(JSONReport.imagePath(name: item.name, kind: kind)))
            }
            if let layout = images.actualLayout {
                contents.append(layout)
                urls.append(directory.appendingPathComponent(JSONReport.layoutPath(name: item.name)))
            }
        }
        let images = directory.appendingPathComponent("images")
        let madeImagesFolder = urls.count > fileNames.count && FileKind(atPath: images.path) != .directory
        if madeImagesFolder { try Folder.create(images, for: "the report's images folder") }
        // A package's scenes are named `<Target>/<File>-<preview>`: their pictures go in a folder per target.
        for url in urls.dropFirst(fileNames.count) where url.deletingLastPathComponent().path != images.path {
            try Folder.create(url.deletingLastPathComponent(), for: "the report's images folder")
        }
        var staged: [StagedOutput] = []
        do throws(FileError) {
            for (bytes, url) in zip(contents, urls) { staged.append(try StagedOutput.stage(bytes, to: url)) }
            for output in staged { try output.commit() }
        } catch {
            for output in staged { output.discard() }
            if madeImagesFolder { try? FileManager.default.removeItem(at: images) }
            throw LoupeRenderError(error)
        }
        return urls
    }
}
