import Foundation
import LoupeFiles
import Testing

/// The files under a folder, found without `FileManager.enumerator` (not in FoundationEssentials).
@Suite struct DirectoryTreeTests {
    /// A folder with files at three depths, a hidden folder, a file of another kind, a link back to the root and a
    /// link to a file.
    func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-tree-\(UUID().uuidString)")
        for folder in ["Sources/App/Views", "Sources/Kit", ".build/debug", "Empty"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder),
                                                    withIntermediateDirectories: true)
        }
        for file in ["Top.swift", "Sources/App/App.swift", "Sources/App/Views/Card.swift", "Sources/Kit/Model.swift",
                     "Sources/Kit/notes.txt", ".build/debug/Generated.swift", ".Hidden.swift"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(file))
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Loop").path,
                                                   withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked.swift").path,
                                                   withDestinationPath: root.appendingPathComponent("Top.swift").path)
        return root
    }

    @Test func listsMatchingFilesAtEveryDepthSortedWithoutHiddenOnes() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // Byte order of the paths ("Linked" < "Sources" < "Top"); the link to the root is not followed, the link to a
        // file is listed, the text file and everything hidden are left out.
        #expect(DirectoryTree.files(under: root.path, endingWith: ".swift", skippingHidden: true) == [
            "Linked.swift", "Sources/App/App.swift", "Sources/App/Views/Card.swift", "Sources/Kit/Model.swift", "Top.swift",
        ])
    }

    @Test func hiddenFilesAndFoldersAreListedWhenAskedFor() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(DirectoryTree.files(under: root.path, endingWith: ".swift", skippingHidden: false) == [
            ".Hidden.swift", ".build/debug/Generated.swift", "Linked.swift", "Sources/App/App.swift",
            "Sources/App/Views/Card.swift", "Sources/Kit/Model.swift", "Top.swift",
        ])
        #expect(DirectoryTree.files(under: root.path, endingWith: ".txt", skippingHidden: true) == ["Sources/Kit/notes.txt"])
    }

    @Test func aMissingRootOrAFileGivesNothing() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(DirectoryTree.files(under: root.appendingPathComponent("Nope").path, endingWith: "", skippingHidden: true).isEmpty)
        #expect(DirectoryTree.files(under: root.appendingPathComponent("Top.swift").path, endingWith: "", skippingHidden: true).isEmpty)
        #expect(DirectoryTree.files(under: root.appendingPathComponent("Empty").path, endingWith: "", skippingHidden: true).isEmpty)
    }
}
