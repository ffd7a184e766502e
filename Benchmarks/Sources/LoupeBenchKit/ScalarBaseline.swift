/// The same-run yardstick: what a plain scalar loop costs for the workload's big fills on this machine.
///
/// It clears a canvas-sized buffer (memset speed), then for every `rect` and `rrect` composites the fill as an
/// axis-aligned box with one pixel and one channel at a time (`d = s + round(d·(255 − sα) / 255)`, wrapping
/// arithmetic, no SIMD), and stores the border as four opaque bands with square corners. Rounded corners,
/// anti-aliasing, crosshairs and text are left out: it is a floor for the fills, not a renderer.
public struct ScalarBaseline {
    public let width: Int
    public let height: Int
    private var pixels: [UInt32]
    private let boxes: [Box]

    /// A box fill and its border, clipped to the canvas, in the baseline's packed format
    /// (`r | g << 8 | b << 16 | a << 24`, premultiplied).
    struct Box {
        var phase: Phase
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var border: Int
        var fill: UInt32
        var opaque: UInt32
    }

    public init(workload: Workload) {
        width = workload.width
        height = workload.height
        pixels = [UInt32](repeating: 0, count: workload.width * workload.height)
        boxes = workload.ops.compactMap { Self.box(for: $0, width: workload.width, height: workload.height) }
    }

    /// Fills the buffer with opaque white.
    public mutating func clear() {
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0xFFFF_FFFF) }
    }

    /// Composites the boxes of one phase (``Phase/rects`` or ``Phase/roundedRects``; other phases draw nothing).
    public mutating func draw(_ phase: Phase) {
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for box in boxes where box.phase == phase {
                for y in box.minY..<box.maxY {
                    let row = base + y &* width
                    for x in box.minX..<box.maxX { row[x] = Self.sourceOver(box.fill, row[x]) }
                }
                Self.storeBorder(box, into: base, width: width)
            }
        }
    }

    /// The pixel at `(x, y)`, packed as above (for tests and to keep the work observable).
    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Premultiplied src-over, channel by channel.
    @inline(__always)
    static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 &- (s &>> 24)
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let sc = (s &>> shift) & 0xFF, dc = (d &>> shift) & 0xFF
            out |= (sc &+ (dc &* inverse &+ 127) / 255) &<< shift
        }
        return out
    }

    private static func storeBorder(_ box: Box, into base: UnsafeMutablePointer<UInt32>, width: Int) {
        let b = min(box.border, (box.maxX - box.minX) / 2, (box.maxY - box.minY) / 2)
        guard b > 0 else { return }
        for y in box.minY..<box.maxY {
            let row = base + y &* width
            if y < box.minY &+ b || y >= box.maxY &- b {
                for x in box.minX..<box.maxX { row[x] = box.opaque }
            } else {
                for x in box.minX..<(box.minX &+ b) { row[x] = box.opaque }
                for x in (box.maxX &- b)..<box.maxX { row[x] = box.opaque }
            }
        }
    }

    private static func box(for op: WorkloadOp, width: Int, height: Int) -> Box? {
        let x: Double, y: Double, w: Double, h: Double, color: RGB8, alpha: Double, border: Double
        switch op {
        case let .rect(rx, ry, rw, rh, c, a, b): (x, y, w, h, color, alpha, border) = (rx, ry, rw, rh, c, a, b)
        case let .roundedRect(rx, ry, rw, rh, _, c, a, b): (x, y, w, h, color, alpha, border) = (rx, ry, rw, rh, c, a, b)
        case .crosshair, .text: return nil
        }
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(min(max(v.rounded(), 0), Double(limit))) }
        let minX = clamped(x, width), maxX = clamped(x + w, width)
        let minY = clamped(y, height), maxY = clamped(y + h, height)
        guard minX < maxX, minY < maxY else { return nil }
        return Box(phase: op.phase, minX: minX, minY: minY, maxX: maxX, maxY: maxY, border: Int(border.rounded()),
                   fill: pack(color, alpha: alpha), opaque: pack(color, alpha: 1))
    }

    /// `color` at `alpha`, premultiplied with rounding.
    static func pack(_ color: RGB8, alpha: Double) -> UInt32 {
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return channel(color.red) | channel(color.green) << 8 | channel(color.blue) << 16 | a << 24
    }
}
