import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

private func lazyVGrid(_ items: [GridItemSpec], spacing: Double? = nil, id: String, _ content: [ViewNode],
                       _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.lazyGrid(LazyGridSpec(isVertical: true, items: items, spacing: spacing, content: content)), id: id,
             modifiers: modifiers, path: id)
}

/// `LazyVGrid`/`LazyHGrid`: the worked examples objc.io measured on iOS ("SwiftUI's Grid Views", 2020), and grids
/// worked out by hand with the same rules (`docs/layout.md#lazy-grids`).
@Suite struct LazyGridTests {
    /// Fixed 70 and adaptive (minimum 40) in 200: 200 − 70 − 8 = 122 for the adaptive item, which fits two tracks of
    /// (122 − 8) / 2 = 57.
    @Test func aFixedColumnAndAnAdaptiveOneShareTheWidth() {
        let result = layout(lazyVGrid([GridItemSpec(.fixed(70)), GridItemSpec(.adaptive(minimum: 40, maximum: .infinity))],
                                      id: "grid", (0..<3).map { color(id: "c\($0)", .frame(height: 20)) },
                                      .frame(width: 200)))
        // The 200-wide frame is centred on the 393-wide screen: x = 96.5.
        #expect(result["c0"].frame == rect(96.5, 59 + (759 - 20) / 2, 70, 20))
        #expect(result["c1"].frame.minX == 96.5 + 78)
        #expect(result["c1"].frame.width == 57)
        #expect(result["c2"].frame.minX == 96.5 + 143)
    }

    /// A flexible item whose minimum (140) is more than its share takes it; the adaptive one gets the 52 left, below
    /// its own minimum of 70, as one track.
    @Test func anAdaptiveItemNarrowerThanItsMinimumIsOneTrack() {
        let result = layout(lazyVGrid([GridItemSpec(.flexible(minimum: 140, maximum: .infinity)),
                                       GridItemSpec(.adaptive(minimum: 70, maximum: .infinity))],
                                      id: "grid", [color(id: "a", .frame(height: 10)), color(id: "b", .frame(height: 10))],
                                      .frame(width: 200)))
        #expect(result["a"].frame.width == 140)
        #expect(result["b"].frame.width == 52)
        #expect(result["b"].frame.minX - result["a"].frame.minX == 148)
    }

    /// Flexible minimum 50 and 120 in 200: measured 96 + 8 + 120 = 224 wide, then divided again in 224 when placed:
    /// 108 and 120 from the grid's leading edge, (200 − 224) / 2 = −12 from the frame's.
    @Test func aGridLongerThanItsProposalDividesItsOwnLengthAgain() {
        let result = layout(lazyVGrid([GridItemSpec(.flexible(minimum: 50, maximum: .infinity)),
                                       GridItemSpec(.flexible(minimum: 120, maximum: .infinity))],
                                      id: "grid", [color(id: "a", .frame(height: 10)), color(id: "b", .frame(height: 10))],
                                      .frame(width: 200)))
        #expect(result["grid"].frame.width == 224)
        #expect(result["a"].frame == rect(96.5 - 12, result["a"].frame.minY, 108, 10))
        #expect(result["b"].frame == rect(96.5 - 12 + 116, result["b"].frame.minY, 120, 10))
    }

    /// Three flexible columns on the 393-point screen: (393 − 16) / 3 each; lines as tall as their tallest view, 8
    /// apart; each view centred in its cell; a colour with no height is offered none and is 10 tall.
    @Test func linesAreAsTallAsTheirTallestViewAndViewsCentreInTheirCells() {
        let flexible = GridItemSpec.flexible
        let result = layout(vStack([lazyVGrid([flexible, flexible, flexible], id: "grid", [
            color(id: "short", .frame(width: 20, height: 10)),
            color(id: "tall", .frame(height: 50)),
            color(id: "free"),
            color(id: "next", .frame(height: 30)),
        ])]))
        let column = (393.0 - 16) / 3
        let top = 59 + (759.0 - (50 + 8 + 30)) / 2
        #expect(result["grid"].frame == rect(0, top, 393, 88))
        #expect(approx(result["short"].frame, rect((column - 20) / 2, top + 20, 20, 10)))
        #expect(approx(result["tall"].frame, rect(column + 8, top, column, 50)))
        // Offered its cell (the column and the line's 50) when placed, the colour fills it.
        #expect(approx(result["free"].frame, rect(2 * (column + 8), top, column, 50)))
        #expect(approx(result["next"].frame, rect(0, top + 58, column, 30)))
    }

