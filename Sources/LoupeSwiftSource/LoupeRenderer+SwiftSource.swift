#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

extension LoupeRenderer {
    /// A preview of SwiftUI source, loaded as a JSON scene is: usable with `render`, `layoutReport` and
    /// `assertGolden` like any `LoadedScene`.
    ///
    /// ```swift
    /// let scene = try renderer.loadSwiftPreview(fromFile: "Sources/App/ContentView.swift", preview: "Samples")
    /// try assertGolden(of: scene, named: "content-samples")
    /// ```
    /// - Parameters:
    ///   - path: The Swift file.
    ///   - preview: A `#Preview`'s name or a 1-based number; nil for the first.
    ///   - module: The folder of the file's module; nil for the SwiftPM target or app folder that holds it.
    ///   - placeholders: Draw what cannot be evaluated as placeholders (warnings instead of errors).
    ///   - overrides: Device, scale and colour scheme laid over the scene, as on the command line.
    /// - Throws: `LoupeRenderError.badInput` with the `file:line:column` message of a `SwiftSourceError`.
    public func loadSwiftPreview(fromFile path: String, preview: String? = nil, module: String? = nil,
                                 placeholders: Bool = false,
                                 overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        let file: SwiftSourceFile
        do { file = try SwiftSourceFile(contentsOf: path) } catch { throw error.exitCode == 74 ? .io(error.description) : .badInput(error.description) }
        file.module = module.map { SwiftModule(directory: $0, origin: "module") } ?? SwiftModule.containing(path)
        file.placeholders = placeholders
        return try loadSwiftPreview(file, preview: preview, overrides: overrides,
                                    baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// A preview of SwiftUI source given as text (see ``LoupeRender/LoupeRenderer/loadSwiftPreview(fromFile:preview:module:placeholders:overrides:)``).
    public func loadSwiftPreview(source text: String, fileName: String = "Preview.swift", preview: String? = nil,
                                 placeholders: Bool = false,
                                 overrides: RenderOverrides = RenderOverrides()) throws(LoupeRenderError) -> LoadedScene {
        let file: SwiftSourceFile
        do { file = try SwiftSourceFile(text: text, fileName: fileName) } catch { throw .badInput(error.description) }
        file.placeholders = placeholders
        return try loadSwiftPreview(file, preview: preview, overrides: overrides,
                                    baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    private func loadSwiftPreview(_ file: SwiftSourceFile, preview: String?, overrides: RenderOverrides,
                                  baseDirectory: URL) throws(LoupeRenderError) -> LoadedScene {
        // The body reads the scheme the picture is drawn in; a GeometryReader whose content computes with its frame
        // is laid out first, and the preview translated again with it (docs/swift-source.md#geometryreader).
        file.colorScheme = overrides.colorScheme?.rawValue
        file.probesGeometry = true
        for pass in 0...GeometryProbe.maximumPasses + 1 {
            let scene: SwiftScene
            let document: SceneDocument
            do {
                let chosen = try file.preview(matching: preview)
                scene = try file.scene(for: chosen)
                document = try scene.document()
            } catch {
                throw .badInput(error.description)
            }
            var stem = file.fileName.split(separator: "/").last.map(String.init) ?? file.fileName
            if stem.hasSuffix(".swift") { stem.removeLast(6) }
            let name = file.previews.count == 1 ? stem : "\(stem)-\(scene.preview.fileSafeName)"
            let loaded = try loadScene(document: document, name: name, baseDirectory: baseDirectory, overrides: overrides)
            if scene.pendingGeometry.isEmpty || !file.probesGeometry { return loaded }
            guard pass < GeometryProbe.maximumPasses, let frames = geometryProbeFrames(scene.pendingGeometry, in: loaded) else {
                // The readers are not in the probe's layout (a placeholder took their place), or their frames do not
                // settle: translated once more without probing, the proxy stays a layout-time value.
                file.probesGeometry = false
                file.geometryFrames = [:]
                continue
            }
            for (key, frame) in frames {
                file.geometryFrames[key] = GeometryFrame(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        throw .badInput("\(file.fileName): the frames of its GeometryReaders did not settle")
    }
}
