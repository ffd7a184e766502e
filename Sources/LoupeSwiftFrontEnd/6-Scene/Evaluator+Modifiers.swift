import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Modifiers, spelled as SwiftUI spells them, found in the vocabulary: a view kind's own methods (`Shape`'s
/// `stroke`), methods that reach the views of a kind inside (`lineLimit`), and the modifiers of the scene format.
extension Evaluator {
    /// `base.name(arguments)` where `base` is a view, or several (a `Group`'s children each get the modifier).
    static let previewTraitNames: Set<String> = ["previewDisplayName", "previewLayout", "previewInterfaceOrientation", "previewDevice"]

    func modified(_ base: Value, _ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        var views = try self.views(of: base, at: node)
        if let styled = try customStyled(views, name, arguments, at: node) {
            return styled.count == 1 ? .view(styled[0]) : .views(styled)
        }
        if name == "tag", let tag = arguments.unlabeled(0), case .view(var view) = base {
            // A tag changes nothing drawn; a Picker reads it to find the option its selection names.
            view.tag = tag.value
            return .view(view)
        }
        if name == "hidden", arguments.isEmpty {
            // A hidden view keeps its place in the layout and draws nothing: the picture of `.opacity(0)`.
            let transparent = CallArguments(list: [Argument(label: nil, value: .double(0), place: place(node))], trailing: [],
                                            node: arguments.node, scope: arguments.scope)
            return try modified(base, "opacity", transparent, at: node)
        }
        if Self.animatorsAtRest.contains(name) {
            return try animatedAtRest(base, name, arguments, at: node)
        }
        if KnownTypes.modifiersSkippedAtRest.contains(name) {
            try modifierOrSkipped(arguments.spelling("." + name), at: node) { try skipAtRest(name, arguments, at: node) }
            return base
        }
        if KnownTypes.modifiersAlreadyDrawn.contains(name) {
            try expect(arguments, labels: name == "drawingGroup" ? ["opaque", "colorMode"] : [], of: "." + name)
            for argument in arguments.list where !Self.isDefaultDrawingGroupArgument(argument) {
                warn("'\(argument.label ?? "")' of '.\(name)' is not drawn: it changes the picture in a way the renderer does not draw yet",
                     at: argument.place)
            }
            return base
        }
        if KnownTypes.skippedModifiers.contains(name) {
            warn("'\(arguments.spelling("." + name))' skipped: it has no visible effect in a still picture", at: node)
            return base
        }
        if Self.presentations.contains(name), arguments.argument("isPresented") != nil || arguments.argument("item") != nil {
            // Not presented: nothing changes. Presented: an error, or with placeholders a warning, and nothing drawn.
            try modifierOrSkipped(arguments.spelling("." + name), at: node) { _ = try isNotPresented(name, arguments, at: node) }
            return base
        }
        for index in views.indices {
            if views[index].kind == "NavigationStack", name != "preferredColorScheme" {
                // The stack is the screen: its bar reads the titles of its content, and nothing lays it out.
                if name == "navigationTitle" || name == "navigationBarTitleDisplayMode" || name == "navigationBarTitle"
                    || name == "navigationBarItems" {
                    warn("'\(arguments.spelling("." + name))' skipped: on the NavigationStack itself it has no effect (give it to the stack's content)", at: node)
                    continue
                }
                if name == "tabItem" || Self.previewTraitNames.contains(name) {
                    // A tab of a TabView: the item is the tab's, written beside the stack. A preview's trait (its
                    // device, name, layout) is the preview's, wherever it is written.
                    try apply(name, arguments, to: &views[index], at: node)
                    continue
                }
                if name == "environment", arguments.list.count == 2, case .keyPath("layoutDirection") = arguments.list[0].value,
                   try applyToStackContent(name, arguments, of: &views[index], at: node) {
                    // The content is laid out in that direction; when the stack is the preview's screen, its bar too.
                    state.environment.stackLayoutDirection = try environment(arguments, at: node).value
                    continue
                }
                // With placeholders, a modifier the stack cannot take is skipped with a warning, the stack kept.
                try modifierOrSkipped(arguments.spelling("." + name), at: node) {
                    // An environment value set on the stack reaches its content, as in SwiftUI.
                    if Self.reachesStackContent(name), try applyToStackContent(name, arguments, of: &views[index], at: node) { return }
                    throw error(.unsupportedModifier, "'\(arguments.spelling("." + name))' on a NavigationStack is not supported (the stack is the whole screen; give the modifier to its content)",
                                at: node, construct: "." + name)
                }
                continue
            }
            try modifierOrSkipped(arguments.spelling("." + name), at: node) {
                try apply(name, arguments, to: &views[index], at: node)
            }
        }
        if case .view = base, views.count == 1 { return .view(views[0]) }
        return .views(views)
    }

