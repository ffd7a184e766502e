import Foundation
import Testing
import LoupeRender

/// `layOutAndEncode`: the picture and the laid-out scene of the two separate steps, whatever the thread count.
@Suite struct LayOutAndEncodeTests {
    /// Examples with materials, with drags and drops replayed, and with a GridDragView in flight.
    static let examples = ["collision-stacking", "coordinate-spaces", "grid-drag-in-flight"]

    @Test(arguments: examples)
    func givesThePictureAndLayoutOfTheTwoSteps(_ name: String) throws {
        let reference = try LoupeRenderer(threads: 1)
        let scene = try reference.loadBundledExample(named: name)
        let expectedPNG = try reference.pngData(for: reference.layOut(scene))
        let expectedReport = try reference.layoutReport(for: reference.layOut(scene)).serialized()
        for threads in [1, 2, 3] {
            let renderer = try LoupeRenderer(threads: threads)
            let (laid, png) = try renderer.layOutAndEncode(renderer.loadBundledExample(named: name))
            #expect(png == expectedPNG, "\(name) on \(threads) threads")
            #expect(try renderer.layoutReport(for: laid).serialized() == expectedReport, "\(name) on \(threads) threads")
        }
    }
}
