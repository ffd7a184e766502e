#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore
import LoupeDisplayList
import LoupeScene

/// How symbols are drawn in their square frame: vector shapes for the four drawn exactly, a glyph of the symbol font
/// for the others.
enum SymbolShapes {
    /// The shapes to fill with the foreground style.
    static func shapes(for symbol: SystemImage, in frame: Rect) -> [DisplayShape] {
        let square = square(in: frame)
        // SF's symbols leave a small margin inside their square.
        let disc = square.insetBy(dx: square.width * 0.04, dy: square.width * 0.04)
        switch symbol {
        case .circleFill:
            return [.ellipse(disc)]
        case .circle:
            let ring = disc.width * 0.085
            return [.polygon(withHole(circle(in: disc), circle(in: disc.insetBy(dx: ring, dy: ring))))]
        case .starFill:
            return [.polygon(star(centre: Point(x: disc.midX, y: disc.midY + disc.height * 0.03), outerRadius: disc.width / 2))]
        case .starCircleFill:
            // One contour: the disc, then the star the other way round, so the star is a hole (nonzero rule).
            let star = star(centre: Point(x: disc.midX, y: disc.midY + disc.height * 0.02), outerRadius: disc.width * 0.31)
            return [.polygon(withHole(circle(in: disc), star))]
        }
    }

    /// The symbol drawn for `name` in a right-to-left view: SF Symbols mirror a shape pointing `forward` or
    /// `backward` there (`chevron.forward`, `arrow.backward` point the other way); symbols that name a side
    /// (`chevron.right`) and the media controls, whose names start with it (`forward.fill`), do not.
    static func rightToLeftName(of name: String) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part -> Substring in
            guard index > 0 else { return part }
            return part == "forward" ? "backward" : part == "backward" ? "forward" : part
        }.joined(separator: ".")
    }

    /// The largest square centred in `frame`: where a symbol is drawn.
    static func square(in frame: Rect) -> Rect {
        let side = min(frame.width, frame.height)
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }

    /// A symbol that is not drawn exactly: the stand-in glyph of the symbol font for `name`, its em square filling
    /// the symbol's square (the symbol font's glyphs sit on the baseline and rise one em).
    static func standIn(for name: String, in frame: Rect, paint: DisplayPaint) -> TextRun {
        let square = square(in: frame)
        let glyph = SymbolStandIns.glyph(for: name)
        return TextRun(string: glyph, font: .symbols(size: square.width), origin: Point(x: square.minX, y: square.maxY),
                       paint: paint)
    }

    /// One contour: `outline`, a zero-width bridge to `hole` run the other way round, and back — with the nonzero
    /// rule the hole is empty and the bridge's two edges cancel.
    private static func withHole(_ outline: [Point], _ hole: [Point]) -> [Point] {
        let reversedHole = Array(hole.reversed())
        return outline + [outline[0]] + reversedHole + [reversedHole[0], outline[0]]
    }

    /// A circle as a 128-gon, clockwise on screen, starting at the top.
    private static func circle(in rect: Rect) -> [Point] {
        let count = 128
        return (0..<count).map { index in
            let angle = Double(index) / Double(count) * 2 * .pi
            return Point(x: rect.midX + rect.width / 2 * sin(angle), y: rect.midY - rect.height / 2 * cos(angle))
        }
    }

    /// A five-pointed star, point up, clockwise on screen; the inner radius is half the outer, as SF's star.
    private static func star(centre: Point, outerRadius: Double) -> [Point] {
        (0..<10).map { index in
            let radius = index.isMultiple(of: 2) ? outerRadius : outerRadius * 0.5
            let angle = Double(index) * .pi / 5
            return Point(x: centre.x + radius * sin(angle), y: centre.y - radius * cos(angle))
        }
    }
}
