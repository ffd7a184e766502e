import Testing
@testable import LoupeRaster

@Suite struct MaterialTests {
    /// White canvas, left half black: a sharp vertical edge at x = 32.
    private func edgeContext() throws -> RasterContext {
        var context = try whiteContext(width: 64, height: 32)
        context.fillRect(rect(0, 0, 32, 32), paint: opaqueBlack)
        return context
    }

    @Test func boxSizesFollowTheSVGFormula() {
        // σ = 4: d = ⌊4·3·√(2π)/4 + 0.5⌋ = 8 (even): boxes 8, 8 (offset) and 9.
        let even = BoxBlur(standardDeviation: 4).windows.map { [$0.before, $0.after] }
        #expect(even == [[4, 3], [3, 4], [4, 4]])
        // σ = 72 (24 pt at @3x): d = 135 (odd): three centred boxes.
        #expect(BoxBlur(standardDeviation: 72).windows.map(\.size) == [135, 135, 135])
        #expect(BoxBlur(standardDeviation: 0.2).windows.isEmpty)
    }

    @Test func sharpEdgeBecomesASymmetricRamp() throws {
        var context = try edgeContext()
        context.fillMaterial(rect(8, 4, 48, 24), cornerRadius: 0, blurRadius: 4, tints: [])
        let row = (8..<56).map { Int(context.canvas.pixel(x: $0, y: 16).red) }
        #expect(row.first == 0)
        #expect(row.last == 255)
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })  // monotone ramp
        #expect(row.filter { $0 > 0 && $0 < 255 }.count >= 12)  // ≈ 2.5σ each side
        #expect(row[23] + row[24] == 255)  // columns 31 and 32 mirror each other around the edge
        #expect(context.canvas.pixel(x: 4, y: 16) == gray(0))  // outside the material: untouched
        #expect(context.canvas.pixel(x: 60, y: 16) == gray(255))
    }

    @Test func flatBackdropStaysFlatAndCanvasEdgesExtend() throws {
        var context = try whiteContext(width: 40, height: 40)
        context.fillMaterial(rect(0, 0, 40, 40), cornerRadius: 0, blurRadius: 10, tints: [])
        #expect(context.canvas == (try whiteContext(width: 40, height: 40)).canvas)
    }

    @Test func sourceOverTintIsAppliedAfterTheBlur() throws {
        var context = try whiteContext(width: 32, height: 32)
        let tint = PixelTint(color: RasterColor(rgb8: 0x25, 0x25, 0x25, alpha: 0.7), mode: .sourceOver)
        context.fillMaterial(rect(4, 4, 24, 24), cornerRadius: 6, blurRadius: 3, tints: [tint])
        // 0x25 @ 0.7 over white: 26 + round(255 × 76 / 255) = 102.
        #expect(context.canvas.pixel(x: 16, y: 16) == gray(102))
        #expect(context.canvas.pixel(x: 4, y: 4) == gray(255))  // outside the rounded corner
        let edge = context.canvas.pixel(x: 5, y: 5).red  // partially covered corner pixel mixes
        #expect(edge > 102 && edge < 255)
    }

    @Test func colorDodgeAndOverlayFollowTheirFormulas() throws {
        var context = try Canvas(width: 4, height: 1, color: RasterColor(rgb8: 100, 100, 100))
            .asContext()
        let dodge = PixelTint(color: RasterColor(rgb8: 0x33, 0x33, 0x33), mode: .colorDodge)
        context.fillMaterial(rect(0, 0, 2, 1), cornerRadius: 0, blurRadius: 0, tints: [dodge])
        // 100 / (1 − 0x33/255) = 100 / 0.8 = 125.
        #expect(context.canvas.pixel(x: 0, y: 0) == gray(125))
        let overlay = PixelTint(color: RasterColor(rgb8: 0x9C, 0x9C, 0x9C), mode: .overlay)
        context.fillMaterial(rect(2, 0, 2, 1), cornerRadius: 0, blurRadius: 0, tints: [overlay])
        // Backdrop 100/255 ≤ ½: 2 · cs · cb = 2 × 156 × 100 / 255 ≈ 122.35.
        #expect(context.canvas.pixel(x: 3, y: 0) == gray(122))
    }

    // MARK: - Wide blurs on cells

    @Test func wideBlursRunOnCellsOfAPowerOfTwo() {
        // The largest power of two at most σ/4, from 4 to 16: below σ = 16 the blur runs at full resolution.
        #expect([72.0, 48, 32, 24, 16, 15.9, 10, 0].map { MaterialBlur(standardDeviation: $0).factor }
                == [16, 8, 8, 4, 4, 1, 1, 1])
        // σ = 72 on 16-pixel cells: σ' = √(72²/16² − 1/4) = √20 ≈ 4.47, boxes of d = ⌊4.47·1.88 + 0.5⌋ = 8.
        #expect(MaterialBlur(standardDeviation: 72).cellBlur.windows.map(\.size) == [8, 8, 9])
    }

    /// A step from black to white under a 72-pixel blur. Both blurs approximate the same Gaussian; their effective
    /// σ differ by about 1 % (67.5 pixels from three boxes of 135; 66.8 from boxes of 8, 8 and 9 cells of 16 plus the
    /// cell average and the interpolation), which moves a blurred step by at most 0.242 · 255 · 0.7 / 67.5 ≈ 0.6
    /// levels; the box shapes and the rounding of each pass add a level or two. Three levels bound it.
    @Test func wideBlurMatchesTheFullResolutionBlurWithinThreeLevels() throws {
        var context = try whiteContext(width: 700, height: 400)
        context.fillRect(rect(0, 0, 350, 400), paint: opaqueBlack)
        let region = PixelBounds(minX: 150, minY: 100, maxX: 550, maxY: 300)
        let cells = MaterialBlur(standardDeviation: 72).blur(context.canvas, region: region)
        let full = BoxBlur(standardDeviation: 72).blur(context.canvas, region: region)
        #expect(cells.count == 400 * 200)
        let worst = zip(cells, full).map { abs(Int($0 & 0xFF) - Int($1 & 0xFF)) }.max() ?? 0
        #expect(worst <= 3)
        let row = (0..<400).map { Int(cells[100 * 400 + $0] & 0xFF) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })  // still a monotone ramp
        #expect(row[199] + row[200] >= 253 && row[199] + row[200] <= 257)  // symmetric about the edge
    }

    /// Cell sums keep each channel in a lane of its own: a flat translucent colour comes back exactly.
    @Test func flatTranslucentBackdropKeepsEveryChannel() throws {
        var canvas = try Canvas(width: 300, height: 200)
        let packed: UInt32 = 10 | 20 << 8 | 30 << 16 | 40 << 24  // premultiplied, every channel different
        canvas.storage = [UInt32](repeating: packed, count: 300 * 200)
        let blurred = MaterialBlur(standardDeviation: 48).blur(canvas, region: PixelBounds(minX: 20, minY: 10, maxX: 290, maxY: 180))
        #expect(blurred.count == 270 * 170)
        #expect(blurred.allSatisfy { $0 == packed })
    }

    @Test func lightThinMaterialRecipeIsDeterministic() throws {
        let recipe = [PixelTint(color: RasterColor(rgb8: 0x33, 0x33, 0x33), mode: .colorDodge),
                      PixelTint(color: RasterColor(rgb8: 0xA6, 0xA6, 0xA6, alpha: 0.7), mode: .sourceOver)]
        var first = try edgeContext()
        first.fillMaterial(rect(10, 2, 44, 28), cornerRadius: 8, blurRadius: 6, tints: recipe)
        var second = try edgeContext()
        second.fillMaterial(rect(10, 2, 44, 28), cornerRadius: 8, blurRadius: 6, tints: recipe)
        #expect(first.canvas == second.canvas)
        // Over white the dodge keeps 255, then #A6A6A6 @ 0.7 gives 116 + round(255 × 76 / 255) = 192.
        #expect(first.canvas.pixel(x: 50, y: 16) == gray(192))
        // Over black the dodge keeps 0: 116.
        #expect(first.canvas.pixel(x: 12, y: 16) == gray(116))
    }
}

