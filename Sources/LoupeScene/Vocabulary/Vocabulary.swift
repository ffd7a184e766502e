/// Every view kind and modifier of the scene format, each declared once with its key, its JSON decoding and its
/// SwiftUI spelling. The JSON decoder and the Swift front end both read it, and the lists they print (the kinds a
/// view may have, the modifiers, the SwiftUI types the front end knows) come from it.
///
/// To add a view kind: an entry in one of the `ViewKinds+…` files (key, role, spelling, example, decoding), a case of
/// ``ViewKind``, then its layout and drawing (`docs/architecture.md#a-view-kind`).
public enum Vocabulary {
    /// Every view kind, in the order error messages list them.
    public static let viewKinds: [ViewKindEntry] = containerKinds + gridKinds + gridTableKinds + leafKinds + controlKinds + listKinds + loupeKinds + bodyOnlyKinds
    /// Every modifier, in the order error messages list them.
    public static let modifiers: [ModifierEntry] = swiftUIModifiers + drawingModifiers + aspectModifiers + textModifiers + controlModifiers + listModifiers + gridModifiers + loupeModifiers

    /// The view kind with this scene key.
    public static func viewKind(_ key: String) -> ViewKindEntry? { kindsByKey[key] }
    /// The modifier with this scene key.
    public static func modifier(_ key: String) -> ModifierEntry? { modifiersByKey[key] }
    /// The view kind SwiftUI source makes with this type name (`NavigationView` gives `NavigationStack`).
    public static func viewKind(swiftName: String) -> ViewKindEntry? { kindsBySwiftName[swiftName] }
    /// The modifier SwiftUI source writes with this method name (`foregroundColor` gives `foregroundStyle`).
    public static func modifier(swiftName: String) -> ModifierEntry? { modifiersBySwiftName[swiftName] }

    /// The keys of the kinds a scene may write, in order.
    public static let viewKindKeys = viewKinds.map(\.key)
    /// The keys of the modifiers, in order.
    public static let modifierKeys = modifiers.map(\.key)
    /// The SwiftUI type names that make a view of the scene format.
    public static let swiftViewNames = Set(viewKinds.flatMap(\.swift.names))
    /// The SwiftUI method names that make a modifier of the scene format.
    public static let swiftModifierNames = Set(modifiers.flatMap(\.swift.names))
    /// The method names of Loupe's own modifiers (`visualLayoutGuideInteractions`): always drawn as Loupe draws them,
    /// never by evaluating a declaration of the same name (Loupe's own files declare them, and that is implementation).
    public static let loupeModifierSwiftNames = Set(loupeModifiers.flatMap(\.swift.names)).subtracting(["environment"])
    /// The keys of the modifiers that only set environment values for the views inside (the text and control
    /// modifiers, the list styles, a foreground style, a font, an image scale): on a container they reach its content.
    public static let environmentModifierKeys = Set((textModifiers + controlModifiers).map(\.key))
        .union(["foregroundStyle", "font", "imageScale", "dynamicTypeSize", "layoutDirection", "symbolVariant", "listStyle", "scrollContentBackground", "headerProminence"])

    private static let kindsByKey = Dictionary(uniqueKeysWithValues: viewKinds.map { ($0.key, $0) })
    private static let modifiersByKey = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.key, $0) })
    private static let kindsBySwiftName = Dictionary(
        uniqueKeysWithValues: viewKinds.flatMap { entry in entry.swift.names.map { ($0, entry) } })
    private static let modifiersBySwiftName = Dictionary(
        uniqueKeysWithValues: modifiers.flatMap { entry in entry.swift.names.map { ($0, entry) } })
}
