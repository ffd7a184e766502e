#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeDiff
import LoupeRender
import LoupeJSON

/// Compares one rendering with its golden, records goldens as the record mode says, and writes the failure's
/// pictures as artifacts: the step `check` runs per scene and `assertGolden` runs per assertion.
public struct GoldenCheck: Sendable {
    /// How the pictures are compared.
    public var options: DiffOptions
    /// When goldens are written.
    public var recordMode: RecordMode
    /// Where a failure's `<name>-expected.png`, `-actual.png` and `-diff.png` go; `nil` writes none.
    public var artifactsDirectory: URL?
    /// What is compared: the pictures, the layout reports, or both (the default).
    public var comparison: GoldenComparison
    /// How far, in points, a value of the layout report may move and still match (0: not at all). It decides with
    /// ``GoldenComparison/layout``, and keeps small moves out of the changes listed with the others.
    public var layoutTolerance: Double
    /// Views left out of the comparison: their pixels not counted, their layout changes ignored.
    public var masks: [ViewMask]

    /// A check with these options, record mode and artifacts folder (`nil` for no artifacts), comparing `comparison`
    /// with `layoutTolerance`, `masks` left out.
    public init(options: DiffOptions, recordMode: RecordMode, artifactsDirectory: URL?,
                comparison: GoldenComparison = .both, layoutTolerance: Double = 0, masks: [ViewMask] = []) {
        self.options = options; self.recordMode = recordMode; self.artifactsDirectory = artifactsDirectory
        self.comparison = comparison; self.layoutTolerance = layoutTolerance; self.masks = masks
    }

    /// Compares `rendering` with the golden in `golden`, writing what the record mode asks for.
    ///
    /// A golden that is not a readable PNG, or a layout report that is not JSON, makes a failed item naming the
    /// file: the comparison cannot vouch for the rendering. Artifacts an earlier run left for this scene and this run
    /// did not write again are removed: a scene that passes now leaves none behind.
    /// - Throws: `LoupeRenderError.io(_:)` when a golden or an artifact cannot be written.
    public func check(_ rendering: Rendering, against golden: GoldenFiles, name: String,
                      scenePath: String = "") throws(LoupeRenderError) -> CheckItem {
        var item = try checkAgainstGolden(rendering, golden, name: name, scenePath: scenePath)
        removeStaleArtifacts(name: name, keeping: item.artifacts)
        // A comparison found the masks already; a golden recorded or refused before one did not.
        if !masks.isEmpty, item.maskMisses == nil {
            item.maskMisses = AppliedMasks(masks, old: try? readLayout(golden), new: rendering.layout).misses
        }
        return item
    }

    private func checkAgainstGolden(_ rendering: Rendering, _ golden: GoldenFiles, name: String,
                                    scenePath: String) throws(LoupeRenderError) -> CheckItem {
        var maskMisses: [String]?
        func item(_ status: CheckItem.Status, _ message: String, comparison: DiffResult? = nil,
                  changes: [LayoutChange] = [], layoutCompared: Bool = false, images: CheckItem.Images? = nil,
                  artifacts: CheckItem.Artifacts? = nil) -> CheckItem {
            var item = CheckItem(name: name, scenePath: scenePath, goldenPath: golden.displayPath, status: status,
                                 message: message, comparison: comparison?.droppingDiffImage(), layoutChanges: changes,
                                 layoutCompared: layoutCompared, images: images, artifacts: artifacts)
            item.maskMisses = maskMisses
            return item
        }
        // The rendering's PNG, made the first time something needs it: a matching rendering never needs it.
        var encoded: [UInt8]?
        func png() throws(LoupeRenderError) -> [UInt8] {
            if let encoded { return encoded }
            let bytes = try rendering.png()
            encoded = bytes
            return bytes
        }
        if comparison == .layout { return try checkLayout(rendering, golden, name: name, scenePath: scenePath, png: png) }
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: golden.image.path) else {
            guard recordMode != .never else {
                return item(.failed, "no golden at \(golden.displayPath) (record mode never: nothing was written; "
                            + "record it with LOUPE_RECORD=missing)",
                            images: CheckItem.Images(actual: try png(), actualLayout: rendering.layoutBytes))
            }
            try write(rendering, png: try png(), to: golden)
            return item(.new, "recorded \(golden.displayPath) (there was no golden)",
                        images: CheckItem.Images(actual: try png(), actualLayout: rendering.layoutBytes))
        }

