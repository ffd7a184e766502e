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

    /// Examples drawn in the other colour scheme (`--color-scheme`), unless a `-dark` variant (or, for a `-dark`
    /// example, its light original) already shows it. Their goldens are in `Goldens/dark/` or `Goldens/light/`.
    static let otherSchemeNames = BundledExamples.names.filter { name in
        if name.hasSuffix("-dark") { return !BundledExamples.names.contains(String(name.dropLast(5))) }
        return !BundledExamples.names.contains(name + "-dark")
    }

    @Test(arguments: otherSchemeNames)
    func exampleInTheOtherSchemeMatchesGolden(name: String) throws {
        let own = try Self.renderer.loadBundledExample(named: name).document.colorScheme
        let other: ColorScheme = own == .light ? .dark : .light
        let scene = try Self.renderer.loadBundledExample(named: name, overrides: RenderOverrides(colorScheme: other))
        let canvas = try Self.renderer.render(scene)
        let message = try Golden.mismatch(name: "\(other.rawValue)/\(name)", rgba: canvas.unpremultipliedRGBA(),
                                          width: canvas.width, height: canvas.height)
        #expect(message == nil, "\(name) in \(other.rawValue): \(message ?? "")")
    }

    @Test func everyExampleHasAGoldenAndViceVersa() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Repository.goldens.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
        #expect(goldens == BundledExamples.names)
        let otherScheme = try ["dark", "light"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Repository.goldens.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        }.sorted()
        #expect(otherScheme == Self.otherSchemeNames.sorted())
    }

    @Test func renderingIsDeterministic() throws {
        let scene = try Self.renderer.loadBundledExample(named: "collision-stacking")
        #expect(try Self.renderer.pngData(for: scene) == Self.renderer.pngData(for: scene))
    }
}
