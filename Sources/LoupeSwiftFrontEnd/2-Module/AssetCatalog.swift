#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
import LoupeJSON

/// The colour sets of a module's asset catalogs (`*.xcassets/…/Name.colorset/Contents.json`), for `Color("Name")`
/// and the generated `Color(.name)` / `Color.name` (`docs/swift-source.md#asset-catalogs`).
struct AssetCatalog {
    /// Contents.json of each colour set, by the set's name made comparable (`"Brand Blue"` and `brandBlue` alike).
    private var colorSets: [String: String] = [:]
    /// The folder of each image set, by its name made comparable.
    private var imageSets: [String: String] = [:]

    /// The colour sets under `directory`, in any asset catalog at any depth.
    init(directory: String) {
        for catalog in Self.folders(under: directory, endingWith: ".xcassets") {
            for set in Self.folders(under: catalog, endingWith: ".colorset") {
                let name = String((set.split(separator: "/").last ?? "").dropLast(".colorset".count))
                let key = Self.comparable(name)
                if colorSets[key] == nil { colorSets[key] = set + "/Contents.json" }
            }
            for set in Self.folders(under: catalog, endingWith: ".imageset") {
                let name = String((set.split(separator: "/").last ?? "").dropLast(".imageset".count))
                let key = Self.comparable(name)
                if imageSets[key] == nil { imageSets[key] = set }
            }
        }
    }

    /// An image set of the catalogs: whether there is one named `name`, and the picture to draw with its size in
    /// points (its pixel size over the scale the set gives it) when one of its files is a PNG or a JPEG that can be
    /// read (`JPEGHeader`); the file of the highest scale is drawn.
    func image(named name: String) -> (exists: Bool, png: (path: String, width: Double, height: Double)?) {
        guard let folder = imageSets[Self.comparable(name)] else { return (false, nil) }
        guard let bytes = try? WholeFile.read(atPath: folder + "/Contents.json", maxByteCount: 1 << 20),
              let json = try? JSONReader.parse(bytes), case .array(let images)? = json.member("images") else { return (true, nil) }
        var best: (path: String, width: Double, height: Double, scale: Double)?
        for image in images {
            guard let file = image.member("filename")?.stringValue,
                  [".png", ".jpg", ".jpeg"].contains(where: file.lowercased().hasSuffix),
                  let data = try? WholeFile.read(atPath: folder + "/" + file, maxByteCount: 64 << 20),
                  let pixels = Self.pngSize(data) ?? JPEGHeader.size(data) else { continue }
            let scale = Double((image.member("scale")?.stringValue ?? "1x").dropLast()) ?? 1
            if best == nil || scale > best!.scale {
                best = (folder + "/" + file, Double(pixels.width) / scale, Double(pixels.height) / scale, scale)
            }
        }
        return (true, best.map { ($0.path, $0.width, $0.height) })
    }

    /// The width and height a PNG's header gives, in pixels.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// `"Brand Blue"`, `brandBlue` and `brand-blue` compare equal, as Xcode's generated symbols name sets.
    static func comparable(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// The colour set Xcode's generated symbol `symbol` names (`.brand`, `Color.brand`, `Color(.brand)`): the set of
    /// that name, or of that name with the suffix `Color` that the generated symbols drop (`AccentColor` is `.accent`).
    func color(symbol: String) -> JSONValue? {
        color(named: symbol) ?? color(named: symbol + "Color")
    }

    /// The colour set `name` in the scene format's colour form: one colour, or `{"light", "dark"}` when the set has a
    /// dark appearance. Nil when there is no such set or it cannot be read.
    func color(named name: String) -> JSONValue? {
        guard let path = colorSets[Self.comparable(name)],
              let bytes = try? WholeFile.read(atPath: path, maxByteCount: 1 << 20),
              let json = try? JSONReader.parse(bytes), case .array(let entries)? = json.member("colors") else { return nil }
        var light: JSONValue?
        var dark: JSONValue?
        for entry in entries {
            guard let color = entry.member("color").flatMap(Self.color) else { continue }
            let appearances = entry.member("appearances")?.arrayValue ?? []
            let isDark = appearances.contains { $0.member("value")?.stringValue == "dark" }
            let isOther = appearances.contains { ["light", "high"].contains($0.member("value")?.stringValue ?? "") }
            if isDark, dark == nil { dark = color } else if !isDark, !isOther, light == nil { light = color }
        }
        guard let light else { return dark }
        guard let dark else { return light }
        return .object(JSONObject([.init(key: "light", value: light), .init(key: "dark", value: dark)]))
    }

    /// `{"color-space", "components": {"red", "green", "blue", "alpha"}}` (components as `"0.5"`, `"0x80"` or `"128"`),
    /// or `{"reference": "systemBlueColor"}`. Display P3 components are read as sRGB.
    private static func color(_ value: JSONValue) -> JSONValue? {
        if let reference = value.member("reference")?.stringValue {
            return .string(systemColor(reference))
        }
        guard let components = value.member("components") else { return nil }
        var members: [JSONObject.Member] = []
        for (key, sceneKey) in [("red", "red"), ("green", "green"), ("blue", "blue"), ("alpha", "opacity")] {
            guard let component = components.member(key).flatMap(Self.component) else { return nil }
            members.append(.init(key: sceneKey, value: .number(component)))
        }
        return .object(JSONObject(members))
    }

    private static func component(_ value: JSONValue) -> Double? {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): return number > 1 ? number / 255 : number
        default: return nil
        }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        guard let number = Double(text) else { return nil }
        return text.contains(".") || number <= 1 ? min(max(number, 0), 1) : min(number / 255, 1)
    }

    /// `systemBlueColor` → `blue`, `labelColor` → `primary`; other references are gray.
    private static func systemColor(_ reference: String) -> String {
        switch reference {
        case "labelColor", "blackColor": return reference == "blackColor" ? "black" : "primary"
        case "secondaryLabelColor": return "secondary"
        case "whiteColor": return "white"
        case "clearColor": return "clear"
        default:
            var name = reference
            if name.hasPrefix("system") { name.removeFirst(6) }
            if name.hasSuffix("Color") { name.removeLast(5) }
            let lowered = name.prefix(1).lowercased() + name.dropFirst()
            return KnownTypes.colorNames.contains(lowered) ? lowered : "gray"
        }
    }

    /// Folders under `root` whose names end with `suffix`, not looking inside them, at most 12 levels down.
    private static func folders(under root: String, endingWith suffix: String, depth: Int = 0) -> [String] {
        guard depth < 12, let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root + "/" + name
            guard FileKind(atPath: path) == .directory else { continue }
            if name.hasSuffix(suffix) { found.append(path) } else { found += folders(under: path, endingWith: suffix, depth: depth + 1) }
        }
        return found
    }
}
