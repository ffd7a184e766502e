/// pixelmatch's anti-aliasing detector: V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A pixel is taken for anti-aliasing when its eight neighbours hold both a darker and a brighter one, at most two
/// equal ones (an image edge counts as one), and the darkest or the brightest neighbour sits in a flat area (three or
/// more identical neighbours) in both images.
struct AntiAliasingDetector {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// Whether the pixel at `x`, `y` of `own` looks like anti-aliasing; `other` is the other image.
    func isAntiAliased<Own: PixelLayout, Other: PixelLayout>(
        _ own: UnsafePointer<UInt8>, _: Own.Type, x x1: Int, y y1: Int, other: UnsafePointer<UInt8>, _: Other.Type
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centreIndex = y1 * width + x1
        let centre = Own.word(own, centreIndex)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        // Column by column, as pixelmatch walks them: ties keep the first neighbour found.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQMetric.brightnessDelta(centre, Own.word(own, y * width + x), offset: centreIndex * 4,
                                                      checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestX = x; darkestY = y
                } else if delta > brightest {
                    brightest = delta; brightestX = x; brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(own, Own.self, x: darkestX, y: darkestY)
                && hasManySiblings(other, Other.self, x: darkestX, y: darkestY))
            || (hasManySiblings(own, Own.self, x: brightestX, y: brightestY)
                && hasManySiblings(other, Other.self, x: brightestX, y: brightestY))
    }

    /// Whether the pixel at `x`, `y` has three or more neighbours of exactly its colour (an edge counts as one).
    private func hasManySiblings<Layout: PixelLayout>(_ image: UnsafePointer<UInt8>, _: Layout.Type,
                                                      x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = Layout.word(image, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if Layout.word(image, y * width + x) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
