/// The blur behind a material: a Gaussian of standard deviation σ device pixels.
///
/// A material's blur is wide (24 pt is σ = 72 pixels at @3x), and a blur that wide keeps no detail finer than a few
/// pixels, so it need not run at full resolution. For σ ≥ 8 the backdrop is averaged into cells of `f × f` pixels
/// (`f` a power of two, at most 16, about σ / 4), blurred there by ``BoxBlur`` with σ' = √(σ²/f² − 1/4) — the cell
/// average and the interpolation add about f²/4 of variance between them — and interpolated back bilinearly at each
/// pixel's centre. The work is about (size / f)² instead of size², and a smooth result differs from the full-resolution
/// blur by well under a level. Smaller blurs run ``BoxBlur`` at full resolution. All arithmetic is on integers, so the
/// result is bit-identical everywhere. Reads beyond the canvas repeat its edge pixels, as ``BoxBlur``'s do.
struct MaterialBlur {
    /// Side of the cells the backdrop is averaged into; 1 means full resolution.
    let factor: Int
    /// The blur run on the cells (or on the pixels when `factor` is 1).
    let cellBlur: BoxBlur

    init(standardDeviation sigma: Double) {
        let capped = min(max(sigma, 0), BoxBlur.maximumStandardDeviation)
        var factor = 1
        while factor < 16, Double(factor * 2) * 4 <= capped { factor *= 2 }
        self.factor = factor
        if factor == 1 {
            cellBlur = BoxBlur(standardDeviation: capped)
        } else {
            let f = Double(factor)
            cellBlur = BoxBlur(standardDeviation: (capped * capped / (f * f) - 0.25).squareRoot())
        }
    }

    /// The blurred pixels of `region` (canvas coordinates, inside the canvas), row-major.
    func blur(_ canvas: Canvas, region: PixelBounds) -> [UInt32] {
        guard factor > 1 else { return cellBlur.blur(canvas, region: region) }
        let cells = averagedCells(canvas, around: region)
        let blurred = cellBlur.blur(cells.canvas, region: cells.needed)
        return interpolated(blurred, width: cells.needed.width, region: region)
    }

    // MARK: - Cells

    /// The grid of cell averages: cell `(i, j)` covers canvas pixels from `(origin.x + i·f, origin.y + j·f)`. The
    /// cells the interpolation reads (`needed`, from 1 cell before the region to 1 after) sit `reach` cells in from
    /// the grid's edges, so the cell blur never reaches past the grid.
    private func averagedCells(_ canvas: Canvas, around region: PixelBounds) -> (canvas: Canvas, needed: PixelBounds) {
        let f = factor, reach = cellBlur.reach
        let neededColumns = (region.width + f - 1) / f + 2, neededRows = (region.height + f - 1) / f + 2
        let columns = neededColumns + 2 * reach, rows = neededRows + 2 * reach
        // Cell `reach + 1` starts at the region's first pixel.
        let originX = region.minX - (reach + 1) * f, originY = region.minY - (reach + 1) * f
        var grid = Canvas(validatedWidth: columns, height: rows)
        let shift = UInt64(2 * f.trailingZeroBitCount)
        let half = UInt64(f * f / 2)
        let rounding = half | half << 16 | half << 32 | half << 48
        // Each column of the canvas the cells read, edges repeated.
        let sourceColumns = (0..<(columns * f)).map { min(max(originX + $0, 0), canvas.width - 1) }
        var sums = [UInt64](repeating: 0, count: columns)
        canvas.storage.withUnsafeBufferPointer { source in
            grid.storage.withUnsafeMutableBufferPointer { cells in
                sourceColumns.withUnsafeBufferPointer { sourceColumns in
                    sums.withUnsafeMutableBufferPointer { sums in
                        for j in 0..<rows {
                            sums.update(repeating: 0)
                            for dy in 0..<f {
                                let row = min(max(originY + j * f + dy, 0), canvas.height - 1) * canvas.width
                                var k = 0
                                for i in 0..<columns {
                                    var sum = sums[i]
                                    for _ in 0..<f {
                                        sum &+= Self.spread(source[row &+ sourceColumns[k]])
                                        k &+= 1
                                    }
                                    sums[i] = sum
                                }
                            }
                            for i in 0..<columns {
                                cells[j * columns + i] = Self.pack(((sums[i] &+ rounding) &>> shift) & 0x00FF_00FF_00FF_00FF)
                            }
                        }
                    }
                }
            }
        }
        let needed = PixelBounds(minX: reach, minY: reach, maxX: reach + neededColumns, maxY: reach + neededRows)
        return (grid, needed)
    }

