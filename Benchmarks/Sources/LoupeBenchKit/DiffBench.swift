import LoupeRender

/// Times the image comparison on the benchmark's own frame: the frame against a copy with about 1 % of its pixels
/// changed (no diff image, pixelmatch's default options, one core), and against an identical copy.
public enum DiffBench {
    /// The changed copy: 100 squares of 17×17 pixels (28 900 pixels, 0.98 % of 1170×2532) at fixed pseudo-random
    /// places, their colour bits flipped by 0x40 — edges, text and flat areas alike.
    public static func changedCopy(of rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var copy = rgba
        var state: UInt64 = 20_240_611
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let side = 17
        for _ in 0..<100 {
            let left = next(width - side), top = next(height - side)
            for y in top..<top + side {
                for x in left..<left + side {
                    let i = (y * width + x) * 4
                    copy[i] ^= 0x40; copy[i + 1] ^= 0x40; copy[i + 2] ^= 0x40
                }
            }
        }
        return copy
    }

    /// Median milliseconds of decoding the frame's PNG (as the encoder writes it: opaque, so RGB), the fast path's
    /// case and what `diff` does twice.
    public static func decode(_ rgba: [UInt8], width: Int, height: Int, runs: Int) throws -> Double {
        let png = try PNGCodec.encode(rgba: rgba, width: width, height: height)
        let clock = ContinuousClock()
        var samples = Samples()
        for _ in 0..<max(runs, 1) {
            let start = clock.now
            _ = try PNGCodec.decode(png)
            samples.append(clock.now - start)
        }
        return samples.median
    }

    /// Median milliseconds of comparing the frame with its changed copy and with an identical copy, and the count.
    public static func run(_ rgba: [UInt8], width: Int, height: Int,
                           runs: Int) throws -> (changed: Double, identical: Double, diffPixels: Int) {
        let expected = RGBAImage(width: width, height: height, rgba: rgba)!
        let changed = RGBAImage(width: width, height: height, rgba: changedCopy(of: rgba, width: width, height: height))!
        // A copy in its own memory: comparing an array with itself would read one buffer twice.
        let same = RGBAImage(width: width, height: height, rgba: rgba.withUnsafeBufferPointer { Array($0) })!
        let clock = ContinuousClock()
        var changedSamples = Samples(), identicalSamples = Samples(), count = 0
        for _ in 0..<max(runs, 1) {
            var start = clock.now
            count = try ImageDiff.compare(expected: expected, actual: changed).diffPixels
            changedSamples.append(clock.now - start)
            start = clock.now
            _ = try ImageDiff.compare(expected: expected, actual: same)
            identicalSamples.append(clock.now - start)
        }
        return (changedSamples.median, identicalSamples.median, count)
    }
}
