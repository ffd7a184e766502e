#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeSwiftOutline
@testable import LoupeSwiftFrontEnd
import Testing

/// Only what a preview reaches is parsed: the outline of a file found without parsing it, the declarations names
/// reach, and previews that render as before with the rest blanked out.
@Suite struct ReachTests {
    static let file = """
        import SwiftUI

        @available(iOS 17, *)
        public struct Card: View {
            var body: some View { Text("} { \\(Badge.label) \\"") }
        }
        /* a { comment /* nested } */ */
        extension View {
            func card() -> some View { self }
            static var unused: Int { 1 }
        }
        func helper(action: () -> Void = { }) -> Int { 1 }
        let samples = [1, 2]
        #Preview { Card() }
        """

    @Test func theOutlineFindsDeclarationsWithoutParsing() throws {
        let outline = try #require(SourceOutline(Self.file))
        #expect(outline.declarations.map(\.name) == ["Card", "View", "helper"])
        #expect(outline.declarations.map(\.kind) == [.type, .extensionOf, .function])
        // The struct starts at its attribute and ends at its closing brace, braces in strings and comments aside.
        let bytes = Array(Self.file.utf8)
        let card = outline.declarations[0].range
        #expect(String(decoding: bytes[card], as: UTF8.self).hasPrefix("@available(iOS 17, *)\npublic struct Card"))
        #expect(String(decoding: bytes[card], as: UTF8.self).hasSuffix("\\\"\") }\n}"))
        #expect(outline.declarations[0].isView)
        #expect(outline.declarations[1].memberNames == ["card", "unused"])
        #expect(outline.otherNames == ["samples"])
        // What a string's interpolation names is mentioned; what a comment names is not.
        #expect(outline.mentions(in: card).isSuperset(of: ["Badge", "label", "Text"]))
        #expect(!outline.otherMentions.contains("comment"))
        #expect(outline.otherMentions.isSuperset(of: ["Card", "samples", "Preview"]))
    }

