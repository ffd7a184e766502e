import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Arguments read as the type a parameter has: numbers, strings, alignments, edges, colours, fonts.
extension Evaluator {
    static let geometryOnlyInText = "a GeometryReader's size and frame are known only when the view is laid out; a preview can show them only in a Text's interpolation (\\(proxy.frame(in: .global).origin.x))"

    func isNil(_ argument: Argument) -> Bool { if case .null = argument.value { return true }; return false }

    func number(_ argument: Argument?) throws -> Double {
        guard let argument else {
            throw SwiftSourceError(.missingArgument, "a number is missing", at: .start(of: source.fileName))
        }
        // SwiftUI's and CoreGraphics' numbers are `CGFloat` or `Double`: `130 / 255` is 0.5098…, not 0.
        if let literal = argument.literal { return literal.double }
        if argument.dividedInts {
            throw SwiftSourceError(.unsupportedSwift, "\(argument.label.map { "\($0): " } ?? "")this divides Ints where a CGFloat is taken: Swift types its literals from that, which is not worked out here", at: argument.place)
        }
        guard let value = argument.value.number else {
            // `VStack(spacing: .zero)`: SwiftUI's and CoreGraphics' numbers are `CGFloat`s.
            if let constant = ValueStatics.implicit(argument.value, as: "CGFloat"), let number = constant.number { return number }
            if let resolved = try lateImplicitMember(argument) { return try number(resolved) }
            if case .geometry = argument.value {
                throw layoutTimeError("\(argument.label.map { "\($0): " } ?? "")\(Self.geometryOnlyInText)", at: argument.place)
            }
            throw SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected a number, found \(argument.value.kind)", at: argument.place)
        }
        return value
    }

    /// A length that may be `.infinity` (as `"infinity"`).
    func length(_ argument: Argument) throws -> JSONValue {
        if case .member("infinity", nil) = argument.value { return .string("infinity") }
        return .number(try number(argument))
    }

    func string(_ argument: Argument) throws -> String {
        if case .unknown(let source) = argument.value { return "‹\(source)›" }
        // `.navigationTitle(Text("Inbox"))`: a title given as a Text of one string, unstyled.
        if case .view(let view) = argument.value, view.kind == "Text", view.modifiers.isEmpty,
           case .object(let members) = view.parameters, members.count == 1,
           case .string(let text)? = members.first(where: { $0.0 == "string" })?.1.plainJSON {
            return text
        }
        guard case .string(let text) = argument.value else {
            throw SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected a string, found \(argument.value.kind)", at: argument.place)
        }
        return text
    }

    func bool(_ argument: Argument) throws -> Bool {
        guard case .bool(let flag) = argument.value else {
            throw SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected true or false, found \(argument.value.kind)", at: argument.place)
        }
        return flag
    }

    /// An implicit member's name: `.concentricRectangle`, `.preferred`, `.disabled`.
    func memberName(_ argument: Argument) throws -> String {
        // `.fontWeight(.black)`: a leading-dot name read first as a colour of that name is the case the parameter takes.
        if case .color = argument.value, let member = argument.expression?.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.argumentNames == nil {
            return member.declName.baseName.text
        }
        guard case .member(let name, nil) = argument.value else {
            throw SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected a case such as '.name', found \(argument.value.kind)", at: argument.place)
        }
        return name
    }

    /// `.topLeading`, `Alignment.center`, `.init(horizontal: .leading, vertical: .bottom)`.
    func alignmentName(_ argument: Argument) throws -> String {
        if case .member("init", let parts?) = argument.value {
            let horizontal = try parts.first { $0.label == "horizontal" }.map(memberName) ?? "center"
            let vertical = try parts.first { $0.label == "vertical" }.map(memberName) ?? "center"
            switch (vertical, horizontal) {
            case ("firstTextBaseline", _), ("lastTextBaseline", _):
                return horizontal + vertical.prefix(1).uppercased() + vertical.dropFirst()
            case ("center", "center"): return "center"
            case ("center", _): return horizontal
            case (_, "center"): return vertical
            default: return vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
            }
        }
        // The scene decoder checks the name against the alignments the parameter takes (an HStack's are vertical).
        return try memberName(argument)
    }

    /// `.horizontal`, `.top`, `[.top, .leading]`.
    func edges(_ argument: Argument) throws -> JSONValue {
        if case .array(let items) = argument.value {
            return .array(try items.map { .string(try memberName(Argument(label: argument.label, value: $0, place: argument.place))) })
        }
        return .string(try memberName(argument))
    }

