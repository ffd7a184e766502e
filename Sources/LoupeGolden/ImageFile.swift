import Foundation
import LoupeDiff
import LoupePNG
import LoupeRender

/// Reading and writing the PNG files of comparisons, with errors that name the file and carry the CLI's exit code.
public enum ImageFile {
    /// Reads the PNG at `path` as straight RGBA8 (any colour type, bit depth and interlacing; no gamma correction).
    /// - Throws: ``LoupeRenderError/badInput(_:)`` (exit 65) when the file is not a readable PNG — the message names
    ///   the file and says why (`Golden.png: not a PNG file (a Git LFS pointer: …)`, `truncated`, a CRC error, over
    ///   the size limit); ``LoupeRenderError/io(_:)`` (exit 74) when it cannot be read at all.
    public static func read(_ path: String, limits: PNGDecodingLimits = .default) throws(LoupeRenderError) -> RGBAImage {
        try decode(readBytes(path, limits: limits), named: path, limits: limits)
    }

    /// The file's bytes, refusing one over the size limit.
    public static func readBytes(_ path: String, limits: PNGDecodingLimits = .default) throws(LoupeRenderError) -> [UInt8] {
        do {
            return try PNGFile.read(atPath: path, maxByteCount: limits.maxByteCount)
        } catch {
            if error.kind == .tooLarge { throw .badInput("\(path): \(unquoted(error.message, path))") }
            throw .io(error.message)
        }
    }

    /// Decodes PNG `bytes`, naming them `name` in errors.
    public static func decode(_ bytes: [UInt8], named name: String,
                              limits: PNGDecodingLimits = .default) throws(LoupeRenderError) -> RGBAImage {
        do {
            let png = try PNGCodec.decode(bytes, limits: limits)
            return RGBAImage(width: png.width, height: png.height, rgba: png.rgba)!
        } catch {
            throw .badInput("\(name): \(error.message)")
        }
    }

    /// Encodes `image` as PNG bytes (RGB when opaque, RGBA otherwise; deterministic).
    public static func encode(_ image: RGBAImage) throws(LoupeRenderError) -> [UInt8] {
        do {
            return try PNGCodec.encode(rgba: image.rgba, width: image.width, height: image.height)
        } catch {
            throw .io("cannot encode a \(image.width)×\(image.height) PNG: \(error.message)")
        }
    }

    /// PNGFile's size message names the path in quotes; ours puts the path first.
    private static func unquoted(_ message: String, _ path: String) -> String {
        message.replacingOccurrences(of: "'\(path)' is", with: "the file is")
    }
}
