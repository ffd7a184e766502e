import Foundation
import LoupeDiff
import LoupeGolden
import LoupeRender
import SnapshotTesting

/// The renderer the strategies share.
private let sharedRenderer = Result { () throws(LoupeRenderError) in try LoupeRenderer() }

extension Snapshotting where Value == LoadedScene, Format == Data {
    /// The scene, its interactions replayed, as a PNG compared exactly.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .loupeImage)
    /// ```
    public static var loupeImage: Snapshotting<LoadedScene, Data> { loupeImage() }

    /// The scene as a PNG, compared with `ImageDiff`: `threshold` (0 by default: exact), a budget of
    /// `maxDiffPixels` / `maxDiffRatio` (the stricter wins), `ignoring` pixel regions, or whole `options`.
    public static func loupeImage(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                                  ignoring: [PixelRegion] = [], options: DiffOptions = .exact,
                                  renderer: LoupeRenderer? = nil) -> Snapshotting<LoadedScene, Data> {
        Snapshotting(pathExtension: "png", diffing: .loupePNG(options: merged(options, threshold, maxDiffPixels,
                                                                          maxDiffRatio, ignoring))) { scene in
            pngSnapshot(renderer) { renderer in try renderer.pngData(for: scene) }
        }
    }
}

extension Snapshotting where Value == LaidOutScene, Format == Data {
    /// A laid-out scene (one moment of a replay) as a PNG compared exactly.
    public static var loupeImage: Snapshotting<LaidOutScene, Data> { loupeImage() }

    /// A laid-out scene as a PNG, compared as the scene strategy does.
    public static func loupeImage(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                                  ignoring: [PixelRegion] = [], options: DiffOptions = .exact,
                                  renderer: LoupeRenderer? = nil) -> Snapshotting<LaidOutScene, Data> {
        Snapshotting(pathExtension: "png", diffing: .loupePNG(options: merged(options, threshold, maxDiffPixels,
                                                                          maxDiffRatio, ignoring))) { laid in
            pngSnapshot(renderer) { renderer in try renderer.pngData(for: laid) }
        }
    }
}

extension Snapshotting where Value == Canvas, Format == Data {
    /// A canvas as a PNG compared exactly.
    public static var loupeImage: Snapshotting<Canvas, Data> { loupeImage() }

    /// A canvas as a PNG, compared as the scene strategy does.
    public static func loupeImage(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                                  ignoring: [PixelRegion] = [], options: DiffOptions = .exact) -> Snapshotting<Canvas, Data> {
        Snapshotting(pathExtension: "png", diffing: .loupePNG(options: merged(options, threshold, maxDiffPixels,
                                                                          maxDiffRatio, ignoring))) { canvas in
            let image = RGBAImage(width: canvas.width, height: canvas.height, rgba: canvas.unpremultipliedRGBA())!
            do {
                return Data(try ImageFile.encode(image))
            } catch {
                return Data("the canvas cannot be encoded: \(error)".utf8)
            }
        }
    }
}

/// `options` with the strategy's shorthand arguments laid over it.
private func merged(_ options: DiffOptions, _ threshold: Double?, _ maxDiffPixels: Int?, _ maxDiffRatio: Double?,
                    _ ignoring: [PixelRegion]) -> DiffOptions {
    var options = options
    if let threshold { options.threshold = threshold }
    if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
    if let maxDiffRatio { options.maxDiffRatio = maxDiffRatio }
    options.ignoredRegions += ignoring
    return options
}

/// The PNG `render` makes; the snapshot closure cannot throw, so an error becomes text that the diffing reports as
/// the failure.
private func pngSnapshot(_ renderer: LoupeRenderer?, _ render: (LoupeRenderer) throws -> [UInt8]) -> Data {
    do {
        return Data(try render(renderer ?? sharedRenderer.get()))
    } catch {
        return Data("the scene cannot be rendered: \(error)".utf8)
    }
}
