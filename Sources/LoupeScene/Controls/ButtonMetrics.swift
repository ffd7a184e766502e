import LoupeCore

/// How a bordered button (`.bordered`, `.borderedProminent`) is drawn at each control size: its label's font, the
/// padding around the label and the shape behind it. Every figure and its source is in `docs/controls.md#button`.
public struct BorderedButtonMetrics: Sendable, Hashable {
    /// The label's text style (a `regular` button keeps the environment's font).
    public var font: TextStyle?
    /// Padding left and right of the label.
    public var horizontalPadding: Double
    /// Padding above and below the label.
    public var verticalPadding: Double
    /// The corner radius of the automatic shape; `nil` is a capsule.
    public var cornerRadius: Double?

    /// The metrics of a bordered button of `size`.
    public static func of(_ size: ControlSize) -> BorderedButtonMetrics {
        switch size {
        case .mini: BorderedButtonMetrics(font: .footnote, horizontalPadding: 10, verticalPadding: 4, cornerRadius: nil)
        case .small: BorderedButtonMetrics(font: .subheadline, horizontalPadding: 12, verticalPadding: 6, cornerRadius: nil)
        case .regular: BorderedButtonMetrics(font: nil, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 6)
        case .large: BorderedButtonMetrics(font: nil, horizontalPadding: 20, verticalPadding: 16, cornerRadius: 12)
        case .extraLarge: BorderedButtonMetrics(font: nil, horizontalPadding: 20, verticalPadding: 16, cornerRadius: nil)
        }
    }

    /// The opacity of the tint behind a `.bordered` button's label, in light and dark mode.
    public static let borderedFillOpacity = (light: 0.12, dark: 0.26)
}

extension ControlStyling {
    /// Whether buttons inside are drawn on a shape (`.bordered`, `.borderedProminent`).
    public var isBordered: Bool { buttonStyle == .bordered || buttonStyle == .borderedProminent }

    /// The colour of a button's label: white on a prominent button, the tint (red for a destructive button) on the
    /// others, `tertiaryLabel` when disabled; `nil` leaves it alone (`.plain`).
    public func labelColor(role: ButtonRole?) -> ColorValue? {
        if isDisabled { return .named(.tertiaryLabel) }
        switch buttonStyle {
        case .plain: return nil
        case .borderedProminent: return .named(.white)
        case .automatic, .borderless, .bordered: return role == .destructive ? .named(.red) : tintColor
        }
    }

    /// The colour of the shape behind a bordered button in `scheme`: the tint (prominent) or the tint at 12 % / 26 %
    /// (bordered), `quaternarySystemFill` when disabled; `nil` for a button drawn without a shape.
    public func fillColor(role: ButtonRole?, scheme: ColorScheme) -> ColorValue? {
        guard isBordered else { return nil }
        if isDisabled { return .named(.quaternarySystemFill) }
        let tint = role == .destructive ? ColorValue.named(.red) : tintColor
        if buttonStyle == .borderedProminent { return tint }
        let opacity = BorderedButtonMetrics.borderedFillOpacity
        return .opacity(tint, scheme == .dark ? opacity.dark : opacity.light)
    }

    /// The shape behind a bordered button: `buttonBorderShape`, with `automatic` and a rounded rectangle of no radius
    /// resolved for the control size.
    public var resolvedBorderShape: ButtonBorderShape {
        switch borderShape {
        case .automatic:
            BorderedButtonMetrics.of(controlSize).cornerRadius.map { .roundedRectangle(radius: $0) } ?? .capsule
        case .roundedRectangle(nil): .roundedRectangle(radius: BorderedButtonMetrics.of(controlSize).cornerRadius ?? 6)
        default: borderShape
        }
    }
}
