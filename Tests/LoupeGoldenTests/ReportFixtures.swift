import Foundation
import LoupeDiff
import LoupeGolden
import LoupePNG
import LoupeRender
import Testing

/// Check reports built by hand, with small real PNGs and real comparisons, for the report tests.
enum ReportFixtures {
    /// A white picture with black pixels at `marks`: its PNG bytes and its pixels.
    static func picture(width: Int, height: Int, marks: [(x: Int, y: Int)] = []) throws -> (png: [UInt8], image: RGBAImage) {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for mark in marks {
            let index = (mark.y * width + mark.x) * 4
            rgba[index] = 0; rgba[index + 1] = 0; rgba[index + 2] = 0
        }
        let image = try #require(RGBAImage(width: width, height: height, rgba: rgba))
        return (try PNGCodec.encode(rgba: rgba, width: width, height: height), image)
    }

    /// The layout report of the failed scene's rendering, as a golden's `.layout.json` would hold it.
    static let layoutReport = Array("{\"scene\": {\"width\": 4, \"height\": 3}}\n".utf8)

    /// The move the failed scene's layout report shows.
    static let boundsMove = LayoutChange(kind: .changed, path: "body.content[1]", label: "Bounds",
                                         fields: [.init(key: "frame.y", old: "59", new: "67")])

    /// A failed scene: `width`×`height` white against the same with black pixels at (1, 1) and (2, 1), compared
    /// exactly, so 2 pixels differ within x 1, y 1, 2×1; plus its layout change and artifact paths.
    static func failed(name: String, width: Int = 4, height: Int = 3) throws -> CheckItem {
        let expected = try picture(width: width, height: height)
        let actual = try picture(width: width, height: height, marks: [(1, 1), (2, 1)])
        let comparison = try ImageDiff.compare(expected: expected.image, actual: actual.image, options: .exact,
                                               diffImage: true)
        let diffImage = try #require(comparison.diffImage)
        let diff = try PNGCodec.encode(rgba: diffImage.rgba, width: diffImage.width, height: diffImage.height)
        return CheckItem(
            name: name, scenePath: "Scenes/\(name).json", goldenPath: "Goldens/\(name).png", status: .failed,
            message: comparison.summary, comparison: comparison.droppingDiffImage(), layoutChanges: [boundsMove],
            layoutCompared: true,
            images: .init(expected: expected.png, actual: actual.png, diff: diff, actualLayout: layoutReport),
            artifacts: .init(expected: "artifacts/\(name)-expected.png", actual: "artifacts/\(name)-actual.png",
                             diff: "artifacts/\(name)-diff.png"))
    }

    static func passed(name: String) -> CheckItem {
        CheckItem(name: name, scenePath: "Scenes/\(name).json", goldenPath: "Goldens/\(name).png", status: .passed,
                  message: "identical")
    }

    /// A scene whose golden was missing and has been recorded: only the actual picture.
    static func recorded(name: String) throws -> CheckItem {
        CheckItem(name: name, scenePath: "Scenes/\(name).json", goldenPath: "Goldens/\(name).png", status: .new,
                  message: "recorded a new golden", images: .init(actual: try picture(width: 4, height: 3).png))
    }

    /// A scene that could not be rendered: a message and nothing else.
    static func broken(name: String) -> CheckItem {
        CheckItem(name: name, scenePath: "Scenes/\(name).json", goldenPath: "Goldens/\(name).png", status: .failed,
                  message: "Scenes/\(name).json: cannot decode the scene")
    }

    /// Five scenes given in the order alpha (passed), beta (failed), gamma (new), delta (passed), epsilon (failed,
    /// no pictures).
    static func mixed() throws -> CheckReport {
        let items = [passed(name: "alpha"), try failed(name: "beta"), try recorded(name: "gamma"),
                     passed(name: "delta"), broken(name: "epsilon")]
        // Each at its place in the suite, as a run numbers them.
        let placed = items.enumerated().map { index, item in
            var item = item
            item.position = index
            return item
        }
        return CheckReport(items: placed, goldensDirectory: "Goldens", recordMode: .missing, options: .exact)
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("loupe-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
