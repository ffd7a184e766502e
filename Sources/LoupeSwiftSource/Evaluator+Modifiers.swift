import LoupeJSON
import SwiftSyntax

/// SwiftUI's and Loupe's modifiers, spelled as SwiftUI spells them, as the scene format's modifiers.
extension Evaluator {
    /// `base.name(arguments)` where `base` is a view, or several (a `Group`'s children each get the modifier).
    func modified(_ base: Value, _ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax) throws -> Value {
        var views = try self.views(of: base, at: node)
        if KnownTypes.skippedModifiers.contains(name) {
            warn("'\(arguments.spelling("." + name))' skipped: it has no visible effect in a still picture", at: node.declName)
            return base
        }
        for index in views.indices {
            if views[index].kind == "NavigationStack", name != "preferredColorScheme" {
                // The stack is the screen: its bar reads the titles of its content, and nothing lays it out.
                if name == "navigationTitle" || name == "navigationBarTitleDisplayMode" {
                    warn("'\(arguments.spelling("." + name))' skipped: on the NavigationStack itself it has no effect (give it to the stack's content)", at: node.declName)
                    continue
                }
                throw error("'\(arguments.spelling("." + name))' on a NavigationStack is not supported (the stack is the whole screen; give the modifier to its content)", at: node.declName)
            }
            try apply(name, arguments, to: &views[index], at: node)
        }
        if case .view = base, views.count == 1 { return .view(views[0]) }
        return .views(views)
    }

