import Foundation
import Testing

/// `.swift` scenes through the command line: `loupe-render` runs the front end `loupe-render-swift` built beside it.
extension CLITests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func aSwiftPreviewRendersTheSameBytesAsItsJSONTwin() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let swift = try run(["render", Self.examples.appendingPathComponent("Swift/preview-safe-area.swift").path], in: dir)
        #expect(swift.status == 0, "\(swift.stderr)")
        // One preview: the output is named after the file.
        #expect(swift.stdout.hasPrefix("wrote preview-safe-area.png (1179×2556 px"))
        let json = try run(["render", Self.examples.appendingPathComponent("Scenes/preview-safe-area.json").path,
                            "-o", "json.png"], in: dir)
        #expect(json.status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("preview-safe-area.png"))
                == Data(contentsOf: dir.appendingPathComponent("json.png")))
    }

    @Test func previewsAreListedAndChosen() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Cards.swift")
        try write("""
            #Preview("Red") { Color.red.frame(width: 10, height: 10) }

            #Preview { Color.blue.frame(width: 20, height: 30).id("blue") }
            """, to: file)
        let list = try run(["previews", file.path])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "1  \"Red\"  line 1  Color.red.frame(width: 10, height: 10)\n2  (unnamed)  line 3  Color.blue.frame(width: 20, height: 30).id(\"blue\")\n")
        let layout = try run(["layout", file.path, "--preview", "2"])
        #expect(layout.status == 0, "\(layout.stderr)")
        // 20×30 centred in the iPhone 15's safe area (393×759 from y 59): x 186.5, y 59 + 364.5 = 423.5.
        #expect(layout.stdout.contains("\"id\": \"blue\""))
        #expect(layout.stdout.contains("\"x\": 186.5"))
        #expect(layout.stdout.contains("\"y\": 423.5"))
        let rendered = try run(["render", file.path, "--preview", "Red"], in: dir)
        #expect(rendered.stdout.hasPrefix("wrote Cards-red.png"), "\(rendered.stderr)")
        let translated = try run(["translate", file.path, "--preview", "2"])
        #expect(translated.stdout.contains("\"id\": \"blue\""))
    }

    @Test func previewsAndTranslateTakeOnlySwiftFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write(#"{"body": {"Color": "red"}}"#, to: dir.appendingPathComponent("scene.json"))
        for command in ["previews", "translate"] {
            let result = try run([command, "scene.json"], in: dir)
            #expect(result.status == 64)
            #expect(result.stderr.contains("\(command) reads a .swift file; scene.json is not one"))
        }
    }

    @Test func anUnsupportedConstructFailsWithItsPlaceAndNoOutput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("View.swift")
        try write("#Preview {\n    DisclosureGroup { Text(\"a\") }\n}\n", to: file)
        let result = try run(["render", file.path, "-o", "out.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("View.swift:2:5: 'DisclosureGroup' is not supported (supported views: docs/swift-source.md)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    @Test func swiftOnlyOptionsAreUsageErrorsForJSON() throws {
        let result = try run(["render", Self.examples.appendingPathComponent("Scenes/basic-usage.json").path,
                              "--preview", "1", "-o", "/dev/null"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--preview, --interactions, --module and --placeholders are for Swift files"))
        let placeholders = try run(["render", Self.examples.appendingPathComponent("Scenes/basic-usage.json").path,
                                    "--placeholders", "-o", "/dev/null"])
        #expect(placeholders.status == 64)
    }
}

/// A preview's own Dynamic Type size: `.environment(\.dynamicTypeSize, …)` and `.dynamicTypeSize(_:)`.
extension CLITests {
    @Test func aPreviewSetsItsOwnDynamicTypeSize() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Sizes.swift")
        try write("""
            import SwiftUI
            #Preview {
                VStack {
                    Text("Big")
                    Text("Small").font(.caption)
                    Text("Tiny").dynamicTypeSize(.xSmall)
                }
                .environment(\\.dynamicTypeSize, .accessibility3)
            }
            """, to: file)
        let layout = try run(["layout", file.path])
        #expect(layout.status == 0, "\(layout.stderr)")
        // At AX3 body is 40 pt: a line of 40 × 1.193359 = 47.73, 48 on the 3× pixel grid; caption is 32 pt:
        // 38.19 → 38.3333. Inside `.dynamicTypeSize(.xSmall)` body is 14 pt again: 16.71 → 16.6667 + ⅓ = 17.
        let heights = layout.stdout.components(separatedBy: "\"text\": ").dropFirst().count
        #expect(heights == 3)
        for (text, height) in [("Big", "48"), ("Small", "38.3333"), ("Tiny", "17")] {
            let entry = try #require(layout.stdout.components(separatedBy: "\"text\": \"\(text)\"").first?
                .components(separatedBy: "\"path\"").last)
            #expect(entry.contains("\"height\": \(height)\n"), "\(text): \(entry)")
        }
    }
}

/// A preview's own layout direction: `.environment(\.layoutDirection, …)` on a view, or on the `NavigationStack` that is
/// the screen, and read back by `@Environment(\.layoutDirection)`.
extension CLITests {
    @Test func aPreviewSetsItsOwnLayoutDirection() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Direction.swift")
        try write("""
            import SwiftUI
            struct Row: View {
                @Environment(\\.layoutDirection) var direction
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: direction == .rightToLeft ? 40 : 10, height: 40).id("a")
                        Color.blue.frame(width: 60, height: 40).id("b")
                    }
                }
            }
            #Preview("view") { Row().environment(\\.layoutDirection, .rightToLeft) }
            #Preview("stack") {
                NavigationStack { Row().navigationTitle("T") }
                    .environment(\\.layoutDirection, .rightToLeft)
            }
            """, to: file)
        let view = try run(["translate", file.path, "--preview", "view"])
        #expect(view.status == 0, "\(view.stderr)")
        #expect(view.stdout.contains(#""layoutDirection": "rightToLeft""#))
        // The view read the direction it is given: red is 40 wide. A 100-wide HStack centred on the 393-wide
        // screen: right to left, red at 206.5…246.5 and blue at 146.5…206.5.
        let layout = try run(["layout", file.path, "--preview", "view"])
        #expect(layout.status == 0, "\(layout.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let views = try #require(report["views"] as? [[String: Any]])
        func minX(_ id: String) -> Double? {
            (views.first { $0["id"] as? String == id }?["frame"] as? [String: Any])?["x"] as? Double
        }
        #expect(minX("a") == 206.5 && minX("b") == 146.5)
        // On the stack, the scene's direction: the bar's title trades sides too.
        let stack = try run(["translate", file.path, "--preview", "stack"])
        #expect(stack.status == 0, "\(stack.stderr)")
        #expect(stack.stdout.hasPrefix("{\n  \"layoutDirection\": \"rightToLeft\""), "\(stack.stdout)")
        // A stack that is one tab of a TabView sets its own content's direction, not the scene's.
        let tabs = dir.appendingPathComponent("Tabs.swift")
        try write("""
            import SwiftUI
            #Preview {
                TabView {
                    NavigationStack { Text("A") }
                        .environment(\\.layoutDirection, .rightToLeft)
                        .tabItem { Text("A") }
                    Text("B").tabItem { Text("B") }
                }
            }
            """, to: tabs)
        let tabScene = try run(["translate", tabs.path])
        #expect(tabScene.status == 0, "\(tabScene.stderr)")
        #expect(!tabScene.stdout.hasPrefix("{\n  \"layoutDirection\""), "\(tabScene.stdout)")
        #expect(tabScene.stdout.contains(#""layoutDirection": "rightToLeft""#), "\(tabScene.stdout)")
    }
}
