import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Initializers: the views the vocabulary spells, Swift's view-builder constructs, and the file's own view structs.
extension Evaluator {
    func construct(_ written: String, _ given: CallArguments, at node: some SyntaxProtocol, builtIn: Bool = false) throws -> Value {
        var arguments = given
        let name = builtIn ? written : memberTypeAlias(written) ?? written
        // The module's own type wins over SwiftUI's of the same name, as in Swift (a design system's `Text`; its
        // code writes `SwiftUI.Text` for SwiftUI's, `builtIn`). Loupe's views win over a struct of their name: Loupe's
        // own files declare the views they preview, and those declarations are implementation, not previews.
        if !builtIn, !KnownTypes.all.contains(name) || moduleShadows(name, at: node), let type = try resolveType(name, at: node) {
            if Self.viewFactoryFunction(of: type) != nil, !type.isView {
                try expect(arguments, labels: [], of: name)
                return .viewFactory(name)
            }
            return try constructDeclared(type, arguments, at: node)
        }
        if let made = try extensionInitialized(name, arguments, at: node) { return made }
        if name == "UIFont" { return try uiFont(arguments, at: node) }
        // `Font(uiFont)`: SwiftUI's font of a UIKit font, the same font here.
        if name == "Font", arguments.list.count == 1, arguments.list[0].label == nil, case .font = arguments.list[0].value {
            return arguments.list[0].value
        }
        if let made = runtimeOnlyValue(name) { return made }
        if let made = try combinePublisher(name, arguments, at: node) { return made }
        if !KnownTypes.all.contains(name), let style = builtInStyle(name, arguments) { return style }
        if !KnownTypes.all.contains(name) { try refuseBuiltInStyleArguments(name, arguments, at: node) }
        if name == "NavigationStack", let path = arguments.argument("path") {
            try startsAtItsRoot(path)
            arguments.list.removeAll { $0.label == "path" }
        }
        if let entry = Vocabulary.viewKind(swiftName: name) {
            switch entry.swift {
            case .call(let call):
                let arguments = try promptedFieldArguments(name, try formattedFieldArguments(name, arguments, at: node), at: node)
                let made = try spelledView(entry.key, call, arguments, of: name, at: node)
                return name == "NavigationView" ? Self.firstColumn(of: made) : made
            case .translated(let translation, _, _):
                switch translation {
                case .text: return try text(arguments, at: node)
                case .color: return .color(name == "Color" ? try colorInitializer(arguments, at: node)
                                                           : try gradient(name, arguments, at: node))
                case .gridDragView: return try gridDragView(arguments, at: node)
                case .button: return try button(entry.key, arguments, at: node)
                case .label: return try label(arguments, at: node)
                case .image: return try image(arguments, at: node)
                case .toggle: return try toggle(arguments, at: node)
                case .tabView: return try tabView(arguments, at: node)
                case .slider: return try slider(arguments, at: node)
                case .picker: return try picker(arguments, at: node)
                case .stepper: return try stepper(arguments, at: node)
                case .datePicker: return try datePicker(arguments, at: node)
                case .progress: return try progress(arguments, at: node)
                case .list: return try list(entry.key, arguments, at: node)
                case .section: return try section(arguments, at: node)
                case .path:
                    // A path is a value (`var path = Path()` in `path(in:)`) and, where a view is expected, a view.
                    return try pathConstruct(name, arguments, at: node) ?? .views([])
                }
            case .none:
                break
            }
        }
        if let value = try builderConstruct(name, arguments, at: node) { return value }
        if let value = try composedView(name, arguments, at: node) { return value }
        if let value = try valueConstruct(name, arguments, at: node) { return value }
        throw undeclared(name, at: node)
    }

