import LoupeCore

/// Colour values: SwiftUI's names, `#RRGGBB`, `#RRGGBBAA`, `{"red", "green", "blue", "opacity"}`,
/// `{"color", "opacity"}` (SwiftUI's `.opacity(_:)` on a colour), `{"light", "dark"}` (one colour per colour scheme,
/// as an asset catalog's colour set) and `{"linearGradient": {…}}`.
enum ColorDecoding {
    static let names = SystemColor.allCases.map(\.rawValue)
    /// SwiftUI's own names, which a message lists; UIKit's are summed up.
    static let swiftUINames = SystemColor.allCases.filter { $0.isSystemTint || [.black, .white, .clear, .primary, .secondary].contains($0) }
        .map(\.rawValue)
    /// Keys that mark an object as a colour rather than a view or an overlay/background wrapper.
    static let objectKeys = ["red", "green", "blue", "opacity", "color", "light", "dark"] + gradientKeys
    /// The keys of the gradient objects.
    static let gradientKeys = ["linearGradient", "radialGradient", "ellipticalGradient", "angularGradient", "gradient"]
    /// How much lighter `Color.gradient` starts than its colour: HSL lightness + 0.15 (`docs/scene-format.md#gradients`).
    static let anyGradientLightening = 0.15

    static func color(_ located: LocatedValue, allowGradient: Bool = true) throws(SceneError) -> ColorValue {
        switch located.value {
        case .string(let text):
            return try string(text, at: located)
        case .object(let object):
            if let key = gradientKeys.first(where: { object[$0] != nil }) {
                guard allowGradient else { throw located.error("a gradient cannot be one of a gradient's colours") }
                return try gradient(key, located)
            }
            if object["color"] != nil { return try colorWithOpacity(located, allowGradient: allowGradient) }
            if object["light"] != nil || object["dark"] != nil {
                let reader = try ObjectReader(located, keys: ["light", "dark"])
                return .adaptive(light: try color(reader.required("light"), allowGradient: false),
                                 dark: try color(reader.required("dark"), allowGradient: false))
            }
            return try components(located)
        default:
            throw located.mismatch(expected: "a colour (a name, \"#RRGGBB\", \"#RRGGBBAA\" or an object)")
        }
    }

