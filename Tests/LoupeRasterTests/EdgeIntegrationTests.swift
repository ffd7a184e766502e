import LoupeTestSupport
import Testing
@testable import LoupeRaster

/// The fast paths of ``RingCoverage`` against its per-pixel definition: column batches (four arc columns per
/// vector) and mirrored rows must reproduce the single-column arithmetic to the bit, so no coverage byte moves.
@Suite struct EdgeIntegrationTests {
    /// A shape with corners of every kind: exact or arbitrary coordinates, round, elliptical, uneven or none.
    private func randomShape(_ random: inout SplitMix64, exact: Bool) -> RoundedShape {
        func value(_ range: ClosedRange<Double>) -> Double {
            let v = range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() >> 11) / 0x1p53
            return exact ? (v * 4).rounded() / 4 : v
        }
        let box = rect(value(-5...40), value(-5...40), value(1...150), value(1...90))
        switch random.next() % 4 {
        case 0: return RoundedShape(ellipseIn: box)
        case 1: return RoundedShape(rect: box, radii: PixelCornerRadii(value(0...60)))
        case 2:
            return RoundedShape(rect: box, radii: PixelCornerRadii(topLeading: value(0...50), topTrailing: value(0...50),
                                                                   bottomTrailing: value(0...50), bottomLeading: value(0...50)))
        default: return RoundedShape(rect: box, radii: .zero)
        }
    }

    @Test func columnBatchesEqualSingleColumns() {
        var random = SplitMix64(seed: 7)
        var compared = 0, arcColumns = 0
        for index in 0..<300 {
            let shape = randomShape(&random, exact: index % 2 == 0)
            for y in Int(shape.minY.rounded(.down))..<Int(shape.maxY.rounded(.up)) {
                guard let band = shape.band(from: Double(y), to: Double(y) + 1) else { continue }
                var first = Int(shape.minX.rounded(.down)) - 2
                let last = Int(shape.maxX.rounded(.up)) + 2
                while first < last {
                    let count = min(last - first, 1 + Int(random.next() % 64))
                    var areas = [Double](repeating: .nan, count: count), scratch = areas
                    areas.withUnsafeMutableBufferPointer { areas in
                        scratch.withUnsafeMutableBufferPointer { scratch in
                            band.coverages(columns: first, count: count, into: areas.baseAddress!,
                                           scratch: scratch.baseAddress!)
                        }
                    }
                    for i in 0..<count {
                        let single = band.coverage(ofColumn: first + i)
                        // `==` is bit equality here except that it also equates +0 and −0.
                        if areas[i] != single { Issue.record("y \(y), x \(first + i): \(areas[i]) ≠ \(single)") }
                        if single > 0 && single < band.height { arcColumns += 1 }
                        compared += 1
                    }
                    first += count
                }
            }
        }
        #expect(compared > 100_000)
        #expect(arcColumns > 10_000)
    }

    @Test func mirrorNeedsSymmetricExactShapesOnOneAxis() {
        let box = rect(10, 20, 50, 31)
        let shape = RoundedShape(rect: box, radii: PixelCornerRadii(8))
        #expect(VerticalMirror(outer: shape, inner: nil)?.axis == 71)
        #expect(VerticalMirror(outer: shape, inner: RoundedShape(rect: box.insetBy(9), radii: .zero))?.axis == 71)
        // An inner shape on another axis, uneven corners, inexact or off-grid coordinates: no mirror.
        #expect(VerticalMirror(outer: shape, inner: RoundedShape(rect: rect(19, 29, 32, 12), radii: .zero)) == nil)
        let uneven = PixelCornerRadii(topLeading: 8, topTrailing: 8, bottomTrailing: 8, bottomLeading: 7)
        #expect(VerticalMirror(outer: RoundedShape(rect: box, radii: uneven), inner: nil) == nil)
        #expect(VerticalMirror(outer: RoundedShape(rect: rect(10, 20.1, 50, 31), radii: .zero), inner: nil) == nil)
        #expect(VerticalMirror(outer: RoundedShape(rect: rect(10, 20.25, 50, 31), radii: .zero), inner: nil) == nil)
        // A disc centred on a pixel centre mirrors about that row.
        #expect(VerticalMirror(outer: RoundedShape(ellipseIn: rect(3.5 - 2.25, 7.5 - 2.25, 4.5, 4.5)), inner: nil)?.axis == 15)
    }

    @Test func mirrorPairsRowsWhollyAboveAndBelowTheCentreLine() throws {
        let mirror = try #require(VerticalMirror(outer: RoundedShape(rect: rect(10, 20, 50, 51), radii: .zero),
                                                 inner: nil))
        #expect(mirror.axis == 91)
        #expect(mirror.lowerRow(mirroring: 20) == 70)
        #expect(mirror.lowerRow(mirroring: 44) == 46)
        #expect(mirror.lowerRow(mirroring: 45) == nil)  // 45…46 holds the centre line, 45.5
        #expect(mirror.upperRow(mirroredBy: 45) == nil)
        #expect(mirror.upperRow(mirroredBy: 46) == 44)
        #expect(mirror.upperRow(mirroredBy: 70) == 20)
    }

    /// Each row's runs against the pixel-by-pixel rule they summarize: solid stretches take the band's
    /// height, every other column its integrated area.
    @Test func rowRunsMatchThePerPixelRule() {
        var random = SplitMix64(seed: 11)
        let clip = PixelBounds(minX: 0, minY: 0, maxX: 180, maxY: 140)
        var edgePixels = 0
        RingCoverage.withEdgeScratch { scratch in
            var runs: [CoverageRun] = []
            for index in 0..<120 {
                let outer = randomShape(&random, exact: index % 2 == 0)
                let hole = index % 3 == 0 ? nil : RoundedShape(
                    rect: PixelRect(x: outer.minX, y: outer.minY, width: outer.maxX - outer.minX,
                                    height: outer.maxY - outer.minY).insetBy(Double(random.next() % 12) + 0.5),
                    radii: PixelCornerRadii(Double(random.next() % 30)))
                let ring = RingCoverage(outer: outer, inner: hole)
                for y in ring.rows(in: clip) {
                    ring.runs(row: y, clip: clip, into: &runs, scratch: scratch)
                    var actual = [UInt32](repeating: 0, count: clip.width)
                    for run in runs { for x in run.x0..<run.x1 { actual[x] = run.coverage } }
                    let expected = referenceRow(ring, y: y, clip: clip)
                    if actual != expected { Issue.record("shape \(index), row \(y)") }
                    edgePixels += expected.filter { $0 != 0 && $0 != 255 }.count
                }
            }
        }
        #expect(edgePixels > 10_000)
    }

    /// Coverage bytes of row `y`, one column at a time.
    private func referenceRow(_ ring: RingCoverage, y: Int, clip: PixelBounds) -> [UInt32] {
        var row = [UInt32](repeating: 0, count: clip.width)
        guard let outer = ring.outer.band(from: Double(y), to: Double(y) + 1) else { return row }
        let inner = ring.inner?.band(from: Double(y), to: Double(y) + 1)
        let columns = clip.minX...clip.maxX
        for x in PixelMath.floorInt(outer.leftMin, in: columns)..<PixelMath.ceilInt(outer.rightMax, in: columns) {
            let outerSolid = x >= PixelMath.ceilInt(outer.leftMax, in: columns)
                && x < PixelMath.floorInt(outer.rightMin, in: columns)
            guard let inner, inner.height > 0 else {
                row[x] = PixelMath.coverageByte(outerSolid ? outer.height : outer.coverage(ofColumn: x))
                continue
            }
            let touched = x >= PixelMath.floorInt(inner.leftMin, in: columns)
                && x < PixelMath.ceilInt(inner.rightMax, in: columns)
            let innerSolid = x >= PixelMath.ceilInt(inner.leftMax, in: columns)
                && x < PixelMath.floorInt(inner.rightMin, in: columns)
            if outerSolid && !touched {
                row[x] = PixelMath.coverageByte(outer.height)
            } else if outerSolid && innerSolid {
                row[x] = PixelMath.coverageByte(outer.height - inner.height)
            } else {
                let area = outer.coverage(ofColumn: x) - (touched ? inner.coverage(ofColumn: x) : 0)
                row[x] = PixelMath.coverageByte(area)
            }
        }
        return row
    }

    /// Painting with mirrored rows gives the canvas that integrating every row gives.
    @Test func mirroredRowsPaintWhatIntegratedRowsPaint() throws {
        var random = SplitMix64(seed: 23)
        var mirrored = 0
        for index in 0..<150 {
            // Every other shape is built to mirror: half-pixel top, whole-pixel height, equal corners.
            let outer = index % 2 == 1 ? randomShape(&random, exact: true) : RoundedShape(
                rect: rect(Double(random.next() % 160) / 4, Double(random.next() % 80) / 2,
                           1 + Double(random.next() % 600) / 4, 1 + Double(random.next() % 90)),
                radii: PixelCornerRadii(Double(random.next() % 240) / 4))
            let inset = Double(random.next() % 10)
            let hole = index % 3 == 0 ? nil : RoundedShape(
                rect: PixelRect(x: outer.minX, y: outer.minY, width: outer.maxX - outer.minX,
                                height: outer.maxY - outer.minY).insetBy(inset),
                radii: PixelCornerRadii(Double(random.next() % 30)))
            let ring = RingCoverage(outer: outer, inner: hole)
            if VerticalMirror(outer: outer, inner: hole) != nil { mirrored += 1 }
            let paint = PaintSource(.solid(RasterColor(rgb8: 200, 40, 90, alpha: 0.6)))
            var fast = try whiteContext(width: 200, height: 140), slow = fast
            let clip = fast.clipBounds
            fast.draw(clip) { ring.paint(with: SpanPainter(target: $0, clip: clip, paint: paint)) }
            slow.draw(clip) { target in
                let painter = SpanPainter(target: target, clip: clip, paint: paint)
                var runs: [CoverageRun] = []
                RingCoverage.withEdgeScratch { scratch in
                    for y in ring.rows(in: clip) {
                        ring.runs(row: y, clip: clip, into: &runs, scratch: scratch)
                        painter.paint(runs, y: y)
                    }
                }
            }
            let identical = fast.canvas == slow.canvas  // not inside #expect, which would print both canvases
            #expect(identical, "shape \(index)")
        }
        #expect(mirrored > 60)
    }
}
