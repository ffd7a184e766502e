/// Dynamic Type's content-size categories, named as SwiftUI's `DynamicTypeSize` names them.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The short names a golden's file name carries (`@AX3`): `xS` … `xxxL`, `AX1` … `AX5`.
    public var shortName: String {
        switch self {
        case .xSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "xL"
        case .xxLarge: "xxL"
        case .xxxLarge: "xxxL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The category's position from `xSmall` (0) to `accessibility5` (11): the column of ``TextStyle/sizes``.
    var column: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

extension TextStyle {
    /// The style's point size at each category, `xSmall` … `accessibility5`: Apple's Human Interface Guidelines,
    /// Typography › Specifications (iOS), which `UIFont.preferredFont` gives back on the simulator
    /// (`docs/layout.md#dynamic-type`).
    public var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `category`.
    public func pointSize(at category: DynamicTypeSize) -> Double { sizes[category.column] }
}
