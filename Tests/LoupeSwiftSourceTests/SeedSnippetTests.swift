#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeSwiftSource
import Testing

/// The SwiftUI snippets of Loupe's documentation (the project's seeds, `../shared/seeds/000…` and `001…`) read from
/// their Swift text, never copied into this repository. A snippet is a view when the front end finds a preview in it
/// (a top-level view expression or a View struct); each such view translates to a scene the decoder accepts, except
/// those listed with the construct that has no counterpart in the scene format.
@Suite struct SeedSnippetTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static let available = FileManager.default.fileExists(atPath: seeds.path)

    /// Snippets outside the scene format, with the start of the error expected.
    static let expectedFailures: [String: String] = [:]

    static func snippets() -> [(file: String, index: Int, text: String)] {
        guard available, let names = try? FileManager.default.contentsOfDirectory(atPath: seeds.path) else { return [] }
        var result: [(String, Int, String)] = []
        for name in names.sorted() where name.hasPrefix("000") || name.hasPrefix("001") {
            guard let text = try? String(contentsOfFile: seeds.appendingPathComponent(name).path, encoding: .utf8) else { continue }
            let blocks = text.components(separatedBy: "```swift\n").dropFirst()
            for (index, block) in blocks.enumerated() {
                result.append((name, index + 1, block.components(separatedBy: "\n```").first ?? ""))
            }
        }
        return result
    }

    @Test(.enabled(if: available, "../shared/seeds is absent: the seeds' snippets cannot be read (CI always has them)"))
    func everyViewSnippetRenders() throws {
        let all = Self.snippets()
        #expect(all.count > 40)
        var views = 0
        for snippet in all {
            let file: SwiftSourceFile
            do {
                file = try SwiftSourceFile(text: snippet.text, fileName: "\(snippet.file)#\(snippet.index)")
            } catch {
                Issue.record("\(snippet.file) snippet \(snippet.index) does not parse: \(error)")
                continue
            }
            for preview in file.previews {
                views += 1
                let expected = Self.expectedFailures.first { snippet.text.contains($0.key) }?.value
                do {
                    _ = try file.scene(for: preview).document()
                    #expect(expected == nil, "\(snippet.file) snippet \(snippet.index) was expected to fail")
                } catch {
                    guard let expected else {
                        Issue.record("\(snippet.file) snippet \(snippet.index), \(preview.title): \(error)")
                        continue
                    }
                    #expect(error.message.hasPrefix(expected), "\(error)")
                }
            }
        }
        #expect(views >= 20)
    }
}