    private func apply(_ name: String, _ arguments: CallArguments, to view: inout BuiltView, at node: MemberAccessExprSyntax) throws {
        let place = self.place(node.declName)
        func add(_ modifierName: String, _ value: SceneNode) {
            view.modifiers.append(BuiltModifier(name: modifierName, value: value, place: place))
        }
        func json(_ value: JSONValue) -> SceneNode { .json(value) }
        switch name {
        case "padding":
            try expect(arguments, labels: [nil], of: ".padding")
            let first = arguments.unlabeled(0), second = arguments.unlabeled(1)
            switch (first?.value, second) {
            case (nil, nil): add(name, .object([]))
            case (.int?, nil), (.double?, nil): add(name, json(.number(try number(first))))
            case (.edgeInsets(let insets)?, nil): add(name, json(insets))
            case (_, nil): add(name, .object([("edges", json(try edges(first!)))]))
            case (_, let length?):
                var members: [(String, SceneNode)] = [("edges", json(try edges(first!)))]
                if !isNil(length) { members.append(("length", json(.number(try number(length))))) }
                add(name, .object(members))
            }
        case "frame":
            let fixed: Set<String?> = ["width", "height", "alignment"]
            let flexible: Set<String?> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
            try expect(arguments, labels: fixed.union(flexible), of: ".frame")
            if arguments.list.contains(where: { fixed.contains($0.label) && $0.label != "alignment" }),
               let mixed = arguments.list.first(where: { flexible.contains($0.label) && $0.label != "alignment" }) {
                throw SwiftSourceError("'.frame' is either fixed (width:height:) or flexible (minWidth:…maxHeight:), not both; found '\(mixed.label!):'", at: mixed.place)
            }
            var members: [(String, SceneNode)] = []
            for argument in arguments.list where !isNil(argument) {
                let label = argument.label!
                members.append((label, json(label == "alignment" ? .string(try alignmentName(argument)) : try length(argument))))
            }
            add(name, .object(members))
        case "offset", "position":
            try expect(arguments, labels: [nil, "x", "y"], of: "." + name)
            if let whole = arguments.unlabeled(0) {
                switch whole.value {
                case .size(let width, let height) where name == "offset":
                    add(name, .object([("x", json(.number(width))), ("y", json(.number(height)))]))
                case .point(let x, let y) where name == "position":
                    add(name, .object([("x", json(.number(x))), ("y", json(.number(y)))]))
                default:
                    throw SwiftSourceError("expected \(name == "offset" ? "a CGSize" : "a CGPoint"), found \(whole.value.kind)", at: whole.place)
                }
            } else {
                var members: [(String, SceneNode)] = []
                for key in ["x", "y"] { if let value = arguments.argument(key) { members.append((key, json(.number(try number(value))))) } }
                add(name, .object(members))
            }
        case "overlay", "background":
            add(name, try layer(name, arguments, at: node))
        case "foregroundStyle", "foregroundColor":
            try expect(arguments, labels: [nil], of: "." + name)
            guard let style = arguments.unlabeled(0) else { throw error("'.\(name)' needs a style", at: node) }
            add("foregroundStyle", json(try color(style)))
        case "opacity":
            try expect(arguments, labels: [nil], of: ".opacity")
            add(name, json(.number(try number(arguments.unlabeled(0)))))
        case "font":
            try expect(arguments, labels: [nil], of: ".font")
            guard let font = arguments.unlabeled(0) else { throw error("'.font' needs a font", at: node) }
            switch font.value {
            case .font(let value): add(name, json(value))
            case .member(let style, nil) where KnownTypes.textStyles.contains(style): add(name, json(.string(style)))
            case .null: break
            default: throw SwiftSourceError("expected a font, found \(font.value.kind)", at: font.place)
            }
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            try expect(arguments, labels: [nil, "edges"], of: "." + name)
            if name == "ignoresSafeArea", let regions = arguments.unlabeled(0) {
                let region = try memberName(regions)
                guard region == "all" || region == "container" else {
                    throw SwiftSourceError("'.\(region)' is not supported (the safe area here has no keyboard region)", at: regions.place)
                }
            }
            let edgeArgument = name == "ignoresSafeArea" ? arguments.argument("edges") : arguments.unlabeled(0)
            if let edgeArgument { add("ignoresSafeArea", .object([("edges", json(try edges(edgeArgument)))])) } else { add("ignoresSafeArea", json(.bool(true))) }
        case "coordinateSpace":
            try expect(arguments, labels: [nil, "name"], of: ".coordinateSpace")
            guard let space = arguments.argument("name") ?? arguments.unlabeled(0) else { throw error("'.coordinateSpace' needs a name", at: node) }
            let spaceName = if case .member("named", _) = space.value { try coordinateSpaceName(space) } else { try interpolated(space.value, at: node) }
            add(name, json(.string(spaceName)))
        case "containerShape":
            try expect(arguments, labels: [nil], of: ".containerShape")
            guard let shape = arguments.unlabeled(0) else { throw error("'.containerShape' needs a shape", at: node) }
            add(name, json(try containerShape(shape)))
        case "fixedSize":
            try expect(arguments, labels: ["horizontal", "vertical"], of: ".fixedSize")
            if arguments.isEmpty { add(name, json(.bool(true))) } else {
                var members: [(String, SceneNode)] = []
                for key in ["horizontal", "vertical"] { if let flag = arguments.argument(key) { members.append((key, json(.bool(try bool(flag))))) } }
                add(name, .object(members))
            }
        case "layoutPriority":
            try expect(arguments, labels: [nil], of: ".layoutPriority")
            add(name, json(.number(try number(arguments.unlabeled(0)))))
        case "clipped":
            try expect(arguments, labels: ["antialiased"], of: ".clipped")
            add(name, json(.bool(true)))
        case "navigationTitle":
            try expect(arguments, labels: [nil], of: ".navigationTitle")
            guard let title = arguments.unlabeled(0) else { throw error("'.navigationTitle' needs a title", at: node) }
            add(name, json(.string(try string(title))))
        case "navigationBarTitleDisplayMode":
            try expect(arguments, labels: [nil], of: ".navigationBarTitleDisplayMode")
            guard let mode = arguments.unlabeled(0) else { throw error("'.navigationBarTitleDisplayMode' needs a mode", at: node) }
            add(name, json(.string(try memberName(mode))))
        case "stroke", "strokeBorder", "fill":
            try shapeStyle(name, arguments, of: &view, at: node)
        case "border":
            try expect(arguments, labels: [nil, "width"], of: ".border")
            guard let style = arguments.unlabeled(0) else { throw error("'.border' needs a style", at: node) }
            if let width = arguments.argument("width") {
                add(name, .object([("color", json(try color(style))), ("width", json(.number(try number(width))))]))
            } else {
                add(name, json(try color(style)))
            }
        case "id":
            try expect(arguments, labels: [nil], of: ".id")
            guard let id = arguments.unlabeled(0) else { throw error("'.id' needs a value", at: node) }
            view.id = try interpolated(id.value, at: node)
        case "underline", "lineLimit":
            // Both reach every Text inside, as an environment value does; a Text's own setting (written further
            // in) wins.
            let setting: (String, SceneNode)?
            if name == "underline" {
                try expect(arguments, labels: [nil, "pattern", "color"], of: ".underline")
                if arguments.argument("color") != nil || arguments.argument("pattern") != nil {
                    throw error("'.underline' with a pattern or colour is not supported", at: node.declName)
                }
                setting = ("underline", json(.bool(try arguments.unlabeled(0).map(bool) ?? true)))
            } else {
                try expect(arguments, labels: [nil], of: ".lineLimit")
                setting = try arguments.unlabeled(0).flatMap { isNil($0) ? nil : ("lineLimit", json(.number(try number($0)))) }
            }
            guard let setting else { break }
            var reached = 0
            view = TextSettings.apply(setting, to: view, count: &reached)
            if reached == 0 { throw error("'.\(name)' has no Text to apply to here", at: node.declName) }
        case "visualLayoutGuideInteractions", "draggablePositionViewInteractions":
            try expect(arguments, labels: ["dragEnabled", "persistenceEnabled", "persistenceNamespace"], of: "." + name)
            var members: [(String, SceneNode)] = []
            for key in ["dragEnabled", "persistenceEnabled"] {
                if let flag = arguments.argument(key) { members.append((key, json(.bool(try bool(flag))))) }
            }
            if let namespace = arguments.argument("persistenceNamespace"), !isNil(namespace) {
                members.append(("persistenceNamespace", json(.string(try string(namespace)))))
            }
            add(name, .object(members))
        case "visualLayoutGuidePositioning":
            try expect(arguments, labels: [nil], of: "." + name)
            guard let mode = arguments.unlabeled(0) else { throw error("'.\(name)' needs a mode", at: node) }
            add(name, json(.string(try memberName(mode))))
        case "draggablePositionViewConstraints":
            try expect(arguments, labels: [nil], of: "." + name)
            guard let constraints = arguments.unlabeled(0) else { throw error("'.\(name)' needs constraints", at: node) }
            switch constraints.value {
            case .constraints(let value): add(name, json(value))
            case .member(let member, nil) where ["none", "horizontal", "vertical"].contains(member): add(name, json(.string(member)))
            case .member("init", _):
                throw SwiftSourceError("write DragConstraints(…) in full here", at: constraints.place)
            default: throw SwiftSourceError("expected DragConstraints, found \(constraints.value.kind)", at: constraints.place)
            }
        case "environment":
            try expect(arguments, labels: [nil], of: ".environment")
            guard arguments.list.count == 2, case .keyPath("overlayCoordinator") = arguments.list[0].value,
                  case .coordinator = arguments.list[1].value else {
                throw error("only '.environment(\\.overlayCoordinator, OverlayPositionCoordinator())' is supported", at: node.declName)
            }
            add("overlayCoordinator", json(.string("isolated")))
        case "preferredColorScheme":
            try expect(arguments, labels: [nil], of: ".preferredColorScheme")
            guard let scheme = arguments.unlabeled(0) else { throw error("'.preferredColorScheme' needs a scheme", at: node) }
            if !isNil(scheme) { preferredColorScheme = try memberName(scheme) }
        default:
            throw error("'\(arguments.spelling("." + name))' is not supported (supported modifiers: docs/swift-source.md)", at: node.declName)
        }
    }

