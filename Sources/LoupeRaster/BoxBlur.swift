/// A Gaussian blur approximated by three successive box blurs, in integer arithmetic.
///
/// Box sizes follow SVG's `feGaussianBlur`: `d = ⌊σ·3·√(2π)/4 + 0.5⌋`; for odd `d` three centred boxes of
/// size `d`; for even `d` two boxes of size `d` offset half a pixel left and right, then one centred box of
/// size `d + 1`. Horizontal passes run first, then vertical ones; every pass rounds to 8 bits, so the result
/// is bit-identical everywhere. Reads beyond the source's edges repeat the edge pixels.
struct BoxBlur {
    /// One pass: output `i` averages inputs `i − before … i + after`.
    struct Window {
        let before: Int
        let after: Int
        var size: Int { before + after + 1 }
        /// `round(2³² / size)`: `(sum·reciprocal + 2³¹) >> 32` is the rounded mean.
        var reciprocal: UInt64 { (UInt64(1) << 32 + UInt64(size / 2)) / UInt64(size) }
    }

    /// Standard deviations above this are treated as this (3.5× a 24 pt material blur at @3x), which bounds
    /// the work and memory of one call.
    static let maximumStandardDeviation = 256.0

    let windows: [Window]

    init(standardDeviation: Double) {
        guard standardDeviation > 0 else { windows = []; return }
        let sigma = min(standardDeviation, Self.maximumStandardDeviation)
        let d = Int((sigma * 3 * 2.5066282746310002 / 4 + 0.5).rounded(.down))
        let half = d / 2
        if d <= 1 {
            windows = []
        } else if d % 2 == 1 {
            windows = Array(repeating: Window(before: half, after: half), count: 3)
        } else {
            windows = [Window(before: half, after: half - 1), Window(before: half - 1, after: half),
                       Window(before: half, after: half)]
        }
    }

    /// How far outside the output the passes read, in pixels.
    var reach: Int { windows.reduce(0) { $0 + max($1.before, $1.after) } }

    /// The blurred pixels of `region` (canvas coordinates, inside the canvas), row-major.
    func blur(_ canvas: Canvas, region: PixelBounds) -> [UInt32] {
        let reach = self.reach
        let width = region.width, rowCount = region.height + 2 * reach, lineLength = width + 2 * reach
        var horizontal = [UInt32](repeating: 0, count: width * rowCount)
        var line = [UInt32](repeating: 0, count: lineLength)
        var scratch = line
        canvas.storage.withUnsafeBufferPointer { source in
            for r in 0..<rowCount {
                let sourceRow = min(max(region.minY - reach + r, 0), canvas.height - 1) * canvas.width
                for k in 0..<lineLength {
                    line[k] = source[sourceRow + min(max(region.minX - reach + k, 0), canvas.width - 1)]
                }
                for window in windows {
                    Self.pass(line, into: &scratch, window: window)
                    swap(&line, &scratch)
                }
                horizontal.replaceSubrange(r * width..<(r + 1) * width, with: line[reach..<(reach + width)])
            }
        }
        var vertical = horizontal
        var sums = [UInt64](repeating: 0, count: 4 * width)
        for window in windows {
            Self.verticalPass(horizontal, into: &vertical, width: width, rows: rowCount, window: window, sums: &sums)
            swap(&horizontal, &vertical)
        }
        return Array(horizontal[(reach * width)..<((reach + region.height) * width)])
    }

    /// One box pass along a line, edges repeated.
    private static func pass(_ input: [UInt32], into output: inout [UInt32], window: Window) {
        let n = input.count
        guard n > 0 else { return }
        let reciprocal = window.reciprocal
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                var sum = ChannelSums()
                for k in -window.before...window.after { sum.add(input[min(max(k, 0), n - 1)]) }
                for i in 0..<n {
                    output[i] = sum.mean(reciprocal)
                    sum.add(input[min(i + window.after + 1, n - 1)])
                    sum.subtract(input[max(i - window.before, 0)])
                }
            }
        }
    }

    /// One box pass down every column of a `width × rows` image, sliding whole rows for cache locality.
    private static func verticalPass(_ input: [UInt32], into output: inout [UInt32], width: Int, rows: Int,
                                     window: Window, sums: inout [UInt64]) {
        guard rows > 0, width > 0 else { return }
        let reciprocal = window.reciprocal
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                sums.withUnsafeMutableBufferPointer { sums in
                    sums.update(repeating: 0)
                    for k in -window.before...window.after {
                        addRow(input, min(max(k, 0), rows - 1) * width, width, sums, sign: 1)
                    }
                    for i in 0..<rows {
                        let out = i * width
                        for c in 0..<width {
                            let s = ChannelSums(r: sums[4 * c], g: sums[4 * c + 1], b: sums[4 * c + 2], a: sums[4 * c + 3])
                            output[out + c] = s.mean(reciprocal)
                        }
                        addRow(input, min(i + window.after + 1, rows - 1) * width, width, sums, sign: 1)
                        addRow(input, max(i - window.before, 0) * width, width, sums, sign: -1)
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func addRow(_ input: UnsafeBufferPointer<UInt32>, _ start: Int, _ width: Int,
                               _ sums: UnsafeMutableBufferPointer<UInt64>, sign: Int) {
        for c in 0..<width {
            let p = input[start + c]
            if sign > 0 {
                sums[4 * c] &+= UInt64(p & 0xFF); sums[4 * c + 1] &+= UInt64((p >> 8) & 0xFF)
                sums[4 * c + 2] &+= UInt64((p >> 16) & 0xFF); sums[4 * c + 3] &+= UInt64(p >> 24)
            } else {
                sums[4 * c] &-= UInt64(p & 0xFF); sums[4 * c + 1] &-= UInt64((p >> 8) & 0xFF)
                sums[4 * c + 2] &-= UInt64((p >> 16) & 0xFF); sums[4 * c + 3] &-= UInt64(p >> 24)
            }
        }
    }
}

/// Running per-channel sums of packed pixels.
private struct ChannelSums {
    var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, a: UInt64 = 0

    @inline(__always)
    mutating func add(_ p: UInt32) {
        r &+= UInt64(p & 0xFF); g &+= UInt64((p &>> 8) & 0xFF); b &+= UInt64((p &>> 16) & 0xFF); a &+= UInt64(p &>> 24)
    }

    @inline(__always)
    mutating func subtract(_ p: UInt32) {
        r &-= UInt64(p & 0xFF); g &-= UInt64((p &>> 8) & 0xFF); b &-= UInt64((p &>> 16) & 0xFF); a &-= UInt64(p &>> 24)
    }

    @inline(__always)
    func mean(_ reciprocal: UInt64) -> UInt32 {
        func m(_ s: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: (s &* reciprocal &+ (1 << 31)) &>> 32) }
        return m(r) | m(g) &<< 8 | m(b) &<< 16 | m(a) &<< 24
    }
}
