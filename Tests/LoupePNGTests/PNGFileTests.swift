import Foundation
import LoupePNG
import Testing

/// A fresh directory under the system temporary directory, removed by `remove()`.
private struct ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("LoupePNGTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

struct PNGFileTests {
    private let image: PNGImage? = try? PNGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 100])

    @Test func writesTheExactBytesAndNoTemporaryFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/frame.png"
        let bytes: [UInt8] = Array(0...255)
        try PNGFile.writeAtomically(bytes, toPath: path)
        #expect(directory.contents == ["frame.png"])
        #expect(try PNGFile.read(atPath: path) == bytes)
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/frame.png"
        try PNGFile.writeAtomically(Array(repeating: 1, count: 100_000), toPath: path)
        try PNGFile.writeAtomically([2, 3], toPath: path)
        #expect(try PNGFile.read(atPath: path) == [2, 3])
        #expect(directory.contents == ["frame.png"])
    }

    @Test func missingDirectoryLeavesNoFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/missing/frame.png"
        let error = #expect(throws: PNGError.self) { try PNGFile.writeAtomically([1, 2, 3], toPath: path) }
        #expect(error?.kind == .fileSystem)
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
        try PNGFile.writeAtomically([1], toPath: target + "/inside")
        let error = #expect(throws: PNGError.self) { try PNGFile.writeAtomically([1, 2, 3], toPath: target) }
        #expect(error?.kind == .fileSystem)
        #expect(error?.message.hasPrefix("cannot replace '\(target)'") == true)
        #expect(directory.contents == ["frame.png"])
    }

    @Test func rejectsADirectoryPath() {
        let error = #expect(throws: PNGError.self) { try PNGFile.writeAtomically([1], toPath: "/tmp/") }
        #expect(error?.kind == .invalidArgument)
    }

    @Test func readingAMissingFileNamesThePath() {
        let path = "/nonexistent-loupe-dir/shot.png"
        let error = #expect(throws: PNGError.self) { try PNGFile.read(atPath: path) }
        #expect(error?.kind == .fileSystem)
        #expect(error?.description == "PNG: cannot read '\(path)': No such file or directory")
    }

    @Test func readingADirectoryFails() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let error = #expect(throws: PNGError.self) { try PNGFile.read(atPath: directory.path) }
        #expect(error?.description == "PNG: cannot read '\(directory.path)': Is a directory")
    }

    @Test func readingAFileOverTheLimitFails() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/big.png"
        try PNGFile.writeAtomically(Array(repeating: 0, count: 1000), toPath: path)
        let error = #expect(throws: PNGError.self) { try PNGFile.read(atPath: path, maxByteCount: 999) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message == "'\(path)' is 1000 bytes, over the limit of 999")
        #expect(try PNGFile.read(atPath: path, maxByteCount: 1000).count == 1000)
    }

    @Test func imagesRoundTripThroughFiles() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/image.png"
        let image = try #require(image)
        try PNGFile.write(image, toPath: path)
        #expect(try PNGFile.readImage(atPath: path) == image)
    }

    @Test func decodingErrorsFromFilesNameThePath() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.path + "/notes.png"
        try PNGFile.writeAtomically(Array("not an image".utf8), toPath: path)
        let error = #expect(throws: PNGError.self) { try PNGFile.readImage(atPath: path) }
        #expect(error?.kind == .notPNG)
        #expect(error?.description == "PNG: '\(path)': not a PNG file")
    }
}
