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

    /// The built-in presets (metrics in `docs/scene-format.md#presets`): each phone and the iPad in portrait, followed
    /// by the same device turned to landscape (`"<name> landscape"`: the sides swapped and the landscape safe area),
    /// then the Mac.
    public static let presets: [Device] = [
        Device(name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2,
               safeArea: EdgeInsets(top: 20), cornerRadius: 0, family: .phone),
        Device(name: "iPhone SE (3rd generation) landscape", size: Size(width: 667, height: 375), scale: 2,
               safeArea: .zero, cornerRadius: 0, family: .phone),
        Device(name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 15 landscape", size: Size(width: 852, height: 393), scale: 3,
               safeArea: phoneLandscapeSafeArea(side: 59), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 15 Pro Max landscape", size: Size(width: 932, height: 430), scale: 3,
               safeArea: phoneLandscapeSafeArea(side: 59), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 16", size: Size(width: 393, height: 852), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 16 landscape", size: Size(width: 852, height: 393), scale: 3,
               safeArea: phoneLandscapeSafeArea(side: 59), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3,
               safeArea: EdgeInsets(top: 62, bottom: 34), cornerRadius: 62, family: .phone),
        Device(name: "iPhone 16 Pro Max landscape", size: Size(width: 956, height: 440), scale: 3,
               safeArea: phoneLandscapeSafeArea(side: 62), cornerRadius: 62, family: .phone),
        Device(name: "iPad Pro 11-inch", size: Size(width: 834, height: 1194), scale: 2,
               safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18, family: .pad),
        Device(name: "iPad Pro 11-inch landscape", size: Size(width: 1194, height: 834), scale: 2,
               safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18, family: .pad),
        Device(name: "Mac", size: Size(width: 1280, height: 800), scale: 2,
               safeArea: .zero, cornerRadius: 0, family: .mac),
    ]

    /// What a landscape preset's name ends with: `"iPhone 15 landscape"`.
    public static let landscapeSuffix = " landscape"

    /// A Face ID phone in landscape: the sensor housing's inset on both sides, none on top, 21 for the home
    /// indicator.
    private static func phoneLandscapeSafeArea(side: Double) -> EdgeInsets {
        EdgeInsets(top: 0, leading: side, bottom: 21, trailing: side)
    }

    /// The preset with this name (case-insensitive), or `nil`.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name?.lowercased() == name.lowercased() }
    }
}
