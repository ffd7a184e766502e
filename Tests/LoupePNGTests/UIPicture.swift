import LoupeTestSupport
/// A deterministic, opaque, UI-like RGBA picture for encoding tests and the
/// encoding benchmark: white background, translucent rectangles with opaque
/// borders, rounded cards, crosshairs and 200 labels of pseudo-glyphs with
/// anti-aliased edges — the statistics of the overlay benchmark workload
/// (1170×2532 at scale 3), drawn without fonts.
struct UIPicture {
    let width: Int
    let height: Int
    private(set) var rgba: [UInt8]
    private var random: SplitMix64

    /// An iPhone-like 390×844-point screen at `scale` device pixels per point.
    static func make(scale: Int = 3, seed: UInt64 = 20_240_611) -> UIPicture {
        var picture = UIPicture(width: 390 * scale, height: 844 * scale, seed: seed)
        picture.drawScene(scale: Double(scale))
        return picture
    }

    private init(width: Int, height: Int, seed: UInt64) {
        self.width = width
        self.height = height
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        random = SplitMix64(seed: seed)
    }

    private mutating func drawScene(scale: Double) {
        let w = Double(width), h = Double(height)
        for _ in 0..<40 {
            let rectW = number(20...300) * scale, rectH = number(20...300) * scale
            let x = number(0...1) * (w - rectW), y = number(0...1) * (h - rectH)
            let color = randomColor()
            fillRoundedRect(x: x, y: y, w: rectW, h: rectH, radius: 0, color: color, alpha: 0.2)
            strokeRoundedRect(x: x, y: y, w: rectW, h: rectH, radius: 0, border: 3 * scale, color: color)
        }
        for _ in 0..<20 {
            let rectW = number(120...260) * scale, rectH = number(100...250) * scale
            let radius = min(number(10...40) * scale, rectH / 2)
            let x = number(0...1) * (w - rectW), y = number(0...1) * (h - rectH)
            let color = randomColor()
            fillRoundedRect(x: x, y: y, w: rectW, h: rectH, radius: radius, color: color, alpha: 0.2)
            strokeRoundedRect(x: x, y: y, w: rectW, h: rectH, radius: radius, border: 3 * scale, color: color)
        }
        for _ in 0..<30 {
            let cx = number(20...370) * scale, cy = number(20...824) * scale
            let gray: RGB = (128, 128, 128)
            fillRoundedRect(x: cx - 8 * scale, y: cy - 8 * scale, w: 16 * scale, h: 16 * scale,
                            radius: 8 * scale, color: gray, alpha: 0.3)
            fillRoundedRect(x: cx - 15 * scale, y: cy - 0.5 * scale, w: 30 * scale, h: scale,
                            radius: 0, color: (255, 0, 0), alpha: 1)
            fillRoundedRect(x: cx - 0.5 * scale, y: cy - 15 * scale, w: scale, h: 30 * scale,
                            radius: 0, color: (255, 0, 0), alpha: 1)
        }
        let glyphs = (0..<32).map { _ in (0..<35).map { _ in random.next() & 1 == 1 } }
        for _ in 0..<200 {
            let characters = Int(number(10...14.99))
            let x = number(0...250) * scale, y = number(10...820) * scale
            let color: RGB = random.next() & 1 == 1 ? (0, 0, 0) : randomColor()
            for index in 0..<characters {
                let glyph = glyphs[Int(random.next() % 32)]
                drawGlyph(glyph, x: x + Double(index) * 7.2 * scale, y: y, size: 12 * scale, color: color)
            }
        }
    }

    typealias RGB = (UInt8, UInt8, UInt8)

    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(random.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    private mutating func randomColor() -> RGB {
        (UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
         UInt8(truncatingIfNeeded: random.next()))
    }

    /// A 5×7 dot pattern in a cell 0.6 em wide; dots start at fractional
    /// positions, so their edges get partial coverage like rendered text.
    private mutating func drawGlyph(_ dots: [Bool], x: Double, y: Double, size: Double, color: RGB) {
        let dot = size * 0.1
        for row in 0..<7 {
            for column in 0..<5 where dots[row * 5 + column] {
                fillRoundedRect(x: x + Double(column) * dot, y: y - size * 0.75 + Double(row) * dot,
                                w: dot, h: dot, radius: 0, color: color, alpha: 1)
            }
        }
    }

    private mutating func fillRoundedRect(x: Double, y: Double, w: Double, h: Double, radius: Double,
                                          color: RGB, alpha: Double) {
        paint(x: x, y: y, w: w, h: h, color: color) { px, py in
            alpha * UIPicture.coverage(px, py, x: x, y: y, w: w, h: h, radius: radius)
        }
    }

    /// An opaque border lying inside the shape, concentric corners.
    private mutating func strokeRoundedRect(x: Double, y: Double, w: Double, h: Double, radius: Double,
                                            border: Double, color: RGB) {
        paint(x: x, y: y, w: w, h: h, color: color) { px, py in
            let outer = UIPicture.coverage(px, py, x: x, y: y, w: w, h: h, radius: radius)
            let inner = UIPicture.coverage(px, py, x: x + border, y: y + border, w: w - 2 * border,
                                           h: h - 2 * border, radius: max(radius - border, 0))
            return outer - inner
        }
    }

    /// Src-over of `color` at the coverage `amount(px, py)` over every pixel of the box.
    private mutating func paint(x: Double, y: Double, w: Double, h: Double, color: RGB,
                                amount: (Double, Double) -> Double) {
        let x0 = max(Int(x), 0), x1 = min(Int((x + w).rounded(.up)), width)
        let y0 = max(Int(y), 0), y1 = min(Int((y + h).rounded(.up)), height)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        rgba.withUnsafeMutableBufferPointer { pixels in
            for py in y0..<y1 {
                for px in x0..<x1 {
                    let a = Int((amount(Double(px) + 0.5, Double(py) + 0.5) * 255).rounded())
                    guard a > 0 else { continue }
                    let i = (py * width + px) * 4
                    pixels[i] = blend(color.0, over: pixels[i], alpha: a)
                    pixels[i + 1] = blend(color.1, over: pixels[i + 1], alpha: a)
                    pixels[i + 2] = blend(color.2, over: pixels[i + 2], alpha: a)
                }
            }
        }
    }

    /// Analytic-ish coverage of a pixel centred at (px, py) by a rounded
    /// rectangle: signed distance to the edge, clamped to one pixel.
    private static func coverage(_ px: Double, _ py: Double, x: Double, y: Double, w: Double, h: Double,
                                 radius: Double) -> Double {
        guard w > 0, h > 0 else { return 0 }
        if radius == 0 {
            // Axis-aligned: exact overlap of the pixel square with the rect.
            let cx = max(0, min(px + 0.5, x + w) - max(px - 0.5, x))
            let cy = max(0, min(py + 0.5, y + h) - max(py - 0.5, y))
            return cx * cy
        }
        let qx = abs(px - (x + w / 2)) - (w / 2 - radius)
        let qy = abs(py - (y + h / 2)) - (h / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - radius
        return min(max(0.5 - distance, 0), 1)
    }
}

private func blend(_ source: UInt8, over destination: UInt8, alpha: Int) -> UInt8 {
    UInt8((Int(source) * alpha + Int(destination) * (255 - alpha) + 127) / 255)
}

