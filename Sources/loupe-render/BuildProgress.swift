#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeFiles

/// How far a first-use `swift build` has come, shown while it runs. SwiftPM prints `[done/steps] Compiling Module
/// file.swift` as each step ends; that becomes `loupe-render: 4 of 6 steps done (compiling LoupeSwiftFrontEnd), 9 s`,
/// one line per module and action. On a terminal the line is rewritten in place and its seconds keep counting; in a
/// log, a line also marks every half minute of a long step. The build's other output is kept for when it fails.
final class BuildProgress {
    private let stream: StandardStream
    private let start = BuildProgress.now()
    private var pending: [UInt8] = []
    private var shown: Set<String> = []
    private var latest: Step?
    private var lastLine = BuildProgress.now()
    private var lineIsOpen = false

    /// One ended step of a build.
    struct Step: Equatable {
        var done: Int
        var total: Int
        /// `compiling LoupeSwiftFrontEnd`, `emitting module LoupeSwiftFrontEnd`, `linking loupe-render-swift`.
        var action: String
    }

    init(stream: StandardStream = .error) { self.stream = stream }

    /// Takes a chunk of the build's output.
    func take(_ chunk: ArraySlice<UInt8>) {
        pending += chunk
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<end], as: UTF8.self)
            pending.removeSubrange(...end)
            if let step = Self.step(line) {
                latest = step
                if stream.isTerminal || shown.insert(step.action).inserted { show(step) }
            }
        }
    }

    /// A second has passed without output: the seconds move on a terminal, and a log hears every half minute.
    func tick() {
        guard let latest else { return }
        if stream.isTerminal || Self.now() - lastLine >= 30 { show(latest) }
    }

    /// Ends the progress line; `summary` follows it.
    func finish(_ summary: String) {
        if lineIsOpen { stream.write("\n") }
        lineIsOpen = false
        stream.write("loupe-render: \(summary) (\(elapsedSeconds) s)\n")
    }

    var elapsedSeconds: Int { Int(Self.now() - start) }

    /// `[12/40] Compiling LoupeSwiftFrontEnd Evaluator.swift` → 12 of 40, `compiling LoupeSwiftFrontEnd`.
    static func step(_ line: String) -> Step? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard counts.count == 2, let done = Int(counts[0]), let total = Int(counts[1]), done <= total else { return nil }
        let words = line[line.index(after: close)...].split(separator: " ")
        guard let verb = words.first else { return nil }
        // "Compiling Module file.swift", "Emitting module Module", "Linking product", "Write sources".
        let subject = verb == "Emitting" ? words.dropFirst().joined(separator: " ") : words.dropFirst().first.map(String.init) ?? ""
        return Step(done: done, total: total, action: ([verb.lowercased()] + (subject.isEmpty ? [] : [subject])).joined(separator: " "))
    }

    private func show(_ step: Step) {
        let text = "loupe-render: \(step.done) of \(step.total) steps done (\(step.action)), \(elapsedSeconds) s"
        lastLine = Self.now()
        if stream.isTerminal {
            stream.write("\r\u{1B}[K" + text)
            lineIsOpen = true
        } else {
            stream.write(text + "\n")
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
