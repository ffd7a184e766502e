import CLargeBuffers
@testable import LoupePNG
import Testing

/// The fast path inflates image data held in one chunk where it lies in the file, and joins data split over several
/// chunks first: both decode to the same pixels.
@Suite struct FastPathChunkingTests {
    /// An opaque picture whose rows differ, so that a wrong join or offset shows in the pixels.
    func rgba(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let red = UInt8((x * 31 + y * 7) % 256), green = UInt8((x ^ y) % 256), blue = UInt8((y * 3) % 256)
                pixels += [red, green, blue, 255]
            }
        }
        return pixels
    }

    /// `png` with its image data cut into chunks of the given sizes (the last takes the rest).
    func splittingImageData(of png: [UInt8], into sizes: [Int]) throws -> [UInt8] {
        let chunks = chunkList(of: png)
        let data = try #require(chunks.first { $0.type == "IDAT" })
        #expect(chunks.filter { $0.type == "IDAT" }.count == 1)
        let imageData = Array(png[data.offset..<data.offset + data.length])
        var pieces: [[UInt8]] = []
        var start = 0
        for size in sizes {
            pieces.append(Array(imageData[start..<start + size]))
            start += size
        }
        pieces.append(Array(imageData[start...]))
        let before = Array(png[..<(data.offset - 8)])
        let after = Array(png[(data.offset + data.length + 4)...])
        return before + pieces.flatMap { PNGFixture.chunk("IDAT", $0) } + after
    }

    func fastPath(_ png: [UInt8]) throws -> PNGPixels? {
        try png.withUnsafeBytes { buffer in
            try Result { () throws(PNGError) in try FastPath.decode(buffer, limits: .default, keepRGB: true) }.get()
        }
    }

    @Test func imageDataInOneChunkOrManyDecodesAlike() throws {
        let pixels = rgba(width: 53, height: 29)
        let png = try PNGCodec.encode(rgba: pixels, width: 53, height: 29)
        let rgb = pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        // One chunk; a first chunk of one byte; an empty chunk first; an empty chunk last; five chunks.
        for sizes in [[], [1], [0], [chunkList(of: png).first { $0.type == "IDAT" }!.length], [3, 100, 7, 250]] {
            let split = sizes.isEmpty ? png : try splittingImageData(of: png, into: sizes)
            // The fast path itself, which returns nil where it declines (libpng would then decode the same pixels).
            let decoded = try #require(try fastPath(split), "\(sizes)")
            #expect(decoded.channels == 3 && decoded.bytes == rgb, "\(sizes)")
        }
    }

    /// A screen-sized file takes the huge-page buffer (``loupe_large_array_capacity``): the array holds the image's
    /// bytes and no more, the same as libpng's, whatever its capacity.
    @Test func aScreenSizedImageDecodesToExactlyItsBytes() throws {
        let width = 1179, height = 640   // 2.26 MB as RGB: over one 2 MiB page
        let pixels = rgba(width: width, height: height)
        let png = try PNGCodec.encode(rgba: pixels, width: width, height: height)
        let decoded = try #require(try fastPath(png))
        #expect(decoded.bytes.count == width * height * 3)
        #expect(decoded.bytes == pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element))
    }

    @Test func largeArraysAskForWholeHugePages() {
        let page = 2 << 20
        // Below a huge page nothing changes.
        #expect(loupe_large_array_capacity(1000) == 1000)
        #expect(loupe_large_array_capacity(page - 1) == page - 1)
        // The frame decoded as RGB with its filter bytes (2532 × (1170 × 3 + 1) + 1): five pages, less the array's
        // 32-byte header and malloc's 32 (its 16-byte chunk header and its request rounded up to 16).
        #expect(loupe_large_array_capacity(8_889_853) == 5 * page - 64)
        // Exactly a page of elements needs a second page for the headers.
        #expect(loupe_large_array_capacity(page) == 2 * page - 64)
        #expect(loupe_large_array_capacity(2 * page - 64) == 2 * page - 64)
        #expect(loupe_large_array_capacity(2 * page - 63) == 3 * page - 64)
    }
}
