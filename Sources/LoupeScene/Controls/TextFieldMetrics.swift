import LoupeCore

/// How a `.roundedBorder` text field is drawn (`docs/controls.md#text-field`).
public enum TextFieldMetrics {
    /// The padding around the text, on every side.
    public static let padding = 7.0
    /// The border's corner radius.
    public static let cornerRadius = 5.0
    /// The box's fill, light and dark.
    public static let fill = ColorValue.adaptive(light: .rgba(.white), dark: .rgba(.black))
    /// The one-pixel border, light and dark.
    public static let border = ColorValue.adaptive(light: .rgba(RGBAColor(rgb8: 0, 0, 0, alpha: 0.2)),
                                                   dark: .rgba(RGBAColor(rgb8: 255, 255, 255, alpha: 0.2)))
}
