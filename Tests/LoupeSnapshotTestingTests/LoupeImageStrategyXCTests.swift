import Foundation
import LoupeRender
import LoupeSnapshotTesting
import SnapshotTesting
import XCTest

/// The `.loupeImage` strategy under XCTest: the same comparison, with the pictures named by a digest of the new one
/// (an XCTest strategy is not told which test runs it).
final class LoupeImageStrategyXCTests: XCTestCase {
    func testAMovedBoxFailsWithThePixelCountAndADigestNamedDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-sst-xc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: try LoupeImageStrategyTests.box(height: 40), as: .loupeImage, named: "box", record: .all,
                           snapshotDirectory: folder.path)
        XCTAssertNil(verifySnapshot(of: try LoupeImageStrategyTests.box(height: 40), as: .loupeImage, named: "box",
                                    record: .never, snapshotDirectory: folder.path))
        let failure = try XCTUnwrap(verifySnapshot(of: try LoupeImageStrategyTests.box(height: 60), as: .loupeImage,
                                                   named: "box", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(failure.contains("Loupe: 1000 of 32000 pixels differ (3.125 %), bounding box 75,50 50x60"), failure)
        let diffLine = try XCTUnwrap(failure.split(separator: "\n").first { $0.hasPrefix("  diff: ") })
        XCTAssertTrue(diffLine.contains("/snapshot-") && diffLine.hasSuffix("-diff.png"), String(diffLine))
        XCTAssertTrue(FileManager.default.fileExists(atPath: String(diffLine.dropFirst("  diff: ".count))))
    }
}
