/// The SF Symbols an `Image(systemName:)` may name. SF Symbols cannot be shipped (like SF Pro); these are drawn as
/// vector shapes of the same design in the foreground style.
public enum SystemImage: String, Sendable, Hashable, CaseIterable {
    /// `star.circle.fill`: a filled disc with a star cut out.
    case starCircleFill = "star.circle.fill"
    /// `star.fill`: a filled five-pointed star.
    case starFill = "star.fill"
    /// `circle.fill`: a filled disc.
    case circleFill = "circle.fill"
    /// `circle`: a ring.
    case circle = "circle"
}