    /// `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the field shows its value as the format
    /// style writes it, as its text.
    private func formattedFieldArguments(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> CallArguments {
        guard name == "TextField" || name == "SecureField", let value = arguments.argument("value") else { return arguments }
        guard let format = arguments.argument("format") else {
            throw unsupported(.unsupportedSwift, "\(name)(_:value:formatter:)", "a field's value is written with format: here", at: node)
        }
        var rewritten = arguments
        rewritten.list = arguments.list.compactMap { argument in
            switch argument.label {
            case "format": return nil
            case "value": return Argument(label: "text", value: .string(""), place: value.place)
            default: return argument
            }
        }
        let text = try formattedText(value.value, style: format.value, at: node)
        if let index = rewritten.list.firstIndex(where: { $0.label == "text" }) { rewritten.list[index].value = .string(text) }
        return rewritten
    }

    /// `TextField("Username", text: $name, prompt: Text("Required"))`, `TextField(text: $name, prompt: Text("Required"))
    /// { Text("Username") }`: on iOS the prompt is the placeholder the empty field shows; the title or label names the
    /// field for accessibility, and is not drawn.
    private func promptedFieldArguments(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> CallArguments {
        guard name == "TextField" || name == "SecureField", let prompt = arguments.argument("prompt") else { return arguments }
        var rewritten = arguments
        rewritten.list.removeAll { $0.label == "prompt" || $0.label == "label" || $0.label == nil }
        rewritten.trailing.removeAll { $0.label == nil || $0.label == "label" }
        rewritten.list.insert(Argument(label: nil, value: .string(try string(prompt)), place: prompt.place), at: 0)
        return rewritten
    }

    /// Swift's view-builder constructs, which are not views of their own in the scene: `Group`, `ForEach`,
    /// `EmptyView`, `AnyView`, `ScrollViewReader`.
    private func builderConstruct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "Group":
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            return .views(try content(arguments, of: name))
        case "ScrollViewReader":
            // Its proxy only scrolls when the app runs (`proxy.scrollTo` in an action): the content is drawn at rest.
            try expect(arguments, labels: ["content"], trailing: true, of: name)
            return .views(try content(arguments, of: name, parameters: [.opaque("ScrollViewProxy(…)")]))
        case "ForEach":
            return .views(try forEach(arguments, at: node))
        case "Tab":
            return try tab(arguments, at: node)
        case "ToolbarItem", "ToolbarItemGroup":
            return try toolbarItem(name, arguments, at: node)
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
        state.budget.viewCount += 1
        if state.budget.viewCount > 10_000 { throw error(.limit, "more than 10000 views (the scene format's limit)", at: node) }
        let view = BuiltView(kind: kind, parameters: parameters, place: place(node))
        try check(view)
        return .view(view)
    }

    /// The view's own values checked as the scene format will check them, so that a refused value is an error where the
    /// view is made (and, with placeholders, drawn as one). Its children were checked when they were made.
    func check(_ view: BuiltView, modifier: BuiltModifier? = nil) throws {
        guard let entry = Vocabulary.viewKind(view.kind), entry.role != .bodyOnly, view.kind != "GridDragView" else { return }
        var shell: BuiltView
        if let modifier {
            // A modifier's value does not depend on the view it modifies: it is checked on a colour.
            shell = BuiltView(kind: "Color", parameters: .json(.string("clear")), place: view.place)
            shell.modifiers = [modifier]
        } else {
            shell = BuiltView(kind: view.kind, parameters: view.parameters, place: view.place)
            if case .object(let members) = view.parameters {
                shell.parameters = .object(members.map { key, node in key == "content" ? (key, .array([])) : (key, node) })
            }
        }
        var map = SourceMap()
        let json = SceneNode.view(shell).serialized(at: "view", into: &map)
        do {
            try SceneDecoding.checkView(json, path: "view")
        } catch {
            throw map.error(for: error, otherwise: view.place)
        }
    }

    /// A container's children: its `content:` closure or trailing closure.
    func content(_ arguments: CallArguments, of name: String, parameters: [Value] = []) throws -> [BuiltView] {
        // `VStack(content: UserView.init)`: a function that makes the content, called with no arguments.
        if parameters.isEmpty, let given = arguments.argument("content"), Self.isFunctionValue(given.value) {
            let empty = CallArguments(list: [], trailing: [], node: arguments.node, scope: arguments.scope)
            return try views(of: try callValue(given.value, empty, named: name, at: arguments.node), at: arguments.node)
        }
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
        try expect(arguments, labels: [nil, "verbatim", "format", "style", "tableName", "bundle", "comment"], of: "Text")
        guard let call = node.as(FunctionCallExprSyntax.self), let first = call.arguments.first else {
            throw error(.missingArgument, "'Text' needs a string", at: node, construct: "Text")
        }
        var parameters: [(String, SceneNode)] = []
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            let text = try string(literal, in: arguments.scope, localized: first.label == nil)
            if !text.symbols.isEmpty { return .view(try symbolText(text, at: node)) }
            parameters.append(("string", .json(.string(text.text))))
            // A literal is a localized string key: its markdown styles the text (not `Text(verbatim:)`).
            if text.space == nil, first.label == nil, let styled = try markdownText(text.text, parameters: parameters, at: node) {
                return .view(styled)
            }
            if let space = text.space {
                let value: JSONValue = space == "local" || space == "global"
                    ? .string(space) : .object(JSONObject([.init(key: "named", value: .string(space))]))
                parameters.append(("frameIn", .json(value)))
                // A string literal is a LocalizedStringKey, which writes a CGFloat with `%lf`: six decimals.
                if first.label == nil { parameters.append(("frameFormat", .json(.string(TextTemplate.FrameFormat.sixDecimals.rawValue)))) }
            }
        } else if let format = arguments.argument("format") {
            // `Text(price, format: .currency(code: "USD"))`, `Text(date, format: .dateTime)`.
            parameters.append(("string", .json(.string(try formattedText(arguments.list[0].value, style: format.value, at: node)))))
        } else if let style = arguments.argument("style"), case .date(let seconds) = arguments.list[0].value {
            // `Text(date, style: .date)`.
            let name = if case .member(let member, _) = style.value { member } else { "date" }
            parameters.append(("string", .json(.string(Self.text(of: seconds, style: name)))))
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
        if case .unknown(let source) = data.value {
            // With placeholders: data that cannot be computed draws its content once, as a template; what reads the
            // element is shown as its source text, or hatched.
            let parameter = closure.signature?.parameterClause.map { clause in
                clause.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first.map(String.init)
            } ?? nil
            warn("'ForEach' over '\(source)', which could not be evaluated: its content drawn once, as a template", at: data.place)
            return try closureViews(closure, parameters: [.unknown(parameter ?? "$0")], in: arguments.scope)
        }
        var views: [BuiltView] = []
        for element in try elements(of: data, at: node) {
            views += try closureViews(closure, parameters: [element], in: arguments.scope)
        }
        return views
    }

}

extension Evaluator {
    /// Whether `value` is a function given by name (`UserView.init`, read as its type; `makeRows`), not a closure
    /// written out.
    static func isFunctionValue(_ value: Value) -> Bool {
        switch value {
        case .boundMethod, .localFunction, .viewFactory, .type: true
        default: false
        }
    }
}
