/// One monotone piece of a convex shape's left or right boundary over the rows `top…bottom`:
/// a vertical segment (`radiusX == 0`) or a quarter ellipse.
///
/// Coverage is built from the exact area between the boundary and a vertical line, integrated in closed
/// form (`∫√(r² − u²) du = (u√(r² − u²) + r²·asin(u/r)) / 2`, evaluated as angle differences); see ``Slice``.
struct BoundaryPiece {
    let top: Double
    let bottom: Double
    /// The segment's x, or the ellipse centre.
    let centerX: Double
    let centerY: Double
    let radiusX: Double
    let radiusY: Double
    /// −1 on the left boundary (the shape lies to the right), +1 on the right boundary.
    let side: Double
    /// For arcs: true when the piece lies below the centre.
    let isLowerHalf: Bool

    static func segment(x: Double, top: Double, bottom: Double, side: Double) -> BoundaryPiece {
        BoundaryPiece(top: top, bottom: bottom, centerX: x, centerY: top, radiusX: 0, radiusY: 0,
                      side: side, isLowerHalf: false)
    }

    /// A quarter ellipse; degenerate radii give a segment at the centre's x or an empty piece.
    static func arc(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double,
                    side: Double, isLowerHalf: Bool) -> BoundaryPiece {
        let top = isLowerHalf ? centerY : centerY - radiusY
        let bottom = isLowerHalf ? centerY + radiusY : centerY
        guard radiusX > 0, radiusY > 1e-9 else {
            return .segment(x: centerX + side * max(radiusX, 0), top: top, bottom: bottom, side: side)
        }
        return BoundaryPiece(top: top, bottom: bottom, centerX: centerX, centerY: centerY,
                             radiusX: radiusX, radiusY: radiusY, side: side, isLowerHalf: isLowerHalf)
    }

    /// The piece restricted to the rows `ya…yb`, with what does not depend on the vertical line computed once.
    func slice(from ya: Double, to yb: Double) -> Slice {
        let a = max(ya, top), b = min(yb, bottom)
        guard b > a else { return .empty }
        guard radiusX > 0 else {
            return Slice(xLow: centerX, xHigh: centerX, centerX: centerX, radiusY: 0, slope: 0, inverseSlope: 0,
                         side: side, isLowerHalf: false, u1: a, u2: b, g1: 0, g2: 0, bandIntegral: 0)
        }
        let r = radiusY, slope = radiusX / radiusY
        let u1 = min(max(a - centerY, -r), r), u2 = min(max(b - centerY, -r), r)
        let g1 = max(0, r * r - u1 * u1).squareRoot(), g2 = max(0, r * r - u2 * u2).squareRoot()
        let x1 = centerX + side * slope * g1, x2 = centerX + side * slope * g2
        return Slice(xLow: min(x1, x2), xHigh: max(x1, x2), centerX: centerX, radiusY: r, slope: slope,
                     inverseSlope: 1 / slope, side: side, isLowerHalf: isLowerHalf, u1: u1, u2: u2, g1: g1, g2: g2,
                     bandIntegral: Slice.integral(u1, g1, u2, g2, r))
    }

    /// A piece over one band of rows: only what the per-pixel area needs.
    ///
    /// Arcs are written `x(u) = cx + side·k·g(u)` with `u = t − cy`, `g(u) = √(ry² − u²)` and `k = rx / ry`;
    /// segments have `k = 0`.
    struct Slice {
        /// The boundary's x-range within the band (empty slices: +∞…−∞).
        let xLow: Double
        let xHigh: Double
        let centerX: Double
        let radiusY: Double
        /// `k = rx / ry`, and its inverse.
        let slope: Double
        let inverseSlope: Double
        let side: Double
        let isLowerHalf: Bool
        /// The band's ends: rows for segments, relative to the ellipse centre for arcs.
        let u1: Double
        let u2: Double
        /// `g(u1)`, `g(u2)` for arcs.
        let g1: Double
        let g2: Double
        /// `∫ g` over the whole band (0 for segments).
        let bandIntegral: Double

        static let empty = Slice(xLow: .infinity, xHigh: -.infinity, centerX: 0, radiusY: 0, slope: 0,
                                 inverseSlope: 0, side: 0, isLowerHalf: false, u1: 0, u2: 0, g1: 0, g2: 0,
                                 bandIntegral: 0)

        /// `∫ₐᵇ √(r² − u²) du = ½(b·g(b) − a·g(a)) + ½r²(θb − θa)` with `sin θ = u / r`, `cos θ = g / r`.
        /// The angle difference comes from the cross and dot products of the two points (both in the
        /// same quarter), so it is accurate however large `r` is and cheap when the points are close.
        @inline(__always)
        static func integral(_ a: Double, _ ga: Double, _ b: Double, _ gb: Double, _ r: Double) -> Double {
            guard b > a else { return 0 }
            let angle = Angle.firstQuadrant(y: max(0, b * ga - gb * a), x: max(0, ga * gb + a * b))
            return 0.5 * (b * gb - a * ga) + 0.5 * r * r * angle
        }

        /// `∫ max(X − x(t), 0) dt` over the band: the area left of the vertical line `X` and right of
        /// this boundary.
        @inline(__always)
        func areaLeft(of X: Double) -> Double {
            if X <= xLow { return 0 }
            // Wholly right of the boundary: ∫ (X − x) over the band.
            if X >= xHigh { return (X - centerX) * (u2 - u1) - side * slope * bandIntegral }
            return areaLeftOfCrossingLine(X)
        }

        /// ``areaLeft(of:)`` for a line crossing the arc inside the band (only arcs get here).
        private func areaLeftOfCrossingLine(_ X: Double) -> Double {
            let ry = radiusY
            var lo = u1, hi = u2, gLo = g1, gHi = g2
            // x < X becomes a condition on g(u) against w; where the line crosses the arc, g = w.
            let w = min(max(side * (X - centerX) * inverseSlope, 0), ry)
            let limit = (ry * ry - w * w).squareRoot()
            if side < 0 {
                // x < X ⇔ g(u) > w ⇔ |u| < limit
                if isLowerHalf {
                    if limit < hi { hi = limit; gHi = w }
                } else if -limit > lo {
                    lo = -limit; gLo = w
                }
            } else {
                // x < X ⇔ g(u) < w ⇔ |u| > limit
                if isLowerHalf {
                    if limit > lo { lo = limit; gLo = w }
                } else if -limit < hi {
                    hi = -limit; gHi = w
                }
            }
            guard hi > lo else { return 0 }
            return (X - centerX) * (hi - lo) - side * slope * Self.integral(lo, gLo, hi, gHi, ry)
        }
    }
}
