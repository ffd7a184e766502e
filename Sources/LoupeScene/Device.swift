import LoupeCore

/// Whether the device flips a position label like an iPhone or iPad, or never like a Mac.
public enum DeviceFamily: String, Sendable, Codable, CaseIterable {
    /// `phone` and `pad` flip a position label that would run off the bottom of the screen; `mac` never flips it.
    case phone, pad, mac
}

/// The screen a scene is rendered for, in points. The output is `width×scale` by `height×scale` pixels.
public struct Device: Sendable, Hashable {
    /// The preset's name, or `nil` for a custom device.
    public var name: String?
    /// The screen's size in points, as the device is held (landscape presets have the longer side as the width).
    public var size: Size
    /// Pixels per point (2 or 3 for the presets); the output image is ``size`` times this.
    public var scale: Double
    /// The screen's safe-area insets in points (status bar, sensor housing, home indicator).
    public var safeArea: EdgeInsets
    /// The screen's corner radius in points: the outermost shape that concentric rectangles follow when no container
    /// shape is closer (`docs/layout.md#concentric-corners`). 0 for square screens.
    public var cornerRadius: Double
    /// Whether the device behaves like a phone, an iPad or a Mac (only the position label's flip depends on it).
    public var family: DeviceFamily

    /// A device from its metrics. Nothing is checked here; the scene decoder validates a device read from JSON
    /// (`docs/scene-format.md`).
    public init(name: String? = nil, size: Size, scale: Double, safeArea: EdgeInsets = .zero,
                cornerRadius: Double = 0, family: DeviceFamily = .phone) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
        self.cornerRadius = cornerRadius; self.family = family
    }

    /// The output's size in device pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The output's height in device pixels, `size.height × scale` rounded to the nearest whole number.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The built-in presets (metrics and their sources in `docs/scene-format.md#presets`): each phone and iPad in
    /// portrait, each followed by the same device turned to landscape (`"<name> landscape"`: the sides swapped and
    /// the landscape safe area), then the Mac.
    public static let presets: [Device] = DevicePresets.models.flatMap { model in
        [model.portrait, model.landscape]
    } + [Device(name: "Mac", size: Size(width: 1280, height: 800), scale: 2, safeArea: .zero, cornerRadius: 0, family: .mac)]

    /// What a landscape preset's name ends with: `"iPhone 15 landscape"`.
    public static let landscapeSuffix = " landscape"

    /// The preset with this name (case-insensitive), or `nil`.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name?.lowercased() == name.lowercased() }
    }
}
