/// A handle to a face opened by a ``FontLibrary``: valid with that library only.
public struct FontFace: Hashable, Sendable {
    /// The face's position in its library's face table.
    let index: Int
    /// The family name stored in the font (`Inter`, `JetBrains Mono`, …).
    public let familyName: String
    /// The style name stored in the font (`Regular`, `SemiBold`, …).
    public let styleName: String
}
