import LoupeCore

/// The sRGB values of SwiftUI's named colours on iOS, in light and dark mode.
///
/// System colours use the "Default (light)" and "Default (dark)" values of Apple's Human Interface Guidelines for
/// iOS 15 through 18 (iOS 26 retuned several of them). `black`, `white` and `clear` do not change with the scheme.
/// `primary` is black in light mode and white in dark mode, and `secondary` is `primary` at
/// ``secondaryOpacity`` — Loupe's convention, close to iOS's secondary label colour.
extension SystemColor {
    /// The opacity of `secondary` relative to `primary`.
    public static let secondaryOpacity = 0.55

    /// This colour in `scheme`.
    public func rgba(in scheme: ColorScheme) -> RGBAColor {
        let (light, dark) = Self.table(self)
        return scheme == .light ? light : dark
    }

    private static func table(_ color: SystemColor) -> (light: RGBAColor, dark: RGBAColor) {
        switch color {
        case .red: return (RGBAColor(rgb8: 255, 59, 48), RGBAColor(rgb8: 255, 69, 58))
        case .orange: return (RGBAColor(rgb8: 255, 149, 0), RGBAColor(rgb8: 255, 159, 10))
        case .yellow: return (RGBAColor(rgb8: 255, 204, 0), RGBAColor(rgb8: 255, 214, 10))
        case .green: return (RGBAColor(rgb8: 52, 199, 89), RGBAColor(rgb8: 48, 209, 88))
        case .mint: return (RGBAColor(rgb8: 0, 199, 190), RGBAColor(rgb8: 99, 230, 226))
        case .teal: return (RGBAColor(rgb8: 48, 176, 199), RGBAColor(rgb8: 64, 200, 224))
        case .cyan: return (RGBAColor(rgb8: 50, 173, 230), RGBAColor(rgb8: 100, 210, 255))
        case .blue: return (RGBAColor(rgb8: 0, 122, 255), RGBAColor(rgb8: 10, 132, 255))
        case .indigo: return (RGBAColor(rgb8: 88, 86, 214), RGBAColor(rgb8: 94, 92, 230))
        case .purple: return (RGBAColor(rgb8: 175, 82, 222), RGBAColor(rgb8: 191, 90, 242))
        case .pink: return (RGBAColor(rgb8: 255, 45, 85), RGBAColor(rgb8: 255, 55, 95))
        case .brown: return (RGBAColor(rgb8: 162, 132, 94), RGBAColor(rgb8: 172, 142, 104))
        case .gray: return (RGBAColor(rgb8: 142, 142, 147), RGBAColor(rgb8: 142, 142, 147))
        case .black: return (.black, .black)
        case .white: return (.white, .white)
        case .clear: return (.clear, .clear)
        case .primary: return (.black, .white)
        case .secondary: return (RGBAColor.black.opacity(secondaryOpacity), RGBAColor.white.opacity(secondaryOpacity))
        default: return semantic(color)
        }
    }

    /// UIKit's semantic colours: hex alpha as UIKit reports it (`docs/layout.md#system-colours`).
    private static func semantic(_ color: SystemColor) -> (light: RGBAColor, dark: RGBAColor) {
        func c(_ hex: UInt32) -> RGBAColor {
            RGBAColor(rgb8: Int(hex >> 24), Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), alpha: Double(hex & 0xFF) / 255)
        }
        switch color {
        case .label: return (c(0x0000_00FF), c(0xFFFF_FFFF))
        case .secondaryLabel: return (c(0x3C3C_4399), c(0xEBEB_F599))
        case .tertiaryLabel, .placeholderText: return (c(0x3C3C_434C), c(0xEBEB_F54C))
        case .quaternaryLabel: return (c(0x3C3C_432D), c(0xEBEB_F52D))
        case .separator: return (c(0x3C3C_4349), c(0x5454_5899))
        case .opaqueSeparator: return (c(0xC6C6_C8FF), c(0x3838_3AFF))
        case .link: return (c(0x007A_FFFF), c(0x0984_FFFF))
        case .systemFill: return (c(0x7878_8033), c(0x7878_805B))
        case .secondarySystemFill: return (c(0x7878_8028), c(0x7878_8051))
        case .tertiarySystemFill: return (c(0x7676_801E), c(0x7676_803D))
        case .quaternarySystemFill: return (c(0x7474_8014), c(0x7676_802D))
        case .systemBackground: return (c(0xFFFF_FFFF), c(0x0000_00FF))
        case .secondarySystemBackground: return (c(0xF2F2_F7FF), c(0x1C1C_1EFF))
        case .tertiarySystemBackground: return (c(0xFFFF_FFFF), c(0x2C2C_2EFF))
        case .systemGroupedBackground: return (c(0xF2F2_F7FF), c(0x0000_00FF))
        case .secondarySystemGroupedBackground: return (c(0xFFFF_FFFF), c(0x1C1C_1EFF))
        case .tertiarySystemGroupedBackground: return (c(0xF2F2_F7FF), c(0x2C2C_2EFF))
        case .systemGray2: return (c(0xAEAE_B2FF), c(0x6363_66FF))
        case .systemGray3: return (c(0xC7C7_CCFF), c(0x4848_4AFF))
        case .systemGray4: return (c(0xD1D1_D6FF), c(0x3A3A_3CFF))
        case .systemGray5: return (c(0xE5E5_EAFF), c(0x2C2C_2EFF))
        case .systemGray6: return (c(0xF2F2_F7FF), c(0x1C1C_1EFF))
        default: return (.black, .white)
        }
    }
}
