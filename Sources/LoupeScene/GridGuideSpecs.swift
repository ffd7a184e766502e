/// `VisualGridGuide(_ label:lineWidth:squareSize:fit:)` (`docs/overlays.md#visualgridguide`).
public struct VisualGridGuideSpec: Sendable, Hashable {
    /// `.exact` finds the largest square that tiles the view exactly; `.preferred` fits squares near the requested size.
    public enum Fit: String, Sendable, Hashable, CaseIterable {
        case exact, preferred
    }
    public var label: String?
    /// The line width in device pixels (Loupe strokes `lineWidth / displayScale` points).
    public var lineWidth: Double
    public var squareSize: Double?
    public var fit: Fit

    public init(label: String? = nil, lineWidth: Double = 1, squareSize: Double? = nil, fit: Fit = .exact) {
        self.label = label; self.lineWidth = lineWidth; self.squareSize = squareSize; self.fit = fit
    }
}

/// `VisualCornerInsetGuide(_ label:)` (`docs/overlays.md#visualcornerinsetguide`).
public struct VisualCornerInsetGuideSpec: Sendable, Hashable {
    public var label: String?
    public init(label: String? = nil) { self.label = label }
}
