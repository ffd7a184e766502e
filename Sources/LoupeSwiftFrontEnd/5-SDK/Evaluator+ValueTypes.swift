#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import LoupeJSON
import LoupeScene
import SwiftSyntax

/// Initializers of the value types views and modifiers take: sizes, points, insets, numbers, gradients, Loupe's models.
extension Evaluator {
    /// The value `name(arguments)` makes, or nil when `name` is not one of these types.
    /// A set's elements: the first of equal ones, in order (Swift's order is unspecified; this one is fixed).
    func setElements(_ items: [Value]) -> [Value] {
        var unique: [Value] = []
        for item in items where !unique.contains(where: { valuesEqual($0, item) }) { unique.append(item) }
        return unique
    }

    /// The sized integers a value is converted to, with the values each holds (`UInt64` beyond `Int.max` is not).
    static let sizedIntegerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max), "Int32": Int(Int32.min)...Int(Int32.max),
        "Int64": Int.min...Int.max, "UInt": 0...Int.max, "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max),
        "UInt32": 0...Int(UInt32.max), "UInt64": 0...Int.max,
    ]

    func valueConstruct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        // `TimeInterval(60)` is `Double(60)`: a numeric type by another of its names.
        if let canonical = NumericTypes.canonical(name), canonical != name, name != "CGFloat" {
            return try valueConstruct(canonical, arguments, at: node)
        }
        let arguments = ["CGSize", "CGPoint", "CGRect", "CGVector"].contains(name) ? Self.coreGraphicsOverload(arguments) : arguments
        // `min(geometry.size.width, geometry.size.height)`: a GeometryReader's size, known once the layout gives it
        // (the preview is laid out, read and laid out again).
        if arguments.list.contains(where: { if case .geometry = $0.value { true } else { false } }) {
            throw layoutTimeError("'\(name)(…)' of a GeometryReader's size: \(Self.geometryOnlyInText)", at: place(node))
        }
        switch name {
        case "CGSize":
            try expect(arguments, labels: ["width", "height"], of: name)
            return .size(try number(arguments.argument("width"), of: name, at: node),
                         try number(arguments.argument("height"), of: name, at: node))
        case "CGPoint", "UnitPoint":
            try expect(arguments, labels: ["x", "y"], of: name)
            return .point(try number(arguments.argument("x"), of: name, at: node),
                          try number(arguments.argument("y"), of: name, at: node))
        case "EdgeInsets":
            try expect(arguments, labels: ["top", "leading", "bottom", "trailing"], of: name)
            // Each edge not given is 0, as SwiftUI's initializer defaults it (`EdgeInsets()` is no inset at all).
            var insets: [JSONObject.Member] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                insets.append(.init(key: edge, value: .number(try arguments.argument(edge).map { try number($0) } ?? 0)))
            }
            return .edgeInsets(.object(JSONObject(insets)))
        case "DragConstraints":
            return .constraints(try dragConstraints(arguments))
        case "GridItem":
            return .gridItem(try gridItem(arguments, at: node))
        case "PageTabViewStyle":
            return .member("page", arguments.list)
        case "CGRect", "UIBezierPath", "Angle":
            return try pathConstruct(name, arguments, at: node)
        case "OverlayPositionCoordinator":
            try expect(arguments, labels: [], of: name)
            return .coordinator
        case "Alignment":
            return .member("init", arguments.list)
        case "UIColor", "NSColor":
            return .color(try uiColorInitializer(name, arguments, at: node))
        case "CGFloat", "Double", "Float":
            try expect(arguments, labels: [nil], of: name)
            if let parsed = Self.parsedNumber(name, arguments) { return parsed }
            // A conversion: its argument has its own type (`Double(7 / 2)` converts the Int 3).
            let value = try converting(arguments.unlabeled(0), of: name, at: node)
            return name == "Float" ? .float(Float(value)) : .double(value)
        case "Int":
            try expect(arguments, labels: [nil, "radix"], of: name)
            if let parsed = try parsedInteger(name, arguments, at: node) { return parsed }
            // An integer converts exactly (through a Double, one past 2^53 would not).
            if case .int(let n)? = arguments.unlabeled(0)?.value { return .int(n) }
            let value = try converting(arguments.unlabeled(0), of: name, at: node)
            guard let exact = Int(exactly: value.rounded(.towardZero)) else {
                throw error(.invalidValue, "does not fit an Int", at: node)
            }
            return .int(exact)
        case _ where Self.sizedIntegerRanges[name] != nil:
            // `Int16(1)`, `UInt8(x)`: an Int that the type can hold; a value it cannot is an error, where Swift traps.
            try expect(arguments, labels: [nil, "radix"], of: name)
            if let parsed = try parsedInteger(name, arguments, at: node) { return parsed }
            if case .int(let n)? = arguments.unlabeled(0)?.value, let range = Self.sizedIntegerRanges[name] {
                guard range.contains(n) else { throw error(.invalidValue, "'\(name)(…)' cannot hold \(n) (Swift traps here)", at: node) }
                return .int(n)
            }
            let value = try converting(arguments.unlabeled(0), of: name, at: node).rounded(.towardZero)
            guard let range = Self.sizedIntegerRanges[name], let exact = Int(exactly: value), range.contains(exact) else {
                throw error(.invalidValue, "'\(name)(…)' cannot hold this value (Swift traps here)", at: node)
            }
            return .int(exact)
        case "NSNumber":
            // `NSNumber(value: x)`, read by a formatter or through `doubleValue`: the number it boxes. Written into a
            // string it would print as Foundation writes it ("3" for 3.0), so that is refused (`WrittenValues`).
            try expect(arguments, labels: ["value"], of: name)
            guard let boxed = arguments.argument("value"), boxed.value.number != nil else { return nil }
            return boxed.value
        case "Character":
            // `Character("a")`: one character, kept as its text; more or fewer traps in Swift.
            try expect(arguments, labels: [nil], of: name)
            guard let given = arguments.unlabeled(0), case .string(let text) = given.value else { return nil }
            guard text.count == 1 else {
                throw error(.invalidValue, "'Character(…)' of \(text.count) characters (Swift traps: a Character is one)", at: node, construct: name)
            }
            return .string(text)
        case "String":
            if let format = arguments.argument("format") {
                return .string(try formatString(try string(format), arguments.list.filter { $0.label == nil }.map(\.value), at: node))
            }
            if let repeated = arguments.argument("repeating"), let count = arguments.argument("count")?.value.number {
                // `String(repeating: "ab", count: 3)`, bounded like an array of as many elements.
                let unit = try interpolated(repeated.value, at: node)
                let times = max(Int(min(count, Double(EvaluationBudget.maximumElements))), 0)
                guard unit.count * times <= SceneLimits.maximumTextLength else {
                    throw error(.limit, "the string would have more than \(SceneLimits.maximumTextLength) characters", at: node)
                }
                return .string(String(repeating: unit, count: times))
            }
            if let radix = arguments.argument("radix") {
                // `String(255, radix: 16, uppercase: true)`: an integer written in another base.
                try expect(arguments, labels: [nil, "radix", "uppercase"], of: name)
                guard case .int(let value)? = arguments.unlabeled(0)?.value, case .int(let base) = radix.value, (2...36).contains(base) else {
                    throw error(.invalidValue, "'String(_:radix:)' takes an integer and a base from 2 to 36", at: node)
                }
                let uppercase = try arguments.argument("uppercase").map { try bool($0) } ?? false
                return .string(String(value, radix: base, uppercase: uppercase))
            }
            try expect(arguments, labels: [nil, "describing", "localized"], of: name)
            guard let value = arguments.list.first else { return .string("") }
            // `String("hello".sorted())`: the characters of an array, joined.
            if value.label == nil, case .array(let characters) = value.value {
                return .string(try characters.map { item -> String in
                    guard case .string(let character) = item else {
                        throw error(.typeMismatch, "'String(_:)' of an array takes characters, found \(item.kind)", at: node)
                    }
                    return character
                }.joined())
            }
            // `String(describing:)` as string interpolation writes it, `Optional(…)` included.
            if value.label == "describing", let expression = arguments.node.as(FunctionCallExprSyntax.self)?.arguments.first?.expression {
                return .string(try written(expression, value.value, in: arguments.scope))
            }
            return .string(try interpolated(value.value, at: node))
        case "Array", "Set", "ContiguousArray":
            if let repeated = arguments.argument("repeating"), let count = arguments.argument("count")?.value.number {
                // `let xs: [Double] = Array(repeating: 7 / 2, count: 2)`: the element takes the declared element type.
                let element = try typedArgument(repeated, as: ExpectedType.of(arguments.node).flatMap(ExpectedType.elementType(of:)))
                return try bounded(Array(repeating: element, count: max(Int(count), 0)), at: node)
            }
            try expect(arguments, labels: [nil], of: name)
            guard let value = arguments.unlabeled(0) else { return .array([]) }
            // `Array(dict)`: its pairs in the dictionary's order, which Swift does not keep.
            if case .dictionary(let entries) = value.value, name != "Set" { try requireOrderFree("Array", of: entries, at: node) }
            try requireSetOrderFree(converting: value, named: name, at: node, in: arguments.scope)
            let items = try elements(of: value, at: node)
            // A set keeps the first of equal elements, in order (Swift's order is unspecified; this one is fixed).
            return name == "Set" ? .array(setElements(items)) : .array(items)
        case "Dictionary":
            return try dictionary(arguments, at: node)
        case "Date":
            if let interval = arguments.argument("timeIntervalSinceNow")?.value.number { return .date(Self.fixedNow + interval) }
            if let interval = arguments.argument("timeIntervalSinceReferenceDate")?.value.number { return .date(interval) }
            if let interval = arguments.argument("timeIntervalSince1970")?.value.number { return .date(interval - 978_307_200) }
            try expect(arguments, labels: [], of: name)
            return .date(Self.fixedNow)
        case "Bundle":
            // `Bundle(for: SomeClass.self)`: the bundle of the module's own class, whose resources are the module's.
            try expect(arguments, labels: ["for"], of: name)
            guard case .type? = arguments.argument("for")?.value else { return nil }
            return .opaque("Bundle.main")
        case "TimelineView":
            return try timelineView(arguments, at: node)
        case "PeriodicTimelineSchedule":
            return try periodicSchedule(arguments, at: node)
        case "Scanner", "CharacterSet":
            return try scannerOrCharacterSet(name, arguments, at: node)
        case "NavigationPath":
            // The screens pushed, in order: a collection, as a `NavigationPath` is read (`count`, `append`).
            try expect(arguments, labels: [nil], of: name)
            guard let given = arguments.unlabeled(0) else { return .array([]) }
            guard let items = try sequenceElements(given.value) else { throw mismatch(given, expected: "a sequence") }
            return .array(items)
        case "UUID":
            if let text = arguments.argument("uuidString") {
                // `UUID(uuidString:)`: the identifier written, upper-cased as `uuidString` prints it; nil if malformed.
                return Self.parsedUUID(try string(text)).map(Value.string) ?? .null
            }
            try expect(arguments, labels: [], of: name)
            // Fixed identifiers, numbered in the order the preview makes them.
            state.fixedValues.uuidCount += 1
            let digits = String(state.fixedValues.uuidCount, radix: 16)
            return .string("00000000-0000-4000-8000-" + String(repeating: "0", count: max(12 - digits.count, 0)) + digits)
        case "Query", "FetchRequest":
            // A query made in code: what it reads is not followed, so it is empty only where the store is.
            guard state.modelStore.values.allSatisfy(\.isEmpty) else {
                throw error(.unsupportedSwift, "'\(name)(…)' made in code is not read here; declare the property with @\(name)(…) instead", at: node, construct: name)
            }
            return .array([])
        case "State", "StateObject", "ObservedObject", "Binding", "FocusState", "Published", "GestureState", "Bindable":
            // `_x = State(initialValue: v)` and friends: a preview reads the wrapped value.
            if let value = arguments.argument("initialValue") ?? arguments.argument("wrappedValue") ?? arguments.unlabeled(0) {
                return value.value
            }
            if let get = arguments.argument("get") { return try apply(get, [], at: node) }
            // `Binding { value } set: { … }`: the getter written as the trailing closure.
            if name == "Binding", let get = arguments.trailing.first(where: { $0.label == nil || $0.label == "get" }) {
                return try callClosure(get.closure, in: arguments.scope, with: [], at: node)
            }
            return .null
        case "zip":
            guard arguments.list.count == 2 else { return nil }
            let first = try elements(of: arguments.list[0], at: node), second = try elements(of: arguments.list[1], at: node)
            return .array(zip(first, second).map { .tuple([(nil, $0), (nil, $1)]) })
        case "stride":
            guard let from = arguments.argument("from")?.value.number, let by = arguments.argument("by")?.value.number, by != 0,
                  let end = (arguments.argument("to") ?? arguments.argument("through"))?.value.number else { return nil }
            let closed = arguments.argument("through") != nil
            var items: [Value] = []
            let isInt = arguments.list.allSatisfy { if case .int = $0.value { true } else { false } }
            // Swift steps a floating-point stride as `from + i * by` in one fused multiply-add, so that errors do not
            // add up: 0.0 to 1.0 by 0.1 has ten elements, the fourth 0.30000000000000004; -1.0 by 1/3 has -5.55e-17.
            var current = from
            while by > 0 ? (closed ? current <= end : current < end) : (closed ? current >= end : current > end) {
                items.append(isInt ? .int(Int(current)) : .double(current))
                if items.count > EvaluationBudget.maximumElements { break }
                current = isInt ? current + by : from.addingProduct(Double(items.count), by)
            }
            return try bounded(items, at: node)
        case "min", "max":
            // One type for every argument, as the generic parameter is one: a fraction or a Double anywhere makes the
            // literals Doubles (`min(4 / 6, 5 * 0.5)` compares 0.666… with 2.5), a Float makes them Floats.
            let kind: NumericKind? = arguments.list.contains { if case .float = $0.value { $0.literal == nil } else { false } } ? .float
                : arguments.list.contains { $0.literal.map { $0.integer == nil } ?? { if case .double = $0.value { true } else { false } }($0) } ? .double : nil
            if let kind {
                let values = try arguments.list.map { argument -> Value in
                    if let literal = argument.literal { return try literalValue(literal, as: kind, at: node) }
                    return argument.value
                }
                let numbers = values.compactMap(\.number)
                guard numbers.count == values.count, let first = numbers.first else { return nil }
                let pick = numbers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) }
                return kind == .float ? .float(Float(pick)) : .double(pick)
            }
            let integers = arguments.list.compactMap { if case .int(let n) = $0.value { n } else { nil } }
            if integers.count == arguments.list.count, let first = integers.first {
                // Compared as Ints: Int.max has no exact Double.
                return .int(integers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
            }
            let numbers = arguments.list.compactMap(\.value.number)
            guard numbers.count == arguments.list.count, let first = numbers.first else { return nil }
            return .double(numbers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
        case "abs":
            guard let value = arguments.unlabeled(0) else { return nil }
            if case .int(let n) = value.value {
                guard n != .min else { throw error(.invalidValue, "arithmetic overflow: abs(Int.min) does not fit an Int", at: node) }
                return .int(Swift.abs(n))
            }
            if case .float(let f) = value.value { return .float(Swift.abs(f)) }
            return value.value.number.map { .double(Swift.abs($0)) }
        case "sqrt", "floor", "ceil", "round":
            guard let number = arguments.unlabeled(0)?.value.number else { return nil }
            if case .float(let f)? = arguments.unlabeled(0)?.value {
                // A Float's functions give Floats.
                let result: Float = switch name {
                case "sqrt": f.squareRoot()
                case "floor": f.rounded(.down)
                case "ceil": f.rounded(.up)
                default: f.rounded()
                }
                return .float(result)
            }
            let result = switch name {
            case "sqrt": number.squareRoot()
            case "floor": number.rounded(.down)
            case "ceil": number.rounded(.up)
            default: number.rounded()
            }
            return .double(result)
        case "sin", "cos", "tan", "asin", "acos", "atan":
            guard arguments.list.count == 1, let x = arguments.list[0].value.number else { return nil }
            let result = switch name {
            case "sin": sin(x)
            case "cos": cos(x)
            case "tan": tan(x)
            case "asin": asin(x)
            case "acos": acos(x)
            default: atan(x)
            }
            return .double(result)
        case "atan2":
            guard arguments.list.count == 2, let y = arguments.list[0].value.number, let x = arguments.list[1].value.number else { return nil }
            return .double(atan2(y, x))
        case "pow":
            guard arguments.list.count == 2, let base = arguments.list[0].value.number, let exponent = arguments.list[1].value.number else { return nil }
            if case .int = arguments.list[0].value {
                // `pow(2, 3)`: no `pow` takes an Int; Swift types the literal as Foundation's `Decimal` (printed `8`), or
                // as the floating type the context asks for, which is not worked out here.
                throw error(.unsupportedSwift, "'pow' of an integer is Foundation's Decimal pow or a floating one, by the context; write the base as a Double (pow(2.0, 3))",
                            at: node, construct: "pow")
            }
            var result = 1.0
            if exponent == exponent.rounded(), Swift.abs(exponent) <= 64 {
                for _ in 0..<Int(Swift.abs(exponent)) { result *= base }
                return .double(exponent < 0 ? 1 / result : result)
            }
            return nil
        case "URL":
            // A URL is its text here (`AsyncImage(url:)`, `Link(destination:)` show no network content).
            if let path = arguments.argument("fileURLWithPath") ?? arguments.argument("filePath") {
                // A file URL prints with its scheme (`file:///tmp/a.txt`); a relative path would resolve against
                // the app's working directory, which a preview does not have.
                let text = try string(path)
                guard text.hasPrefix("/") else {
                    throw SwiftSourceError(.unsupportedSwift, "'URL(\(path.label ?? "filePath"):)' of a relative path resolves against the running app's directory", at: path.place)
                }
                return .string("file://" + text)
            }
            guard let text = arguments.argument("string") ?? arguments.unlabeled(0) else { return nil }
            return .string(try string(text))
        case "print", "debugPrint":
            // Nothing a picture shows; each gives back `()`.
            return .tuple([])
        case "assert", "precondition":
            // A preview is a debug build: a false condition traps there, as it would here.
            if let condition = arguments.unlabeled(0), case .bool(false) = condition.value {
                let message = try arguments.unlabeled(1).map { ": \(try string($0))" } ?? ""
                throw error(.unsupportedSwift, "'\(name)' fails here\(message) (the app would stop)", at: node, construct: name)
            }
            return .tuple([])
        case "withAnimation", "withTransaction":
            // The changes are made at once (a still picture has no animation), and the closure's result is returned.
            let given = arguments.list.last.flatMap { argument -> ClosureExprSyntax? in
                if case .closure(let closure, _) = argument.value { closure } else { nil }
            }
            guard let body = arguments.trailing.first?.closure ?? arguments.closure("body") ?? given else { return .null }
            return try callClosure(body, in: arguments.scope, with: [], at: node)
        case "Gradient":
            try expect(arguments, labels: ["colors", "stops"], of: name)
            guard let colors = arguments.argument("colors") ?? arguments.argument("stops") else {
                throw error(.missingArgument, "'Gradient' needs colors: or stops:", at: node, construct: name)
            }
            return colors.value
        case "TimeZone":
            return try timeZone(arguments, at: node)
        case "JSONDecoder":
            try expect(arguments, labels: [], of: name)
            return .opaque("JSONDecoder()")
        case "Data" where arguments.argument("contentsOf") != nil:
            return try dataContents(of: arguments.argument("contentsOf")!, at: node)
        case "Locale":
            return try locale(arguments, at: node)
        case "Calendar":
            // `Calendar(identifier: .gregorian)`: the calendar dates are read in.
            return Self.calendarValue
        case "UIImage":
            // `UIImage(named:)` and `UIImage(systemName:)`, kept as what they name for `Image(uiImage:)`.
            try expect(arguments, labels: ["named", "systemName", "in", "compatibleWith", "withConfiguration"], of: name)
            // `UIImage()`: an image of no pixels, 0 × 0 points.
            if arguments.isEmpty { return .tuple([("empty", .bool(true))]) }
            // `UIImage(named: "x") ?? UIImage()`: nil where the module's catalogs have no such set, as on the device.
            if let named = arguments.argument("named"), case .string(let set) = named.value, let module = source.module,
               !module.assets.image(named: set).exists {
                return .null
            }
            guard let named = arguments.argument("named") ?? arguments.argument("systemName") else {
                throw error(.unsupportedSwift, "'UIImage' is supported with named: or systemName: (other images are known only when the app runs)",
                            at: node, construct: name)
            }
            return .tuple([(named.label, named.value)])
        case "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "CLLocation", "DateComponents":
            // MapKit's and Core Location's values, kept as their labelled parts (`coordinate.latitude`).
            guard arguments.list.allSatisfy({ $0.label != nil }) else {
                throw error(.unexpectedArgument, "'\(name)' takes labelled arguments", at: node, construct: name)
            }
            return .tuple(arguments.list.map { ($0.label, $0.value) })
        case "Gradient.Stop":
            // `Gradient.Stop(color:location:)`, as `.init(color:location:)` is written inside `stops:`.
            try expect(arguments, labels: ["color", "location"], of: "Gradient.Stop")
            return .member("init", arguments.list)
        case "UnevenRoundedRectangle":
            return .view(try unevenRoundedRectangle(arguments, at: node))
        case "GridDragViewModel":
            return try gridModel(arguments, at: node)
        case "GridDragViewModel.GridCell":
            try expect(arguments, labels: ["cell"], of: "GridCell")
            guard let cell = arguments.argument("cell") else {
                throw error(.missingArgument, "'GridCell' needs cell:", at: node, construct: "GridCell")
            }
            return .gridCell(try singleView(of: cell.value, at: node))
        case "PreviewDevice":
            try expect(arguments, labels: ["rawValue", "stringLiteral"], of: name)
            guard let raw = arguments.list.first else {
                throw error(.missingArgument, "'PreviewDevice' needs rawValue:", at: node, construct: name)
            }
            return .string(try string(raw))
        case "StrokeStyle":
            try expect(arguments, labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"], of: name)
            return .tuple(arguments.list.map { ($0.label, $0.value) })
        case "FillStyle":
            throw error(.unsupportedSwift, "'\(name)' is not supported: a fill takes a style only (fill rules are not drawn)",
                        at: node, construct: name)
        default:
            return nil
        }
    }

    /// A number argument that must be there.
    /// `Int("12")`, `Double(text)`: a parse, nil (`.null`) where the text is not such a number; nil when the argument
    /// is not a string.
    private static func parsedNumber(_ type: String, _ arguments: CallArguments) -> Value? {
        guard case .string(let text)? = arguments.unlabeled(0)?.value else { return nil }
        switch type {
        case "Int": return Int(text).map(Value.int) ?? .null
        case "Float": return Float(text).map(Value.float) ?? .null
        default: return Double(text).map(Value.double) ?? .null
        }
    }

    /// `Int("12")`, `UInt64(hex, radix: 16)`, `UInt8("300")`: the text read in its radix, nil (`.null`) where it is not
    /// such a number or the type cannot hold it; nil when the argument is not text.
    private func parsedInteger(_ type: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .string(let text)? = arguments.unlabeled(0)?.value else {
            if arguments.argument("radix") != nil { throw error(.typeMismatch, "'\(type)(_:radix:)' reads text", at: node) }
            return nil
        }
        var radix = 10
        if let given = arguments.argument("radix") {
            guard case .int(let value) = given.value, (2...36).contains(value) else {
                throw SwiftSourceError(.invalidValue, "radix: expected a number from 2 to 36 (Swift traps on others)", at: given.place)
            }
            radix = value
        }
        guard let value = Int(text, radix: radix) else {
            if type == "UInt64" || type == "UInt", UInt64(text, radix: radix) != nil {
                throw error(.invalidValue, "'\(type)' of '\(text)' is past \(Int.max), which is not held here", at: node)
            }
            return .null
        }
        return (Self.sizedIntegerRanges[type] ?? Int.min...Int.max).contains(value) ? .int(value) : .null
    }

    /// The number a conversion (`Double(n)`, `Int(x)`) is given, in the type it has.
    private func converting(_ argument: Argument?, of name: String, at node: some SyntaxProtocol) throws -> Double {
        guard var argument else { throw error(.missingArgument, "'\(name)' needs all its arguments", at: node, construct: name) }
        argument.literal = nil
        return try number(argument)
    }

    private func number(_ argument: Argument?, of name: String, at node: some SyntaxProtocol) throws -> Double {
        guard let argument else { throw error(.missingArgument, "'\(name)' needs all its arguments", at: node, construct: name) }
        return try number(argument)
    }

    /// Only a container shape takes it (the scene format has no such view); `containerShape` reads its radii.
    private func unevenRoundedRectangle(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> BuiltView {
        let corners = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        try expect(arguments, labels: corners + ["style"], of: "UnevenRoundedRectangle")
        var radii: [(String, SceneNode)] = []
        for label in corners {
            if let radius = arguments.argument(label) { radii.append((label, .json(.number(try number(radius))))) }
        }
        var view = BuiltView(kind: "UnevenRoundedRectangle", parameters: .object(radii), place: place(node))
        if let style = arguments.argument("style") { view.cornerStyle = try checkCornerStyle(style) }
        return view
    }

    /// CoreGraphics' sizes, points and rectangles have `Int`, `Double` and `CGFloat` initializers; with integer literals
    /// and Ints only, Swift picks the `Int` one, so `CGSize(width: 3, height: 1 / 2)` is 3 by 0.
    static func coreGraphicsOverload(_ arguments: CallArguments) -> CallArguments {
        let allIntegers = arguments.list.allSatisfy { argument in
            if let literal = argument.literal { if case .value? = literal.integer { return true } else { return false } }
            if case .int = argument.value { return true }
            return false
        }
        guard allIntegers, !arguments.list.isEmpty else { return arguments }
        var result = arguments
        for index in result.list.indices {
            result.list[index] = result.list[index].takenAsInt
            if case .value(let n)? = result.list[index].literal?.integer { result.list[index].value = .int(n) }
            result.list[index].literal = nil
        }
        return result
    }

    /// A UUID's text as `UUID(uuidString:)` reads it — 32 hexadecimal digits in groups of 8-4-4-4-12 — upper-cased.
    static func parsedUUID(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return nil }
        return text.uppercased()
    }
}
