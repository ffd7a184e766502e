import LoupeDiff
import LoupeJSON

/// A view left out of a golden comparison, named as a person knows it: its `id` (from `.id(…)`), its path in the
/// layout report (`body.content[2]`), its kind (`ProgressView`), or the string a `Text` shows.
///
/// The pixels it covers — every rectangle the layout report gives for it (its frame, its modifiers' frames, a guide's
/// readout boxes) and for its descendants, in the golden's report and in the rendering's — are not counted, and the changes of its layout are listed as ignored rather than
/// deciding. A mask that names no view is a mistake, never a silent no-op: the check says so.
public struct ViewMask: Hashable, Sendable, CustomStringConvertible {
    /// What names the view.
    public let selector: String

    /// A mask of the views `selector` names.
    public init(_ selector: String) { self.selector = selector }

    public var description: String { selector }

    /// Whether `view`, an entry of a layout report's `views`, is named by the selector.
    public func matches(_ view: JSONValue) -> Bool {
        for key in ["id", "path", "kind", "text"] where view.member(key)?.stringValue == selector { return true }
        return false
    }

    /// The paths of the views this mask names in `report`, each standing for itself and its descendants.
    public func paths(in report: JSONValue) -> [String] {
        (report.member("views")?.arrayValue ?? []).filter(matches).compactMap { $0.member("path")?.stringValue }
    }

    /// Whether `path` is one of `roots` or inside one.
    static func covers(_ roots: [String], _ path: String) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
    }

    /// The pixels of the views under `roots` in `report`: every rectangle the report gives for each — its frame, its
    /// modifiers' frames, the boxes of a guide's readouts — in points times the report's scale, widened to whole
    /// pixels.
    static func regions(of roots: [String], in report: JSONValue) -> [PixelRegion] {
        let scale = report.member("device")?.member("scale")?.doubleValue ?? 1
        var regions: [PixelRegion] = []
        for view in report.member("views")?.arrayValue ?? [] {
            guard let path = view.member("path")?.stringValue, covers(roots, path) else { continue }
            collectRects(view, scale: scale, into: &regions)
        }
        return regions
    }

    /// Every object under `value` with numeric `x`, `y`, `width` and `height`, as pixels.
    private static func collectRects(_ value: JSONValue, scale: Double, into regions: inout [PixelRegion]) {
        switch value {
        case .object(let object):
            if let x = value.member("x")?.doubleValue, let y = value.member("y")?.doubleValue,
               let width = value.member("width")?.doubleValue, let height = value.member("height")?.doubleValue,
               width > 0, height > 0, (x + width).isFinite, (y + height).isFinite,
               abs(x) < 1e7, abs(y) < 1e7, width < 1e7, height < 1e7 {
                let left = Int((x * scale).rounded(.down)), top = Int((y * scale).rounded(.down))
                let right = Int(((x + width) * scale).rounded(.up)), bottom = Int(((y + height) * scale).rounded(.up))
                regions.append(PixelRegion(x: left, y: top, width: right - left, height: bottom - top))
            }
            for member in object.members { collectRects(member.value, scale: scale, into: &regions) }
        case .array(let items):
            for item in items { collectRects(item, scale: scale, into: &regions) }
        default:
            break
        }
    }
}

/// What a set of masks does to one comparison: the pixels it removes, and which changes it sets aside.
struct AppliedMasks {
    /// The views named, as the roots of what is masked, in both reports.
    var roots: [String] = []
    /// The pixels not counted.
    var regions: [PixelRegion] = []
    /// The selectors that named no view in either report.
    var misses: [String] = []

    init(_ masks: [ViewMask], old: JSONValue?, new: JSONValue?) {
        for mask in masks {
            let found = Array(Set((old.map(mask.paths) ?? []) + (new.map(mask.paths) ?? []))).sorted()
            if found.isEmpty { misses.append(mask.selector) }
            roots += found
        }
        for report in [old, new].compactMap({ $0 }) { regions += ViewMask.regions(of: roots, in: report) }
    }

    /// `changes` with those of masked views marked ignored.
    func mark(_ changes: [LayoutChange]) -> [LayoutChange] {
        changes.map { change in
            var change = change
            if change.kind != .scene, ViewMask.covers(roots, change.path) { change.ignored = true }
            return change
        }
    }
}
