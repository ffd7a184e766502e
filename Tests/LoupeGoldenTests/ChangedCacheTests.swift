import Foundation
import LoupeGolden
import Testing

/// The parts of a `--changed` key that the command-line tests cannot change: the programs and the fonts.
@Suite struct ChangedCacheTests {
    @Test func aRebuiltProgramOrAChangedFontChangesEveryKey() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let program = root.appendingPathComponent("loupe-render"), font = root.appendingPathComponent("Inter.otf")
        try Data("v1".utf8).write(to: program)
        try Data("font".utf8).write(to: font)
        let check = GoldenCheck(options: .exact, recordMode: .never, artifactsDirectory: nil)
        func key() -> String? {
            ChangedCache(folder: root, base: ChangedCache.base(programs: [program], fonts: [font], check: check,
                                                               overrides: "-"))
                .key(sceneBytes: Array(#"{"body": {"Color": "red"}}"#.utf8), baseDirectory: root)
        }
        let first = try #require(key())
        #expect(key() == first)
        // The same size, another modification time: a rebuild.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                              ofItemAtPath: program.path)
        let rebuilt = try #require(key())
        #expect(rebuilt != first)
        try Data("FONT!".utf8).write(to: font)
        #expect(key() != rebuilt)
        // A missing program is a state of its own, not a match.
        try FileManager.default.removeItem(at: program)
        #expect(key() != rebuilt)
    }
}
