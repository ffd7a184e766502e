import Foundation
import LoupePNG
import LoupeRender

/// Where the repository's folders are, found from this file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = root.appendingPathComponent("Goldens")
    static let examples = root.appendingPathComponent("Examples/Scenes")
}

/// Compares a rendered scene with its golden PNG, pixel for pixel.
///
/// Set `LOUPE_RECORD_GOLDENS=1` to write the goldens instead (then look at each one before committing it).
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["LOUPE_RECORD_GOLDENS"] == "1" }

    /// `nil` when the rendering equals the golden, else a message naming the first differing pixel.
    static func mismatch(name: String, rgba: [UInt8], width: Int, height: Int) throws -> String? {
        let url = goldens.appendingPathComponent("\(name).png")
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let png = try PNGCodec.encode(rgba: rgba, width: width, height: height)
            try PNGFile.writeAtomically(png, toPath: url.path)
            return nil
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return "no golden at Goldens/\(name).png (record with LOUPE_RECORD_GOLDENS=1)"
        }
        let golden = try PNGFile.readImage(atPath: url.path)
        guard golden.width == width, golden.height == height else {
            return "size \(width)×\(height) differs from the golden's \(golden.width)×\(golden.height)"
        }
        var differing = 0
        var first: (Int, Int, [UInt8], [UInt8])?
        for index in stride(from: 0, to: rgba.count, by: 4) where rgba[index..<index + 4] != golden.rgba[index..<index + 4] {
            differing += 1
            if first == nil {
                let pixel = index / 4
                first = (pixel % width, pixel / width, Array(rgba[index..<index + 4]), Array(golden.rgba[index..<index + 4]))
            }
        }
        guard let (x, y, got, want) = first else { return nil }
        return "\(differing) pixels differ from Goldens/\(name).png; the first at (\(x), \(y)): rendered RGBA \(got), golden \(want)"
    }

    private static var goldens: URL { Repository.goldens }
}
