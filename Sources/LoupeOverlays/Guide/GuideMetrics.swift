import LoupeCore

/// The constants of Loupe's VisualLayoutGuide (`docs/overlays.md#visuallayoutguide`).
enum GuideMetrics {
    /// The info box is a fixed square.
    static let boxSide: Double = 130
    /// Inset bars are drawn at a fifth of the inset.
    static let insetScale: Double = 5
    /// Padding around the readouts, added to each bar's thickness.
    static let contentPadding: Double = 8
    static let fillOpacity: Double = 0.2
    static let barOpacity: Double = 0.3
    static let borderWidth: Double = 3
    /// The readout bars' thickness and their gap to the readout text.
    static let readoutBarThickness: Double = 2
    static let readoutSpacing: Double = 3
    /// Between an inset label and its arrow.
    static let insetLabelSpacing: Double = 5

    static let insetFont = FontSpec(size: 8, weight: .black, design: .monospaced)
    static let readoutFont = FontSpec(size: 10, weight: .regular, design: .monospaced)
    static let labelFont = FontSpec(size: 10, weight: .black, design: .monospaced)
}
