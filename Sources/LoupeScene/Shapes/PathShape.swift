import LoupeCore

/// A length in a path that follows the size of the frame the path is drawn in: `points + width × w + height × h`,
/// where `w` and `h` are the frame's width and height (`docs/scene-format.md#path`).
public struct PathLength: Sendable, Hashable {
    /// The part that does not depend on the frame.
    public var points: Double
    /// How much of the frame's width it adds.
    public var width: Double
    /// How much of the frame's height it adds.
    public var height: Double

    /// `points + width × w + height × h`.
    public init(points: Double = 0, width: Double = 0, height: Double = 0) {
        self.points = points; self.width = width; self.height = height
    }

    /// The length in a frame of `size`.
    public func resolved(in size: Size) -> Double { points + width * size.width + height * size.height }
}

/// A point of a path: its x and y, each following the frame (``PathLength``), from the frame's top-leading corner.
public struct PathPoint: Sendable, Hashable {
    public var x: PathLength
    public var y: PathLength

    /// A point from its two lengths.
    public init(x: PathLength, y: PathLength) { self.x = x; self.y = y }

    /// The point in a frame of `size`, from its top-leading corner.
    public func resolved(in size: Size) -> Point { Point(x: x.resolved(in: size), y: y.resolved(in: size)) }
}

/// One element of a path, as SwiftUI's `Path.Element`: arcs, ellipses and rounded rectangles are written as
/// curves.
public enum PathElement: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case move(to: PathPoint)
    /// A straight line to the point.
    case line(to: PathPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: PathPoint, control: PathPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: PathPoint, control1: PathPoint, control2: PathPoint)
    /// Closes the subpath with a line back to its start.
    case closeSubpath
}

/// A custom shape: SwiftUI's `Path`, or a `Shape` whose `path(in:)` the front end read, as elements whose points
/// follow the frame.
public struct PathShape: Sendable, Hashable {
    /// The most elements a path may have.
    public static let maximumElements = 10_000

    /// The elements in order.
    public var elements: [PathElement]

    /// A path of `elements`.
    public init(_ elements: [PathElement]) { self.elements = elements }
}
