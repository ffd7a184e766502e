import Foundation
import LoupeJSON
import Testing
@testable import LoupeScene

/// Every JSON example in `docs/scene-format.md` decodes (or, for features documented as not supported yet, fails
/// with that message), so the reference cannot drift from the decoder.
@Suite struct DocumentationExampleTests {
    static let referencePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scene-format.md")

    /// The fragments of every ```json block: the whole block when it parses on its own, else each line.
    static func fragments() throws -> [String] {
        let text = try String(contentsOf: referencePath, encoding: .utf8)
        var fragments: [String] = []
        for block in text.components(separatedBy: "```json\n").dropFirst() {
            guard let body = block.components(separatedBy: "\n```").first else { continue }
            if (try? JSONReader.parse(body)) != nil || body.hasPrefix("\"") && !body.contains("\n\"") {
                fragments.append(body)
            } else {
                fragments += body.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            }
        }
        return fragments
    }

    @Test func everyExampleDecodes() throws {
        let fragments = try Self.fragments()
        #expect(fragments.count >= 60)
        var notSupported = 0
        for fragment in fragments {
            let scene = try sceneJSON(for: fragment)
            do {
                _ = try SceneDecoding.decode(scene)
            } catch where error.message.hasSuffix("is not supported yet") {
                notSupported += 1
            } catch {
                Issue.record("\(fragment)\n→ \(error)")
            }
        }
        #expect(notSupported == 0)
    }

    /// Wraps a fragment into a whole scene: a top-level member, a modifier, a colour, a view or a scene.
    private func sceneJSON(for fragment: String) throws -> String {
        let targets = #"{"ZStack": [{"id": "tracker", "Color": "red"}, "#
            + #"{"id": "grid", "GridDragView": {"rows": 2, "cols": 2, "factory": {"Color": "blue"}}}]}"#
        if fragment.hasPrefix("\"") {
            let body = fragment.hasPrefix("\"interactions\"") ? targets : #"{"Color": "red"}"#
            return "{\(fragment), \"body\": \(body)}"
        }
        guard case .object(let object) = try JSONReader.parse(fragment) else { return fragment }
        if object["body"] != nil { return fragment }
        let modifierNames = SceneDecoder.modifierNames
        if object.count == 1, let key = object.keys.first, modifierNames.contains(key) {
            return "{\"body\": {\"Color\": \"red\", \"modifiers\": [\(fragment)]}}"
        }
        if object.keys.allSatisfy(ColorDecoding.objectKeys.contains) { return "{\"body\": {\"Color\": \(fragment)}}" }
        return "{\"body\": \(fragment)}"
    }
}
