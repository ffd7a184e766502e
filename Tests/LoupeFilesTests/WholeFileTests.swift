import Foundation
import LoupeFiles
import Testing

/// A fresh directory under the system temporary directory, removed by `remove()`.
private struct ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("LoupeFilesTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

struct WholeFileTests {
    @Test func writesTheExactBytesAndNoTemporaryFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/frame.png"
        let bytes: [UInt8] = Array(0...255)
        try WholeFile.writeAtomically(bytes, toPath: path)
        #expect(directory.contents == ["frame.png"])
        #expect(try WholeFile.read(atPath: path, maxByteCount: 1 << 20) == bytes)
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/frame.png"
        try WholeFile.writeAtomically(Array(repeating: 1, count: 100_000), toPath: path)
        try WholeFile.writeAtomically([2, 3], toPath: path)
        #expect(try WholeFile.read(atPath: path, maxByteCount: 1 << 20) == [2, 3])
        #expect(directory.contents == ["frame.png"])
    }

    @Test func missingDirectoryLeavesNoFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/missing/frame.png"
        let error = #expect(throws: FileError.self) { try WholeFile.writeAtomically([1, 2, 3], toPath: path) }
        #expect(error?.kind == .system)
        #expect(error?.message == "cannot create a temporary file for '\(path)': No such file or directory")
        #expect(directory.contents == [])
    }

    @Test func failedRenameRemovesTheTemporaryFile() throws {
        // The target is a non-empty directory: the temporary file gets
        // written, the rename fails, and the temporary file must go.
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let target = directory.path + "/frame.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try WholeFile.writeAtomically([1], toPath: target + "/inside")
        let error = #expect(throws: FileError.self) { try WholeFile.writeAtomically([1, 2, 3], toPath: target) }
        #expect(error?.kind == .system)
        #expect(error?.message.hasPrefix("cannot replace '\(target)'") == true)
        #expect(directory.contents == ["frame.png"])
    }

    @Test func rejectsADirectoryPath() {
        let error = #expect(throws: FileError.self) { try WholeFile.writeAtomically([1], toPath: "/tmp/") }
        #expect(error?.kind == .notAFilePath)
    }

    @Test func readingAMissingFileNamesThePath() {
        let path = "/nonexistent-loupe-dir/shot.png"
        let error = #expect(throws: FileError.self) { try WholeFile.read(atPath: path, maxByteCount: 1 << 20) }
        #expect(error?.kind == .system)
        #expect(error?.description == "cannot read '\(path)': No such file or directory")
    }

    @Test func readingADirectoryFails() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let error = #expect(throws: FileError.self) { try WholeFile.read(atPath: directory.path, maxByteCount: 1 << 20) }
        #expect(error?.description == "cannot read '\(directory.path)': Is a directory")
    }

    @Test func readingAFileOverTheLimitFails() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/big.png"
        try WholeFile.writeAtomically(Array(repeating: 0, count: 1000), toPath: path)
        let error = #expect(throws: FileError.self) { try WholeFile.read(atPath: path, maxByteCount: 999) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message == "'\(path)' is 1000 bytes, over the limit of 999")
        #expect(try WholeFile.read(atPath: path, maxByteCount: 1000).count == 1000)
    }
}
