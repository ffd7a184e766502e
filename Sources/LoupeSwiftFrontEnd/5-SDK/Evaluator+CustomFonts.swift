import LoupeJSON
import SwiftSyntax

/// Fonts by name and UIKit's fonts (`docs/swift-source.md#fonts`): `Font.custom(_:size:)`, `(_:size:relativeTo:)`,
/// `(_:fixedSize:)` and `UIFont(name:size:)` drawn in the font file the module bundles under that name; the system
/// fonts `UIFont.systemFont(ofSize:weight:)` and its kin, `UIFont.preferredFont(forTextStyle:)`; `Font(uiFont)`.
extension Evaluator {
    /// `.custom("Poppins-Bold", size: 16)`: the module's file of that name, scaled with `relativeTo:` (`.body`
    /// unless told, none for `fixedSize:`). A name the module does not bundle is drawn in the system font at that
    /// size, with a warning: it may be one of iOS's own fonts or one another package registers.
    func font(custom arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "size", "relativeTo", "fixedSize"], of: ".custom")
        guard let nameArgument = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.custom' needs a font name", at: node, construct: ".custom")
        }
        let name = try fontName(nameArgument, at: node)
        let relativeTo: String?
        let size: Double
        if let fixed = arguments.argument("fixedSize") {
            size = try number(fixed)
            relativeTo = nil
        } else if let given = arguments.argument("size") {
            size = try number(given)
            relativeTo = try arguments.argument("relativeTo").map(memberName) ?? "body"
        } else {
            throw error(.missingArgument, "'.custom' needs size: or fixedSize:", at: node, construct: ".custom")
        }
        return try namedFont(name, size: size, relativeTo: relativeTo, at: node) ?? .font(systemFont(size: size))
    }

    /// The font's name: a string, or SwiftGen's generated `FontConvertible` (`Fonts.Poppins.bold`), whose generated
    /// `Font.custom(_:size:)` overloads register its file and call `Font.custom(font.name, …)`: read by its `name`.
    private func fontName(_ argument: Argument, at node: some SyntaxProtocol) throws -> String {
        if case .instance(let instance) = argument.value, instance.type.name == "FontConvertible",
           case .string(let name)? = try instanceMember("name", of: argument.value, at: node) {
            return name
        }
        return try string(argument)
    }

    /// Whether an implicit `.custom(…)` is a font's: a name and `size:` or `fixedSize:`.
    static func isCustomFontCall(_ arguments: CallArguments) -> Bool {
        arguments.list.first?.label == nil && arguments.list.contains { $0.label == "size" || $0.label == "fixedSize" }
    }

    /// `UIFont(name:size:)`: the module's file of that name; `nil` where iOS would find none (with a warning, as
    /// another package may register it).
    func uiFont(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["name", "size"], of: "UIFont")
        guard let name = arguments.argument("name"), let size = arguments.argument("size") else {
            throw error(.missingArgument, "'UIFont' needs name: and size:", at: node, construct: "UIFont")
        }
        let points = try number(size)
        let given = try string(name)
        if let font = try namedFont(given, size: points, relativeTo: nil, at: node) { return font }
        return Self.isIOSFont(given) ? .font(systemFont(size: points)) : .null
    }

    /// `UIFont.systemFont(ofSize:weight:)`, `.boldSystemFont(ofSize:)`, `.italicSystemFont(ofSize:)`,
    /// `.monospacedSystemFont(ofSize:weight:)`, `.preferredFont(forTextStyle:)`: the fonts SwiftUI's `.system` gives.
    func uiFontStatic(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        func points() throws -> Double {
            guard let size = arguments.argument("ofSize") else {
                throw error(.missingArgument, "'UIFont.\(name)' needs ofSize:", at: node, construct: "UIFont.\(name)")
            }
            return try number(size)
        }
        func weight() throws -> String? { try arguments.argument("weight").map(memberName) }
        var members: [JSONObject.Member]
        switch name {
        case "systemFont":
            try expect(arguments, labels: ["ofSize", "weight"], of: "UIFont.systemFont")
            members = [.init(key: "size", value: .number(try points()))]
            if let weight = try weight() { members.append(.init(key: "weight", value: .string(weight))) }
        case "boldSystemFont", "italicSystemFont":
            try expect(arguments, labels: ["ofSize"], of: "UIFont.\(name)")
            members = [.init(key: "size", value: .number(try points()))]
            members.append(name == "boldSystemFont" ? .init(key: "weight", value: .string("bold")) : .init(key: "italic", value: .bool(true)))
        case "monospacedSystemFont":
            try expect(arguments, labels: ["ofSize", "weight"], of: "UIFont.monospacedSystemFont")
            members = [.init(key: "size", value: .number(try points())), .init(key: "design", value: .string("monospaced"))]
            if let weight = try weight() { members.append(.init(key: "weight", value: .string(weight))) }
        case "preferredFont":
            try expect(arguments, labels: ["forTextStyle", "compatibleWith"], of: "UIFont.preferredFont")
            guard let style = arguments.argument("forTextStyle") else {
                throw error(.missingArgument, "'UIFont.preferredFont' needs forTextStyle:", at: node, construct: "UIFont.preferredFont")
            }
            let given = try memberName(style)
            // UIKit's `title1` and `caption1` are SwiftUI's `title` and `caption`.
            let swiftUIName = ["title1": "title", "caption1": "caption"][given] ?? given
            guard KnownTypes.textStyles.contains(swiftUIName) else { throw mismatch(style, expected: "a text style such as .body") }
            return .font(.string(swiftUIName))
        default:
            return nil
        }
        return .font(.object(JSONObject(members)))
    }

    /// The module's font file named `name` as a font, or `nil` (warned) when the module does not bundle it.
    private func namedFont(_ name: String, size: Double, relativeTo: String?, at node: some SyntaxProtocol) throws -> Value? {
        if let path = source.module?.fonts.file(named: name) {
            var members: [JSONObject.Member] = [.init(key: "name", value: .string(name)), .init(key: "file", value: .string(path)),
                                                .init(key: "size", value: .number(size))]
            if let relativeTo { members.append(.init(key: "relativeTo", value: .string(relativeTo))) }
            return .font(.object(JSONObject(members)))
        }
        if Self.isIOSFont(name) {
            warn("font '\(name)' is one of iOS's own fonts, which the renderer does not have: drawn in the system font", at: node)
        } else if source.module == nil {
            warn("font '\(name)' drawn in the system font: the file is read alone, so the app's font files are not known (give its module)", at: node)
        } else {
            warn("font '\(name)' is not among the module's font files (.ttf, .otf): drawn in the system font, as iOS draws a name no registered font has", at: node)
        }
        return nil
    }

    private func systemFont(size: Double) -> JSONValue {
        .object(JSONObject([.init(key: "size", value: .number(size))]))
    }

    /// Whether `name` is one of the fonts iOS installs (a family, or a PostScript name of one: `AvenirNext-Bold`).
    static func isIOSFont(_ name: String) -> Bool {
        var key = String(name.lowercased().filter { $0 != " " }.prefix { $0 != "-" })
        for suffix in ["psmt", "mt", "ps"] where key.hasSuffix(suffix) && !iOSFontFamilies.contains(key) {
            key.removeLast(suffix.count)
        }
        return iOSFontFamilies.contains(key) || key.hasPrefix(".sf") || key.hasPrefix("sfpro") || key.hasPrefix("sfmono")
    }

    /// The families iOS 17 installs, lowercased without spaces (Apple's "Fonts included with iOS" list).
    static let iOSFontFamilies: Set<String> = [
        "academyengravedlet", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo", "applesymbols", "arial",
        "arialhebrew", "arialroundedmtbold", "avenir", "avenirnext", "avenirnextcondensed", "baskerville", "bodoni72",
        "bodoni72oldstyle", "bodoni72smallcaps", "bodoniornaments", "bradleyhand", "chalkboardse", "chalkduster", "charter",
        "cochin", "copperplate", "couriernew", "courier", "damascus", "devanagarisangammn", "didot", "dinalternate",
        "dincondensed", "euphemiaucas", "farah", "futura", "galvji", "geezapro", "georgia", "gillsans", "granthasangammn",
        "helvetica", "helveticaneue", "hiraginomarugothicpron", "hiraginominchopron", "hiraginosans", "hoeflertext",
        "kailasa", "kefa", "khmersangammn", "kohinoorbangla", "kohinoordevanagari", "kohinoorgujarati", "kohinoortelugu",
        "laosangammn", "malayalamsangammn", "markerfelt", "menlo", "mishafi", "muktamahee", "noteworthy",
        "notonastaliqurdu", "notosanskannada", "notosansmyanmar", "notosansoriya", "optima", "palatino", "papyrus",
        "partylet", "pingfanghk", "pingfangsc", "pingfangtc", "rockwell", "savoyelet", "sinhalasangammn",
        "snellroundhand", "stixtwomath", "stixtwotext", "symbol", "tamilsangammn", "thonburi", "timesnewroman",
        "trebuchetms", "trebuchet", "verdana", "zapfdingbats", "zapfino",
    ]
}
