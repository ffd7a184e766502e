import CPNGSupport

extension PNGCodec {
    /// Encodes tightly packed straight-alpha RGBA8 rows (`width * 4` bytes
    /// each, top row first) as a PNG.
    ///
    /// The file is RGB (colour type 2) when every alpha byte is 255 and RGBA
    /// (colour type 6) otherwise. It holds only IHDR, IDAT and IEND, so the
    /// same pixels and options always give the same bytes.
    /// - Throws: ``PNGError`` `.invalidArgument` when the buffer size does not
    ///   match `width * height * 4` or a zlib level is outside 0…9.
    public static func encode(
        rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        try encode(bytes: rgba, layout: LOUPE_PNG_STRAIGHT_RGBA, width: width, height: height, options: options)
    }

    /// Encodes premultiplied pixels packed one to a `UInt32` (`r | g << 8 | b << 16 | a << 24`, a canvas's
    /// storage), converting each row to straight alpha (`c = round(c'·255 / a)`, 0 where alpha is 0) as it is
    /// compressed: no straight-alpha copy of the image is made.
    /// - Throws: ``PNGError`` `.invalidArgument` when the count does not match `width * height`.
    public static func encode(
        premultipliedPixels pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
        options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        let expected = try PNGImage.byteCount(width: width, height: height) / 4
        guard pixels.count == expected else {
            throw PNGError(.invalidArgument, "\(width)x\(height) pixels are \(expected) values, got \(pixels.count)")
        }
        #if _endian(little)
        // Packed little-endian, the values are R, G, B, A bytes in memory order.
        let bytes = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt8.self)
        return try encode(bytes: bytes, layout: LOUPE_PNG_PREMULTIPLIED_RGBA, width: width, height: height, options: options)
        #else
        let bytes = pixels.flatMap { p in [UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
                                           UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 24)] }
        return try bytes.withUnsafeBufferPointer { (bytes) throws(PNGError) in
            try encode(bytes: bytes, layout: LOUPE_PNG_PREMULTIPLIED_RGBA, width: width, height: height, options: options)
        }
        #endif
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

    private static func encode(
        bytes: UnsafeBufferPointer<UInt8>, layout: LoupePNGPixelLayout, width: Int, height: Int,
        options: PNGEncodingOptions
    ) throws(PNGError) -> [UInt8] {
        let expected = try PNGImage.byteCount(width: width, height: height)
        guard bytes.count == expected, let pixels = bytes.baseAddress else {
            throw PNGError(.invalidArgument, "\(width)x\(height) RGBA needs \(expected) bytes, got \(bytes.count)")
        }
        switch options.compressor {
        case .runs:
            return try encodeFast(pixels, layout: layout, width: width, height: height, threads: options.threads)
        case .zlib(let level, let filter):
            guard (0...9).contains(level) else {
                throw PNGError(.invalidArgument, "compression level \(level) is not in 0...9")
            }
            var output = LoupePNGBuffer()
            defer { loupe_png_buffer_free(&output) }
            // libpng takes straight alpha: premultiplied input is converted first.
            let straight = layout == LOUPE_PNG_STRAIGHT_RGBA ? Array(bytes) : straightened(premultiplied: bytes)
            try straight.withUnsafeBufferPointer { (straight) throws(PNGError) in
                try LibPNGCall.run(libpngErrorKind: .encodingFailed) { message, capacity in
                    loupe_png_encode_rgba(straight.baseAddress!, UInt32(width), UInt32(height), Int32(level),
                                          filter.cValue, &output, message, capacity)
                }
            }
            return Array(UnsafeBufferPointer(start: output.bytes, count: output.count))
        }
    }

    /// The default encoder: the ranges compressed (by up to `threads` threads), then the file's chunks written
    /// straight into the returned array, whose size is known once they are compressed.
    private static func encodeFast(
        _ pixels: UnsafePointer<UInt8>, layout: LoupePNGPixelLayout, width: Int, height: Int, threads: Int
    ) throws(PNGError) -> [UInt8] {
        var encoding: OpaquePointer?
        defer { loupe_png_fast_free(encoding) }
        try LibPNGCall.run(libpngErrorKind: .encodingFailed) { message, capacity in
            loupe_png_fast_compress(pixels, layout, UInt32(width), UInt32(height), Int32(clamping: max(threads, 1)),
                                    &encoding, message, capacity)
        }
        let size = loupe_png_fast_file_size(encoding)
        return try LibPNGCall.filledBytes(count: size, libpngErrorKind: .encodingFailed) { file, message, capacity in
            loupe_png_fast_write(encoding, file, size, message, capacity)
        }
    }
}

/// Premultiplied RGBA bytes as straight alpha, `c = round(c'·255 / a)` (at most 255), zero where alpha is 0: what
/// the run encoder does row by row, for the zlib path, which takes straight alpha.
private func straightened(premultiplied bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: bytes.count)
    for i in stride(from: 0, to: bytes.count, by: 4) {
        let a = UInt32(bytes[i + 3])
        guard a != 0 else { continue }
        for c in 0..<3 { out[i + c] = UInt8(min((UInt32(bytes[i + c]) * 255 + a / 2) / a, 255)) }
        out[i + 3] = UInt8(a)
    }
    return out
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
