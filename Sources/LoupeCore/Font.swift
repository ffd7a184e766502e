/// SwiftUI's font weights, lightest to heaviest.
public enum FontWeight: String, Sendable, Codable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (a: FontWeight, b: FontWeight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// SwiftUI's font designs. `.monospaced` is drawn with the shipped monospaced family, the others with the UI family.
public enum FontDesign: String, Sendable, Codable, CaseIterable {
    case `default`, monospaced, rounded, serif
}

/// A resolved font: what `.font(...)` and the view's environment say, in points.
public struct FontSpec: Hashable, Sendable, Codable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// SwiftUI's `.monospacedDigit()`: digits get equal advances (the UI family's tabular figures).
    public var monospacedDigit: Bool

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.monospacedDigit = monospacedDigit
    }

    /// `.body`, the font of text with no explicit font (iOS, Dynamic Type "Large").
    public static let body = FontSpec(size: 17)
}
