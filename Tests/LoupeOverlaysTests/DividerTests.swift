import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `Divider()`: one device pixel across the stack it is in, in UIKit's separator colour.
@Suite struct DividerTests {
    static let scene = """
        {"device": "iPhone 15", "colorScheme": "SCHEME", "body": {"VStack": {"spacing": 0, "content": [
          {"Color": "red", "modifiers": [{"frame": {"height": 100}}]},
          {"Divider": {}, "id": "across"},
          {"HStack": {"spacing": 0, "content": [{"Color": "red"}, {"Divider": {}, "id": "upright"}, {"Color": "red"}]},
           "modifiers": [{"frame": {"height": 60}}]}
        ]}}}
        """

    @Test func aDividerIsOnePixelThickAlongItsStackAndFillsAcrossIt() throws {
        let (layout, _) = try painted(Self.scene.replacingOccurrences(of: "SCHEME", with: "light"))
        // Safe area 59…818 on an iPhone 15: the VStack is 100 + ⅓ + 60 tall, centred in the 759-pt space.
        let top = 59 + (759 - (160 + 1.0 / 3)) / 2
        let across = try #require(layout.node(id: "across")).frame
        #expect(abs(across.minY - (top + 100)) < 1e-9 && abs(across.height - 1.0 / 3) < 1e-12)
        #expect(across.minX == 0 && across.width == 393)
        // In the HStack: ⅓ wide, 60 tall, between two colours sharing (393 − ⅓) evenly.
        let upright = try #require(layout.node(id: "upright")).frame
        #expect(abs(upright.width - 1.0 / 3) < 1e-12 && upright.height == 60)
        #expect(abs(upright.minX - (393 - 1.0 / 3) / 2) < 1e-9)
    }

    @Test func itIsPaintedInTheSeparatorColourOfTheScheme() throws {
        for (scheme, colour) in [("light", RGBAColor(rgb8: 60, 60, 67, alpha: 0x49 / 255.0)),
                                 ("dark", RGBAColor(rgb8: 84, 84, 88, alpha: 0x99 / 255.0))] {
            let (layout, painter) = try painted(Self.scene.replacingOccurrences(of: "SCHEME", with: scheme))
            let frame = snappedToPixels(try #require(layout.node(id: "across")).frame, scale: 3)
            #expect(painter.displayList().commands.contains(.fill(.rect(frame), .solid(colour))))
        }
    }

    @Test func outsideAStackItIsAHorizontalLine() throws {
        let (layout, _) = try painted(#"{"device": "iPhone 15", "body": {"Divider": {}, "id": "d"}}"#)
        let frame = try #require(layout.node(id: "d")).frame
        #expect(frame.width == 393 && abs(frame.height - 1.0 / 3) < 1e-12)
    }

    /// A divider at y = 59 + 291.5 + 26⅓ + 12 + 20⅓ + 10 (419⅙, 1257.5 device pixels): its bottom edge comes out as
    /// 1258.4999…, so both edges round to 1258. It still draws one pixel row there.
    @Test func aFrameWhoseEdgesRoundAlikeStillDrawsOneRow() throws {
        let (layout, painter) = try painted("""
            {"device": "iPhone 15", "body": {"VStack": {"spacing": 0, "content": [
              {"Color": "red", "modifiers": [{"frame": {"height": 291.5}}]},
              {"Color": "red", "modifiers": [{"frame": {"height": 26.333333333333332}}]},
              {"Color": "red", "modifiers": [{"frame": {"height": 12}}]},
              {"Color": "red", "modifiers": [{"frame": {"height": 20.333333333333332}}]},
              {"Color": "red", "modifiers": [{"frame": {"height": 10}}]},
              {"Divider": {}, "id": "d"}]},
              "modifiers": [{"frame": {"maxHeight": "infinity", "alignment": "top"}}]}}
            """)
        #expect(abs(try #require(layout.node(id: "d")).frame.minY - (419 + 1.0 / 6)) < 1e-9)
        let rows = painter.displayList().commands.compactMap { command -> Rect? in
            if case .fill(.rect(let rect), .solid(let colour)) = command, colour.alpha < 1, rect.width == 393 { return rect }
            return nil
        }
        #expect(rows.count == 1)
        #expect(rows.first.map { abs($0.height - 1.0 / 3) < 1e-9 && abs($0.minY * 3 - 1258) < 1e-6 } == true)
    }
}
