#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeSwiftSource
import Testing

/// Patterns of whole apps' code the front end reads as Swift does: functions that return arrays of views' models,
/// types nested in extensions of nested types, initializers passed as functions, preview traits on a stack, and a
/// division in the branch a ternary does not take. Expected texts were printed by swiftc 6.3 for the same Swift.
@Suite struct ModuleCodePatternsTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// A function returning `[Child]` runs as a function (its `for` loop, its `return`), not as a view builder;
    /// `Letter.init` is the declared `init(name:)` and `Node.init` the memberwise `init(name:)` (the `let id` has a
    /// value), each given the values in order: swiftc prints `A,B 2`.
    @Test func functionsOfArraysAndInitializersByReference() throws {
        #expect(try texts(#"""
            struct Child { let id: Int; let title: String }
            struct Letter: Identifiable {
                var name: String
                var id = UUID()
                init(name: String) { self.name = name }
            }
            struct Node: Identifiable { let id = UUID(); let name: String }
            struct V: View {
                func children() -> [Child] {
                    var made: [Child] = []
                    for i in 1...2 { made.append(Child(id: i, title: "\(i)")) }
                    return made
                }
                var body: some View {
                    let letters = ["A", "B"].map(Letter.init)
                    let nodes = ["x", "y"].map(Node.init)
                    Text(verbatim: "\(letters.map(\.name).joined(separator: ",")) \(children().count + nodes.count - 2)")
                }
            }
            #Preview { V() }
            """#) == ["A,B 2"])
    }

    /// `Outer.Item.Kind.allCases`, the enum declared in an extension of a type an extension of `Outer` declares:
    /// three cases, the second "b".
    @Test func aTypeNestedTwoExtensionsDeep() throws {
        let root = try ModuleTests().folder([
            "App/DropDown.swift": #"""
                import SwiftUI
                struct DropDown: View {
                    private let items = Outer.Item.Kind.allCases
                    var body: some View { Text(verbatim: "\(items.count) \(items[1].rawValue)") }
                }
                #Preview { DropDown() }
                """#,
            "App/Outer.swift": """
                import SwiftUI
                struct Outer: View { var body: some View { Text("o") } }
                extension Outer { struct Item: Identifiable { let id = UUID() } }
                extension Outer.Item { enum Kind: String, CaseIterable { case a, b, c } }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: root.appendingPathComponent("App/DropDown.swift").path)
        file.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? ""
        #expect(json.filter { $0 != " " && $0 != "\n" } == #"{"Text":{"string":"3b"}}"#)
    }

    /// `c ? x / 2 : 0` with `c` false gives the literal 0 (no division is done); the division is refused only in the
    /// branch taken. A preview's device given on its `NavigationStack` is the preview's. A UIKit view wrapped for
    /// SwiftUI is an error that says why.
    @Test func ternariesTraitsAndUIKitViews() throws {
        let body = try SwiftSubsetAdditionsTests().body("""
            struct V: View {
                @State private var isExpanded = false
                @State private var drag: CGSize = .zero
                var body: some View { Color.red.offset(y: isExpanded ? -drag.height / 2 : 0) }
            }
            #Preview { V() }
            """)
        #expect(body == #"{"Color":"red","modifiers":[{"offset":{"y":0}}]}"#)
        let file = try SwiftSourceFile(text: """
            #Preview { NavigationStack { Text("A") }.previewDevice("iPhone SE (3rd generation)") }
            """, fileName: "S.swift")
        #expect(try file.scene(for: file.preview(matching: nil)).json.member("device")?.stringValue == "iPhone SE (3rd generation)")
        let failure = FrontEndTests().failure("""
            struct Wrapped: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            #Preview { Wrapped() }
            """)
        #expect(failure?.description.contains("'Wrapped' is a UIViewControllerRepresentable") == true)
    }

    /// An image set with only a PDF is drawn as the stand-in, and says so: a warning at the image's name.
    @Test func aPDFImageSetIsAStandInWithAWarning() throws {
        let root = try ModuleTests().folder([
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/photo.imageset/Contents.json": #"{"images":[{"filename":"photo.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/photo.imageset/photo.pdf": "%PDF-1.4 not decoded",
            "App/V.swift": #"#Preview { Image("photo") }"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: root.appendingPathComponent("App/V.swift").path)
        file.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        let scene = try file.scene(for: file.preview(matching: nil))
        #expect(scene.warnings.map(\.message) == ["the image set 'photo' has no PNG or JPEG this renderer reads (HEIC, PDF and SVG are not decoded): drawn as a stand-in"])
    }
}
