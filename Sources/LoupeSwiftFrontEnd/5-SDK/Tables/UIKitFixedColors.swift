import LoupeJSON

/// UIKit's colours that do not follow the appearance (`UIColor.lightGray`, `.brown`), with the components UIKit's
/// documentation gives them; the dynamic ones (`systemRed`, `label`) are the scene's named colours instead.
enum UIKitFixedColors {
    /// Red, green, blue and alpha of each, in sRGB.
    static let components: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    /// The colour `UIColor.name` is, as the scene writes an explicit colour; nil for another name.
    static func color(_ name: String) -> JSONValue? {
        guard let (red, green, blue, alpha) = components[name] else { return nil }
        return .object(JSONObject([
            .init(key: "red", value: .number(red)), .init(key: "green", value: .number(green)),
            .init(key: "blue", value: .number(blue)), .init(key: "opacity", value: .number(alpha)),
        ]))
    }
}
