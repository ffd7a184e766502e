/// The direction views are laid out in, named as SwiftUI's `LayoutDirection` names it (`docs/layout.md#right-to-left`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading is left: English, Chinese, most scripts. iOS's default.
    case leftToRight
    /// Leading is right: Arabic, Hebrew, Persian, Urdu. Each view's x position is flipped within its parent.
    case rightToLeft

    /// What a golden's file name carries for it (`@rtl`); nothing for left to right.
    public var goldenSuffix: String? { self == .rightToLeft ? "rtl" : nil }
}
