import LoupeCore

/// DraggablePositionView's constants, measured from Loupe's source (`docs/overlays.md#position-label`).
enum PositionViewMetrics {
    /// The name line: `.caption.weight(.semibold)`.
    static let nameFont = FontSpec(size: 12, weight: .semibold)
    /// The coordinate line: `.caption2.monospacedDigit()`.
    static let coordinateFont = FontSpec(size: 11, monospacedDigit: true)
    /// The VStack between the name and the coordinate line.
    static let lineSpacing = 6.0
    static let horizontalPadding = 12.0
    static let verticalPadding = 6.0
    /// The label background's `.rect(cornerRadius: 20)`, clamped to half the label's height.
    static let labelCornerRadius = 20.0
    /// The crosshair lines and the centre dot.
    static let lineWidth = 1.0
    /// The default namespace of the view's persisted-offset keys.
    static let defaultNamespace = "DraggablePositionView"
}
