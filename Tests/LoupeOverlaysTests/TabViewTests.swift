import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `TabView`: the shown tab above a 49-point bar that reaches the screen's bottom over the home indicator's inset.
@Suite struct TabViewTests {
    static let scene = """
        {"device": "iPhone 15", "body": {"TabView": {"selection": 1, "content": [
          {"Text": "One", "modifiers": [{"tabItem": {"title": "One", "systemImage": "house"}}]},
          {"Color": "red", "id": "two", "modifiers": [{"tabItem": {"title": "Two", "systemImage": "gearshape"}}]}
        ]}, "id": "tabs"}}
        """

    @Test func theShownTabFillsTheSpaceAboveTheBar() throws {
        let (layout, _) = try painted(Self.scene)
        // The tab view takes the safe area (59…818); the bar is the 49 points above its bottom, so the shown tab (the
        // second: a colour, which fills what it is offered) is 759 − 49 = 710 tall.
        #expect(try #require(layout.node(id: "tabs")).frame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(try #require(layout.node(id: "two")).frame == Rect(x: 0, y: 59, width: 393, height: 710))
        // Only the shown tab is laid out.
        #expect(try #require(layout.node(id: "tabs")).children.count == 1)
    }

    @Test func theBarIs49PointsPlusTheHomeIndicatorWithOneItemATab() throws {
        let (_, painter) = try painted(Self.scene)
        let commands = painter.displayList().commands
        // The bar's material from 818 − 49 = 769 to the screen's bottom, 852: 83 points.
        #expect(commands.contains(.material(.rect(Rect(x: 0, y: 769, width: 393, height: 83)), .regularLight)))
        let runs = commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let titles = runs.filter { $0.font.family == .text && ["One", "Two"].contains($0.string) }
        // Each item is centred in its half; the shown one (the second) in the tint, the other grey; 10-point titles.
        #expect(titles.map(\.string) == ["One", "Two"])
        #expect(titles.map(\.paint) == [.solid(RGBAColor(rgb8: 142, 142, 147)), .solid(RGBAColor(rgb8: 0, 122, 255))])
        #expect(titles.allSatisfy { $0.font.size == 10 && $0.font.weight == .medium })
        let symbols = runs.filter { $0.font.family == .symbols }
        #expect(symbols.count == 2 && abs(symbols[0].origin.x - (393.0 / 4 - 15)) < 1e-9 && abs(symbols[1].origin.x - (393.0 * 3 / 4 - 15)) < 1e-9)
    }
}