    /// `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.background(Color.gray.opacity(0.15))`,
    /// `.background(.regularMaterial, in: ConcentricRectangle())`, `.overlay(Text("x"), alignment: .top)`.
    private func layer(_ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax) throws -> SceneNode {
        try expect(arguments, labels: [nil, "alignment", "in", "content", "ignoresSafeAreaEdges"], trailing: true, of: "." + name)
        let alignment = try arguments.argument("alignment").map(alignmentName)
        /// `direct`: the view is given as a modifier's value (`.background(Text("x"))`); a closure's content is
        /// written as `{"alignment", "content"}`, as `overlay(alignment:content:)` reads.
        func placed(_ views: [BuiltView], direct: Bool = false) throws -> SceneNode {
            let content: BuiltView
            if views.count == 1 {
                content = views[0]
            } else {
                // Several views in a layer are stacked, each placed by the layer's alignment, as SwiftUI does.
                var parameters: [(String, SceneNode)] = []
                if let alignment { parameters.append(("alignment", .json(.string(alignment)))) }
                parameters.append(("content", .array(views.map { .view($0) })))
                content = BuiltView(kind: "ZStack", parameters: .object(parameters), place: place(node.declName))
            }
            if direct, alignment == nil { return .view(content) }
            var members: [(String, SceneNode)] = []
            if let alignment { members.append(("alignment", .json(.string(alignment)))) }
            members.append(("content", .view(content)))
            return .object(members)
        }
        if arguments.argument("ignoresSafeAreaEdges") != nil {
            throw error("'ignoresSafeAreaEdges:' is not supported", at: node.declName)
        }
        if arguments.unlabeled(0) == nil {
            guard let closure = arguments.closure("content") else { throw error("'.\(name)' needs content", at: node) }
            return try placed(try closureViews(closure, parameters: [], in: arguments.scope))
        }
        let style = arguments.unlabeled(0)!
        if let shape = arguments.argument("in") {
            let shapeView = try shapeView(shape)
            switch style.value {
            case .material(let material):
                return .object([("material", .json(.string(material))), ("in", .view(shapeView))])
            case .color(let color):
                var filled = shapeView
                filled.modifiers.append(BuiltModifier(name: "foregroundStyle", value: .json(color), place: style.place))
                return try placed([filled])
            default:
                throw SwiftSourceError("expected a colour or material, found \(style.value.kind)", at: style.place)
            }
        }
        switch style.value {
        case .color(let color) where alignment == nil:
            return .json(color)
        case .material(let material) where alignment == nil:
            return .object([("material", .json(.string(material)))])
        case .view, .views:
            return try placed(try views(of: style.value, at: node), direct: true)
        default:
            throw SwiftSourceError("expected a view, colour or material, found \(style.value.kind)", at: style.place)
        }
    }

