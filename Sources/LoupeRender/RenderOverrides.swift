import LoupeScene

/// Settings that override a scene's own (the CLI's `--device`, `--scale` and `--color-scheme`).
public struct RenderOverrides: Sendable, Hashable {
    /// A device preset name.
    public var device: String?
    public var scale: Double?
    public var colorScheme: ColorScheme?

    public init(device: String? = nil, scale: Double? = nil, colorScheme: ColorScheme? = nil) {
        self.device = device; self.scale = scale; self.colorScheme = colorScheme
    }

    /// The scales a device may be rendered at.
    public static let allowedScales: [Double] = [1, 2, 3, 4]

    /// `document` with these overrides applied.
    public func apply(to document: SceneDocument) throws(LoupeRenderError) -> SceneDocument {
        var result = document
        if let device {
            guard let preset = Device.preset(named: device) else {
                let names = Device.presets.compactMap(\.name).joined(separator: ", ")
                throw .usage("--device: unknown preset \"\(device)\"; expected one of \(names)")
            }
            result.device = preset
        }
        if let scale {
            guard Self.allowedScales.contains(scale) else {
                throw .usage("--scale: expected 1, 2, 3 or 4, found \(scale)")
            }
            result.device.scale = scale
        }
        if let colorScheme { result.colorScheme = colorScheme }
        return result
    }
}
