import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Calls: initializers, modifiers and methods, functions and closures, and implicit members typed where they are used.
extension Evaluator {
    func call(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let callee = call.calledExpression
        if let inherited = try superCall(call, in: scope) { return inherited }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                let arguments = try self.arguments(of: call, in: scope)
                // `.system(size: 12)` is always a font and `.constant(x)` a binding read as its value; other implicit
                // calls (`.named("x")`, `.init(horizontal:vertical:)`, an enum case with values) are typed where used.
                if name == "system" { return try font(system: arguments) }
                if name == "custom", Self.isCustomFontCall(arguments) { return try font(custom: arguments, at: call) }
                if name == "constant", arguments.list.count == 1, arguments.list[0].label == nil { return arguments.list[0].value }
                if let value = try implicitForeignStatic(name, arguments, at: member) { return value }
                return .member(name, implicitArguments(arguments))
            }
            if EnvironmentEntry.settingNames.contains(name) {
                return try withEnvironment(call, member, base: baseExpression, in: scope)
            }
            if name == "dynamicTypeSize" { return try dynamicTypeSize(call, member, base: baseExpression, in: scope) }
            // `self.init(red: …)` in the module's `extension Color { init(hex:) }`: SwiftUI's own initializer.
            if name == "init", let delegated = try delegatedSwiftUIInitializer(baseExpression, call, in: scope) { return delegated }
            // `SwiftUI.Text("…")`: Apple's type, even where the module declares one of that name.
            if isAppleModule(baseExpression, in: scope) {
                return try construct(name, try self.arguments(of: call, in: scope), at: call, builtIn: true)
            }
            // `.disabled(true)`, `.tint(.teal)`: modifiers that also hand a value down to the views their base makes.
            let handedDown = try handedDownEntry(name, call, in: scope)
            if let handedDown { state.environment.entries.append(handedDown) }
            let base: Value
            do {
                defer { if handedDown != nil { state.environment.entries.removeLast() } }
                base = try evaluate(baseExpression, in: scope)
            }
            // `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`: what only the running app does is not run, and
            // its arguments (a deadline, a closure) are not read — except what a preview's store keeps or answers.
            // A notification posted reaches the observers added with no queue at once: not followed, so refused.
            if case .opaque(let what) = base, what.hasPrefix("NotificationCenter."), name == "post" {
                throw error(.unsupportedSwift, "'NotificationCenter.post' delivers to its observers at once, which is not followed here",
                            at: member.declName, construct: "NotificationCenter.post")
            }
            if Self.isRuntimeOnly(base), !["insert", "fetch", "count"].contains(name) {
                return .opaque("\(Self.runtimeOnlyDescription(base)).\(name)(…)")
            }
            if Self.dropsUnread(name), Self.isViewValue(base) {
                warn("'\(unreadSpelling(name, call))' skipped: it has no visible effect in a still picture", at: member.declName)
                return base
            }
            if case .opaque(let scanner) = base, scanner.hasPrefix(Self.scannerPrefix),
               let scanned = try scannerCall(String(scanner.dropFirst(Self.scannerPrefix.count)), name, call, in: scope) {
                return scanned
            }
            if case .publisher(let publisher) = base {
                let unevaluated: Set<String> = Self.inOutTarget(of: call) != nil ? ["to"] : []
                return try publisherMethod(name, publisher, try self.arguments(of: call, in: scope, unevaluated: unevaluated),
                                           call: call, in: scope, at: member.declName)
            }
            var arguments = try self.arguments(of: call, in: scope)
            // `xs.reduce(0, +)`: the literal takes the elements' type, known even where there are none.
            if name == "reduce", case .array(let items) = base, let initial = arguments.list.first, initial.label == nil,
               let literal = initial.literal, let kind = try elementKind(of: baseExpression, items, in: scope) {
                arguments.list[0].value = try literalValue(literal, as: kind, at: call)
                arguments.list[0].literal = nil
            }
            if let changed = try mutatingCall(name, on: base, arguments, target: baseExpression, in: scope, at: member.declName) {
                return changed
            }
            if let mapped = try optionalMethod(name, on: base, baseExpression, arguments, in: scope, at: member.declName) {
                return mapped
            }
            if let dispatched = try protocolTypedMember(name, of: base, baseExpression, arguments, in: scope, at: member.declName) {
                return dispatched
            }
            return try method(name, on: base, arguments, at: member.declName)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let arguments = try self.arguments(of: call, in: scope, unevaluated: moduleShadows(name, at: call) ? [] : Self.unevaluatedArguments(of: name))
            if let bound = scope.lookUp(name) {
                return try callValue(try resolveComputed(bound, at: reference), arguments, named: name, at: call)
            }
            if let selfValue = scope.lookUp("self") {
                if let value = try implicitSelfMember(name, of: selfValue, at: reference) {
                    return try callValue(value, arguments, named: name, at: call)
                }
                // Inside `extension View { func card() -> some View { padding(8) … } }`, `self` is the view; a
                // capitalised name is a type made there (`clipShape(RoundedCorner(…))`), not a method.
                let isMethodName = name.first?.isLowercase == true
                if isMethodName, case .view = selfValue { return try method(name, on: selfValue, arguments, at: reference) }
                if isMethodName, !Self.extendedTypeNames(of: selfValue).isEmpty {
                    return try method(name, on: selfValue, arguments, at: reference)
                }
                if isMethodName, case .views = selfValue { return try method(name, on: selfValue, arguments, at: reference) }
            }
            // In a static member's code, the type's static methods (`static var sample: some View { row(1) }`)
            // come before the module's functions.
            for context in typeContext.reversed() {
                let methods = context.methods(name, isStatic: true)
                if !methods.isEmpty {
                    return try callFunction(methods, arguments, selfValue: .type(context.name), named: "\(context.name).\(name)", at: call)
                }
            }
            // In a static member of the module's extension of another type (`extension Color { static func
            // theme() -> Color { fromHex("…") } }`), that extension's static methods, called bare.
            if name.first?.isLowercase == true, let extended = Self.extendedTypeName(in: scope), try resolveType(extended, at: call) == nil,
               !source.declarations.foreignStaticMethods(name, of: extended).isEmpty,
               let value = try foreignStaticMethod(name, of: extended, arguments, at: call) {
                return value
            }
            if let functions = declarations(at: call).functions[name] {
                return try callFunction(functions, arguments, selfValue: nil, named: name, at: call)
            }
            if !KnownTypes.all.contains(name), name.first?.isLowercase == true, source.loadModule(),
               let functions = declarations(at: call).functions[name] {
                return try callFunction(functions, arguments, selfValue: nil, named: name, at: call)
            }
            return try construct(name, arguments, at: call)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            // `Store<AppState>(…)`, `Set<Int>()`: the type's arguments change nothing here.
            return try construct(reference.baseName.text, try arguments(of: call, in: scope), at: call)
        }
        if callee.is(ArrayExprSyntax.self) {
            // `[Item]()`, `[Int?](values)`, `[Int](repeating: 0, count: 3)`.
            let arguments = try self.arguments(of: call, in: scope)
            if arguments.isEmpty { return .array([]) }
            return try construct("Array", arguments, at: call)
        }
        if callee.is(DictionaryExprSyntax.self) { return .dictionary([]) }  // `[String: Int]()`
        if let closure = callee.as(ClosureExprSyntax.self) {
            return try callClosure(closure, in: scope, with: try arguments(of: call, in: scope).list.map(\.value), at: call)
        }
        if let optional = callee.as(OptionalChainingExprSyntax.self) {
            // `customActions?()`: nothing when the closure is nil.
            let function = try evaluate(optional.expression, in: scope)
            if case .null = function { return .null }
            return try callValue(function, try arguments(of: call, in: scope), named: spelling(optional.expression), at: call)
        }
        if let inner = callee.as(FunctionCallExprSyntax.self) {
            return try callValue(try self.call(inner, in: scope), try arguments(of: call, in: scope), named: spelling(inner), at: call)
        }
        throw unsupported(.unsupportedSwift, spelling(call), "supported Swift: docs/swift-source.md", at: call)
    }

    /// Calls what a name holds: a closure, or a method bound to its value.
    func callValue(_ value: Value, _ arguments: CallArguments, named name: String, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .closure(let closure, let captured):
            return try callClosure(closure, in: captured, with: arguments.list.map(\.value), at: node)
        case .localFunction(let function, let captured):
            return try callFunction([function], arguments, selfValue: nil, named: function.name.bareText, at: node, in: captured)
        case .boundMethod(.type(Self.operatorFunctions), let op) where arguments.list.count == 2:
            // `sorted(by: >)`, `reduce(0, +)`: an operator passed as a function.
            guard let expression = Syntax(node).as(ExprSyntax.self) ?? arguments.node.as(ExprSyntax.self) else { break }
            return try binary(op, arguments.list[0].value, arguments.list[1].value, at: expression)
        case .boundMethod(.type(let typeName), let method) where method.hasPrefix("init("):
            // `xs.map(Symbol.init(name:))`: the values given in order, under the labels the reference wrote.
            let labels = method.dropFirst(5).dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
            guard labels.count == arguments.list.count else { break }
            var relabeled = arguments
            for index in relabeled.list.indices { relabeled.list[index].label = labels[index] }
            return try construct(typeName, relabeled, at: node)
        case .boundMethod(.type(let typeName), let method) where typeName != Self.operatorFunctions:
            // `Type.make` passed as a function, or a static method named from its type's static code.
            if let value = try staticMethod(method, of: typeName, arguments, at: node) { return value }
        case .boundMethod(.null, let function):
            guard let functions = declarations(at: node).functions[function] else { break }
            return try callFunction(functions, arguments, selfValue: nil, named: function, at: node)
        case .boundMethod(let base, let method):
            return try instanceMethod(method, on: base, arguments, at: node)
        case .type(let type):
            // `xs.map(Letter.init)`: the module's type's one initializer that takes as many values, given in order.
            if arguments.list.allSatisfy({ $0.label == nil }), let labels = try initializerLabels(of: type, count: arguments.list.count, at: node) {
                var relabeled = arguments
                for index in relabeled.list.indices { relabeled.list[index].label = labels[index] }
                return try construct(type, relabeled, at: node)
            }
            return try construct(type, arguments, at: node)
        default:
            break
        }
        throw error(.unsupportedSwift, "calling '\(name)' (\(value.kind)) is not supported", at: node, construct: name)
    }

    /// The labels of the initializer `Type.init` names when passed as a function and given `count` values: the
    /// module's declared initializer of that many parameters, or the memberwise one (every stored `var`, and each
    /// `let` without a value — defaults do not apply to a function reference). Nil for Apple's types.
    func initializerLabels(of typeName: String, count: Int, at node: some SyntaxProtocol) throws -> [String?]? {
        guard !KnownTypes.all.contains(typeName), let type = try resolveType(typeName, at: node), type.kind != .enumeration else { return nil }
        if !type.initializers.isEmpty {
            let fitting = type.initializers.filter { $0.signature.parameterClause.parameters.count == count }
            guard fitting.count == 1 else { return nil }
            return fitting[0].signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        }
        let memberwise = type.instanceVariables.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                      variable.bindingSpecifier.tokenKind == .keyword(.var) || binding.initializer == nil,
                      !Self.isLazy(variable) else { return nil }
                return name
            }
        }
        return memberwise.count == count ? memberwise : nil
    }

    /// `base.name(arguments)`: a modifier on a view, a method of a value, a static member of a type.
    func method(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        // `$isOn.animation()`, `$value.animation(.spring)`: the same binding, whose changes animate — none in a picture.
        if name == "animation" || name == "transaction", Self.isBindingReceiver(node) { return base }
        if let stored = try userDefaultsCall(name, on: base, arguments, at: node) { return stored }
        if let made = try runtimeOnlyMethod(name, on: base, arguments, at: node) { return made }
        if let value = try calendarMethod(name, on: base, arguments, at: node) { return value }
        if let offset = timeZoneMethod(name, on: base) { return offset }
        if let resource = try bundleResource(name, on: base, arguments, at: node) { return resource }
        if let decoded = try jsonDecode(name, on: base, arguments, at: node) { return decoded }
        switch base {
        case .view, .views:
            if let custom = try customViewMethod(name, on: base, arguments, at: node) { return custom }
            return try modified(base, name, arguments, at: node)
        case .color(let color):
            if name == "opacity", let amount = arguments.unlabeled(0) {
                return .color(try colorWithOpacity(color, try number(amount), at: node))
            }
            // Any other modifier treats the colour as the view it also is.
            return try modified(.view(colorView(color, at: node)), name, arguments, at: node)
        case .path(let path):
            // A path is a view too: `Path { … }.stroke(.red)`.
            return try modified(try pathView(path, at: node), name, arguments, at: node)
        case .rect(let x, let y, let width, let height):
            if let value = try rectMethod(name, x: x, y: y, width: width, height: height, arguments) { return value }
        case .proxy(let frame):
            return try proxyMethod(name, of: frame, arguments, at: node)
        case .font(let font):
            return .font(try fontMethod(font, name, arguments, at: node))
        case .member(let member, nil) where KnownTypes.textStyles.contains(member):
            return .font(try fontMethod(.string(member), name, arguments, at: node))
        case .type(let type):
            if name == "init" { return try construct(type, arguments, at: node) }
            if type == "Font", name == "system" { return try font(system: arguments) }
            if type == "Font", name == "custom" { return try font(custom: arguments, at: node) }
            // `Binding.constant(x)` is read as its value, as `.constant(x)` is.
            if type == "Binding", name == "constant", arguments.list.count == 1, arguments.list[0].label == nil { return arguments.list[0].value }
            // `Date.FormatStyle()` is the style `.dateTime` is, its fields chosen by the methods after it.
            if type == "Date", name == "FormatStyle", arguments.isEmpty { return .member("dateTime", nil) }
            if type == "UIFont", let font = try uiFontStatic(name, arguments, at: node) { return font }
            if type == "ContentUnavailableView", name == "search",
               let value = try contentUnavailableSearch(text: try arguments.argument("text").map(string), at: node) {
                return value
            }
            if type == "GridDragViewModel", name == "GridCell" {
                return try construct("GridDragViewModel.GridCell", arguments, at: node)
            }
            if type == "Gradient", name == "Stop" { return try construct("Gradient.Stop", arguments, at: node) }
            // `Angle.degrees(45)` is the implicit member `.degrees(45)` written with its type.
            if type == "Angle", name == "degrees" || name == "radians", arguments.list.count == 1, arguments.unlabeled(0) != nil {
                return .member(name, arguments.list)
            }
            if let value = try staticMethod(name, of: type, arguments, at: node) { return value }
        case .geometry(let read):
            if name == "frame", read.space == nil {
                guard let space = arguments.argument("in") else {
                    throw error(.missingArgument, "'frame(in:)' needs a coordinate space", at: node)
                }
                return .geometry(GeometryRead(space: try coordinateSpaceName(space), placeholder: nil, part: nil))
            }
        case .instance, .enumCase:
            return try instanceMethod(name, on: base, arguments, at: node)
        case .unknown(let source):
            // What is read from a value that could not be evaluated cannot be either; it keeps the whole spelling.
            return .unknown("\(source).\(name)(…)")
        case .member(let member, let given):
            // `.dateTime.month(.wide).day()`: each field keeps its own width, spelled into the chain.
            if member == "dateTime" || member.hasPrefix("dateTime.") {
                let widths = arguments.list.map { DateFieldStyle.spelled($0.value) ?? "?" }.joined(separator: ",")
                return .member("\(member).\(name)(\(widths))", given)
            }
            // A style built by chaining (`.number.precision(.fractionLength(2))`), read where it is used.
            return .member("\(member).\(name)", (given ?? []) + arguments.list)
        case .boundMethod(.null, let function) where name == "callAsFunction":
            return try callValue(base, arguments, named: function, at: node)
        default:
            // `node` is the method's name in `receiver.name(…)`.
            if case .array(let items) = base, let member = Syntax(node).parent?.as(MemberAccessExprSyntax.self), let receiver = member.base {
                try requireSetOrderFree(name, base: receiver, count: items.count, at: member.parent ?? Syntax(member), in: arguments.scope)
            }
            if let value = try valueMethod(name, on: base, arguments, at: node) { return value }
            if let value = try valueExtensionMethod(name, on: base, arguments, at: node) { return value }
        }
        throw error(.unsupportedSwift, "'\(arguments.spelling("." + name))' is not supported on \(base.kind) (supported: docs/swift-source.md)",
                    at: node, construct: arguments.spelling("." + name))
    }

    /// A method the module adds to views (`extension View { func card() -> some View }`, `extension Text { … }`), or
    /// `.modifier(_:)` with one of its `ViewModifier`s: run with `self` (or `content`) the view.
    func customViewMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        if name == "modifier", let modifier = arguments.unlabeled(0), case .instance(let instance) = modifier.value,
           let body = instance.type.methods("body", isStatic: false).first {
            let call = CallArguments(list: [Argument(label: "content", value: base, place: modifier.place)], trailing: [],
                                     node: arguments.node, scope: arguments.scope)
            return try callFunction([body], call, selfValue: .instance(instance), named: "\(instance.type.name).body", at: node)
        }
        // Loupe's modifiers win over the module's methods of the same name, as Loupe's views win over its structs.
        if Vocabulary.loupeModifierSwiftNames.contains(name) { return nil }
        var owners = ["View"]
        if case .view(let view) = base { owners.insert(view.kind, at: 0) }
        for owner in owners {
            // Only those the arguments fit: `extension View { func hidden(_ flag: Bool) }` leaves SwiftUI's `hidden()`.
            let labels = arguments.list.map(\.label) + arguments.trailing.map(\.label)
            let functions = source.declarations.foreignMembers(of: owner).compactMap { $0.as(FunctionDeclSyntax.self) }
                .filter { $0.name.bareText == name && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
                .filter { Self.accepts($0.signature.parameterClause, labels: labels) }
                // Where SwiftUI has a modifier of the name, the module's only when the argument types fit it too
                // (`foregroundColor(_ hex: Int)` leaves SwiftUI's for `.blue`).
                .filter { Vocabulary.modifier(swiftName: name) == nil || fit(of: arguments, to: $0.signature.parameterClause) != nil }
            if !functions.isEmpty {
                return try callFunction(functions, arguments, selfValue: base, named: "\(owner).\(name)", at: node)
            }
        }
        // A name SwiftUI's vocabulary does not know may be declared in another file of the module.
        if Vocabulary.modifier(swiftName: name) == nil, !KnownTypes.skippedModifiers.contains(name),
           !KnownTypes.modifiersSkippedAtRest.contains(name), !Self.animatorsAtRest.contains(name),
           KnownTypes.ownMethodOwners[name] == nil, KnownTypes.methodsReachingInside[name] == nil, source.loadModule() {
            return try customViewMethod(name, on: base, arguments, at: node)
        }
        return nil
    }

    // MARK: - Member access

    func memberAccess(_ member: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else { return try implicitMember(name, at: member) }
        if let inherited = try superProperty(member, in: scope) { return inherited }
        if isAppleModule(baseExpression, in: scope) {
            guard KnownTypes.all.contains(name) || KnownTypes.swiftUIViews.contains(name) else { throw undeclared("\(baseExpression.trimmedDescription).\(name)", at: member) }
            return .type(name)
        }
        let base = try evaluate(baseExpression, in: scope)
        if baseExpression.is(OptionalChainingExprSyntax.self), case .null = base { return .null }
        if case .array(let items) = base { try requireSetOrderFree(name, base: baseExpression, count: items.count, at: member, in: scope) }
        if let dispatched = try protocolTypedMember(name, of: base, baseExpression, nil, in: scope, at: member) { return dispatched }
        return try self.member(name, of: base, at: member)
    }

    /// `base.name`, a property of a value.
    func member(_ name: String, of base: Value, at member: MemberAccessExprSyntax) throws -> Value {
        if name == "self" { return base }   // `Item.self`, `value.self`
        if name == "publisher", case .array(let items) = base { return .publisher(CombinePublisher(.values(items))) }
        if case .publisher(let publisher) = base, let value = try publisherProperty(name, of: publisher, at: member) { return value }
        if let part = angleMember(name, of: base) { return part }
        if name == "localizedDescription", let description = try localizedDescription(of: base, at: member) { return description }
        // A binding is read as its value: `$text.wrappedValue` and `isPresented.wrappedValue` are that value.
        if name == "wrappedValue", !Self.isTypeOrInstance(base) { return base }
        if let made = runtimeOnlyMember(name, of: base) { return made }
        if let zone = try timeZoneMember(name, of: base, at: member) { return zone }
        if case .opaque("UIScreen.main") = base, name == "bounds" { return try screenBounds(at: member) }
        if let part = localeMember(name, of: base) { return part }
        switch base {
        case .type(let type):
            // `String.init`, `Symbol.init(name:)` passed as a function: the initializer, with the labels written.
            if name == "init" {
                guard let labels = member.declName.argumentNames else {
                    // An enum's one initializer is `init(rawValue:)`.
                    if let declared = try resolveType(type, at: member), declared.kind == .enumeration, declared.initializers.isEmpty {
                        return .boundMethod(.type(type), "init(rawValue:)")
                    }
                    return .type(type)
                }
                return .boundMethod(.type(type), "init(" + labels.arguments.map { $0.name.text + ":" }.joined() + ")")
            }
            if let value = try staticMember(name, of: type, at: member) { return value }
        case .rect(let x, let y, let width, let height):
            if let value = rectMember(name, x: x, y: y, width: width, height: height) { return value }
        case .path(let path) where name == "cgPath":
            return .path(path)
        case .size(let width, let height):
            if name == "width" { return .double(width) }
            if name == "height" { return .double(height) }
        case .point(let x, let y):
            if name == "x" { return .double(x) }
            if name == "y" { return .double(y) }
        case .dimensions(let width, let height, _, _):
            if name == "width" { return .double(width) }
            if name == "height" { return .double(height) }
        case .color(let color):
            // A case of the module's own enum named like a colour (`Theme.indigo`) read before its type was known.
            if case .string(let caseName) = color, let value = try memberOfOnlyEnumCase(caseName, name, at: member) { return value }
            return try implicitMember(name, at: member, after: color)
        case .instance, .enumCase:
            if let value = try instanceMember(name, of: base, at: member) { return value }
        case .unknown:
            return .unknown(spelling(member))
        case .member(let chained, let given):
            // An `AsyncImage` phase (`.empty`) has no image and no error.
            if chained == Self.emptyImagePhase, given == nil, name == "image" || name == "error" { return .null }
            // `.superHost.imageName`: a case of the module's only enum with that case, when it has the member.
            if given == nil, !chained.contains("."), let value = try memberOfOnlyEnumCase(chained, name, at: member) { return value }
            return .member("\(chained).\(name)", given)
        case .geometry(var read):
            if read.space == nil, name == "size" {
                read.space = "local"; read.part = "size"; return .geometry(read)
            }
            if read.space != nil, read.placeholder == nil {
                if read.part == nil, name == "origin" || name == "size" { read.part = name; return .geometry(read) }
                let placeholder: String? = switch (read.part, name) {
                case ("origin", "x"), ("origin", "y"): name
                case ("size", "width"), ("size", "height"): name
                case (nil, "minX"), (nil, "minY"), (nil, "maxX"), (nil, "maxY"), (nil, "midX"), (nil, "midY"),
                     (nil, "width"), (nil, "height"): name
                default: nil
                }
                if let placeholder { read.placeholder = placeholder; return .geometry(read) }
            }
            throw layoutTimeError("'\(spelling(member))': \(Self.geometryOnlyInText)", at: place(member))
        case .proxy(let frame):
            return try proxyMember(name, of: frame, at: member)
        default:
            if let value = try valueProperty(name, of: base, at: member) { return value }
            if let value = try valueExtensionProperty(name, of: base, at: member) { return value }
        }
        throw error(.unsupportedSwift, "'\(spelling(member))' is not supported (\(base.kind) has no member '\(name)' here)",
                    at: member.declName, construct: spelling(member))
    }

    /// `.blue`, `.regularMaterial`, `.infinity`: named shape styles are typed at once, the rest where they are used.
    private func implicitMember(_ name: String, at node: some SyntaxProtocol, after color: JSONValue? = nil) throws -> Value {
        if let color, name == "gradient" { return .color(anyGradient(of: color)) }
        if color != nil { throw error(.unsupportedSwift, "a colour has no member '\(name)'", at: node) }
        if KnownTypes.colorNames.contains(name) { return .color(.string(name)) }
        switch name {
        case "regularMaterial": return .material("regular")
        case "thinMaterial": return .material("thin")
        case "ultraThinMaterial": return .material("ultraThin")
        case "thickMaterial": return .material("thick")
        case "ultraThickMaterial": return .material("ultraThick")
        case "bar": return .material("bar")
        default: return try implicitForeignStatic(name, nil, at: node) ?? .member(name, nil)
        }
    }

    private func staticMember(_ name: String, of type: String, at node: MemberAccessExprSyntax) throws -> Value? {
        if !KnownTypes.all.contains(type) || type == "Self", let declared = try resolveType(type, at: node) {
            // `Outer.Item.Kind`: a nested type named by its whole path, so that it resolves from the top again.
            let path = type.split(separator: ".").map(String.init) + [name]
            if declared.nestedTypes[name] != nil, source.declarations.resolve(path) != nil { return .type(path.joined(separator: ".")) }
            return try declaredStaticMember(name, of: declared, at: node)
        }
        if let value = try foreignStaticMember(name, of: type, at: node) { return value }
        if let value = ValueStatics.member(name, of: type) { return value }
        if type == "CharacterSet", Self.characterSetNames.contains(name) { return .member(name, nil) }
        if type == "Color", !KnownTypes.colorNames.contains(name), let color = source.module?.assets.color(symbol: name) {
            return .color(color)   // `Color.brand`, generated from the asset catalog's colour set "Brand"
        }
        if let made = runtimeOnlyValue(type, member: name) { return made }
        if type == "Calendar", name == "current" || name == "autoupdatingCurrent" { return Self.calendarValue }
        if type == "TimeZone", let zone = Self.timeZoneStatic(name) { return zone }
        if type == "Locale", let locale = Self.localeStatic(name) { return locale }
        if type == "DynamicTypeSize", DynamicTypeSize(rawValue: name) != nil { return .member(name, nil) }
        switch type {
        case "Bundle", "ProcessInfo", "UIScreen", "UIDevice", "UIApplication", "NotificationCenter", "FileManager":
            // A Swift package's `Bundle.module` holds the module's resources, as an app's main bundle does.
            if type == "Bundle", name == "module" { return .opaque("Bundle.main") }
            return .opaque("\(type).\(name)")
        case "Color":
            if KnownTypes.colorNames.contains(name) { return .color(.string(name)) }
            if name == "accentColor" { return .color(Self.accentColor) }
        case "UIColor":
            // `UIColor.systemBackground`: a UIKit colour, what `Color(_:)` takes.
            if let color = SystemColor(uiKitName: name) { return .color(.string(color.rawValue)) }
            if let fixed = UIKitFixedColors.color(name) { return .color(fixed) }
        case "Font":
            if KnownTypes.textStyles.contains(name) { return .font(.string(name)) }
        case "ContentUnavailableView":
            if name == "search" { return try contentUnavailableSearch(text: nil, at: node) }
        case "Angle":
            if name == "zero" { return .double(0) }
        case "DragConstraints":
            if ["none", "horizontal", "vertical"].contains(name) { return .constraints(.string(name)) }
        case "Material":
            if ["regular", "thin", "ultraThin", "thick", "ultraThick", "bar"].contains(name) { return .material(name) }
        case "GridDragViewModel":
            if name == "GridCell" { return .type("GridDragViewModel.GridCell") }
        case "Gradient":
            if name == "Stop" { return .type("Gradient.Stop") }
        case "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment", "SymbolVariants", "Edge", "VisualLayoutGuideShape", "VisualGridGuideFit",
             "DraggablePositionCoordinateSpace", "VisualLayoutGuidePositioningMode", "RoundedCornerStyle", "Axis":
            return .member(name, nil)
        default:
            break
        }
        return nil
    }

    /// Whether `value` is a type or an instance of the module's, whose `wrappedValue` is a member of its own.
    static func isTypeOrInstance(_ value: Value) -> Bool {
        switch value {
        case .type, .instance: true
        default: false
        }
    }

    /// The numeric kind of a collection's elements: by its declaration (`[Double]`), by the elements it holds, or for
    /// `stride(from:to:by:)` by its bounds.
    func elementKind(of expression: ExprSyntax, _ items: [Value], in scope: Scope) throws -> NumericKind? {
        if let type = try declaredType(of: expression, in: scope), let element = ExpectedType.elementType(of: type) {
            return NumericKind(typeName: element)
        }
        if let first = items.first { return NumericKind(of: first) }
        var inner = expression
        if let call = inner.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           let only = call.arguments.first?.expression { inner = only }
        if let call = inner.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride" {
            let bounds = try call.arguments.map { try evaluate($0.expression, in: scope) }
            return bounds.contains { if case .double = $0 { true } else { false } } ? .double : .integer
        }
        return nil
    }
}

extension Evaluator {
    /// Whether `node`, a method's name, is called on a binding written with `$` (`$model.isOn.animation()`).
    static func isBindingReceiver(_ node: some SyntaxProtocol) -> Bool {
        var receiver = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base
        while let current = receiver {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.hasPrefix("$") }
            receiver = current.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }
}
