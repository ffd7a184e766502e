import LoupeDiff
import LoupeJSON

/// A view left out of a golden comparison, named as a person knows it: its `id` (from `.id(…)`), its path in the
/// layout report (`body.content[2]`), its kind (`ProgressView`), or the string a `Text` shows.
///
/// The pixels it covers — its frame and its modifiers' frames, with its descendants', in the golden's layout report
/// and in the rendering's — are not counted, and the changes of its layout are listed as ignored rather than
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

    /// The pixels of the views under `roots` in `report`: each view's frame and its modifiers' frames, in points
    /// times the report's scale, widened to whole pixels.
    static func regions(of roots: [String], in report: JSONValue) -> [PixelRegion] {
        let scale = report.member("device")?.member("scale")?.doubleValue ?? 1
        var regions: [PixelRegion] = []
        for view in report.member("views")?.arrayValue ?? [] {
            guard let path = view.member("path")?.stringValue, covers(roots, path) else { continue }
            let frames = [view.member("frame")] + (view.member("modifiers")?.arrayValue ?? []).map { $0.member("frame") }
            for frame in frames.compactMap({ $0 }) {
                guard let x = frame.member("x")?.doubleValue, let y = frame.member("y")?.doubleValue,
                      let width = frame.member("width")?.doubleValue, let height = frame.member("height")?.doubleValue,
                      width > 0, height > 0, (x + width).isFinite, (y + height).isFinite else { continue }
                let left = Int((x * scale).rounded(.down)), top = Int((y * scale).rounded(.down))
                let right = Int(((x + width) * scale).rounded(.up)), bottom = Int(((y + height) * scale).rounded(.up))
                regions.append(PixelRegion(x: left, y: top, width: right - left, height: bottom - top))
            }
        }
        return regions
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
