import Foundation
import LoupeDiff
import LoupeGolden
import LoupeRender
import Testing

/// `ImageFile.readPair` decodes two files at once (one on a worker thread): each result in its place, and the first
/// file's error when both fail.
@Suite struct ImageFilePairTests {
    @Test func bothImagesComeBackInOrder() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try ReportFixtures.picture(width: 5, height: 4)
        let marked = try ReportFixtures.picture(width: 5, height: 4, marks: [(x: 3, y: 2)])
        let first = folder.appendingPathComponent("first.png").path, second = folder.appendingPathComponent("second.png").path
        try Data(plain.png).write(to: URL(fileURLWithPath: first))
        try Data(marked.png).write(to: URL(fileURLWithPath: second))
        for _ in 0..<20 {
            let (a, b) = try ImageFile.readPair(first, second)
            #expect(a == plain.image)
            #expect(b == marked.image)
        }
    }

    @Test func aFailureNamesItsFileAndTheFirstFileWinsWhenBothFail() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.png").path, text = folder.appendingPathComponent("text.png").path
        let missing = folder.appendingPathComponent("missing.png").path
        try Data(try ReportFixtures.picture(width: 2, height: 2).png).write(to: URL(fileURLWithPath: good))
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        func message(_ first: String, _ second: String) -> String? {
            do {
                _ = try ImageFile.readPair(first, second)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(good, missing)?.contains("missing.png") == true)
        #expect(message(text, good)?.contains("text.png") == true)
        let both = message(text, missing)
        #expect(both?.contains("text.png") == true && both?.contains("missing.png") == false)
    }
}