    /// `.vertical`, `.horizontal`, `[.horizontal, .vertical]`.
    func scrollAxes(_ argument: Argument) throws -> String {
        if case .array(let items) = argument.value {
            let names = Set(try items.map { try memberName(Argument(label: nil, value: $0, place: argument.place)) })
            if names == ["horizontal", "vertical"] { return "both" }
            if names.count == 1, let only = names.first { return only }
        }
        return try memberName(argument)
    }

    /// `.local`, `.global`, `.named("x")`, or a name.
    func coordinateSpaceName(_ argument: Argument) throws -> String {
        switch argument.value {
        case .member("local", nil): return "local"
        case .member("global", nil): return "global"
        case .member("named", let parts?) where parts.count == 1:
            return try identity(parts[0].value, at: source.tree)
        case .string(let name): return name
        default:
            throw SwiftSourceError(.typeMismatch, "expected a coordinate space (.local, .global, .named(\"…\")), found \(argument.value.kind)", at: argument.place)
        }
    }

    /// A colour or gradient in the scene format's colour form.
    func color(_ argument: Argument) throws -> JSONValue {
        switch argument.value {
        case .color(let color): return color
        case .member(let name, nil) where source.module?.assets.color(symbol: name) != nil:
            return try assetColor(name, at: argument.place, symbol: true)
        case .member("accentColor", nil):
            return Self.accentColor
        case .member("tint", nil):
            // The `.tint` shape style: the tint set around the view, or the accent colour.
            for entry in state.environment.entries.reversed() {
                if case .value("tint") = entry.kind {
                    return try color(Argument(label: argument.label, value: entry.value, place: argument.place))
                }
            }
            return Self.accentColor
        case .member(_, nil) where Self.hierarchicalStyle(argument.value) != nil:
            return Self.hierarchicalStyle(argument.value) ?? .null
        case .member(let name, let given?) where Self.gradientTypes.values.contains(name):
            return try gradientShorthand(name, given, at: source.tree) ?? .null
        default:
            if let resolved = try lateImplicitMember(argument) { return try color(resolved) }
            throw SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected a colour, found \(argument.value.kind)", at: argument.place)
        }
    }

    /// `Color.accentColor` when the module has no `AccentColor` set: iOS's default accent, system blue.
    static let accentColor = JSONValue.string("blue")

    /// A colour set of the module's asset catalogs.
    func assetColor(_ name: String, at place: SourcePlace, symbol: Bool = false) throws -> JSONValue {
        if let color = symbol ? source.module?.assets.color(symbol: name) : source.module?.assets.color(named: name) { return color }
        let looked = source.module.map { "the asset catalogs under \($0.directory)" } ?? "this file's module (give it with --module DIR)"
        throw SwiftSourceError(.undeclared, "no colour set '\(name)' in \(looked)", at: place, construct: "Color(\"\(name)\")")
    }

