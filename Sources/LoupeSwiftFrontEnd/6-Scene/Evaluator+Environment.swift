import SwiftSyntax

/// What `.environment(\.key, value)`, `.environment(model)` and `.environmentObject(model)` give the views inside them.
struct EnvironmentEntry {
    /// The modifiers that set an environment value or object for the view they are called on.
    static let settingNames: Set<String> = ["environment", "environmentObject", "modelContainer"]
    /// The modifiers that apply themselves and also hand a value down (``Evaluator/handedDownEntry(_:_:in:)``).
    static let handingDownNames: Set<String> = ["disabled", "tint", "accentColor"]

    enum Kind {
        /// `\.colorScheme` and friends.
        case value(key: String)
        /// An object found by its type's name (`@EnvironmentObject var model: Model`, `@Environment(Model.self)`).
        case object(type: String)
    }
    var kind: Kind
    var value: Value
}

extension Evaluator {
    /// `base.environment(\.key, value)` and friends: the value is given to the views the base makes, so it is
    /// evaluated first and `base` in its presence, as SwiftUI hands it down.
    func withEnvironment(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, base: ExprSyntax,
                         in scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        let arguments = try self.arguments(of: call, in: scope)
        var entries: [EnvironmentEntry] = []
        switch name {
        case "environment":
            if arguments.list.count == 2, case .keyPath(let key) = arguments.list[0].value {
                if key.contains(".") {
                    throw error(.unsupportedSwift, "'.environment(\\.\(key), …)' (a key path into an environment value) is not supported", at: member.declName)
                }
                if key == "overlayCoordinator" {
                    // Loupe's collision scope is a modifier of the scene.
                    return try method(name, on: try evaluate(base, in: scope), arguments, at: member.declName)
                }
                if let binding = customEnvironmentBinding(key) {
                    try requirePlainAccessors(binding, key: key)
                    // `self.environment(\.theme, …)` in an extension's method, `content.environment(…)` in a modifier: the
                    // views were made before, reading the key's value then; SwiftUI hands the new value down to them.
                    if let made = Self.alreadyMadeView(base) {
                        throw error(.unsupportedSwift, "'.environment(\\.\(key), …)' on '\(made)', a view made before it, is not followed (the values its views read are not evaluated again); give it where the views are made",
                                    at: member.declName, construct: ".environment(\\.\(key))")
                    }
                }
                // A literal takes the type the module declares for the value (`.environment(\\.edgePadding, 4)`).
                // `@Entry var gap = 6.0` has the type of its initial value.
                let value = try typedArgument(arguments.list[1], as: customEnvironmentBinding(key).flatMap(Self.annotation))
                entries.append(EnvironmentEntry(kind: .value(key: key), value: value))
                if key == "layoutDirection" {
                    // A modifier of the scene, read by the views inside as well (`@Environment(\.layoutDirection)`).
                    state.environment.entries += entries
                    defer { state.environment.entries.removeLast(entries.count) }
                    return try method(name, on: try evaluate(base, in: scope), arguments, at: member.declName)
                }
                if key == "colorScheme", case .member(let scheme, nil) = arguments.list[1].value {
                    // Given to the preview's view itself, the whole picture takes the scheme; given to a part of it,
                    // only that part would, which the renderer does not draw: refused rather than darken its siblings.
                    guard Self.isPreviewRoot(call) else {
                        throw error(.unsupportedSwift, "'.environment(\\.colorScheme, .\(scheme))' on a part of the preview is not drawn yet (give it to the preview's view, or use .preferredColorScheme)",
                                    at: member.declName, construct: ".environment(\\.colorScheme)")
                    }
                    state.environment.preferredColorScheme = scheme
                    state.environment.entries += entries
                    defer { state.environment.entries.removeLast(entries.count) }
                    return try Self.withPreviewColorScheme(scheme, try evaluate(base, in: scope))
                }
                if key == "dynamicTypeSize" {
                    // The size text styles are set at: the scene's `dynamicTypeSize` modifier, read by the views
                    // inside as well (`@Environment(\.dynamicTypeSize)`).
                    state.environment.entries += entries
                    defer { state.environment.entries.removeLast(entries.count) }
                    var size = arguments
                    size.list = [Argument(label: nil, value: arguments.list[1].value, place: arguments.list[1].place)]
                    return try method("dynamicTypeSize", on: try evaluate(base, in: scope), size, at: member.declName)
                }
            } else if let object = arguments.unlabeled(0), let type = Self.typeName(of: object.value) {
                entries.append(EnvironmentEntry(kind: .object(type: type), value: object.value))
            }
        case "environmentObject":
            if let object = arguments.unlabeled(0), let type = Self.typeName(of: object.value) {
                entries.append(EnvironmentEntry(kind: .object(type: type), value: object.value))
            }
        default:
            break   // `.modelContainer(…)`: SwiftData's store, which a preview's queries do not read here.
        }
        state.environment.entries += entries
        defer { state.environment.entries.removeLast(entries.count) }
        return try evaluate(base, in: scope)
    }

