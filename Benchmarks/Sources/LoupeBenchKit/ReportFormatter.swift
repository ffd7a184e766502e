import Foundation
import LoupeRender

/// Renders a ``BenchReport`` as a table for people or as one JSON object for scripts.
public enum ReportFormatter {
    /// The human-readable table: ours and the scalar baseline per phase, then the PNG encodings.
    public static func text(_ report: BenchReport, workload: Workload) -> String {
        var lines: [String] = []
        if !report.optimized {
            lines.append("warning: debug build — timings mean nothing; use swift run -c release loupe-bench")
        }
        lines.append("""
            workload \(workload.width)×\(workload.height): \(workload.count(of: .rects)) rects, \
            \(workload.count(of: .roundedRects)) rrects, \(workload.count(of: .crosshairs)) crosshairs, \
            \(workload.count(of: .text)) labels (\(report.glyphsPerFrame) glyphs per frame, \
            \(report.distinctGlyphs) distinct)
            """)
        lines.append("median of \(report.frames) frames after \(report.warmupFrames) warm-up, ms; " +
                     "baseline = scalar box fills in the same run (see ScalarBaseline)")
        lines.append(row("phase", "ours", "baseline", "ours/baseline"))
        let baselines: [Phase: Double] = [.clear: report.baselineClearMilliseconds,
                                          .rects: report.baselineRectsMilliseconds,
                                          .roundedRects: report.baselineRoundedRectsMilliseconds]
        for phase in Phase.allCases {
            let ours = report.milliseconds(phase)
            if let base = baselines[phase] {
                lines.append(row(phase.rawValue, fixed(ours), fixed(base), ratio(ours, base)))
            } else {
                lines.append(row(phase.rawValue, fixed(ours), "–", "–"))
            }
        }
        lines.append(row("frame", fixed(report.frameMilliseconds), fixed(report.baselineFrameMilliseconds),
                         ratio(report.frameMilliseconds, report.baselineFrameMilliseconds)))
        lines.append("fastest frame \(fixed(report.fastestFrameMilliseconds)) ms; first frame's text (empty glyph " +
                     "cache) \(fixed(report.firstFrameTextMilliseconds)) ms")
        lines.append("PNG of the final frame: unpremultiply \(fixed(report.unpremultiplyMilliseconds)) ms, then")
        for encoding in report.encodings {
            lines.append("  \(label(encoding.options)): \(fixed(encoding.milliseconds)) ms, \(encoding.bytes) bytes" +
                         " (\(ratio(encoding.milliseconds, report.frameMilliseconds)) a frame)")
        }
        lines.append(String(format: "diff, ~1 %% of pixels changed: %.3f ms (%d counted); identical: %.3f ms",
                            report.diffMilliseconds, report.diffPixels, report.diffIdenticalMilliseconds))
        lines.append(String(format: "PNG decode of the final frame: %.3f ms", report.decodeMilliseconds))
        lines.append("frame FNV-1a \(hex(report.frameHash))")
        return lines.joined(separator: "\n")
    }

    /// One JSON object on one line; times in milliseconds, ratios as plain numbers.
    public static func json(_ report: BenchReport, workload: Workload) -> String {
        var members: [(String, String)] = [
            ("frame_ms", fixed(report.frameMilliseconds)),
            ("frame_min_ms", fixed(report.fastestFrameMilliseconds)),
        ]
        for phase in Phase.allCases { members.append(("\(phase.rawValue)_ms", fixed(report.milliseconds(phase)))) }
        members += [
            ("text_first_frame_ms", fixed(report.firstFrameTextMilliseconds)),
            ("baseline_clear_ms", fixed(report.baselineClearMilliseconds)),
            ("baseline_rects_ms", fixed(report.baselineRectsMilliseconds)),
            ("baseline_rrects_ms", fixed(report.baselineRoundedRectsMilliseconds)),
            ("baseline_frame_ms", fixed(report.baselineFrameMilliseconds)),
            ("frame_vs_baseline", fixed(report.frameMilliseconds / report.baselineFrameMilliseconds)),
            ("rects_vs_baseline", fixed(report.milliseconds(.rects) / report.baselineRectsMilliseconds)),
            ("rrects_vs_baseline", fixed(report.milliseconds(.roundedRects) / report.baselineRoundedRectsMilliseconds)),
            ("unpremultiply_ms", fixed(report.unpremultiplyMilliseconds)),
            ("encode_ms", fixed(report.encoding.milliseconds)),
            ("png_bytes", "\(report.encoding.bytes)"),
            ("diff_ms", fixed(report.diffMilliseconds)),
            ("diff_identical_ms", fixed(report.diffIdenticalMilliseconds)),
            ("diff_pixels", "\(report.diffPixels)"),
            ("decode_ms", fixed(report.decodeMilliseconds)),
            ("encodings", "[" + report.encodings.map(encodingJSON).joined(separator: ",") + "]"),
            ("frames", "\(report.frames)"),
            ("warmup_frames", "\(report.warmupFrames)"),
            ("width", "\(workload.width)"),
            ("height", "\(workload.height)"),
            ("glyphs_per_frame", "\(report.glyphsPerFrame)"),
            ("distinct_glyphs", "\(report.distinctGlyphs)"),
            ("frame_fnv1a64", "\"\(hex(report.frameHash))\""),
            ("optimized", report.optimized ? "true" : "false"),
        ]
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func encodingJSON(_ encoding: BenchReport.Encoding) -> String {
        let settings = switch encoding.options.compressor {
        case .runs: "\"compressor\":\"runs\""
        case .zlib(let level, let filter): "\"compressor\":\"zlib\",\"level\":\(level),\"filter\":\"\(filterName(filter))\""
        }
        return "{\(settings),\"ms\":\(fixed(encoding.milliseconds)),\"bytes\":\(encoding.bytes),\"threads\":\(encoding.options.threads)}"
    }

    static func label(_ options: PNGEncodingOptions) -> String {
        switch options.compressor {
        case .runs: options.threads > 1 ? "runs (the default), \(options.threads) threads" : "runs (the default)"
        case .zlib(let level, let filter): "zlib \(level), filter \(filterName(filter))"
        }
    }

    static func filterName(_ filter: PNGFilter) -> String {
        switch filter {
        case .none: "none"
        case .sub: "sub"
        case .up: "up"
        case .average: "average"
        case .paeth: "paeth"
        case .adaptive: "adaptive"
        }
    }

    /// Three decimals; a non-finite value (a ratio over 0) prints as 0 so the JSON stays valid.
    static func fixed(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? value : 0)
    }

    private static func ratio(_ value: Double, _ reference: Double) -> String {
        reference > 0 ? String(format: "%.2f×", value / reference) : "–"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func row(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
        func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(width - s.count, 1)) }
        return pad(a, 12) + pad(b, 10) + pad(c, 10) + d
    }
}
