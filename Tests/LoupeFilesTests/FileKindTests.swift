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

    @Test func resourceFolderIsFoundOnlyWhenItHoldsThePath() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let installation = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("loupe-share-\(UUID())")
        defer { try? FileManager.default.removeItem(at: installation) }
        let installedTests = installation.appendingPathComponent("Tests", isDirectory: true)
        func locate(_ name: String) -> URL? {
            ResourceFolder.locate(containing: name, installedName: "Tests", sourceFolder: here, installation: installation)
        }
        // Nothing installed: the source folder, when it holds the file.
        #expect(locate("FileKindTests.swift") == here)
        #expect(locate("no-such-file.ttf") == nil)
        // Installed, the installation's copy wins; what it lacks is still found in the sources.
        try FileManager.default.createDirectory(at: installedTests, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: installedTests.appendingPathComponent("FileKindTests.swift").path, contents: Data())
        _ = FileManager.default.createFile(atPath: installedTests.appendingPathComponent("only-installed.ttf").path, contents: Data())
        #expect(locate("FileKindTests.swift")?.standardizedFileURL == installedTests.standardizedFileURL)
        #expect(locate("only-installed.ttf")?.standardizedFileURL == installedTests.standardizedFileURL)
        #expect(locate("no-such-file.ttf") == nil)
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
