import LoupeJSON
import SwiftSyntax

/// Evaluates the expressions and statements of one preview statically, as Swift would run them, within explicit
/// limits: literals, the module's types and constants, collections, control flow; SwiftUI's views and modifiers become
/// a scene. Anything else is an error at its place.
final class Evaluator {
    let source: SwiftSourceFile
    var warnings: [SwiftSourceWarning] = []
    /// The view structs being evaluated, outermost first: a struct that appears twice is recursion.
    var structStack: [String] = []
    /// What this preview's evaluation holds of its own: limits, fixed values, environment, model store.
    var state: PreviewState
    /// While an `alignmentGuide` closure runs: whether its guide is horizontal, so that `d[.center]` is read on its axis.
    var guideAxisIsHorizontal: [Bool] = []
    /// While a GeometryReader's content is read at sample sizes (`Evaluator+GeometryPaths`).
    var isReadingGeometryPaths = false
    /// The file-level constants, each evaluated when first read.
    let globals = Scope()
    var evaluatingGlobals: Set<String> = []
    /// Static properties already evaluated (`Item.samples`), by `Type.name`: a static is evaluated once.
    var statics: [String: Value] = [:]
    /// Static properties whose evaluation failed, with the error: evaluated again, they fail the same way.
    var failedStatics: [String: SwiftSourceError] = [:]
    /// The known name nearest each undeclared one, by the name and the count of the module's types: code that
    /// reads an undeclared name in a loop is refused at each read, and the search is slow.
    var nearestNames: [String: String?] = [:]
    var evaluatingStatics: Set<String> = []
    /// The instances whose initializer runs: their properties are set without `willSet`/`didSet`, as in Swift.
    var initializingInstances: Set<ObjectIdentifier> = []
    /// The file-level constants whose slice is being followed (a guard against constants that name each other).
    var slicesFollowed: Set<String> = []
    /// The module's stored properties' types by name, read once per set of declarations (`propertyTypes(named:)`,
    /// asked at every subscript of a member and every `??` of a nil member).
    var propertyTypesByName: (typeCount: Int, types: [String: [String]])?
    /// Foundation's classes modelled as declarations (`DateFormatter`, `NumberFormatter`), parsed on first use.
    lazy var foundationTypes = FoundationObjects.types()
    /// While an identity is written (``identity(_:at:)``): values inside collections are written without their module.
    var writingIdentity = 0
    /// The GeometryReaders whose content is being evaluated, innermost last, by key (`Evaluator+GeometryReaders`).
    var readerKeys: [String] = []
    /// How many readers each place made so far, for their keys.
    var readerOccurrences: [String: Int] = [:]
    /// The readers whose content needs their frame, in the order met.
    var pendingReaders: [String] = []
    /// The key of the reader `spelledView` is making, taken by its content.
    var spelledReader: String?
    /// The Apple types whose initializers from the module's extensions are running (`extension Color { init(hex:) }`),
    /// innermost last: their `self.init(…)` is the type's own initializer.
    var extensionInitializing: [String] = []
    /// While such a `self.init(…)` makes the value: SwiftUI's initializer, not the extension's again.
    var extensionDelegating = false
    /// Types declared inside a preview's or a function's code.
    var localTypes: [String: DeclaredType] = [:]
    /// The types whose code is running, innermost last: their nested types are visible by their own names.
    var typeContext: [DeclaredType] = []

    init(source: SwiftSourceFile, state: PreviewState = PreviewState()) {
        self.source = source
        self.state = state
        for (name, binding) in source.ownDeclarations.variables {
            if let initializer = binding.initializer { globals.bind(name, .global(name, initializer.value)) }
            else if let accessors = binding.accessorBlock, let getter = try? getter(of: accessors) {
                globals.bind(name, .computed(getter, globals, builder: Self.isViewBuilder(binding)))
            }
        }
    }

    /// Ends an evaluation: a computed file-level property is bound, with the file's scope it runs in, into that scope
    /// (a cycle), so the scope is dissolved and the statics dropped once the views are made.
    func finish() {
        globals.dissolve()
        statics.removeAll()
        localTypes.removeAll()
    }

    // MARK: - Places and messages

    func place(_ node: some SyntaxProtocol) -> SourcePlace { source.place(of: node) }

