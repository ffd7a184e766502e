import LoupeCore

/// How a switch-style `Toggle` is drawn (`docs/controls.md#toggle`).
public enum ToggleMetrics {
    /// The switch: UIKit's `UISwitch` size.
    public static let switchSize = Size(width: 51, height: 31)
    /// The knob's diameter, inset `(31 − 27) / 2` = 2 from the track.
    public static let knobDiameter = 27.0
    /// The least gap between the label and the switch.
    public static let gap = 8.0
    /// The track when on, unless tinted.
    public static let onColor = ColorValue.named(.green)
    /// The track when off.
    public static let offColor = ColorValue.named(.secondarySystemFill)
}

/// How a `ProgressView` is drawn (`docs/controls.md#progress-view`).
public enum ProgressMetrics {
    /// The circular indicator's side.
    public static let indicatorSide = 20.0
    /// The bar's thickness.
    public static let barHeight = 4.0
    /// Between the indicator or bar and the label.
    public static let labelSpacing = 8.0
    /// The bar's track, behind the filled part.
    public static let trackColor = ColorValue.named(.systemGray5)
    /// The indicator's spokes.
    public static let spokeColor = ColorValue.named(.gray)
}

/// How a `Stepper` is drawn (`docs/controls.md#stepper`).
public enum StepperMetrics {
    /// The control: two segments, − and +.
    public static let size = Size(width: 94, height: 32)
    /// Its corner radius.
    public static let cornerRadius = 8.0
    /// The line between the segments.
    public static let divider = Size(width: 1, height: 18)
    /// The control's fill.
    public static let fill = ColorValue.named(.tertiarySystemFill)
    /// The side of the − and + symbols.
    public static let symbolSide = 20.0
}

/// How a `Slider` is drawn (`docs/controls.md#slider`).
public enum SliderMetrics {
    /// The slider's height; it is as wide as it is offered.
    public static let height = 34.0
    /// The thumb's diameter.
    public static let thumbDiameter = 28.0
    /// The track's thickness.
    public static let trackHeight = 4.0
    /// Its width when offered none.
    public static let idealWidth = 100.0
}

/// How a `Picker` is drawn (`docs/controls.md#picker`).
public enum PickerMetrics {
    /// The side of the up-and-down chevrons' symbol square, and its gap to the selection.
    public static let chevronSide = 17.0
    public static let chevronGap = 4.0
    /// The segmented control: its height, the track's corner radius, the inset of the selected segment and its
    /// corner radius.
    public static let segmentedHeight = 32.0
    public static let trackRadius = 9.0
    public static let thumbInset = 2.0
    public static let thumbRadius = 7.0
    /// A segment's title font: 13 points (semibold when selected).
    public static let segmentFont = FontSpec(size: 13)
    /// Padding beside a segment's title when the control is offered no width.
    public static let segmentPadding = 12.0
    /// An inline picker's option row: as a list row, its text padded 6.5 above and below and at least 44 tall.
    public static func inlineRowHeight(textHeight: Double) -> Double { max(44, textHeight + 13) }
    /// The checkmark on the selected option: a square of the body's point size at the trailing edge.
    public static let checkmarkSide = 17.0
}

/// How a compact `DatePicker` is drawn (`docs/controls.md#date-picker`): a pill per component at the trailing edge.
public enum DatePickerMetrics {
    /// The space each side of a pill's text.
    public static let horizontalPadding = 11.0
    /// A pill's height.
    public static let height = 34.0
    /// A pill's corner radius.
    public static let cornerRadius = 6.0
    /// The space between the date's pill and the time's.
    public static let gap = 6.0
    /// A pill's fill; its text is in the label colour.
    public static let fill = ColorValue.named(.tertiarySystemFill)
}
