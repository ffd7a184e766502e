import LoupeJSON
/// The limits a scene must respect. Each is checked while decoding and reported as a ``SceneError`` naming the
/// place; none can make the decoder crash, recurse without bound or allocate without bound.
public enum SceneLimits {
    /// The largest scene file, in bytes (8 MiB).
    public static let maximumInputSize = JSONReader.maximumInputSize
    /// How deeply JSON arrays and objects may nest.
    public static let maximumJSONDepth = JSONReader.maximumDepth
    /// How deeply views may nest, counting the body as 1 and one level per container child or overlay/background view.
    public static let maximumViewDepth = 64
    /// How many views a scene may hold, overlay and background views included.
    public static let maximumViewCount = 10_000
    /// The largest output, in pixels per side (`width×scale` and `height×scale`).
    public static let maximumCanvasSide = 8192
    /// The device scales accepted: integers, as UIKit's screen scale always is.
    public static let scaleRange = 1...4
    /// The longest id, label, name, key or path, in characters.
    public static let maximumStringLength = 1000
    /// The longest `Text` string, in characters.
    public static let maximumTextLength = 10_000
    /// The largest magnitude of any length, coordinate, offset or priority, in points.
    public static let maximumMagnitude = 1_000_000.0
    /// The largest font size, in points.
    public static let maximumFontSize = 1000.0
    /// How many lines `lineLimit` may name.
    public static let lineLimitRange = 1...1000
    /// How many colours a gradient may hold.
    public static let gradientColorRange = 1...64
    /// How many gestures a scene may replay.
    public static let maximumInteractions = 1000
    /// How many change events one drag may have.
    public static let stepsRange = 1...1000
    /// How many entries `defaults` may hold.
    public static let maximumDefaultsEntries = 10_000
    /// How many rows, and how many columns, a GridDragView may have.
    public static let gridSideRange = 1...100
    /// How many cells a GridDragView may have (`rows × cols`). Factory instances count as views toward
    /// ``maximumViewCount`` too.
    public static let maximumGridCells = 1000
    /// How many numbers one `defaults` value may hold: a GridDragView's arrangement has one per cell.
    public static let maximumDefaultsValueCount = maximumGridCells
}
