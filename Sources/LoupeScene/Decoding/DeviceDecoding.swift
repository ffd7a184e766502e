import LoupeCore

/// `device`: a preset name (case-insensitive) or `{"width", "height", "scale", "safeArea", "cornerRadius", "family"}`.
enum DeviceDecoding {
    static func device(_ located: LocatedValue) throws(SceneError) -> Device {
        let device: Device
        switch located.value {
        case .string(let name):
            guard let preset = Device.preset(named: name) else {
                let portrait = Device.presets.compactMap(\.name).filter { !$0.hasSuffix(Device.landscapeSuffix) }
                throw located.error("unknown device \(quoted(name)); expected one of "
                                    + ValueDescriptions.quotedList(portrait)
                                    + " (the phones and the iPad also as \"<name> landscape\")"
                                    + " or an object {\"width\", \"height\", …}")
            }
            device = preset
        case .object:
            device = try custom(located)
        default:
            throw located.mismatch(expected: "a device name or an object {\"width\", \"height\", …}")
        }
        try check(device, path: located.path)
        return device
    }

    /// The scale a custom device gets when it names none: 3 for phones, 2 for iPads and Macs.
    static func defaultScale(for family: DeviceFamily) -> Double { family == .phone ? 3 : 2 }

    private static func custom(_ located: LocatedValue) throws(SceneError) -> Device {
        let reader = try ObjectReader(
            located, keys: ["width", "height", "scale", "safeArea", "cornerRadius", "family"])
        let width = try positive(reader.required("width"))
        let height = try positive(reader.required("height"))
        let familyName = try reader.optional("family")?.name(in: DeviceFamily.allCases.map(\.rawValue))
        let family = familyName.flatMap(DeviceFamily.init(rawValue:)) ?? .phone
        var scale = defaultScale(for: family)
        if let scaleValue = reader.optional("scale") {
            scale = Double(try scaleValue.integer(in: SceneLimits.scaleRange))
        }
        var safeArea = EdgeInsets.zero
        if let insetsValue = reader.optional("safeArea") {
            let insets = try ObjectReader(insetsValue, keys: ["top", "leading", "bottom", "trailing"])
            safeArea = EdgeInsets(
                top: try insets.optional("top")?.nonNegativeNumber() ?? 0,
                leading: try insets.optional("leading")?.nonNegativeNumber() ?? 0,
                bottom: try insets.optional("bottom")?.nonNegativeNumber() ?? 0,
                trailing: try insets.optional("trailing")?.nonNegativeNumber() ?? 0)
            if safeArea.top + safeArea.bottom >= height {
                throw insetsValue.error("top + bottom (\(ValueDescriptions.format(safeArea.top + safeArea.bottom))) "
                                        + "leaves no room in the height (\(ValueDescriptions.format(height)))")
            }
            if safeArea.leading + safeArea.trailing >= width {
                throw insetsValue.error("leading + trailing (\(ValueDescriptions.format(safeArea.leading + safeArea.trailing))) "
                                        + "leaves no room in the width (\(ValueDescriptions.format(width)))")
            }
        }
        var cornerRadius = 0.0
        if let radiusValue = reader.optional("cornerRadius") {
            cornerRadius = try radiusValue.nonNegativeNumber()
            if cornerRadius > min(width, height) / 2 {
                throw radiusValue.error("\(ValueDescriptions.format(cornerRadius)) is more than half the screen's "
                                        + "shorter side (\(ValueDescriptions.format(min(width, height))))")
            }
        }
        return Device(size: Size(width: width, height: height), scale: scale, safeArea: safeArea,
                      cornerRadius: cornerRadius, family: family)
    }

    private static func positive(_ located: LocatedValue) throws(SceneError) -> Double {
        let value = try located.nonNegativeNumber()
        if value == 0 { throw located.error("expected a number > 0, found 0") }
        return value
    }

    /// Checks what makes a device renderable: an integer scale in 1…4, a whole number of pixels per side, and a
    /// canvas within 8192×8192. Callers that override the device or scale (command-line flags) call it again.
    static func check(_ device: Device, path: String) throws(SceneError) {
        let where_ = path.isEmpty ? ScenePath.rootName : path
        guard device.scale == device.scale.rounded(), SceneLimits.scaleRange.contains(Int(exactly: device.scale) ?? 0) else {
            throw SceneError(path: where_, message: "the scale must be an integer from \(SceneLimits.scaleRange.lowerBound) "
                             + "to \(SceneLimits.scaleRange.upperBound), found \(ValueDescriptions.format(device.scale))")
        }
        let pixelWidth = device.size.width * device.scale
        let pixelHeight = device.size.height * device.scale
        let limit = Double(SceneLimits.maximumCanvasSide)
        if pixelWidth > limit || pixelHeight > limit {
            throw SceneError(path: where_, message: "the canvas would be \(ValueDescriptions.format(pixelWidth))×"
                             + "\(ValueDescriptions.format(pixelHeight)) pixels (width×scale by height×scale); "
                             + "the limit is \(SceneLimits.maximumCanvasSide)×\(SceneLimits.maximumCanvasSide)")
        }
        if pixelWidth != pixelWidth.rounded() || pixelHeight != pixelHeight.rounded() {
            throw SceneError(path: where_, message: "\(ValueDescriptions.format(device.size.width))×"
                             + "\(ValueDescriptions.format(device.size.height)) points at scale "
                             + "\(ValueDescriptions.format(device.scale)) is not a whole number of pixels")
        }
    }
}
