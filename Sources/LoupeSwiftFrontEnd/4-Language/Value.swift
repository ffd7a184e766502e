import LoupeJSON
import SwiftSyntax

/// What a Swift expression of a preview evaluates to: the values of the Swift a preview is written in (numbers,
/// strings, collections, instances of the module's types, enum cases) and what the scene format can express (views,
/// colours, fonts). Anything else is an error where it is written.
indirect enum Value {
    case int(Int)
    /// A `Double`, or a `CGFloat` (a `Double` on 64-bit platforms, printed alike).
    case double(Double)
    /// A `Float`: single precision in its arithmetic and its printing (`Float(1) / 3` is `0.33333334`).
    case float(Float)
    case string(String)
    case bool(Bool)
    case null
    /// One view.
    case view(BuiltView)
    /// What a view builder produced: any number of views (`Group`, `ForEach`, an `if` without `else`).
    case views([BuiltView])
    /// A colour, gradient or other shape style in the scene format's colour form.
    case color(JSONValue)
    /// A material shape style: `"thin"` or `"regular"`.
    case material(String)
    /// A font in the scene format's font form.
    case font(JSONValue)
    /// An implicit member not yet given a type (`.leading`, `.infinity`, `.named("x")`), resolved where it is used.
    case member(String, [Argument]?)
    case array([Value])
    /// A dictionary, its entries in the order written (Swift's order is unspecified; this one is fixed).
    case dictionary([(key: Value, value: Value)])
    /// A tuple; a label is nil for an unlabeled element.
    case tuple([(label: String?, value: Value)])
    /// `a..<b` or `a...b`.
    case range(lower: Double, upper: Double, closed: Bool)
    case closure(ClosureExprSyntax, Scope)
    /// A computed property (`var header: some View { … }`, `var total: Int { … }`), run when it is read; `builder`
    /// when its getter is a view builder.
    case computed(CodeBlockItemListSyntax, Scope, builder: Bool)
    /// A file-level constant, evaluated when a preview reads it.
    case global(String, ExprSyntax)
    /// A type used as the base of a member or call: `Color`, `Font`, `CGSize`, or one of the module's.
    case type(String)
    /// An instance of one of the module's structs or classes.
    case instance(Instance)
    /// A case of one of the module's enums, with its associated values.
    case enumCase(EnumCase)
    /// `CGSize(width:height:)`.
    case size(Double, Double)
    /// `CGPoint(x:y:)` or `UnitPoint(x:y:)`.
    case point(Double, Double)
    /// `\.overlayCoordinator`, `\.self`, `\.id`.
    case keyPath(String)
    /// `OverlayPositionCoordinator()`.
    case coordinator
    /// Loupe's `DragConstraints`, in the scene format's form.
    case constraints(JSONValue)
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    case edgeInsets(JSONValue)
    /// `GridItem(_:spacing:alignment:)`, in the scene format's grid-item form.
    case gridItem(JSONValue)
    /// `CGRect(x:y:width:height:)`, or the rect a `Shape`'s `path(in:)` is given.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// A `Path` being built.
    case path(PathValue)
    /// A GeometryReader's proxy, or a frame or coordinate read from it: known only at layout time.
    case geometry(GeometryRead)
    /// A GeometryReader's proxy once a layout has given its frame: its size and frame are numbers.
    case proxy(GeometryFrame)
    /// A GridDragView's model, in the scene format's GridDragView form.
    case gridModel(SceneNode)
    /// One cell given to a GridDragView model.
    case gridCell(BuiltView)
    /// An instance of the file's type with `makeView(row:col:)` (a GridDragView's `viewFactory:`), by type name.
    case viewFactory(String)
    /// A point in time, in seconds since 2001-01-01 00:00:00 UTC (`Date`).
    case date(Double)
    /// What is known only when the app runs (an environment action, a model context, a namespace), named for
    /// messages; an error where a preview reads it.
    case opaque(String)
    /// A method of a value, not yet called (`items.map(\.name)` reads none; `action: model.refresh` keeps one).
    case boundMethod(Value, String)
    /// A function declared inside a function or closure, with the scope it sees (`func daysAgo(_ n: Int) -> Date`).
    case localFunction(FunctionDeclSyntax, Scope)
    /// The `ViewDimensions` an `alignmentGuide` closure is given: a view's size and where its text baselines lie.
    case dimensions(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double)
    /// With `--placeholders`: a value the front end could not compute, as the source spells it (shown `‹item.title›`).
    case unknown(String)
    /// A Combine publisher or subject a model made (`Just(3)`, `$name`, `subject.map { … }`).
    case publisher(CombinePublisher)

    /// A short description for messages: "a number", "a view", "'.leading'".
    var kind: String {
        switch self {
        case .int, .double, .float: "a number"
        case .string: "a string"
        case .bool: "a Boolean"
        case .null: "nil"
        case .view, .views: "a view"
        case .color: "a colour"
        case .material: "a material"
        case .font: "a font"
        case .member(let name, _): "'.\(name)'"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .tuple: "a tuple"
        case .range: "a range"
        case .closure: "a closure"
        case .computed: "a computed property"
        case .global: "a constant"
        case .type(let name): "the type '\(name)'"
        case .instance(let instance): "a \(instance.type.name)"
        case .enumCase(let value): "'\(value.type.name).\(value.name)'"
        case .size: "a CGSize"
        case .point: "a point"
        case .keyPath(let path): "the key path '\\.\(path)'"
        case .coordinator: "an OverlayPositionCoordinator"
        case .constraints: "DragConstraints"
        case .edgeInsets: "EdgeInsets"
        case .gridItem: "a GridItem"
        case .rect: "a CGRect"
        case .path: "a Path"
        case .geometry: "a GeometryReader's proxy value"
        case .proxy: "a GeometryReader's proxy"
        case .gridModel: "a GridDragViewModel"
        case .gridCell: "a GridCell"
        case .viewFactory(let name): "the view factory '\(name)'"
        case .date: "a Date"
        case .opaque(let what): "\(what) (known only when the app runs)"
        case .boundMethod(_, let name): "the method '\(name)'"
        case .localFunction(let function, _): "the function '\(function.name.text)'"
        case .dimensions: "a view's dimensions"
        case .unknown(let source): "'\(source)', which could not be evaluated"
        case .publisher: "a Combine publisher"
        }
    }

    /// Whether the value is `true`.
    var isTrue: Bool { if case .bool(true) = self { true } else { false } }

    /// Whether the value is an `Int`.
    var isInteger: Bool { if case .int = self { true } else { false } }

    /// The number, for the numeric cases.
    var number: Double? {
        switch self {
        case .int(let n): Double(n)
        case .double(let d): d
        case .float(let f): Double(f)
        case .member("pi", nil): .pi   // `.pi` where a number is expected, as in `Double(i) * .pi`
        default: nil
        }
    }
}

