import LoupeCore

/// What a GeometryReader's proxy knows, filled in when the reader places its content: its frame and the named
/// spaces it can name. Texts inside the reader that read it (`frameIn`) are measured only after that, because a
/// reader never consults its content to size itself, so their parents measure them during its placement.
final class GeometryProxyBox {
    /// The reader's global frame; `nil` until the reader is placed.
    private(set) var frame: Rect?
    /// The spaces the reader itself can name, nearest first (its own `coordinateSpace` modifiers included).
    private(set) var spaces: [NamedSpace] = []

    func update(frame: Rect, spaces: [NamedSpace]) {
        self.frame = frame
        self.spaces = spaces
    }

    /// `gp.frame(in: space)`: the lookup starts at the reader, so spaces declared inside it are not seen
    /// (`docs/layout.md#named-space-lookup`).
    func frame(in space: CoordinateSpaceQuery) -> Rect {
        space.express(frame ?? .zero, visibleSpaces: spaces)
    }
}
