import Testing
@testable import LoupeRaster

/// Every pixel's coverage against a numerical integration of the shape's horizontal extent.
@Suite struct CoverageReferenceTests {
    /// Area of `[x, x+1) × [y, y+1)` inside the shape whose row at height `t` spans `extent(t)`,
    /// by the midpoint rule with `steps` rows.
    private func referenceCoverage(x: Int, y: Int, steps: Int = 400,
                                   extent: (Double) -> (Double, Double)?) -> Double {
        var area = 0.0
        for k in 0..<steps {
            let t = Double(y) + (Double(k) + 0.5) / Double(steps)
            guard let (left, right) = extent(t) else { continue }
            area += max(0, min(right, Double(x + 1)) - max(left, Double(x)))
        }
        return area / Double(steps)
    }

    private func expectMatches(_ canvas: Canvas, extent: (Double) -> (Double, Double)?) {
        var worst = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let expected = referenceCoverage(x: x, y: y, extent: extent) * 255
                worst = max(worst, abs(Double(canvas.pixel(x: x, y: y).alpha) - expected))
            }
        }
        // 0.5 from 8-bit rounding, plus the midpoint rule's error on the reference.
        #expect(worst < 0.6)
    }

    @Test func circle() throws {
        let (cx, cy, r) = (15.37, 14.81, 9.3)
        var context = try clearContext(width: 32, height: 32)
        context.fillCircle(center: PixelPoint(x: cx, y: cy), radius: r, paint: opaqueWhite)
        expectMatches(context.canvas) { t in
            let d = r * r - (t - cy) * (t - cy)
            return d < 0 ? nil : (cx - d.squareRoot(), cx + d.squareRoot())
        }
    }

    @Test func ellipse() throws {
        let (cx, cy, a, b) = (20.1, 12.6, 17.3, 6.45)
        var context = try clearContext(width: 40, height: 26)
        context.fillEllipse(in: rect(cx - a, cy - b, 2 * a, 2 * b), paint: opaqueWhite)
        expectMatches(context.canvas) { t in
            let q = 1 - (t - cy) * (t - cy) / (b * b)
            return q < 0 ? nil : (cx - a * q.squareRoot(), cx + a * q.squareRoot())
        }
    }

    @Test func roundedRectWithUnevenCorners() throws {
        let box = rect(3.3, 2.6, 30.2, 24.9)
        let radii = PixelCornerRadii(topLeading: 4.4, topTrailing: 11.7, bottomTrailing: 0, bottomLeading: 7.05)
        var context = try clearContext(width: 38, height: 30)
        context.fillRoundedRect(box, cornerRadii: radii, paint: opaqueWhite)
        // Half-width of a corner arc of radius r at distance `d` into the corner.
        func inset(_ r: Double, _ d: Double) -> Double {
            guard r > 0, d < r else { return 0 }
            return r - (r * r - (r - d) * (r - d)).squareRoot()
        }
        expectMatches(context.canvas) { t in
            guard t >= box.minY, t <= box.maxY else { return nil }
            let fromTop = t - box.minY, fromBottom = box.maxY - t
            let left = box.minX + max(inset(radii.topLeading, fromTop), inset(radii.bottomLeading, fromBottom))
            let right = box.maxX - max(inset(radii.topTrailing, fromTop), inset(radii.bottomTrailing, fromBottom))
            return (left, right)
        }
    }
}
