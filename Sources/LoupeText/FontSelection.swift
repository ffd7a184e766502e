import LoupeCore

/// The font files shipped in `Fonts/`, open stand-ins for SF Pro and SF Mono, which cannot be shipped. Loupe Render
/// draws no text with fonts installed on the machine (`docs/overlays.md#fonts`).
enum BundledFont: Int, CaseIterable {
    case monoRegular, monoSemiBold, monoBold, monoExtraBold
    case interRegular, interSemiBold, interBold
    case materialIcons

    var fileName: String {
        switch self {
        case .monoRegular: "JetBrainsMono-Regular.ttf"
        case .monoSemiBold: "JetBrainsMono-SemiBold.ttf"
        case .monoBold: "JetBrainsMono-Bold.ttf"
        case .monoExtraBold: "JetBrainsMono-ExtraBold.ttf"
        case .interRegular: "Inter-Regular.otf"
        case .interSemiBold: "Inter-SemiBold.otf"
        case .interBold: "Inter-Bold.otf"
        case .materialIcons: "MaterialIcons-Regular.ttf"
        }
    }

    /// `.monospaced` is drawn with JetBrains Mono, every other design with Inter.
    static func primary(for spec: FontSpec) -> BundledFont {
        if spec.family == .symbols { return .materialIcons }
        return spec.design == .monospaced ? monospaced(spec.weight) : proportional(spec.weight)
    }

    /// The other shipped family at the same weight: where a character missing from the primary face is looked up.
    /// Whether this is a cut of the proportional UI family (Inter).
    var isProportional: Bool { fileName.hasPrefix("Inter") }

    var fallback: BundledFont {
        switch self {
        case .monoRegular: .interRegular
        case .monoSemiBold: .interSemiBold
        case .monoBold, .monoExtraBold: .interBold
        case .interRegular: .monoRegular
        case .interSemiBold: .monoSemiBold
        case .interBold: .monoBold
        case .materialIcons: .interRegular
        }
    }

    /// JetBrains Mono: ExtraBold stands in for SF Mono Heavy and Black.
    static func monospaced(_ weight: FontWeight) -> BundledFont {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .monoRegular
        case .medium, .semibold: .monoSemiBold
        case .bold: .monoBold
        case .heavy, .black: .monoExtraBold
        }
    }

    /// Inter: three cuts are shipped and Bold is the heaviest.
    static func proportional(_ weight: FontWeight) -> BundledFont {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .interRegular
        case .medium, .semibold: .interSemiBold
        case .bold, .heavy, .black: .interBold
        }
    }
}
