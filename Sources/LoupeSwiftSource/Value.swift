import LoupeJSON
import SwiftSyntax

/// What a Swift expression of a preview evaluates to. Only what the scene format can express has a case; everything
/// else is an error where it is written.
indirect enum Value {
    case int(Int)
    case double(Double)
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
    /// `a..<b` or `a...b`.
    case range(lower: Double, upper: Double, closed: Bool)
    case closure(ClosureExprSyntax, Scope)
    /// A view struct's computed property (`var header: some View { … }`), run when it is read.
    case computed(CodeBlockItemListSyntax, Scope)
    /// A file-level constant, evaluated when a preview reads it.
    case global(String, ExprSyntax)
    /// A type used as the base of a member or call: `Color`, `Font`, `CGSize`.
    case type(String)
    /// `CGSize(width:height:)`.
    case size(Double, Double)
    /// `CGPoint(x:y:)` or `UnitPoint(x:y:)`.
    case point(Double, Double)
    /// `\.overlayCoordinator`, `\.self`.
    case keyPath(String)
    /// `OverlayPositionCoordinator()`.
    case coordinator
    /// Loupe's `DragConstraints`, in the scene format's form.
    case constraints(JSONValue)
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    case edgeInsets(JSONValue)
    /// A GeometryReader's proxy, or a frame or coordinate read from it: known only at layout time.
    case geometry(GeometryRead)
    /// A GridDragView's model, in the scene format's GridDragView form.
    case gridModel(SceneNode)
    /// One cell given to a GridDragView model.
    case gridCell(BuiltView)
    /// An instance of the file's type with `makeView(row:col:)` (a GridDragView's `viewFactory:`), by type name.
    case viewFactory(String)

    /// A short description for messages: "a number", "a view", "'.leading'".
    var kind: String {
        switch self {
        case .int, .double: "a number"
        case .string: "a string"
        case .bool: "a Boolean"
        case .null: "nil"
        case .view, .views: "a view"
        case .color: "a colour"
        case .material: "a material"
        case .font: "a font"
        case .member(let name, _): "'.\(name)'"
        case .array: "an array"
        case .range: "a range"
        case .closure: "a closure"
        case .computed: "a computed property"
        case .global: "a constant"
        case .type(let name): "the type '\(name)'"
        case .size: "a CGSize"
        case .point: "a point"
        case .keyPath(let path): "the key path '\\.\(path)'"
        case .coordinator: "an OverlayPositionCoordinator"
        case .constraints: "DragConstraints"
        case .edgeInsets: "EdgeInsets"
        case .geometry: "a GeometryReader's proxy value"
        case .gridModel: "a GridDragViewModel"
        case .gridCell: "a GridCell"
        case .viewFactory(let name): "the view factory '\(name)'"
        }
    }

    /// The number, for the numeric cases.
    var number: Double? {
        switch self {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
    }
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
}

/// Names bound while evaluating: file-level constants, a view struct's properties, closure parameters, local `let`s.
final class Scope {
    private var values: [String: Value] = [:]
    private let parent: Scope?

    init(parent: Scope? = nil) { self.parent = parent }

    func bind(_ name: String, _ value: Value) { values[name] = value }

    func lookUp(_ name: String) -> Value? { values[name] ?? parent?.lookUp(name) }
    /// The names bound in this scope itself, not its parents'.
    var ownBindings: [String: Value] { values }

    /// Drops every binding. A computed property is bound in the scope it runs in (a cycle); a scope whose evaluation
    /// has ended is dissolved so that the cycle does not outlive it (only views leave an evaluation).
    func dissolve() { values.removeAll() }
}