/// An instance of one of the module's structs or classes: its type and its properties (stored ones bound to their
/// values, computed ones to their getters). A class instance is shared, as in Swift; a struct's is copied on change.
final class Instance {
    let type: DeclaredType
    let properties: Scope
    /// The types a generic type's parameters stand for in this instance (`T` of `EnumPicker<T>` made with a
    /// `Binding<Mood>` is `Mood`), found from the stored properties declared with them.
    var genericArguments: [String: String] = [:]

    init(type: DeclaredType, properties: Scope, genericArguments: [String: String] = [:]) {
        self.type = type
        self.properties = properties
        self.genericArguments = genericArguments
    }
}

extension Value {
    /// A number, string or other value that holds no scope, and so can be part of no cycle of scopes.
    var isPlainData: Bool {
        switch self {
        case .int, .double, .float, .string, .bool, .null, .date, .size, .point, .rect, .range, .keyPath, .type: true
        default: false
        }
    }

    /// The value as a new variable holds it: a struct's instance (and the structs and arrays inside it) copied, as
    /// Swift copies a value type; a class's instance shared.
    var copiedIfValueType: Value {
        switch self {
        case .instance(let instance) where instance.type.kind == .structure:
            return .instance(Instance(type: instance.type, properties: instance.properties.copy { $0.copiedIfValueType },
                                      genericArguments: instance.genericArguments))
        case .array(let items) where items.contains(where: \.holdsStruct):
            return .array(items.map(\.copiedIfValueType))
        default:
            return self
        }
    }

    private var holdsStruct: Bool {
        switch self {
        case .instance(let instance): instance.type.kind == .structure
        case .array(let items): items.contains(where: \.holdsStruct)
        default: false
        }
    }
}

