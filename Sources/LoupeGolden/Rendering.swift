import LoupeDiff
import LoupeRender

/// A rendering to compare with a golden: its pixels, its PNG bytes and (for a scene) its layout report.
public struct Rendering: Sendable {
    /// The pixels, straight RGBA8.
    public var image: RGBAImage
    /// The same pixels as the PNG a golden is written as.
    public var png: [UInt8]
    /// The `layout` report, compared with the golden's `.layout.json`; `nil` for a bare canvas.
    public var layout: JSONValue?

    public init(image: RGBAImage, png: [UInt8], layout: JSONValue?) {
        self.image = image; self.png = png; self.layout = layout
    }
}

extension LoupeRenderer {
    /// Renders `laid` for a golden comparison: pixels, PNG and layout report from one replay.
    public func rendering(of laid: LaidOutScene) throws(LoupeRenderError) -> Rendering {
        let canvas = try render(laid)
        let image = RGBAImage(width: canvas.width, height: canvas.height, rgba: canvas.unpremultipliedRGBA())!
        return Rendering(image: image, png: try ImageFile.encode(image), layout: try layoutReport(for: laid))
    }

    /// Renders `scene` for a golden comparison.
    public func rendering(of scene: LoadedScene) throws(LoupeRenderError) -> Rendering {
        try rendering(of: layOut(scene))
    }

    /// A bare canvas for a golden comparison (no layout report).
    public func rendering(of canvas: Canvas) throws(LoupeRenderError) -> Rendering {
        let image = RGBAImage(width: canvas.width, height: canvas.height, rgba: canvas.unpremultipliedRGBA())!
        return Rendering(image: image, png: try ImageFile.encode(image), layout: nil)
    }
}
