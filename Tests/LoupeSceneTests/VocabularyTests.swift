import LoupeJSON
@testable import LoupeScene
import Testing

/// The vocabulary declares every kind and modifier once: each has a SwiftUI spelling or says why it has none, and
/// its example decodes to what its key names.
@Suite struct VocabularyTests {
    @Test func everyKindAndModifierHasASwiftSpellingOrAReason() {
        for entry in Vocabulary.viewKinds {
            check(entry.key, entry.swift.names, entry.swift)
        }
        for entry in Vocabulary.modifiers {
            check(entry.key, entry.swift.names, entry.swift)
        }
        func check<T>(_ key: String, _ names: [String], _ spelling: SwiftSpelling<T>) {
            if case .none(let reason) = spelling {
                #expect(reason.count > 20, "\(key): a kind without a Swift spelling must say why")
                #expect(names.isEmpty)
            } else if case .translated(let translation as ModifierTranslation, [], _) = spelling {
                // Reached through another entry's name (`.environment(\.layoutDirection, …)`).
                let owners = Vocabulary.modifiers.filter {
                    if case .translated(translation, let names, _) = $0.swift { !names.isEmpty } else { false }
                }
                #expect(owners.count == 1, "\(key) has a Swift spelling without names and no entry of its translation has them")
            } else {
                #expect(!names.isEmpty, "\(key) has a Swift spelling without names")
            }
        }
    }

    @Test func keysAndSwiftNamesAreUnique() {
        let kindKeys = Vocabulary.viewKinds.map(\.key)
        let modifierKeys = Vocabulary.modifiers.map(\.key)
        #expect(Set(kindKeys).count == kindKeys.count)
        #expect(Set(modifierKeys).count == modifierKeys.count)
        let swiftKinds = Vocabulary.viewKinds.flatMap(\.swift.names)
        let swiftModifiers = Vocabulary.modifiers.flatMap(\.swift.names)
        #expect(Set(swiftKinds).count == swiftKinds.count)
        #expect(Set(swiftModifiers).count == swiftModifiers.count)
        #expect(Vocabulary.viewKind(swiftName: "NavigationView")?.key == "NavigationStack")
        #expect(Vocabulary.modifier(swiftName: "foregroundColor")?.key == "foregroundStyle")
        #expect(Vocabulary.modifier(swiftName: "edgesIgnoringSafeArea")?.key == "ignoresSafeArea")
    }

    @Test func everyKindsExampleDecodesToThatKind() throws {
        for entry in Vocabulary.viewKinds where entry.role != .bodyOnly {
            let document = try SceneDecoding.decode(#"{"body": \#(entry.example.json)}"#)
            #expect(document.body.kindName == entry.key, "\(entry.key)'s example")
        }
        let stack = Vocabulary.viewKind("NavigationStack")!
        let document = try SceneDecoding.decode(#"{"body": \#(stack.example.json)}"#)
        #expect(document.navigationBar != nil)
    }

    @Test func everyModifiersExampleDecodesToThatModifier() throws {
        for entry in Vocabulary.modifiers {
            let document = try SceneDecoding.decode(#"{"body": \#(entry.example.json)}"#)
            #expect(document.body.modifiers.map(\.name) == [entry.key], "\(entry.key)'s example")
        }
    }

    /// A container's content may be written as a bare array; only containers take that form.
    @Test func onlyContainersTakeTheBareArrayForm() throws {
        let containers = Vocabulary.viewKinds.filter { $0.role == .container }.map(\.key)
        #expect(containers == ["ZStack", "HStack", "VStack", "LazyHStack", "LazyVStack", "ViewThatFits", "GeometryReader", "ScrollView", "Grid", "GridRow",
                               "TabView", "List", "Form", "Section"])
        for key in containers {
            let document = try SceneDecoding.decode(#"{"body": {"\#(key)": [{"Color": "red"}]}}"#)
            #expect(document.body.kind.children.count == 1)
            #expect(document.body.kind.children[0].path == "body.content[0]")
        }
        #expect(throws: SceneError.self) { try SceneDecoding.decode(#"{"body": {"Spacer": []}}"#) }
    }
}
