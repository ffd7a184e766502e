import LoupeCore
import LoupeScene

/// DraggablePositionView's drag constraints, which Loupe declares but never applies; Loupe Render applies them as
/// the documentation describes (`docs/interactions.md#drag-constraints`):
/// - `horizontalOnly` / `verticalOnly` drop the other axis of every drag translation;
/// - `horizontalRange` / `verticalRange` clamp the tracker's **reported position** (the frame's top-left in
///   its coordinate space, start position and manual offset included) during and after the drag.
///
/// To apply them: constrain each translation with `constrain(translation:)`, form the offset
/// (committed + constrained translation), then pass the position it reports through
/// `correctedOffset(_:reportedPosition:)`. Committing the corrected offset at the end of a gesture keeps a later
/// drag back from the limit responsive.
public typealias DragConstraints = PositionConstraints

extension PositionConstraints {
    /// A drag translation with the axes the constraints forbid set to 0 (both flags together forbid any movement).
    public func constrain(translation: Size) -> Size {
        Size(width: verticalOnly ? 0 : translation.width, height: horizontalOnly ? 0 : translation.height)
    }

    /// A reported position clamped into the ranges; an axis without a range is unchanged.
    public func clamp(position: Point) -> Point {
        Point(x: Self.clamp(position.x, to: horizontalRange), y: Self.clamp(position.y, to: verticalRange))
    }

    /// The offset that makes the tracker report a position inside the ranges.
    ///
    /// - Parameters:
    ///   - offset: the manual offset in effect (committed plus the current gesture's constrained translation).
    ///   - reportedPosition: the position the tracker reports with that offset, before clamping.
    /// - Returns: `offset` moved by the distance clamping moves the reported position, so the tracker reports
    ///   ``clamp(position:)`` of `reportedPosition`.
    public func correctedOffset(_ offset: Size, reportedPosition: Point) -> Size {
        let clamped = clamp(position: reportedPosition)
        return Size(width: offset.width + (clamped.x - reportedPosition.x),
                    height: offset.height + (clamped.y - reportedPosition.y))
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>?) -> Double {
        guard let range else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
