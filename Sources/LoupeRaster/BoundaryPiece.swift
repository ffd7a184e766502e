/// One monotone piece of a convex shape's left or right boundary over the rows `top…bottom`:
/// a vertical segment (`radiusX == 0`) or a quarter ellipse.
///
/// Coverage is built from ``areaLeft(of:from:to:)``, the exact area between the boundary and a vertical
/// line, integrated in closed form (`∫√(r² − u²) du = (u√(r² − u²) + r²·asin(u/r)) / 2`).
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

    /// The boundary's x at row coordinate `t` (inside `top…bottom`).
    func x(at t: Double) -> Double {
        guard radiusX > 0 else { return centerX }
        let u = (t - centerY) / radiusY
        return centerX + side * radiusX * max(0, 1 - u * u).squareRoot()
    }

    /// `∫ max(X − x(t), 0) dt` over `t ∈ [ya, yb] ∩ [top, bottom]`: the area left of the vertical line `X`
    /// and right of this boundary.
    func areaLeft(of X: Double, from ya: Double, to yb: Double) -> Double {
        let a = max(ya, top), b = min(yb, bottom)
        guard b > a else { return 0 }
        guard radiusX > 0 else { return max(X - centerX, 0) * (b - a) }
        let ry = radiusY, k = radiusX / radiusY
        var u1 = a - centerY, u2 = b - centerY
        // x(u) = cx + side·k·g(u) with g(u) = √(ry² − u²); x < X becomes a condition on g against w.
        let w = side * (X - centerX) / k
        if side < 0 {
            // x < X ⇔ g(u) > w ⇔ |u| < √(ry² − w²)
            if w >= ry { return 0 }
            if w >= 0 {
                let limit = (ry * ry - w * w).squareRoot()
                if isLowerHalf { u2 = min(u2, limit) } else { u1 = max(u1, -limit) }
            }
        } else {
            // x < X ⇔ g(u) < w ⇔ |u| > √(ry² − w²)
            if w <= 0 { return 0 }
            if w < ry {
                let limit = (ry * ry - w * w).squareRoot()
                if isLowerHalf { u1 = max(u1, limit) } else { u2 = min(u2, -limit) }
            }
        }
        guard u2 > u1 else { return 0 }
        return (X - centerX) * (u2 - u1) - side * k * (circleIntegral(u2) - circleIntegral(u1))
    }

    /// `∫₀ᵘ √(ry² − s²) ds`.
    private func circleIntegral(_ u: Double) -> Double {
        let r = radiusY
        let ratio = min(max(u / r, -1), 1)
        return 0.5 * (u * max(0, r * r - u * u).squareRoot() + r * r * Arcsine.of(ratio))
    }
}
