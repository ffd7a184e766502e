import CJPEGSupport
import LoupeFiles
import LoupePNG

/// A JPEG picture of an asset catalog (`docs/controls.md#images`), decoded by libjpeg-turbo into straight RGBA with
/// the accurate integer transform, whose pixels are the same on every processor. The PNG limits apply: the file's
/// size and the picture's pixel count.
enum JPEGFileReading {
    /// Whether `bytes` start with JPEG's start-of-image marker.
    static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF }

    static func image(_ bytes: [UInt8], path: String, label: String) throws(LoupeRenderError) -> PNGImage {
        let limits = PNGDecodingLimits.default
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            loupe_jpeg_decode(data.baseAddress, data.count, UInt64(limits.maxPixelCount), &pixels, &width, &height,
                              &message, message.count)
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .badInput("\(label): '\(path)': \(text)")
        }
        defer { loupe_jpeg_free(pixels) }
        let count = Int(width) * Int(height) * 4
        do {
            return try PNGImage(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
        } catch {
            throw .badInput("\(label): '\(path)': \(error)")
        }
    }
}