    /// The name the modified expression starts from when that is a view made before (`self`, `content`, a variable),
    /// not a view made here (`Leaf()`, `VStack { … }`).
    static func alreadyMadeView(_ base: ExprSyntax) -> String? {
        var current = base
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = current.as(MemberAccessExprSyntax.self), let inner = member.base { current = inner; continue }
            break
        }
        if current.is(SuperExprSyntax.self) { return "super" }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        return name.first?.isLowercase == true || name == "self" ? name : nil
    }

    /// `value`'s views marked as given the preview's colour scheme `scheme`.
    static func withPreviewColorScheme(_ scheme: String, _ value: Value) -> Value {
        switch value {
        case .view(var view):
            view.previewColorScheme = scheme
            return .view(view)
        case .views(let views):
            return .views(views.map { var view = $0; view.previewColorScheme = scheme; return view })
        default:
            return value
        }
    }

    /// The environment value a modifier hands down besides applying itself: `.disabled(true)` makes `isEnabled` false
    /// inside (`disabled(false)` inside a disabled view does not enable it again); `.tint(.teal)` makes the `.tint`
    /// shape style that colour. Nil for any other modifier.
    func handedDownEntry(_ name: String, _ call: FunctionCallExprSyntax, in scope: Scope) throws -> EnvironmentEntry? {
        guard EnvironmentEntry.handingDownNames.contains(name), call.arguments.count == 1, call.trailingClosure == nil else { return nil }
        let value = try evaluate(call.arguments.first!.expression, in: scope)
        if name == "disabled" {
            guard case .bool(true) = value else { return nil }
            return EnvironmentEntry(kind: .value(key: "isEnabled"), value: .bool(false))
        }
        return EnvironmentEntry(kind: .value(key: "tint"), value: value)
    }

    private static func typeName(of value: Value) -> String? {
        if case .instance(let instance) = value { return instance.type.name }
        return nil
    }

    /// `@Environment(\.key)`: the value given around the view, or the canvas's default (light, compact width, Large
    /// text…; `docs/swift-source.md#environment`); something known only when the app runs is opaque.
    func environmentValue(_ key: String) -> Value {
        for entry in state.environment.entries.reversed() {
            if case .value(key) = entry.kind { return entry.value }
        }
        switch key {
        case "colorScheme":
            state.environment.readDefaultColorScheme = true
            return .member(source.colorScheme ?? state.environment.assumedColorScheme ?? state.environment.preferredColorScheme ?? "light", nil)
        case "horizontalSizeClass": return .member("compact", nil)
        case "verticalSizeClass": return .member("regular", nil)
        case "dynamicTypeSize", "sizeCategory": return .member("large", nil)
        case "layoutDirection": return .member("leftToRight", nil)
        case "colorSchemeContrast": return .member("standard", nil)
        case "scenePhase": return .member("active", nil)
        case "displayScale": return .double(3)
        case "isEnabled": return .bool(true)
        case "isPresented", "isSearching", "isFocused", "accessibilityReduceMotion", "accessibilityReduceTransparency",
             "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "accessibilityVoiceOverEnabled":
            return .bool(false)
        case "font", "legibilityWeight", "editMode": return .null
        // The fixed device's calendar, time zone and locale, as `Calendar.current` and friends give them.
        case "calendar": return Self.calendarValue
        case "timeZone": return Self.timeZoneStatic("current") ?? .opaque("@Environment(\\.timeZone)")
        case "locale": return Self.localeStatic("current") ?? .opaque("@Environment(\\.locale)")
        default: return (try? customEnvironmentDefault(key)).flatMap { $0 } ?? .opaque("@Environment(\\.\(key))")
        }
    }

    /// The default of an environment value the module declares: `extension EnvironmentValues { @Entry var
    /// edgePadding: CGFloat = 16 }`, or a property whose getter reads `self[ThemeKey.self]` of a type conforming to
    /// `EnvironmentKey` (its `static let defaultValue`). Nil when the module declares no such property.
    func customEnvironmentDefault(_ key: String) throws -> Value? {
        guard let binding = customEnvironmentBinding(key) else { return nil }
        try requirePlainAccessors(binding, key: key)
        let scope = Scope(parent: globals)
        defer { scope.dissolve() }
        if let initializer = binding.initializer { return try evaluate(initializer.value, in: scope) }
        guard let accessors = binding.accessorBlock,
              let keyType = Self.environmentKeyType(in: Syntax(accessors)),
              let type = try resolveType(keyType, at: binding) else { return nil }
        return try declaredStaticMember("defaultValue", of: type, at: binding)
    }

    /// A key's getter and setter that only read and store its value (`get { self[K.self] }`, `set { self[K.self] =
    /// newValue }`); one that computes (`self[K.self] + 1`, `newValue * 10`) is not run here, and is an error rather
    /// than its stored value read as if it were plain.
    func requirePlainAccessors(_ binding: PatternBindingSyntax, key: String) throws {
        guard let accessors = binding.accessorBlock else { return }
        let bodies: [(String, String)]
        switch accessors.accessors {
        case .getter(let statements): bodies = [("get", statements.trimmedDescription)]
        case .accessors(let list): bodies = list.map { ($0.accessorSpecifier.text, $0.body?.statements.trimmedDescription ?? "") }
        @unknown default: bodies = []
        }
        for (kind, body) in bodies {
            let text = body.filter { !$0.isWhitespace }
            let reads = text.hasPrefix("self[") || text.hasPrefix("returnself[")
            let plain = kind == "get" ? reads && text.hasSuffix(".self]")
                : kind == "set" ? text.hasPrefix("self[") && text.hasSuffix(".self]=newValue") : true
            guard plain else {
                throw error(.unsupportedSwift, "the environment value '\(key)' computes in its \(kind)ter ('\(body)'), which is not run here", at: binding)
            }
        }
    }

    /// The property `key` of the module's `extension EnvironmentValues`, if it declares one.
    func customEnvironmentBinding(_ key: String) -> PatternBindingSyntax? {
        let find = { () -> PatternBindingSyntax? in
            for member in self.source.declarations.foreignMembers(of: "EnvironmentValues") {
                guard let variable = member.as(VariableDeclSyntax.self) else { continue }
                if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == key }) {
                    return binding
                }
            }
            return nil
        }
        if let found = find() { return found }
        return source.loadModule() ? find() : nil
    }

    /// `ThemeKey` of the first `self[ThemeKey.self]` in a getter.
    private static func environmentKeyType(in node: Syntax) -> String? {
        for subscriptCall in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(SubscriptCallExprSyntax.self) })
        where subscriptCall.calledExpression.trimmedDescription == "self" {
            guard let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.text == "self", let base = argument.base else { continue }
            return base.trimmedDescription
        }
        return nil
    }

    /// An environment object of type `type` given around the view, if any.
    func environmentObject(_ type: String) -> Value? {
        for entry in state.environment.entries.reversed() {
            if case .object(type) = entry.kind { return entry.value }
        }
        return nil
    }
}

