import LoupeCore
import LoupeJSON

/// What the drop markers show: the replayed drops, listed as the report's `drops`, and where their labels went.
public struct DropsReport: LayoutReportEntry, Hashable {
    /// The report lists the drops on the report itself, beside `views`.
    public static let reportKey = "drops"

    /// What each `drop` interaction did, in interaction order.
    public var drops: [DropResult]
    /// Each drop's label frame in global points, in interaction order, after the stacking.
    public var labelFrames: [Rect]

    /// Each drop as `{interaction, at, target, space, location}`; the label frames are not part of the report.
    public var json: JSONValue { .array(drops.map(\.json)) }
}
