import Foundation
import Testing
@testable import LoupeBenchKit

@Suite struct FontLocatorTests {
    @Test func prefersTheWorkloadsFolderThenTheSystemFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let local = folder.appendingPathComponent("Local.ttf").path
        try Data([0]).write(to: URL(fileURLWithPath: local))
        #expect(try FontLocator.locate("Local.ttf", workloadDirectory: folder.path, systemDirectories: []) == local)
        #expect(try FontLocator.locate(local, workloadDirectory: "/nowhere", systemDirectories: []) == local)
        #expect(try FontLocator.locate("Local.ttf", workloadDirectory: "/nowhere", systemDirectories: [folder.path])
                == local)
    }

    @Test func aMissingFontNamesThePlacesAndThePackage() {
        #expect(throws: WorkloadError(line: nil, """
            font Missing.ttf not found (looked in /a/Missing.ttf, /b/Missing.ttf); \
            on Debian: apt-get install -y fonts-dejavu-core
            """)) {
            try FontLocator.locate("Missing.ttf", workloadDirectory: "/a", systemDirectories: ["/b"])
        }
    }
}
