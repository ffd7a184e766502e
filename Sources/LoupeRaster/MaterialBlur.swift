/// The blur behind a material: a Gaussian of standard deviation σ device pixels.
///
/// A material's blur is wide (24 pt is σ = 72 pixels at @3x), and a blur that wide keeps no detail finer than a few
/// pixels, so it need not run at full resolution. For σ ≥ 16 the backdrop is averaged into cells of `f × f` pixels
/// (`f` is 4, 8 or 16, the largest at most σ / 4), blurred there by ``BoxBlur`` with σ' = √(σ²/f² − 1/4) — the cell
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
        // 4, 8 or 16 (cells sum four pixels at a time); narrower blurs run at full resolution.
        var factor = capped >= 16 ? 4 : 1
        while factor > 1, factor < 16, Double(factor * 2) * 4 <= capped { factor *= 2 }
        self.factor = factor
        if factor == 1 {
            cellBlur = BoxBlur(standardDeviation: capped)
        } else {
            let f = Double(factor)
            cellBlur = BoxBlur(standardDeviation: (capped * capped / (f * f) - 0.25).squareRoot())
        }
    }

    /// The blurred pixels of `region` (canvas coordinates, inside the canvas), row-major.
    /// The cell sums and the interpolation split their rows among `threads` threads when the region is large.
    func blur(_ canvas: Canvas, region: PixelBounds, threads: Int = 1) -> [UInt32] {
        guard factor > 1 else { return cellBlur.blur(canvas, region: region) }
        let cells = averagedCells(canvas, around: region, threads: threads)
        let blurred = cellBlur.blur(cells.canvas, region: cells.needed)
        return interpolated(blurred, width: cells.needed.width, region: region, threads: threads)
    }

    // MARK: - Cells

    /// The grid of cell averages: cell `(i, j)` covers canvas pixels from `(origin.x + i·f, origin.y + j·f)`. The
    /// cells the interpolation reads (`needed`, from 1 cell before the region to 1 after) sit `reach` cells in from
    /// the grid's edges, so the cell blur never reaches past the grid. Sums run four pixels at a time in 16-bit lanes
    /// (a 16 × 16 cell of 255s is 65,280); pixels are read and written as bytes, so channel order is the memory's.
    private func averagedCells(_ canvas: Canvas, around region: PixelBounds,
                               threads: Int) -> (canvas: Canvas, needed: PixelBounds) {
        let f = factor, reach = cellBlur.reach, groups = f / 4
        let neededColumns = (region.width + f - 1) / f + 2, neededRows = (region.height + f - 1) / f + 2
        let columns = neededColumns + 2 * reach, rows = neededRows + 2 * reach
        // Cell `reach + 1` starts at the region's first pixel.
        let originX = region.minX - (reach + 1) * f, originY = region.minY - (reach + 1) * f
        let span = columns * f
        let inside = originX >= 0 && originX + span <= canvas.width
        var grid = Canvas(validatedWidth: columns, height: rows)
        let shift = UInt32(2 * f.trailingZeroBitCount)
        let rounding = SIMD4<UInt32>(repeating: UInt32(f * f / 2))
        canvas.storage.withUnsafeBufferPointer { source in
        grid.storage.withUnsafeMutableBufferPointer { cells in
        // Rows of cells in bands, one per thread; each band has its own sums.
        RowBands.forEach(0..<rows, threads: threads, pixels: rows * f * span) { band in
        var sums = [SIMD16<UInt16>](repeating: .zero, count: columns)
        // A row of the span with the canvas's edge pixels repeated, for spans that cross an edge.
        var edgeRow = [UInt32](repeating: 0, count: inside ? 0 : span)
        sums.withUnsafeMutableBufferPointer { sums in
        edgeRow.withUnsafeMutableBufferPointer { edgeRow in
            for j in band {
                sums.update(repeating: .zero)
                for dy in 0..<f {
                    let y = min(max(originY + j * f + dy, 0), canvas.height - 1)
                    let row: UnsafeRawPointer
                    if inside {
                        row = UnsafeRawPointer(source.baseAddress! + y * canvas.width + originX)
                    } else {
                        // The part on the canvas copied; the edge pixels repeated either side.
                        let line = source.baseAddress! + y * canvas.width
                        let left = min(max(-originX, 0), span)
                        let right = min(max(originX + span - canvas.width, 0), span - left)
                        let middle = span - left - right
                        edgeRow.baseAddress!.update(repeating: line[0], count: left)
                        (edgeRow.baseAddress! + left).update(from: line + max(originX, 0), count: middle)
                        (edgeRow.baseAddress! + left + middle).update(repeating: line[canvas.width - 1], count: right)
                        row = UnsafeRawPointer(edgeRow.baseAddress!)
                    }
                    for i in 0..<columns {
                        var sum = sums[i]
                        for g in 0..<groups {
                            let four = row.loadUnaligned(fromByteOffset: (i &* f &+ g &* 4) &* 4, as: SIMD16<UInt8>.self)
                            sum &+= SIMD16<UInt16>(truncatingIfNeeded: four)
                        }
                        sums[i] = sum
                    }
                }
                for i in 0..<columns {
                    let s = SIMD16<UInt32>(truncatingIfNeeded: sums[i])
                    let total = s.lowHalf.lowHalf &+ s.lowHalf.highHalf &+ s.highHalf.lowHalf &+ s.highHalf.highHalf
                    let mean = SIMD4<UInt8>(truncatingIfNeeded: (total &+ rounding) &>> shift)
                    cells[j &* columns &+ i] = unsafeBitCast(mean, to: UInt32.self)
                }
            }
        }
        }
        }
        }
        }
        let needed = PixelBounds(minX: reach, minY: reach, maxX: reach + neededColumns, maxY: reach + neededRows)
        return (grid, needed)
    }

    // MARK: - Interpolation

    /// Bilinear interpolation of the blurred cells at each pixel's centre. Pixel `x` of the region sits at
    /// `1 + (2(x − minX) + 1 + f) / 2f − 1` cells from the first needed cell's centre; weights are in units of
    /// 1/2f, so everything stays on integers.
    private func interpolated(_ blurred: [UInt32], width cellColumns: Int, region: PixelBounds,
                              threads: Int) -> [UInt32] {
        let f = factor, twoF = 2 * f, width = region.width
        var out = [UInt32](repeating: 0, count: width * region.height)
        let shift = Int32(2 * (f.trailingZeroBitCount + 1))  // 4f², a power of two
        let rounding = SIMD4<Int32>(repeating: Int32(f * f * 2))
        blurred.withUnsafeBufferPointer { cells in
        out.withUnsafeMutableBufferPointer { out in
        RowBands.forEach(0..<region.height, threads: threads, pixels: width * region.height) { band in
        // One row of cells interpolated vertically, a channel a lane (in memory order, as the bytes are read).
        var vertical = [SIMD4<Int32>](repeating: .zero, count: cellColumns)
        vertical.withUnsafeMutableBufferPointer { vertical in
            for y in band {
                let q = 2 * y + 1 + f
                let top = (q / twoF) * cellColumns, bottom = top + cellColumns
                let lower = Int32(q % twoF), upper = Int32(twoF) - lower
                for i in 0..<cellColumns {
                    vertical[i] = Self.lanes(cells[top &+ i]) &* upper &+ Self.lanes(cells[bottom &+ i]) &* lower
                }
                let row = out.baseAddress! + y * width
                // Between two cell centres the value is linear in x: each pixel adds the same step (the right
                // weight grows by 2 units of 1/2f a pixel), which gives exactly the weighted sum.
                var x = 0
                while x < width {
                    let position = 2 * x + 1 + f
                    let i = position / twoF, right = Int32(position % twoF)
                    let run = min((twoF - Int(right) + 1) / 2, width - x)
                    var value = vertical[i] &* (Int32(twoF) &- right) &+ vertical[i &+ 1] &* right &+ rounding
                    let step = (vertical[i &+ 1] &- vertical[i]) &* 2
                    for k in 0..<run {
                        row[x &+ k] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: value &>> shift), to: UInt32.self)
                        value &+= step
                    }
                    x += run
                }
            }
        }
        }
        }
        }
        return out
    }

    /// A pixel's four bytes, in memory order, one to a lane.
    @inline(__always)
    private static func lanes(_ p: UInt32) -> SIMD4<Int32> {
        SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
    }
}
