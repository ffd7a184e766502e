/// One view kind of the scene format: its key, how its JSON is decoded, and how SwiftUI spells it.
public struct ViewKindEntry: Sendable {
    /// The kind's key in a scene (`"VStack"`), also ``ViewKind/name`` of what it decodes to.
    public let key: String
    /// Where the kind may stand and whether a scene may write its content as a bare array.
    public let role: Role
    /// How SwiftUI source writes it.
    public let swift: SwiftSpelling<ViewTranslation>
    /// The same view as a JSON scene writes it and as SwiftUI does: documentation, and a test that both agree.
    public let example: VocabularyExample
    /// Decodes the value of the kind's key: the view's path and nesting depth come with it.
    let decode: @Sendable (inout SceneDecoder, LocatedValue, _ viewPath: String, _ depth: Int) throws(SceneError) -> ViewKind

    /// Where a kind may stand.
    public enum Role: Sendable {
        /// A view with child views in `content`, which a scene may give as a bare array (`{"VStack": [ … ]}`).
        case container
        /// A view without children of its own.
        case leaf
        /// A view that needs more than its children (a button's `label`, a label's `icon` and `title`, a lazy grid's
        /// columns), so never a bare content array.
        case control
        /// One of Loupe's views (or GridDragView).
        case loupe
        /// A view only the scene's body may be (`NavigationStack`).
        case bodyOnly
    }

    init(_ key: String, _ role: Role, swift: SwiftSpelling<ViewTranslation>, example: VocabularyExample,
         decode: @escaping @Sendable (inout SceneDecoder, LocatedValue, String, Int) throws(SceneError) -> ViewKind) {
        self.key = key; self.role = role; self.swift = swift; self.example = example; self.decode = decode
    }
}

/// One modifier of the scene format: its key, how its JSON is decoded, and how SwiftUI spells it.
public struct ModifierEntry: Sendable {
    /// The modifier's key in a scene (`"padding"`), also ``Modifier/name`` of what it decodes to.
    public let key: String
    /// How SwiftUI source writes it.
    public let swift: SwiftSpelling<ModifierTranslation>
    /// The same modifier on a view as a JSON scene writes it and as SwiftUI does.
    public let example: VocabularyExample
    /// Decodes the modifier's value; the depth is that of the view it modifies (an overlay's view is one deeper).
    let decode: @Sendable (inout SceneDecoder, LocatedValue, _ depth: Int) throws(SceneError) -> Modifier

    init(_ key: String, swift: SwiftSpelling<ModifierTranslation>, example: VocabularyExample,
         decode: @escaping @Sendable (inout SceneDecoder, LocatedValue, Int) throws(SceneError) -> Modifier) {
        self.key = key; self.swift = swift; self.example = example; self.decode = decode
    }
}

/// A view as a JSON scene's body writes it, and the SwiftUI that states the same view (nil when SwiftUI cannot).
public struct VocabularyExample: Sendable {
    /// The body view in JSON: `{"VStack": {"spacing": 4, "content": [{"Color": "red"}]}}`.
    public let json: String
    /// The same view in SwiftUI: `VStack(spacing: 4) { Color.red }`.
    public let swift: String?

    init(json: String, swift: String?) { self.json = json; self.swift = swift }
}
