#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images as pixelmatch 7.2.0 does, with ignored regions, a budget and a clear answer for sizes that
/// differ.
///
/// ```swift
/// let result = try ImageDiff.compare(expected: golden, actual: rendered,
///                                    options: DiffOptions(threshold: 0.1, maxDiffPixels: 20), diffImage: true)
/// if !result.match { print(result.summary) }   // "1234 of 2962440 pixels differ (0.0417 %), bounding box 10,20 30x40; 20 allowed"
/// ```
///
/// Equal bytes are found first with one `memcmp`; the diff image is only made when asked for. For images of one
/// size and no ignored regions, the count and the diff image are pixelmatch's, byte for byte.
public enum ImageDiff {
    /// The options are out of range (``DiffOptions/problem``).
    public struct InvalidOptions: Error, CustomStringConvertible, Sendable {
        /// What is wrong, as `name: reason`.
        public let description: String
    }

    /// Compares `expected` with `actual`.
    /// - Parameters:
    ///   - expected: The reference image, usually the golden.
    ///   - actual: The image under test. When the sizes differ, the common top-left region is compared as usual,
    ///     every pixel only one image has counts as different unless it is ignored, and the result never matches.
    ///   - options: The threshold, anti-aliasing handling, ignored regions and budget; pixelmatch's by default.
    ///   - diffImage: whether to draw the diff image (``DiffResult/diffImage``).
    ///   - threads: how many threads share a large comparison (over a million pixels) by bands of rows; the
    ///     result is the same for every number.
    /// - Throws: ``InvalidOptions`` when an option is out of range.
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions = .pixelmatch,
                               diffImage: Bool = false, threads: Int = 1) throws(InvalidOptions) -> DiffResult {
        if let problem = options.problem { throw InvalidOptions(description: problem) }
        guard expected.width == actual.width, expected.height == actual.height else {
            return compareSizes(expected: expected, actual: actual, options: options, diffImage: diffImage,
                                threads: threads)
        }
        let matcher = PixelMatcher(width: expected.width, height: expected.height, options: options)
        let total = expected.pixelCount
        let allowed = options.allowedDiffPixels(of: total)
        var output = diffImage ? [UInt8](repeating: 0, count: total * 4) : nil
        // Bytes are only compared for images stored alike; otherwise the matcher finds out.
        var identical = expected.bytesPerPixel == actual.bytesPerPixel && expected.storage.withUnsafeBytes { a in
            actual.storage.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        var tally = PixelTally()
        // Threads only pay for themselves on large images.
        let bands = total >= 1 << 20 ? max(1, threads) : 1
        if total > 0 {
            tally = switch (expected.bytesPerPixel, actual.bytesPerPixel) {
            case (4, 4): run(matcher, expected, RGBALayout.self, actual, RGBALayout.self, identical, bands, &output)
            case (3, 3): run(matcher, expected, RGBLayout.self, actual, RGBLayout.self, identical, bands, &output)
            case (3, _): run(matcher, expected, RGBLayout.self, actual, RGBALayout.self, identical, bands, &output)
            default: run(matcher, expected, RGBALayout.self, actual, RGBLayout.self, identical, bands, &output)
            }
            if expected.bytesPerPixel != actual.bytesPerPixel { identical = !tally.sawUnequalPixel }
        }
        return DiffResult(
            reason: tally.diffPixels > allowed ? .pixelDiff : nil, diffPixels: tally.diffPixels,
            antiAliasedPixels: tally.antiAliasedPixels, totalPixels: total, allowedDiffPixels: allowed,
            expectedWidth: expected.width, expectedHeight: expected.height,
            actualWidth: actual.width, actualHeight: actual.height, bounds: tally.bounds, identical: identical,
            diffImage: output.map { RGBAImage(width: expected.width, height: expected.height, rgba: $0)! })
    }

    /// Runs the matcher (or, for equal bytes, only draws the unchanged picture) into `output` when it is given.
    private static func run<A: PixelLayout, B: PixelLayout>(
        _ matcher: PixelMatcher, _ expected: RGBAImage, _ layoutA: A.Type, _ actual: RGBAImage, _ layoutB: B.Type,
        _ identical: Bool, _ bands: Int, _ output: inout [UInt8]?
    ) -> PixelTally {
        expected.storage.withUnsafeBufferPointer { a in
            actual.storage.withUnsafeBufferPointer { b in
                guard var bytes = output else {
                    return identical
                        ? PixelTally() : matcher.run(a.baseAddress!, A.self, b.baseAddress!, B.self, output: nil, bands: bands)
                }
                output = nil  // keep the buffer uniquely referenced while it is written
                let tally = bytes.withUnsafeMutableBufferPointer { target in
                    if identical {
                        matcher.drawUnchanged(a.baseAddress!, A.self, into: target.baseAddress!)
                        return PixelTally()
                    }
                    return matcher.run(a.baseAddress!, A.self, b.baseAddress!, B.self, output: target.baseAddress!,
                                       bands: bands)
                }
                output = bytes
                return tally
            }
        }
    }

    /// Images of different sizes: the area both cover is compared as usual, every pixel that only one of them has
    /// counts as different (drawn in the diff colour), and the pixels neither has stay transparent.
    private static func compareSizes(expected: RGBAImage, actual: RGBAImage, options: DiffOptions,
                                     diffImage: Bool, threads: Int) -> DiffResult {
        let common = PixelRegion(x: 0, y: 0, width: min(expected.width, actual.width),
                                 height: min(expected.height, actual.height))
        let unionWidth = max(expected.width, actual.width), unionHeight = max(expected.height, actual.height)
        let overlap = try! compare(expected: expected.cropped(to: common), actual: actual.cropped(to: common),
                                   options: options, diffImage: diffImage, threads: threads)
        let ignoredOutside = PixelMatcher.ignoreMask(options.ignoredRegions, width: unionWidth, height: unionHeight)
        var tally = PixelTally(overlap)
        var output = diffImage ? [UInt8](repeating: 0, count: unionWidth * unionHeight * 4) : nil
        for y in 0..<unionHeight {
            for x in 0..<unionWidth {
                let index = y * unionWidth + x
                if x < common.width, y < common.height {
                    if let diff = overlap.diffImage {
                        let source = (y * common.width + x) * 4
                        for channel in 0..<4 { output![index * 4 + channel] = diff.storage[source + channel] }
                    }
                    continue
                }
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                guard inExpected || inActual else { continue }
                if !ignoredOutside.isEmpty && ignoredOutside[index] != 0 {
                    if output != nil && !options.diffMask {
                        let tint = DiffColor.ignoredTint
                        output![index * 4] = tint.red; output![index * 4 + 1] = tint.green
                        output![index * 4 + 2] = tint.blue; output![index * 4 + 3] = 255
                    }
                    continue
                }
                tally.count(x: x, y: y)
                if output != nil {
                    let color = inExpected ? options.diffColor : (options.diffColorAlt ?? options.diffColor)
                    output![index * 4] = color.red; output![index * 4 + 1] = color.green
                    output![index * 4 + 2] = color.blue; output![index * 4 + 3] = 255
                }
            }
        }
        let total = unionWidth * unionHeight
        return DiffResult(
            reason: .sizeDiff, diffPixels: tally.diffPixels, antiAliasedPixels: tally.antiAliasedPixels,
            totalPixels: total, allowedDiffPixels: options.allowedDiffPixels(of: total),
            expectedWidth: expected.width, expectedHeight: expected.height,
            actualWidth: actual.width, actualHeight: actual.height, bounds: tally.bounds, identical: false,
            diffImage: output.map { RGBAImage(width: unionWidth, height: unionHeight, rgba: $0)! })
    }
}
