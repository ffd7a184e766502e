extension RasterContext {
    /// Fills an axis-aligned rectangle; edge pixels get their exact area coverage.
    public mutating func fillRect(_ rect: PixelRect, paint: Paint) {
        fill(RingCoverage(outer: RoundedShape(rect: rect, radii: .zero), inner: nil), rect, paint)
    }

    /// Fills a rounded rectangle with circular corners; each radius is clamped to half the shorter side.
    public mutating func fillRoundedRect(_ rect: PixelRect, cornerRadii: PixelCornerRadii, paint: Paint) {
        fill(RingCoverage(outer: RoundedShape(rect: rect, radii: cornerRadii), inner: nil), rect, paint)
    }

    /// Fills the ellipse inscribed in `rect`.
    public mutating func fillEllipse(in rect: PixelRect, paint: Paint) {
        fill(RingCoverage(outer: RoundedShape(ellipseIn: rect), inner: nil), rect, paint)
    }

    /// Fills a disc.
    public mutating func fillCircle(center: PixelPoint, radius: Double, paint: Paint) {
        fillEllipse(in: PixelRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                    paint: paint)
    }

    /// Fills a capsule: a rounded rectangle whose radius is half its shorter side.
    public mutating func fillCapsule(_ rect: PixelRect, paint: Paint) {
        fillRoundedRect(rect, cornerRadii: PixelCornerRadii(min(rect.width, rect.height) / 2), paint: paint)
    }

    /// Fills the region inside `outer` and outside `inner` (which should lie inside `outer`); radii are
    /// clamped per rectangle. An empty `inner` fills all of `outer`.
    public mutating func fillRing(outer: PixelRect, outerRadii: PixelCornerRadii, inner: PixelRect,
                                  innerRadii: PixelCornerRadii, paint: Paint) {
        let hole = inner.isEmpty ? nil : RoundedShape(rect: inner, radii: innerRadii)
        fill(RingCoverage(outer: RoundedShape(rect: outer, radii: outerRadii), inner: hole), outer, paint)
    }

    /// Strokes a rounded rectangle with a line centred on its edge: fills between the rectangle outset by
    /// `lineWidth / 2` (radius `r + lineWidth / 2`) and the one inset by `lineWidth / 2` (radius
    /// `max(r − lineWidth / 2, 0)`), with `r` first clamped to the rectangle. Square corners (`r = 0`) stay
    /// square outside, as with SwiftUI's default miter join.
    public mutating func strokeRoundedRect(_ rect: PixelRect, cornerRadii: PixelCornerRadii, lineWidth: Double,
                                           paint: Paint) {
        guard lineWidth > 0, rect.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let radii = cornerRadii.clamped(to: rect)
        let half = lineWidth / 2
        fillRing(outer: rect.insetBy(-half), outerRadii: radii.map { $0 > 0 ? $0 + half : 0 },
                 inner: rect.insetBy(half), innerRadii: radii.map { max($0 - half, 0) }, paint: paint)
    }

    /// Fills a border of `width` lying inside `rect`. When every edge is on the pixel grid it is drawn as four
    /// non-overlapping rectangle fills; otherwise as the exact frame between `rect` and `rect` inset by
    /// `width`, so pixels shared by two sides are not blended twice.
    public mutating func fillInsetBorder(_ rect: PixelRect, width: Double, paint: Paint) {
        guard width > 0, !rect.isEmpty else { return }
        let w = min(width, rect.width / 2, rect.height / 2)
        let onGrid = [rect.minX, rect.minY, rect.maxX, rect.maxY, w].allSatisfy { $0 == $0.rounded(.down) }
        guard onGrid else {
            fillRing(outer: rect, outerRadii: .zero, inner: rect.insetBy(w), innerRadii: .zero, paint: paint)
            return
        }
        let innerHeight = rect.height - 2 * w
        fillRect(PixelRect(x: rect.minX, y: rect.minY, width: rect.width, height: w), paint: paint)
        fillRect(PixelRect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), paint: paint)
        guard innerHeight > 0 else { return }
        fillRect(PixelRect(x: rect.minX, y: rect.minY + w, width: w, height: innerHeight), paint: paint)
        fillRect(PixelRect(x: rect.maxX - w, y: rect.minY + w, width: w, height: innerHeight), paint: paint)
    }

    /// Fills a closed polygon (the last point joins the first) with the nonzero rule.
    public mutating func fillPolygon(_ points: [PixelPoint], paint: Paint) {
        fillPolygon(contours: [points], paint: paint)
    }

    /// Fills several closed contours together with the nonzero rule (opposite windings cut holes).
    public mutating func fillPolygon(contours: [[PixelPoint]], paint: Paint) {
        let source = PaintSource(paint)
        guard !source.isInvisible else { return }
        let polygon = PolygonCoverage(contours: contours)
        let clip = clipBounds
        draw(polygon.bounds(in: clip)) { target in
            polygon.paint(with: SpanPainter(target: target, clip: clip, paint: source))
        }
    }

    private mutating func fill(_ coverage: RingCoverage, _ rect: PixelRect, _ paint: Paint) {
        guard !rect.isEmpty else { return }
        let source = PaintSource(paint)
        guard !source.isInvisible else { return }
        let clip = clipBounds
        let region = PixelBounds(covering: rect, within: clip)
        let threads = self.threads
        draw(region) { target in
            // Large shapes in bands of rows, one per thread: a row's coverage depends on the row alone.
            RowBands.forEach(of: region, threads: threads) { band in
                coverage.paint(with: SpanPainter(target: target, clip: clip.intersection(band), paint: source))
            }
        }
    }
}
