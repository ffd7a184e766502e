import CPNGSupport

extension PNGCodec {
    /// Decodes a PNG to straight-alpha RGBA8.
    ///
    /// 8-bit RGB and RGBA files without interlacing, what screenshots and goldens are, take a fast path (libdeflate
    /// and our own unfiltering); every other file, and any file the fast path finds the least thing wrong with, is
    /// decoded by libpng, whose results and errors are the reference for both.
    ///
    /// Accepts every standard format: gray, gray+alpha, RGB, RGBA and palette,
    /// at any bit depth, with tRNS transparency, interlaced or not. 16-bit
    /// samples are rounded to the nearest 8-bit value (`v × 255 / 65535`). Gamma and colour-profile chunks (gAMA,
    /// cHRM, sRGB, iCCP) are ignored: samples are returned as stored, with no
    /// colour conversion. The whole file must be present, up to IEND.
    ///
    /// - Parameters:
    ///   - bytes: The whole PNG file, signature first.
    ///   - limits: sizes above these are refused before pixel memory is allocated.
    ///   - onWarning: receives libpng's first warning, if any (for example an
    ///     ancillary chunk with a bad CRC, which libpng skips).
    /// - Throws: ``PNGError`` — `.notPNG`, `.truncated`, `.corrupt` (with
    ///   libpng's message, e.g. `"IHDR: CRC error"`), `.tooLarge`.
    public static func decode(
        _ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits = .default,
        onWarning: (String) -> Void = { _ in }
    ) throws(PNGError) -> PNGImage {
        try refuseEarly(bytes, limits: limits)
        if let pixels = try FastPath.decode(bytes, limits: limits, keepRGB: false) {
            return try PNGImage(width: pixels.width, height: pixels.height, rgba: pixels.bytes)
        }
        return try decodeWithLibPNG(bytes, limits: limits, onWarning: onWarning)
    }

    /// Decodes a PNG as `decode(_:limits:onWarning:)` does, but keeps an 8-bit RGB
    /// file's pixels as RGB when the fast path takes it (``PNGPixels``); every other file is RGBA.
    public static func decodePixels(
        _ bytes: [UInt8], limits: PNGDecodingLimits = .default
    ) throws(PNGError) -> PNGPixels {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(PNGError) -> PNGPixels in
                try refuseEarly(buffer, limits: limits)
                if let pixels = try FastPath.decode(buffer, limits: limits, keepRGB: true) { return pixels }
                return PNGPixels(try decodeWithLibPNG(buffer, limits: limits, onWarning: { _ in }))
            }
        }
        return try result.get()
    }

    /// Files over the size limit and files that are something else under a PNG's name.
    private static func refuseEarly(_ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits) throws(PNGError) {
        guard bytes.count <= limits.maxByteCount else {
            throw PNGError(.tooLarge, "data is \(bytes.count) bytes, over the limit of \(limits.maxByteCount)")
        }
        if let impostor = Impostor(bytes) { throw PNGError(.notPNG, impostor.message) }
    }

    /// libpng's decoding, for every file the fast path declines (and for tests that compare the two).
    static func decodeWithLibPNG(
        _ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits, onWarning: (String) -> Void
    ) throws(PNGError) -> PNGImage {
        var decoder: OpaquePointer?
        defer { loupe_png_decoder_close(decoder) }
        var width: UInt32 = 0
        var height: UInt32 = 0
        try LibPNGCall.run(libpngErrorKind: .corrupt) { message, capacity in
            loupe_png_decoder_open(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                UInt32(clamping: limits.maxDimension), UInt64(clamping: limits.maxPixelCount),
                &decoder, &width, &height, message, capacity)
        }
        let byteCount = try PNGImage.byteCount(width: Int(width), height: Int(height))
        let rgba = try LibPNGCall.filledBytes(count: byteCount, libpngErrorKind: .corrupt) { buffer, message, capacity in
            loupe_png_decoder_read(decoder, buffer, byteCount, message, capacity)
        }
        let warning = String(cString: loupe_png_decoder_warning(decoder))
        if !warning.isEmpty { onWarning(warning) }
        return try PNGImage(width: Int(width), height: Int(height), rgba: rgba)
    }

    /// Decodes `bytes`, as the raw-buffer overload does.
    public static func decode(
        _ bytes: [UInt8], limits: PNGDecodingLimits = .default, onWarning: (String) -> Void = { _ in }
    ) throws(PNGError) -> PNGImage {
        // withUnsafeBytes rethrows untyped errors: carry the typed one out.
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(PNGError) in try decode(buffer, limits: limits, onWarning: onWarning) }
        }
        return try result.get()
    }
}
