import SwiftSyntax

/// The module's own types: instances made by their memberwise or declared initializers, their properties and methods,
/// static members and sample data, enum cases with raw and associated values.
extension Evaluator {
    /// The declared type `name` (`Item`, `Model.Item`, `Self` inside a type), reading the module when the file does
    /// not declare it.
    func resolveType(_ name: String, at node: some SyntaxProtocol, in scope: Scope? = nil) throws -> DeclaredType? {
        if name == "Self", let selfValue = scope?.lookUp("self") {
            switch selfValue {
            case .instance(let instance): return instance.type
            case .enumCase(let value): return value.type
            default: return nil
            }
        }
        if let local = localTypes[name] { return local }
        for context in typeContext.reversed() {
            if context.name == name { return current(context) }
            if let nested = current(context).nestedTypes[name] { return nested }
        }
        let parts = name.split(separator: ".").map(String.init)
        if let type = source.declarations.resolve(parts) { return type }
        if source.loadModule() {
            // An extension in another file may declare it inside a type whose code is running
            // (`extension ContentView { final class ViewModel … }`, named `ViewModel` in `ContentView`).
            for context in typeContext.reversed() {
                if let nested = current(context).nestedTypes[name] { return nested }
            }
            if let type = source.declarations.resolve(parts) { return type }
        }
        return foundationTypes[name]
    }

    /// The type as the declarations now know it: a type met before the module's other files were read is read
    /// again with their extensions (the same declaration, by its name token).
    func current(_ type: DeclaredType) -> DeclaredType {
        guard source.module != nil, let fresh = source.declarations.resolve([type.name]), fresh !== type,
              fresh.nameToken.id == type.nameToken.id else { return type }
        return fresh
    }

    static func isLazy(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    }

    /// A `lazy var`'s value: made at its first read, with `self` the instance, then kept — not when the instance is
    /// made, as Swift defers it (a lazy value a preview never reads is never evaluated).
    func lazyValue(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        guard let (variable, binding) = Self.property(name, of: instance.type), Self.isLazy(variable),
              let initializer = binding.initializer else { return nil }
        typeContext.append(instance.type)
        defer { typeContext.removeLast() }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        scope.bind("self", .instance(instance))
        let given = try evaluate(initializer.value, in: scope)
        try requireEvaluatedType(given, as: Self.annotation(binding), at: initializer.value)
        let value = try typed(given, as: Self.annotation(binding))
        instance.properties.bind(name, value)
        return value
    }

    // MARK: - Making instances

    /// `Type(arguments)` for a type of the module: a view struct's body, an enum's `init(rawValue:)`, or an instance.
    func constructDeclared(_ type: DeclaredType, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        if type.kind == .enumeration {
            return try enumInitializer(type, arguments, at: node)
        }
        let instance = try makeInstance(type, arguments, at: node)
        if type.isShape { return try shapeView(of: instance, at: node) }
        if type.isView { return .views(try body(of: instance, at: node)) }
        return .instance(instance)
    }

    /// What a type whose code is running names by a member type alias (`typealias Image = UIImage` in SwiftGen's
    /// `ImageAsset`): the aliased type, for a plain name; nil where no alias of that name is in reach.
    func memberTypeAlias(_ name: String) -> String? {
        guard let target = typeContext.reversed().lazy.compactMap({ self.current($0).typeAliases[name] }).first else { return nil }
        return target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? target : nil
    }

