import LoupeScene

/// Where DraggablePositionView puts its info label (`docs/overlays.md#label-flip`): 8 pt below the view, or flipped up
/// when the label would run off the bottom of the screen.
///
/// The label is bottom-aligned to the view and then offset by ``yOffset``. With label height H and `y0` the
/// view's frame top in its chosen coordinate space, Loupe flips when `y0 + (H + 8) + H/2` exceeds the screen
/// height: the default offset is `H + 8` (the label's top 8 pt below the view's bottom), the flipped one
/// `−(H/2 + 8)`. It compares a coordinate of the chosen space with the screen and ignores the view's height, as
/// Loupe does. A Mac-family device never flips (Loupe flips only where UIKit exists).
public struct PositionLabelPlacement: Sendable, Hashable {
    /// The gap between the view and its label, in points.
    public static let gap = 8.0

    /// The label's vertical offset from its bottom-aligned position, in points.
    public let yOffset: Double
    /// Whether the label was flipped above its default place.
    public let flipped: Bool

    /// A placement from its offset in points and whether it is flipped;
    /// ``resolve(labelHeight:frameTop:screenHeight:family:)`` computes both with Loupe's rule.
    public init(yOffset: Double, flipped: Bool) {
        self.yOffset = yOffset
        self.flipped = flipped
    }

    /// Loupe's flip rule.
    /// - Parameters:
    ///   - labelHeight: H, the measured label height.
    ///   - frameTop: y0, the view's frame top in its coordinate space (start position and manual offset included).
    ///   - screenHeight: the device screen's height in points.
    ///   - family: the device family; `.mac` never flips.
    public static func resolve(labelHeight: Double, frameTop: Double, screenHeight: Double,
                               family: DeviceFamily) -> PositionLabelPlacement {
        let below = labelHeight + gap
        let overflows = frameTop + below + labelHeight / 2 > screenHeight
        guard family != .mac, overflows else { return PositionLabelPlacement(yOffset: below, flipped: false) }
        return PositionLabelPlacement(yOffset: -(labelHeight / 2 + gap), flipped: true)
    }
}
