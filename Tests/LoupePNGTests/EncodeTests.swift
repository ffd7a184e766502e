import LoupePNG
import Testing

/// A 4×3 image with every alpha class: opaque, translucent, fully transparent
/// with non-zero colour (straight alpha must keep it).
private let translucentPixels: [UInt8] = (0..<12).flatMap { index -> [UInt8] in
    let value = UInt8(index * 20)
    return [value, 255 - value, UInt8(index * 7), [255, 128, 1, 0][index % 4]]
}

/// Built once: drawing it costs about half a second in a debug build.
private let smallUIPicture = UIPicture.make(scale: 1)

/// The colour-type byte of IHDR: 8 (signature) + 8 (length, type) + 9.
private func colorType(of png: [UInt8]) -> UInt8 { png[25] }

@Test func translucentImageRoundTripsExactly() throws {
    let png = try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3)
    #expect(colorType(of: png) == 6)
    let image = try PNGCodec.decode(png)
    #expect(image.width == 4 && image.height == 3)
    #expect(image.rgba == translucentPixels)
    #expect(image.pixel(x: 3, y: 0) == [60, 195, 21, 0])
}

@Test func opaqueImageIsWrittenAsRGBAndDecodesOpaque() throws {
    let opaque = (0..<16).flatMap { index -> [UInt8] in [UInt8(index * 16), 7, UInt8(255 - index), 255] }
    let png = try PNGCodec.encode(rgba: opaque, width: 8, height: 2)
    #expect(colorType(of: png) == 2)
    #expect(png[24] == 8)
    let image = try PNGCodec.decode(png)
    #expect(image.rgba == opaque)
    #expect(image.pixel(x: 7, y: 1) == [240, 7, 240, 255])
}

@Test func oneTranslucentPixelKeepsTheAlphaChannel() throws {
    var pixels = [UInt8](repeating: 255, count: 5 * 5 * 4)
    pixels[(2 * 5 + 4) * 4 + 3] = 254
    let png = try PNGCodec.encode(rgba: pixels, width: 5, height: 5)
    #expect(colorType(of: png) == 6)
    #expect(try PNGCodec.decode(png).pixel(x: 4, y: 2) == [255, 255, 255, 254])
}

@Test func outputHoldsOnlyHeaderDataAndEnd() throws {
    let png = try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3)
    #expect(chunkList(of: png).map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(Array(png.prefix(8)) == PNGFixture.signature)
}

/// The run encoder writes the file's chunks itself: each one's CRC is the CRC-32 of its type and data (computed
/// bit by bit here), IHDR says 4 × 3, 8 bits, RGBA, and the file ends with IEND's constant CRC.
@Test func everyChunkCarriesItsCRC() throws {
    let png = try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3)
    for chunk in chunkList(of: png) {
        let typeAndData = Array(png[(chunk.offset - 4)..<(chunk.offset + chunk.length)])
        let stored = png[(chunk.offset + chunk.length)..<(chunk.offset + chunk.length + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(stored == PNGFixture.crc32(typeAndData), "\(chunk.type)")
    }
    let header = chunkList(of: png)[0]
    #expect(header.length == 13)
    #expect(Array(png[header.offset..<(header.offset + 13)]) == [0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0])
    #expect(Array(png.suffix(4)) == [0xAE, 0x42, 0x60, 0x82])
}

@Test(arguments: PNGFilter.allCases)
func everyFilterRoundTripsTheUIPicture(filter: PNGFilter) throws {
    let picture = smallUIPicture
    let options = PNGEncodingOptions(compressionLevel: 3, filter: filter)
    let png = try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height, options: options)
    #expect(colorType(of: png) == 2)
    // Under half the 987,480 bytes of raw RGB, whichever filter.
    #expect(png.count < 987_480 / 2)
    let image = try PNGCodec.decode(png)
    #expect(image.width == 390 && image.height == 844)
    #expect(image.rgba == picture.rgba)
}

@Test func encodingIsDeterministic() throws {
    let picture = smallUIPicture
    for options in [PNGEncodingOptions.default, .libpngDefaults] {
        let first = try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height, options: options)
        let second = try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height, options: options)
        #expect(first == second)
    }
}

@Test func higherLevelsCompressTheUIPictureSmaller() throws {
    let picture = smallUIPicture
    let sizes = try [0, 1, 6].map { level in
        try PNGCodec.encode(rgba: picture.rgba, width: picture.width, height: picture.height,
                            options: PNGEncodingOptions(compressionLevel: level)).count
    }
    // Level 0 stores: 844 rows of 1 filter byte + 390 RGB pixels, plus framing.
    #expect(sizes[0] > 844 * (1 + 390 * 3))
    #expect(sizes[1] < sizes[0] / 2)
    #expect(sizes[2] < sizes[1])
}

@Test func inconsistentArgumentsThrow() {
    #expect(throws: PNGError.self) { try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 4) }
    #expect(throws: PNGError.self) { try PNGCodec.encode(rgba: [], width: 0, height: 0) }
    #expect(throws: PNGError.self) { try PNGCodec.encode(rgba: [0, 0, 0, 0], width: -1, height: -4) }
    let error = #expect(throws: PNGError.self) {
        try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3,
                            options: PNGEncodingOptions(compressionLevel: 10))
    }
    #expect(error?.kind == .invalidArgument)
    #expect(error?.description == "PNG: compression level 10 is not in 0...9")
}

@Test func imageInitializerChecksTheByteCount() throws {
    #expect(throws: PNGError.self) { try PNGImage(width: 2, height: 2, rgba: [1, 2, 3]) }
    let image = try PNGImage(width: 1, height: 1, rgba: [1, 2, 3, 4])
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    #expect(image.pixel(x: 1, y: 0) == nil)
}

@Test func versionsAreReported() {
    #expect(PNGCodec.libpngVersion.hasPrefix("1.6."))
    #expect(PNGCodec.zlibVersion.hasPrefix("1."))
}

@Test func defaultOptionsAreTheRunEncoder() throws {
    #expect(PNGEncodingOptions.default.compressor == .runs)
    #expect(PNGEncodingOptions.libpngDefaults.compressor == .zlib(level: 6, filter: .adaptive))
    // The default changes the bytes, not the pixels.
    let png = try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3)
    let smaller = try PNGCodec.encode(rgba: translucentPixels, width: 4, height: 3, options: .libpngDefaults)
    #expect(png != smaller)
    #expect(try PNGCodec.decode(smaller).rgba == translucentPixels)
}