    /// Adaptive items with their own spacing: 385 wide (padding 4), minimum 100, spacing 4: ⌊389 / 104⌋ = 3 tracks of
    /// (385 − 8) / 3.
    @Test func adaptiveTracksUseTheirItemsSpacing() {
        let result = layout(lazyVGrid([GridItemSpec(.adaptive(minimum: 100, maximum: .infinity), spacing: 4)], spacing: 4,
                                      id: "grid", (0..<4).map { color(id: "c\($0)", .frame(height: 100)) },
                                      .padding(4)))
        let track = (385.0 - 8) / 3
        #expect(approx(result["c1"].frame, rect(4 + track + 4, result["c0"].frame.minY, track, 100)))
        #expect(abs(result["c3"].frame.minX - 4) < 1e-9)
        #expect(result["c3"].frame.minY == result["c0"].frame.minY + 104)
    }

    /// A `LazyHGrid` divides its height: two fixed rows of 40, 8 apart; views flow down each column first.
    @Test func aHorizontalGridFillsColumnsTopToBottom() {
        let grid = ViewNode(.lazyGrid(LazyGridSpec(isVertical: false, items: [GridItemSpec(.fixed(40)), GridItemSpec(.fixed(40))],
                                                   content: (0..<3).map { color(id: "c\($0)", .frame(width: 30)) })),
                            id: "grid", path: "grid")
        let result = layout(grid)
        #expect(result["grid"].frame.size == Size(width: 68, height: 88))
        let origin = result["grid"].frame.origin
        #expect(result["c0"].frame == rect(origin.x, origin.y, 30, 40))
        #expect(result["c1"].frame == rect(origin.x, origin.y + 48, 30, 40))
        #expect(result["c2"].frame == rect(origin.x + 38, origin.y, 30, 40))
    }
}

