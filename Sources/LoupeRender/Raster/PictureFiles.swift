import LoupeCore
import LoupeFiles
import LoupePNG
import LoupeRaster
import LoupeScene

/// The PNG files of asset-catalog pictures, read once per render however many times they are drawn.
final class PictureFiles: @unchecked Sendable {
    private let lock = PlainLock()
    private var canvases: [String: Canvas] = [:]

    /// The picture at `path` (absolute) as a premultiplied canvas of its own size.
    func canvas(atPath path: String) throws -> Canvas {
        lock.lock()
        defer { lock.unlock() }
        if let cached = canvases[path] { return cached }
        let canvas = try Self.read(path)
        canvases[path] = canvas
        return canvas
    }

    /// Reads every picture file of `scene`'s views (the layers of overlays and backgrounds included), so that `layout`
    /// fails where `render` would.
    func validate(_ scene: LoadedScene) throws(LoupeRenderError) {
        func visit(_ view: ViewNode) throws(LoupeRenderError) {
            if case .image(let spec) = view.kind, case .asset(_, _, let file?) = spec.source {
                _ = try Self.read(scene.resolvedPath(file))
            }
            for child in view.kind.children { try visit(child) }
            for case .overlay(_, .view(let layer)) in view.modifiers { try visit(layer) }
            for case .background(_, .view(let layer)) in view.modifiers { try visit(layer) }
        }
        try visit(scene.document.body)
    }

    private static func read(_ path: String) throws(LoupeRenderError) -> Canvas {
        let image = try PNGFileReading.image(atPath: path, label: "Image")
        do {
            return try Canvas(straightRGBA: image.rgba, width: image.width, height: image.height)
        } catch {
            throw .badInput("Image: '\(path)': \(error)")
        }
    }
}
