/// Why two images do not match.
public enum DiffReason: String, Hashable, Sendable {
    /// More pixels differ than the budget allows.
    case pixelDiff = "pixel-diff"
    /// The images have different sizes (they never match, whatever the budget).
    case sizeDiff = "size-diff"
}

/// The outcome of comparing an expected image with an actual one.
public struct DiffResult: Sendable {
    /// True when the sizes agree and no more pixels differ than the budget allows.
    public var match: Bool { reason == nil }
    /// `nil` when the images match, else why not.
    public let reason: DiffReason?
    /// Pixels counted as different: over the threshold, not anti-aliasing (unless included), not ignored. When the
    /// sizes differ, every pixel of one image that the other lacks counts too.
    public let diffPixels: Int
    /// Pixels over the threshold taken for anti-aliasing and not counted.
    public let antiAliasedPixels: Int
    /// The pixels compared: the expected image's, or the area both sizes span when they differ.
    public let totalPixels: Int
    /// The budget the comparison allowed (``DiffOptions/allowedDiffPixels(of:)``).
    public let allowedDiffPixels: Int
    /// The expected image's size.
    public let expectedWidth: Int, expectedHeight: Int
    /// The actual image's size.
    public let actualWidth: Int, actualHeight: Int
    /// The box around every counted pixel, or `nil` when none is.
    public let bounds: PixelRegion?
    /// True when both images hold the same bytes (the comparison stopped there).
    public let identical: Bool
    /// The diff image, when one was asked for: the size of the expected image, or of the area both span.
    public let diffImage: RGBAImage?

    /// A result from its figures (as a report holds them); no diff image unless given.
    public init(reason: DiffReason?, diffPixels: Int, antiAliasedPixels: Int, totalPixels: Int, allowedDiffPixels: Int,
                expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int, bounds: PixelRegion?,
                identical: Bool, diffImage: RGBAImage? = nil) {
        self.reason = reason; self.diffPixels = diffPixels; self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels; self.allowedDiffPixels = allowedDiffPixels
        self.expectedWidth = expectedWidth; self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth; self.actualHeight = actualHeight
        self.bounds = bounds; self.identical = identical; self.diffImage = diffImage
    }

    /// The same result without its diff image, to keep figures around without the pixels.
    public func droppingDiffImage() -> DiffResult {
        DiffResult(reason: reason, diffPixels: diffPixels, antiAliasedPixels: antiAliasedPixels, totalPixels: totalPixels,
                   allowedDiffPixels: allowedDiffPixels, expectedWidth: expectedWidth, expectedHeight: expectedHeight,
                   actualWidth: actualWidth, actualHeight: actualHeight, bounds: bounds, identical: identical,
                   diffImage: nil)
    }

    /// `diffPixels / totalPixels` (0 for empty images).
    public var diffRatio: Double { totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) }

    /// One line for people: what differs, how much, and where.
    ///
    /// `identical`; `no pixel over the threshold`; `12 of 3013524 pixels differ (0.0004 %), 20 allowed`;
    /// `1000 of 32000 pixels differ (3.125 %), bounding box 75,50 50x60; 0 allowed`; `size differs: …`.
    public var summary: String {
        switch reason {
        case nil where identical: return "identical"
        case nil where diffPixels == 0: return "no pixel over the threshold"
        case nil: return "\(pixelPhrase), \(allowedDiffPixels) allowed"
        case .sizeDiff?:
            return "size differs: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)"
                + " (\(pixelPhrase) over both)"
        case .pixelDiff?:
            let place = bounds.map { ", bounding box \($0)" } ?? ""
            return "\(pixelPhrase)\(place); \(allowedDiffPixels) allowed"
        }
    }

    private var pixelPhrase: String {
        "\(diffPixels) of \(totalPixels) pixels differ (\(Self.percent(diffRatio)))"
    }

    /// A ratio as a percentage with up to four decimals, e.g. `0.0123 %` (what ``summary`` and the reports print).
    public static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0 %" }
        var text = String((value * 10_000).rounded() / 10_000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text == "0" { text = "< 0.0001" }
        return text + " %"
    }
}