    func apply(_ name: String, _ arguments: CallArguments, to view: inout BuiltView, at node: some SyntaxProtocol) throws {
        let spelling = arguments.spelling("." + name)
        if let handled = try defaultStyleModifier(name, arguments, of: view, at: node), handled { return }
        if name == "redacted", let reason = arguments.argument("reason"), case .array(let reasons) = reason.value, reasons.isEmpty {
            // `.redacted(reason: [])`: no reason, nothing redacted.
            var none = arguments
            none.list = [Argument(label: "reason", value: .member("none", nil), place: reason.place)]
            return try apply(name, none, to: &view, at: node)
        }
        if name == "symbolRenderingMode" {
            // The stand-in glyphs have one layer: every mode draws it in the primary style.
            warn("'\(spelling)' skipped: the symbols' stand-ins have one layer, drawn in the primary foreground style", at: node)
            return
        }
        if name == "foregroundStyle", arguments.list.count > 1, arguments.list.allSatisfy({ $0.label == nil }) {
            // `.foregroundStyle(primary, secondary)`: the one layer of a symbol's stand-in takes the primary style.
            warn("'\(spelling)': only the primary style is drawn (the symbols' stand-ins have one layer)", at: node)
            let primary = CallArguments(list: [arguments.list[0]], trailing: arguments.trailing, node: arguments.node, scope: arguments.scope)
            return try apply(name, primary, to: &view, at: node)
        }
        if name == "navigationBarTitle" { return try navigationBarTitle(arguments, to: &view, at: node) }
        if let entry = Vocabulary.viewKind(view.kind),
           let method = entry.swift.methods.first(where: { $0.name == name && !$0.reachesInside }) {
            return try applyOwnMethod(method, of: entry, arguments, to: &view, at: node)
        }
        if let (entry, method) = KnownTypes.methodsReachingInside[name] {
            return try applyInside(method, of: entry, arguments, to: &view, at: node)
        }
        if let entry = Vocabulary.modifier(swiftName: name) {
            var value: SceneNode?
            var key = entry.key
            switch entry.swift {
            case .call(let call):
                var unused: String?
                value = try spelled(call, arguments, of: "." + name, at: node, cornerStyle: &unused).node
            case .translated(let translation, _, _):
                switch translation {
                case .padding where name == "contentMargins":
                    // Margins for the scroll indicators alone change nothing drawn.
                    if let placement = arguments.argument("for"), try memberName(placement) == "scrollIndicators" {
                        value = nil
                    } else {
                        value = try padding(CallArguments(list: arguments.list.filter { $0.label != "for" }, trailing: arguments.trailing,
                                                          node: arguments.node, scope: arguments.scope), at: node)
                    }
                case .padding: value = try padding(arguments, at: node)
                case .layer: value = try layer(name, arguments, at: node)
                case .ignoresSafeArea: value = try ignoresSafeArea(name, arguments, at: node)
                case .environment:
                    let made = try environment(arguments, at: node)
                    key = made.key
                    value = made.value
                case .aspectRatio: value = try aspectRatio(name, arguments, at: node)
                case .tabItem: value = try tabItem(arguments, at: node)
                case .effect: value = try effect(name, arguments, at: node)
                case .tabViewStyle: value = try tabViewStyle(arguments, at: node)
                case .alignmentGuide: value = try alignmentGuide(arguments, at: node)
                case .toolbar:
                    let made = try toolbar(name, arguments, at: node)
                    key = made?.key ?? key
                    value = made?.value
                }
            case .none:
                value = nil
            }
            if let value {
                let modifier = BuiltModifier(name: key, value: value, place: place(node))
                try check(view, modifier: modifier)
                view.modifiers.append(modifier)
            }
            return
        }
        switch name {
        case "id":
            try expect(arguments, labels: [nil], of: ".id")
            guard let id = arguments.unlabeled(0) else { throw error(.missingArgument, "'.id' needs a value", at: node, construct: ".id") }
            // A probe's mark on a GeometryReader stays: the caller finds the reader by it (`Evaluator+GeometryReaders`).
            if !(source.probesGeometry && view.id?.hasPrefix(GeometryProbe.id("")) == true) {
                view.id = try identity(id.value, at: node)
            }
        case "preferredColorScheme":
            try expect(arguments, labels: [nil], of: ".preferredColorScheme")
            guard let scheme = arguments.unlabeled(0) else {
                throw error(.missingArgument, "'.preferredColorScheme' needs a scheme", at: node, construct: ".preferredColorScheme")
            }
            if !isNil(scheme) {
                state.environment.preferredColorScheme = try memberName(scheme)
                view.previewColorScheme = try memberName(scheme)
            }
        case _ where Self.previewTraitNames.contains(name):
            try previewTrait(name, arguments, of: &view, at: node)
        case "previewContext":
            warn("'\(spelling)' skipped: a widget's or other context's preview is drawn as a plain view", at: node)
        default:
            if let owners = KnownTypes.ownMethodOwners[name] {
                throw error(.unsupportedModifier, "'\(spelling)' applies to \(owners) before any other modifier", at: node,
                            construct: spelling)
            }
            let known = Vocabulary.swiftModifierNames.union(KnownTypes.skippedModifiers).union(KnownTypes.modifiersSkippedAtRest).union(Self.animatorsAtRest)
                .union(KnownTypes.methodsReachingInside.keys).union(KnownTypes.ownMethodOwners.keys)
            if let near = NearestName.to(name, among: known) {
                throw unsupported(.unsupportedModifier, spelling, "did you mean '.\(near)'?", at: node)
            }
            throw unsupported(.unsupportedModifier, spelling, "supported modifiers: docs/swift-source.md", at: node)
        }
    }

