import LoupeFiles
import LoupePNG

/// A PNG file a scene names (its background screenshot, an asset picture), read and decoded; errors begin with
/// `label`, the scene field that named it.
enum PNGFileReading {
    static func image(atPath path: String, label: String) throws(LoupeRenderError) -> PNGImage {
        // A pipe or device would be read until the size limit, or wait forever for a writer: only files are read.
        if FileKind(atPath: path) == .special {
            throw .badInput("\(label): \(path) is not a regular file (a device, pipe or socket)")
        }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: path, maxByteCount: PNGDecodingLimits.default.maxByteCount)
        } catch {
            let message = "\(label): \(error.message)"
            throw error.kind == .tooLarge ? .badInput(message) : .io(message)
        }
        // An asset catalog's picture may be a JPEG: read by its signature, whatever the file's name says.
        if JPEGFileReading.isJPEG(bytes) { return try JPEGFileReading.image(bytes, path: path, label: label) }
        do {
            return try PNGCodec.decode(bytes)
        } catch {
            throw .badInput("\(label): '\(path)': \(error.description)")
        }
    }
}
