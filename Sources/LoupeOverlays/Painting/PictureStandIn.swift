import LoupeCore
import LoupeDisplayList
import LoupeScene

/// What an asset-catalog picture is drawn as (`docs/controls.md#images`): its frame in `systemGray5` with the symbol
/// font's "image" glyph in `systemGray` at its centre, half the frame's shorter side (at most 44 points). Its pixels are
/// not drawn.
struct PictureStandIn {
    let frame: Rect
    let scheme: ColorScheme

    /// Material Icons' `image` glyph.
    static let glyph: UInt32 = 0xE3F4

    var commands: [DisplayCommand] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        var commands: [DisplayCommand] = [
            .fill(.rect(frame), resolve(.named(.systemGray5), scheme: scheme).paint(in: frame)),
        ]
        let side = min(min(frame.width, frame.height) / 2, 44)
        let square = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        if side > 0, let scalar = Unicode.Scalar(Self.glyph) {
            commands.append(.text(TextRun(string: String(Character(scalar)), font: .symbols(size: side),
                                          origin: Point(x: square.minX, y: square.maxY),
                                          paint: resolve(.named(.gray), scheme: scheme).paint(in: square))))
        }
        return commands
    }
}
