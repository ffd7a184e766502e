import LoupeCore
import LoupeDisplayList
import LoupeScene

extension SceneBackground {
    /// The first command of a scene's display list: the screen, safe area included, filled with the system
    /// background (white in light mode, black in dark), the scene's colour or gradient, or its background image.
    /// - Parameters:
    ///   - size: the screen in points.
    ///   - colorScheme: the scheme the system background and named colours follow.
    ///   - imagePath: where an image background is read from, given its path as the scene writes it (the renderer
    ///     resolves it against the scene's folder).
    public func command(size: Size, colorScheme: ColorScheme, imagePath: (String) -> String) -> DisplayCommand {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch self {
        case .system:
            return .fill(.rect(screen), .solid(colorScheme == .dark ? .black : .white))
        case .color(let value):
            return .fill(.rect(screen), resolve(value, scheme: colorScheme).paint(in: screen))
        case .image(let path):
            return .image(path: imagePath(path), origin: .zero)
        }
    }
}