/// A stored property's wrapper (`@State`, `@Binding`, `@Environment(\.colorScheme)`, …) and the value a preview reads
/// for it when no argument gives one (`docs/swift-source.md#property-wrappers`).
struct PropertyWrapper {
    /// The attribute's name (`State`), nil for a plain property.
    let name: String?
    let attribute: AttributeSyntax?
    let variable: VariableDeclSyntax

    /// Wrappers read as their initial value (or, for `@Binding` and `@ObservedObject`, the argument given).
    static let known: Set<String> = [
        "State", "StateObject", "GestureState", "Published", "AppStorage", "SceneStorage", "ScaledMetric", "FocusState",
        "Binding", "ObservedObject", "Bindable", "Environment", "EnvironmentObject", "Namespace", "Query", "FetchRequest",
        "SectionedFetchRequest", "Previewable", "ObservationIgnored", "MainActor", "AccessibilityFocusState", "Default",
        // SwiftData's: a model's property as its initializer or the preview's code sets it.
        "Relationship", "Attribute", "Transient",
    ]

    /// Attributes that are not property wrappers (a builder closure, an actor, availability).
    static let notWrappers: Set<String> = ["Previewable", "MainActor", "ObservationIgnored", "objc", "available", "ViewBuilder",
                                           "escaping", "Sendable", "preconcurrency", "nonobjc", "IBOutlet", "IBInspectable"]

    init(_ variable: VariableDeclSyntax) {
        self.variable = variable
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let wrapper = attributes.first { !Self.notWrappers.contains($0.attributeName.trimmedDescription) }
        attribute = wrapper
        name = wrapper?.attributeName.trimmedDescription
    }

