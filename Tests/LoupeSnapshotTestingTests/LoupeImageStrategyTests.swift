import LoupeTestSupport
import Foundation
import LoupePNG
import LoupeRender
import LoupeSnapshotTesting
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `assertSnapshot` and `verifySnapshot` with the `.loupeImage` strategies, on Linux.
@Suite struct LoupeImageStrategyTests {
    static let renderer = try! LoupeRenderer()

    /// A 200×160-point scene at scale 1 with a blue box 50 points wide and `height` tall, centred.
    static func box(height: Int) throws -> LoadedScene {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-sst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("box.json")
        try Data("""
            { "device": { "width": 200, "height": 160, "scale": 1 },
              "body": { "ZStack": { "content": [
                { "Color": "blue", "modifiers": [ { "frame": { "width": 50, "height": \(height) } } ] } ] } } }
            """.utf8).write(to: file)
        return try renderer.loadScene(at: file)
    }

    /// The committed reference `__Snapshots__/LoupeImageStrategyTests/aCommittedSnapshotMatches.1.png`.
    @Test func aCommittedSnapshotMatches() throws {
        assertSnapshot(of: try Self.box(height: 40), as: .loupeImage)
    }

    @Test func aMovedBoxFailsWithThePixelCountAndArtifacts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = verifySnapshot(of: try Self.box(height: 40), as: .loupeImage, named: "box", record: .all,
                                      snapshotDirectory: folder.path)
        #expect(recorded?.contains("Record mode is on") == true)
        #expect(verifySnapshot(of: try Self.box(height: 40), as: .loupeImage, named: "box", record: .never,
                               snapshotDirectory: folder.path) == nil)
        // 40 → 60 points: rows 50–59 and 100–109 of columns 75–124 change, 1000 of 32000 pixels.
        let failure = try #require(verifySnapshot(of: try Self.box(height: 60), as: .loupeImage, named: "box",
                                                  record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("Loupe: 1000 of 32000 pixels differ (3.125 %), bounding box 75,50 50x60; 0 allowed"))
        let diffLine = try #require(failure.split(separator: "\n").first { $0.hasPrefix("  diff: ") })
        let diff = try readPNG(atPath: String(diffLine.dropFirst("  diff: ".count)))
        #expect(diff.pixel(x: 80, y: 55) == [255, 0, 0, 255])
        // A budget lets the same change pass.
        #expect(verifySnapshot(of: try Self.box(height: 60), as: .loupeImage(maxDiffPixels: 1000), named: "box",
                               record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func aReferenceThatIsNotAPNGIsAFailureNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // swift-snapshot-testing names the file <test>.<name>.png.
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n".utf8)
            .write(to: folder.appendingPathComponent("aReferenceThatIsNotAPNGIsAFailureNotACrash.box.png"))
        let failure = verifySnapshot(of: try Self.box(height: 40), as: .loupeImage, named: "box", record: .never,
                                     snapshotDirectory: folder.path)
        #expect(failure?.contains("the reference: not a PNG file (a Git LFS pointer") == true)
    }
}

/// Two failing snapshots in one test keep their own pictures.
@Suite struct LoupeImageArtifactTests {
    @Test func twoFailuresInOneTestWriteTwoSetsOfFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["first", "second"] {
            _ = verifySnapshot(of: try LoupeImageStrategyTests.box(height: 40), as: .loupeImage, named: name,
                               record: .all, snapshotDirectory: folder.path)
        }
        let diffPaths = try [("first", 60), ("second", 70)].map { name, height in
            let failure = try #require(verifySnapshot(of: try LoupeImageStrategyTests.box(height: height), as: .loupeImage,
                                                      named: name, record: .never, snapshotDirectory: folder.path))
            let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("  diff: ") })
            return String(line.dropFirst("  diff: ".count))
        }
        #expect(diffPaths[0] != diffPaths[1])
        #expect(diffPaths.allSatisfy { $0.contains("/LoupeImageStrategyTests/twoFailuresInOneTestWriteTwoSetsOfFiles-") })
        // 40 → 60 changes 1000 pixels (rows 50–59 and 100–109); 40 → 70 changes 1500 (rows 45–59 and 100–114).
        let first = try readPNG(atPath: diffPaths[0]), second = try readPNG(atPath: diffPaths[1])
        #expect(first.pixel(x: 80, y: 47) == [255, 255, 255, 255])
        #expect(second.pixel(x: 80, y: 47) == [255, 0, 0, 255])
    }
}
