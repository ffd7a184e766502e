import LoupeTestSupport
@testable import LoupeRaster

/// A context over an opaque white canvas.
func whiteContext(width: Int = 64, height: Int = 64) throws -> RasterContext {
    RasterContext(canvas: try Canvas(width: width, height: height, color: .white))
}

/// A context over a transparent canvas: after drawing opaque white, alpha equals coverage.
func clearContext(width: Int = 64, height: Int = 64) throws -> RasterContext {
    RasterContext(canvas: try Canvas(width: width, height: height))
}

/// Sum of alpha / 255 over the canvas: the drawn area in pixels when drawing opaque paint on clear.
func coveredArea(_ canvas: Canvas) -> Double {
    var total = 0
    for y in 0..<canvas.height { for x in 0..<canvas.width { total += Int(canvas.pixel(x: x, y: y).alpha) } }
    return Double(total) / 255
}

func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedPixel {
    PremultipliedPixel(red: r, green: g, blue: b, alpha: 255)
}

func gray(_ v: UInt8) -> PremultipliedPixel { opaque(v, v, v) }

let opaqueWhite = Paint.solid(.white)
let opaqueBlack = Paint.solid(.black)

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
    PixelRect(x: x, y: y, width: w, height: h)
}

extension SplitMix64 {
    /// A valid premultiplied pixel.
    mutating func premultipliedPixel() -> UInt32 {
        let v = next()
        let a = UInt32(v & 0xFF)
        func c(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((v >> shift) & 0xFF) % (a + 1) }
        return c(8) | c(16) << 8 | c(24) << 16 | a << 24
    }
}

/// One of everything on a 120×90 canvas, in an order that mixes layers, clips and translucency; the material (which
/// a band cannot draw) only when `material` is true. Several shapes cross rows 30 and 45, where 3 and 2 bands meet.
func drawOneOfEverything(into context: inout RasterContext, material: Bool) throws {
    context.fillRect(rect(5.3, 7.9, 60.2, 40.4), paint: .solid(RasterColor(rgb8: 132, 76, 187, alpha: 0.2)))
    context.fillInsetBorder(rect(5, 8, 60, 40), width: 3, paint: .solid(RasterColor(rgb8: 132, 76, 187)))
    context.pushClip(rect(20, 10, 90, 70))
    context.fillRoundedRect(rect(30.5, 20.25, 70, 50), cornerRadii: PixelCornerRadii(14.5),
                            paint: .linearGradient(LinearGradient(
                                start: PixelPoint(x: 30, y: 20), end: PixelPoint(x: 100, y: 70),
                                stops: [PixelGradientStop(offset: 0, color: RasterColor(rgb8: 255, 200, 0, alpha: 0.8)),
                                        PixelGradientStop(offset: 1, color: RasterColor(rgb8: 0, 120, 255, alpha: 0.4))])))
    context.beginLayer()
    context.fillCircle(center: PixelPoint(x: 60.5, y: 45.5), radius: 22.5, paint: .solid(RasterColor(rgb8: 128, 128, 128)))
    context.fillPolygon([PixelPoint(x: 40, y: 60), PixelPoint(x: 90.5, y: 30.25), PixelPoint(x: 95, y: 70)],
                        paint: .solid(RasterColor(rgb8: 255, 0, 0)))
    try context.endLayer(opacity: 0.35)
    try context.drawMask([0, 64, 128, 192, 255, 255, 192, 128, 64, 0], width: 5, height: 2, pitch: 5,
                         x: 70, y: 29, color: .black)
    try context.popClip()
    if material {
        context.fillMaterial(rect(70, 50, 45, 35), cornerRadius: 10, blurRadius: 5,
                             tints: [PixelTint(color: RasterColor(rgb8: 0x9C, 0x9C, 0x9C), mode: .overlay),
                                     PixelTint(color: RasterColor(rgb8: 0x25, 0x25, 0x25, alpha: 0.7), mode: .sourceOver)])
    }
    context.strokeRoundedRect(rect(2.5, 60.5, 40, 25), cornerRadii: PixelCornerRadii(6), lineWidth: 1.5,
                              paint: .solid(.black))
}
