/// The SF Symbols an `Image(systemName:)` may name. SF Symbols cannot be shipped (like SF Pro); these are drawn as
/// vector shapes of the same design in the foreground style.
public enum SystemImage: String, Sendable, Hashable, CaseIterable {
    case starCircleFill = "star.circle.fill"
    case starFill = "star.fill"
    case circleFill = "circle.fill"
    case circle = "circle"
}
