import LoupeCore
import LoupeDisplayList
import Testing
@testable import LoupeOverlays

/// The mirror across a 100-wide frame at x 0: x ↦ 100 − x.
@Suite struct HorizontalMirrorTests {
    let mirror = HorizontalMirror(across: Rect(x: 0, y: 0, width: 100, height: 50), text: MonospacedTextLines())

    @Test func shapesAndCornersTradeSides() {
        let mirrored = mirror([.fill(.roundedRect(Rect(x: 10, y: 0, width: 20, height: 10),
                                                  CornerRadii(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4)),
                                     .solid(.black))])
        #expect(mirrored == [.fill(.roundedRect(Rect(x: 70, y: 0, width: 20, height: 10),
                                                CornerRadii(topLeading: 2, topTrailing: 1, bottomLeading: 4, bottomTrailing: 3)),
                                   .solid(.black))])
    }

    @Test func anAngularGradientSweepsTheOtherWayWithItsOwnStops() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        let mirrored = mirror([.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 50)),
                                     .angularGradient(center: Point(x: 10, y: 5), startAngle: 0, endAngle: .pi / 2, stops: stops))])
        // A point at angle 0 (to the right of the centre) is mirrored to angle π (to the left of the mirrored centre).
        #expect(mirrored == [.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 50)),
                                   .angularGradient(center: Point(x: 90, y: 5), startAngle: .pi, endAngle: .pi / 2, stops: stops))])
    }

    @Test func aTransformIsConjugated() {
        // Moving 10 to the right, seen in the mirror, is moving 10 to the left.
        let moved = mirror([.endLayerTransformed(opacity: 1, transform: DisplayAffine(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 3))])
        #expect(moved == [.endLayerTransformed(opacity: 1, transform: DisplayAffine(a: 1, b: 0, c: 0, d: 1, tx: -10, ty: 3))])
    }

    @Test func aTextRunKeepsItsGlyphsAndMovesItsBox() throws {
        // "ab" is 2 × 10 wide in the test layout: its box 10…30 becomes 70…90.
        let run = TextRun(string: "ab", font: FontSpec(size: 10), origin: Point(x: 10, y: 8), paint: .solid(.black))
        guard case .text(let moved) = try #require(mirror([.text(run)]).first) else { Issue.record("not text"); return }
        #expect(moved.string == "ab" && moved.origin == Point(x: 70, y: 8))
    }
}

/// Lines of 10 points per character, on one line.
private struct MonospacedTextLines: TextLineLayout {
    func layOut(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> LaidOutText {
        let width = Double(string.count) * 10
        return LaidOutText(lines: [.init(string: string, width: width, baseline: 8)], size: Size(width: width, height: 10))
    }
    func layOut(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> LaidOutText {
        layOut(runs.map(\.string).joined(), font: runs.first?.font ?? FontSpec(size: 10), width: width, lineLimit: lineLimit)
    }
}
