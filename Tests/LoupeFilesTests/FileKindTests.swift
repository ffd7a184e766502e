import Foundation
import LoupeFiles
import Testing

/// What a path names, and file errors as short reasons, without full Foundation in the library.
@Suite struct FileKindTests {
    @Test func kindsOfPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-filekind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try Data("x".utf8).write(to: file)
        #expect(FileKind(atPath: folder.path) == .directory)
        #expect(FileKind(atPath: file.path) == .regularFile)
        #expect(FileKind(atPath: folder.appendingPathComponent("missing").path) == .missing)
        #expect(FileKind(atPath: "/dev/null") == .special)
        // A link is followed to what it names.
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        #expect(FileKind(atPath: link.path) == .regularFile)
    }

    @Test func aMissingFileReadsAsTheSystemsReason() {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent-loupe-folder/file"))
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect(FileErrorReason.text(error) == "No such file or directory")
        }
    }

    @Test func resourceFolderIsFoundOnlyWhenItHoldsThePath() {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        #expect(ResourceFolder.locate(containing: "FileKindTests.swift", sourceFolder: here) == here)
        #expect(ResourceFolder.locate(containing: "no-such-file.ttf", sourceFolder: here) == nil)
    }
}

/// A path that exists but cannot be looked at is not reported as missing.
@Suite struct UnreachablePathTests {
    // A file used as a folder is ENOTDIR: nothing can be at that path, so it is missing. A name longer than
    // PATH_MAX (4096 on Linux) is ENAMETOOLONG: the system cannot look, so it says why.
    @Test func onlyAbsencesAreMissing() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-kind-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileKind(atPath: file.path + "/inside") == .missing)
        #expect(FileKind(atPath: "/" + String(repeating: "a/", count: 2100)) == .unreachable(reason: "File name too long"))
    }
}
