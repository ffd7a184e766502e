import LoupeCore

/// Whether the device flips a position label like an iPhone or iPad, or never like a Mac.
public enum DeviceFamily: String, Sendable, Codable, CaseIterable {
    case phone, pad, mac
}

/// The screen a scene is rendered for, in points. The output is `width×scale` by `height×scale` pixels.
public struct Device: Sendable, Hashable {
    /// The preset's name, or `nil` for a custom device.
    public var name: String?
    public var size: Size
    public var scale: Double
    public var safeArea: EdgeInsets
    public var cornerRadius: Double
    public var family: DeviceFamily

    public init(name: String? = nil, size: Size, scale: Double, safeArea: EdgeInsets = .zero,
                cornerRadius: Double = 0, family: DeviceFamily = .phone) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
        self.cornerRadius = cornerRadius; self.family = family
    }

    /// The output's size in device pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The built-in presets (portrait), with the metrics of `layout.md` §9.
    public static let presets: [Device] = [
        Device(name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2,
               safeArea: EdgeInsets(top: 20), cornerRadius: 0, family: .phone),
        Device(name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 16", size: Size(width: 393, height: 852), scale: 3,
               safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, family: .phone),
        Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3,
               safeArea: EdgeInsets(top: 62, bottom: 34), cornerRadius: 62, family: .phone),
        Device(name: "iPad Pro 11-inch", size: Size(width: 834, height: 1194), scale: 2,
               safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18, family: .pad),
        Device(name: "Mac", size: Size(width: 1280, height: 800), scale: 2,
               safeArea: .zero, cornerRadius: 0, family: .mac),
    ]

    /// The preset with this name (case-insensitive), or `nil`.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name?.lowercased() == name.lowercased() }
    }
}
