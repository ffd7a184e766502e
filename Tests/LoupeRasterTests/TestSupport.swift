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
