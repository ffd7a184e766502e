#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeJSON

/// The variants every scene is checked in: each combination of the colour schemes, devices, Dynamic Type sizes and
/// layout directions given, one golden per combination.
///
/// Written as JSON, an object of arrays — `{"colorScheme": ["light", "dark"], "device": ["iPhone 15", "iPhone SE
/// (3rd generation)"], "dynamicTypeSize": ["large", "accessibility3"], "layoutDirection": ["leftToRight",
/// "rightToLeft"]}` — a key left out keeping each scene's own value. A variant's golden is the scene's name followed
/// by, in this order, `@dark` (nothing for light), `@<device>` (its preset name with runs of other characters than
/// letters and digits as `-`: `@iPhone-SE-3rd-generation`), `@<size>` (the short name, `@AX3`, `@xS`; nothing for
/// `large`) and `@rtl` (nothing for left to right): `card@dark@iPhone-15@AX3@rtl`.
public struct GoldenVariants: Sendable, Hashable {
    /// One combination: what it lays over a scene, and the suffix of its golden's name.
    public struct Variant: Sendable, Hashable {
        public var overrides: RenderOverrides
        public var suffix: String
    }

    public var colorSchemes: [ColorScheme?]
    public var devices: [String?]
    public var dynamicTypeSizes: [DynamicTypeSize?]
    public var layoutDirections: [LayoutDirection?]

    /// No variants: each scene once, as it is.
    public init() { colorSchemes = [nil]; devices = [nil]; dynamicTypeSizes = [nil]; layoutDirections = [nil] }

    /// The combinations of these values; an empty list keeps each scene's own value.
    public init(colorSchemes: [ColorScheme] = [], devices: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
                layoutDirections: [LayoutDirection] = []) {
        self.colorSchemes = colorSchemes.isEmpty ? [nil] : colorSchemes
        self.devices = devices.isEmpty ? [nil] : devices
        self.dynamicTypeSizes = dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes
        self.layoutDirections = layoutDirections.isEmpty ? [nil] : layoutDirections
    }

    /// Every combination, colour scheme first, then device, then Dynamic Type size, then layout direction.
    public var all: [Variant] {
        var result: [Variant] = []
        for scheme in colorSchemes {
            for device in devices {
                for size in dynamicTypeSizes {
                    for direction in layoutDirections {
                        var suffix = ""
                        if scheme == .dark { suffix += "@dark" }
                        if let device { suffix += "@" + Self.slug(device) }
                        if let size, size != .large { suffix += "@" + size.shortName }
                        if let mark = direction?.goldenSuffix { suffix += "@" + mark }
                        result.append(Variant(overrides: RenderOverrides(device: device, colorScheme: scheme, dynamicTypeSize: size,
                                                                         layoutDirection: direction), suffix: suffix))
                    }
                }
            }
        }
        return result
    }

    /// `iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`.
    static func slug(_ name: String) -> String {
        var result = "", pendingDash = false
        for character in name {
            if character.isLetter || character.isNumber {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// The variants `text` describes: inline JSON (starting with `{`) or the path of a JSON file.
    /// - Throws: `LoupeRenderError.usage(_:)` naming the key and the value that is wrong, or `.io(_:)` for a file
    ///   that cannot be read.
    public static func parse(_ text: String) throws(LoupeRenderError) -> GoldenVariants {
        let bytes: [UInt8]
        if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("{") {
            bytes = Array(text.utf8)
        } else {
            do {
                bytes = try WholeFile.read(atPath: text, maxByteCount: 64 * 1024)
            } catch {
                throw .io("--variants: cannot read \(text): \(error.reason ?? error.message)")
            }
        }
        guard case .object(let object)? = try? JSONReader.parse(bytes) else {
            throw .usage("--variants: expected a JSON object of arrays, such as {\"colorScheme\": [\"light\", \"dark\"]}")
        }
        var variants = GoldenVariants()
        for member in object.members {
            guard case .array(let values) = member.value, !values.isEmpty,
                  values.allSatisfy({ $0.stringValue != nil }) else {
                throw .usage("--variants: \(member.key): expected a non-empty array of strings")
            }
            let names = values.compactMap(\.stringValue)
            guard Set(names).count == names.count else { throw .usage("--variants: \(member.key): a value is repeated") }
            switch member.key {
            case "colorScheme":
                variants.colorSchemes = try names.map { (name) throws(LoupeRenderError) in
                    guard let scheme = ColorScheme(rawValue: name) else {
                        throw .usage("--variants: colorScheme: expected light or dark, found \"\(name)\"")
                    }
                    return scheme
                }
            case "device":
                for name in names where Device.preset(named: name) == nil {
                    throw .usage("--variants: device: unknown preset \"\(name)\" (see `loupe-render devices`)")
                }
                guard Set(names.map(slug)).count == names.count else {
                    throw .usage("--variants: device: two presets would share a golden name")
                }
                variants.devices = names
            case "dynamicTypeSize":
                variants.dynamicTypeSizes = try names.map { (name) throws(LoupeRenderError) in
                    guard let size = DynamicTypeSize(rawValue: name) else {
                        let all = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
                        throw .usage("--variants: dynamicTypeSize: expected one of \(all), found \"\(name)\"")
                    }
                    return size
                }
            case "layoutDirection":
                variants.layoutDirections = try names.map { (name) throws(LoupeRenderError) in
                    guard let direction = LayoutDirection(rawValue: name) else {
                        throw .usage("--variants: layoutDirection: expected leftToRight or rightToLeft, found \"\(name)\"")
                    }
                    return direction
                }
            default:
                throw .usage("--variants: unknown key \"\(member.key)\"; expected colorScheme, device, dynamicTypeSize "
                             + "or layoutDirection")
            }
        }
        return variants
    }
}