    /// The value the property has when no argument gives it; nil when it must be given.
    func value(of binding: PatternBindingSyntax, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value? {
        if let name, !Self.known.contains(name), let type = try evaluator.resolveType(name, at: attribute.map(Syntax.init) ?? Syntax(variable)),
           Self.declaresWrappedValue(type) {
            // The module's own wrapper: its `wrappedValue` may change what is stored (clamp it, trim it), so reading
            // the initial value could draw something else.
            throw evaluator.error(.unsupportedSwift, "'@\(name)' is the module's own property wrapper, whose wrappedValue is not evaluated",
                                  at: attribute.map(Syntax.init) ?? Syntax(variable), construct: "@\(name)")
        }
        if let name, !Self.known.contains(name), binding.initializer == nil {
            throw evaluator.error(.unsupportedSwift, "'@\(name)' is not supported: a preview reads a property wrapper by its initial value, and this one has none",
                                  at: attribute.map(Syntax.init) ?? Syntax(variable), construct: "@\(name)")
        }
        switch name {
        case "Environment":
            guard let argument = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { return .opaque("@Environment") }
            if let keyPath = argument.as(KeyPathExprSyntax.self) {
                return evaluator.environmentValue(keyPath.components.trimmedDescription.trimmingPrefix("."))
            }
            // `@Environment(Model.self)`: an object given by `.environment(model)`.
            let type = argument.trimmedDescription.replacing(".self", with: "")
            return evaluator.environmentObject(type) ?? .opaque("@Environment(\(type).self)")
        case "EnvironmentObject":
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            if let object = evaluator.environmentObject(type) { return object }
            let property = binding.pattern.trimmedDescription
            throw evaluator.error(.missingArgument, "'\(property)' is an @EnvironmentObject of type '\(type)' that the preview does not give (add .environmentObject(\(type)(…)) around the view)",
                                  at: binding, construct: "@EnvironmentObject")
        case "Query":
            // What the preview's container was given, of the query's type.
            return try evaluator.queryResult(type: binding.typeAnnotation?.type.trimmedDescription, attribute: attribute)
        case "FetchRequest":
            return try evaluator.fetchRequestResult(type: binding.typeAnnotation?.type.trimmedDescription, attribute: attribute)
        case "SectionedFetchRequest":
            throw evaluator.error(.unsupportedSwift, "@SectionedFetchRequest is not supported (its sections are not evaluated)", at: binding, construct: "@SectionedFetchRequest")
        case "Namespace":
            return .opaque("a @Namespace")
        case "AppStorage":
            // What the preview's code put in the store under the key, else the property's initial value.
            if let key = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(StringLiteralExprSyntax.self),
               let text = key.representedLiteralValue, let stored = evaluator.storedDefault(text) {
                return try evaluator.typed(stored, as: binding.typeAnnotation?.type.trimmedDescription)
            }
        default:
            break
        }
        if let initializer = binding.initializer {
            return try evaluator.evaluate(initializer.value, in: Scope(parent: evaluator.globals))
        }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return .null }
        // A SwiftData relationship to many that nothing set holds no objects yet.
        if name == "Relationship", type.hasPrefix("[") { return .array([]) }
        if name == "FocusState" || name == "AccessibilityFocusState" { return type == "Bool" ? .bool(false) : .null }
        return nil
    }
}

/// The generator behind `Int.random(in:)`, `shuffled()` and `randomElement()`: SplitMix64 from a fixed seed, so that
/// every run shows the same values.
struct SeededGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound`.
    mutating func index(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    /// A number in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// The elements in a random order (Fisher–Yates).
    mutating func shuffled(_ items: [Value]) -> [Value] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, self.index(below: index + 1))
        }
        return result
    }
}

extension PropertyWrapper {
    /// Whether `type` declares `wrappedValue`, as every property wrapper does.
    static func declaresWrappedValue(_ type: DeclaredType) -> Bool {
        type.members.contains { member in
            member.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "wrappedValue" } ?? false
        }
    }
}

extension Evaluator {
    /// Whether `call` is a modifier of the expression a preview shows (`#Preview { ContentView().environment(…) }`,
    /// a `PreviewProvider`'s `previews`), not of a view inside it.
    static func isPreviewRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var top = Syntax(call)
        while let parent = top.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
            top = parent
        }
        var node = top.parent
        while let current = node {
            if current.is(ReturnStmtSyntax.self) || current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
                || current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self) {
                node = current.parent
                continue
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                // A view of a `Group` a preview shows is a preview of its own (each is listed apart).
                if let group = closure.parent?.as(FunctionCallExprSyntax.self), group.calledExpression.trimmedDescription == "Group" {
                    return isPreviewRoot(group)
                }
                return closure.parent?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
                    || closure.parent?.parent?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
            }
            if let macro = current.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
            if let binding = current.as(PatternBindingSyntax.self) { return binding.pattern.trimmedDescription == "previews" }
            return false
        }
        return false
    }
}
