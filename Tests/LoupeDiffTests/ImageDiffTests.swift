import LoupeDiff
import Testing

/// Small images whose results are worked out by hand from the YIQ formula and the rules in docs/testing.md.
@Suite struct ImageDiffTests {
    /// A `width`×`height` image of `base` with the given pixels replaced.
    func image(_ width: Int, _ height: Int, _ base: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255),
               set pixels: [(Int, Int, (UInt8, UInt8, UInt8, UInt8))] = []) -> RGBAImage {
        var bytes = RGBAImage(width: width, height: height, filledWith: base).rgba
        for (x, y, c) in pixels {
            let i = (y * width + x) * 4
            bytes[i] = c.0; bytes[i + 1] = c.1; bytes[i + 2] = c.2; bytes[i + 3] = c.3
        }
        return RGBAImage(width: width, height: height, rgba: bytes)!
    }

    let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    // Black against white: Y = 255 · (0.29889531 + 0.58662247 + 0.11448223) ≈ 255, I = Q = 0 (their coefficients
    // sum to zero), so the distance is 0.5053 · 255² ≈ 32857; it counts while 35215·t² < 32857, i.e. t < 0.96594.
    @Test func blackAgainstWhiteCountsBelowThresholdPoint966() throws {
        let a = image(3, 3)
        let b = image(3, 3, set: [(1, 1, white)])
        #expect(try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(threshold: 0.96)).diffPixels == 1)
        #expect(try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(threshold: 0.97)).diffPixels == 0)
    }

    // pixelmatch's own example: half-transparent black and opaque grey 127 look the same over white
    // (0·128 − 127·255 + 255·127 = 0), but differ over the checkerboard, whose first pixel is (48, 48, 48).
    @Test func translucentPixelsAreBlendedOverTheCheckerboardOrWhite() throws {
        let a = image(1, 1, (0, 0, 0, 128))
        let b = image(1, 1, (127, 127, 127, 255))
        #expect(try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(checkerboard: false)).diffPixels == 0)
        #expect(try ImageDiff.compare(expected: a, actual: b).diffPixels == 1)
    }

    // Unchanged pixels become the expected pixel's luma faded toward white: (200, 100, 50) has luma 124.1654205,
    // 255 + (124.1654205 − 255) · 0.1 = 241.9165…, stored as 241.
    @Test func identicalImagesTakeTheFastPathAndDrawAFadedGrey() throws {
        let a = image(2, 2, (200, 100, 50, 255))
        let result = try ImageDiff.compare(expected: a, actual: a, diffImage: true)
        #expect(result.identical && result.match && result.diffPixels == 0 && result.bounds == nil)
        #expect(result.diffImage?.pixel(x: 1, y: 1) == [241, 241, 241, 255])
        let mask = try ImageDiff.compare(expected: a, actual: a, options: DiffOptions(diffMask: true), diffImage: true)
        #expect(mask.diffImage?.rgba == [UInt8](repeating: 0, count: 16))
    }

    // White → black makes Y positive (img1 brighter), so the pixel got darker and is drawn in diffColorAlt.
    @Test func darkerPixelsUseTheAlternativeColour() throws {
        let a = image(3, 3, white)
        let darker = image(3, 3, white, set: [(1, 1, (0, 0, 0, 255))])
        let lighter = image(3, 3, set: [(1, 1, white)])
        let options = DiffOptions(diffColorAlt: DiffColor(0, 255, 0))
        let dark = try ImageDiff.compare(expected: a, actual: darker, options: options, diffImage: true)
        #expect(dark.diffImage?.pixel(x: 1, y: 1) == [0, 255, 0, 255])
        let light = try ImageDiff.compare(expected: image(3, 3), actual: lighter, options: options, diffImage: true)
        #expect(light.diffImage?.pixel(x: 1, y: 1) == [255, 0, 0, 255])
        // Around it, black pixels fade to 255 + (0 − 255) · 0.1 = 229.5 → 229.
        #expect(light.diffImage?.pixel(x: 0, y: 0) == [229, 229, 229, 255])
    }

    /// Five isolated white pixels on black in a 10×10 image (isolated: all neighbours equal, so none is anti-aliasing).
    var fiveChanges: (RGBAImage, RGBAImage) {
        let points = [(1, 1), (8, 1), (4, 5), (1, 8), (8, 8)]
        return (image(10, 10), image(10, 10, set: points.map { ($0.0, $0.1, white) }))
    }

    @Test func budgetsInPixelsAndRatioTheStricterWins() throws {
        let (a, b) = fiveChanges
        func match(_ options: DiffOptions) throws -> Bool { try ImageDiff.compare(expected: a, actual: b, options: options).match }
        #expect(try !match(DiffOptions()))
        #expect(try match(DiffOptions(maxDiffPixels: 5)))
        #expect(try !match(DiffOptions(maxDiffPixels: 4)))
        #expect(try match(DiffOptions(maxDiffRatio: 0.05)))       // 0.05 · 100 = 5 pixels
        #expect(try !match(DiffOptions(maxDiffRatio: 0.049)))     // 4.9 → 4 pixels
        #expect(try !match(DiffOptions(maxDiffPixels: 10, maxDiffRatio: 0.04)))
        #expect(try !match(DiffOptions(maxDiffPixels: 4, maxDiffRatio: 1)))
        let result = try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(maxDiffPixels: 4))
        #expect(result.reason == .pixelDiff && result.diffPixels == 5 && result.totalPixels == 100)
        #expect(result.diffRatio == 0.05)
        #expect(result.bounds == PixelRegion(x: 1, y: 1, width: 8, height: 8))
    }

    @Test func ignoredRegionsAreNotCountedAndAreTinted() throws {
        let (a, b) = fiveChanges
        // Covers (8, 1) and (8, 8), and hangs over the right edge.
        let options = DiffOptions(ignoredRegions: [PixelRegion(x: 7, y: 0, width: 10, height: 10)])
        let result = try ImageDiff.compare(expected: a, actual: b, options: options, diffImage: true)
        #expect(result.diffPixels == 3)
        #expect(result.bounds == PixelRegion(x: 1, y: 1, width: 4, height: 8))
        // Ignored black: (229 + tint) / 2 = (114, 186, 242).
        #expect(result.diffImage?.pixel(x: 8, y: 8) == [114, 186, 242, 255])
        #expect(result.diffImage?.pixel(x: 4, y: 5) == [255, 0, 0, 255])
    }

    // Expected 4×3 and actual 3×4 of one colour: the 3×3 both cover is equal, column 3 of rows 0–2 is only in the
    // expected image, row 3 of columns 0–2 only in the actual one, (3, 3) in neither: 6 of the 16 pixels differ.
    @Test func differentSizesAreASizeDiffOverTheUnion() throws {
        let result = try ImageDiff.compare(expected: image(4, 3), actual: image(3, 4),
                                           options: DiffOptions(maxDiffPixels: 100), diffImage: true)
        #expect(result.reason == .sizeDiff && !result.match)
        #expect(result.diffPixels == 6 && result.totalPixels == 16)
        #expect(result.bounds == PixelRegion(x: 0, y: 0, width: 4, height: 4))
        let diff = try #require(result.diffImage)
        #expect(diff.width == 4 && diff.height == 4)
        #expect(diff.pixel(x: 3, y: 0) == [255, 0, 0, 255])
        #expect(diff.pixel(x: 0, y: 3) == [255, 0, 0, 255])
        #expect(diff.pixel(x: 3, y: 3) == [0, 0, 0, 0])
        #expect(diff.pixel(x: 1, y: 1) == [229, 229, 229, 255])
        #expect(result.summary.hasPrefix("size differs: expected 4×3, actual 3×4"))
    }

    // A 1-pixel grey step between two flat areas is taken for anti-aliasing: its darkest and brightest neighbours
    // both sit in flat areas. Black | grey column | white, 5×3; the grey column changes from 128 to 100.
    @Test func antiAliasingIsDetectedUnlessIncluded() throws {
        func row(_ middle: UInt8) -> [(Int, Int, (UInt8, UInt8, UInt8, UInt8))] {
            (0..<3).flatMap { y in [(2, y, (middle, middle, middle, 255)), (3, y, white), (4, y, white)] }
        }
        let a = image(5, 3, set: row(128))
        let b = image(5, 3, set: row(100))
        let result = try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(threshold: 0.05), diffImage: true)
        #expect(result.diffPixels == 0 && result.antiAliasedPixels == 3)
        #expect(result.diffImage?.pixel(x: 2, y: 1) == [255, 255, 0, 255])
        let counted = try ImageDiff.compare(expected: a, actual: b, options: DiffOptions(threshold: 0.05, includeAA: true))
        #expect(counted.diffPixels == 3)
    }

    @Test func exactCountsTheSmallestChange() throws {
        let a = image(4, 4, white)
        let b = image(4, 4, white, set: [(2, 2, (254, 255, 255, 255))])
        #expect(try ImageDiff.compare(expected: a, actual: b).diffPixels == 0)
        #expect(try ImageDiff.compare(expected: a, actual: b, options: .exact).diffPixels == 1)
    }

    @Test func optionsOutOfRangeAreRefused() {
        #expect(throws: ImageDiff.InvalidOptions.self) {
            try ImageDiff.compare(expected: image(1, 1), actual: image(1, 1), options: DiffOptions(threshold: 1.5))
        }
        #expect(DiffOptions(maxDiffPixels: -1).problem == "maxDiffPixels: -1 is negative")
        #expect(DiffOptions(ignoredRegions: [PixelRegion(x: 0, y: 0, width: 0, height: 3)]).problem
                == "ignoredRegions[0]: 0,0 0x3 has no area")
    }
}