    func error(_ kind: SwiftSourceError.Kind, _ message: String, at node: some SyntaxProtocol,
               construct: String? = nil) -> SwiftSourceError {
        SwiftSourceError(kind, message, at: place(node), construct: construct)
    }

    /// `'TabView' is not supported (supported views: docs/swift-source.md)`.
    func unsupported(_ kind: SwiftSourceError.Kind, _ construct: String, _ note: String,
                     at node: some SyntaxProtocol) -> SwiftSourceError {
        error(kind, "'\(construct)' is not supported (\(note))", at: node, construct: construct)
    }

    func warn(_ message: String, at node: some SyntaxProtocol) { warn(message, at: place(node)) }

    func warn(_ message: String, at place: SourcePlace) {
        let warning = SwiftSourceWarning(place: place, message: message)
        // A construct evaluated twice (a Text's literal is read for its text and for its frame) warns once.
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// The construct's own spelling, shortened: `.sheet(isPresented:)`, `TabView`.
    func spelling(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return firstLine.count > 60 ? String(firstLine.prefix(57)) + "…" : firstLine
    }

    /// Counts one step of work, or throws at the limit.
    func step(at node: some SyntaxProtocol) throws {
        state.budget.steps += 1
        if state.budget.steps > EvaluationBudget.maximumSteps {
            throw error(.limit, "the preview's code runs more than \(EvaluationBudget.maximumSteps) steps (a loop that does not end?)", at: node)
        }
    }

    // MARK: - Expressions

    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        state.budget.depth += 1
        defer { state.budget.depth -= 1 }
        if state.budget.depth > EvaluationBudget.maximumDepth {
            throw error(.limit, "the expression is nested too deeply (more than \(EvaluationBudget.maximumDepth) levels)", at: expression)
        }
        try step(at: expression)
        if LiteralNumber.mayBeLiteral(expression), let literal = LiteralNumber(expression) {
            return try literalValue(literal, at: expression)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return try integer(literal)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(String(literal.literal.text.filter { $0 != "_" })), value.isFinite else {
                throw error(.invalidValue, "'\(literal.literal.text)' is not a number this renderer reads", at: literal)
            }
            return .double(value)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return .string(try string(literal, in: scope).text)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var items = try array.elements.map { try evaluate($0.expression, in: scope) }
            // `[1.5, 2]`, `[x, 2]` of a Double x: with no declared type, the integer literals take the floating type.
            // With an integer element made by an operator (`[3 * 9, 0.5]`) Swift types the literal as `[Any]` instead.
            // `[Float(0.1), 0.2]`: the elements that are not literals decide, a literal `0.2` being any floating type.
            let made = zip(array.elements, items).filter { element, _ in
                !(LiteralNumber.mayBeLiteral(element.expression) && LiteralNumber(element.expression) != nil)
            }.map(\.1)
            if ExpectedType.of(array) == nil, let kind = Self.floatingKind(of: made) ?? Self.floatingKind(of: items),
               !array.elements.contains(where: { element in
                   element.expression.is(SequenceExprSyntax.self) && LiteralNumber(element.expression)?.integer != nil
               }) {
                for (index, element) in array.elements.enumerated() where items[index].number != nil {
                    if LiteralNumber.mayBeLiteral(element.expression), let literal = LiteralNumber(element.expression) {
                        items[index] = try literalValue(literal, as: kind, at: element.expression)
                    }
                }
            }
            // `[Level.high, .low]`: with no declared type, the elements' one type (the first of the module's types an
            // element has) types the implicit members among them.
            if ExpectedType.of(array) == nil, items.contains(where: { if case .member = $0 { true } else { false } }),
               let typeName = items.lazy.compactMap(Self.declaredTypeName).first {
                items = try items.map { item in if case .member = item { try typed(item, as: typeName) } else { item } }
            }
            return .array(items)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return try dictionaryLiteral(dictionary, in: scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope)
            }
            return .tuple(try tuple.elements.map { ($0.label?.text, try evaluate($0.expression, in: scope)) })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return try prefixOperation(prefix, in: scope)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return try evaluateSequence(sequence, in: scope)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return try evaluateInfix(infix, in: scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = try evaluate(ternary.condition, in: scope)
            guard case .bool(let flag) = condition else {
                throw error(.typeMismatch, "expected a Boolean condition, found \(condition.kind)", at: ternary.condition)
            }
            return try evaluate(flag ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try lookUp(reference, in: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return try sliceIndexed(try memberAccess(member, in: scope), member.declName.baseName.text, of: member.base, in: scope, at: member)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            return try sliceIndexed(try self.call(call, in: scope), name, of: call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                                    in: scope, at: call)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return try subscripted(subscriptCall, in: scope)
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            return .keyPath(keyPath.components.trimmedDescription.trimmingPrefix("."))
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return try closureValue(closure, in: scope)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return .views(try ifViews(ifExpression, in: scope))
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try switchValue(switchExpression, in: scope)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return try evaluate(optional.expression, in: scope)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(forced.expression, in: scope)
            if case .null = value { throw error(.invalidValue, "'\(spelling(forced))' is nil here", at: forced) }
            return value
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            // `items[2...]`: from a bound to the end.
            guard let lower = try evaluate(postfix.expression, in: scope).number else {
                throw error(.typeMismatch, "a range needs a number", at: postfix)
            }
            return .range(lower: lower, upper: Double(EvaluationBudget.maximumElements), closed: false)
        }
        if let tryExpression = expression.as(TryExprSyntax.self) {
            return try evaluate(tryExpression.expression, in: scope)
        }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) {
            return try evaluate(awaitExpression.expression, in: scope)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            let value = try evaluate(cast.expression, in: scope)
            return try converted(value, to: cast.type.trimmedDescription, at: cast)
        }
        if let check = expression.as(IsExprSyntax.self) {
            let value = try evaluate(check.expression, in: scope)
            return .bool(matchesType(value, check.type.trimmedDescription))
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return try macroValue(macro, in: scope)
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return try postfixIfConfig(postfix, in: scope)
        }
        if expression.is(SuperExprSyntax.self) {
            throw unsupported(.unsupportedSwift, "super", "supported Swift: docs/swift-source.md", at: expression)
        }
        throw unsupported(.unsupportedSwift, spelling(expression), "supported Swift: docs/swift-source.md", at: expression)
    }

    private func integer(_ literal: IntegerLiteralExprSyntax) throws -> Value {
        var text = String(literal.literal.text.filter { $0 != "_" })
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            text.removeFirst(2); radix = base
        }
        guard let value = Int(text, radix: radix) else {
            throw error(.invalidValue, "'\(literal.literal.text)' does not fit an Int", at: literal)
        }
        return .int(value)
    }

