import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// With placeholders, what the front end cannot evaluate is drawn and warned about; without, it is an error.
@Suite struct PlaceholderTests {
    static let source = """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Hi \\(user.name)").id("greeting")
                    Gauge(value: 1) { }.id("gauge")
                    Chart { Text("row") }
                        .frame(height: 100)
                        .id("chart")
                    Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal).id("red")
                }
            }
        }
        #Preview { Screen() }
        """

    func scene(_ source: String, placeholders: Bool) throws -> SwiftScene {
        let file = try SwiftSourceFile(text: source, fileName: "P.swift")
        file.placeholders = placeholders
        return try file.scene(for: file.preview(matching: nil))
    }

    @Test func withoutTheFlagTheFirstUnsupportedConstructIsAnError() {
        #expect(throws: SwiftSourceError.self) { try scene(Self.source, placeholders: false) }
        do {
            _ = try scene(Self.source, placeholders: false)
        } catch let error as SwiftSourceError {
            #expect(error.kind == .undeclared && error.place.line == 4)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func eachUnevaluableConstructIsAWarningAtItsPlace() throws {
        let result = try scene(Self.source, placeholders: true)
        let places = result.warnings.map { "\($0.place.line):\($0.place.column)" }
        // user.name (a value), Gauge(…) and Chart { … } (views), .containerRelativeFrame (a modifier).
        #expect(places == ["4:24", "5:13", "6:13", "9:52"])
        #expect(result.warnings[1].message.hasPrefix("'Gauge(value: 1) { }' drawn as a placeholder"))
        #expect(result.warnings[3].message.hasPrefix("'.containerRelativeFrame(_:)' skipped"))
    }

    @Test func placeholdersAreSizedByTheirRule() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let loaded = try renderer.loadSwiftPreview(source: Self.source, fileName: "P.swift", placeholders: true)
        let views = try renderer.layoutReport(for: loaded).member("views")?.arrayValue ?? []
        func view(_ id: String) -> JSONValue? { views.first { $0.member("id")?.stringValue == id } }
        func size(_ id: String) -> [Double] {
            let frame = view(id)?.member("frame")
            return [frame?.member("width")?.doubleValue ?? .nan, frame?.member("height")?.doubleValue ?? .nan]
        }
        // A value shown as its source text.
        #expect(view("greeting")?.member("text")?.stringValue == "Hi ‹user.name›")
        // "Gauge(value: 1) { }" is 19 characters of 12-point JetBrains Mono, 0.6 em each: 136.8 + 2 × 8 = 152.8, rounded
        // up to the 3× pixel grid: 459 px = 153 pt wide; 44 tall.
        #expect(size("gauge") == [153, 44])
        #expect(view("gauge")?.member("placeholder")?.stringValue == "Gauge(value: 1) { }")
        // A container fills what it is offered: the safe area's width, 393 (the stack offers its own), and the frame's 100.
        #expect(size("chart") == [393, 100])
        #expect(view("chart")?.member("kind")?.stringValue == "Placeholder")
        // The skipped modifier leaves the view as it was.
        #expect(size("red") == [10, 10])
    }

    @Test func aPlaceholderIsDrawnWithItsBorderInk() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadScene(json: Array("""
            {"device": {"width": 100, "height": 60, "scale": 1},
             "body": {"Placeholder": {"label": "", "fills": true}, "modifiers": [{"frame": {"width": 80, "height": 40}}]}}
            """.utf8), baseDirectory: .init(fileURLWithPath: "."))
        let canvas = try renderer.render(renderer.layOut(scene))
        // The 80×40 frame is centred: x 10…90, y 10…50; its 1-point border is #D6249F, opaque.
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            let pixel = canvas.pixel(x: x, y: y)
            return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
        #expect(rgba(10, 30) == [0xD6, 0x24, 0x9F, 0xFF])
        // Outside it, the system background (white).
        #expect(rgba(5, 30) == [0xFF, 0xFF, 0xFF, 0xFF])
    }

    @Test func limitsAndSyntaxStayErrors() {
        #expect(throws: SwiftSourceError.self) { try scene("#Preview { VStack { Text(\"a\") }", placeholders: true) }
        #expect(throws: SwiftSourceError.self) {
            try scene("func f() -> Int { var n = 0\n while true { n += 1 }\n return n }\n#Preview { Text(\"\\(f())\") }",
                      placeholders: true)
        }
    }

    @Test func aViewThatContainsItselfEndsInAPlaceholder() throws {
        // As `NavigationLink(destination: Self())` does: SwiftUI never draws the destination; here the innermost
        // instance is drawn as a placeholder, with a warning.
        let result = try scene("""
            struct Page: View { var body: some View { VStack { Text("page"); Page() } } }
            #Preview { Page() }
            """, placeholders: true)
        #expect(result.json.serializedExactly().contains("\"Placeholder\""))
        #expect(result.warnings.contains { $0.message.hasPrefix("'Page()' drawn as a placeholder: recursion") })
    }
}
