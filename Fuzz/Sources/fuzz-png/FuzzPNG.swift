import LoupeRender

/// Small limits: a 30-byte header can announce gigapixels, and the decoder must refuse those before allocating.
private let limits = PNGDecodingLimits(maxDimension: 2048, maxPixelCount: 1 << 20, maxByteCount: 1 << 20)

/// The PNG decoder (the libdeflate fast path and libpng) on arbitrary bytes, as they come and with their chunk
/// CRCs repaired (``ChunkCRC``). Both entry points must agree, and a decoded image must come back unchanged through
/// the encoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check(bytes)
    let repaired = ChunkCRC.repaired(bytes)
    if repaired != bytes { check(repaired) }
    return 0
}

private func check(_ bytes: [UInt8]) {
    let image = try? PNGCodec.decode(bytes, limits: limits)
    let pixels = try? PNGCodec.decodePixels(bytes, limits: limits)
    guard let image, let pixels else {
        if (image == nil) != (pixels == nil) { fatalError("decode and decodePixels disagree on whether the file is valid") }
        return
    }
    guard pixels.width == image.width, pixels.height == image.height, rgba(of: pixels) == image.rgba else {
        fatalError("decode and decodePixels give different pixels")
    }
    do {
        let encoded = try PNGCodec.encode(image)
        guard try PNGCodec.decode(encoded) == image else { fatalError("the encoder's file decodes to other pixels") }
    } catch {
        fatalError("a decoded image cannot be encoded and decoded again: \(error)")
    }
}

/// The pixels as straight RGBA, whatever channels they are held in.
private func rgba(of pixels: PNGPixels) -> [UInt8] {
    guard pixels.channels == 3 else { return pixels.bytes }
    var out: [UInt8] = []
    out.reserveCapacity(pixels.width * pixels.height * 4)
    for start in stride(from: 0, to: pixels.bytes.count, by: 3) {
        out += pixels.bytes[start..<start + 3]
        out.append(255)
    }
    return out
}
