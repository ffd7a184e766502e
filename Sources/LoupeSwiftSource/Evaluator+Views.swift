import LoupeJSON
import SwiftSyntax

/// Initializers: SwiftUI's views and Loupe's, the value types they take, and the file's own view structs.
extension Evaluator {
    func construct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        // SwiftUI's and Loupe's views win over a struct of the same name: Loupe's own files declare the views they
        // preview, and those declarations are implementation, not previews.
        if !KnownTypes.all.contains(name), let structure = source.viewStructs[name] {
            return .views(try instantiate(structure, arguments, at: node))
        }
        if !KnownTypes.all.contains(name), source.viewFactories[name] != nil {
            try expect(arguments, labels: [], of: name)
            return .viewFactory(name)
        }
        switch name {
        case "VStack", "HStack", "ZStack":
            try expect(arguments, labels: ["alignment", "spacing", "content"], trailing: true, of: name)
            var parameters: [(String, SceneNode)] = []
            if let alignment = arguments.argument("alignment") {
                parameters.append(("alignment", .json(.string(try alignmentName(alignment)))))
            }
            if let spacing = arguments.argument("spacing"), !isNil(spacing) {
                parameters.append(("spacing", .json(.number(try number(spacing)))))
            }
            parameters.append(("content", .array(try content(arguments, of: name).map { .view($0) })))
            return try made(name, .object(parameters), at: node)
        case "GeometryReader":
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            let proxy = Value.geometry(GeometryRead(space: nil, placeholder: nil, part: nil))
            let children = try content(arguments, of: name, parameters: [proxy])
            return try made(name, .object([("content", .array(children.map { .view($0) }))]), at: node)
        case "ScrollView":
            try expect(arguments, labels: [nil, "showsIndicators", "content"], trailing: true, of: name)
            var parameters: [(String, SceneNode)] = []
            if let axes = arguments.unlabeled(0) { parameters.append(("axes", .json(.string(try scrollAxes(axes))))) }
            parameters.append(("content", .array(try content(arguments, of: name).map { .view($0) })))
            return try made(name, .object(parameters), at: node)
        case "Group":
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            return .views(try content(arguments, of: name))
        case "NavigationStack", "NavigationView":
            // One spelling in the scene format; the decoder checks it is the body and holds one view.
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            let children = try content(arguments, of: name)
            return try made("NavigationStack", .object([("content", .array(children.map { .view($0) }))]), at: node)
        case "ForEach":
            return .views(try forEach(arguments, at: node))
        case "EmptyView":
            try expect(arguments, labels: [], of: name)
            return .views([])
        case "AnyView":
            try expect(arguments, labels: [nil], of: name)
            guard let view = arguments.unlabeled(0) else { throw error("'AnyView' needs a view", at: node) }
            return .view(try singleView(of: view.value, at: node))
        case "Text":
            return try text(arguments, at: node)
        case "Spacer":
            try expect(arguments, labels: ["minLength"], of: name)
            if let length = arguments.argument("minLength"), !isNil(length) {
                return try made(name, .object([("minLength", .json(.number(try number(length))))]), at: node)
            }
            return try made(name, .object([]), at: node)
        case "Color":
            return .color(try colorInitializer(arguments, at: node))
        case "LinearGradient":
            return .color(try linearGradient(arguments, at: node))
        case "Gradient":
            try expect(arguments, labels: ["colors"], of: name)
            guard let colors = arguments.argument("colors") else { throw error("'Gradient' needs colors:", at: node) }
            return colors.value
        case "Rectangle", "Circle", "Capsule", "Ellipse", "ConcentricRectangle":
            try expect(arguments, labels: name == "Capsule" ? ["style"] : [], of: name)
            return try made(name, .object([]), at: node)
        case "RoundedRectangle":
            try expect(arguments, labels: ["cornerRadius", "style"], of: name)
            guard let radius = arguments.argument("cornerRadius") else {
                throw error("'RoundedRectangle' needs cornerRadius: (cornerSize: is not supported)", at: node)
            }
            var made = try self.made(name, .object([("cornerRadius", .json(.number(try number(radius))))]), at: node)
            if let style = arguments.argument("style"), case .view(var view) = made {
                view.cornerStyle = try checkCornerStyle(style); made = .view(view)
            }
            return made
        case "UnevenRoundedRectangle":
            // Only a container shape takes it (the scene format has no such view); `containerShape` reads it.
            try expect(arguments, labels: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
                                           "topTrailingRadius", "style"], of: name)
            var radii: [(String, SceneNode)] = []
            for label in ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"] {
                if let radius = arguments.argument(label) { radii.append((label, .json(.number(try number(radius))))) }
            }
            var view = BuiltView(kind: name, parameters: .object(radii), place: place(node))
            if let style = arguments.argument("style") { view.cornerStyle = try checkCornerStyle(style) }
            return .view(view)
        case "Image":
            try expect(arguments, labels: ["systemName"], of: name)
            guard let symbol = arguments.argument("systemName") else {
                throw error("only Image(systemName:) is supported", at: node)
            }
            return try made(name, .object([("systemName", .json(.string(try string(symbol))))]), at: node)
        case "VisualLayoutGuide":
            try expect(arguments, labels: [nil, "alignment", "shape", "persistenceKey"], of: name)
            var parameters = try label(arguments)
            if let alignment = arguments.argument("alignment") {
                parameters.append(("alignment", .json(.string(try alignmentName(alignment)))))
            }
            if let shape = arguments.argument("shape") {
                parameters.append(("shape", .json(.string(try memberName(shape)))))
            }
            if let key = arguments.argument("persistenceKey"), !isNil(key) {
                parameters.append(("persistenceKey", .json(.string(try string(key)))))
            }
            return try made(name, .object(parameters), at: node)
        case "VisualGridGuide":
            try expect(arguments, labels: [nil, "lineWidth", "squareSize", "fit"], of: name)
            var parameters = try label(arguments)
            for key in ["lineWidth", "squareSize"] {
                if let value = arguments.argument(key), !isNil(value) {
                    parameters.append((key, .json(.number(try number(value)))))
                }
            }
            if let fit = arguments.argument("fit") { parameters.append(("fit", .json(.string(try memberName(fit))))) }
            return try made(name, .object(parameters), at: node)
        case "VisualCornerInsetGuide":
            try expect(arguments, labels: [nil], of: name)
            return try made(name, .object(try label(arguments)), at: node)
        case "DraggablePositionView":
            try expect(arguments, labels: [nil, "coordinateSpace", "startPosition", "persistenceKey"], of: name)
            var parameters = try label(arguments)
            if let space = arguments.argument("coordinateSpace") {
                let spaceName = try coordinateSpaceName(space)
                let value: JSONValue = spaceName == "local" || spaceName == "global"
                    ? .string(spaceName) : .object(JSONObject([.init(key: "named", value: .string(spaceName))]))
                parameters.append(("coordinateSpace", .json(value)))
            }
            if let start = arguments.argument("startPosition") {
                guard case .size(let width, let height) = start.value else {
                    throw SwiftSourceError("startPosition: expected a CGSize, found \(start.value.kind)", at: start.place)
                }
                parameters.append(("startPosition", .json(.array([.number(width), .number(height)]))))
            }
            if let key = arguments.argument("persistenceKey"), !isNil(key) {
                parameters.append(("persistenceKey", .json(.string(try string(key)))))
            }
            return try made(name, .object(parameters), at: node)
        case "GridDragView":
            try expect(arguments, labels: ["gridDragViewModel"], of: name)
            guard let model = arguments.argument("gridDragViewModel"), case .gridModel(let grid) = model.value else {
                throw error("'GridDragView' needs gridDragViewModel: GridDragViewModel(rows:cols:cellSize:viewFactory:cells:)", at: node)
            }
            return try made(name, grid, at: node)
        case "GridDragViewModel":
            return try gridModel(arguments, at: node)
        case "GridDragViewModel.GridCell":
            try expect(arguments, labels: ["cell"], of: "GridCell")
            guard let cell = arguments.argument("cell") else { throw error("'GridCell' needs cell:", at: node) }
            return .gridCell(try singleView(of: cell.value, at: node))
        case "CGSize":
            try expect(arguments, labels: ["width", "height"], of: name)
            return .size(try number(arguments.argument("width")) , try number(arguments.argument("height")))
        case "CGPoint", "UnitPoint":
            try expect(arguments, labels: ["x", "y"], of: name)
            return .point(try number(arguments.argument("x")), try number(arguments.argument("y")))
        case "EdgeInsets":
            try expect(arguments, labels: ["top", "leading", "bottom", "trailing"], of: name)
            var insets: [JSONObject.Member] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                if let value = arguments.argument(edge) { insets.append(.init(key: edge, value: .number(try number(value)))) }
            }
            return .edgeInsets(.object(JSONObject(insets)))
        case "DragConstraints":
            return .constraints(try dragConstraints(arguments))
        case "OverlayPositionCoordinator":
            try expect(arguments, labels: [], of: name)
            return .coordinator
        case "Alignment":
            return .member("init", arguments.list)
        case "CGFloat", "Double":
            try expect(arguments, labels: [nil], of: name)
            return .double(try number(arguments.unlabeled(0)))
        case "Int":
            try expect(arguments, labels: [nil], of: name)
            let value = try number(arguments.unlabeled(0))
            guard let exact = Int(exactly: value.rounded(.towardZero)) else { throw error("does not fit an Int", at: node) }
            return .int(exact)
        case "String":
            try expect(arguments, labels: [nil, "describing"], of: name)
            guard let value = arguments.list.first else { return .string("") }
            return .string(try interpolated(value.value, at: node))
        case "Array":
            try expect(arguments, labels: [nil], of: name)
            guard let value = arguments.unlabeled(0) else { return .array([]) }
            return .array(try elements(of: value, at: node))
        case "StrokeStyle", "FillStyle":
            throw error("'\(name)' is not supported: a stroke takes lineWidth: only, a fill a style only (dashes, caps, joins and fill rules are not drawn)", at: node)
        default:
            throw error("'\(name)' is not supported (supported views: docs/swift-source.md)", at: node)
        }
    }

    /// A view of the scene format, counted against its limit.
    func made(_ kind: String, _ parameters: SceneNode, at node: some SyntaxProtocol) throws -> Value {
        viewCount += 1
        if viewCount > 10_000 { throw error("more than 10000 views (the scene format's limit)", at: node) }
        return .view(BuiltView(kind: kind, parameters: parameters, place: place(node)))
    }

    /// A container's children: its `content:` closure or trailing closure.
    func content(_ arguments: CallArguments, of name: String, parameters: [Value] = []) throws -> [BuiltView] {
        guard let closure = arguments.closure("content") else {
            throw SwiftSourceError("'\(name)' needs its content closure", at: source.place(of: arguments.node))
        }
        return try closureViews(closure, parameters: parameters, in: arguments.scope)
    }

    /// The optional unlabeled label of a Loupe view; nil (the default) means no label.
    private func label(_ arguments: CallArguments) throws -> [(String, SceneNode)] {
        guard let label = arguments.unlabeled(0), !isNil(label) else { return [] }
        return [("label", .json(.string(try string(label))))]
    }

    // MARK: - Text

    private func text(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "verbatim"], of: "Text")
        guard let call = node.as(FunctionCallExprSyntax.self), let first = call.arguments.first else {
            throw error("'Text' needs a string", at: node)
        }
        var parameters: [(String, SceneNode)] = []
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            let text = try string(literal, in: arguments.scope)
            parameters.append(("string", .json(.string(text.text))))
            if let space = text.space {
                let value: JSONValue = space == "local" || space == "global"
                    ? .string(space) : .object(JSONObject([.init(key: "named", value: .string(space))]))
                parameters.append(("frameIn", .json(value)))
            }
        } else {
            parameters.append(("string", .json(.string(try string(arguments.list[0])))))
        }
        return try made("Text", .object(parameters), at: node)
    }

    // MARK: - ForEach

    private func forEach(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView] {
        try expect(arguments, labels: [nil, "id", "content"], trailing: true, of: "ForEach")
        guard let data = arguments.unlabeled(0) else { throw error("'ForEach' needs its data", at: node) }
        guard let closure = arguments.closure("content") else { throw error("'ForEach' needs its content closure", at: node) }
        var views: [BuiltView] = []
        for element in try elements(of: data, at: node) {
            views += try closureViews(closure, parameters: [element], in: arguments.scope)
        }
        return views
    }

    /// The elements of an array or of a range of whole numbers (at most 10 000).
    func elements(of argument: Argument, at node: some SyntaxProtocol) throws -> [Value] {
        switch argument.value {
        case .array(let items):
            return items
        case .range(let lower, let upper, let closed):
            guard lower == lower.rounded(), upper == upper.rounded() else {
                throw SwiftSourceError("a range of whole numbers is needed here", at: argument.place)
            }
            let end = closed ? upper + 1 : upper
            guard end - lower <= 10_000 else {
                throw SwiftSourceError("the range has \(Int(end - lower)) elements; at most 10000 views fit a scene", at: argument.place)
            }
            return lower < end ? stride(from: Int(lower), to: Int(end), by: 1).map { .int($0) } : []
        default:
            throw SwiftSourceError("expected a range or an array, found \(argument.value.kind)", at: argument.place)
        }
    }

    // MARK: - View structs

    /// A view struct of the file, its memberwise initializer called with `arguments`: its `body`, evaluated with its
    /// stored properties bound (`@State` and `@GestureState` read as their initial values).
    func instantiate(_ structure: StructDeclSyntax, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView] {
        let name = structure.name.text
        if structStack.contains(name) {
            throw error("recursion between view structs: \((structStack + [name]).joined(separator: " → ")); a preview must end", at: node)
        }
        structStack.append(name)
        defer { structStack.removeLast() }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        var body: CodeBlockItemListSyntax?
        var remaining = arguments.list
        for member in structure.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self), !arguments.isEmpty {
                throw error("'\(name)' declares its own initializer; only memberwise initializers are supported", at: member.decl)
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for attribute in variable.attributes {
                let attributeName = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
                if !["State", "GestureState"].contains(attributeName) {
                    throw error("'@\(attributeName)' is not supported (a preview reads @State and @GestureState as their initial values)", at: attribute)
                }
            }
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock {
                    if property == "body" { body = try getter(of: accessors) } else { scope.bind(property, .computed(try getter(of: accessors), scope)) }
                    continue
                }
                if let index = remaining.firstIndex(where: { $0.label == property }) {
                    guard index == remaining.startIndex else {
                        throw SwiftSourceError("'\(property):' comes before '\(remaining[remaining.startIndex].label ?? "_"):' in \(name)'s memberwise initializer", at: remaining[index].place)
                    }
                    scope.bind(property, remaining.removeFirst().value)
                } else if let initial = binding.initializer {
                    scope.bind(property, try evaluate(initial.value, in: scope))
                } else {
                    throw error("'\(name)' needs '\(property):' (its memberwise initializer has no default for it)", at: node)
                }
            }
        }
        if let extra = remaining.first {
            throw SwiftSourceError("'\(name)' has no stored property '\(extra.label ?? "_")'", at: extra.place)
        }
        if let closure = arguments.trailing.first?.closure {
            throw error("'\(name)' takes no trailing closure (view-builder properties are not supported)", at: closure)
        }
        guard let body else { throw error("'\(name)' has no 'body'", at: structure.name) }
        return try builderViews(body, in: scope)
    }
}