    private static func string(_ text: String, at located: LocatedValue) throws(SceneError) -> ColorValue {
        if let named = SystemColor(rawValue: text) { return .named(named) }
        if text.hasPrefix("#") {
            guard let color = hex(text) else {
                throw located.error("\(quoted(text)) is not a hex colour; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return .rgba(color)
        }
        throw located.mismatch(expected: "a colour name (\(ValueDescriptions.list(swiftUINames)), or UIKit's such as label, "
                                         + "separator, systemGroupedBackground), \"#RRGGBB\" or \"#RRGGBBAA\"")
    }

    /// `#RRGGBB` or `#RRGGBBAA`, hexadecimal digits in either case.
    static func hex(_ text: String) -> RGBAColor? {
        let digits = Array(text.utf8.dropFirst())
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Int] = []
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            components.append(high * 16 + low)
            index += 2
        }
        let alpha = components.count == 4 ? Double(components[3]) / 255 : 1
        return RGBAColor(rgb8: components[0], components[1], components[2], alpha: alpha)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// `{"red", "green", "blue", "opacity"}`: sRGB components in 0…1, opacity defaulting to 1 as in SwiftUI.
    private static func components(_ located: LocatedValue) throws(SceneError) -> ColorValue {
        let reader = try ObjectReader(located, keys: ["red", "green", "blue", "opacity"], unknownKey: { _ in
            "unknown key; a colour object has red, green, blue and opacity, or \"color\" and \"opacity\", "
                + "or a single \"linearGradient\""
        })
        let red = try reader.required("red").number(in: 0...1)
        let green = try reader.required("green").number(in: 0...1)
        let blue = try reader.required("blue").number(in: 0...1)
        let opacity = try reader.optional("opacity")?.number(in: 0...1) ?? 1
        return .rgba(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// `{"color": c, "opacity": o}`: `c.opacity(o)`.
    private static func colorWithOpacity(_ located: LocatedValue, allowGradient: Bool) throws(SceneError) -> ColorValue {
        let reader = try ObjectReader(located, keys: ["color", "opacity"])
        let base = try color(reader.required("color"), allowGradient: allowGradient)
        guard let opacity = try reader.optional("opacity")?.number(in: 0...1) else { return base }
        return .opacity(base, opacity)
    }

    /// `{"linearGradient": {"colors": […], "startPoint", "endPoint"}}` (the points default to top and bottom),
    /// `{"radialGradient": {"colors", "center", "startRadius", "endRadius"}}`,
    /// `{"ellipticalGradient": {"colors", "center", "startRadiusFraction", "endRadiusFraction"}}`,
    /// `{"angularGradient": {"colors", "center", "startAngle", "endAngle"}}`, or `{"gradient": colour}`.
    private static func gradient(_ key: String, _ located: LocatedValue) throws(SceneError) -> ColorValue {
        let outer = try ObjectReader(located, keys: [key])
        let inner = try outer.required(key)
        if key == "gradient" {
            // `Color.gradient`: from the colour made lighter at the top to the colour at the bottom.
            let base = try color(inner, allowGradient: false)
            return .linearGradient(colors: [.lightened(base, anyGradientLightening), base], startPoint: .top, endPoint: .bottom)
        }
        let keys: [String] = switch key {
        case "radialGradient": ["colors", "stops", "center", "startRadius", "endRadius"]
        case "ellipticalGradient": ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]
        case "angularGradient": ["colors", "stops", "center", "startAngle", "endAngle"]
        default: ["colors", "stops", "startPoint", "endPoint"]
        }
        let reader = try ObjectReader(inner, keys: keys)
        let colors = try gradientColors(reader)
        func unitPoint(_ name: String) throws(SceneError) -> UnitPoint? {
            try reader.optional(name).map { (value) throws(SceneError) in try GeometryDecoding.unitPoint(value) }
        }
        func number(_ name: String, in range: ClosedRange<Double>) throws(SceneError) -> Double? {
            try reader.optional(name)?.number(in: range)
        }
        let limit = SceneLimits.maximumMagnitude
        switch key {
        case "radialGradient":
            return .shapedGradient(colors: colors, shape: .radial(
                center: try unitPoint("center") ?? .center, startRadius: try number("startRadius", in: 0...limit) ?? 0,
                endRadius: try reader.required("endRadius").number(in: 0...limit)))
        case "ellipticalGradient":
            return .shapedGradient(colors: colors, shape: .elliptical(
                center: try unitPoint("center") ?? .center,
                startRadiusFraction: try number("startRadiusFraction", in: 0...limit) ?? 0,
                endRadiusFraction: try number("endRadiusFraction", in: 0...limit) ?? 0.5))
        case "angularGradient":
            return .shapedGradient(colors: colors, shape: .angular(
                center: try unitPoint("center") ?? .center, startAngle: try number("startAngle", in: -limit...limit) ?? 0,
                endAngle: try number("endAngle", in: -limit...limit) ?? 360))
        default:
            return .linearGradient(colors: colors, startPoint: try unitPoint("startPoint") ?? .top,
                                   endPoint: try unitPoint("endPoint") ?? .bottom)
        }
    }

    /// A gradient's `colors` (spread evenly) or `stops` (`{"color", "location"}`, locations from 0 to 1): 1 to 64 of
    /// them, none a gradient.
    private static func gradientColors(_ reader: ObjectReader) throws(SceneError) -> GradientStops {
        if let stopsValue = reader.optional("stops") {
            if reader.has("colors") { throw stopsValue.error("a gradient has \"colors\" or \"stops\", not both") }
            let items = try stopsValue.elements(expected: "an array of stops {\"color\", \"location\"}")
            let range = SceneLimits.gradientColorRange
            guard range.contains(items.count) else {
                throw stopsValue.error("a gradient has \(range.lowerBound) to \(range.upperBound) stops, found \(items.count)")
            }
            var colors: [ColorValue] = [], locations: [Double] = []
            for item in items {
                let stop = try ObjectReader(item, keys: ["color", "location"])
                colors.append(try color(stop.required("color"), allowGradient: false))
                locations.append(try stop.required("location").number(in: 0...1))
            }
            return GradientStops(colors, locations: locations)
        }
        return GradientStops(try evenColors(reader))
    }

    private static func evenColors(_ reader: ObjectReader) throws(SceneError) -> [ColorValue] {
        let colorValues = try reader.required("colors").elements(expected: "an array of colours")
        let range = SceneLimits.gradientColorRange
        guard range.contains(colorValues.count) else {
            throw reader.located.member("colors", .null)
                .error("a gradient has \(range.lowerBound) to \(range.upperBound) colours, found \(colorValues.count)")
        }
        var colors: [ColorValue] = []
        for colorValue in colorValues { colors.append(try color(colorValue, allowGradient: false)) }
        return colors
    }
}