    /// An instance: stored properties from the arguments (the memberwise initializer) or from a declared
    /// initializer's body, defaults and property wrappers' values for the rest.
    func makeInstance(_ type: DeclaredType, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Instance {
        typeContext.append(type)
        defer { typeContext.removeLast() }
        let instance = Instance(type: type, properties: Scope())
        let declared = type.initializers
        let initializer = declared.isEmpty ? nil : try chooseInitializer(declared, for: arguments, of: type.name, at: node)
        var remaining = initializer == nil ? arguments.list : []
        for variable in type.instanceVariables where !Self.isLazy(variable) {
            let wrapper = PropertyWrapper(variable)
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                      binding.accessorBlock == nil || binding.accessorBlock.map(Self.isStoredWithObservers) == true else { continue }
                if initializer == nil, let index = remaining.firstIndex(where: { $0.label == property }) {
                    guard index == remaining.startIndex else {
                        throw SwiftSourceError(.unexpectedArgument, "'\(property):' comes before '\(remaining[remaining.startIndex].label ?? "_"):' in \(type.name)'s memberwise initializer",
                                               at: remaining[index].place)
                    }
                    instance.properties.bind(property, try storedValue(remaining.removeFirst(), of: binding))
                    continue
                }
                if let value = try wrappedValueOrUnknown(wrapper, of: binding, named: property, at: node) {
                    instance.properties.bind(property, try typed(value, as: Self.annotation(binding)))
                } else if initializer == nil, arguments.trailing.isEmpty {
                    throw error(.missingArgument, "'\(type.name)' needs '\(property):' (its memberwise initializer has no default for it)",
                                at: node, construct: type.name)
                }
            }
        }
        if let extra = remaining.first {
            throw SwiftSourceError(.unexpectedArgument, "'\(type.name)' has no stored property '\(extra.label ?? "_")'", at: extra.place)
        }
        if let initializer {
            try run(initializer, of: instance, with: arguments, at: node)
        } else if !arguments.trailing.isEmpty {
            // Trailing closures fill the last stored properties the arguments left without a value (`Card { … }`).
            let unset = type.instanceVariables.flatMap(\.bindings).compactMap { binding -> String? in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                      binding.initializer == nil || binding.typeAnnotation?.type.trimmedDescription.contains("->") == true else { return nil }
                return name
            }
            let targets = unset.suffix(arguments.trailing.count)
            guard targets.count == arguments.trailing.count else {
                throw error(.unexpectedArgument, "'\(type.name)' takes no trailing closure here", at: arguments.trailing[0].closure)
            }
            let bindings = Dictionary(type.instanceVariables.flatMap(\.bindings).compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.bareText, binding) }
            }, uniquingKeysWith: { first, _ in first })
            for (name, trailing) in zip(targets, arguments.trailing) {
                let closure = Value.closure(trailing.closure, arguments.scope)
                instance.properties.bind(name, try bindings[name].map { try storedValue(closure, of: $0) } ?? closure)
            }
        }
        inferGenericArguments(of: instance)
        return instance
    }

    /// The value an initializer's argument stores in `variable`: a closure given to a `@ViewBuilder` property that is
    /// not itself a function (`@ViewBuilder var label: Label`) is run then, as the memberwise initializer runs it, and
    /// the property holds its views.
    private func storedValue(_ argument: Argument, of binding: PatternBindingSyntax) throws -> Value {
        try storedValue(try typedArgument(argument, as: Self.annotation(binding)).copiedIfValueType, of: binding)
    }

    private func storedValue(_ value: Value, of binding: PatternBindingSyntax) throws -> Value {
        let annotation = Self.annotation(binding)
        guard case .closure(let closure, let captured) = value, annotation?.contains("->") == false,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" })
        else { return try typed(value, as: annotation) }
        return .views(try views(of: try callClosure(closure, in: captured, with: [], at: closure), at: closure))
    }

    /// A property's declared type, as written (`LoadState`, `[Item]`), if it has one.
    static func annotation(_ binding: PatternBindingSyntax) -> String? {
        if let written = binding.typeAnnotation?.type.trimmedDescription { return written }
        if let initializer = binding.initializer { return inferredType(of: initializer.value) }
        // `let a, b: Double`: a binding without a type or value has the type written after it.
        guard let list = binding.parent?.as(PatternBindingListSyntax.self) else { return nil }
        let later = list.drop { $0.id != binding.id }.dropFirst()
        for next in later {
            if let type = next.typeAnnotation?.type.trimmedDescription { return type }
            if next.initializer != nil { return nil }
        }
        return nil
    }

    /// The type Swift gives a stored property from its initial value alone, where that is plain from the syntax: a
    /// floating-point literal is a `Double` (`var price = 0.0`), `CGFloat.zero` a `CGFloat`, `Float(0)` a `Float`,
    /// `0 as CGFloat` a `CGFloat`, `[0.0]` a `[Double]`. Nil where the value's type takes evaluating it.
    static func inferredType(of expression: ExprSyntax) -> String? {
        let numeric: Set<String> = ["Double", "CGFloat", "Float", "Int"]
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return inferredType(of: prefix.expression)
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            let type = cast.type.trimmedDescription
            return numeric.contains(type) ? type : nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self)?.type.trimmedDescription, numeric.contains(type) {
            return type
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription, numeric.contains(base) {
            return base
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           numeric.contains(call.calledExpression.trimmedDescription) || sizedIntegerRanges[call.calledExpression.trimmedDescription] != nil {
            return call.calledExpression.trimmedDescription
        }
        if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first,
           let element = inferredType(of: first.expression), element != "Int" {
            return "[\(element)]"
        }
        return nil
    }

    /// A property `{ didSet … }` is stored; one with a getter is computed.
    static func isStoredWithObservers(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The declared initializer whose labels the arguments fit (every parameter given or defaulted).
    func chooseInitializer(_ initializers: [InitializerDeclSyntax], for arguments: CallArguments, of name: String,
                                   at node: some SyntaxProtocol) throws -> InitializerDeclSyntax {
        if let initializer = try chooseOverload(initializers, clause: \.signature.parameterClause, for: arguments) {
            return initializer
        }
        let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
        let spelled = "\(name)(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
        throw error(.unexpectedArgument, "no initializer of '\(name)' takes these arguments: '\(spelled)'", at: node, construct: spelled)
    }

    /// Whether a parameter list takes exactly these argument labels, in order (parameters with defaults may be left
    /// out; a trailing closure fills the last parameters).
    /// `trailingFrom`: where the trailing closures start among `labels`, each of which (the first unlabeled) may fill
    /// a labelled closure parameter, by SE-0286's forward scan (`Field { … } content: { … }` for `init(title:content:)`).
    static func accepts(_ clause: FunctionParameterClauseSyntax, labels: [String?], trailingFrom: Int? = nil) -> Bool {
        var given = labels[...]
        for parameter in clause.parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let isTrailing = trailingFrom.map { labels.count - given.count >= $0 } ?? false
            if let next = given.first,
               next == label || (next == nil && label != nil && (given.count == 1 || isTrailing) && Self.isClosureType(parameter)) {
                given.removeFirst()
            } else if parameter.defaultValue == nil, parameter.ellipsis == nil {
                return false
            }
        }
        return given.isEmpty
    }

    private static func isClosureType(_ parameter: FunctionParameterSyntax) -> Bool {
        let type = parameter.type.trimmedDescription
        return type.contains("->") || type.contains("View")
    }

    /// Runs an initializer's body: its parameters bound, `self.x = …`, `x = …` and `_x = State(initialValue: …)`
    /// setting the instance's properties.
    func run(_ initializer: InitializerDeclSyntax, of instance: Instance, with arguments: CallArguments,
                     at node: some SyntaxProtocol) throws {
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        try bindParameters(initializer.signature.parameterClause, to: arguments, in: scope, at: node)
        scope.bind("self", .instance(instance))
        guard let body = initializer.body else { return }
        let inserted = initializingInstances.insert(ObjectIdentifier(instance)).inserted
        defer { if inserted { initializingInstances.remove(ObjectIdentifier(instance)) } }
        _ = try functionValue(body.statements, in: scope, at: node)
    }

    /// `self.init(…)` in an initializer: the declared initializer the arguments fit, run on the same instance; else
    /// the implicit one, whose arguments (none for a class or struct whose stored properties all have values; a
    /// struct's memberwise ones) set the stored properties they name.
    private func delegateInitializer(of instance: Instance, _ arguments: CallArguments, at node: some SyntaxProtocol) throws {
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        let type = instance.type
        let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
        if let initializer = type.initializers.first(where: { Self.accepts($0.signature.parameterClause, labels: labels) }) {
            try run(initializer, of: instance, with: arguments, at: node)
            return
        }
        let stored = Dictionary(type.instanceVariables.flatMap(\.bindings).compactMap { binding -> (String, PatternBindingSyntax)? in
            guard binding.accessorBlock == nil || binding.accessorBlock.map(Self.isStoredWithObservers) == true,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else { return nil }
            return (name, binding)
        }, uniquingKeysWith: { first, _ in first })
        for argument in arguments.list {
            guard let label = argument.label, let binding = stored[label] else {
                throw SwiftSourceError(.unexpectedArgument, "no initializer of '\(type.name)' takes '\(argument.label ?? "_"):'",
                                       at: argument.place)
            }
            instance.properties.bind(label, try typedArgument(argument, as: Self.annotation(binding)))
        }
        if let trailing = arguments.trailing.first {
            throw error(.unexpectedArgument, "no initializer of '\(type.name)' takes a trailing closure here", at: trailing.closure)
        }
    }

    /// Binds a function's parameters to a call's arguments (labels in order, defaults for the rest, trailing closures
    /// for the last).
    func bindParameters(_ clause: FunctionParameterClauseSyntax, to arguments: CallArguments, in scope: Scope,
                        at node: some SyntaxProtocol) throws {
        var given = arguments.list[...]
        var trailing = arguments.trailing[...]
        for parameter in clause.parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if parameter.ellipsis != nil, let next = given.first, next.label == label {
                // `_ xs: Double...`: the arguments up to the next label, each typed as the element.
                let element = parameter.type.trimmedDescription
                var items = [try typedArgument(given.removeFirst(), as: element)]
                while let more = given.first, more.label == nil { items.append(try typedArgument(given.removeFirst(), as: element)) }
                scope.bind(name, .array(items), declaredType: "[\(element)]")
            } else if let next = given.first, next.label == label {
                let type = try Self.literalType(of: next, forParameter: parameter, in: clause, given: arguments) ?? parameter.type.trimmedDescription
                scope.bind(name, try typedArgument(given.removeFirst(), as: type).copiedIfValueType,
                           declaredType: parameter.type.trimmedDescription)
            } else if let closure = trailing.first, parameter.defaultValue == nil || parameter.type.trimmedDescription.contains("->") {
                // A trailing closure fills the next parameter that takes a function, past those left to their defaults.
                trailing.removeFirst()
                let type = parameter.type.trimmedDescription
                if ExpectedType.functionTypeParts(type) != nil { state.closureTypes[closure.closure.id] = type }
                scope.bind(name, .closure(closure.closure, arguments.scope), declaredType: type)
            } else if let defaultValue = parameter.defaultValue {
                // The parameter's type types the default (`icon: Icon.Content = .none`, `scale: Double = 1 / 2`).
                let type = parameter.type.trimmedDescription
                scope.bind(name, try typedArgument(try argument(defaultValue.value, in: scope), as: type), declaredType: type)
            } else if parameter.ellipsis != nil {
                scope.bind(name, .array([]))
            } else {
                throw error(.missingArgument, "the call needs '\(label.map { "\($0):" } ?? "_:")'", at: node)
            }
        }
    }

    /// The type a literal argument takes for a parameter of a generic type `T`: `Double` where `T` is constrained to
    /// a floating-point type (`func half<T: FloatingPoint>(_ x: T)` makes `half(7)` 3.5); an error where the literal's
    /// value depends on a type only the call's context decides (`g(7 / 2)` is 3 as an Int and 3.5 as a Double); nil
    /// for a parameter of a declared type.
    static func literalType(of argument: Argument, forParameter parameter: FunctionParameterSyntax,
                            in clause: FunctionParameterClauseSyntax, given arguments: CallArguments? = nil) throws -> String? {
        guard let literal = argument.literal else { return nil }
        var type = parameter.type.trimmedDescription
        while type.hasSuffix("?") { type.removeLast() }
        let signatureOwner = clause.parent?.parent
        guard let generic = genericParameters(of: clause)?.parameters.first(where: { $0.name.text == type }) else { return nil }
        // `gen(1, 2.5)` of `gen<T>(_ a: T, _ b: T)`: one type for both, the floating one a non-literal gives.
        if let arguments, let unified = unifiedFloatingType(type, in: clause, given: arguments) { return unified }
        var constraints = generic.inheritedType?.trimmedDescription ?? ""
        let whereClause = signatureOwner?.as(FunctionDeclSyntax.self)?.genericWhereClause ?? signatureOwner?.as(InitializerDeclSyntax.self)?.genericWhereClause
        constraints += whereClause?.trimmedDescription ?? ""
        if constraints.contains("FloatingPoint") { return "Double" }
        if case .value(let n)? = literal.integer, Double(n) != literal.double {
            throw SwiftSourceError(.unsupportedSwift, "the literal's type here is the generic '\(type)', which the call's context decides (as an Int it is \(n), as a Double \(literal.double)); write it with a type, such as Double(…)",
                                   at: argument.place)
        }
        return nil
    }

    /// The floating type the arguments bound to parameters of the generic type `type` give it: a floating value, or
    /// a literal with a fraction (a Double).
    private static func unifiedFloatingType(_ type: String, in clause: FunctionParameterClauseSyntax, given arguments: CallArguments) -> String? {
        var given = arguments.list[...]
        for parameter in clause.parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard let next = given.first, next.label == label else { continue }
            given.removeFirst()
            var written = parameter.type.trimmedDescription
            while written.hasSuffix("?") { written.removeLast() }
            guard written == type else { continue }
            // A literal with a fraction is a Double where nothing else decides; an integer literal decides nothing.
            if let literal = next.literal {
                if literal.integer == nil { return "Double" }
                continue
            }
            switch next.value {
            case .double: return "Double"
            case .float: return "Float"
            default: continue
            }
        }
        return nil
    }

    // MARK: - View structs

    /// The views of a view struct's `body`, run with `self` the instance.
    func body(of instance: Instance, at node: some SyntaxProtocol) throws -> [BuiltView] {
        let name = instance.type.name
        if structStack.contains(name) {
            throw error(.recursion, "recursion between view structs: \((structStack + [name]).joined(separator: " → ")); a preview must end", at: node)
        }
        structStack.append(name)
        defer { structStack.removeLast() }
        typeContext.append(instance.type)
        defer { typeContext.removeLast() }
        guard let (getter, builder) = computedProperty("body", of: instance.type) else {
            throw error(.missingArgument, "'\(name)' has no 'body'", at: instance.type.nameToken)
        }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        scope.bind("self", .instance(instance))
        if builder { return try builderViews(getter, in: scope) }
        return try views(of: try functionValue(getter, in: scope, at: node), at: node)
    }

    /// A view struct of the module, made with `arguments`: its body's views (kept for `GridDragView` factories and
    /// the file's single struct).
    func instantiate(_ type: DeclaredType, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> [BuiltView] {
        try body(of: try makeInstance(type, arguments, at: node), at: node)
    }

    // MARK: - Members

    /// An instance property's declared type, as written.
    func propertyAnnotation(_ name: String, of type: DeclaredType) -> String? {
        guard let (variable, binding) = Self.property(name, of: type) else { return nil }
        if let annotation = binding.typeAnnotation?.type.trimmedDescription { return annotation }
        // `@Environment(\.accent) var accent`: the type the environment value is declared with.
        return Self.environmentKey(of: variable).flatMap(environmentValueType)
    }

    /// The declaration of an instance property `name`, and its binding.
    static func property(_ name: String, of type: DeclaredType) -> (VariableDeclSyntax, PatternBindingSyntax)? {
        for variable in type.instanceVariables + type.defaultInstanceVariables {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name {
                return (variable, binding)
            }
        }
        return nil
    }

    /// `accent` of `@Environment(\.accent)`.
    static func environmentKey(of variable: VariableDeclSyntax) -> String? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let list)? = attribute.arguments, list.count == 1,
                  let keyPath = list.first?.expression.as(KeyPathExprSyntax.self) else { continue }
            return keyPath.components.trimmedDescription.trimmingPrefix(".")
        }
        return nil
    }

    /// The declared type of an environment value: SwiftUI's optional ones, or the module's own declaration.
    func environmentValueType(_ key: String) -> String? {
        switch key {
        case "horizontalSizeClass", "verticalSizeClass": return "UserInterfaceSizeClass?"
        case "font": return "Font?"
        case "editMode": return "Binding<EditMode>?"
        default: return customEnvironmentBinding(key)?.typeAnnotation?.type.trimmedDescription
        }
    }

    /// A computed property's getter, and whether it is a view builder.
    func computedProperty(_ name: String, of type: DeclaredType) -> (CodeBlockItemListSyntax, Bool)? {
        guard let (_, binding) = Self.property(name, of: type), let accessors = binding.accessorBlock,
              !Self.isStoredWithObservers(accessors), let getter = try? getter(of: accessors) else { return nil }
        return (getter, Self.isViewBuilder(binding))
    }

    /// `value.name` for an instance or enum case: a stored property, a computed one (run), or a method (bound).
    func instanceMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        // `model.$isOn`: a wrapped property's projected value, a binding a preview reads as its value.
        if name.hasPrefix("$"), name.count > 1 {
            return try publishedPublisher(String(name.dropFirst()), of: base) ?? instanceMember(String(name.dropFirst()), of: base, at: node)
        }
        let type: DeclaredType
        switch base {
        case .instance(let instance):
            if let stored = instance.properties.lookUp(name) { return stored }
            if let made = try lazyValue(name, of: instance, at: node) { return made }
            type = instance.type
        case .enumCase(let value):
            type = value.type
            if name == "rawValue" { return try rawValue(of: value, at: node) }
            if let element = value.payload.first(where: { $0.label == name }) { return element.value }
        default:
            return nil
        }
        if let (getter, builder) = computedProperty(name, of: type) {
            typeContext.append(type)
            defer { typeContext.removeLast() }
            let scope = Scope(parent: globals)
            defer { scope.dissolve() }
            scope.bind("self", base)
            if builder { return .views(try builderViews(getter, in: scope)) }
            // The property's declared type types what its getter gives (`var next: Level { .mid }` is a Level).
            return try typed(try functionValue(getter, in: scope, at: node), as: propertyAnnotation(name, of: type))
        }
        if !type.methods(name, isStatic: false).isEmpty { return .boundMethod(base, name) }
        if name == "id", case .enumCase(let value) = base { return .string(value.name) }
        return nil
    }

    /// An unqualified name inside a type's code: a member of `self`.
    func implicitSelfMember(_ name: String, of selfValue: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch selfValue {
        case .instance, .enumCase: return try instanceMember(name, of: selfValue, at: node)
        case .array, .string, .int, .double, .date, .bool:
            // Inside an extension of a standard type: the value's own properties and the extension's.
            if let value = try valueProperty(name, of: selfValue, at: node) { return value }
            return try valueExtensionProperty(name, of: selfValue, at: node)
        default: return nil
        }
    }

    /// `value.name(arguments)`: a method of an instance or enum case.
    func instanceMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        let type: DeclaredType
        switch base {
        case .instance(let instance): type = instance.type
        case .enumCase(let value): type = value.type
        default: throw error(.unsupportedSwift, "'\(name)' is not a method of \(base.kind)", at: node)
        }
        if name == "init", case .instance(let instance) = base {
            try delegateInitializer(of: instance, arguments, at: node)
            return .null
        }
        let methods = type.methods(name, isStatic: false)
        if methods.isEmpty {
            // A stored closure (`let action: () -> Void`), called.
            if case .instance(let instance) = base, let stored = instance.properties.lookUp(name) {
                return try callValue(stored, arguments, named: name, at: node)
            }
            if case .instance(let instance) = base, let native = try foundationMethod(name, on: instance, arguments, at: node) {
                return native
            }
            throw error(.unsupportedSwift, "'\(type.name)' has no method '\(name)'", at: node, construct: name)
        }
        return try callFunction(methods, arguments, selfValue: base, named: "\(type.name).\(name)", at: node)
    }

    /// Calls the function of `candidates` whose labels fit, with `self` bound when it is a method.
    func callFunction(_ candidates: [FunctionDeclSyntax], _ arguments: CallArguments, selfValue: Value?, named name: String,
                      at node: some SyntaxProtocol, in enclosing: Scope? = nil) throws -> Value {
        guard let function = try chooseOverload(candidates, clause: \.signature.parameterClause, for: arguments) ?? candidates.first,
              let body = function.body else {
            throw error(.unsupportedSwift, "'\(name)' has no body to run", at: node, construct: name)
        }
        // Overloads the arguments fit equally well: Swift takes the one with the fewest parameters (no defaults filled);
        // beyond that it decides by what is not followed here (the result type the context expects, a generic
        // constraint), so the call is refused rather than given to the first declared.
        let tied = bestOverloads(candidates, clause: \.signature.parameterClause, for: arguments)
        if tied.count > 1 {
            let fewest = tied.map(\.signature.parameterClause.parameters.count).min()!
            var remaining = tied.filter { $0.signature.parameterClause.parameters.count == fewest }
            if remaining.count > 1 {
                // Then the parameter types the arguments' declarations name exactly (`Double` over `CGFloat` for a
                // variable declared `Double`; a floating literal is a `Double`).
                let exact = try remaining.map { try exactTypeMatches(of: arguments, to: $0.signature.parameterClause) }
                let most = exact.max()!
                remaining = zip(remaining, exact).filter { $0.1 == most }.map(\.0)
            }
            if remaining.count > 1 {
                throw error(.unsupportedSwift, "'\(name)' has \(remaining.count) overloads that fit these arguments equally (Swift chooses by the result type expected or a generic constraint, which is not followed here)", at: node, construct: name)
            }
            if remaining[0].id != function.id {
                return try callFunction([remaining[0]], arguments, selfValue: selfValue, named: name, at: node)
            }
        }
        try enterCall(at: node)
        defer { state.budget.depthOfCalls -= 1 }
        let scope = Scope(parent: enclosing ?? globals)
        defer { scope.dissolve() }
        let context: DeclaredType? = switch selfValue {
        case .instance(let instance)?: instance.type
        case .enumCase(let value)?: value.type
        case .type(let name)?: try resolveType(name, at: node)
        default: nil
        }
        if let context { typeContext.append(context) }
        defer { if context != nil { typeContext.removeLast() } }
        try bindParameters(function.signature.parameterClause, to: arguments, in: scope, at: node)
        if let selfValue { scope.bind("self", selfValue) }
        // `func load<T: Decodable>(_ file: String) -> T` called as `let items: [Item] = load("items.json")`: the
        // generic result type is the one the call's context declares.
        if let generics = function.genericParameterClause, let result = function.signature.returnClause?.type.trimmedDescription,
           generics.parameters.contains(where: { $0.name.text == result }), let call = Self.enclosingCall(of: node),
           let expected = ExpectedType.of(call) {
            scope.bind(result, .type(expected))
        }
        if Self.isViewBuilder(function) { return .views(try builderViews(body.statements, in: scope)) }
        return try typed(try functionValue(body.statements, in: scope, at: node), as: function.signature.returnClause?.type.trimmedDescription)
    }

    /// The call `node` names: itself, or the call of the member or name it is (`Bundle.main.decode` in
    /// `Bundle.main.decode("a.json")`).
    static func enclosingCall(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current: Syntax? = Syntax(node)
        for _ in 0..<3 {
            guard let syntax = current else { return nil }
            if let call = syntax.as(FunctionCallExprSyntax.self) { return call }
            current = syntax.parent
        }
        return nil
    }

    /// How many arguments have exactly the declared type of their parameter, by the arguments' own declarations.
    private func exactTypeMatches(of arguments: CallArguments, to clause: FunctionParameterClauseSyntax) throws -> Int {
        guard let call = arguments.node.as(FunctionCallExprSyntax.self) else { return 0 }
        var count = 0
        for (argument, parameter) in zip(call.arguments, clause.parameters) {
            let parameterType = parameter.type.trimmedDescription
            let argumentType: String? = argument.expression.is(FloatLiteralExprSyntax.self) ? "Double"
                : argument.expression.is(IntegerLiteralExprSyntax.self) ? "Int"
                : try declaredType(of: argument.expression, in: arguments.scope)
            if argumentType == parameterType { count += 1 }
        }
        return count
    }

    // MARK: - Statics

    /// `Type.name`: a static property (evaluated once), an enum case, a nested type, `allCases`.
    func declaredStaticMember(_ name: String, of type: DeclaredType, at node: some SyntaxProtocol) throws -> Value? {
        if let nested = type.nestedTypes[name] { return .type(nested.qualifiedName(in: type)) }
        if type.kind == .enumeration {
            if type.enumCases.contains(where: { $0.name.bareText == name }) {
                return .enumCase(EnumCase(type: type, name: name))
            }
            if name == "allCases" {
                return .array(type.enumCases.filter { $0.parameterClause == nil }.map { .enumCase(EnumCase(type: type, name: $0.name.bareText)) })
            }
        }
        if let value = statics["\(type.name).\(name)"] { return value }
        guard let (binding, _) = type.staticVariable(name) else {
            if !type.methods(name, isStatic: true).isEmpty { return .boundMethod(.type(type.name), name) }
            return nil
        }
        typeContext.append(type)
        defer { typeContext.removeLast() }
        return try staticValue(binding, named: name, of: type.name, at: node)
    }

    /// The value of a static property (evaluated once, then kept), with `Self` the type that declares it.
    func staticValue(_ binding: PatternBindingSyntax, named name: String, of typeName: String,
                     at node: some SyntaxProtocol) throws -> Value? {
        let key = "\(typeName).\(name)"
        if let value = statics[key] { return value }
        if let failure = failedStatics[key] { throw failure }
        guard evaluatingStatics.insert(key).inserted else {
            throw error(.recursion, "the static property '\(key)' depends on itself", at: node)
        }
        defer { evaluatingStatics.remove(key) }
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        scope.bind("Self", .type(typeName))
        let value: Value
        if let initializer = binding.initializer {
            do {
                value = try typed(try evaluate(initializer.value, in: scope), as: Self.annotation(binding))
            } catch let failure as SwiftSourceError where failure.kind != .limit {
                failedStatics[key] = failure
                throw failure
            }
        } else if let accessors = binding.accessorBlock, !Self.isStoredWithObservers(accessors) {
            // A computed static runs its getter at every read: it is not kept.
            let getter = try getter(of: accessors)
            if Self.isViewBuilder(binding) { return .views(try builderViews(getter, in: scope)) }
            // The declared type types what the getter gives (`static var all: Builder { .init(…) }`).
            return try typed(try functionValue(getter, in: scope, at: node), as: Self.annotation(binding))
        } else if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), PropertyWrapper(variable).name != nil,
                  let wrapped = try PropertyWrapper(variable).value(of: binding, evaluator: self, at: node) {
            // `@Namespace static var namespace` in a preview provider: the wrapper's value.
            value = wrapped
        } else {
            return nil
        }
        statics[key] = value
        return value
    }

    /// `Type.method(arguments)` for a type of the module, or an enum case with associated values.
    func staticMethod(_ name: String, of typeName: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard !KnownTypes.all.contains(typeName), let type = try resolveType(typeName, at: node) else {
            if let value = try foreignStaticMethod(name, of: typeName, arguments, at: node) { return value }
            return try builtInStaticMethod(name, of: typeName, arguments, at: node)
        }
        if type.kind == .enumeration, type.enumCases.contains(where: { $0.name.bareText == name }) {
            return .enumCase(EnumCase(type: type, name: name, payload: try payload(arguments.list, ofCase: name, in: type, at: node)))
        }
        let methods = type.methods(name, isStatic: true)
        if !methods.isEmpty {
            return try callFunction(methods, arguments, selfValue: .type(type.name), named: "\(type.name).\(name)", at: node)
        }
        if let stored = try declaredStaticMember(name, of: type, at: node) {
            return try callValue(stored, arguments, named: "\(type.name).\(name)", at: node)
        }
        return nil
    }

    // MARK: - Enums

    /// `Enum(rawValue: x)`: the case with that raw value, or nil.
    private func enumInitializer(_ type: DeclaredType, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        guard let raw = arguments.argument("rawValue") else {
            throw error(.unsupportedSwift, "'\(type.name)(…)': an enum is made by its cases or init(rawValue:)", at: node)
        }
        for element in type.enumCases where element.parameterClause == nil {
            let value = EnumCase(type: type, name: element.name.bareText)
            if valuesEqual(try rawValue(of: value, at: node), raw.value) { return .enumCase(value) }
        }
        return .null
    }

    /// A case's raw value: written (`case home = "Home"`), else its name (String) or its position (Int).
    func rawValue(of value: EnumCase, at node: some SyntaxProtocol) throws -> Value {
        guard let rawType = value.type.rawType else {
            throw error(.unsupportedSwift, "'\(value.type.name)' has no raw values", at: node)
        }
        var next = 0
        for element in value.type.enumCases {
            var raw: Value
            if let written = element.rawValue?.value {
                raw = try evaluate(written, in: globals)
            } else {
                raw = rawType == "String" ? .string(element.name.bareText) : .int(next)
            }
            if case .int(let n) = raw { next = n + 1 }
            if rawType == "Double" || rawType == "CGFloat", let number = raw.number { raw = .double(number) }
            if element.name.bareText == value.name { return raw }
        }
        return .null
    }

    /// An implicit member (`.home`) where a case of `type` is expected.
    func enumCase(named member: Value, of type: DeclaredType) throws -> EnumCase? {
        guard case .member(let name, let arguments) = member, type.kind == .enumeration,
              type.enumCases.contains(where: { $0.name.bareText == name }) else { return nil }
        return EnumCase(type: type, name: name, payload: try payload(arguments ?? [], ofCase: name, in: type, at: source.tree))
    }

    /// A case's associated values, each typed by the case's declaration (`case rect(w: Double)` makes `.rect(w: 7 / 2)`
    /// 3.5).
    /// A case's associated values from a call's arguments, matched to the case's parameters by label, with the
    /// case's defaults for the ones left out (`case symbol(Symbol, color: Color? = nil)` made as `.symbol(.star)`).
    private func payload(_ arguments: [Argument], ofCase name: String, in type: DeclaredType,
                         at node: some SyntaxProtocol) throws -> [(label: String?, value: Value)] {
        guard let parameters = type.enumCases.first(where: { $0.name.bareText == name })?.parameterClause?.parameters else {
            return try arguments.map { ($0.label, try typedArgument($0, as: nil)) }
        }
        var given = arguments[...]
        var values: [(label: String?, value: Value)] = []
        for parameter in parameters {
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            let declared = parameter.type.trimmedDescription
            if let next = given.first, next.label == label {
                values.append((label, try typedArgument(given.removeFirst(), as: declared)))
            } else if let defaultValue = parameter.defaultValue {
                typeContext.append(type)
                defer { typeContext.removeLast() }
                values.append((label, try typedArgument(try argument(defaultValue.value, in: Scope(parent: globals)), as: declared)))
            } else {
                throw error(.missingArgument, "the case '\(type.name).\(name)' needs '\(label.map { "\($0):" } ?? "_:")'", at: node)
            }
        }
        if let extra = given.first {
            throw SwiftSourceError(.unexpectedArgument, "the case '\(type.name).\(name)' takes no argument '\(extra.label.map { "\($0):" } ?? "_:")' here", at: extra.place)
        }
        return values
    }
}

extension DeclaredType {
    /// `Outer.Inner` for a type nested in `outer`.
    func qualifiedName(in outer: DeclaredType) -> String { "\(outer.name).\(name)" }
}