/// `Grid` and `GridRow` (`docs/layout.md#grid`).
@Suite struct GridTableTests {
    private func row(_ id: String, alignment: VerticalAlignment? = nil, _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.gridRow(alignment: alignment, content: cells), id: id, path: id)
    }

    /// Columns as wide as their widest cell, 8 apart. The fake measurer gives 7.3 points a character and 20.287 a
    /// line, ceiled to the 1/3-point pixel grid: "Version" 51⅓, "Loupe" 36⅔, "1" 7⅓, a line 20⅓.
    @Test func columnsAreAsWideAsTheirWidestCell() {
        let grid = ViewNode(.grid(GridSpec(alignment: .leading, content: [
            row("r0", [text("Name", id: "name"), text("Loupe", id: "value")]),
            row("r1", [text("Version", id: "version"), text("1", id: "one", .gridCell(.columnAlignment(.trailing)))]),
        ])), id: "grid", path: "grid")
        let result = layout(grid)
        let origin = result["grid"].frame.origin
        let line = 61.0 / 3
        #expect(approx(Rect(origin: .zero, size: result["grid"].frame.size), rect(0, 0, 154.0 / 3 + 8 + 110.0 / 3, 2 * line + 8)))
        #expect(result["name"].frame.minX == origin.x)
        // The second column is trailing-aligned because one of its cells says so.
        #expect(approx(result["value"].frame, rect(origin.x + 154.0 / 3 + 8, origin.y, 110.0 / 3, line)))
        #expect(approx(result["one"].frame, rect(origin.x + 96 - 22.0 / 3, origin.y + line + 8, 22.0 / 3, line)))
        #expect(approx(result["r1"].frame, rect(origin.x, origin.y + line + 8, 96, line)))
    }

    /// Flexible cells share what the fixed columns leave; a cell spanning two columns takes both and the space between.
    /// "Label" is 5 × 7.3 = 36.5, ceiled to 36⅔.
    @Test func flexibleColumnsShareTheRestAndSpansCoverTheirColumns() {
        let grid = ViewNode(.grid(GridSpec(horizontalSpacing: 10, verticalSpacing: 0, content: [
            row("r0", [text("Label", id: "label"), color(id: "a", .frame(height: 20)), color(id: "b", .frame(height: 20))]),
            row("r1", [color(id: "wide", .frame(height: 20), .gridCell(.columns(2))), color(.red, id: "last", .frame(height: 20))]),
        ])), id: "grid", path: "grid")
        let result = layout(grid)
        let label = 110.0 / 3
        let share = (393.0 - 20 - label) / 2
        // The first row is as tall as the label's line (20⅓); the 20-point colours are centred in it.
        #expect(approx(result["a"].frame, rect(label + 10, result["r0"].frame.minY + 1.0 / 6, share, 20)))
        #expect(approx(result["wide"].frame, rect(0, result["r1"].frame.minY, label + 10 + share, 20)))
        #expect(approx(result["last"].frame, rect(label + 20 + share, result["r1"].frame.minY, share, 20)))
        #expect(result["r1"].frame.minY == result["r0"].frame.maxY)
    }

    /// `gridCellAnchor(.bottomTrailing)` puts the view's bottom-trailing corner on its cell's, whatever the alignment.
    @Test func anAnchorPlacesTheViewInItsCell() {
        let grid = ViewNode(.grid(GridSpec(content: [
            row("r0", [color(id: "big", .frame(width: 100, height: 60)),
                       color(id: "small", .frame(width: 20, height: 20), .gridCell(.anchor(.bottomTrailing)))]),
            row("r1", [color(id: "wide", .frame(width: 10, height: 10)), color(id: "w2", .frame(width: 50, height: 10))]),
        ])), id: "grid", path: "grid")
        let result = layout(grid)
        let origin = result["grid"].frame.origin
        // Columns 100 and 50, 8 apart; the first row 60 tall: the cell of "small" is x 108…158, y 0…60.
        #expect(result["small"].frame == rect(origin.x + 158 - 20, origin.y + 60 - 20, 20, 20))
    }
}

/// `ViewThatFits`: the first child whose ideal size fits; the fake measurer gives 7.3 points a character.
@Suite struct ViewThatFitsTests {
    private func fits(width: Double) -> LayoutResult {
        layout(ViewNode(.viewThatFits(axes: .horizontal, content: [text("ABCDEFGHIJ", id: "long"), text("AB", id: "short")]),
                        id: "fits", modifiers: [.frame(width: width)], path: "fits"))
    }

    @Test func theFirstChildThatFitsIsShown() {
        // "ABCDEFGHIJ" is 73 wide: it fits in 100 and is shown.
        let wide = fits(width: 100)
        #expect(wide["fits"].shownChild == 0)
        #expect(abs(wide["long"].frame.width - 73) < 0.34)
        // In 50 it does not: "AB" (14.6) is.
        let narrow = fits(width: 50)
        #expect(narrow["fits"].shownChild == 1)
        #expect(abs(narrow["short"].frame.width - 14.6) < 0.34)
    }
}

/// `contentMargins` pads a scroll view's content inside it.
@Suite struct ContentMarginsTests {
    @Test func theContentIsInsetInsideTheScrollView() {
        let result = layout(scrollView(id: "scroll", [color(id: "content", .frame(height: 100))],
                                       .contentMargins(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))))
        #expect(result["scroll"].frame.width == 393)
        #expect(result["content"].frame == rect(20, 59, 353, 100))
    }
}
