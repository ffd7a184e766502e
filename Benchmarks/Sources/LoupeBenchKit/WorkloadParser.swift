/// Parses the one-op-per-line form of the workload (`workload.ops`).
///
/// Fields are separated by single spaces. `text` keeps everything after its sixth number verbatim, so labels
/// may contain spaces. Blank lines are ignored; `canvas` and `font` must each appear exactly once.
public enum WorkloadParser {
    public static func parse(_ source: String) throws(WorkloadError) -> Workload {
        var canvas: (width: Int, height: Int)?
        var fontName: String?
        var ops: [WorkloadOp] = []
        var lineNumber = 0
        // "\r\n" is one Character, so splitting on newline characters handles both line endings.
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            let keyword = line.prefix { $0 != " " }
            var fields = Fields(line: lineNumber, keyword: String(keyword))
            switch keyword {
            case "canvas":
                fields.values = split(line, count: 3)
                guard canvas == nil else { throw WorkloadError(line: lineNumber, "a second canvas line") }
                canvas = (try fields.integer(1, in: 1...65_536), try fields.integer(2, in: 1...65_536))
            case "font":
                fields.values = split(line, count: 2)
                guard fontName == nil else { throw WorkloadError(line: lineNumber, "a second font line") }
                fontName = try fields.text(1)
            case "rect":
                fields.values = split(line, count: 10)
                ops.append(.rect(x: try fields.number(1), y: try fields.number(2), width: try fields.number(3),
                                 height: try fields.number(4), color: try fields.color(5),
                                 alpha: try fields.unit(8), border: try fields.number(9)))
            case "rrect":
                fields.values = split(line, count: 11)
                ops.append(.roundedRect(x: try fields.number(1), y: try fields.number(2), width: try fields.number(3),
                                        height: try fields.number(4), radius: try fields.number(5),
                                        color: try fields.color(6), alpha: try fields.unit(9),
                                        border: try fields.number(10)))
            case "crosshair":
                fields.values = split(line, count: 16)
                ops.append(.crosshair(Crosshair(
                    cx: try fields.integer(1), cy: try fields.integer(2), circleRadius: try fields.number(3),
                    circleColor: try fields.color(4), circleAlpha: try fields.unit(7), arm: try fields.integer(8),
                    lineColor: try fields.color(9), dotRadius: try fields.number(12), dotColor: try fields.color(13))))
            case "text":
                fields.values = split(line, count: 8)
                ops.append(.text(x: try fields.number(1), y: try fields.number(2), size: try fields.number(3),
                                 color: try fields.color(4), string: try fields.text(7)))
            default:
                throw WorkloadError(line: lineNumber, "unknown operation \"\(keyword)\"")
            }
        }
        guard let canvas else { throw WorkloadError(line: nil, "no canvas line") }
        guard let fontName else { throw WorkloadError(line: nil, "no font line") }
        return Workload(width: canvas.width, height: canvas.height, fontName: fontName, ops: ops)
    }

    /// At most `count` fields: the last one takes the rest of the line, spaces included.
    private static func split(_ line: Substring, count: Int) -> [Substring] {
        line.split(separator: " ", maxSplits: count - 1, omittingEmptySubsequences: false)
    }
}

/// The fields of one line, read with the line number and operation in every error.
private struct Fields {
    let line: Int
    let keyword: String
    var values: [Substring] = []

    init(line: Int, keyword: String) {
        self.line = line
        self.keyword = keyword
    }

    func raw(_ index: Int) throws(WorkloadError) -> Substring {
        guard index < values.count, !values[index].isEmpty else {
            throw WorkloadError(line: line, "\(keyword) needs field \(index + 1), found \(values.count) fields")
        }
        return values[index]
    }

    func number(_ index: Int) throws(WorkloadError) -> Double {
        let field = try raw(index)
        guard let value = Double(field), value.isFinite, abs(value) <= 1_000_000 else {
            throw WorkloadError(line: line, "\(keyword) field \(index + 1): expected a number, found \"\(field)\"")
        }
        return value
    }

    func integer(_ index: Int, in range: ClosedRange<Int> = -1_000_000...1_000_000) throws(WorkloadError) -> Int {
        let field = try raw(index)
        guard let value = Int(field), range.contains(value) else {
            throw WorkloadError(line: line,
                                "\(keyword) field \(index + 1): expected an integer in \(range), found \"\(field)\"")
        }
        return value
    }

    func unit(_ index: Int) throws(WorkloadError) -> Double {
        let value = try number(index)
        guard (0...1).contains(value) else {
            throw WorkloadError(line: line, "\(keyword) field \(index + 1): alpha \(value) is not in 0...1")
        }
        return value
    }

    /// Three fields from `index` on, each 0…255.
    func color(_ index: Int) throws(WorkloadError) -> RGB8 {
        func component(_ i: Int) throws(WorkloadError) -> UInt8 { UInt8(try integer(i, in: 0...255)) }
        return RGB8(try component(index), try component(index + 1), try component(index + 2))
    }

    func text(_ index: Int) throws(WorkloadError) -> String { String(try raw(index)) }
}
