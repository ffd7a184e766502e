/// Pairs of pixel rows of a ``RingCoverage`` with identical coverage runs, mirror images about the shape's
/// horizontal centre line: the lower row reuses the upper row's runs instead of integrating its edges again.
///
/// Reuse must not change a single coverage byte, so it is offered only where the lower row's arithmetic is the
/// upper row's, operation for operation:
/// - both shapes are vertically symmetric (each bottom corner equals the top corner above it) and share one
///   centre line: `minY + maxY` is the same integer `axis` for both, so row `y` maps onto row `axis − 1 − y`;
/// - every row coordinate the coverage code derives (arc centres and ends, band ends, a row's offsets `u` from an
///   arc centre) is exact, because the inputs are multiples of 1/1024 below 2⁴⁰ and so their sums and differences
///   never round. A mirrored row's offsets are then exact negations, `√(r² − u²)` agrees, and each arc integral
///   comes out equal to the bit: the two ends of a column's arc swap roles, and every product, difference and
///   comparison in ``BoundaryPiece/Slice`` pairs up with one of the same value;
/// - only rows wholly above the centre line are mirrored. There a side's boundary is at most a top arc and a
///   straight segment, so its sum `arc + segment` reappears below as `segment + arc`, which IEEE addition gives
///   identically (three terms, whose order would matter, cannot occur).
struct VerticalMirror {
    /// Row `y` mirrors row `axis − 1 − y`.
    let axis: Int

    /// Nil unless every condition above holds for `outer` and `inner`.
    init?(outer: RoundedShape, inner: RoundedShape?) {
        guard let sum = Self.exactAxis(of: outer) else { return nil }
        if let inner {
            guard Self.exactAxis(of: inner) == sum else { return nil }
        }
        let axis = Int(sum)
        guard Double(axis) == sum else { return nil }
        self.axis = axis
    }

    /// The row mirroring `y` when `y` lies wholly above the centre line, else nil.
    @inline(__always)
    func lowerRow(mirroring y: Int) -> Int? {
        2 &* y &+ 2 <= axis ? axis &- 1 &- y : nil
    }

    /// The row `y` mirrors when `y` lies wholly below the centre line, else nil.
    @inline(__always)
    func upperRow(mirroredBy y: Int) -> Int? {
        2 &* y >= axis ? axis &- 1 &- y : nil
    }

    /// `minY + maxY` for a vertically symmetric shape whose corners fit above its centre line and whose row
    /// coordinates are all exact; nil otherwise.
    private static func exactAxis(of shape: RoundedShape) -> Double? {
        guard shape.topLeading == shape.bottomLeading, shape.topTrailing == shape.bottomTrailing else { return nil }
        let leading = shape.topLeading.radiusY, trailing = shape.topTrailing.radiusY
        guard isExact(shape.minY), isExact(shape.maxY), isExact(leading), isExact(trailing) else { return nil }
        let height = shape.maxY - shape.minY
        guard 2 * leading <= height, 2 * trailing <= height else { return nil }
        return shape.minY + shape.maxY
    }

    /// A multiple of 1/1024 below 2⁴⁰ in magnitude: sums and differences of a few such values fit a double's
    /// 53-bit significand without rounding.
    private static func isExact(_ v: Double) -> Bool {
        guard abs(v) < 0x1p40 else { return false }  // also false for NaN
        let scaled = v * 1024
        return scaled == Double(Int(scaled))
    }
}
