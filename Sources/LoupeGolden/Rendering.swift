import LoupeDiff
import LoupeRender
import LoupeJSON

/// A rendering to compare with a golden: its pixels and (for a scene) its layout report. Its PNG is made only when a
/// golden or an artifact is written: a rendering that matches its golden is never encoded.
public struct Rendering: Sendable {
    /// The pixels, straight RGBA8.
    public var image: RGBAImage
    /// The `layout` report, compared with the golden's `.layout.json`; `nil` for a bare canvas.
    public var layout: JSONValue?

    /// A rendering from its straight-alpha pixels and its layout report (`nil` for a bare canvas).
    public init(image: RGBAImage, layout: JSONValue?) {
        self.image = image; self.layout = layout
    }

    /// The pixels as the PNG a golden is written as (deterministic).
    public func png() throws(LoupeRenderError) -> [UInt8] { try ImageFile.encode(image) }

    /// The layout report as a golden `<name>.layout.json` holds it, ending in a line feed; `nil` for a bare canvas.
    public var layoutBytes: [UInt8]? { layout.map { Array(($0.serialized() + "\n").utf8) } }
}

extension LoupeRenderer {
    /// Renders `laid` for a golden comparison: pixels and layout report from one replay.
    public func rendering(of laid: LaidOutScene) throws(LoupeRenderError) -> Rendering {
        let canvas = try render(laid)
        let image = RGBAImage(width: canvas.width, height: canvas.height, rgba: canvas.unpremultipliedRGBA())!
        return Rendering(image: image, layout: try layoutReport(for: laid))
    }

    /// Renders `scene` for a golden comparison.
    public func rendering(of scene: LoadedScene) throws(LoupeRenderError) -> Rendering {
        try rendering(of: layOut(scene))
    }
}

extension Rendering {
    /// A bare canvas for a golden comparison (no layout report).
    public init(canvas: Canvas) {
        self.init(image: RGBAImage(width: canvas.width, height: canvas.height, rgba: canvas.unpremultipliedRGBA())!,
                  layout: nil)
    }
}
