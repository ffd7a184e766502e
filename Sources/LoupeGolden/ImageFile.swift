#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeDiff
import LoupePNG
import LoupeRender
import LoupeWorkers

/// Reading and writing the PNG files of comparisons, with errors that name the file and carry the CLI's exit code.
public enum ImageFile {
    /// Reads the PNG at `path` as straight RGBA8 (any colour type, bit depth and interlacing; no gamma correction).
    /// - Throws: `LoupeRenderError.badInput(_:)` (exit 65) when the file is not a readable PNG — the message names
    ///   the file and says why (`Golden.png: not a PNG file (a Git LFS pointer: …)`, `truncated`, a CRC error, over
    ///   the size limit); `LoupeRenderError.io(_:)` (exit 74) when it cannot be read at all.
    ///   With `keepingRGB`, an 8-bit RGB file stays 3 bytes a pixel (`RGBAImage.init(width:height:rgb:)`): cheaper
    ///   to decode and to compare with another RGB image, dearer to compare with an RGBA one.
    public static func read(_ path: String, limits: PNGDecodingLimits = .default,
                            keepingRGB: Bool = false) throws(LoupeRenderError) -> RGBAImage {
        try decode(readBytes(path, limits: limits), named: path, limits: limits, keepingRGB: keepingRGB)
    }

    /// Reads two PNGs at once, one per thread: decoding is most of what comparing two files costs. RGB files stay
    /// RGB (``read(_:limits:keepingRGB:)``): two files from one tool are usually stored alike.
    /// - Throws: the first file's error when both fail, as ``read(_:limits:keepingRGB:)`` does.
    public static func readPair(_ first: String, _ second: String,
                                limits: PNGDecodingLimits = .default) throws(LoupeRenderError) -> (RGBAImage, RGBAImage) {
        // Each part writes only its own outcome. Two optionals, not a `Result`: a `Result` of a new error type finds
        // its `Error` conformance at run time, a scan of every conformance in the binary.
        var images: [RGBAImage?] = [nil, nil]
        var failures: [LoupeRenderError?] = [nil, nil]
        images.withUnsafeMutableBufferPointer { images in
            failures.withUnsafeMutableBufferPointer { failures in
                ParallelParts.run(count: 2, threads: 2) { index in
                    do throws(LoupeRenderError) {
                        images[index] = try read(index == 0 ? first : second, limits: limits, keepingRGB: true)
                    } catch {
                        failures[index] = error
                    }
                }
            }
        }
        if let failure = failures[0] ?? failures[1] { throw failure }
        return (images[0]!, images[1]!)
    }

    /// The file's bytes, refusing one over the size limit.
    public static func readBytes(_ path: String, limits: PNGDecodingLimits = .default) throws(LoupeRenderError) -> [UInt8] {
        do {
            return try WholeFile.read(atPath: path, maxByteCount: limits.maxByteCount)
        } catch {
            if error.kind == .tooLarge { throw .badInput("\(path): \(unquoted(error.message, path))") }
            throw .io(error.message)
        }
    }

    /// Decodes PNG `bytes`, naming them `name` in errors.
    public static func decode(_ bytes: [UInt8], named name: String, limits: PNGDecodingLimits = .default,
                              keepingRGB: Bool = false) throws(LoupeRenderError) -> RGBAImage {
        do {
            guard keepingRGB else {
                let png = try PNGCodec.decode(bytes, limits: limits)
                return RGBAImage(width: png.width, height: png.height, rgba: png.rgba)!
            }
            let pixels = try PNGCodec.decodePixels(bytes, limits: limits)
            return pixels.channels == 3
                ? RGBAImage(width: pixels.width, height: pixels.height, rgb: pixels.bytes)!
                : RGBAImage(width: pixels.width, height: pixels.height, rgba: pixels.bytes)!
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
        message.replacing("'\(path)' is", with: "the file is")
    }
}
