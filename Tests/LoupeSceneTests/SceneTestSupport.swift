import Testing
@testable import LoupeScene

/// Decodes a whole scene written as JSON text.
func decodeScene(_ json: String) throws -> SceneDocument {
    try SceneDecoding.decode(json)
}

/// Decodes `{"body": <view>}` and returns the body.
func decodeBody(_ viewJSON: String) throws -> ViewNode {
    try SceneDecoding.decode("{\"body\": \(viewJSON)}").body
}

/// The modifiers of `{"Color": "red", "modifiers": [<modifiers>]}`.
func decodeModifiers(_ modifiersJSON: String) throws -> [Modifier] {
    try decodeBody("{\"Color\": \"red\", \"modifiers\": [\(modifiersJSON)]}").modifiers
}

/// The error message a scene produces, in its `"<path>: <message>"` form, or `nil` when it decodes.
func sceneError(_ json: String, fileName: String = "scene.json") -> String? {
    do {
        _ = try SceneDecoding.decode(json, fileName: fileName)
        return nil
    } catch {
        return error.description
    }
}

/// The error of `{"body": <view>}`.
func bodyError(_ viewJSON: String) -> String? { sceneError("{\"body\": \(viewJSON)}") }

/// The error of `{"Color": "red", "modifiers": [<modifiers>]}` as the body.
func modifierError(_ modifiersJSON: String) -> String? {
    bodyError("{\"Color\": \"red\", \"modifiers\": [\(modifiersJSON)]}")
}
