import LoupeCore

/// The position view's label as laid out (`docs/overlays.md#position-label`): a VStack(spacing 6) of the optional
/// semibold name and the coordinate line, centred, padded 12 × 6. Sizes are the texts' pixel-ceiled sizes, as SwiftUI
/// reports them.
struct PositionLabelBox: Sendable, Hashable {
    var name: LaidOutText?
    var coordinates: LaidOutText
    var nameSize: Size
    var coordinateSize: Size
    /// The padded box's size.
    var size: Size

    init(name: String?, coordinateLine: String, text: any TextLineLayout, scale: Double) {
        self.name = name.map { text.layOut($0, font: PositionViewMetrics.nameFont, width: nil, lineLimit: nil) }
        coordinates = text.layOut(coordinateLine, font: PositionViewMetrics.coordinateFont, width: nil, lineLimit: nil)
        nameSize = self.name.map { ceiled($0.size, scale: scale) } ?? .zero
        coordinateSize = ceiled(coordinates.size, scale: scale)
        let spacing = self.name == nil ? 0 : PositionViewMetrics.lineSpacing
        size = Size(width: max(nameSize.width, coordinateSize.width) + 2 * PositionViewMetrics.horizontalPadding,
                    height: nameSize.height + spacing + coordinateSize.height + 2 * PositionViewMetrics.verticalPadding)
    }

    /// The name's frame and the coordinate line's frame inside a box placed at `frame`.
    func lineFrames(in frame: Rect) -> (name: Rect?, coordinates: Rect) {
        let top = frame.minY + PositionViewMetrics.verticalPadding
        let nameFrame = name.map { _ in
            Rect(x: frame.midX - nameSize.width / 2, y: top, width: nameSize.width, height: nameSize.height)
        }
        let coordinateTop = top + (name == nil ? 0 : nameSize.height + PositionViewMetrics.lineSpacing)
        let coordinateFrame = Rect(x: frame.midX - coordinateSize.width / 2, y: coordinateTop,
                                   width: coordinateSize.width, height: coordinateSize.height)
        return (nameFrame, coordinateFrame)
    }
}