    /// A method of the view's own kind, as SwiftUI allows it: on the bare view, before any modifier, once.
    private func applyOwnMethod(_ method: SwiftMethod, of entry: ViewKindEntry, _ arguments: CallArguments,
                                to view: inout BuiltView, at node: some SyntaxProtocol) throws {
        let spelling = arguments.spelling("." + method.name)
        // Once each, and a shape's trim before its outline: a trim after `stroke` would trim the stroke's own outline.
        let ownKey: String? = if case .parameter(let key) = method.effect { key } else { nil }
        let laterKeys: Set<String> = method.name == "trim" ? ["stroke", "strokeBorder"] : []
        if view.parameterKeys.contains(where: laterKeys.contains) {
            throw error(.unsupportedModifier, "'\(spelling)' after a stroke is not supported: it would trim the stroke's own outline (write it before '.stroke')",
                        at: node, construct: spelling)
        }
        // A shape is stroked once, along its outline or inside it.
        let exclusive: Set<String> = ownKey == "stroke" || ownKey == "strokeBorder" ? ["stroke", "strokeBorder"] : Set([ownKey].compactMap { $0 })
        guard view.modifiers.isEmpty, !view.parameterKeys.contains(where: exclusive.contains),
              case .object(var parameters) = view.parameters else {
            throw error(.unsupportedModifier, "'\(spelling)' applies to \(KnownTypes.ownMethodOwners[method.name] ?? entry.key) before any other modifier",
                        at: node, construct: spelling)
        }
        var unused: String?
        let call = SwiftCall([method.name], method.parameters, isTrueWhenEmpty: method.isTrueWhenEmpty)
        let value = try spelled(call, arguments, of: "." + method.name, at: node, cornerStyle: &unused)
        let place = self.place(node)
        switch method.effect {
        case .parameter(let key):
            parameters.append((key, .located(value.node ?? .object([]), place)))
            view.parameters = .object(parameters)
        case .modifier(let key):
            // `.fill()` without a style keeps the foreground style.
            guard case .whole(let style) = value else { return }
            view.modifiers.append(BuiltModifier(name: key, value: style, place: place))
        case .parameterInside:
            break
        }
    }

