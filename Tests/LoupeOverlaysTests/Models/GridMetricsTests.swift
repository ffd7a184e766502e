import LoupeCore
import Testing
@testable import LoupeOverlays

/// The rows of the table in `docs/overlays.md#grid-metrics` and Loupe's preview samples.
@Suite struct GridMetricsTests {
    func metrics(_ width: Double, _ height: Double, _ request: Double? = nil,
                 _ fit: GridMetrics.Fit = .exact) throws -> GridMetrics {
        try #require(try GridMetrics.calculate(viewSize: Size(width: width, height: height), squareSize: request, fit: fit))
    }

    @Test func defaultFitIsTheGreatestCommonSquare() throws {
        let small = try metrics(240, 180)
        #expect(small.squareSize == 60 && small.columns == 4 && small.rows == 3)
        #expect(small.originOffset == .zero && small.contentSize == Size(width: 240, height: 180))
        #expect(small.verticalLinePositions == [0, 60, 120, 180, 240])
        #expect(small.horizontalLinePositions == [0, 60, 120, 180])
        let phone = try metrics(393, 852)
        #expect(phone.squareSize == 3 && phone.columns == 131 && phone.rows == 284)
        #expect(phone.verticalLinePositions.count == 132 && phone.verticalLinePositions.last == 393)
        let other = try metrics(390, 844)
        #expect(other.squareSize == 2 && other.columns == 195 && other.rows == 422)
    }

    @Test func exactRequestsAreUsedOnlyWhenTheyTileTheView() throws {
        let fallback = try metrics(393, 852, 8)
        #expect(fallback.squareSize == 3 && fallback.columns == 131 && fallback.rows == 284 && fallback.fit == .exact)
        let tiled = try metrics(392, 848, 8)
        #expect(tiled.squareSize == 8 && tiled.columns == 49 && tiled.rows == 106)
        #expect(tiled.contentSize == Size(width: 392, height: 848))
        // 392.04 / 8 = 49.005 is within 0.01 of 49: 8-pt squares, 0.04 pt left over at the right.
        let tolerated = try metrics(392.04, 848, 8)
        #expect(tolerated.squareSize == 8 && tolerated.columns == 49 && tolerated.originOffset == .zero)
        #expect(abs(tolerated.horizontalRemainder - 0.04) < 1e-9)
        // 392.2 / 8 = 49.025 is not: the "largest exact square not above 8" search lands on the GCD, 10.6 pt.
        let coarser = try metrics(392.2, 848, 8)
        #expect(coarser.squareSize == 10.6 && coarser.columns == 37 && coarser.rows == 80)
    }

    @Test func preferredFitCentresRoundedCounts() throws {
        let phone = try metrics(393, 852, 8, .preferred)
        #expect(phone.columns == 49 && phone.rows == 107)   // 106.5 rounds up
        #expect(abs(phone.squareSize - 7.962616822429907) < 1e-12)
        #expect(abs(phone.originOffset.x - 1.4158878504672714) < 1e-12)
        #expect(phone.originOffset.y == 0)
        #expect(abs(phone.horizontalRemainder - 2.831775700934543) < 1e-12)
        #expect(phone.verticalRemainder == 0)
        #expect(phone.fit == .preferred)
        let lines = phone.verticalLinePositions
        #expect(lines.count == 50 && lines.first == phone.originOffset.x && lines.last == phone.contentRect.maxX)
        #expect(phone.horizontalLinePositions.count == 108)
    }

    @Test func loupesPreviewSamples() throws {
        let purple = try metrics(312, 168, 12, .preferred)
        #expect(purple.squareSize == 12 && purple.columns == 26 && purple.rows == 14)
        let red = try metrics(180, 300, 6, .preferred)
        #expect(red.squareSize == 6 && red.columns == 30 && red.rows == 50)
        #expect(red.horizontalLinePositions.last == 300)
    }

    @Test func preferredWithoutARequestIsTheExactGrid() throws {
        let grid = try metrics(240, 180, nil, .preferred)
        #expect(grid.fit == .exact && grid.squareSize == 60)
        #expect(try metrics(240, 180, 0, .preferred).fit == .exact)
        #expect(try metrics(240, 180, -8, .preferred).squareSize == 60)
    }

    @Test func emptyViewsHaveNoMetrics() throws {
        #expect(try GridMetrics.calculate(viewSize: Size(width: 0, height: 100)) == nil)
        #expect(try GridMetrics.calculate(viewSize: Size(width: 100, height: -5)) == nil)
        #expect(try GridMetrics.calculate(viewSize: Size(width: .nan, height: 100)) == nil)
    }

    @Test func sizesLoupeWouldTrapOnThrow() {
        #expect(throws: GridMetricsError.infiniteSize(Size(width: .infinity, height: 10))) {
            try GridMetrics.calculate(viewSize: Size(width: .infinity, height: 10))
        }
        // 20000.001 × 1: the GCD is 0.001 pt, 20 000 001 columns.
        #expect(throws: GridMetricsError.tooManySquares(columns: 20_000_001, rows: 1000, limit: 10_000_000)) {
            try GridMetrics.calculate(viewSize: Size(width: 20000.001, height: 1))
        }
        #expect(throws: GridMetricsError.self) {
            try GridMetrics.calculate(viewSize: Size(width: 393, height: 852), squareSize: 1e-5, fit: .preferred)
        }
    }

    @Test func fractionalViewsGetThousandthPointSquares() throws {
        let grid = try metrics(196.5, 100.25)
        #expect(grid.squareSize == 0.25 && grid.columns == 786 && grid.rows == 401)
    }
}
