import LoupeScene

/// A GeometryReader's frame in the screen's (global) space, once a layout has given it: what its proxy answers with
/// numbers (`proxy.size.width * 0.5`, `proxy.size.height > 200`, `proxy.frame(in: .global).minY`).
public struct GeometryFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The `id` a reader the front end needs laid out carries in a probe scene (`SwiftSourceFile.probesGeometry`).
    public static func probeID(_ key: String) -> String { GeometryProbe.id(key) }
}
