import LoupePNG
import Testing

/// Every colour type at every bit depth it allows, progressive and interlaced, with and without tRNS, decoded to
/// 8-bit RGBA and checked against pixels worked out from the samples by the PNG specification's rules:
/// a sample of depth `d` becomes `round(v × 255 / (2^d − 1))` (exact for 1, 2 and 4 bits: 255/15 = 17 and so on);
/// grey is copied to red, green and blue; tRNS makes the one matching colour (compared at full depth) transparent and
/// gives palette entries their alpha; without an alpha channel or tRNS, alpha is 255.
@Suite struct DecodeEveryFormatTests {
    struct Format: CustomTestStringConvertible, Sendable {
        let colorType: PNGFixture.ColorType
        let bitDepth: Int
        let interlaced: Bool
        let transparency: Bool
        var testDescription: String {
            "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")\(transparency ? " + tRNS" : "")"
        }
    }

    static let formats: [Format] = {
        let depths: [(PNGFixture.ColorType, [Int], Bool)] = [
            (.gray, [1, 2, 4, 8, 16], true), (.rgb, [8, 16], true), (.palette, [1, 2, 4, 8], true),
            (.grayAlpha, [8, 16], false), (.rgba, [8, 16], false),
        ]
        return depths.flatMap { type, bits, canHaveTRNS in
            bits.flatMap { depth in
                [false, true].flatMap { interlaced in
                    (canHaveTRNS ? [false, true] : [false]).map {
                        Format(colorType: type, bitDepth: depth, interlaced: interlaced, transparency: $0)
                    }
                }
            }
        }
    }()

    // 10×9 reaches every Adam7 pass, and rows of 1-, 2- and 4-bit pixels end inside a byte.
    static let width = 10, height = 9

    static func channels(_ type: PNGFixture.ColorType) -> Int {
        switch type {
        case .gray, .palette: 1
        case .grayAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// A spread of sample values over the whole range of the depth.
    static func sample(x: Int, y: Int, channel: Int, depth: Int) -> UInt16 {
        let levels = depth == 16 ? 65536 : 1 << depth
        return UInt16((x * 7919 + y * 104_729 + channel * 31_337 + x * y * 613) % levels)
    }

    /// The specification's rescaling to 8 bits.
    static func to8(_ value: UInt16, depth: Int) -> UInt8 {
        let maximum = (1 << depth) - 1
        return UInt8((Int(value) * 255 * 2 + maximum) / (2 * maximum))
    }

    /// The palette: enough entries for every index of the depth.
    static func palette(depth: Int) -> [[UInt8]] {
        (0..<(1 << depth)).map { (i: Int) -> [UInt8] in
            let red = (i * 37 + 11) % 256, green = (i * 91 + 3) % 256, blue = (i * 53 + 200) % 256
            return [UInt8(red), UInt8(green), UInt8(blue)]
        }
    }

    @Test(arguments: formats)
    func decodesAsTheSpecificationSays(_ format: Format) throws {
        let depth = format.bitDepth
        let samples = (0..<Self.height).map { y in
            (0..<Self.width).map { x in
                (0..<Self.channels(format.colorType)).map { Self.sample(x: x, y: y, channel: $0, depth: depth) }
            }
        }
        let image = SampleImage(width: Self.width, height: Self.height, bitDepth: depth, colorType: format.colorType,
                                samples: samples)
        var chunks: [(type: String, data: [UInt8])] = []
        let palette = Self.palette(depth: min(depth, 8))
        var paletteAlpha: [UInt8] = []
        if format.colorType == .palette { chunks.append(("PLTE", palette.flatMap { $0 })) }
        // tRNS keys the colour of pixel (0, 0), or gives the first five palette entries an alpha.
        let key = samples[0][0]
        if format.transparency {
            if format.colorType == .palette {
                paletteAlpha = (0..<min(5, palette.count)).map { UInt8(($0 * 71 + 9) % 256) }
                chunks.append(("tRNS", paletteAlpha))
            } else {
                chunks.append(("tRNS", key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
            }
        }

        let decoded = try PNGCodec.decode(image.fixture(interlaced: format.interlaced, chunks: chunks).bytes)
        #expect(decoded.width == Self.width && decoded.height == Self.height)
        var mismatches: [String] = []
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let pixel = samples[y][x]
                let expected: [UInt8]
                switch format.colorType {
                case .gray:
                    let g = Self.to8(pixel[0], depth: depth)
                    expected = [g, g, g, format.transparency && pixel == key ? 0 : 255]
                case .rgb:
                    expected = pixel.map { Self.to8($0, depth: depth) } + [format.transparency && pixel == key ? 0 : 255]
                case .grayAlpha:
                    let g = Self.to8(pixel[0], depth: depth)
                    expected = [g, g, g, Self.to8(pixel[1], depth: depth)]
                case .rgba:
                    expected = pixel.map { Self.to8($0, depth: depth) }
                case .palette:
                    let index = Int(pixel[0])
                    expected = palette[index] + [index < paletteAlpha.count ? paletteAlpha[index] : 255]
                }
                if decoded.pixel(x: x, y: y) != expected {
                    mismatches.append("(\(x), \(y)): \(decoded.pixel(x: x, y: y)!) ≠ \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
