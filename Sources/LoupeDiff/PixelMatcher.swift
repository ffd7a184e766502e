import LoupeWorkers
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one pass over two equally sized images found.
struct PixelTally: Sendable {
    /// Pixels over the threshold, not anti-aliasing (unless counted) and not ignored.
    var diffPixels = 0
    /// Pixels over the threshold that the detector took for anti-aliasing and did not count.
    var antiAliasedPixels = 0
    /// Whether any two pixels differed at all, even below the threshold or in an ignored area.
    var sawUnequalPixel = false
    /// The smallest and largest column and row of a counted pixel.
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    init() {}

    /// The tally of an earlier comparison, to go on counting from.
    init(_ result: DiffResult) {
        diffPixels = result.diffPixels
        antiAliasedPixels = result.antiAliasedPixels
        if let box = result.bounds {
            minX = box.x; minY = box.y; maxX = box.x + box.width - 1; maxY = box.y + box.height - 1
        }
    }

    /// Adds a tally of other rows of the same comparison.
    mutating func merge(_ other: PixelTally) {
        diffPixels += other.diffPixels
        antiAliasedPixels += other.antiAliasedPixels
        sawUnequalPixel = sawUnequalPixel || other.sawUnequalPixel
        minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
    }

    mutating func count(x: Int, y: Int) {
        diffPixels += 1
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    /// The box around every counted pixel, or `nil` when none was counted.
    var bounds: PixelRegion? {
        diffPixels == 0 ? nil : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// pixelmatch's comparison loop over two images of one size, with pixels to ignore.
///
/// Pixels are read as 32-bit words (``PixelLayout``): equal words are equal pixels and need no colour maths, and
/// without a diff image whole equal rows of images stored alike are skipped with one `memcmp`, which is what makes a
/// large, mostly equal pair cheap.
struct PixelMatcher: Sendable {
    let width: Int
    let height: Int
    let options: DiffOptions
    /// One byte per pixel, non-zero where the pixel is ignored; empty when nothing is.
    let ignored: [UInt8]

    init(width: Int, height: Int, options: DiffOptions) {
        self.width = width
        self.height = height
        self.options = options
        self.ignored = PixelMatcher.ignoreMask(options.ignoredRegions, width: width, height: height)
    }

    /// The mask of ignored pixels, or an empty array when no region touches the image.
    static func ignoreMask(_ regions: [PixelRegion], width: Int, height: Int) -> [UInt8] {
        let image = PixelRegion(x: 0, y: 0, width: width, height: height)
        let clipped = regions.compactMap { $0.intersection(image) }
        guard !clipped.isEmpty else { return [] }
        var mask = [UInt8](repeating: 0, count: width * height)
        for region in clipped {
            for row in region.y..<region.y + region.height {
                let start = row * width + region.x
                for index in start..<start + region.width { mask[index] = 1 }
            }
        }
        return mask
    }

    /// Compares `a` (expected, stored as `A`) with `b` (actual, stored as `B`), drawing into `output`
    /// (`width * height * 4` bytes) when given, in `bands` stretches of rows at once. Each pixel's outcome depends
    /// only on the two images, so the tally and the picture are the same for every number of bands.
    func run<A: PixelLayout, B: PixelLayout>(_ a: UnsafePointer<UInt8>, _: A.Type, _ b: UnsafePointer<UInt8>, _: B.Type,
                                             output: UnsafeMutablePointer<UInt8>?, bands: Int) -> PixelTally {
        let bands = max(1, min(bands, height))
        guard bands > 1 else { return run(a, A.self, b, B.self, output: output, rows: 0..<height) }
        // Each band reads both images and writes only its own rows of the output and its own tally.
        var tallies = [PixelTally](repeating: PixelTally(), count: bands)
        tallies.withUnsafeMutableBufferPointer { tallies in
            ParallelParts.run(count: bands, threads: bands) { band in
                let rows = (height * band / bands)..<(height * (band + 1) / bands)
                tallies[band] = run(a, A.self, b, B.self, output: output, rows: rows)
            }
        }
        return tallies.dropFirst().reduce(into: tallies[0]) { $0.merge($1) }
    }

    /// Compares the rows `rows`.
    func run<A: PixelLayout, B: PixelLayout>(_ a: UnsafePointer<UInt8>, _: A.Type, _ b: UnsafePointer<UInt8>, _: B.Type,
                                             output: UnsafeMutablePointer<UInt8>?, rows: Range<Int>) -> PixelTally {
        var tally = PixelTally()
        let maxDelta = YIQMetric.maximumDelta * options.threshold * options.threshold
        let detector = AntiAliasingDetector(width: width, height: height, checkerboard: options.checkerboard)
        let sameLayout = A.bytesPerPixel == B.bytesPerPixel
        let rowBytes = width * A.bytesPerPixel
        let draw = output != nil && !options.diffMask
        ignored.withUnsafeBufferPointer { mask in
            for y in rows {
                let rowStart = y * width
                if output == nil, sameLayout,
                   memcmp(a + rowStart * A.bytesPerPixel, b + rowStart * B.bytesPerPixel, rowBytes) == 0 { continue }
                var x = 0
                while x < width {
                    // Without a picture to draw, runs of equal pixels are skipped: eight bytes at a time for images
                    // stored alike, else a word compare a pixel.
                    if output == nil {
                        x = sameLayout
                            ? Self.firstUnequalPixel(a + rowStart * A.bytesPerPixel, b + rowStart * B.bytesPerPixel,
                                                     from: x, width: width, bytesPerPixel: A.bytesPerPixel)
                            : Self.firstUnequalPixel(a, A.self, b, B.self, rowStart: rowStart, from: x, width: width)
                        if x == width { break }
                    }
                    defer { x += 1 }
                    let i = rowStart + x
                    let pos = i * 4
                    let pixelA = A.word(a, i), pixelB = B.word(b, i)
                    if pixelA != pixelB { tally.sawUnequalPixel = true }
                    let isIgnored = !mask.isEmpty && mask[i] != 0
                    if isIgnored {
                        if draw { drawIgnored(pixelA, into: output! + pos) }
                        continue
                    }
                    let delta = pixelA == pixelB
                        ? 0 : YIQMetric.delta(pixelA, pixelB, offset: pos, checkerboard: options.checkerboard)
                    guard abs(delta) > maxDelta else {
                        if draw { drawGrey(pixelA, into: output! + pos) }
                        continue
                    }
                    let isExcludedAA = !options.includeAA
                        && (detector.isAntiAliased(a, A.self, x: x, y: y, other: b, B.self)
                            || detector.isAntiAliased(b, B.self, x: x, y: y, other: a, A.self))
                    if isExcludedAA {
                        tally.antiAliasedPixels += 1
                        if draw { paint(options.aaColor, into: output! + pos) }
                    } else {
                        tally.count(x: x, y: y)
                        if let output {
                            paint(delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor,
                                  into: output + pos)
                        }
                    }
                }
            }
        }
        return tally
    }

    /// The first pixel at or after `x` of a row whose bytes differ in the two rows (stored alike), or `width`.
    @inline(__always)
    static func firstUnequalPixel(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from x: Int, width: Int,
                                  bytesPerPixel: Int) -> Int {
        let end = width * bytesPerPixel
        var byte = x * bytesPerPixel
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        while byte + 8 <= end {
            let difference = rawA.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
                ^ rawB.loadUnaligned(fromByteOffset: byte, as: UInt64.self)
            if difference != 0 {
                return (byte + UInt64(littleEndian: difference).trailingZeroBitCount / 8) / bytesPerPixel
            }
            byte += 8
        }
        while byte < end && a[byte] == b[byte] { byte += 1 }
        return byte / bytesPerPixel
    }

    /// The same for rows stored differently, a pixel at a time.
    @inline(__always)
    static func firstUnequalPixel<A: PixelLayout, B: PixelLayout>(
        _ a: UnsafePointer<UInt8>, _: A.Type, _ b: UnsafePointer<UInt8>, _: B.Type, rowStart: Int, from x: Int, width: Int
    ) -> Int {
        var x = x
        while x < width && A.word(a, rowStart + x) == B.word(b, rowStart + x) { x += 1 }
        return x
    }

    /// Draws every pixel of `a` as unchanged: the diff image of two equal images.
    func drawUnchanged<A: PixelLayout>(_ a: UnsafePointer<UInt8>, _: A.Type, into output: UnsafeMutablePointer<UInt8>) {
        guard !options.diffMask else { return }
        ignored.withUnsafeBufferPointer { mask in
            for i in 0..<width * height {
                if !mask.isEmpty && mask[i] != 0 {
                    drawIgnored(A.word(a, i), into: output + i * 4)
                } else {
                    drawGrey(A.word(a, i), into: output + i * 4)
                }
            }
        }
    }

    @inline(__always)
    private func drawGrey(_ pixel: UInt32, into target: UnsafeMutablePointer<UInt8>) {
        let grey = YIQMetric.fadedGrey(pixel, alpha: options.alpha)
        target[0] = grey; target[1] = grey; target[2] = grey; target[3] = 255
    }

    /// An ignored pixel: its faded grey mixed half and half with the ignore tint, so the area stays legible.
    @inline(__always)
    private func drawIgnored(_ pixel: UInt32, into target: UnsafeMutablePointer<UInt8>) {
        let grey = Int(YIQMetric.fadedGrey(pixel, alpha: options.alpha))
        let tint = DiffColor.ignoredTint
        target[0] = UInt8((grey + Int(tint.red)) / 2)
        target[1] = UInt8((grey + Int(tint.green)) / 2)
        target[2] = UInt8((grey + Int(tint.blue)) / 2)
        target[3] = 255
    }

    @inline(__always)
    private func paint(_ color: DiffColor, into target: UnsafeMutablePointer<UInt8>) {
        target[0] = color.red; target[1] = color.green; target[2] = color.blue; target[3] = 255
    }
}
