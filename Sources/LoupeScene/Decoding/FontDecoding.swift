import LoupeCore

/// Fonts: a text style name (`"caption"`), `{"size", "weight", "design", "italic"}` (a system font of that size),
/// `{"style", "weight", "design", "italic"}` (a text style with a weight, design or slant applied) or `{"name", "file",
/// "size", "relativeTo", "italic"}` (a font file the app bundles).
enum FontDecoding {
    static let styleNames = TextStyle.allCases.map(\.rawValue)
    static let weightNames = FontWeight.allCases.map(\.rawValue)
    static let designNames = FontDesign.allCases.map(\.rawValue)

    static func font(_ located: LocatedValue) throws(SceneError) -> FontStyle {
        switch located.value {
        case .string:
            let name = try located.name(in: styleNames, note: "text styles")
            return .textStyle(TextStyle(rawValue: name) ?? .body, weight: nil, design: nil)
        case .object:
            return try object(located)
        default:
            throw located.mismatch(expected: "a text style name or an object {\"size\" or \"style\", \"weight\", \"design\"}")
        }
    }

    private static func object(_ located: LocatedValue) throws(SceneError) -> FontStyle {
        let reader = try ObjectReader(located, keys: ["size", "style", "weight", "design", "italic", "width", "name", "file",
                                                      "relativeTo"])
        var style = try reader.has("file") ? fileFont(located, reader) : uprightObject(located, reader)
        if let width = reader.optional("width") {
            style = .width(FontWidth(rawValue: try width.name(in: FontWidth.allCases.map(\.rawValue))) ?? .standard, style)
        }
        return try reader.optional("italic")?.bool() == true ? .italic(style) : style
    }

    /// `{"name": "Poppins-Bold", "file": "/…/Poppins-Bold.ttf", "size": 16, "relativeTo": "body"}`: the file by its
    /// absolute path (a scene names no folder of its own for it), its size in points at Dynamic Type "Large".
    private static func fileFont(_ located: LocatedValue, _ reader: ObjectReader) throws(SceneError) -> FontStyle {
        for key in ["style", "weight", "design"] where reader.has(key) {
            throw located.error("a font file has no \"\(key)\": its weight and design are the file's own")
        }
        guard let file = reader.optional("file"), let size = reader.optional("size") else {
            throw located.error("a font file needs \"size\"")
        }
        let path = try file.string()
        guard path.hasPrefix("/") else { throw file.error("expected the font file's absolute path, found \"\(path)\"") }
        let points = try size.number(in: 0...SceneLimits.maximumFontSize)
        if points == 0 { throw size.error("expected a font size > 0, found 0") }
        let name = try reader.optional("name")?.string() ?? path
        let relativeTo = try reader.optional("relativeTo").map { (value) throws(SceneError) in
            TextStyle(rawValue: try value.name(in: styleNames, note: "text styles")) ?? .body
        }
        return .file(name: name, path: path, size: points, relativeTo: relativeTo)
    }

    private static func uprightObject(_ located: LocatedValue, _ reader: ObjectReader) throws(SceneError) -> FontStyle {
        let weight = try reader.optional("weight").map { (value) throws(SceneError) in
            FontWeight(rawValue: try value.name(in: weightNames)) ?? .regular
        }
        let design = try reader.optional("design").map { (value) throws(SceneError) in
            FontDesign(rawValue: try value.name(in: designNames)) ?? .default
        }
        switch (reader.optional("size"), reader.optional("style")) {
        case (let size?, nil):
            let points = try size.number(in: 0...SceneLimits.maximumFontSize)
            if points == 0 { throw size.error("expected a font size > 0, found 0") }
            return .custom(size: points, weight: weight ?? .regular, design: design ?? .default)
        case (nil, let style?):
            let name = try style.name(in: styleNames, note: "text styles")
            return .textStyle(TextStyle(rawValue: name) ?? .body, weight: weight, design: design)
        case (.some, .some):
            throw located.error("a font has either \"size\" (a system font) or \"style\" (a text style), not both")
        case (nil, nil):
            throw located.error("a font needs \"size\" (a system font) or \"style\" (a text style)")
        }
    }
}
