import LoupeCore
import LoupeDisplayList
import Testing

/// The display list's text form, worked out by hand for small lists.
@Suite struct TextFormTests {
    @Test func everyCommandHasOneLine() {
        var list = DisplayList(size: Size(width: 100, height: 50))
        list.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 50)), .solid(RGBAColor(rgb8: 0xFF, 0xFF, 0xFF)))
        list.append(.stroke(.ellipse(Rect(x: 10, y: 10, width: 20, height: 20)), lineWidth: 1.5,
                            .solid(RGBAColor(rgb8: 0x00, 0x7A, 0xFF, alpha: 0.5))))
        list.append(.pushClip(Rect(x: 1.25, y: 2, width: 3, height: 4)))
        list.append(.text(TextRun(string: "to59 \"q\"", font: FontSpec(size: 12, weight: .semibold, design: .monospaced),
                                  origin: Point(x: 20, y: 33.3333333), paint: .solid(.black), underline: true)))
        list.append(.popClip)
        list.append(.beginLayer)
        list.append(.material(.roundedRect(Rect(x: 5, y: 6, width: 70, height: 20), CornerRadii(all: 8)),
                              .thinLight))
        list.append(.endLayer(opacity: 0.25))
        list.fill(.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8.5)]),
                  .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 10), stops: [
                      GradientStop(color: RGBAColor(rgb8: 0xFF, 0x00, 0x00), location: 0),
                      GradientStop(color: RGBAColor(rgb8: 0x00, 0x00, 0xFF), location: 1),
                  ]))
        // 0x7A = 122; 33.3333333 rounds to 33.333; .thinLight is white at 70 % blurred by 24 pt.
        #expect(list.textForm == """
            size 100×50
            fill rect 0,0 100×50 solid #FFFFFF
            stroke ellipse 10,10 20×20 width 1.5 solid #007AFF@0.5
            pushClip 1.25,2 3×4
            text "to59 \\"q\\"" 12pt semibold monospaced at 20,33.333 solid #000000 underline
            popClip
            beginLayer
            material roundedRect 5,6 70×20 r8 blur 24 tints #FFFFFF@0.7 sourceOver
            endLayer opacity 0.25
            fill polygon 0,0 10,0 5,8.5 linearGradient 0,0→0,10 #FF0000 at 0, #0000FF at 1

            """)
    }

    @Test func unequalCornersAreListedClockwiseFromTopLeading() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.fill(.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10),
                               CornerRadii(topLeading: 1, topTrailing: 2, bottomLeading: 4, bottomTrailing: 3)),
                  .solid(RGBAColor(rgb8: 1, 2, 3)))
        #expect(list.textForm.split(separator: "\n")[1] == "fill roundedRect 0,0 10×10 r1/2/3/4 solid #010203")
    }
}
