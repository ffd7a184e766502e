import LoupeTestSupport
import Foundation
import LoupeDiff
import LoupePNG
import LoupeJSON
import Testing

/// pixelmatch 7.2.0's own test cases, read from `../shared/conformance/pixelmatch/` beside the repository (or the
/// folder `LOUPE_PIXELMATCH_CASES` names). The images are pixelmatch's test data and are not kept in this repository.
enum PixelmatchConformance {
    struct Case: CustomTestStringConvertible, Sendable {
        let a: String, b: String, diff: String
        let options: DiffOptions
        let optionsText: String
        let diffPixels: Int
        var testDescription: String { "\(a) vs \(b) \(optionsText) → \(diffPixels)" }
    }

    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["LOUPE_PIXELMATCH_CASES"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared/conformance/pixelmatch", isDirectory: true)
    }()

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("cases.json").path) }

    static let absenceNote: Comment = "pixelmatch's conformance cases are not at \(folder.path) (set LOUPE_PIXELMATCH_CASES)"

    /// Every case of `cases.json`, or none when the folder is absent.
    static let cases: [Case] = {
        guard isAvailable,
              let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return list.map { entry in
            let raw = entry["options"] as? [String: Any] ?? [:]
            var options = DiffOptions()
            if let t = raw["threshold"] as? Double { options.threshold = t }
            if let aa = raw["includeAA"] as? Bool { options.includeAA = aa }
            if let alpha = raw["alpha"] as? Double { options.alpha = alpha }
            if let c = color(raw["aaColor"]) { options.aaColor = c }
            if let c = color(raw["diffColor"]) { options.diffColor = c }
            if let c = color(raw["diffColorAlt"]) { options.diffColorAlt = c }
            if let mask = raw["diffMask"] as? Bool { options.diffMask = mask }
            if let board = raw["checkerboard"] as? Bool { options.checkerboard = board }
            let text = (try? JSONSerialization.data(withJSONObject: raw, options: [.sortedKeys]))
                .flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            return Case(a: entry["a"] as! String, b: entry["b"] as! String, diff: entry["diff"] as! String,
                        options: options, optionsText: text, diffPixels: entry["diffPixels"] as! Int)
        }
    }()

    static func color(_ value: Any?) -> DiffColor? {
        guard let channels = value as? [Int], channels.count == 3 else { return nil }
        return DiffColor(UInt8(channels[0]), UInt8(channels[1]), UInt8(channels[2]))
    }

    static func image(_ name: String) throws -> RGBAImage {
        let png = try readPNG(atPath: folder.appendingPathComponent(name).path)
        return RGBAImage(width: png.width, height: png.height, rgba: png.rgba)!
    }
}
