/// A convex shape bounded by a rectangle with an elliptical arc in each corner: rectangles, rounded
/// rectangles, capsules and ellipses are all this shape with different corner radii.
struct RoundedShape {
    /// The radii of one corner's quarter ellipse.
    struct Corner {
        var radiusX: Double
        var radiusY: Double
    }

    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// Top arc, straight segment, bottom arc — for each side.
    let left: [BoundaryPiece]
    let right: [BoundaryPiece]
    /// Rows between these have vertical edges on both sides.
    let straightTop: Double
    let straightBottom: Double

    /// Corners must already fit: `rx` ≤ width / 2 and `ry` ≤ height / 2.
    init(rect: PixelRect, topLeading: Corner, topTrailing: Corner, bottomTrailing: Corner, bottomLeading: Corner) {
        minX = rect.minX; minY = rect.minY; maxX = rect.maxX; maxY = rect.maxY
        let leftTop = minY + topLeading.radiusY, leftBottom = maxY - bottomLeading.radiusY
        let rightTop = minY + topTrailing.radiusY, rightBottom = maxY - bottomTrailing.radiusY
        left = [
            .arc(centerX: minX + topLeading.radiusX, centerY: leftTop, radiusX: topLeading.radiusX,
                 radiusY: topLeading.radiusY, side: -1, isLowerHalf: false),
            .segment(x: minX, top: leftTop, bottom: leftBottom, side: -1),
            .arc(centerX: minX + bottomLeading.radiusX, centerY: leftBottom, radiusX: bottomLeading.radiusX,
                 radiusY: bottomLeading.radiusY, side: -1, isLowerHalf: true),
        ]
        right = [
            .arc(centerX: maxX - topTrailing.radiusX, centerY: rightTop, radiusX: topTrailing.radiusX,
                 radiusY: topTrailing.radiusY, side: 1, isLowerHalf: false),
            .segment(x: maxX, top: rightTop, bottom: rightBottom, side: 1),
            .arc(centerX: maxX - bottomTrailing.radiusX, centerY: rightBottom, radiusX: bottomTrailing.radiusX,
                 radiusY: bottomTrailing.radiusY, side: 1, isLowerHalf: true),
        ]
        straightTop = max(leftTop, rightTop)
        straightBottom = min(leftBottom, rightBottom)
    }

    /// A rounded rectangle with circular corners, radii clamped to half the shorter side.
    init(rect: PixelRect, radii: CornerRadii) {
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

    /// The shape's slice between rows `ya` and `yb`: its height and the x-ranges of both boundaries.
    struct Band {
        let top: Double
        let bottom: Double
        var height: Double { bottom - top }
        var leftMin = Double.infinity, leftMax = -Double.infinity
        var rightMin = Double.infinity, rightMax = -Double.infinity
    }

    /// The slice of pixel row `[ya, yb]`, or nil where the shape has no height there.
    func band(from ya: Double, to yb: Double) -> Band? {
        let top = max(ya, minY), bottom = min(yb, maxY)
        guard bottom > top else { return nil }
        var band = Band(top: top, bottom: bottom)
        // Each piece is monotone, so its extremes over the slice are at the slice's ends.
        for piece in left where min(bottom, piece.bottom) >= max(top, piece.top) {
            let a = piece.x(at: max(top, piece.top)), b = piece.x(at: min(bottom, piece.bottom))
            band.leftMin = min(band.leftMin, a, b); band.leftMax = max(band.leftMax, a, b)
        }
        for piece in right where min(bottom, piece.bottom) >= max(top, piece.top) {
            let a = piece.x(at: max(top, piece.top)), b = piece.x(at: min(bottom, piece.bottom))
            band.rightMin = min(band.rightMin, a, b); band.rightMax = max(band.rightMax, a, b)
        }
        return band
    }

    /// The exact area of the shape inside the band and left of the vertical line `X`.
    func area(leftOf X: Double, in band: Band) -> Double {
        var area = 0.0
        for piece in left { area += piece.areaLeft(of: X, from: band.top, to: band.bottom) }
        for piece in right { area -= piece.areaLeft(of: X, from: band.top, to: band.bottom) }
        return area
    }
}