    /// A method that sets a parameter of every view of `entry`'s kind inside (the view's own setting, written further
    /// in, wins), as an environment value reaches them.
    private func applyInside(_ method: SwiftMethod, of entry: ViewKindEntry, _ arguments: CallArguments,
                             to view: inout BuiltView, at node: some SyntaxProtocol) throws {
        guard case .parameterInside(let key) = method.effect else { return }
        if method.parameters.first?.form == .lineLimit {
            var reached = 0
            for setting in try lineLimitSettings(arguments, at: node) {
                view = ParameterInside.apply(setting, toKind: entry.key, in: view, count: &reached)
            }
            if reached == 0, !arguments.isEmpty, !isNil(arguments.list[0]) {
                // Shapes, colours and images alone: no text for the limit to change.
                guard ParameterInside.isTextless(view) else {
                    throw error(.unsupportedModifier, "'.lineLimit' has no \(entry.key) to apply to here", at: node, construct: ".lineLimit")
                }
                warn("'.lineLimit' skipped: it has no visible effect here (no text inside)", at: node)
            }
            return
        }
        var unused: String?
        let call = SwiftCall([method.name], method.parameters, isTrueWhenEmpty: method.isTrueWhenEmpty)
        guard case .whole(let value) = try spelled(call, arguments, of: "." + method.name, at: node, cornerStyle: &unused) else {
            return
        }
        var reached = 0
        view = ParameterInside.apply((key, value), toKind: entry.key, in: view, count: &reached)
        if reached == 0 {
            guard ParameterInside.isTextless(view) else {
                throw error(.unsupportedModifier, "'.\(method.name)' has no \(entry.key) to apply to here", at: node,
                            construct: "." + method.name)
            }
            warn("'.\(method.name)' skipped: it has no visible effect here (no text inside)", at: node)
        }
    }

    // MARK: - Preview traits

