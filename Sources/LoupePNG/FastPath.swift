import CLargeBuffers
import CPNGSupport

/// Decoding's fast path (`png_fast_decode.c`): 8-bit RGB and RGBA without interlacing, inflated by libdeflate. It
/// returns `nil` for every file it does not take, which libpng then decodes, so results and errors stay libpng's.
enum FastPath {
    /// The pixels as RGBA, or as RGB for an RGB file when `keepRGB` is set.
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: PNGDecodingLimits,
                       keepRGB: Bool) throws(PNGError) -> PNGPixels? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var probe = LoupePNGFastImage()
        guard loupe_png_fast_probe(base, bytes.count, UInt32(clamping: limits.maxDimension),
                                   UInt64(clamping: limits.maxPixelCount), &probe) == LOUPE_PNG_OK else { return nil }
        let width = Int(probe.width), height = Int(probe.height)
        let channels = keepRGB && probe.channels == 3 ? 3 : 4
        let byteCount = try PNGImage.byteCount(width: width, height: height) / 4 * channels
        var status = LOUPE_PNG_OK
        // The decoder works in place in a buffer a little larger than the image (``loupe_png_fast_buffer_size``);
        // the array keeps the image's bytes. A screen-sized one is allocated and advised to be all huge pages: the
        // first write of each page is a good part of a decode's time.
        let bufferSize = loupe_png_fast_buffer_size(&probe, keepRGB ? 1 : 0)
        let capacity = loupe_large_array_capacity(bufferSize)
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
            guard let start = buffer.baseAddress else { status = LOUPE_PNG_OUT_OF_MEMORY; return }
            loupe_advise_huge_pages(start, capacity)
            status = loupe_png_fast_read(base, bytes.count, &probe, keepRGB ? 1 : 0, start, bufferSize)
            initializedCount = status == LOUPE_PNG_OK ? byteCount : 0
        }
        switch status {
        case LOUPE_PNG_OK: return PNGPixels(width: width, height: height, channels: channels, bytes: pixels)
        case LOUPE_PNG_OUT_OF_MEMORY: throw PNGError(.outOfMemory, "out of memory")
        default: return nil
        }
    }
}
