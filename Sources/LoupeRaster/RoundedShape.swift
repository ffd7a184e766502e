/// A convex shape bounded by a rectangle with an elliptical arc in each corner: rectangles, rounded
/// rectangles, capsules and ellipses are all this shape with different corner radii.
struct RoundedShape {
    /// The radii of one corner's quarter ellipse.
    struct Corner: Equatable {
        var radiusX: Double
        var radiusY: Double
    }

    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// Top arc, straight segment and bottom arc of each side (stored, not in arrays, to keep the
    /// per-pixel path free of reference counting).
    let leftTop: BoundaryPiece, leftMiddle: BoundaryPiece, leftBottom: BoundaryPiece
    let rightTop: BoundaryPiece, rightMiddle: BoundaryPiece, rightBottom: BoundaryPiece
    /// Rows between these have vertical edges on both sides.
    let straightTop: Double
    let straightBottom: Double
    /// The corners' radii, as given.
    let topLeading: Corner, topTrailing: Corner, bottomTrailing: Corner, bottomLeading: Corner

    /// Corners must already fit: `rx` ≤ width / 2 and `ry` ≤ height / 2.
    init(rect: PixelRect, topLeading: Corner, topTrailing: Corner, bottomTrailing: Corner, bottomLeading: Corner) {
        minX = rect.minX; minY = rect.minY; maxX = rect.maxX; maxY = rect.maxY
        let leftTop = minY + topLeading.radiusY, leftBottom = maxY - bottomLeading.radiusY
        let rightTop = minY + topTrailing.radiusY, rightBottom = maxY - bottomTrailing.radiusY
        self.leftTop = .arc(centerX: minX + topLeading.radiusX, centerY: leftTop, radiusX: topLeading.radiusX,
                            radiusY: topLeading.radiusY, side: -1, isLowerHalf: false)
        leftMiddle = .segment(x: minX, top: leftTop, bottom: leftBottom, side: -1)
        self.leftBottom = .arc(centerX: minX + bottomLeading.radiusX, centerY: leftBottom,
                               radiusX: bottomLeading.radiusX, radiusY: bottomLeading.radiusY, side: -1,
                               isLowerHalf: true)
        self.rightTop = .arc(centerX: maxX - topTrailing.radiusX, centerY: rightTop, radiusX: topTrailing.radiusX,
                             radiusY: topTrailing.radiusY, side: 1, isLowerHalf: false)
        rightMiddle = .segment(x: maxX, top: rightTop, bottom: rightBottom, side: 1)
        self.rightBottom = .arc(centerX: maxX - bottomTrailing.radiusX, centerY: rightBottom,
                                radiusX: bottomTrailing.radiusX, radiusY: bottomTrailing.radiusY, side: 1,
                                isLowerHalf: true)
        straightTop = max(leftTop, rightTop)
        straightBottom = min(leftBottom, rightBottom)
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing; self.bottomLeading = bottomLeading
    }

    /// A rounded rectangle with circular corners, radii clamped to half the shorter side.
    init(rect: PixelRect, radii: PixelCornerRadii) {
        let r = radii.clamped(to: rect)
        func corner(_ v: Double) -> Corner { Corner(radiusX: v, radiusY: v) }
        self.init(rect: rect, topLeading: corner(r.topLeading), topTrailing: corner(r.topTrailing),
                  bottomTrailing: corner(r.bottomTrailing), bottomLeading: corner(r.bottomLeading))
    }

    /// The ellipse inscribed in `rect`.
    init(ellipseIn rect: PixelRect) {
        let c = Corner(radiusX: rect.width / 2, radiusY: rect.height / 2)
        self.init(rect: rect, topLeading: c, topTrailing: c, bottomTrailing: c, bottomLeading: c)
    }

    /// The shape's slice between rows `ya` and `yb`: its height, the x-ranges of both boundaries and the
    /// pieces restricted to it.
    struct Band {
        let top: Double
        let bottom: Double
        var height: Double { bottom - top }
        let leftMin: Double, leftMax: Double
        let rightMin: Double, rightMax: Double
        let left: (BoundaryPiece.Slice, BoundaryPiece.Slice, BoundaryPiece.Slice)
        let right: (BoundaryPiece.Slice, BoundaryPiece.Slice, BoundaryPiece.Slice)

        /// The exact area of the shape inside the band and the pixel column `x`: the part right of the left
        /// boundary minus the part right of the right boundary. This is the definition; drawing uses
        /// ``coverages(columns:count:into:scratch:)``, which tests hold to it.
        func coverage(ofColumn x: Int) -> Double {
            let x0 = Double(x), x1 = x0 + 1
            let inside = left.0.area(between: x0, and: x1) + left.1.area(between: x0, and: x1)
                + left.2.area(between: x0, and: x1)
            let outside = right.0.area(between: x0, and: x1) + right.1.area(between: x0, and: x1)
                + right.2.area(between: x0, and: x1)
            return inside - outside
        }

        /// ``coverage(ofColumn:)`` for the columns `first ..< first + count`, written to `areas`, with `scratch`
        /// (as long) for the right boundary's share. Each value equals the single-column call's but for the
        /// sign of a zero (see ``BoundaryPiece/Slice/addAreas(columns:count:to:)``).
        func coverages(columns first: Int, count: Int, into areas: UnsafeMutablePointer<Double>,
                       scratch: UnsafeMutablePointer<Double>) {
            areas.update(repeating: 0, count: count)
            left.0.addAreas(columns: first, count: count, to: areas)
            left.1.addAreas(columns: first, count: count, to: areas)
            left.2.addAreas(columns: first, count: count, to: areas)
            scratch.update(repeating: 0, count: count)
            right.0.addAreas(columns: first, count: count, to: scratch)
            right.1.addAreas(columns: first, count: count, to: scratch)
            right.2.addAreas(columns: first, count: count, to: scratch)
            for i in 0..<count { areas[i] = areas[i] - scratch[i] }
        }
    }

    /// A band where the shape is absent: no height and no area anywhere.
    static let emptyBand = Band(top: 0, bottom: 0, leftMin: .infinity, leftMax: -.infinity, rightMin: .infinity,
                                rightMax: -.infinity, left: (.empty, .empty, .empty), right: (.empty, .empty, .empty))

    /// The slice of pixel row `[ya, yb]`, or nil where the shape has no height there.
    func band(from ya: Double, to yb: Double) -> Band? {
        let top = max(ya, minY), bottom = min(yb, maxY)
        guard bottom > top else { return nil }
        let left = (leftTop.slice(from: top, to: bottom), leftMiddle.slice(from: top, to: bottom),
                    leftBottom.slice(from: top, to: bottom))
        let right = (rightTop.slice(from: top, to: bottom), rightMiddle.slice(from: top, to: bottom),
                     rightBottom.slice(from: top, to: bottom))
        return Band(top: top, bottom: bottom,
                    leftMin: min(left.0.xLow, left.1.xLow, left.2.xLow),
                    leftMax: max(left.0.xHigh, left.1.xHigh, left.2.xHigh),
                    rightMin: min(right.0.xLow, right.1.xLow, right.2.xLow),
                    rightMax: max(right.0.xHigh, right.1.xHigh, right.2.xHigh),
                    left: left, right: right)
    }
}
