/// ``BoundaryPiece/Slice/area(between:and:)`` for a run of consecutive pixel columns, the arcs four columns at a
/// time.
///
/// Every result equals the per-column scalar call to the bit: each lane performs the scalar code's IEEE
/// operations (+, −, ×, ÷, √) in the same order, and its branches become selects between values both computed
/// in full, so a lane's result never depends on its neighbours. Evaluating four arc columns together hides the
/// long dependency chain of one column's integral (two square roots, a division, an eleven-term series) and
/// removes its data-dependent branches.
extension BoundaryPiece.Slice {
    typealias Lanes = SIMD4<Double>

    /// Adds the area right of this boundary in each column `first + i` (`i < count`) to `sums[i]`.
    ///
    /// Zero areas are skipped rather than added, which can change the sign of a zero sum but no other value
    /// (`v + 0 = v` for every non-zero `v`), and coverage bytes treat both zeros alike.
    func addAreas(columns first: Int, count: Int, to sums: UnsafeMutablePointer<Double>) {
        guard xLow != .infinity else { return }  // an empty slice: every column lies left of it
        var arcStart = -1, arcEnd = -1
        for i in 0..<count {
            let x0 = Double(first &+ i), x1 = x0 + 1
            if x1 <= xLow { continue }
            if x0 >= xHigh {
                sums[i] += (x1 - x0) * (u2 - u1)
            } else if slope == 0 {
                sums[i] += (x1 - centerX) * (u2 - u1)
            } else {
                if arcStart < 0 { arcStart = i }
                arcEnd = i &+ 1
            }
        }
        guard arcStart >= 0 else { return }
        var i = arcStart
        while i < arcEnd {
            let x0 = Lanes(Double(first &+ i), Double(first &+ i &+ 1), Double(first &+ i &+ 2), Double(first &+ i &+ 3))
            let areas = arcAreas(x0, x0 + 1)
            for lane in 0..<min(4, arcEnd &- i) { sums[i &+ lane] += areas[lane] }
            i &+= 4
        }
    }

    /// `arcArea(between:and:)` lane by lane (see ``BoundaryPiece/Slice`` for the formulas).
    @inline(__always)
    private func arcAreas(_ x0: Lanes, _ x1: Lanes) -> Lanes {
        let start = movingEnds(x0), end = movingEnds(x1)
        let regionAbove = (side < 0) != isLowerHalf
        let startLength = regionAbove ? Lanes(repeating: u2) - start.u : start.u - Lanes(repeating: u1)
        // (a, b) = start.u <= end.u ? (start, end) : (end, start)
        let swapped = .!(start.u .<= end.u)
        let au = start.u.replacing(with: end.u, where: swapped), ag = start.g.replacing(with: end.g, where: swapped)
        let bu = end.u.replacing(with: start.u, where: swapped), bg = end.g.replacing(with: start.g, where: swapped)
        let integral = Self.integrals(au, ag, bu, bg, radiusY)
        let between = (x1 - Lanes(repeating: centerX)) * (bu - au) - Lanes(repeating: side * slope) * integral
        return (x1 - x0) * startLength + between
    }

    /// `movingEnd(_:)` lane by lane.
    @inline(__always)
    private func movingEnds(_ X: Lanes) -> (u: Lanes, g: Lanes) {
        let ry = Lanes(repeating: radiusY)
        let t = Lanes(repeating: side) * (X - Lanes(repeating: centerX)) * Lanes(repeating: inverseSlope)
        // w = min(max(t, 0), ry), with Swift's `max(x, y) = y >= x ? y : x` and `min(x, y) = y < x ? y : x`.
        let clampedBelow = t.replacing(with: 0, where: Lanes(repeating: 0) .>= t)
        let w = clampedBelow.replacing(with: ry, where: ry .< clampedBelow)
        let limit = (ry * ry - w * w).squareRoot()
        let crossing = isLowerHalf ? limit : -limit
        let low = Lanes(repeating: u1), high = Lanes(repeating: u2)
        // The scalar code tests `crossing <= u1` first, so that select is applied last.
        let aboveHigh = crossing .>= high, belowLow = crossing .<= low
        var u = crossing.replacing(with: high, where: aboveHigh), g = w.replacing(with: g2, where: aboveHigh)
        u.replace(with: low, where: belowLow)
        g.replace(with: g1, where: belowLow)
        return (u, g)
    }

    /// `integral(_:_:_:_:_:)` lane by lane.
    @inline(__always)
    private static func integrals(_ a: Lanes, _ ga: Lanes, _ b: Lanes, _ gb: Lanes, _ r: Double) -> Lanes {
        let zero = Lanes(repeating: 0)
        let y = b * ga - gb * a, x = ga * gb + a * b
        // max(0, v) = v >= 0 ? v : 0
        let angle = firstQuadrantAngles(y: y.replacing(with: zero, where: .!(y .>= zero)),
                                        x: x.replacing(with: zero, where: .!(x .>= zero)))
        let value = 0.5 * (b * gb - a * ga) + Lanes(repeating: 0.5 * r * r) * angle
        return value.replacing(with: zero, where: .!(b .> a))
    }

    /// `Angle.firstQuadrant(y:x:)` lane by lane.
    @inline(__always)
    private static func firstQuadrantAngles(y: Lanes, x: Lanes) -> Lanes {
        let zero = Lanes(repeating: 0)
        let flat = y .<= x
        // Flat lanes take atan(y / x) (0 when x = 0); steep ones π/2 − atan(x / y), where y > x ≥ 0.
        let numerator = y.replacing(with: x, where: .!flat), denominator = x.replacing(with: y, where: .!flat)
        let safeDenominator = denominator.replacing(with: Lanes(repeating: 1), where: .!(denominator .> zero))
        let t = arctangents(numerator / safeDenominator)
        let flatAngle = t.replacing(with: zero, where: .!(x .> zero))
        return flatAngle.replacing(with: Lanes(repeating: Double.pi / 2) - t, where: .!flat)
    }

    /// `Angle.arctangent(_:)` lane by lane: a lane is halved in angle only while it is above 0.2, as in the
    /// scalar loop.
    @inline(__always)
    private static func arctangents(_ z: Lanes) -> Lanes {
        var z = z, scale = Lanes(repeating: 1)
        while true {
            let large = z .> 0.2
            if !any(large) { break }
            z.replace(with: z / (1 + (1 + z * z).squareRoot()), where: large)
            scale.replace(with: scale * 2, where: large)
        }
        let z2 = z * z
        var sum = Lanes(repeating: -1.0 / 21)
        sum = 1.0 / 19 + z2 * sum
        sum = -1.0 / 17 + z2 * sum
        sum = 1.0 / 15 + z2 * sum
        sum = -1.0 / 13 + z2 * sum
        sum = 1.0 / 11 + z2 * sum
        sum = -1.0 / 9 + z2 * sum
        sum = 1.0 / 7 + z2 * sum
        sum = -1.0 / 5 + z2 * sum
        sum = 1.0 / 3 + z2 * sum
        sum = -1.0 + z2 * sum
        return -scale * z * sum
    }
}
