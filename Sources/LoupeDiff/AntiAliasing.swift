/// pixelmatch's anti-aliasing detector: V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A pixel is taken for anti-aliasing when its eight neighbours hold both a darker and a brighter one, at most two
/// equal ones (an image edge counts as one), and the darkest or the brightest neighbour sits in a flat area (three or
/// more identical neighbours) in both images.
struct AntiAliasingDetector {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// Whether the pixel at `x`, `y` of `image` looks like anti-aliasing, given both images as 32-bit words
    /// (`own` is `image`'s words, `other` the other image's).
    func isAntiAliased(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int,
                       own: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        // Column by column, as pixelmatch walks them: ties keep the first neighbour found.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQMetric.brightnessDelta(image + centre, image + (y * width + x) * 4, offset: centre,
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
        return (hasManySiblings(own, x: darkestX, y: darkestY) && hasManySiblings(other, x: darkestX, y: darkestY))
            || (hasManySiblings(own, x: brightestX, y: brightestY) && hasManySiblings(other, x: brightestX, y: brightestY))
    }

    /// Whether the pixel at `x`, `y` has three or more neighbours of exactly its colour (an edge counts as one).
    private func hasManySiblings(_ words: UnsafePointer<UInt32>, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if words[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