/// A comparison shared by threads gives the one-thread result, count, bounds and picture alike.
@Suite struct ThreadedDiffTests {
    @Test func bandsOfRowsGiveTheSameResult() throws {
        // 1024×1030 (over a million pixels, so bands are used; 1030 rows do not split evenly), a few hundred
        // changed pixels in clusters across band boundaries, some on anti-aliasing-like ramps.
        let width = 1024, height = 1030
        var a = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height { for x in 0..<width {
            let i = (y * width + x) * 4
            a[i] = UInt8((x / 4) % 256); a[i + 1] = UInt8((y / 4) % 256); a[i + 2] = 128; a[i + 3] = 255
        } }
        var b = a
        var state: UInt32 = 7
        for _ in 0..<300 {
            state = state &* 1_103_515_245 &+ 12345
            let x = Int(state >> 8) % width, y = Int(state >> 4) % height
            for dy in 0..<3 where y + dy < height { b[((y + dy) * width + x) * 4] ^= 0x55 }
        }
        let expected = RGBAImage(width: width, height: height, rgba: a)!
        let actual = RGBAImage(width: width, height: height, rgba: b)!
        let one = try ImageDiff.compare(expected: expected, actual: actual, diffImage: true, threads: 1)
        #expect(one.diffPixels > 0)
        for threads in [2, 3] {
            let many = try ImageDiff.compare(expected: expected, actual: actual, diffImage: true, threads: threads)
            #expect(many.diffPixels == one.diffPixels && many.antiAliasedPixels == one.antiAliasedPixels)
            #expect(many.bounds == one.bounds)
            #expect(many.diffImage == one.diffImage)
            let counted = try ImageDiff.compare(expected: expected, actual: actual, threads: threads)
            #expect(counted.diffPixels == one.diffPixels)
        }
    }
}

