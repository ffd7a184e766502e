#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loupe's persisted-offset keys (`docs/interactions.md#persistence-keys`): `"<namespace>.<base>"`, where `base` is the
/// identifier split on every character that is not a Unicode letter, mark or digit, empty pieces dropped, joined with
/// `_`.
public enum PersistenceKey {
    /// The key for `identifier` (the persistence key, or else the label), or `nil` when nothing is left of it.
    /// - Parameters:
    ///   - identifier: the view's persistence key, or else its label; `nil` gives no key.
    ///   - namespace: the configured namespace; `nil` or empty uses `defaultNamespace`.
    ///   - defaultNamespace: `"VisualLayoutGuide"` or `"DraggablePositionView"`.
    public static func make(identifier: String?, namespace: String?, defaultNamespace: String) -> String? {
        guard let identifier, let base = sanitize(identifier) else { return nil }
        let space = (namespace?.isEmpty == false) ? namespace! : defaultNamespace
        return "\(space).\(base)"
    }

    /// The identifier reduced to letters, marks and digits joined by `_`, or `nil` if none remain.
    public static func sanitize(_ identifier: String) -> String? {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in identifier.unicodeScalars {
            if isAlphanumeric(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { pieces.append(String(current)) }
        return pieces.isEmpty ? nil : pieces.joined(separator: "_")
    }

    /// Foundation's `CharacterSet.alphanumerics`: Unicode categories L*, M* and N*.
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