        let expectedPNG: [UInt8]
        let expected: RGBAImage
        do {
            expectedPNG = try ImageFile.readBytes(golden.image.path)
            expected = try ImageFile.decode(expectedPNG, named: golden.displayPath)
        } catch {
            if case .io = error { throw error }
            return item(.failed, error.description,
                        images: CheckItem.Images(actual: try png(), actualLayout: rendering.layoutBytes))
        }
        let oldLayout: JSONValue?
        do {
            oldLayout = comparison.readsLayout ? try readLayout(golden) : nil
        } catch {
            return item(.failed, error.description, images: CheckItem.Images(expected: expectedPNG, actual: try png(),
                                                                              actualLayout: rendering.layoutBytes))
        }
        // Masked views are found in both reports, the golden's read for them even when layouts are not compared.
        let maskLayout = comparison.readsLayout || masks.isEmpty ? oldLayout : (try? readLayout(golden)) ?? nil
        let applied = AppliedMasks(masks, old: maskLayout, new: rendering.layout)
        if !masks.isEmpty { maskMisses = applied.misses }
        // The diff image is drawn only for a mismatch: a matching comparison (most are equal bytes) stays cheap.
        var result = try compare(expected, rendering.image, masking: applied.regions, diffImage: false)
        if !result.match { result = try compare(expected, rendering.image, masking: applied.regions, diffImage: true) }
        let changes = applied.mark(oldLayout.flatMap { old in
            rendering.layout.map { LayoutDiff.changes(from: old, to: $0, tolerance: layoutTolerance) }
        } ?? [])
        let layoutCompared = oldLayout != nil && rendering.layout != nil
        let explanation = Self.explain(result, changes: changes, layoutCompared: layoutCompared,
                                       tolerance: layoutTolerance)

