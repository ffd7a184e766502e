import Foundation
import LoupeDiff
import LoupeGolden
import LoupeRender

/// The renderer the assertions share: it holds the fonts and the glyph cache, and is safe across threads.
private let sharedRenderer = Result { () throws(LoupeRenderError) in try LoupeRenderer() }

/// Compares `scene` — its interactions replayed — with its golden picture and layout report.
///
/// ```swift
/// try assertGolden(of: scene, named: "content-area")          // __Snapshots__/<TestFile>/content-area.png
/// try assertGolden(of: scene, named: "dark", threshold: 0.1, maxDiffPixels: 20)
/// ```
///
/// Works under Swift Testing and XCTest. Goldens live beside the test file, in
/// `__Snapshots__/<test file name>/<name>.png` with `<name>.layout.json` beside it (add `exclude: ["__Snapshots__"]`
/// to the test target), or in `directory`. The comparison is exact unless the options say otherwise: the renderer's
/// fonts and rasteriser are pinned, so its pictures do not drift.
///
/// A mismatch is a recorded test failure, not a thrown error: its message names the views that moved, the number of
/// differing pixels and the paths of `<name>-expected.png`, `-actual.png` and `-diff.png`, written to
/// `LOUPE_ARTIFACTS` (default: `loupe-artifacts` in the temporary folder) and, under Swift Testing, attached to the
/// test (`swift test --attachments-path DIR` keeps them).
///
/// Record modes as `loupe-render check` has them: `record`, else `LOUPE_RECORD`, else `SNAPSHOT_TESTING_RECORD`, else
/// `LOUPE_RECORD_GOLDENS=1` (meaning `all`), else `never` when `CI` is set and `missing` when not. A golden recorded
/// under `missing` fails the test, so one that was never committed cannot pass CI; under `failed` and `all`
/// rewritten goldens are listed on standard error and pass.
///
/// - Parameters:
///   - scene: the scene to render, as `LoupeRenderer.loadScene(at:overrides:)` or `loadScene(json:…)` gives it.
///   - name: the golden's name; by default the test function's name (refused in a parameterized test, whose cases
///     would overwrite each other's golden).
///   - directory: the goldens folder, instead of `__Snapshots__/<test file name>/` beside the test.
///   - options: the comparison's base options (default `DiffOptions.exact`); `threshold`, `maxDiffPixels` and
///     `maxDiffRatio` override theirs.
///   - threshold: pixelmatch's colour threshold, 0 to 1 (0: any change counts).
///   - maxDiffPixels: how many differing pixels still pass.
///   - maxDiffRatio: what share of the pixels may differ and still pass, 0 to 1; with `maxDiffPixels`, the stricter
///     wins.
///   - ignoring: areas not counted, in points or pixels.
///   - compare: what decides: `GoldenComparison.both` (the pictures, with the layout changes listed),
///     `GoldenComparison.pixels`, or `GoldenComparison.layout` (the layout reports only, within
///     `layoutTolerance`; the pictures are not compared, so the test passes under another font rasteriser).
///   - layoutTolerance: how far, in points, a frame or readout may move and still match.
///   - variants: check the scene in each combination of colour schemes, devices, Dynamic Type sizes and layout directions
///     (`GoldenVariants`), each against its own golden, `<name>@dark@AX3`.
///   - ignoringViews: views left out — an id from `.id(…)`, a layout-report path, a kind (`ProgressView`) or a
///     `Text`'s string: their pixels are not counted and their layout changes are ignored. One that names no view
///     fails the test.
///   - record: the record mode, over the environment's (see above).
///   - renderer: the renderer to use; by default one shared by every assertion of the process.
///   - fileID: the calling file, for the failure's place (leave the default).
///   - filePath: the calling file's path: the goldens go beside it (leave the default).
///   - function: the calling test, the golden's default name (leave the default).
///   - line: the calling line, for the failure's place (leave the default).
///   - column: the calling column, for the failure's place (leave the default).
/// - Throws: ``GoldenAssertionError`` for errors of the test itself: a scene that cannot be rendered, an option out
///   of range, an unknown record mode, a golden that cannot be written.
public func assertGolden(
    of scene: LoadedScene, named name: String? = nil, in directory: URL? = nil, options: DiffOptions = .exact,
    threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, ignoring: [IgnoredArea] = [],
    compare: GoldenComparison = .both, layoutTolerance: Double = 0, ignoringViews: [String] = [],
    variants: GoldenVariants = GoldenVariants(),
    record: RecordMode? = nil, renderer: LoupeRenderer? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let renderer = try renderer ?? resolvedRenderer()
    let all = variants.all
    if all.count > 1 || all.first?.suffix.isEmpty == false {
        // Each variant is the scene reloaded with the variant laid over it, checked against `<name><suffix>`.
        let base = name ?? GoldenNames.sanitized(function)
        for variant in all {
            let varied: LoadedScene
            do {
                varied = try renderer.loadScene(document: scene.document, name: scene.name,
                                                baseDirectory: scene.baseDirectory, overrides: variant.overrides)
            } catch {
                throw GoldenAssertionError("assertGolden: the variant \(variant.suffix) of \(scene.name): \(error)")
            }
            try assertGolden(of: varied, named: base + variant.suffix, in: directory, options: options,
                             threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                             ignoring: ignoring, compare: compare, layoutTolerance: layoutTolerance,
                             ignoringViews: ignoringViews, record: record, renderer: renderer, fileID: fileID,
                             filePath: filePath, function: function, line: line, column: column)
        }
        return
    }
    try assertGolden(of: renderer.layOut(scene), named: name, in: directory, options: options, threshold: threshold,
                     maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, ignoring: ignoring, compare: compare,
                     layoutTolerance: layoutTolerance, ignoringViews: ignoringViews, record: record,
                     renderer: renderer, fileID: fileID, filePath: filePath, function: function, line: line,
                     column: column)
}

