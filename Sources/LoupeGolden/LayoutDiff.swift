#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeJSON

/// Compares two `layout` reports (a golden's `.layout.json` and the rendering's) and names what moved.
///
/// Views are matched by their path. Within a view every value is compared by its dotted key; the sections that
/// Loupe's views add (`visualLayoutGuide`, `draggablePositionView`, …) are left out of the key, so a guide's info
/// box reads `infoBox.y`, as a person calls it.
public enum LayoutDiff {
    /// The sections whose name is dropped from the keys inside them.
    static let viewSections: Set<String> = ["visualLayoutGuide", "draggablePositionView", "gridDragView",
                                            "visualGridGuide", "visualCornerInsetGuide", "draggable"]

    /// The changes from `old` to `new`: the scene's own values first, then the views in the new report's order,
    /// then the views only the old one has. With a `tolerance` above 0, two numbers within it of each other are
    /// equal, and so are two texts that differ only in numbers within it (a readout `y240` against `y240.5`).
    public static func changes(from old: JSONValue, to new: JSONValue, tolerance: Double = 0) -> [LayoutChange] {
        let sameWithin = { (a: JSONValue?, b: JSONValue?) in tolerance > 0 && equal(a, b, within: tolerance) }
        var changes: [LayoutChange] = []
        var sceneFields: [LayoutChange.Field] = []
        for key in ["device", "colorScheme", "drops"] {
            sceneFields += fieldChanges(old.member(key), new.member(key), prefix: key, same: sameWithin)
        }
        if !sceneFields.isEmpty { changes.append(LayoutChange(kind: .scene, path: "", fields: sceneFields)) }

        let oldViews = old.member("views")?.arrayValue ?? []
        let newViews = new.member("views")?.arrayValue ?? []
        let oldByPath = Dictionary(oldViews.compactMap { v in v.member("path")?.stringValue.map { ($0, v) } },
                                   uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for view in newViews {
            guard let path = view.member("path")?.stringValue else { continue }
            seen.insert(path)
            guard let before = oldByPath[path] else {
                changes.append(LayoutChange(kind: .added, path: path, id: id(of: view), label: label(of: view)))
                continue
            }
            let fields = fieldChanges(before, view, prefix: "", same: sameWithin)
            if !fields.isEmpty {
                changes.append(LayoutChange(kind: .changed, path: path, id: id(of: view), label: label(of: view),
                                            fields: fields))
            }
        }
        for view in oldViews {
            guard let path = view.member("path")?.stringValue, !seen.contains(path) else { continue }
            changes.append(LayoutChange(kind: .removed, path: path, id: id(of: view), label: label(of: view)))
        }
        return changes
    }

    private static func id(of view: JSONValue) -> String? { view.member("id")?.stringValue }

    /// A guide's or a tracker's label, else a text's string.
    private static func label(of view: JSONValue) -> String? {
        view.member("visualLayoutGuide")?.member("label")?.stringValue
            ?? view.member("draggablePositionView")?.member("label")?.stringValue
            ?? view.member("text")?.stringValue
    }

    /// Every leaf that differs between `old` and `new` (either may be missing), keyed below `prefix`; leaves for
    /// which `same` holds do not differ.
    static func fieldChanges(_ old: JSONValue?, _ new: JSONValue?, prefix: String,
                             same: (JSONValue?, JSONValue?) -> Bool = { _, _ in false }) -> [LayoutChange.Field] {
        if old == new { return [] }
        switch (old, new) {
        case (.object(let a)?, .object(let b)?):
            var keys = b.keys
            keys += a.keys.filter { !b.keys.contains($0) }
            return keys.filter { $0 != "path" }.flatMap { key in
                fieldChanges(a[key], b[key], prefix: join(prefix, key), same: same)
            }
        case (.array(let a)?, .array(let b)?) where a.count == b.count:
            // Element by element: `insetLabels[0] "to59" → "to0"` says more than two whole arrays.
            return a.indices.flatMap { fieldChanges(a[$0], b[$0], prefix: "\(prefix)[\($0)]", same: same) }
        default:
            // Compared as written: a golden holds numbers rounded to four decimals, a fresh report does not.
            guard old.map(line) != new.map(line), !same(old, new) else { return [] }
            return [LayoutChange.Field(key: prefix, old: old.map(line), new: new.map(line))]
        }
    }

    /// Two leaves equal within `tolerance`: numbers, or texts whose other characters are the same and whose numbers
    /// pair up within it.
    static func equal(_ old: JSONValue?, _ new: JSONValue?, within tolerance: Double) -> Bool {
        switch (old, new) {
        case (.number(let a)?, .number(let b)?):
            return abs(a - b) <= tolerance + 1e-9
        case (.string(let a)?, .string(let b)?):
            let (aText, aNumbers) = numbersApart(a), (bText, bNumbers) = numbersApart(b)
            return aText == bText && aNumbers.count == bNumbers.count
                && zip(aNumbers, bNumbers).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
        default:
            return false
        }
    }

    /// `"x361.5 y44"` → `("x# y#", [361.5, 44])`: the text with each number replaced by `#`, and the numbers.
    static func numbersApart(_ text: String) -> (String, [Double]) {
        var skeleton = "", numbers: [Double] = [], digits = ""
        func flush() {
            guard !digits.isEmpty else { return }
            if let value = Double(digits) { numbers.append(value); skeleton += "#" } else { skeleton += digits }
            digits = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || (character == "." && !digits.isEmpty)
                || (character == "-" && digits.isEmpty) {
                digits.append(character)
            } else {
                flush()
                skeleton.append(character)
            }
        }
        flush()
        return (skeleton, numbers)
    }

    /// `prefix.key`, leaving out the view sections so a guide's values read as a person names them.
    private static func join(_ prefix: String, _ key: String) -> String {
        if prefix.isEmpty { return viewSections.contains(key) ? "" : key }
        return prefix + "." + key
    }

    /// The value as JSON on one line, numbers rounded as a golden writes them.
    static func line(_ value: JSONValue) -> String {
        value.serialized().split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
    }
}
