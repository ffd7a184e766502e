import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Initializers: the views the vocabulary spells, Swift's view-builder constructs, and the file's own view structs.
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
        if let entry = Vocabulary.viewKind(swiftName: name) {
            switch entry.swift {
            case .call(let call):
                return try spelledView(entry.key, call, arguments, of: name, at: node)
            case .translated(let translation, _, _):
                switch translation {
                case .text: return try text(arguments, at: node)
                case .color: return .color(name == "LinearGradient" ? try linearGradient(arguments, at: node)
                                                                     : try colorInitializer(arguments, at: node))
                case .gridDragView: return try gridDragView(arguments, at: node)
                }
            case .none:
                break
            }
        }
        if let value = try builderConstruct(name, arguments, at: node) { return value }
        if let value = try valueConstruct(name, arguments, at: node) { return value }
        if KnownTypes.swiftUIViews.contains(name) {
            throw unsupported(.unsupportedView, name, "supported views: docs/swift-source.md", at: node)
        }
        throw error(.undeclared, "'\(name)' is not declared in this file and is not a supported view (docs/swift-source.md)",
                    at: node, construct: name)
    }

    /// Swift's view-builder constructs, which are not views of their own in the scene: `Group`, `ForEach`,
    /// `EmptyView`, `AnyView`.
    private func builderConstruct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "Group":
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            return .views(try content(arguments, of: name))
        case "ForEach":
            return .views(try forEach(arguments, at: node))
        case "EmptyView":
            try expect(arguments, labels: [], of: name)
            return .views([])
        case "AnyView":
            try expect(arguments, labels: [nil], of: name)
            guard let view = arguments.unlabeled(0) else {
                throw error(.missingArgument, "'AnyView' needs a view", at: node, construct: name)
            }
            return .view(try singleView(of: view.value, at: node))
        default:
            return nil
        }
    }

    /// A view of the scene format, counted against its limit.
    func made(_ kind: String, _ parameters: SceneNode, at node: some SyntaxProtocol) throws -> Value {
        viewCount += 1
        if viewCount > 10_000 { throw error(.limit, "more than 10000 views (the scene format's limit)", at: node) }
        return .view(BuiltView(kind: kind, parameters: parameters, place: place(node)))
    }

    /// A container's children: its `content:` closure or trailing closure.
    func content(_ arguments: CallArguments, of name: String, parameters: [Value] = []) throws -> [BuiltView] {
        guard let closure = arguments.closure("content") else {
            throw SwiftSourceError(.missingArgument, "'\(name)' needs its content closure", at: source.place(of: arguments.node),
                                   construct: name)
        }
        return try closureViews(closure, parameters: parameters, in: arguments.scope)
    }

    /// `GridDragView(gridDragViewModel:)`: the model's scene form is the view's.
    private func gridDragView(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["gridDragViewModel"], of: "GridDragView")
        guard let model = arguments.argument("gridDragViewModel"), case .gridModel(let grid) = model.value else {
            throw error(.missingArgument, "'GridDragView' needs gridDragViewModel: GridDragViewModel(rows:cols:cellSize:viewFactory:cells:)",
                        at: node, construct: "GridDragView")
        }
        return try made("GridDragView", grid, at: node)
    }

    // MARK: - Text

    func text(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "verbatim"], of: "Text")
        guard let call = node.as(FunctionCallExprSyntax.self), let first = call.arguments.first else {
            throw error(.missingArgument, "'Text' needs a string", at: node, construct: "Text")
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

    func forEach(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView] {
        try expect(arguments, labels: [nil, "id", "content"], trailing: true, of: "ForEach")
        guard let data = arguments.unlabeled(0) else { throw error(.missingArgument, "'ForEach' needs its data", at: node, construct: "ForEach") }
        guard let closure = arguments.closure("content") else { throw error(.missingArgument, "'ForEach' needs its content closure", at: node, construct: "ForEach") }
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
                throw SwiftSourceError(.typeMismatch, "a range of whole numbers is needed here", at: argument.place)
            }
            let end = closed ? upper + 1 : upper
            guard end - lower <= 10_000 else {
                throw SwiftSourceError(.limit, "the range has \(Int(end - lower)) elements; at most 10000 views fit a scene", at: argument.place)
            }
            return lower < end ? stride(from: Int(lower), to: Int(end), by: 1).map { .int($0) } : []
        default:
            throw SwiftSourceError(.typeMismatch, "expected a range or an array, found \(argument.value.kind)", at: argument.place)
        }
    }

    // MARK: - View structs

    /// A view struct of the file, its memberwise initializer called with `arguments`: its `body`, evaluated with its
    /// stored properties bound (`@State` and `@GestureState` read as their initial values).
    func instantiate(_ structure: StructDeclSyntax, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView] {
        let name = structure.name.text
        if structStack.contains(name) {
            throw error(.recursion, "recursion between view structs: \((structStack + [name]).joined(separator: " → ")); a preview must end", at: node)
        }
        structStack.append(name)
        defer { structStack.removeLast() }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        var body: CodeBlockItemListSyntax?
        var remaining = arguments.list
        // Members of the declaration, then of its extensions (`extension Card: View { var body … }`).
        let members = SwiftSourceFile.activeMembers(structure.memberBlock.members)
            + (source.extensions[name] ?? []).flatMap { SwiftSourceFile.activeMembers($0.memberBlock.members) }
        for member in members {
            if member.is(InitializerDeclSyntax.self), !arguments.isEmpty {
                throw error(.unsupportedSwift, "'\(name)' declares its own initializer; only memberwise initializers are supported", at: member)
            }
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for attribute in variable.attributes {
                let attributeName = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
                if !["State", "GestureState"].contains(attributeName) {
                    throw error(.unsupportedSwift, "'@\(attributeName)' is not supported (a preview reads @State and @GestureState as their initial values)", at: attribute)
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
                        throw SwiftSourceError(.unexpectedArgument, "'\(property):' comes before '\(remaining[remaining.startIndex].label ?? "_"):' in \(name)'s memberwise initializer", at: remaining[index].place)
                    }
                    scope.bind(property, remaining.removeFirst().value)
                } else if let initial = binding.initializer {
                    scope.bind(property, try evaluate(initial.value, in: scope))
                } else {
                    throw error(.missingArgument, "'\(name)' needs '\(property):' (its memberwise initializer has no default for it)", at: node)
                }
            }
        }
        if let extra = remaining.first {
            throw SwiftSourceError(.unexpectedArgument, "'\(name)' has no stored property '\(extra.label ?? "_")'", at: extra.place)
        }
        if let closure = arguments.trailing.first?.closure {
            throw error(.unsupportedSwift, "'\(name)' takes no trailing closure (view-builder properties are not supported)", at: closure)
        }
        guard let body else { throw error(.missingArgument, "'\(name)' has no 'body'", at: structure.name) }
        return try builderViews(body, in: scope)
    }
}
