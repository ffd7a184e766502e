import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `redacted(reason: .placeholder)`: texts as one bar a line and images as blocks, in the foreground at 0.2 of its
/// alpha; `unredacted()` inside draws as usual. The test measurer's lines are 1.3 em and its characters 0.6 em.
@Suite struct RedactionTests {
    func commands(_ body: String) throws -> (LayoutResult, [DisplayCommand]) {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": \#(body)}"#)
        return (layout, painter.displayList().commands)
    }

    /// "abcd" at 17 pt: one line 40.8 wide and 22.1 tall; its bar 40.8 × 13.26, centred in the line, black at 0.2.
    @Test func aRedactedTextIsABarPerLine() throws {
        let (layout, drawn) = try commands(#"{"Text": "abcd", "id": "t", "modifiers": [{"redacted": "placeholder"}]}"#)
        let frame = try #require(layout.node(id: "t")).frame
        #expect(!drawn.contains { if case .text = $0 { true } else { false } })
        let bars = drawn.compactMap { command -> (Rect, DisplayPaint)? in
            if case .fill(.roundedRect(let rect, _), let paint) = command { return (rect, paint) }
            return nil
        }
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(abs(bar.0.width - 40.8) < 1e-9 && abs(bar.0.height - 22.1 * 0.6) < 1e-9)
        #expect(abs(bar.0.midY - (frame.minY + 22.1 / 2)) < 1e-9 && bar.0.minX == frame.minX)
        #expect(bar.1 == .solid(RGBAColor.black.opacity(0.2)))
    }

    @Test func unredactedInsideDrawsTheText() throws {
        let (_, drawn) = try commands(#"{"VStack": [{"Text": "a"}, {"Text": "b", "modifiers": [{"unredacted": true}]}], "modifiers": [{"redacted": "placeholder"}]}"#)
        let texts = drawn.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
        #expect(texts == ["b"])
    }

    @Test func noReasonRedactsNothing() throws {
        let (_, drawn) = try commands(#"{"Text": "a", "modifiers": [{"redacted": "none"}]}"#)
        #expect(drawn.contains { if case .text = $0 { true } else { false } })
    }
}