/// A case of one of the module's enums.
struct EnumCase {
    let type: DeclaredType
    let name: String
    var payload: [(label: String?, value: Value)] = []
}

/// What is read from a GeometryReader's proxy: the proxy itself, `proxy.frame(in:)`, or one coordinate of it.
struct GeometryRead {
    /// The space of `frame(in:)`: `"local"`, `"global"` or a name; nil for the proxy itself.
    var space: String?
    /// The scene format's placeholder (`x`, `width`, `midY`); nil until a coordinate is read.
    var placeholder: String?
    /// `origin` or `size`, between `frame(in:)` and a coordinate.
    var part: String?
}

/// One argument of a call, evaluated (closures stay closures).
struct Argument {
    var label: String?
    var value: Value
    var place: SourcePlace
    /// The argument when it is made only of number literals (`130 / 255`): `value` is what it gives as Swift's
    /// default type, and the parameter's type picks the value it really takes (``LiteralNumber``).
    var literal: LiteralNumber? = nil
    /// An `Int` computed with a division by an expression that is not only literals (`[3, 4].reduce(0, +) / 2`): given
    /// to a floating-point parameter, it shows that Swift typed its literals otherwise.
    var dividedInts = false
    /// A closure written after the call's parentheses (`.init { Text("a") }`), kept among an implicit member's
    /// arguments until the type that makes the value is known.
    var isTrailingClosure = false
    /// The expression written, where the argument was written as one: the literals inside an array or tuple it
    /// spells take the element types of the parameter it is given to.
    var expression: ExprSyntax? = nil
    /// Where `expression` was evaluated: a string literal given to a `LocalizedStringKey` parameter is read again
    /// there, as that type interpolates.
    var scope: Scope? = nil

    /// The argument where an `Int` is taken (a line limit, the `Int` initializer of a CGPoint): its Ints are right.
    var takenAsInt: Argument { var argument = self; argument.dividedInts = false; return argument }
}

/// Names bound while evaluating: file-level constants, a type's properties, closure parameters, local `let`s and
/// `var`s. `self`, when bound, is the instance whose members are visible unqualified.
final class Scope {
    private var values: [String: Value] = [:]
    /// The type a binding was declared with (`let o: Int? = 3`, a parameter's type), or `Optional<_>` for one whose
    /// value Swift infers as optional (`let f = items.first`): what string interpolation needs to write `Optional(…)`.
    private var declaredTypes: [String: String] = [:]
    private let parent: Scope?

    init(parent: Scope? = nil) { self.parent = parent }

    func bind(_ name: String, _ value: Value) { values[name] = value }

    /// Binds `name` and records the type it was declared with.
    func bind(_ name: String, _ value: Value, declaredType: String?) {
        values[name] = value
        declaredTypes[name] = declaredType
    }

    /// The declared type of the binding `name` resolves to; nil when it has none or no scope binds it.
    func declaredType(of name: String) -> String? {
        if values[name] != nil { return declaredTypes[name] }
        return parent?.declaredType(of: name)
    }

    func lookUp(_ name: String) -> Value? { values[name] ?? parent?.lookUp(name) }

    /// Changes the value of `name` where it is bound; false when no scope binds it.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil { values[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }

    /// Whether a scope between this one and `root` (not `root` itself) binds `name`: a local that hides a file-level one.
    func bindsLocally(_ name: String, above root: Scope) -> Bool {
        var scope: Scope? = self
        while let current = scope, current !== root {
            if current.values[name] != nil { return true }
            scope = current.parent
        }
        return false
    }

    /// A scope with the same parent and bindings, each value passed through `copy`.
    func copy(_ copy: (Value) -> Value) -> Scope {
        let result = Scope(parent: parent)
        for (name, value) in values { result.values[name] = copy(value) }
        result.declaredTypes = declaredTypes
        return result
    }

    /// The names bound in this scope itself, not its parents'.
    var ownBindings: [String: Value] { values }

    /// Drops every binding. A computed property is bound in the scope it runs in (a cycle); a scope whose evaluation
    /// has ended is dissolved so that the cycle does not outlive it (only views and values leave an evaluation).
    /// Plain values stay: a closure made in a loop's body and kept after it (`fs.append { i }`) still reads them.
    func dissolve() {
        values = values.filter { $0.value.isPlainData }
        declaredTypes = declaredTypes.filter { values[$0.key] != nil }
    }
}
