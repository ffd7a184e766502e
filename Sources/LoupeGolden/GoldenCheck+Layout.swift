import LoupeRender
import LoupeJSON

extension GoldenCheck {
    /// The check with ``GoldenComparison/layout``: the layout reports decide, within ``layoutTolerance``; the
    /// pictures are written and shown, never compared.
    func checkLayout(_ rendering: Rendering, _ golden: GoldenFiles, name: String, scenePath: String,
                     png: () throws(LoupeRenderError) -> [UInt8]) throws(LoupeRenderError) -> CheckItem {
        var maskMisses: [String]?
        func item(_ status: CheckItem.Status, _ message: String, changes: [LayoutChange] = [],
                  images: CheckItem.Images? = nil, artifacts: CheckItem.Artifacts? = nil) -> CheckItem {
            var item = CheckItem(name: name, scenePath: scenePath, goldenPath: golden.displayPath, status: status,
                                 message: message, layoutChanges: changes, layoutCompared: true, images: images,
                                 artifacts: artifacts)
            item.maskMisses = maskMisses
            return item
        }
        guard let newLayout = rendering.layout else {
            throw .usage("\(name): a bare canvas has no layout report to compare; compare pixels or both")
        }
        let expectedPNG = try? ImageFile.readBytes(golden.image.path)
        let oldLayout: JSONValue?
        do {
            oldLayout = try readLayout(golden)
        } catch {
            return item(.failed, error.description,
                        images: CheckItem.Images(expected: expectedPNG, actual: try png(), actualLayout: rendering.layoutBytes))
        }
        guard let oldLayout else {
            let recordedImages = CheckItem.Images(actual: try png(), actualLayout: rendering.layoutBytes)
            guard recordMode != .never else {
                return item(.failed, "no golden layout report at \(golden.layout.relativePath) (record mode never: "
                            + "nothing was written; record it with LOUPE_RECORD=missing)", images: recordedImages)
            }
            try write(rendering, png: try png(), to: golden)
            return item(.new, "recorded \(golden.layout.relativePath) and \(golden.displayPath) (there was no golden "
                        + "layout report)", images: recordedImages)
        }
        let applied = AppliedMasks(masks, old: oldLayout, new: newLayout)
        if !masks.isEmpty { maskMisses = applied.misses }
        let changes = applied.mark(LayoutDiff.changes(from: oldLayout, to: newLayout, tolerance: layoutTolerance))
        let tolerance = LayoutTolerance.text(layoutTolerance)
        guard changes.contains(where: { !$0.ignored }) else {
            let ignored = changes.isEmpty ? "" : "; \(changes.count) change\(changes.count == 1 ? "" : "s") of masked views ignored"
            return item(.passed, "layout unchanged" + (layoutTolerance > 0 ? " within \(tolerance)" : "")
                        + " (pictures not compared)" + ignored, changes: changes)
        }
        let views = changes.filter { $0.kind != .scene && !$0.ignored }.count
        let explanation = (views > 0 ? "\(views) view\(views == 1 ? "" : "s") changed" + (layoutTolerance > 0 ? " by more than \(tolerance)" : "") + ": " : "")
            + Self.list(changes) + "; pictures not compared"
        let images = CheckItem.Images(expected: expectedPNG, actual: try png(), actualLayout: rendering.layoutBytes)
        if recordMode == .failed || recordMode == .all {
            try write(rendering, png: try png(), to: golden)
            return item(.updated, "rewrote \(golden.layout.relativePath): " + explanation, changes: changes, images: images)
        }
        let artifacts = try writeArtifacts(name: name, images: images)
        return item(.failed, explanation, changes: changes, images: images, artifacts: artifacts)
    }
}

/// A tolerance in points as messages write it: `1 pt`, `0.5 pt`.
enum LayoutTolerance {
    static func text(_ points: Double) -> String {
        (points == points.rounded() ? String(Int(points)) : String(points)) + " pt"
    }
}
