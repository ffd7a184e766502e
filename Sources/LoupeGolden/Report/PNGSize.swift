/// The width and height a PNG's header declares, or `nil` when `bytes` do not start like a PNG.
///
/// The HTML report sizes its image viewer from these, so pictures of different sizes keep their relative scale;
/// reading the 24-byte header spares decoding millions of pixels only to learn two numbers.
func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr: [UInt8] = Array("IHDR".utf8)
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
    func bigEndian(at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(at: 16), height = bigEndian(at: 20)
    return width > 0 && height > 0 ? (width, height) : nil
}
