import LoupeDiff
import LoupeRender
import LoupeJSON

/// `report.json`: the whole run for machines, with ordered keys and no timestamps or durations, so the same run
/// always writes the same bytes.
///
/// One object: `summary` (`passed`, `failed`, `new`, `updated`, `total`), `recordMode`, `goldens`, `options` (the
/// pixel comparison's), `compare` (`both`, `pixels` or `layout`), `layoutTolerance` (points) and `items`, failed first, then new and updated, then passed (``CheckReport/itemsInReportOrder``).
/// An item has `name`, `scene`, `golden`, `status` and `message`; when the pictures were compared, `match`, `reason`,
/// `diffPixels`, `totalPixels`, `diffRatio`, `width` and `height` (the expected image's), `actualWidth`,
/// `actualHeight` and `bounds` (`{x, y, width, height}` or `null`); then `layoutCompared`, `layoutChanges`,
/// `drawingChangeOnly` and `artifacts` (`{expected, actual, diff}` or `null`). A layout change's `old` and `new`
/// are the values as JSON text, as ``LayoutChange/Field`` holds them (`null` where a side lacks the value). Last come
/// the item's `position` in the suite and its `images` (`{expected, actual, diff}`, paths in the report folder of
/// the pictures the HTML page shows, and `actualLayout`, the rendering's layout report, each `null` when absent;
/// `null` for a passed scene) and `sha256` (`{actual, actualLayout}`, the SHA-256 of those two files as lowercase hex,
/// which `approve` checks before copying them into the goldens; `null` with `images`); and at the end of the
/// report, `shard` (`{index, count}`, or `null` for a whole suite) and `sceneCount`, the size of the whole suite.
/// `loupe-render merge-reports` reads all of it back.
public enum JSONReport {
    /// Decimals kept in numbers: a ratio of one pixel in a phone screenshot (3 million pixels) needs ten.
    static let fractionDigits = 10

    /// The report as a JSON value.
    public static func value(of report: CheckReport) -> JSONValue {
        .object([
            ("summary", .object([
                ("passed", count(report, .passed)), ("failed", count(report, .failed)),
                ("new", count(report, .new)), ("updated", count(report, .updated)),
                ("total", .number(Double(report.items.count))),
            ])),
            ("recordMode", .string(report.recordMode.rawValue)),
            ("goldens", .string(report.goldensDirectory)),
            ("options", DiffJSON.options(report.options)),
            ("compare", .string(report.comparison.rawValue)),
            ("layoutTolerance", .number(report.layoutTolerance)),
            ("items", .array(report.itemsInReportOrder.map(item))),
            ("shard", report.shard.map { .object([("index", .number(Double($0.index))), ("count", .number(Double($0.count)))]) }
                ?? .null),
            ("sceneCount", .number(Double(report.sceneCount))),
        ])
    }

    /// Where the report folder keeps a picture of an item: `images/<name>-expected.png`, `-actual`, `-diff`.
    public static func imagePath(name: String, kind: String) -> String { "images/\(name)-\(kind).png" }

    /// Where the report folder keeps the layout report of an item's rendering: `images/<name>-actual.layout.json`.
    public static func layoutPath(name: String) -> String { "images/\(name)-actual.layout.json" }

    /// The report as `report.json`'s text, ending in a line feed.
    public static func render(_ report: CheckReport) -> String {
        value(of: report).serialized(fractionDigits: fractionDigits) + "\n"
    }

    private static func count(_ report: CheckReport, _ status: CheckItem.Status) -> JSONValue {
        .number(Double(report.count(status)))
    }

    private static func item(_ item: CheckItem) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(item.name)),
            ("scene", .string(item.scenePath)),
            ("golden", .string(item.goldenPath)),
            ("status", .string(item.status.rawValue)),
            ("message", .string(item.message)),
        ]
        if let comparison = item.comparison { members += DiffJSON.figures(comparison) }
        members += [
            ("layoutCompared", .bool(item.layoutCompared)),
            ("layoutChanges", .array(item.layoutChanges.map(layoutChange))),
            ("drawingChangeOnly", .bool(item.isDrawingChangeOnly)),
            ("artifacts", item.artifacts.map { artifacts in
                .object([
                    ("expected", .string(artifacts.expected)),
                    ("actual", .string(artifacts.actual)),
                    ("diff", .string(artifacts.diff)),
                ])
            } ?? .null),
            ("position", .number(Double(item.position))),
            ("unchanged", .bool(item.unchanged)),
            ("images", item.images.map { images in
                .object([
                    ("expected", images.expected == nil ? .null : .string(imagePath(name: item.name, kind: "expected"))),
                    ("actual", images.actual == nil ? .null : .string(imagePath(name: item.name, kind: "actual"))),
                    ("diff", images.diff == nil ? .null : .string(imagePath(name: item.name, kind: "diff"))),
                    ("actualLayout", images.actualLayout == nil ? .null : .string(layoutPath(name: item.name))),
                ])
            } ?? .null),
            ("sha256", item.images.map { images in
                .object([
                    ("actual", images.actual.map { .string(SHA256.hex($0)) } ?? .null),
                    ("actualLayout", images.actualLayout.map { .string(SHA256.hex($0)) } ?? .null),
                ])
            } ?? .null),
        ]
        return .object(members)
    }

    private static func layoutChange(_ change: LayoutChange) -> JSONValue {
        .object([
            ("kind", .string(change.kind.rawValue)),
            ("path", .string(change.path)),
            ("id", .string(change.id)),
            ("label", .string(change.label)),
            ("fields", .array(change.fields.map { field in
                .object([("key", .string(field.key)), ("old", .string(field.old)), ("new", .string(field.new))])
            })),
            ("description", .string(change.description)),
            ("ignored", .bool(change.ignored)),
        ])
    }
}
