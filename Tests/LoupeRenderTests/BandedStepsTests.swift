import LoupeCore
import LoupeDisplayList
import Testing
@testable import LoupeRender

/// How a display list is cut for drawing in bands: materials and images on the whole canvas, the rest in bands.
@Suite struct BandedStepsTests {
    private let fill = DisplayCommand.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))
    private let material = DisplayCommand.material(.rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                                                   Material(blurRadius: 24, tints: []))
    private let image = DisplayCommand.image(path: "shot.png", origin: Point(x: 0, y: 0))

    @Test func materialsAndImagesAreDrawnWholeBetweenRunsInBands() throws {
        let commands = [fill, fill, material, fill, .pushClip(Rect(x: 0, y: 0, width: 5, height: 5)), fill, .popClip,
                        image, material]
        let steps = try #require(BandedSteps(commands)).steps
        #expect(steps == [.inBands(0..<2), .whole(2), .inBands(3..<7), .whole(7), .whole(8)])
    }

    @Test func aListWithoutMaterialsIsOneRunInBands() throws {
        #expect(try #require(BandedSteps([fill, .beginLayer, fill, .endLayer(opacity: 0.5)])).steps == [.inBands(0..<4)])
        #expect(try #require(BandedSteps([])).steps == [])
    }

    /// A band's clip or layer covers its own rows only, so what must see every band cannot be drawn inside one.
    @Test func aMaterialOrImageInsideAClipOrLayerKeepsTheListOnOneThread() {
        #expect(BandedSteps([.pushClip(Rect(x: 0, y: 0, width: 5, height: 5)), material, .popClip]) == nil)
        #expect(BandedSteps([.beginLayer, image, .endLayer(opacity: 1)]) == nil)
    }
}
