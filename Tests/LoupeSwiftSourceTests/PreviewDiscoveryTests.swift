import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// Previews are found as Xcode's canvas finds them: `#Preview` and `PreviewProvider`, inside `#if` blocks whose
/// conditions hold for an iOS debug build, with their traits.
@Suite struct PreviewDiscoveryTests {
    func file(_ text: String) throws -> SwiftSourceFile { try SwiftSourceFile(text: text, fileName: "P.swift") }

    func frame(of id: String, in scene: LoadedScene) throws -> [Double] {
        let renderer = try LoupeRenderer(threads: 1)
        let views = try renderer.layoutReport(for: scene).member("views")?.arrayValue ?? []
        let frame = views.first { $0.member("id")?.stringValue == id }?.member("frame")
        return ["x", "y", "width", "height"].map { frame?.member($0)?.doubleValue ?? .nan }
    }

    @Test func aPreviewProvidersViewsAreItsPreviews() throws {
        let source = try file("""
            struct Badge: View {
                var text = "New"
                var body: some View { Text(text) }
            }
            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Badge()
                        Badge(text: "Sale").previewDisplayName("Sale")
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """)
        #expect(source.previews.map(\.title) == ["Preview 1", "Sale"])
        #expect(source.previews.map(\.traits.description) == ["sizeThatFits", "sizeThatFits"])
        let scene = try source.scene(for: source.preview(matching: "Sale"))
        #expect(scene.json.member("body")?.member("Text")?.member("string")?.stringValue == "Sale")
        #expect(scene.json.member("sizing")?.stringValue == "sizeThatFits")
    }

    @Test func aForEachInPreviewsMakesOnePreviewPerView() throws {
        let source = try file("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    ForEach(["iPhone 15", "iPhone SE (3rd generation)"], id: \\.self) { name in
                        Text(name).previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
                    }
                }
            }
            """)
        #expect(source.previews.map(\.title) == ["iPhone 15", "iPhone SE (3rd generation)"])
        #expect(source.previews.map(\.traits.device) == ["iPhone 15", "iPhone SE (3rd generation)"])
    }

    @Test func previewsInsideCompileConditionsAreFoundForAnIOSDebugBuild() throws {
        let source = try file("""
            #if DEBUG
            #Preview("Debug") { Text("d") }
            #endif
            #if os(macOS)
            #Preview("Mac") { Text("m") }
            #elseif os(iOS) && !targetEnvironment(macCatalyst)
            #Preview("Phone") { Text("p") }
            #else
            #Preview("Other") { Text("o") }
            #endif
            #if canImport(UIKit)
            #Preview("UIKit") { Text("u") }
            #endif
            #if canImport(AppKit) || RELEASE
            #Preview("AppKit") { Text("a") }
            #endif
            """)
        #expect(source.previews.map(\.title) == ["Debug", "Phone", "UIKit"])
    }

    @Test func compileConditionsChooseStatementsAndMembersToo() throws {
        let source = try file("""
            struct Card: View {
                #if os(iOS)
                let title = "iOS"
                #else
                let title = "other"
                #endif
                var body: some View {
                    #if DEBUG
                    Text(title)
                    #else
                    Color.red
                    #endif
                }
            }
            #Preview { Card() }
            """)
        let scene = try source.scene(for: source.preview(matching: nil))
        #expect(scene.json.member("body")?.member("Text")?.member("string")?.stringValue == "iOS")
    }

    @Test func aBodyDeclaredInAnExtensionIsTheViews() throws {
        let source = try file("""
            struct Tag {
                let name: String
            }
            extension Tag: View {
                var body: some View { Text(name).padding(4) }
            }
            #Preview { Tag(name: "swift") }
            """)
        let scene = try source.scene(for: source.preview(matching: nil))
        #expect(scene.json.member("body")?.member("Text")?.member("string")?.stringValue == "swift")
    }

    @Test func sizeThatFitsDrawsTheViewAtItsOwnSize() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(source: """
            #Preview(traits: .sizeThatFitsLayout) {
                Color.red.frame(width: 120, height: 40).id("chip")
            }
            """)
        // No screen around it: the picture is the view, at the device's scale (3), with no safe area.
        #expect(scene.document.device.size == Size(width: 120, height: 40))
        #expect(scene.document.device.safeArea == .zero)
        #expect(try frame(of: "chip", in: scene) == [0, 0, 120, 40])
        let canvas = try renderer.render(renderer.layOut(scene))
        #expect(canvas.width == 360 && canvas.height == 120)
    }

    @Test func aFixedLayoutIsACanvasOfThatSize() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(source: """
            #Preview(traits: .fixedLayout(width: 300, height: 200)) {
                Color.red.frame(width: 100, height: 50).id("box")
            }
            """)
        // Centred in 300×200 with no safe area: x (300 − 100) / 2 = 100, y (200 − 50) / 2 = 75.
        #expect(try frame(of: "box", in: scene) == [100, 75, 100, 50])
    }

    @Test func landscapeTurnsTheDevice() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(source: """
            #Preview("Wide", traits: .landscapeLeft) { Color.red.frame(width: 100, height: 50).id("box") }
            """)
        // iPhone 15 landscape: 852×393, safe area 59 on each side and 21 at the bottom, so the safe rect is
        // 734×372 from (59, 0); the box is centred in it: x 59 + (734 − 100) / 2 = 376, y (372 − 50) / 2 = 161.
        #expect(scene.document.device.name == "iPhone 15 landscape")
        #expect(try frame(of: "box", in: scene) == [376, 161, 100, 50])
    }

    @Test func previewsListsTheTraits() throws {
        let source = try file("""
            #Preview("A", traits: .sizeThatFitsLayout, .landscapeRight) { Text("a") }
            #Preview(traits: .fixedLayout(width: 320.5, height: 100)) { Text("b") }
            """)
        #expect(source.previews.map(\.traits.description) == ["sizeThatFits, landscape", "fixed 320.5×100"])
    }
}
