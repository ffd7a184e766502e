/// How two images are compared: pixelmatch's options, plus ignored regions and a budget of differing pixels.
///
/// The defaults are pixelmatch 7.2.0's (threshold 0.1, anti-aliasing detected and not counted, differences drawn
/// red over a faded grey copy of the expected image) and a budget of zero pixels. ``exact`` counts every pixel
/// whose colour changed at all, which is what goldens of this renderer use: its fonts and rasteriser are pinned.
public struct DiffOptions: Hashable, Sendable {
    /// How different two colours may be and still match, 0…1: the largest YIQ distance accepted is
    /// `35215 × threshold²` (35215 is the metric's largest value; black against white is 32857).
    public var threshold: Double
    /// Counts pixels that look like anti-aliasing too; by default they are drawn in ``aaColor`` and not counted.
    public var includeAA: Bool
    /// How strongly the expected image shows through the diff image's unchanged pixels, 0…1.
    public var alpha: Double
    /// The colour of anti-aliased pixels in the diff image.
    public var aaColor: DiffColor
    /// The colour of differing pixels in the diff image.
    public var diffColor: DiffColor
    /// The colour of differing pixels that got darker in the actual image; `nil` draws them in ``diffColor`` too.
    public var diffColorAlt: DiffColor?
    /// Draws only the differing pixels, on a transparent background.
    public var diffMask: Bool
    /// Blends translucent pixels over pixelmatch's checkerboard before comparing (`false`: over white), so two
    /// colours that only look alike over white still differ.
    public var checkerboard: Bool
    /// Pixels never counted: drawn in the diff image tinted ``DiffColor/ignoredTint``, but still seen as neighbours
    /// by the anti-aliasing detector. Parts outside the image are dropped.
    public var ignoredRegions: [PixelRegion]
    /// How many differing pixels still match. With ``maxDiffRatio`` too, the stricter of the two applies; with
    /// neither, no pixel may differ.
    public var maxDiffPixels: Int?
    /// The fraction of all pixels, 0…1, that may differ and still match. See ``maxDiffPixels``.
    public var maxDiffRatio: Double?

    /// Options with pixelmatch's defaults, unless given.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
                diffMask: Bool = false, checkerboard: Bool = true, ignoredRegions: [PixelRegion] = [],
                maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.ignoredRegions = ignoredRegions
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// pixelmatch 7.2.0's defaults and a budget of zero.
    public static let pixelmatch = DiffOptions()

    /// Every pixel whose colour changed at all counts (threshold 0, anti-aliasing counted too), and none may.
    public static let exact = DiffOptions(threshold: 0, includeAA: true)

    /// The first option out of its range, as `name: reason`, or `nil` when all are usable.
    public var problem: String? {
        if !(0...1).contains(threshold) { return "threshold: \(threshold) is not between 0 and 1" }
        if !(0...1).contains(alpha) { return "alpha: \(alpha) is not between 0 and 1" }
        if let maxDiffPixels, maxDiffPixels < 0 { return "maxDiffPixels: \(maxDiffPixels) is negative" }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            return "maxDiffRatio: \(maxDiffRatio) is not between 0 and 1"
        }
        for (index, region) in ignoredRegions.enumerated() where region.width <= 0 || region.height <= 0 {
            return "ignoredRegions[\(index)]: \(region) has no area"
        }
        return nil
    }

    /// How many of `totalPixels` may differ: the stricter of the two budgets, zero when neither is set.
    public func allowedDiffPixels(of totalPixels: Int) -> Int {
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
        // A ratio allows the pixels it covers in full: 0.001 of 1000 pixels is one.
        if let maxDiffRatio { allowed = min(allowed, Int((maxDiffRatio * Double(totalPixels)).rounded(.down))) }
        return allowed == .max ? 0 : allowed
    }
}
