import LoupeCore

/// A drop: something dragged from elsewhere is released at `at`. The drop target is the topmost `onDrop` view whose
/// frame contains the point; it receives the location in the space SwiftUI picks (see `docs/scene-format.md`).
public struct DropInteraction: Sendable, Hashable {
    /// Where the drop happens, in global points.
    public var at: Point
    /// Where this interaction stands in the scene, e.g. `interactions[2]`.
    public var path: String

    /// A drop at `at`, in global points.
    public init(at: Point, path: String = "interactions[0]") {
        self.at = at; self.path = path
    }
}
