import LoupeCore

/// One alignment guide of a view: a horizontal one (an x position) or a vertical one (a y position).
public enum GuideKey: Sendable, Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// Where the guide lies in a box of `size` when nothing inside sets it (`docs/layout.md#alignment-guides`).
    public func defaultValue(in size: Size) -> Double {
        switch self {
        case .horizontal(let guide): guide.value(in: size.width)
        case .vertical(let guide): guide.value(in: size.height)
        }
    }

    /// Whether the guide runs along the x axis (a horizontal alignment's position is an x).
    public var isHorizontal: Bool { if case .horizontal = self { true } else { false } }
}

/// The value `alignmentGuide(_:computeValue:)` gives a guide, as a function of the view's dimensions:
/// `constant + width·w + height·h + firstTextBaseline·b₁ + lastTextBaseline·b₂`.
///
/// SwiftUI calls the closure with the view's `ViewDimensions`; the closures previews write (`d[.trailing]`,
/// `d.width / 2`, `d[.top] - 10`, a constant) are linear in those dimensions, so four coefficients and a constant
/// describe them exactly.
public struct GuideValue: Sendable, Hashable {
    public var constant: Double
    public var width: Double
    public var height: Double
    public var firstTextBaseline: Double
    public var lastTextBaseline: Double

    /// `constant + width·w + height·h + firstTextBaseline·b₁ + lastTextBaseline·b₂`.
    public init(constant: Double = 0, width: Double = 0, height: Double = 0, firstTextBaseline: Double = 0,
                lastTextBaseline: Double = 0) {
        self.constant = constant; self.width = width; self.height = height
        self.firstTextBaseline = firstTextBaseline; self.lastTextBaseline = lastTextBaseline
    }

    /// The guide's position for a view of `size` whose text baselines lie at `firstBaseline` and `lastBaseline` below
    /// its top.
    public func value(in size: Size, firstBaseline: Double, lastBaseline: Double) -> Double {
        constant + width * size.width + height * size.height + firstTextBaseline * firstBaseline
            + lastTextBaseline * lastBaseline
    }

    /// Whether the value needs the view's text baselines.
    public var readsBaselines: Bool { firstTextBaseline != 0 || lastTextBaseline != 0 }
}
