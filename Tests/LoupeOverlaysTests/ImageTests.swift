import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `Image`: its own size or, resizable, the size offered; `aspectRatio` fitting or filling with a ratio; an asset's
/// stand-in. Frames are on an iPhone 15 (safe area 59…818) and worked out by hand.
@Suite struct ImageTests {
    func frame(_ body: String, _ id: String = "i") throws -> Rect {
        let (layout, _) = try painted(#"{"device": "iPhone 15", "body": \#(body)}"#)
        return try #require(layout.node(id: id)).frame
    }

    @Test func aPictureIsItsOwnSizeWhateverItIsOffered() throws {
        let picture = try frame(#"{"ZStack": [{"Image": {"name": "p", "size": [120, 80]}, "id": "i"}], "modifiers": [{"frame": {"width": 50, "height": 50}}]}"#)
        #expect(picture.size == Size(width: 120, height: 80))
        // A picture whose file could not be read takes no space, as SwiftUI's missing image.
        #expect(try frame(#"{"Image": {"name": "p"}, "id": "i"}"#).size == .zero)
    }

    @Test func aResizableImageTakesWhatItIsOffered() throws {
        let resized = try frame(#"{"Image": {"name": "p", "size": [120, 80], "resizable": true}, "id": "i", "modifiers": [{"frame": {"width": 200, "height": 100}}]}"#)
        #expect(resized.size == Size(width: 200, height: 100))
    }

    @Test func aspectRatioFitsOrFillsWithTheImagesOwnRatio() throws {
        // 120 × 80 is 1.5 : 1. In 300 × 100, fitting gives 150 × 100 and filling 300 × 200, centred in the frame.
        func image(_ mode: String) throws -> Rect {
            try frame(#"{"Image": {"name": "p", "size": [120, 80], "resizable": true}, "id": "i", "modifiers": [{"aspectRatio": {"contentMode": "\#(mode)"}}, {"frame": {"width": 300, "height": 100}}]}"#)
        }
        let fit = try image("fit"), fill = try image("fill")
        #expect(fit.size == Size(width: 150, height: 100) && fill.size == Size(width: 300, height: 200))
        #expect(fit.midX == fill.midX && fit.midY == fill.midY && fit.midX == 196.5)
    }

    @Test func anExplicitRatioAppliesToAnyView() throws {
        // Colour offered 300 × 300 at 2 : 1 fits as 300 × 150; offered only a width, it takes that width and half as tall.
        let color = try frame(#"{"ZStack": [{"Color": "red", "id": "i", "modifiers": [{"aspectRatio": {"ratio": 2}}]}], "modifiers": [{"frame": {"width": 300, "height": 300}}]}"#)
        #expect(color.size == Size(width: 300, height: 150))
        let inStack = try frame(#"{"VStack": [{"Color": "red", "id": "i", "modifiers": [{"aspectRatio": {"ratio": 2}}]}], "modifiers": [{"frame": {"width": 300}}, {"fixedSize": {"vertical": true}}]}"#)
        #expect(inStack.size == Size(width: 300, height: 150))
    }

    @Test func aResizableSymbolScaledToFitIsTheSquareOfItsWidth() throws {
        let symbol = try frame(#"{"Image": {"systemName": "star.fill", "resizable": true}, "id": "i", "modifiers": [{"aspectRatio": {"contentMode": "fit"}}, {"frame": {"width": 24}}]}"#)
        #expect(symbol.size == Size(width: 24, height: 24))
    }

    @Test func aPictureIsDrawnAsAGreyStandIn() throws {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": {"Image": {"name": "p", "size": [90, 60]}, "id": "i"}}"#)
        let frame = snappedToPixels(try #require(layout.node(id: "i")).frame, scale: 3)
        let commands = painter.displayList().commands
        // systemGray5 (#E5E5EA) over the frame, and the image glyph, 30 points (half the height), centred.
        #expect(commands.first == .fill(.rect(frame), .solid(RGBAColor(rgb8: 229, 229, 234))))
        guard case .text(let glyph)? = commands.last else { Issue.record("no glyph"); return }
        #expect(glyph.font == .symbols(size: 30) && glyph.string == "\u{E3F4}")
        #expect(glyph.origin == Point(x: frame.midX - 15, y: frame.midY + 15))
    }

    @Test func badValuesAreRefusedWhereTheyStand() {
        for body in [#"{"Image": {"name": "p", "size": [-1, 3]}}"#, #"{"Image": {"systemName": "a", "name": "p"}}"#, #"{"Image": {}}"#,
                     #"{"Color": "red", "modifiers": [{"aspectRatio": {"ratio": 0}}]}"#,
                     #"{"Color": "red", "modifiers": [{"aspectRatio": {"contentMode": "stretch"}}]}"#] {
            #expect(throws: (any Error).self) { _ = try SceneDecoding.decode(#"{"body": \#(body)}"#) }
        }
    }
}