    /// A packed pixel with each channel in a 16-bit lane (`r`, `b`, `g`, `a` from the low end): a cell of up to
    /// 16 × 16 pixels sums without carrying into the next lane.
    @inline(__always)
    private static func spread(_ p: UInt32) -> UInt64 {
        UInt64(p & 0x00FF_00FF) | UInt64((p &>> 8) & 0x00FF_00FF) &<< 32
    }

    /// The inverse of ``spread(_:)`` for lanes holding 0…255.
    @inline(__always)
    private static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: lanes) | UInt32(truncatingIfNeeded: lanes &>> 32) &<< 8
    }

    // MARK: - Interpolation

    /// Bilinear interpolation of the blurred cells at each pixel's centre. Pixel `x` of the region sits at
    /// `1 + (2(x − minX) + 1 + f) / 2f − 1` cells from the first needed cell's centre; weights are in units of
    /// 1/2f, so everything stays on integers.
    private func interpolated(_ blurred: [UInt32], width cellColumns: Int, region: PixelBounds) -> [UInt32] {
        let f = factor, twoF = 2 * f, width = region.width
        var out = [UInt32](repeating: 0, count: width * region.height)
        // Each column's left cell and the right cell's weight.
        let columnCells = (0..<width).map { x in (2 * x + 1 + f) / twoF }
        let columnWeights = (0..<width).map { x in UInt64((2 * x + 1 + f) % twoF) }
        // One row of cells interpolated vertically, channels in 32-bit lanes: `r | b << 32` and `g | a << 32`.
        var redBlue = [UInt64](repeating: 0, count: cellColumns), greenAlpha = redBlue
        let shift = UInt64(2 * (f.trailingZeroBitCount + 1))  // 4f², a power of two
        let half = UInt64(f * f * 2)
        let rounding = half | half << 32
        blurred.withUnsafeBufferPointer { cells in
        out.withUnsafeMutableBufferPointer { out in
        columnCells.withUnsafeBufferPointer { columnCells in
        columnWeights.withUnsafeBufferPointer { columnWeights in
        redBlue.withUnsafeMutableBufferPointer { redBlue in
        greenAlpha.withUnsafeMutableBufferPointer { greenAlpha in
            for y in 0..<region.height {
                let q = 2 * y + 1 + f
                let top = (q / twoF) * cellColumns, bottom = top + cellColumns
                let lower = UInt64(q % twoF), upper = UInt64(twoF) - lower
                for i in 0..<cellColumns {
                    let a = cells[top &+ i], b = cells[bottom &+ i]
                    redBlue[i] = Self.wide(a) &* upper &+ Self.wide(b) &* lower
                    greenAlpha[i] = Self.wide(a &>> 8) &* upper &+ Self.wide(b &>> 8) &* lower
                }
                let row = out.baseAddress! + y * width
                for x in 0..<width {
                    let i = columnCells[x], right = columnWeights[x], left = UInt64(twoF) &- right
                    let rb = (redBlue[i] &* left &+ redBlue[i &+ 1] &* right &+ rounding) &>> shift
                    let ga = (greenAlpha[i] &* left &+ greenAlpha[i &+ 1] &* right &+ rounding) &>> shift
                    row[x] = UInt32(truncatingIfNeeded: rb & 0xFF) | UInt32(truncatingIfNeeded: (rb &>> 32) & 0xFF) &<< 16
                        | UInt32(truncatingIfNeeded: ga & 0xFF) &<< 8 | UInt32(truncatingIfNeeded: (ga &>> 32) & 0xFF) &<< 24
                }
            }
        }
        }
        }
        }
        }
        }
        return out
    }

    /// Channels 0 and 2 of a packed pixel (`r` and `b`, or `g` and `a` after a shift by 8) in 32-bit lanes.
    @inline(__always)
    private static func wide(_ p: UInt32) -> UInt64 {
        UInt64(p & 0xFF) | UInt64((p &>> 16) & 0xFF) &<< 32
    }
}