    /// `.previewDisplayName("Dark")`, `.previewLayout(.sizeThatFits)`, `.previewLayout(.fixed(width:height:))`,
    /// `.previewInterfaceOrientation(.landscapeLeft)`, `.previewDevice("iPhone 15")`: how the canvas shows the view.
    private func previewTrait(_ name: String, _ arguments: CallArguments, of view: inout BuiltView,
                              at node: some SyntaxProtocol) throws {
        try expect(arguments, labels: [nil], of: "." + name)
        guard let argument = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'.\(name)' needs a value", at: node, construct: "." + name)
        }
        if isNil(argument) { return }
        var traits = view.previewTraits ?? PreviewTraits()
        switch (name, argument.value) {
        case ("previewDisplayName", _):
            view.previewName = try string(argument)
            return
        case ("previewLayout", .member("sizeThatFits", nil)):
            traits.layout = .sizeThatFits
        case ("previewLayout", .member("device", nil)):
            traits.layout = .device
        case ("previewLayout", .member("fixed", let parts?)):
            let width = try parts.first { $0.label == "width" }.map { try number($0) }
            let height = try parts.first { $0.label == "height" }.map { try number($0) }
            guard let width, let height else { throw mismatch(argument, expected: ".fixed(width:height:)") }
            traits.layout = .fixed(width: width, height: height)
        case ("previewInterfaceOrientation", .member(let orientation, nil)):
            traits.landscape = orientation.hasPrefix("landscape")
        case ("previewDevice", .string(let device)):
            guard let preset = Device.preset(named: device)?.name else {
                warn("'\(device)' is not one of the device presets (loupe-render devices); the preview is drawn on the default device", at: node)
                return
            }
            traits.device = preset
        default:
            throw mismatch(argument, expected: name == "previewLayout" ? ".sizeThatFits, .device or .fixed(width:height:)"
                           : name == "previewDevice" ? "a device name" : "an orientation such as .landscapeLeft")
        }
        view.previewTraits = traits
    }

    // MARK: - Translated modifiers

    /// `.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(CGSize(width:height:), contentMode:)`,
    /// `.aspectRatio(contentMode: .fill)`, `.scaledToFit()`, `.scaledToFill()`.
    func aspectRatio(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        if name != "aspectRatio" {
            try expect(arguments, labels: [], of: "." + name)
            return .json(.object(JSONObject([.init(key: "contentMode", value: .string(name == "scaledToFill" ? "fill" : "fit"))])))
        }
        try expect(arguments, labels: [nil, "contentMode"], of: ".aspectRatio")
        var members: [JSONObject.Member] = []
        if let ratio = arguments.unlabeled(0), !isNil(ratio) {
            let value: Double = if case .size(let width, let height) = ratio.value { height == 0 ? 0 : width / height }
                                else { try number(ratio) }
            members.append(.init(key: "ratio", value: .number(value)))
        }
        if let mode = arguments.argument("contentMode") {
            members.append(.init(key: "contentMode", value: .string(try memberName(mode))))
        }
        return .json(.object(JSONObject(members)))
    }

    /// `.padding()`, `.padding(8)`, `.padding(EdgeInsets(…))`, `.padding(.horizontal)`, `.padding(.top, 8)`.
    private func padding(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        try expect(arguments, labels: [nil], of: ".padding")
        let first = arguments.unlabeled(0), second = arguments.unlabeled(1)
        switch (first?.value, second) {
        case (nil, nil):
            return .object([])
        case (.int?, nil), (.double?, nil):
            return .located(.json(.number(try number(first))), first!.place)
        case (.edgeInsets(let insets)?, nil):
            return .located(.json(insets), first!.place)
        case (_, nil):
            return .object([("edges", .located(.json(try edges(first!)), first!.place))])
        case (_, let length?):
            var members: [(String, SceneNode)] = [("edges", .located(.json(try edges(first!)), first!.place))]
            if !isNil(length) { members.append(("length", .located(.json(.number(try number(length))), length.place))) }
            return .object(members)
        }
    }

    /// `.ignoresSafeArea()`, `.ignoresSafeArea(.container, edges: .top)`, `.edgesIgnoringSafeArea(.all)`.
    private func ignoresSafeArea(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
        try expect(arguments, labels: [nil, "edges"], of: "." + name)
        if name == "ignoresSafeArea", let regions = arguments.unlabeled(0) {
            let region = try memberName(regions)
            guard region == "all" || region == "container" else {
                throw SwiftSourceError(.invalidValue, "'.\(region)' is not supported (the safe area here has no keyboard region)",
                                       at: regions.place, construct: "." + region)
            }
        }
        let edgeArgument = name == "ignoresSafeArea" ? arguments.argument("edges") : arguments.unlabeled(0)
        guard let edgeArgument else { return .json(.bool(true)) }
        return .object([("edges", .located(.json(try edges(edgeArgument)), edgeArgument.place))])
    }

    /// `.environment(\.overlayCoordinator, OverlayPositionCoordinator())`, an isolated collision scope, and
    /// `.environment(\.layoutDirection, .rightToLeft)`: the scene key and value each stands for.
    private func environment(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> (key: String, value: SceneNode) {
        try expect(arguments, labels: [nil], of: ".environment")
        if arguments.list.count == 2, case .keyPath("layoutDirection") = arguments.list[0].value {
            let direction = try memberName(arguments.list[1])
            guard LayoutDirection(rawValue: direction) != nil else {
                throw SwiftSourceError(.typeMismatch, "'\\.layoutDirection' is '.leftToRight' or '.rightToLeft', not '.\(direction)'",
                                       at: arguments.list[1].place)
            }
            return ("layoutDirection", .json(.string(direction)))
        }
        guard arguments.list.count == 2, case .keyPath("overlayCoordinator") = arguments.list[0].value,
              case .coordinator = arguments.list[1].value else {
            throw error(.unsupportedModifier, "only '.environment(\\.overlayCoordinator, OverlayPositionCoordinator())' and '.environment(\\.layoutDirection, …)' are supported",
                        at: node, construct: ".environment")
        }
        return ("overlayCoordinator", .json(.string("isolated")))
    }

    /// `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.background(Color.gray.opacity(0.15))`,
    /// `.background(.regularMaterial, in: ConcentricRectangle())`, `.overlay(Text("x"), alignment: .top)`.
    func layer(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> SceneNode {
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
                content = BuiltView(kind: "ZStack", parameters: .object(parameters), place: place(node))
            }
            if direct, alignment == nil { return .view(content) }
            var members: [(String, SceneNode)] = []
            if let alignment { members.append(("alignment", .json(.string(alignment)))) }
            members.append(("content", .view(content)))
            return .object(members)
        }
        if arguments.argument("ignoresSafeAreaEdges") != nil {
            throw error(.unsupportedSwift, "'ignoresSafeAreaEdges:' is not supported", at: node)
        }
        if arguments.unlabeled(0) == nil {
            guard let closure = arguments.closure("content") else { throw error(.missingArgument, "'.\(name)' needs content", at: node) }
            return try placed(try closureViews(closure, parameters: [], in: arguments.scope))
        }
        var style = arguments.unlabeled(0)!
        if let hierarchical = Self.hierarchicalStyle(style.value) { style.value = .color(hierarchical) }
        if let shape = arguments.argument("in") {
            let shapeView = try shapeView(shape)
            switch style.value {
            case .material(let material):
                return .object([("material", .json(.string(material))), ("in", .view(shapeView))])
            default:
                // A colour, or a style that names one: an asset's generated symbol (`.wb`), `.tint`, a gradient.
                let color: JSONValue
                if case .color(let given) = style.value { color = given } else {
                    do { color = try self.color(style) } catch let failure as SwiftSourceError where failure.kind == .typeMismatch {
                        throw SwiftSourceError(.typeMismatch, "expected a colour or material, found \(style.value.kind)", at: style.place)
                    }
                }
                var filled = shapeView
                filled.modifiers.append(BuiltModifier(name: "foregroundStyle", value: .json(color), place: style.place))
                return try placed([filled])
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
            throw SwiftSourceError(.typeMismatch, "expected a view, colour or material, found \(style.value.kind)", at: style.place)
        }
    }

    /// A shape given as a value: `ConcentricRectangle()`, `.circle`, `.capsule`, `.rect(cornerRadius: 8)`.
    func shapeView(_ argument: Argument) throws -> BuiltView {
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
                throw SwiftSourceError(.unsupportedSwift, "only '.rect(cornerRadius:)' is supported", at: argument.place)
            }
            return plain("RoundedRectangle", [("cornerRadius", .json(.number(try number(parts[0]))))])
        default:
            throw SwiftSourceError(.typeMismatch, "expected a shape, found \(argument.value.kind)", at: argument.place)
        }
    }

    /// The container shape's form: a rounded rectangle's radius, or an uneven one's four radii.
    func containerShape(_ argument: Argument) throws -> JSONValue {
        let view = try shapeView(argument)
        guard case .object(let members) = view.parameters else { throw SwiftSourceError(.typeMismatch, "expected a shape", at: argument.place) }
        switch view.kind {
        case "RoundedRectangle", "UnevenRoundedRectangle":
            var object: [JSONObject.Member] = []
            for (key, node) in members { if let value = node.plainJSON { object.append(.init(key: key, value: value)) } }
            if let style = view.cornerStyle { object.append(.init(key: "style", value: .string(style))) }
            return .object(JSONObject(object))
        case "Rectangle":
            return .object(JSONObject([.init(key: "cornerRadius", value: .number(0))]))
        default:
            throw SwiftSourceError(.unsupportedSwift, "'\(view.kind)' is not supported as a container shape (RoundedRectangle, UnevenRoundedRectangle)", at: argument.place)
        }
    }
}

extension Evaluator {
    /// `.drawingGroup(opaque: false, colorMode: .nonLinear)`: the defaults, which the renderer's compositing draws.
    static func isDefaultDrawingGroupArgument(_ argument: Argument) -> Bool {
        switch (argument.label, argument.value) {
        case ("opaque", .bool(false)): true
        case ("colorMode", .member("nonLinear", _)): true
        default: false
        }
    }
}
