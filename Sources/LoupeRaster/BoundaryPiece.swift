/// One monotone piece of a convex shape's left or right boundary over the rows `top…bottom`:
/// a vertical segment (`radiusX == 0`) or a quarter ellipse.
///
/// Coverage is built per band of rows (``Slice``) from the exact area of each pixel column lying right of the
/// boundary, integrated in closed form (`∫√(r² − u²) du = (u√(r² − u²) + r²·asin(u/r)) / 2`, with the
/// arcsine difference taken as one small angle).
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
    /// `rx / ry` and its inverse (0 for segments).
    var slope: Double { radiusX > 0 ? radiusX / radiusY : 0 }
    var inverseSlope: Double { radiusX > 0 ? radiusY / radiusX : 0 }

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
                         side: side, isLowerHalf: false, u1: a, u2: b, g1: 0, g2: 0)
        }
        let r = radiusY
        let u1 = min(max(a - centerY, -r), r), u2 = min(max(b - centerY, -r), r)
        let g1 = max(0, r * r - u1 * u1).squareRoot(), g2 = max(0, r * r - u2 * u2).squareRoot()
        let x1 = centerX + side * slope * g1, x2 = centerX + side * slope * g2
        return Slice(xLow: min(x1, x2), xHigh: max(x1, x2), centerX: centerX, radiusY: r, slope: slope,
                     inverseSlope: inverseSlope, side: side, isLowerHalf: isLowerHalf, u1: u1, u2: u2, g1: g1, g2: g2)
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

        static let empty = Slice(xLow: .infinity, xHigh: -.infinity, centerX: 0, radiusY: 0, slope: 0,
                                 inverseSlope: 0, side: 0, isLowerHalf: false, u1: 0, u2: 0, g1: 0, g2: 0)

        /// `∫ₐᵇ √(r² − u²) du = ½(b·g(b) − a·g(a)) + ½r²(θb − θa)` with `sin θ = u / r`, `cos θ = g / r`.
        /// The angle difference comes from the cross and dot products of the two points (both in the
        /// same quarter), so it is accurate however large `r` is and cheap when the points are close.
        @inline(__always)
        static func integral(_ a: Double, _ ga: Double, _ b: Double, _ gb: Double, _ r: Double) -> Double {
            guard b > a else { return 0 }
            let angle = Angle.firstQuadrant(y: max(0, b * ga - gb * a), x: max(0, ga * gb + a * b))
            return 0.5 * (b * gb - a * ga) + 0.5 * r * r * angle
        }

        /// `∫ clamp(x1 − x(t), 0, x1 − x0) dt` over the band: how much of the column `x0…x1` lies right of
        /// this boundary (its share of the shape's area in that column, positive on either side).
        ///
        /// With `R(X)` the rows where the boundary is left of `X`, this is `(x1 − x0)·|R(x0)|` plus the
        /// integral of `x1 − x` over `R(x1) \ R(x0)`, the rows between the two lines' crossings, so only
        /// a short arc is integrated.
        @inline(__always)
        func area(between x0: Double, and x1: Double) -> Double {
            if x1 <= xLow { return 0 }
            if x0 >= xHigh { return (x1 - x0) * (u2 - u1) }
            if slope == 0 { return (x1 - centerX) * (u2 - u1) }  // a segment at x0 < cx < x1
            return arcArea(between: x0, and: x1)
        }

        /// ``area(between:and:)`` where the arc enters the column.
        private func arcArea(between x0: Double, and x1: Double) -> Double {
            let start = movingEnd(x0), end = movingEnd(x1)
            // R(X) lies on the u2 side of its moving end for upper-left and lower-right arcs.
            let regionAbove = (side < 0) != isLowerHalf
            let startLength = regionAbove ? u2 - start.u : start.u - u1
            let (a, b) = start.u <= end.u ? (start, end) : (end, start)
            let between = (x1 - centerX) * (b.u - a.u) - side * slope * Self.integral(a.u, a.g, b.u, b.g, radiusY)
            return (x1 - x0) * startLength + between
        }

        /// The end of `R(X)` that moves with `X`: where the vertical line crosses the arc (there `g = w`),
        /// clamped to the band.
        @inline(__always)
        private func movingEnd(_ X: Double) -> (u: Double, g: Double) {
            let ry = radiusY
            // The line x = X meets the arc where g(u) = w = side·(X − cx) / k.
            let w = min(max(side * (X - centerX) * inverseSlope, 0), ry)
            let limit = (ry * ry - w * w).squareRoot()
            let crossing = isLowerHalf ? limit : -limit
            if crossing <= u1 { return (u1, g1) }
            if crossing >= u2 { return (u2, g2) }
            return (crossing, w)
        }
    }
}
