import CPNGSupport

/// Decoding's fast path (`png_fast_decode.c`): 8-bit RGB and RGBA without interlacing, inflated by libdeflate. It
/// returns `nil` for every file it does not take, which libpng then decodes, so results and errors stay libpng's.
enum FastPath {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits) throws(PNGError) -> PNGImage? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var probe = LoupePNGFastImage()
        guard loupe_png_fast_probe(base, bytes.count, UInt32(clamping: limits.maxDimension),
                                   UInt64(clamping: limits.maxPixelCount), &probe) == LOUPE_PNG_OK else { return nil }
        let width = Int(probe.width), height = Int(probe.height)
        let byteCount = try PNGImage.byteCount(width: width, height: height)
        var status = LOUPE_PNG_OK
        // The decoder works in place in a buffer a little larger than the image (``loupe_png_fast_buffer_size``);
        // the array keeps the image's bytes.
        let bufferSize = loupe_png_fast_buffer_size(&probe)
        let rgba = [UInt8](unsafeUninitializedCapacity: bufferSize) { buffer, initializedCount in
            status = loupe_png_fast_read(base, bytes.count, &probe, buffer.baseAddress, bufferSize)
            initializedCount = status == LOUPE_PNG_OK ? byteCount : 0
        }
        switch status {
        case LOUPE_PNG_OK: return try PNGImage(width: width, height: height, rgba: rgba)
        case LOUPE_PNG_OUT_OF_MEMORY: throw PNGError(.outOfMemory, "out of memory")
        default: return nil
        }
    }
}
