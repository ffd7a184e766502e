import LoupeCore
import LoupeScene

/// The coordinate space a frame or point is asked in (SwiftUI's `CoordinateSpace`,
/// `docs/layout.md#local-global-and-named`).
public enum CoordinateSpaceQuery: Sendable, Hashable {
    /// The view's own space: its frame is always `(0, 0, w, h)`.
    case local
    /// The screen, origin at its top-left corner inside the unsafe area.
    case global
    /// The nearest enclosing `coordinateSpace(name:)` with this name; global when none encloses the view.
    case named(String)

    /// The query a scene's `frameIn` asks.
    public init(_ space: GeometryFrameSpace) {
        switch space {
        case .local: self = .local
        case .global: self = .global
        case .named(let name): self = .named(name)
        }
    }

    /// The global origin of this space as seen from a view with global frame `frame` that can name
    /// `visibleSpaces` (nearest first): the first space of the name, or the screen's origin when none has it.
    func origin(seenFrom frame: Rect, visibleSpaces: [NamedSpace]) -> Point {
        switch self {
        case .global: return .zero
        case .local: return frame.origin
        case .named(let name): return visibleSpaces.first { $0.name == name }?.origin ?? .zero
        }
    }

    /// `frame` expressed in this space.
    func express(_ frame: Rect, visibleSpaces: [NamedSpace]) -> Rect {
        let origin = origin(seenFrom: frame, visibleSpaces: visibleSpaces)
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