/// Opaque images stored as RGB, 3 bytes a pixel (what `loupe-render diff` decodes an RGB file to).
@Suite struct RGBStorageTests {
    /// A 3×2 RGB image of black with pixel (2, 1) white.
    let blackWithOneWhite = RGBAImage(width: 3, height: 2, rgb: [UInt8](repeating: 0, count: 15) + [255, 255, 255])!
    let black = RGBAImage(width: 3, height: 2, rgb: [UInt8](repeating: 0, count: 18))!

    @Test func readsAsOpaqueRGBA() {
        #expect(blackWithOneWhite.bytesPerPixel == 3 && blackWithOneWhite.storage.count == 18)
        #expect(blackWithOneWhite.pixel(x: 2, y: 1) == [255, 255, 255, 255])
        #expect(blackWithOneWhite.pixel(x: 0, y: 0) == [0, 0, 0, 255])
        #expect(blackWithOneWhite.rgba.count == 24)
        #expect(RGBAImage(width: 3, height: 2, rgb: [UInt8](repeating: 0, count: 17)) == nil)
    }

    @Test func equalsItsRGBATwin() {
        let twin = RGBAImage(width: 3, height: 2, rgba: blackWithOneWhite.rgba)!
        #expect(twin == blackWithOneWhite)
        #expect(twin != black)
    }

