import LoupeCore
import LoupeScene

/// An axis of the plane: stacks lay out along one and align along the other.
enum Axis: Sendable, Hashable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A size proposal (`docs/layout.md#proposal-values`): per axis `nil` (ideal), `0` (minimum), `∞` (maximum) or a finite
/// value.
struct ProposedSize: Hashable, Sendable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) { self.width = width; self.height = height }

    /// A concrete proposal of exactly `size`.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// The proposal with `major` along `axis` and `minor` across it.
    init(major: Double?, minor: Double?, along axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    static let unspecified = ProposedSize(width: nil, height: nil)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The default leaf size: unspecified dimensions become 10 (`docs/layout.md#default-leaf-size`).
    var replacingUnspecifiedDimensions: Size { Size(width: width ?? 10, height: height ?? 10) }

    /// The proposal with NaN and negative components made harmless, so a cache key is always well defined.
    var sanitized: ProposedSize {
        ProposedSize(width: width.map(Self.sanitize), height: height.map(Self.sanitize))
    }

    private static func sanitize(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }
}

extension Size {
    /// The size with `major` along `axis` and `minor` across it.
    init(major: Double, minor: Double, along axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// The size with NaN and negative components replaced by zero; infinities (answers to `∞` probes) stay.
    var sanitized: Size {
        Size(width: width.isNaN || width < 0 ? 0 : width, height: height.isNaN || height < 0 ? 0 : height)
    }
}

extension Point {
    /// The point with `major` along `axis` and `minor` across it.
    init(major: Double, minor: Double, along axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: major, y: minor)
        case .vertical: self.init(x: minor, y: major)
        }
    }
}

extension Alignment {
    /// The offset that puts a child of size `child` at this alignment inside a box of size `box`
    /// (`docs/layout.md#alignment-guides`).
    func offset(placing child: Size, in box: Size) -> Point {
        Point(x: horizontal.value(in: box.width) - horizontal.value(in: child.width),
              y: vertical.value(in: box.height) - vertical.value(in: child.height))
    }
}

/// `min(max(value, low), high)`, SwiftUI's clamping order (a low bound above the high bound yields `high`).
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(max(value, low), high) }

/// A finite value, or `nil` for NaN and infinities: how the engine ignores unusable scene numbers.
func finiteOrNil(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}
