/// The parts of a frame timed separately, in drawing order.
public enum Phase: String, CaseIterable, Hashable, Sendable {
    /// Filling the canvas with opaque white.
    case clear
    case rects
    case roundedRects = "rrects"
    case crosshairs
    case text
}