    // One white pixel among black ones: its neighbours are all equal (black), so it is no anti-aliasing, and black
    // against white is far over the default threshold (see blackAgainstWhiteCountsBelowThresholdPoint966).
    @Test func countsAndBoundsAsRGBADoes() throws {
        let rgbaBlack = RGBAImage(width: 3, height: 2, rgba: black.rgba)!
        for (expected, actual) in [(black, blackWithOneWhite), (rgbaBlack, blackWithOneWhite), (blackWithOneWhite, rgbaBlack)] {
            let result = try ImageDiff.compare(expected: expected, actual: actual, diffImage: true)
            #expect(result.diffPixels == 1 && !result.identical)
            #expect(result.bounds == PixelRegion(x: 2, y: 1, width: 1, height: 1))
            #expect(result.diffImage?.pixel(x: 2, y: 1) == [255, 0, 0, 255])
        }
    }

    // Stored differently, pixel for pixel equal: identical, whatever the bytes.
    @Test func anRGBImageAndItsRGBATwinAreIdentical() throws {
        let twin = RGBAImage(width: 3, height: 2, rgba: blackWithOneWhite.rgba)!
        let result = try ImageDiff.compare(expected: blackWithOneWhite, actual: twin)
        #expect(result.identical && result.match && result.diffPixels == 0)
    }

    // A 3×1 RGB row is 9 bytes: one 8-byte step of the equal-run skip and one byte after it. Only the last byte
    // (pixel 2's blue) differs, by 255: Y = 255·0.11448223, I = −255·0.32180189, Q = 255·0.31114694 give
    // 0.5053·Y² + 0.299·I² + 0.1957·Q² ≈ 3676, over 35215·0.1² = 352; its one neighbour cannot make it
    // anti-aliasing. So one pixel, at x = 2, with or without a diff image.
    @Test func aDifferenceInTheLastByteOfARowIsFound() throws {
        let a = RGBAImage(width: 3, height: 1, rgb: [UInt8](repeating: 0, count: 9))!
        let b = RGBAImage(width: 3, height: 1, rgb: [UInt8](repeating: 0, count: 8) + [255])!
        for diffImage in [false, true] {
            let result = try ImageDiff.compare(expected: a, actual: b, diffImage: diffImage)
            #expect(result.diffPixels == 1)
            #expect(result.bounds == PixelRegion(x: 2, y: 0, width: 1, height: 1))
        }
        // A change inside the first 8-byte step, not in its first pixel: byte 7, pixel 2's green of 4 RGB pixels.
        let c = RGBAImage(width: 4, height: 1, rgb: [UInt8](repeating: 0, count: 12))!
        var bytes = [UInt8](repeating: 0, count: 12)
        bytes[7] = 255
        let d = RGBAImage(width: 4, height: 1, rgb: bytes)!
        #expect(try ImageDiff.compare(expected: c, actual: d).bounds == PixelRegion(x: 2, y: 0, width: 1, height: 1))
    }

    // Sizes that differ: the 3×2 overlap has one differing pixel, and the extra column of a 4×2 image adds two.
    @Test func sizeMismatchCropsRGBToo() throws {
        let wider = RGBAImage(width: 4, height: 2, rgb: [UInt8](repeating: 0, count: 24))!
        let result = try ImageDiff.compare(expected: blackWithOneWhite, actual: wider)
        #expect(result.reason == .sizeDiff)
        #expect(result.diffPixels == 3)
    }
}
