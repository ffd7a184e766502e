import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeGolden
import LoupeRender

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images as pixelmatch does, with ignored regions and a budget.",
        discussion: """
            Exit codes: 0 the images match (within the budget), 1 they differ (more pixels than the budget, or \
            different sizes), 64 usage error, 65 an input that is not a readable PNG, 74 I/O failure.
            The diff image is written only when the images differ (or always with --always-write), through a \
            temporary file renamed into place.
            """)

    @Argument(help: ArgumentHelp("The reference image.", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check.", valueName: "actual.png"))
    var actual: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the diff image here when the images differ.", valueName: "diff.png"))
    var output: String?

    @Flag(name: .customLong("always-write"), help: "Write the diff image even when the images match.")
    var alwaysWrite = false

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @OptionGroup(title: "Comparison") var comparison: DiffOptionGroup

    /// Options out of range are usage errors, reported with this command's usage.
    func validate() throws { _ = try comparison.options(over: .pixelmatch) }

    func run() throws {
        let options = try comparison.options(over: .pixelmatch)
        try runReportingErrors {
            let (expectedImage, actualImage) = try ImageFile.readPair(expected, actual)
            var result = try compare(expectedImage, actualImage, options, diffImage: false)
            if let output, alwaysWrite || !result.match {
                result = try compare(expectedImage, actualImage, options, diffImage: true)
                let png = try ImageFile.encode(result.diffImage!)
                try LoupeRenderError.fileWork { () throws(FileError) in
                    try StagedOutput.stage(png, to: URL(fileURLWithPath: output)).commit()
                }
            }
            if json {
                print(DiffJSON.result(result, options: options).serialized(fractionDigits: 10))
            } else {
                print((result.match ? "match: " : "differ: ") + result.summary)
                if let output, alwaysWrite || !result.match { print("wrote \(output)") }
            }
            if !result.match { exitWithStatus(1) }
        }
    }

    private func compare(_ a: RGBAImage, _ b: RGBAImage, _ options: DiffOptions,
                         diffImage: Bool) throws(LoupeRenderError) -> DiffResult {
        do {
            return try ImageDiff.compare(expected: a, actual: b, options: options, diffImage: diffImage,
                                         threads: ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            throw .usage(error.description)
        }
    }
}
