import LoupeJSON
import LoupeScene
import LoupeSwiftSource
import Testing

/// Each kind and modifier's SwiftUI example, run through the front end, gives the same view as its JSON example:
/// the Swift spelling and the JSON decoding of the vocabulary agree.
@Suite struct VocabularyAgreementTests {
    static let kinds = Vocabulary.viewKinds.filter { $0.example.swift != nil }.map(\.key)
    static let modifiers = Vocabulary.modifiers.filter { $0.example.swift != nil }.map(\.key)

    func bodies(json: String, swift: String) throws -> (SceneDocument, SceneDocument) {
        let fromJSON = try SceneDecoding.decode(#"{"body": \#(json)}"#)
        let file = try SwiftSourceFile(text: "#Preview {\n    \(swift)\n}\n", fileName: "Example.swift")
        let fromSwift = try file.scene(for: file.preview(matching: nil)).document()
        return (fromJSON, fromSwift)
    }

    @Test(arguments: kinds)
    func kindsSpellingsAgree(_ key: String) throws {
        let example = try #require(Vocabulary.viewKind(key)).example
        let (json, swift) = try bodies(json: example.json, swift: try #require(example.swift))
        #expect(json.body == swift.body)
        #expect(json.navigationBar == swift.navigationBar)
    }

    @Test(arguments: modifiers)
    func modifiersSpellingsAgree(_ key: String) throws {
        let example = try #require(Vocabulary.modifier(key)).example
        let (json, swift) = try bodies(json: example.json, swift: try #require(example.swift))
        #expect(json.body == swift.body)
    }

    @Test func onlyTheScenesOwnExtensionsHaveNoSwiftSpelling() {
        let unspelled = Vocabulary.viewKinds.filter { $0.swift.names.isEmpty }.map(\.key)
            + Vocabulary.modifiers.filter { if case .none = $0.swift { true } else { false } }.map(\.key)
        #expect(unspelled == ["Placeholder", "onDrop", "draggable"])
    }
}
