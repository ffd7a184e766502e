import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Calls the vocabulary spells (``SwiftCall``): each argument turned into the scene's form by its parameter's
/// ``SwiftValueForm`` and put under the parameter's key, so that a kind or modifier spelled this way needs no code here.
extension Evaluator {
    /// What a spelled call gives the scene.
    enum SpelledValue {
        /// An object of the keys the arguments set (empty when none is given).
        case object([(String, SceneNode)])
        /// The one argument that is the whole value (`.opacity(0.5)` is `0.5`).
        case whole(SceneNode)
        /// The call sets nothing (`.font(nil)`).
        case nothing

        /// The value as the scene writes it; nil for ``nothing``.
        var node: SceneNode? {
            switch self {
            case .object(let members): .object(members)
            case .whole(let node): node
            case .nothing: nil
            }
        }
    }

    /// The scene value of a call of `name` spelled by `call`; a `style:` of a rounded rectangle goes to `cornerStyle`.
    func spelled(_ call: SwiftCall, _ arguments: CallArguments, of name: String, at node: some SyntaxProtocol,
                 cornerStyle: inout String?) throws -> SpelledValue {
        // A dropped closure argument (`onCommit:`) may be written trailing too, as the older text fields take it.
        let takesClosureTrailing = call.parameters.contains { $0.form == .ignored && ($0.label == "onCommit" || $0.label == "onEditingChanged") }
        try expect(arguments, labels: call.parameters.map(\.label), trailing: call.takesTrailingClosure || takesClosureTrailing, of: name)
        var members: [(String, SceneNode)] = []
        var whole: SceneNode?
        var nilWhole = false
        var unlabeledIndex = 0
        for parameter in call.parameters {
            if parameter.form.isContent, parameter.form != .geometryContent, let given = arguments.argument(parameter.label ?? "content"),
               Self.isFunctionValue(given.value) {
                // `VStack(content: UserView.init)`: a function that makes the content, called with no arguments.
                members.append((parameter.key ?? "content", .array(try content(arguments, of: name).map { .view($0) })))
                continue
            }
            if parameter.form.isContent {
                guard let closure = arguments.closure(parameter.label ?? "content") else {
                    throw error(.missingArgument, "'\(name)' needs its content closure", at: node, construct: name)
                }
                let views: [BuiltView]
                if parameter.form == .geometryContent {
                    let key = spelledReader ?? nextReaderKey(at: node)
                    spelledReader = nil
                    views = try readerContent(closure, key: key, in: arguments.scope)
                } else {
                    views = try closureViews(closure, parameters: [], in: arguments.scope)
                }
                members.append((parameter.key ?? "content", .array(views.map { .view($0) })))
                continue
            }
            let argument: Argument?
            if parameter.label == nil {
                argument = arguments.unlabeled(unlabeledIndex)
                unlabeledIndex += 1
            } else {
                argument = arguments.argument(parameter.label)
            }
            guard let argument else {
                if parameter.isRequired {
                    let what = parameter.label.map { "\($0):" } ?? "its unlabeled argument"
                    throw error(.missingArgument, "'\(name)' needs \(what)", at: node, construct: name)
                }
                continue
            }
            if parameter.form == .cornerStyle {
                cornerStyle = try checkCornerStyle(argument)
                continue
            }
            if case .unknown(let source) = argument.value, !parameter.isRequired {
                // With placeholders: an argument that could not be evaluated is left out (the default is drawn),
                // and the view with its content stays.
                warn("'\(parameter.label.map { "\($0):" } ?? source)' of '\(name)' left out: '\(source)' could not be evaluated",
                     at: argument.place)
                continue
            }
            if parameter.form == .undrawn {
                let label = parameter.label.map { "'\($0):'" } ?? "its unlabeled argument"
                warn("\(label) of '\(name)' is not drawn: it changes the picture in a way the renderer does not draw yet",
                     at: argument.place)
                continue
            }
            if parameter.form == .strokeStyle {
                // `style: StrokeStyle(…)`: its width and its dashes, each a key of the stroke.
                members += try strokeStyleMembers(argument).map { ($0.0, SceneNode.located($0.1, argument.place)) }
                continue
            }
            guard let value = try sceneValue(of: argument, as: parameter.form) else {
                if parameter.key == nil, parameter.form != .ignored { nilWhole = true }
                continue
            }
            let located = SceneNode.located(value, argument.place)
            if let key = parameter.key { members.append((key, located)) } else { whole = located }
        }
        if let whole { return .whole(whole) }
        if members.isEmpty, nilWhole { return .nothing }
        if members.isEmpty, call.isTrueWhenEmpty { return .whole(.json(.bool(true))) }
        return .object(members)
    }

