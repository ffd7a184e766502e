import LoupeJSON
/// Reads scene files. See `docs/scene-format.md` for the format and the limits.
///
/// ```swift
/// do {
///     let scene = try SceneDecoding.decode(bytes, fileName: "scene.json")
/// } catch {
///     print(error)  // body.content[2].modifiers[0].frame.width: expected a number or "infinity", found "wide"
/// }
/// ```
public enum SceneDecoding {
    /// Decodes a scene from the bytes of a JSON file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 JSON.
    ///   - fileName: names the file in syntax errors (`scene.json:3:14: …`) and in size errors.
    /// - Returns: The decoded scene.
    /// - Throws: A ``SceneError`` naming the first problem: a JSON syntax error, an input over the size limit, or a
    ///   value the scene format does not allow.
    public static func decode(_ bytes: [UInt8], fileName: String = "scene.json") throws(SceneError) -> SceneDocument {
        try decode(parse(bytes, fileName: fileName))
    }

    /// Decodes a scene from JSON text.
    public static func decode(_ text: String, fileName: String = "scene.json") throws(SceneError) -> SceneDocument {
        try decode(Array(text.utf8), fileName: fileName)
    }

    /// Decodes a scene from an already parsed JSON value.
    public static func decode(_ json: JSONValue) throws(SceneError) -> SceneDocument {
        var decoder = SceneDecoder()
        return try decoder.document(json)
    }

    /// Checks one view's own parameters and modifiers as a scene would decode them, before the scene around it exists
    /// (a front end reports a value the format refuses where it makes it). `json` is the view object; errors name
    /// places under `path`. Checks that need the whole scene (unique ids, an enclosing reader) are left to ``decode(_:)``.
    public static func checkView(_ json: JSONValue, path: String) throws(SceneError) {
        var decoder = SceneDecoder()
        // A Text that reads its reader's frame or a drag is checked where the scene gives it those.
        decoder.geometryReaderDepth = 1
        decoder.draggableDepth = 1
        _ = try decoder.view(LocatedValue(value: json, path: path), depth: 1)
    }

    /// Reads a persisted-offset store in the shape of the scene's `defaults` (`{"<namespace>.<key>": [w, h]}`),
    /// as `--defaults FILE` holds it. Errors name entries as `defaults["debug.tracker"]`.
    public static func decodeDefaults(_ bytes: [UInt8],
                                      fileName: String = "defaults.json") throws(SceneError) -> [String: [Double]] {
        let json = try parse(bytes, fileName: fileName)
        return try DefaultsDecoding.defaults(LocatedValue(value: json, path: "defaults"))
    }

    /// Checks that a device can be rendered: an integer scale in 1…4, a whole number of pixels per side and a
    /// canvas of at most 8192×8192 pixels. Decoding checks the scene's device; call this again after replacing
    /// the device or its scale (for example from command-line flags).
    public static func checkDevice(_ device: Device, path: String = "device") throws(SceneError) {
        try DeviceDecoding.check(device, path: path)
    }

    /// Parses JSON, turning syntax errors into scene errors at `file:line:column`.
    private static func parse(_ bytes: [UInt8], fileName: String) throws(SceneError) -> JSONValue {
        if bytes.count > SceneLimits.maximumInputSize {
            throw SceneError(path: fileName, message: "the file is \(bytes.count) bytes; the limit is "
                             + "\(SceneLimits.maximumInputSize) bytes (8 MiB)")
        }
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw SceneError(path: "\(fileName):\(error.line):\(error.column)", message: error.message)
        }
    }
}
