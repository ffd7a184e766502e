#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// `approve`: accepts the changes a report folder shows — the renderings of its failed scenes, as they were drawn and
/// shown, become the goldens. The report may come from another machine (a CI artifact); nothing is rendered again.
public enum ReportApproval {
    /// What an approval did.
    public struct Outcome: Sendable {
        /// The goldens written, one per approved scene, in the report's order.
        public var approved: [(name: String, golden: GoldenFiles)]
        /// Failed scenes that had nothing to approve (their scene could not be rendered), with the report's message.
        public var unapprovable: [(name: String, message: String)]
    }

    /// Copies the rendering and the layout report of each named scene (or, with no names, of every failed scene)
    /// from the report folder into `goldensDirectory`, as `<name>.png` and `<name>.layout.json`.
    ///
    /// Every file is checked against the SHA-256 that `report.json` records, and every name against the goldens
    /// folder, before anything is written: a report that does not hold together writes nothing. Each golden's
    /// picture and layout report are then put in place together (``GoldenFiles/write(picture:layout:)``).
    /// - Throws: `LoupeRenderError.usage(_:)` for a name the report does not hold, or a named scene with no rendering;
    ///   `.badInput(_:)` for a report that cannot be read, a file whose digest differs from the recorded one, or a
    ///   name that would write outside the goldens folder; `.io(_:)` when a file cannot be read or written.
    public static func approve(reportDirectory: URL, names: [String],
                               goldensDirectory: URL) throws(LoupeRenderError) -> Outcome {
        let report = try ReportReader.read(reportDirectory)
        let chosen: [CheckItem]
        if names.isEmpty {
            chosen = report.items.filter { $0.status == .failed }
        } else {
            let byName = Dictionary(report.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            var picked: [CheckItem] = []
            for name in names {
                guard let item = byName[name] else {
                    throw .usage("\(reportDirectory.relativePath)/report.json has no scene named \"\(name)\"")
                }
                guard item.images?.actual != nil else {
                    throw .usage("\(name) has no rendering to approve (\(item.status.rawValue): \(item.message))")
                }
                if !picked.contains(where: { $0.name == name }) { picked.append(item) }
            }
            chosen = picked
        }
        var writes: [(name: String, golden: GoldenFiles, picture: [UInt8], layout: [UInt8]?)] = []
        var unapprovable: [(name: String, message: String)] = []
        for item in chosen {
            guard let picture = item.images?.actual else {
                unapprovable.append((item.name, item.message))
                continue
            }
            let golden = try GoldenFiles.confined(name: item.name, in: goldensDirectory)
            writes.append((item.name, golden, picture, item.images?.actualLayout))
        }
        for write in writes { try write.golden.write(picture: write.picture, layout: write.layout) }
        return Outcome(approved: writes.map { ($0.name, $0.golden) }, unapprovable: unapprovable)
    }
}