    private func prefixOperation(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let operand = try evaluate(prefix.expression, in: scope)
        switch (prefix.operator.text, operand) {
        case ("-", .int(let n)):
            guard n != .min else { throw error(.invalidValue, "arithmetic overflow: -Int.min does not fit an Int", at: prefix) }
            return try sizedPrefix(-n, "-", prefix, in: scope)
        case ("~", .int(let n)):
            return try sizedPrefix(~n, "~", prefix, in: scope)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .float(let f)): return .float(-f)
        case ("+", .int), ("+", .double), ("+", .float): return operand
        case ("!", .bool(let b)): return .bool(!b)
        case ("...", _) where operand.number != nil:
            // `...4`: up to a bound, as `lineLimit(...4)` and `items[...3]` take it.
            return .range(lower: 0, upper: operand.number ?? 0, closed: true)
        case ("..<", _) where operand.number != nil:
            return .range(lower: 0, upper: operand.number ?? 0, closed: false)
        default:
            let op = prefix.operator.text.count > 10 ? String(prefix.operator.text.prefix(10)) + "…" : prefix.operator.text
            throw error(.typeMismatch, "'\(op)' cannot be applied to \(operand.kind)", at: prefix)
        }
    }

    /// `-x` and `~x` of an operand declared a sized integer, in that type (`~UInt8(200)` is 55; `-Int8.min` traps).
    private func sizedPrefix(_ value: Int, _ op: String, _ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        guard source.namesSizedIntegers, let declared = try declaredType(of: prefix.expression, in: scope) else { return .int(value) }
        return try sizedInteger(value, op, type: declared, at: prefix)
    }

    /// `#file`, `#line`, `#function`: what the compiler would write; other macros are not expanded.
    private func macroValue(_ macro: MacroExpansionExprSyntax, in scope: Scope) throws -> Value {
        switch macro.macroName.text {
        case "file", "fileID", "filePath": return .string(place(macro).fileName)
        case "line": return .int(place(macro).line)
        case "column": return .int(place(macro).column)
        case "function":
            guard let name = Self.enclosingFunctionName(of: macro) else {
                throw error(.unsupportedSwift, "'#function' here is the name of the module, which a preview does not know", at: macro)
            }
            return .string(name)
        case "colorLiteral":
            var arguments = try self.arguments(of: macro.arguments, trailing: nil, node: Syntax(macro), in: scope)
            // Xcode's colour literal spells the opacity `alpha:`.
            for index in arguments.list.indices where arguments.list[index].label == "alpha" { arguments.list[index].label = "opacity" }
            return .color(try colorInitializer(arguments, at: macro))
        default:
            throw unsupported(.unsupportedSwift, "#\(macro.macroName.text)", "macros other than #Preview are not expanded", at: macro)
        }
    }

    /// `view #if os(iOS) .padding() #endif`: the modifiers of the clause that holds.
    private func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, in scope: Scope) throws -> Value {
        var value: Value = try postfix.base.map { try evaluate($0, in: scope) } ?? .null
        guard case .postfixExpression(let chain)? = CompileConditions.activeClause(of: postfix.config)?.elements else {
            return value
        }
        // The clause holds `.a().b()` written after the base: apply each member call in order.
        var calls: [ExprSyntax] = []
        var node = chain
        while true {
            calls.append(node)
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base { node = base; continue }
            if let member = node.as(MemberAccessExprSyntax.self), let base = member.base { node = base; continue }
            break
        }
        for expression in calls.reversed() {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let arguments = try self.arguments(of: call, in: scope)
            value = try method(member.declName.baseName.text, on: value, arguments, at: member.declName)
        }
        return value
    }

    // MARK: - Strings

    /// A string literal's text, with interpolations evaluated; `space` is set when an interpolation reads a
    /// GeometryReader's frame (then the text is a template of the scene format's `{x}` placeholders).
    struct InterpolatedString {
        var text: String
        var space: String?
        /// The symbols of `Image(systemName:)`s interpolated into the text, in order; each stands at an
        /// ``symbolMarker`` in `text`.
        var symbols: [String] = []
    }

    /// Where an interpolated symbol stands in an interpolated string: U+FFFC, the object replacement character.
    static let symbolMarker: Character = "\u{FFFC}"

    /// The symbol name of an `Image(systemName:)` view with no modifiers.
    static func symbolName(of view: BuiltView) -> String? {
        guard view.modifiers.isEmpty, case .object(let members) = view.parameters,
              case .string(let name)? = members.first(where: { $0.0 == "systemName" })?.1.plainJSON else { return nil }
        return name
    }

    /// `localized`: the literal is a `LocalizedStringKey` (`Text("…")`), whose interpolation writes a number by its
    /// format specifier — a `Double`, `CGFloat` or `Float` with six decimals (`%lf`: `3.500000`), an integer as
    /// it is — and takes no Bool (docs/swift-source.md#text-and-its-interpolation).
    func string(_ literal: StringLiteralExprSyntax, in scope: Scope, localized: Bool = false) throws -> InterpolatedString {
        var result = InterpolatedString(text: "", space: nil)
        let raw = literal.openingPounds != nil
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                result.text += raw ? piece.content.text : try unescaped(piece.content.text, at: piece)
            case .expressionSegment(let interpolation):
                if interpolation.expressions.count == 2, let first = interpolation.expressions.first, first.label == nil,
                   let specifier = interpolation.expressions.last, specifier.label?.text == "specifier" {
                    // `Text("\(price, specifier: "%.2f")")`: LocalizedStringKey's format specifier.
                    let format = try evaluate(specifier.expression, in: scope)
                    guard case .string(let pattern) = format else { throw error(.typeMismatch, "specifier: expected a string", at: specifier) }
                    result.text += try formatString(pattern, [try evaluate(first.expression, in: scope)], at: interpolation)
                    continue
                }
                if interpolation.expressions.count == 2, let first = interpolation.expressions.first, first.label == nil,
                   let format = interpolation.expressions.last, format.label?.text == "format" {
                    let value = try evaluate(first.expression, in: scope)
                    let style = try evaluate(format.expression, in: scope)
                    result.text += try formattedText(value, style: style, at: interpolation)
                    continue
                }
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    throw error(.unsupportedSwift, "this string interpolation is not supported: '\(spelling(interpolation))'", at: interpolation)
                }
                let value = try orUnknown(only.expression, in: scope)
                if case .geometry(let read) = value, let placeholder = read.placeholder {
                    if let space = result.space, space != read.space {
                        throw error(.unsupportedSwift, "one Text can show frames in one coordinate space only", at: interpolation)
                    }
                    result.space = read.space
                    result.text += "{\(placeholder)}"
                } else if case .view(let view) = value, view.kind == "Image", let symbol = Self.symbolName(of: view) {
                    // `Text("Rated \(Image(systemName: "star.fill"))")`: the symbol in the text.
                    result.text.append(Self.symbolMarker)
                    result.symbols.append(symbol)
                } else if localized, let text = try localizedInterpolation(value, at: only.expression) {
                    result.text += text
                } else {
                    // Swift writes an optional that holds a value as `Optional(…)` (and warns that it does).
                    result.text += try written(only.expression, value, in: scope)
                }
            @unknown default: throw error(.unsupportedSwift, "this part of a string literal is not supported", at: literal)
            }
        }
        return result
    }

    /// How a `LocalizedStringKey`'s interpolation writes `value` where it differs from `String`'s; nil where it is the
    /// same. SwiftUI gives each number a format specifier (`%lld` for an `Int`, `%lf` for a `Double` or `CGFloat`, `%f`
    /// for a `Float`), so a floating-point number shows six decimals; a Bool does not compile.
    func localizedInterpolation(_ value: Value, at node: some SyntaxProtocol) throws -> String? {
        switch value {
        case .double(let d): return PrintfConversion(conversion: "f").written(.floating(d))
        case .float(let f): return PrintfConversion(conversion: "f").written(.floating(Double(f)))
        case .bool:
            throw error(.typeMismatch, "a Text's string literal is a LocalizedStringKey, which cannot interpolate a Bool (use Text(verbatim:) or String(describing:))", at: node)
        default: return nil
        }
    }

    /// How Swift's string interpolation writes a value.
    func interpolated(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .int(let n): return String(n)
        case .double(let d): return d.description
        case .float(let f): return f.description
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .size(let w, let h): return "(\(w.description), \(h.description))"
        case .null: return "nil"
        case .unknown(let source): return "‹\(source)›"
        case .enumCase(let value) where value.type.conformances.contains("CustomStringConvertible")
                || value.type.conformances.contains("CustomDebugStringConvertible"):
            // An enum's own `description` (or `debugDescription`) is what an interpolation writes, as for a struct.
            let member = value.type.conformances.contains("CustomStringConvertible") ? "description" : "debugDescription"
            guard let description = try instanceMember(member, of: .enumCase(value), at: node) else {
                throw error(.unsupportedSwift, "'\(value.type.name)'s '\(member)' is not declared in the files read", at: node)
            }
            return try interpolated(description, at: node)
        case .enumCase(let value):
            guard !value.payload.isEmpty else { return value.name }
            return value.name + "(" + (try value.payload.map { ($0.label.map { "\($0): " } ?? "") + (try quoted($0.value, at: node)) }
                .joined(separator: ", ")) + ")"
        case .member("infinity", nil): return "inf"   // `Double.infinity`, written as Swift writes it
        case .member(let name, nil) where !name.contains("."): return name
        case .type(let name): return name   // `"\(Self.self)"`, `String(describing: Item.self)`
        case .date(let seconds): return try dateProperty("description", seconds, at: node).flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
        case .array(let items): return "[" + (try items.map { try quoted($0, at: node) }.joined(separator: ", ")) + "]"
        case .tuple(let elements):
            return "(" + (try elements.map { ($0.label.map { "\($0): " } ?? "") + (try quoted($0.value, at: node)) }.joined(separator: ", ")) + ")"
        case .instance(let instance) where instance.type.conformances.contains("CustomStringConvertible"):
            // A type's own `description` is what a string interpolation writes.
            guard let description = try instanceMember("description", of: value, at: node) else {
                throw error(.unsupportedSwift, "'\(instance.type.name)'s 'description' is not declared in the files read", at: node)
            }
            return try interpolated(description, at: node)
        case .instance(let instance) where instance.type.conformances.contains("CustomDebugStringConvertible"):
            // `String(describing:)` falls back to `debugDescription` when there is no `description`.
            guard let description = try instanceMember("debugDescription", of: value, at: node) else {
                throw error(.unsupportedSwift, "'\(instance.type.name)'s 'debugDescription' is not declared in the files read", at: node)
            }
            return try interpolated(description, at: node)
        case .instance(let instance) where instance.type.isGeneric:
            throw error(.unsupportedSwift, "writing an instance of the generic type '\(instance.type.name)' is not supported (Swift writes its type's arguments, which are not tracked here)", at: node)
        case .instance(let instance) where instance.type.kind != .structure:
            // A class's instance is written as its type's name with the module's before it (`App.Model`).
            throw error(.unsupportedSwift, "writing an instance of the class '\(instance.type.name)' is not supported (Swift writes the module's name before it, which is not known here)", at: node)
        case .instance(let instance):
            // As Swift prints a struct: its type and stored properties in declaration order, optionals as `Optional(…)`.
            let names = instance.type.instanceVariables.flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText }
            let parts = try names.compactMap { name in
                try instance.properties.lookUp(name).map { property -> String in
                    let depth = if case .null = property { 0 } else { Self.optionalDepth(ofType: propertyAnnotation(name, of: instance.type) ?? "") }
                    return "\(name): \(Self.wrapped(try quoted(property, at: node), depth: depth))"
                }
            }
            return "\(instance.type.name)(\(parts.joined(separator: ", ")))"
        default: throw error(.typeMismatch, "\(value.kind) cannot be written into a string here", at: node)
        }
    }

    /// A value as Swift prints it inside a collection: strings quoted.
    /// A value written as an identity (`.id(item)`, a coordinate space's name): as Swift writes it, but without the
    /// module's name it writes inside collections, which only has to tell values apart here.
    func identity(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        writingIdentity += 1
        defer { writingIdentity -= 1 }
        return try interpolated(value, at: node)
    }

    func quoted(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        if case .string(let text) = value { return Self.debugQuoted(text) }
        switch value {
        case _ where writingIdentity > 0:
            break
        case .enumCase(let value):
            // Inside a collection, a tuple or a struct Swift writes the module's name before the type
            // (`[App.Suit.hearts]`): refused, since the module's name is not known here, rather than written wrong.
            throw error(.unsupportedSwift, "writing '\(value.type.name).\(value.name)' inside a collection, tuple or struct is not supported (Swift writes the module's name before it, which is not known here)", at: node)
        case .instance(let instance) where !instance.type.conformances.contains("CustomStringConvertible")
                                          && !instance.type.conformances.contains("CustomDebugStringConvertible"):
            throw error(.unsupportedSwift, "writing a '\(instance.type.name)' inside a collection, tuple or struct is not supported (Swift writes the module's name before it, which is not known here)", at: node)
        default:
            break
        }
        return try interpolated(value, at: node)
    }

    private func unescaped(_ text: String, at node: some SyntaxProtocol) throws -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\" else { out.unicodeScalars.append(scalar); continue }
            switch iterator.next() {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\"": out += "\""
            case "'": out += "'"
            case "\\": out += "\\"
            case "u":
                var hex = ""
                guard iterator.next() == "{" else { throw error(.syntax, "malformed \\u escape", at: node) }
                while let c = iterator.next(), c != "}" { hex.unicodeScalars.append(c) }
                guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                    throw error(.syntax, "malformed \\u escape", at: node)
                }
                out.unicodeScalars.append(decoded)
            default:
                throw error(.syntax, "unsupported escape in a string literal", at: node)
            }
        }
        return out
    }
}

extension Evaluator {
    /// A string as Swift's `debugDescription` writes it inside a collection: quoted, with `\\`, `"`, tab, newline and
    /// carriage return escaped.
    static func debugQuoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}

extension String {
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
