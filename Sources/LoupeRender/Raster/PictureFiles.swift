import LoupeCore
import LoupeFiles
import LoupePNG
import LoupeRaster

/// The PNG files of asset-catalog pictures, read once per render however many times they are drawn.
final class PictureFiles: @unchecked Sendable {
    private let lock = PlainLock()
    private var canvases: [String: Canvas] = [:]

    /// The picture at `path` (absolute) as a premultiplied canvas of its own size.
    func canvas(atPath path: String) throws -> Canvas {
        lock.lock()
        defer { lock.unlock() }
        if let cached = canvases[path] { return cached }
        let canvas = try Self.read(path)
        canvases[path] = canvas
        return canvas
    }

    private static func read(_ path: String) throws(LoupeRenderError) -> Canvas {
        if FileKind(atPath: path) == .special {
            throw .badInput("Image: \(path) is not a regular file (a device, pipe or socket)")
        }
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: path, maxByteCount: PNGDecodingLimits.default.maxByteCount)
        } catch {
            throw error.kind == .tooLarge ? .badInput("Image: \(error.message)") : .io("Image: \(error.message)")
        }
        do {
            let image = try PNGCodec.decode(bytes)
            return try Canvas(straightRGBA: image.rgba, width: image.width, height: image.height)
        } catch {
            throw .badInput("Image: '\(path)': \(error)")
        }
    }
}
