import LoupePNG
import LoupeRaster
import LoupeScene

/// What a picture reads besides its scene: the background image, the GridDragView arrangements stored for it and its
/// asset pictures. Checked before `layout` reports, so that it fails where `render` would.
enum SceneInputs {
    /// Checks every input of `scene` without drawing.
    static func validate(_ scene: LoadedScene) throws(LoupeRenderError) {
        try GridStoreCheck.validate(scene)
        try PictureFiles().validate(scene)
        if case .image(let path) = scene.document.background {
            _ = try backgroundImage(atPath: scene.resolvedPath(path), device: scene.document.device)
        }
    }

    /// The background image at `path` as a premultiplied canvas, for the display list's `image` command.
    static func backgroundCanvas(atPath path: String, device: Device) throws(LoupeRenderError) -> Canvas {
        let image = try backgroundImage(atPath: path, device: device)
        do {
            return try Canvas(straightRGBA: image.rgba, width: image.width, height: image.height)
        } catch {
            throw .badInput("background.image: \(error)")
        }
    }

    /// Reads the background image at `path` (resolved against the scene's folder) and checks it has exactly the
    /// output's pixel size.
    private static func backgroundImage(atPath path: String, device: Device) throws(LoupeRenderError) -> PNGImage {
        let image = try PNGFileReading.image(atPath: path, label: "background.image")
        guard image.width == device.pixelWidth, image.height == device.pixelHeight else {
            throw .badInput("background.image: \(path) is \(image.width)×\(image.height) pixels; "
                            + "the output is \(device.pixelWidth)×\(device.pixelHeight)")
        }
        return image
    }
}
