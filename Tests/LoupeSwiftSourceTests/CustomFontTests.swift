#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// Fonts by name: a font file the module bundles is drawn in its own glyphs and metrics, found by its PostScript, full
/// or family name; a name no file of the module has is the system font, with a warning; UIKit's system fonts are
/// SwiftUI's. The font used is the package's JetBrains Mono Bold, whose name table and metrics fontTools prints:
/// family "JetBrains Mono", full name "JetBrains Mono Bold", PostScript name "JetBrainsMono-Bold", 1000 units to
/// the em, every advance 600, hhea ascender 1020 and descender −300.
// sdk-usage: Font.custom, .custom, UIFont, UIFont.systemFont, Font(_:)
@Suite struct CustomFontTests {
    static let fontFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/JetBrainsMono-Bold.ttf")

    /// A module with the font under `Resources/` and `source` as `App/V.swift`.
    func module(_ source: String) throws -> (root: URL, preview: String, module: String) {
        let root = try ModuleTests().folder(["App/V.swift": source])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Resources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fontFile, to: root.appendingPathComponent("App/Resources/JetBrainsMono-Bold.ttf"))
        return (root, root.appendingPathComponent("App/V.swift").path, root.appendingPathComponent("App").path)
    }

    func textFrames(_ source: String) throws -> [[Double]] {
        let (root, preview, module) = try module(source)
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        let report = try renderer.layoutReport(for: renderer.loadSwiftPreview(fromFile: preview, module: module))
        return (report.member("views")?.arrayValue ?? []).compactMap { view in
            guard view.member("kind")?.stringValue == "Text", let frame = view.member("frame") else { return nil }
            return ["width", "height"].compactMap { frame.member($0)?.doubleValue }
        }
    }

    /// Six characters of 600 units at 20 points: 72 points wide; a line of (1020 + 300) / 1000 × 20 = 26.4 points,
    /// rounded up to the iPhone's 1/3-point pixels: 80 / 3. Each of its names finds the file; at 10 points, 36 wide.
    @Test func aBundledFontIsSetInItsOwnMetrics() throws {
        let frames = try textFrames("""
            extension Font { static let code = Font.custom("JetBrains Mono", size: 20) }
            #Preview {
                VStack {
                    Text("Custom").font(.custom("JetBrainsMono-Bold", size: 20))
                    Text("Custom").font(Font.custom("JetBrains Mono Bold", fixedSize: 20))
                    Text("Custom").font(.code)
                    Text("Custom").font(Font(UIFont(name: "JetBrainsMono-Bold", size: 10)!))
                }
            }
            """)
        #expect(frames.count == 4)
        for frame in frames.prefix(3) { #expect(frame == [72, 80.0 / 3]) }
        #expect(frames.last?.first == 36)
    }

    /// SwiftGen's generated fonts: `Fonts.JetBrains.bold.swiftUIFont(size:)` calls its generated `Font.custom(_:size:)`
    /// with the `FontConvertible`, which registers the file and calls `Font.custom(font.name, size:)`: 72 wide at 20.
    @Test func swiftGensFontConvertibleIsItsName() throws {
        let frames = try textFrames("""
            struct FontConvertible {
                let name: String
                let family: String
                let path: String
                func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, size: size) }
            }
            extension SwiftUI.Font {
                static func custom(_ font: FontConvertible, size: CGFloat) -> SwiftUI.Font { custom(font.name, size: size) }
            }
            enum Fonts { enum JetBrains { static let bold = FontConvertible(name: "JetBrainsMono-Bold", family: "JetBrains Mono", path: "x.ttf") } }
            #Preview { Text("Custom").font(Fonts.JetBrains.bold.swiftUIFont(size: 20)) }
            """)
        #expect(frames == [[72, 80.0 / 3]])
    }

    /// `relativeTo:` scales with Dynamic Type as its text style does: body is 17 points at Large and 23 at xxxLarge
    /// (Apple's Human Interface Guidelines table), so 17 points become 23; `fixedSize:` stays.
    @Test func aRelativeFontFollowsDynamicType() throws {
        let frames = try textFrames("""
            #Preview {
                VStack {
                    Text("Custom").font(.custom("JetBrainsMono-Bold", size: 17, relativeTo: .body))
                    Text("Custom").font(.custom("JetBrainsMono-Bold", fixedSize: 17))
                }
                .dynamicTypeSize(.xxxLarge)
            }
            """)
        // Six advances of 0.6 em: 6 × 0.6 × 23 = 82.8 scaled, 6 × 0.6 × 17 = 61.2 fixed, each rounded up to the
        // iPhone's 1/3-point pixels: 249 / 3 and 184 / 3.
        let widths: [Double] = frames.map { $0[0] }
        let expected: [Double] = [249.0 / 3, 184.0 / 3]
        #expect(widths == expected)
    }

    /// A name the module does not bundle, one of iOS's own fonts, and UIKit's system fonts.
    @Test func otherNamesAndUIKitsSystemFonts() throws {
        let (root, preview, module) = try module("""
            #Preview {
                VStack {
                    Text("a").font(.custom("Poppins-Regular", size: 20))
                    Text("b").font(.custom("AvenirNext-Bold", size: 20))
                    Text("c").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
                    Text("d").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                    Text("e").font(Font(UIFont.boldSystemFont(ofSize: 12)))
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: preview)
        file.module = SwiftModule(directory: module, origin: "--module")
        let scene = try file.scene(for: file.preview(matching: nil))
        #expect(scene.warnings.map(\.message) == [
            "font 'Poppins-Regular' is not among the module's font files (.ttf, .otf): drawn in the system font, as iOS draws a name no registered font has",
            "font 'AvenirNext-Bold' is one of iOS's own fonts, which the renderer does not have: drawn in the system font",
        ])
        let body = (scene.json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(body.contains(#"{"Text":{"string":"c"},"modifiers":[{"font":{"size":15,"weight":"semibold"}}]}"#))
        #expect(body.contains(#"{"Text":{"string":"d"},"modifiers":[{"font":"title"}]}"#))
        #expect(body.contains(#"{"Text":{"string":"e"},"modifiers":[{"font":{"size":12,"weight":"bold"}}]}"#))
    }

    /// A scene names a font file by its absolute path; a file FreeType cannot open is bad input naming it.
    @Test func aSceneNamesItsFontFileAbsolutely() throws {
        let renderer = try LoupeRenderer(threads: 1)
        func load(_ path: String) throws {
            let json = #"{"body": {"Text": "x", "modifiers": [{"font": {"name": "X", "file": "\#(path)", "size": 12}}]}}"#
            _ = try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        }
        #expect(throws: LoupeRenderError.self) { try load("Fonts/X.ttf") }
        #expect(throws: LoupeRenderError.self) { try load("/nonexistent/X.ttf") }
        try load(Self.fontFile.path)
    }
}