    /// A shape given as a value: `ConcentricRectangle()`, `.circle`, `.capsule`, `.rect(cornerRadius: 8)`.
    private func shapeView(_ argument: Argument) throws -> BuiltView {
        func plain(_ kind: String, _ parameters: [(String, SceneNode)] = []) -> BuiltView {
            BuiltView(kind: kind, parameters: .object(parameters), place: argument.place)
        }
        switch argument.value {
        case .view(let view) where view.modifiers.isEmpty: return view
        case .member("circle", nil): return plain("Circle")
        case .member("capsule", nil): return plain("Capsule")
        case .member("ellipse", nil): return plain("Ellipse")
        case .member("rect", nil), .member("rectangle", nil): return plain("Rectangle")
        case .member("rect", let parts?):
            guard parts.count == 1, parts[0].label == "cornerRadius" else {
                throw SwiftSourceError("only '.rect(cornerRadius:)' is supported", at: argument.place)
            }
            return plain("RoundedRectangle", [("cornerRadius", .json(.number(try number(parts[0]))))])
        default:
            throw SwiftSourceError("expected a shape, found \(argument.value.kind)", at: argument.place)
        }
    }

    /// The container shape's form: a rounded rectangle's radius, or an uneven one's four radii.
    private func containerShape(_ argument: Argument) throws -> JSONValue {
        let view = try shapeView(argument)
        guard case .object(let members) = view.parameters else { throw SwiftSourceError("expected a shape", at: argument.place) }
        switch view.kind {
        case "RoundedRectangle", "UnevenRoundedRectangle":
            var object: [JSONObject.Member] = []
            for (key, node) in members { if case .json(let value) = node { object.append(.init(key: key, value: value)) } }
            if let style = view.cornerStyle { object.append(.init(key: "style", value: .string(style))) }
            return .object(JSONObject(object))
        case "Rectangle":
            return .object(JSONObject([.init(key: "cornerRadius", value: .number(0))]))
        default:
            throw SwiftSourceError("'\(view.kind)' is not supported as a container shape (RoundedRectangle, UnevenRoundedRectangle)", at: argument.place)
        }
    }
}
