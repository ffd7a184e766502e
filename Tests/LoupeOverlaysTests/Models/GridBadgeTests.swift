import LoupeCore
import Testing
@testable import LoupeOverlays

@Suite struct GridBadgeTests {
    func metrics(_ width: Double, _ height: Double, _ request: Double? = nil,
                 _ fit: GridMetrics.Fit = .exact) throws -> GridMetrics {
        try #require(try GridMetrics.calculate(viewSize: Size(width: width, height: height), squareSize: request, fit: fit))
    }

    @Test func exactFitShowsSquareAndGrid() throws {
        let grid = try metrics(393, 852)
        #expect(grid.badgeLines == ["square: 3.00pt", "grid: 131 \u{00D7} 284"])
        #expect(grid.fitLine == nil)
        #expect(grid.accessibilityValue == "131 columns, 284 rows, square size 3.00 points")
        #expect(try metrics(240, 180).squareLine == "square: 60.00pt")
    }

    @Test func preferredFitWithAVisibleRemainder() throws {
        let grid = try metrics(393, 852, 8, .preferred)
        #expect(grid.badgeLines == ["square: 7.96pt", "grid: 49 × 107", "remainder: W 2.83 / H 0.00"])
        #expect(grid.accessibilityValue
                == "49 columns, 107 rows, square size 7.96 points (preferred fit, remainder W: 2.83, H: 0.00)")
    }

    @Test func preferredFitWithoutARemainder() throws {
        let grid = try metrics(312, 168, 12, .preferred)
        #expect(grid.fitLine == "preferred fit")
        #expect(grid.accessibilityValue == "26 columns, 14 rows, square size 12.00 points (preferred fit)")
        // A 0.04-pt remainder is below the 0.05 threshold; 0.06 pt is above it.
        #expect(try metrics(312.04, 168, 12, .preferred).fitLine == "preferred fit")
        #expect(try metrics(312.06, 168, 12, .preferred).fitLine == "remainder: W 0.06 / H 0.00")
    }

    @Test func beforeLayoutTheValueIsAwaitingLayout() throws {
        #expect(GridMetrics.accessibilityValue(for: nil) == "Awaiting layout")
        #expect(GridMetrics.accessibilityValue(for: try metrics(240, 180)) == "4 columns, 3 rows, square size 60.00 points")
    }
}