    func colorWithOpacity(_ color: JSONValue, _ amount: Double, at node: some SyntaxProtocol) throws -> JSONValue {
        switch color {
        case .string:
            return .object(JSONObject([.init(key: "color", value: color), .init(key: "opacity", value: .number(amount))]))
        case .object(var object) where object["light"] != nil || object["dark"] != nil:
            // A colour of each appearance (an asset catalog's colour set): each gets the opacity.
            for index in object.members.indices {
                object.members[index].value = try colorWithOpacity(object.members[index].value, amount, at: node)
            }
            return .object(object)
        case .object(var object):
            guard !Self.gradientTypes.values.contains(where: { object[$0] != nil }), object["gradient"] == nil else {
                throw error(.unsupportedSwift, "a gradient's opacity is not supported; give each colour its opacity", at: node)
            }
            let current = object["opacity"]?.doubleValue ?? 1
            if let index = object.members.firstIndex(where: { $0.key == "opacity" }) {
                object.members[index].value = .number(current * amount)
            } else {
                object.members.append(.init(key: "opacity", value: .number(amount)))
            }
            return .object(object)
        default:
            throw error(.unsupportedSwift, "this colour has no opacity", at: node)
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color("Brand")` and `Color(.brand)` (an asset
    /// catalog's colour set).
    func colorInitializer(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        if let space = arguments.unlabeled(0), case .member(let name, nil) = space.value, Self.colorSpaces.contains(name),
           arguments.list.count > 1 {
            // `Color(.sRGB, red:green:blue:opacity:)`, `Color(.displayP3, …)`, `Color(.sRGBLinear, white:)`.
            let rest = CallArguments(list: Array(arguments.list.dropFirst()), trailing: arguments.trailing, node: arguments.node,
                                     scope: arguments.scope)
            return try inColorSpace(name, try colorInitializer(rest, at: node))
        }
        if let uiColor = arguments.argument("uiColor") {
            // `Color(uiColor: .secondarySystemGroupedBackground)`.
            try expect(arguments, labels: ["uiColor"], of: "Color")
            if let member = Self.implicitMemberName(of: arguments, at: 0) {
                return try uiKitColor(Argument(label: "uiColor", value: .member(member, nil), place: uiColor.place))
            }
            return try uiKitColor(uiColor)
        }
        if let name = arguments.unlabeled(0), arguments.list.count <= 2 {
            try expect(arguments, labels: [nil, "bundle"], of: "Color")
            let setName: String
            switch name.value {
            case .string(let text): setName = text
            case .color(let color):
                // `Color(.brown)`: Color's one-argument initializers take a `UIColor`, so a leading-dot name is
                // UIKit's colour of that name (`UIColor.brown`, not SwiftUI's brown), unless a set has the name.
                if let member = Self.implicitMemberName(of: arguments, at: 0), UIKitFixedColors.color(member) != nil,
                   source.module?.assets.color(named: member) == nil {
                    return try uiKitColor(Argument(label: nil, value: .member(member, nil), place: name.place))
                }
                return color   // `Color(UIColor.separator)`
            case .member(let member, nil):
                // `Color(.systemBackground)` is UIKit's colour unless the asset catalog has a set of that name.
                if SystemColor(uiKitName: member) != nil || UIKitFixedColors.color(member) != nil,
                   source.module?.assets.color(symbol: member) == nil {
                    return try uiKitColor(name)
                }
                return try assetColor(member, at: name.place, symbol: true)
            default: throw mismatch(name, expected: "a colour set's name")
            }
            return try assetColor(setName, at: name.place)
        }
        if arguments.argument("hue") != nil {
            try expect(arguments, labels: ["hue", "saturation", "brightness", "opacity"], of: "Color")
            let (red, green, blue) = Self.rgb(hue: try number(arguments.argument("hue")),
                                              saturation: try number(arguments.argument("saturation")),
                                              brightness: try number(arguments.argument("brightness")))
            var members: [JSONObject.Member] = [.init(key: "red", value: .number(red)), .init(key: "green", value: .number(green)),
                                                .init(key: "blue", value: .number(blue))]
            if let opacity = arguments.argument("opacity") { members.append(.init(key: "opacity", value: .number(try number(opacity)))) }
            return .object(JSONObject(members))
        }
        if arguments.argument("white") != nil {
            try expect(arguments, labels: ["white", "opacity"], of: "Color")
            let white = JSONValue.number(try number(arguments.argument("white")))
            var members: [JSONObject.Member] = [.init(key: "red", value: white), .init(key: "green", value: white), .init(key: "blue", value: white)]
            if let opacity = arguments.argument("opacity") { members.append(.init(key: "opacity", value: .number(try number(opacity)))) }
            return .object(JSONObject(members))
        }
        try expect(arguments, labels: ["red", "green", "blue", "opacity"], of: "Color")
        var members: [JSONObject.Member] = []
        for key in ["red", "green", "blue"] {
            guard let value = arguments.argument(key) else { throw error(.missingArgument, "'Color' needs red:, green: and blue: (or white:)", at: node) }
            members.append(.init(key: key, value: .number(try number(value))))
        }
        if let opacity = arguments.argument("opacity") { members.append(.init(key: "opacity", value: .number(try number(opacity)))) }
        return .object(JSONObject(members))
    }

    /// UIKit's colour initializers as the colours `Color` makes: `UIColor(red:green:blue:alpha:)`, `(white:alpha:)`,
    /// `(hue:saturation:brightness:alpha:)`, `(displayP3Red:green:blue:alpha:)`, `(named:)` for an asset catalog's
    /// colour set, and `UIColor(Color.x)`.
    func uiColorInitializer(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        if name == "UIColor", arguments.list.allSatisfy({ $0.label == "dynamicProvider" }),
           let provider = arguments.closure("dynamicProvider") {
            return try dynamicColor(provider, arguments, at: node)
        }
        var list = arguments.list
        for index in list.indices {
            switch list[index].label {
            case "alpha": list[index].label = "opacity"
            case "named": list[index].label = nil
            default: break
            }
        }
        if let first = list.first, first.label == "displayP3Red" {
            list[0].label = "red"
            list.insert(Argument(label: nil, value: .member("displayP3", nil), place: first.place), at: 0)
        }
        let relabeled = CallArguments(list: list, trailing: arguments.trailing, node: arguments.node, scope: arguments.scope)
        if let only = relabeled.unlabeled(0), relabeled.list.count == 1, case .color(let color) = only.value { return color }
        return try colorInitializer(relabeled, at: node)
    }

    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }` (`init(dynamicProvider:)`): the provider
    /// asked once for each appearance, a colour per scheme as an asset catalog's colour set is.
    private func dynamicColor(_ provider: ClosureExprSyntax, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        func resolved(_ style: String) throws -> JSONValue {
            let traits: Value = .tuple([(label: "userInterfaceStyle", value: .member(style, nil))])
            let result = try callClosure(provider, in: arguments.scope, with: [traits], at: node)
            guard case .color(let color) = result else {
                throw error(.typeMismatch, "a dynamic UIColor's provider must give a colour, found \(result.kind)", at: provider)
            }
            return color
        }
        return .object(JSONObject([.init(key: "light", value: try resolved("light")), .init(key: "dark", value: try resolved("dark"))]))
    }

    /// `Color(hue:saturation:brightness:)` in sRGB: the standard HSB-to-RGB conversion, each component clamped to
    /// 0…1 (a hue of 1 is red again).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = min(max(hue, 0), 1), s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let index = Int(sector.rounded(.down)), fraction = sector - Double(index)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The name of the `index`-th argument of the call when it is written as a leading-dot member (`.brown`).
    static func implicitMemberName(of arguments: CallArguments, at index: Int) -> String? {
        guard let call = arguments.node.as(FunctionCallExprSyntax.self), call.arguments.count > index else { return nil }
        let expression = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: index)].expression
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// A UIKit colour written `.separator` or `UIColor.systemRed`, as the scene names it (`"separator"`, `"red"`).
    private func uiKitColor(_ argument: Argument) throws -> JSONValue {
        if case .color(let color) = argument.value { return color }
        guard case .member(let member, nil) = argument.value else {
            throw mismatch(argument, expected: "a UIKit colour such as .systemBackground or .separator")
        }
        // `UIColor.red` is pure red and `.brown` UIKit's own brown, not SwiftUI's colours of those names.
        if let fixed = UIKitFixedColors.color(member) { return fixed }
        if let color = SystemColor(uiKitName: member) { return .string(color.rawValue) }
        throw mismatch(argument, expected: "a UIKit colour such as .systemBackground or .separator")
    }

    /// `.system(size:weight:design:)` and `.system(_ style:design:weight:)`.
    func font(system arguments: CallArguments) throws -> Value {
        try expect(arguments, labels: ["size", nil, "weight", "design"], of: ".system")
        var members: [JSONObject.Member] = []
        if let size = arguments.argument("size") {
            members.append(.init(key: "size", value: .number(try number(size))))
        } else if let style = arguments.unlabeled(0) {
            members.append(.init(key: "style", value: .string(try memberName(style))))
        } else {
            throw SwiftSourceError(.missingArgument, "'.system' needs size: or a text style", at: source.place(of: arguments.node))
        }
        if let weight = arguments.argument("weight") { members.append(.init(key: "weight", value: .string(try memberName(weight)))) }
        if let design = arguments.argument("design") { members.append(.init(key: "design", value: .string(try memberName(design)))) }
        return .font(.object(JSONObject(members)))
    }

    /// `.weight(_:)`, `.bold()`, `.monospaced()` on a font.
    func fontMethod(_ font: JSONValue, _ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> JSONValue {
        var object: JSONObject = switch font {
        case .string(let style): JSONObject([.init(key: "style", value: .string(style))])
        case .object(let existing): existing
        default: JSONObject()
        }
        func set(_ key: String, _ value: String) {
            object.members.removeAll { $0.key == key }
            object.members.append(.init(key: key, value: .string(value)))
        }
        switch name {
        case "weight":
            guard let weight = arguments.unlabeled(0) else { throw error(.missingArgument, "'.weight' needs a weight", at: node) }
            // `.weight(.black)`: the weight, not the colour its name also is.
            set("weight", try Self.implicitMemberName(of: arguments, at: 0) ?? memberName(weight))
        case "bold": set("weight", "bold")
        case "monospaced": set("design", "monospaced")
        case "italic":
            object.members.removeAll { $0.key == "italic" }
            object.members.append(.init(key: "italic", value: .bool(true)))
        case "width":
            guard let width = arguments.unlabeled(0) else { throw error(.missingArgument, "'.width' needs a width", at: node) }
            set("width", try memberName(width))
        default: throw error(.unsupportedSwift, "'.\(name)' is not supported on a font (supported: .weight, .bold, .monospaced, .italic, .width)", at: node)
        }
        return .object(object)
    }

    /// `style:` of a rounded rectangle: `.circular` or `.continuous`. It changes no radius (every corner is drawn as a
    /// circular arc, docs/swift-source.md); a container shape passes it on to the scene.
    func checkCornerStyle(_ style: Argument) throws -> String {
        let name = try memberName(style)
        guard name == "circular" || name == "continuous" else {
            throw SwiftSourceError(.typeMismatch, "style: expected .circular or .continuous, found '.\(name)'", at: style.place)
        }
        return name
    }

    /// `DragConstraints(horizontalRange:verticalRange:horizontalOnly:verticalOnly:)`.
    func dragConstraints(_ arguments: CallArguments) throws -> JSONValue {
        try expect(arguments, labels: ["horizontalRange", "verticalRange", "horizontalOnly", "verticalOnly"], of: "DragConstraints")
        var members: [JSONObject.Member] = []
        for key in ["horizontalRange", "verticalRange"] {
            guard let range = arguments.argument(key), !isNil(range) else { continue }
            guard case .range(let lower, let upper, true) = range.value else {
                throw SwiftSourceError(.typeMismatch, "\(key): expected a closed range (lo...hi), found \(range.value.kind)", at: range.place)
            }
            members.append(.init(key: key, value: .array([.number(lower), .number(upper)])))
        }
        for key in ["horizontalOnly", "verticalOnly"] {
            if let flag = arguments.argument(key) { members.append(.init(key: key, value: .bool(try bool(flag)))) }
        }
        return .object(JSONObject(members))
    }

    /// `GridDragViewModel(rows:cols:cellSize:viewFactory:cells:)`: the scene format's GridDragView with explicit
    /// cells. A view factory's cells are made here, one `makeView(row:col:)` call per cell the array does not give
    /// (the array's cells win where they exist, as in the original).
    func gridModel(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["rows", "cols", "cellSize", "viewFactory", "cells"], of: "GridDragViewModel")
        var members: [(String, SceneNode)] = []
        var counts: [Int] = []
        for key in ["rows", "cols"] {
            guard let value = arguments.argument(key), case .int(let count) = value.value else {
                throw error(.missingArgument, "'GridDragViewModel' needs \(key): as a whole number", at: node)
            }
            members.append((key, .json(.number(Double(count)))))
            counts.append(count)
        }
        var views: [BuiltView] = []
        if let cells = arguments.argument("cells"), !isNil(cells) {
            guard case .array(let items) = cells.value else {
                throw SwiftSourceError(.typeMismatch, "cells: expected an array of GridCell, found \(cells.value.kind)", at: cells.place)
            }
            views = try items.map { item in
                guard case .gridCell(let view) = item else {
                    throw SwiftSourceError(.typeMismatch, "cells: expected GridDragViewModel.GridCell(cell:), found \(item.kind)", at: cells.place)
                }
                return view
            }
        }
        if let factory = arguments.argument("viewFactory"), !isNil(factory) {
            guard case .viewFactory(let name) = factory.value else {
                throw SwiftSourceError(.typeMismatch, "viewFactory: expected an instance of a type of this file with makeView(row:col:), found \(factory.value.kind)", at: factory.place)
            }
            views += try factoryCells(name, rows: counts[0], cols: counts[1], from: views.count, at: factory.place)
        }
        if arguments.argument("cells").map({ !isNil($0) }) == true || !views.isEmpty {
            members.append(("cells", .array(views.map { .view($0) })))
        }
        return .gridModel(.object(members))
    }
}