    /// A view of the kind `key` made by a spelled initializer.
    func spelledView(_ key: String, _ call: SwiftCall, _ arguments: CallArguments, of name: String,
                     at node: some SyntaxProtocol) throws -> Value {
        var cornerStyle: String?
        let readerKey = call.parameters.contains { $0.form == .geometryContent } ? nextReaderKey(at: node) : nil
        spelledReader = readerKey
        let parameters = try spelled(call, arguments, of: name, at: node, cornerStyle: &cornerStyle)
        guard case .view(var view) = try made(key, parameters.node ?? .object([]), at: node) else {
            return .views([])
        }
        view.cornerStyle = cornerStyle
        // A probe marks the readers that need their frame, so that the caller finds them in its layout.
        if let readerKey, source.probesGeometry, pendingReaders.contains(readerKey), view.id == nil {
            view.id = GeometryFrame.probeID(readerKey)
        }
        return .view(view)
    }

    /// The scene form of an argument, by the form its parameter declares; nil when it is `nil` (the parameter's
    /// default) or is dropped.
    func sceneValue(of argument: Argument, as form: SwiftValueForm) throws -> SceneNode? {
        if isNil(argument) { return form == .optionalCaseName ? .json(.null) : nil }
        switch form {
        case .number: return .json(.number(try number(argument)))
        case .length: return .json(try length(argument))
        case .string: return .json(.string(try string(argument)))
        case .bool: return .json(.bool(try bool(argument)))
        case .caseName, .optionalCaseName: return .json(.string(try memberName(argument)))
        case .alignment: return .json(.string(try alignmentName(argument)))
        case .color: return .json(try color(argument))
        case .font: return .json(try font(argument))
        case .coordinateSpace:
            let name = try coordinateSpaceName(argument)
            return .json(name == "local" || name == "global"
                         ? .string(name) : .object(JSONObject([.init(key: "named", value: .string(name))])))
        case .coordinateSpaceName:
            if case .member("named", _) = argument.value { return .json(.string(try coordinateSpaceName(argument))) }
            return .json(.string(try identity(argument.value, at: source.tree)))
        case .size:
            let (width, height) = try size(argument)
            return .json(.array([.number(width), .number(height)]))
        case .sizeAsOffset:
            let (width, height) = try size(argument)
            return .json(.object(JSONObject([.init(key: "x", value: .number(width)), .init(key: "y", value: .number(height))])))
        case .point:
            guard case .point(let x, let y) = argument.value else { throw mismatch(argument, expected: "a CGPoint") }
            return .json(.object(JSONObject([.init(key: "x", value: .number(x)), .init(key: "y", value: .number(y))])))
        case .scrollAxes: return .json(.string(try scrollAxes(argument)))
        case .shape:
            return .view(try shapeView(argument))
        case .edgeInsets:
            guard case .edgeInsets(let insets) = argument.value else { throw mismatch(argument, expected: "EdgeInsets(top:leading:bottom:trailing:)") }
            return .json(insets)
        case .buttonBorderShape:
            if case .member("roundedRectangle", let arguments?) = argument.value, let radius = arguments.first {
                return .json(.object(JSONObject([.init(key: "roundedRectangle", value: .number(try number(radius)))])))
            }
            return .json(.string(try memberName(argument)))
        case .containerShape: return .json(try containerShape(argument))
        case .dragConstraints: return .json(try dragConstraintsValue(argument))
        case .gridItems: return .json(try gridItems(argument))
        case .lineLimit: return .json(.number(try number(argument.takenAsInt)))
        case .strokeStyle: return nil   // spread over several keys by `spelled`
        case .cornerStyle, .content, .geometryContent, .ignored, .undrawn: return nil
        }
    }

    /// `expected <what>, found <the value>`, at the argument.
    func mismatch(_ argument: Argument, expected what: String) -> SwiftSourceError {
        SwiftSourceError(.typeMismatch, "\(argument.label.map { "\($0): " } ?? "")expected \(what), found \(argument.value.kind)",
                         at: argument.place)
    }

    private func size(_ argument: Argument) throws -> (Double, Double) {
        // `.offset(.zero)`: the CGSize taken.
        guard case .size(let width, let height) = ValueStatics.implicit(argument.value, as: "CGSize") ?? argument.value else { throw mismatch(argument, expected: "a CGSize") }
        return (width, height)
    }

    /// A font: `.caption`, `.system(size:)`, `Font.title.bold()`.
    private func font(_ argument: Argument) throws -> JSONValue {
        switch argument.value {
        case .font(let value): return value
        case .member(let style, nil) where KnownTypes.textStyles.contains(style): return .string(style)
        default:
            if let resolved = try lateImplicitMember(argument) { return try font(resolved) }
            throw mismatch(argument, expected: "a font")
        }
    }

    /// `DragConstraints(…)`, `.none`, `.horizontal`, `.vertical`.
    private func dragConstraintsValue(_ argument: Argument) throws -> JSONValue {
        switch argument.value {
        case .constraints(let value): return value
        case .member(let member, nil) where ["none", "horizontal", "vertical"].contains(member): return .string(member)
        case .member("init", _):
            throw SwiftSourceError(.unsupportedSwift, "write DragConstraints(…) in full here", at: argument.place)
        default: throw mismatch(argument, expected: "DragConstraints")
        }
    }
}
