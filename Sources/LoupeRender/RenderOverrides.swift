import LoupeScene

/// Settings that override a scene's own (the CLI's `--device`, `--scale`, `--color-scheme`, `--dynamic-type-size` and
/// `--layout-direction`).
public struct RenderOverrides: Sendable, Hashable {
    /// A device preset name.
    public var device: String?
    /// A scale that replaces the device's, one of ``allowedScales``.
    public var scale: Double?
    /// A colour scheme that replaces the scene's.
    public var colorScheme: ColorScheme?

    /// A Dynamic Type size that replaces the scene's.
    public var dynamicTypeSize: DynamicTypeSize?
    /// A layout direction that replaces the scene's.
    public var layoutDirection: LayoutDirection?

    /// Overrides as given; `nil` keeps the scene's own value. Nothing is checked until ``apply(to:)``.
    public init(device: String? = nil, scale: Double? = nil, colorScheme: ColorScheme? = nil,
                dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil) {
        self.device = device; self.scale = scale; self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize; self.layoutDirection = layoutDirection
    }

    /// These overrides with `variant`'s laid over them: a value the variant gives replaces this one.
    public func laid(under variant: RenderOverrides) -> RenderOverrides {
        RenderOverrides(device: variant.device ?? device, scale: variant.scale ?? scale,
                        colorScheme: variant.colorScheme ?? colorScheme,
                        dynamicTypeSize: variant.dynamicTypeSize ?? dynamicTypeSize,
                        layoutDirection: variant.layoutDirection ?? layoutDirection)
    }

    /// The scales a device may be rendered at.
    public static let allowedScales: [Double] = [1, 2, 3, 4]

    /// `document` with these overrides applied: the preset replaces the device, then the scale replaces its scale.
    ///
    /// This does not check that the resulting device can be rendered (a whole number of pixels per side, the size
    /// limit); `LoupeRenderer` does that with `SceneDecoding.checkDevice(_:path:)` when it loads a scene.
    ///
    /// - Throws: ``LoupeRenderError/usage(_:)`` for an unknown preset name or a scale not in ``allowedScales``.
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
        if let dynamicTypeSize { result.dynamicTypeSize = dynamicTypeSize }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        return result
    }
}
