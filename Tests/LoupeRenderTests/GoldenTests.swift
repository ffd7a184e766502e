import Foundation
import LoupeRender
import LoupeTestSupport
import LoupeTesting
import Testing

/// Every example against its golden in `Goldens/`, with the library's own `assertGolden`: exact, and a failure names
/// the views that moved. Re-record with `LOUPE_RECORD=failed swift test --filter GoldenTests` (or
/// `LOUPE_RECORD_GOLDENS=1`), then look at every picture before committing it.
@Suite struct GoldenTests {
    static let renderer = try! LoupeRenderer()

    @Test(arguments: BundledExamples.names)
    func exampleMatchesGolden(name: String) throws {
        let scene = try Self.renderer.loadBundledExample(named: name)
        try assertGolden(of: scene, named: name, in: Repository.goldens, renderer: Self.renderer)
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
        try assertGolden(of: scene, named: name, in: Repository.goldens.appendingPathComponent(other.rawValue),
                         renderer: Self.renderer)
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