/// Compares a laid-out scene (for instance one moment of `LoupeRenderer.layOutEveryEvent(_:)`) with its golden,
/// as the overload for a `LoadedScene` does.
public func assertGolden(
    of laidOut: LaidOutScene, named name: String? = nil, in directory: URL? = nil, options: DiffOptions = .exact,
    threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, ignoring: [IgnoredArea] = [],
    compare: GoldenComparison = .both, layoutTolerance: Double = 0, ignoringViews: [String] = [],
    record: RecordMode? = nil, renderer: LoupeRenderer? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let renderer = try renderer ?? resolvedRenderer()
    let rendering: Rendering
    do {
        rendering = try renderer.rendering(of: laidOut)
    } catch {
        throw GoldenAssertionError("assertGolden: the scene \(laidOut.scene.name) cannot be rendered: \(error)")
    }
    try GoldenAssertion(name: name, directory: directory, options: options, threshold: threshold,
                        maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, ignoring: ignoring,
                        compare: compare, layoutTolerance: layoutTolerance,
                        masks: ignoringViews.map(ViewMask.init), record: record,
                        scale: laidOut.scene.document.device.scale, fileID: fileID, filePath: filePath,
                        function: function, line: line, column: column).run(rendering)
}

/// Compares a canvas (what `LoupeRenderer.render(_:)` returns) with its golden picture; there is no layout report
/// to compare, and areas in points are taken at scale 1.
public func assertGolden(
    of canvas: Canvas, named name: String? = nil, in directory: URL? = nil, options: DiffOptions = .exact,
    threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, ignoring: [IgnoredArea] = [],
    record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let rendering = Rendering(canvas: canvas)
    try GoldenAssertion(name: name, directory: directory, options: options, threshold: threshold,
                        maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, ignoring: ignoring, record: record,
                        scale: 1, fileID: fileID, filePath: filePath, function: function, line: line,
                        column: column).run(rendering)
}

private func resolvedRenderer() throws -> LoupeRenderer {
    do {
        return try sharedRenderer.get()
    } catch {
        throw GoldenAssertionError("assertGolden: \(error)")
    }
}
