import Foundation
import LoupeRender
import Testing

@Suite struct GoldenTests {
    static let renderer = try! LoupeRenderer()

    @Test(arguments: BundledExamples.names)
    func exampleMatchesGolden(name: String) throws {
        let scene = try Self.renderer.loadBundledExample(named: name)
        let canvas = try Self.renderer.render(scene)
        let message = try Golden.mismatch(name: name, rgba: canvas.unpremultipliedRGBA(),
                                          width: canvas.width, height: canvas.height)
        #expect(message == nil, "\(name): \(message ?? "")")
    }

    @Test func everyExampleHasAGoldenAndViceVersa() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Repository.goldens.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
        #expect(goldens == BundledExamples.names)
    }

    @Test func renderingIsDeterministic() throws {
        let scene = try Self.renderer.loadBundledExample(named: "collision-stacking")
        #expect(try Self.renderer.pngData(for: scene) == Self.renderer.pngData(for: scene))
    }
}
