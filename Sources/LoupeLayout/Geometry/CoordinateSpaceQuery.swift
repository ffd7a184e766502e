/// The coordinate space a frame or point is asked in (SwiftUI's `CoordinateSpace`, `layout.md` R6.1).
public enum CoordinateSpaceQuery: Sendable, Hashable {
    /// The view's own space: its frame is always `(0, 0, w, h)`.
    case local
    /// The screen, origin at its top-left corner inside the unsafe area.
    case global
    /// The nearest enclosing `coordinateSpace(name:)` with this name; global when none encloses the view (R6.3).
    case named(String)
}
