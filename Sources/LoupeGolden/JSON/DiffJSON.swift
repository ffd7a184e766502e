import LoupeDiff
import LoupeRender
import LoupeJSON

/// The comparison as JSON, in the shape `loupe-render diff --json` prints and the reports reuse.
public enum DiffJSON {
    /// `{x, y, width, height}` or `null`.
    public static func region(_ region: PixelRegion?) -> JSONValue {
        guard let region else { return .null }
        return .object([("x", .number(Double(region.x))), ("y", .number(Double(region.y))),
                        ("width", .number(Double(region.width))), ("height", .number(Double(region.height)))])
    }

    /// `[r, g, b]`.
    public static func color(_ color: DiffColor?) -> JSONValue {
        guard let color else { return .null }
        return .array([.number(Double(color.red)), .number(Double(color.green)), .number(Double(color.blue))])
    }

    /// Every option, by pixelmatch's names where it has them; unset budgets are `null`.
    public static func options(_ options: DiffOptions) -> JSONValue {
        .object([
            ("threshold", .number(options.threshold)), ("includeAA", .bool(options.includeAA)),
            ("alpha", .number(options.alpha)), ("aaColor", color(options.aaColor)),
            ("diffColor", color(options.diffColor)), ("diffColorAlt", color(options.diffColorAlt)),
            ("diffMask", .bool(options.diffMask)), ("checkerboard", .bool(options.checkerboard)),
            ("ignoredRegions", .array(options.ignoredRegions.map(region))),
            ("maxDiffPixels", options.maxDiffPixels.map { .number(Double($0)) } ?? .null),
            ("maxDiffRatio", options.maxDiffRatio.map { .number($0) } ?? .null),
        ])
    }

    /// The figures of one comparison: `match`, `reason`, counts, both sizes, the bounding box, and whether the two
    /// images hold the same bytes (`identical`).
    public static func figures(_ result: DiffResult) -> [(String, JSONValue)] {
        [
            ("match", .bool(result.match)), ("reason", .string(result.reason?.rawValue)),
            ("diffPixels", .number(Double(result.diffPixels))), ("totalPixels", .number(Double(result.totalPixels))),
            ("diffRatio", .number(result.diffRatio)),
            ("antiAliasedPixels", .number(Double(result.antiAliasedPixels))),
            ("allowedDiffPixels", .number(Double(result.allowedDiffPixels))),
            ("width", .number(Double(result.expectedWidth))), ("height", .number(Double(result.expectedHeight))),
            ("actualWidth", .number(Double(result.actualWidth))), ("actualHeight", .number(Double(result.actualHeight))),
            ("bounds", region(result.bounds)),
            ("identical", .bool(result.identical)),
        ]
    }

    /// What `diff --json` prints: the figures, then the options in force.
    public static func result(_ result: DiffResult, options: DiffOptions) -> JSONValue {
        .object(figures(result) + [("options", self.options(options))])
    }
}
