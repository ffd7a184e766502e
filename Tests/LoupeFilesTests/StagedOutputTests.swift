import Foundation
import LoupeFiles
import Testing

/// Outputs staged together and put in place on commit: links followed, special files written through, folders refused.
@Suite struct StagedOutputTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func contents() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test func nothingIsInPlaceUntilCommitAndDiscardLeavesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try StagedOutput.stage([1, 2], to: folder.appendingPathComponent("a.png"))
        let second = try StagedOutput.stage([3], to: folder.appendingPathComponent("b.json"))
        // Two hidden temporary files, neither destination yet.
        #expect(contents().count == 2 && contents().allSatisfy { $0.hasPrefix(".") })
        try first.commit()
        second.discard()
        #expect(contents() == ["a.png"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.png")) == Data([1, 2]))
    }

    @Test func aReplacedFileHoldsExactlyTheNewBytesWhateverTheirSize() throws {
        // The staged file's blocks are reserved for its size before it is written: the result must be no longer.
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.png")
        try Data(repeating: 0xAA, count: 300_000).write(to: path)
        for size in [200_000, 1, 0, 70_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            try StagedOutput.stage(bytes, to: path).commit()
            #expect(try Data(contentsOf: path) == Data(bytes))
            #expect(try FileManager.default.attributesOfItem(atPath: path.path)[.size] as? Int == size)
        }
        #expect(contents() == ["out.png"])
    }

    @Test func aLinkIsFollowedAndSurvives() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.png"), link = folder.appendingPathComponent("link.png")
        try Data([9]).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        try StagedOutput.stage([7, 7], to: link).commit()
        #expect(try Data(contentsOf: target) == Data([7, 7]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test func aSpecialFileIsWrittenThroughNotReplaced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try StagedOutput.stage([1, 2, 3], to: URL(fileURLWithPath: "/dev/null")).commit()
        #expect(FileKind(atPath: "/dev/null") == .special)
        #expect(contents().isEmpty)
    }

    @Test func aFolderInTheWayIsRefusedByName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: FileError.self) { try StagedOutput.stage([1], to: folder) }
        #expect(error?.message == "cannot write \(folder.path): it is a directory")
    }
}