extension MaterialTests {
    /// A material large enough to be written in bands tints each band's rows itself: 1, 2 and 3 threads give the
    /// same pixels, and the recipe's numbers hold in both halves.
    @Test func aBandedMaterialIsTintedAlikeOnEveryThreadCount() throws {
        let recipe = [PixelTint(color: RasterColor(rgb8: 0x33, 0x33, 0x33), mode: .colorDodge),
                      PixelTint(color: RasterColor(rgb8: 0xA6, 0xA6, 0xA6, alpha: 0.7), mode: .sourceOver)]
        var canvases: [Canvas] = []
        for threads in 1...3 {
            // White on the left, black on the right, a translucent red stripe across the middle rows.
            var context = try Canvas(width: 700, height: 400).asContext()
            context.threads = threads
            context.fillRect(rect(0, 0, 350, 400), paint: .solid(.white))
            context.fillRect(rect(350, 0, 350, 400), paint: .solid(.black))
            context.fillRect(rect(0, 190, 700, 20), paint: .solid(RasterColor(rgb8: 0xFF, 0, 0, alpha: 0.5)))
            // 600 × 300 pixels: over the size a material's write is split into bands.
            context.fillMaterial(rect(50, 50, 600, 300), cornerRadius: 40, blurRadius: 6, tints: recipe)
            canvases.append(context.canvas)
        }
        #expect(canvases[1] == canvases[0])
        #expect(canvases[2] == canvases[0])
        // Far from the edges the blur keeps white and black: 192 and 116 as in the recipe test above.
        #expect(canvases[0].pixel(x: 150, y: 100) == gray(192))
        #expect(canvases[0].pixel(x: 550, y: 300) == gray(116))
    }
}

extension Canvas {
    func asContext() -> RasterContext { RasterContext(canvas: self) }
}