        if result.match {
            let layoutMissing = comparison.readsLayout && rendering.layout != nil && oldLayout == nil
            let layoutStale = layoutCompared && !changes.isEmpty
            if layoutMissing && recordMode != .never {
                try write(rendering, png: nil, to: golden)
                return item(.new, "recorded \(golden.layout.relativePath) (the picture matched; its layout report was missing)",
                            comparison: result)
            }
            if layoutStale && recordMode == .all {
                try write(rendering, png: nil, to: golden)
                return item(.updated, "rewrote \(golden.layout.relativePath): " + explanation, comparison: result,
                            changes: changes, layoutCompared: true)
            }
            return item(.passed, explanation, comparison: result, changes: changes, layoutCompared: layoutCompared)
        }
        let diffPNG = try result.diffImage.map { image throws(LoupeRenderError) in try ImageFile.encode(image) }
        let images = CheckItem.Images(expected: expectedPNG, actual: try png(), diff: diffPNG,
                                      actualLayout: rendering.layoutBytes)
        if recordMode == .failed || recordMode == .all {
            try write(rendering, png: try png(), to: golden)
            return item(.updated, "rewrote \(golden.displayPath): " + explanation, comparison: result, changes: changes,
                        layoutCompared: layoutCompared, images: images)
        }
        let artifacts = try writeArtifacts(name: name, images: images)
        return item(.failed, explanation, comparison: result, changes: changes, layoutCompared: layoutCompared,
                    images: images, artifacts: artifacts)
    }

    /// One line: what moved first, then the pixels.
    static func explain(_ result: DiffResult, changes: [LayoutChange], layoutCompared: Bool,
                        tolerance: Double = 0) -> String {
        guard !result.match else {
            guard !changes.isEmpty else { return result.summary }
            return result.summary + "; the layout report differs: " + list(changes)
        }
        let layout: String
        if !layoutCompared {
            layout = ""
        } else if changes.isEmpty, tolerance > 0 {
            layout = "layout unchanged within \(LayoutTolerance.text(tolerance)); "
        } else if changes.isEmpty {
            layout = "layout unchanged (a drawing change, not a layout change); "
        } else {
            let views = changes.filter { $0.kind != .scene && !$0.ignored }.count
            layout = (views > 0 ? "\(views) view\(views == 1 ? "" : "s") changed: " : "") + list(changes) + "; "
        }
        return layout + result.summary
    }

    /// The first changes, then how many more there are.
    static func list(_ changes: [LayoutChange], limit: Int = 5) -> String {
        let shown = changes.prefix(limit).map(\.description).joined(separator: " | ")
        return changes.count > limit ? shown + " | and \(changes.count - limit) more" : shown
    }

    func readLayout(_ golden: GoldenFiles) throws(LoupeRenderError) -> JSONValue? {
        guard FileManager.default.fileExists(atPath: golden.layout.path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: golden.layout.path, maxByteCount: JSONReader.maximumInputSize)
        } catch {
            if error.kind == .tooLarge { throw .badInput(error.message) }
            throw .io("cannot read \(golden.layout.relativePath): \(error.reason ?? error.message)")
        }
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw .badInput("\(golden.layout.relativePath):\(error.description)")
        }
    }

    private func compare(_ expected: RGBAImage, _ actual: RGBAImage, masking regions: [PixelRegion],
                         diffImage: Bool) throws(LoupeRenderError) -> DiffResult {
        var options = self.options
        options.ignoredRegions += regions
        do {
            return try ImageDiff.compare(expected: expected, actual: actual, options: options, diffImage: diffImage)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Writes the golden picture (`png`, when given) and the layout report, staged together.
    func write(_ rendering: Rendering, png: [UInt8]?, to golden: GoldenFiles) throws(LoupeRenderError) {
        try golden.write(picture: png, layout: rendering.layoutBytes)
    }

    /// The artifact files of a scene: `<name>-expected.png`, `-actual.png` and `-diff.png` (Playwright's names).
    private func artifactURLs(name: String) -> [(suffix: String, url: URL)] {
        guard let directory = artifactsDirectory else { return [] }
        let base = name.replacing("/", with: "-")
        return ["expected", "actual", "diff"].map { ($0, directory.appendingPathComponent("\(base)-\($0).png")) }
    }

    /// Removes the scene's artifact files that `kept` does not name. Best effort: a file that cannot be removed is
    /// stale, not wrong, and must not fail the check.
    private func removeStaleArtifacts(name: String, keeping kept: CheckItem.Artifacts?) {
        let keptPaths = [kept?.expected, kept?.actual, kept?.diff].compactMap { $0 }
        for (_, url) in artifactURLs(name: name) where !keptPaths.contains(url.relativePath) {
            if FileKind(atPath: url.path) == .regularFile { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// Writes `<name>-expected.png`, `-actual.png` and `-diff.png` (Playwright's names) into the artifacts folder.
    func writeArtifacts(name: String, images: CheckItem.Images) throws(LoupeRenderError) -> CheckItem.Artifacts? {
        guard let directory = artifactsDirectory else { return nil }
        try Folder.create(directory, for: "the artifacts folder")
        var artifacts = CheckItem.Artifacts()
        let urls = Dictionary(uniqueKeysWithValues: artifactURLs(name: name))
        for (suffix, bytes, keyPath) in [("expected", images.expected, \CheckItem.Artifacts.expected),
                                         ("actual", images.actual, \.actual), ("diff", images.diff, \.diff)] {
            guard let bytes, let url = urls[suffix] else { continue }
            try LoupeRenderError.fileWork { () throws(FileError) in try StagedOutput.stage(bytes, to: url).commit() }
            artifacts[keyPath: keyPath] = url.relativePath
        }
        return artifacts
    }
}
