import CPNGSupport

extension PNGCodec {
    /// Encodes tightly packed straight-alpha RGBA8 rows (`width * 4` bytes
    /// each, top row first) as a PNG.
    ///
    /// The file is RGB (colour type 2) when every alpha byte is 255 and RGBA
    /// (colour type 6) otherwise. It holds only IHDR, IDAT and IEND, so the
    /// same pixels and options always give the same bytes (for one zlib version).
    /// - Throws: ``PNGError`` `.invalidArgument` when the buffer size does not
    ///   match `width * height * 4` or the level is outside 0…9.
    public static func encode(
        rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        let expected = try PNGImage.byteCount(width: width, height: height)
        guard rgba.count == expected, let pixels = rgba.baseAddress else {
            throw PNGError(.invalidArgument, "\(width)x\(height) RGBA needs \(expected) bytes, got \(rgba.count)")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw PNGError(.invalidArgument, "compression level \(options.compressionLevel) is not in 0...9")
        }
        var output = LoupePNGBuffer()
        defer { loupe_png_buffer_free(&output) }
        try LibPNGCall.run(libpngErrorKind: .encodingFailed) { message, capacity in
            loupe_png_encode_rgba(
                pixels, UInt32(width), UInt32(height), Int32(options.compressionLevel),
                options.filter.cValue, &output, message, capacity)
        }
        return Array(UnsafeBufferPointer(start: output.bytes, count: output.count))
    }

    /// Encodes `rgba` (`width * height * 4` bytes), as the buffer-pointer overload does.
    public static func encode(
        rgba: [UInt8], width: Int, height: Int, options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        try rgba.withUnsafeBufferPointer { (buffer) throws(PNGError) in
            try encode(rgba: buffer, width: width, height: height, options: options)
        }
    }

    /// Encodes `image`, as the buffer-pointer overload does.
    public static func encode(_ image: PNGImage, options: PNGEncodingOptions = .default) throws(PNGError) -> [UInt8] {
        try encode(rgba: image.rgba, width: image.width, height: image.height, options: options)
    }
}

extension PNGFilter {
    var cValue: LoupePNGFilter {
        switch self {
        case .none: LOUPE_PNG_FILTER_NONE
        case .sub: LOUPE_PNG_FILTER_SUB
        case .up: LOUPE_PNG_FILTER_UP
        case .average: LOUPE_PNG_FILTER_AVERAGE
        case .paeth: LOUPE_PNG_FILTER_PAETH
        case .adaptive: LOUPE_PNG_FILTER_ADAPTIVE
        }
    }
}
