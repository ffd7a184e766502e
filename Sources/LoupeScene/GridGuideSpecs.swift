/// `VisualGridGuide(_ label:lineWidth:squareSize:fit:)` (`docs/overlays.md#visualgridguide`).
public struct VisualGridGuideSpec: Sendable, Hashable {
    /// `.exact` finds the largest square that tiles the view exactly; `.preferred` fits squares near the requested
    /// size.
    public enum Fit: String, Sendable, Hashable, CaseIterable {
        /// See `docs/overlays.md#grid-metrics` for how each fit chooses the square.
        case exact, preferred
    }
    /// The title shown in the metrics badge; `nil` for none.
    public var label: String?
    /// The line width in device pixels (Loupe strokes `lineWidth / displayScale` points).
    public var lineWidth: Double
    /// The requested side of a grid square, in points; `nil` lets the fit choose (a preferred fit without it behaves as
    /// an exact fit).
    public var squareSize: Double?
    /// How the square size is chosen from ``squareSize`` and the guide's size.
    public var fit: Fit

    /// A grid guide with Loupe's defaults: no label, 1-pixel lines, no requested size and an exact fit.
    public init(label: String? = nil, lineWidth: Double = 1, squareSize: Double? = nil, fit: Fit = .exact) {
        self.label = label; self.lineWidth = lineWidth; self.squareSize = squareSize; self.fit = fit
    }
}

/// `VisualCornerInsetGuide(_ label:)` (`docs/overlays.md#visualcornerinsetguide`).
public struct VisualCornerInsetGuideSpec: Sendable, Hashable {
    /// The title shown in the guide; `nil` for none.
    public var label: String?
    /// A corner-inset guide, unlabelled by default.
    public init(label: String? = nil) { self.label = label }
}