    @Test func aKeywordInBackticksIsAName() throws {
        let outline = try #require(SourceOutline("""
            let `class` = 1
            struct `Type`: View { var body: some View { Text("t") } }
            typealias Alias = Int
            #Preview { `Type`() }
            """))
        #expect(outline.declarations.map(\.name) == ["Type"])
        #expect(outline.otherNames == ["class", "Alias"])
        #expect(outline.otherMentions.contains("Type"))
    }

    @Test func aFileWhoseShapeIsUnsureHasNoOutline() {
        #expect(SourceOutline("struct A { }\n}\n") == nil)
        #expect(SourceOutline("struct A { let s = \"open\n}\n") == nil)
        #expect(SourceOutline("/* open comment\nstruct A { }\n") == nil)
        #expect(SourceOutline("struct A { let s = \"\\(x\" }\n") == nil)
        #expect(SourceOutline("let r = #/a{/#\nstruct A { }\n") != nil)
        #expect(SourceOutline("let s = #\"a\"{\"#\nstruct A { }\n") != nil)
    }

    @Test func namesReachDeclarationsAndExtensionsComeWithTheirTypes() throws {
        let outline = try #require(SourceOutline("""
            struct Shown: View { var body: some View { Text(Helper.title) } }
            enum Helper { static let title = "T" }
            extension Helper { static let other = 1 }
            struct Unused: View { var body: some View { Text("no") } }
            extension Color { static let brand = Color.red }
            extension Color { static let shade = Color.blue }
            extension String: Identifiable { }
            func + (a: Helper, b: Helper) -> Helper { a }
            struct Menu: View { var body: some View { Text("mine") } }
            enum Picker { case one }
            extension View { func visualLayoutGuideInteractions(dragEnabled: Bool) -> some View { self } }
            #Preview {
                VStack { Shown(); Text("").foregroundStyle(.brand); Menu { }; let p: Picker = .one }
                    .visualLayoutGuideInteractions(dragEnabled: true)
            }
            """))
        let reach = Reach.ofPreviews(in: [outline])
        let reached = Set(reach.units[0].reached.map { outline.declarations[$0].name + "\($0)" })
        // Shown and what it names; Helper's extension; the Color extension whose member is named; an extension that
        // declares nothing; the operator (which has no name); the module's own `Menu` and `Picker`, which shadow
        // SwiftUI's as in Swift. Not Unused, nor the other Color extension, nor a method named as Loupe's modifier.
        #expect(reached == ["Shown0", "Helper1", "Helper2", "Color4", "String6", "7", "Menu8", "Picker9"])
    }

    @Test func blankingKeepsEveryPlace() throws {
        let text = "struct A { let s = \"é\" }\nstruct B {\n  let x = 1\n}\n#Preview { A() }\n"
        let outline = try #require(SourceOutline(text))
        let blanked = Reach.blanking(text, outline, keeping: [0])
        #expect(blanked.utf8.count == text.utf8.count)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(blanked.hasPrefix("struct A { let s = \"é\" }\n          \n"))
        #expect(blanked.hasSuffix("\n#Preview { A() }\n"))
    }

    @Test func anErrorInCodeNoPreviewReachesIsNotReported() throws {
        // `Broken` cannot be evaluated, and has a syntax error; the preview does not use it.
        let file = try SwiftSourceFile(text: """
            struct Broken: View { var body: some View { Text(1 +) } }
            struct Shown: View { var body: some View { Text("shown") } }
            #Preview { Shown() }
            """, fileName: "Screen.swift")
        #expect(file.parsedDeclarations == [1])
        #expect(try file.scene(for: file.preview(matching: nil)).json.serializedExactly().contains("\"shown\""))
        // Reached, the same error is reported at its place.
        #expect(throws: SwiftSourceError.self) {
            _ = try SwiftSourceFile(text: "struct Broken: View { var body: some View { Text(1 +) } }\n#Preview { Broken() }\n",
                                    fileName: "Screen.swift")
        }
    }

    @Test func aFileWithoutPreviewsIsParsedWhole() throws {
        let file = try SwiftSourceFile(text: "struct Only: View { var body: some View { Text(\"only\") } }\n", fileName: "Only.swift")
        #expect(file.parsedDeclarations == [0])
        #expect(file.previews.count == 1)
    }

    /// A fresh package with a target of `files`.
    func package(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-reach-\(UUID().uuidString)")
        let target = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        for (name, text) in files { try Data(text.utf8).write(to: target.appendingPathComponent(name)) }
        return root
    }

    @Test func aModuleFileIsParsedForWhatThePreviewReachesAndBackIntoThePreviewsFile() throws {
        let root = try package([
            // The preview's file declares Badge, which only Row (in another file) uses.
            "Screen.swift": """
                struct Badge: View { let text: String; var body: some View { Text(text) } }
                struct Spare: View { var body: some View { Text("spare") } }
                #Preview { Row(title: "Soup") }
                """,
            "Row.swift": """
                struct Row: View {
                    let title: String
                    var body: some View { HStack { Text(title); Badge(text: "new") } }
                }
                struct Unused: View { var body: some View { Text(1 +) } }
                """,
            "Broken.swift": "struct Broken { var x = }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Sources/App/Screen.swift").path
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: path)
        let views = try renderer.layoutReport(for: scene).member("views")?.arrayValue ?? []
        #expect(views.compactMap { $0.member("text")?.stringValue } == ["Soup", "new"])
    }

    @Test func anErrorInAReachedModuleDeclarationKeepsItsPlace() throws {
        let root = try package([
            "Screen.swift": "#Preview { Row() }\n",
            "Row.swift": """
                struct Unused: View {
                    var body: some View { Text("unused") }
                }
                struct Row: View {
                    var body: some View { Text("row").sheet(isPresented: .constant(true)) { Text("x") } }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Sources/App/Screen.swift").path
        let file = try SwiftSourceFile(contentsOf: path)
        file.module = SwiftModule.containing(path)
        do {
            _ = try file.scene(for: file.preview(matching: nil)).document()
            Issue.record("expected an error")
        } catch {
            // Line 5 of Row.swift, where `.sheet` is.
            #expect(error.place.fileName.hasSuffix("Row.swift") && error.place.line == 5, "\(error)")
        }
    }
}
