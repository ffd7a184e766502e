import Foundation
import LoupeDiff
import LoupeGolden
import LoupeRender

/// One `assertGolden` call: resolves the name, the options and the record mode, runs the golden check, and reports
/// the outcome to the running test library.
struct GoldenAssertion {
    var name: String?
    var directory: URL?
    var options: DiffOptions
    var threshold: Double?
    var maxDiffPixels: Int?
    var maxDiffRatio: Double?
    var ignoring: [IgnoredArea]
    var compare: GoldenComparison = .both
    var layoutTolerance: Double = 0
    var masks: [ViewMask] = []
    var record: RecordMode?
    /// Pixels per point, for areas given in points.
    var scale: Double
    var fileID: StaticString
    var filePath: StaticString
    var function: String
    var line: UInt
    var column: UInt

    func run(_ rendering: Rendering) throws {
        let environment = ProcessInfo.processInfo.environment
        let goldenName = try resolvedName()
        let location = GoldenLocation(name: goldenName, directory: directory, filePath: "\(filePath)")
        let mode: RecordMode
        do {
            mode = try record ?? RecordMode.resolve(explicit: nil, environment: environment,
                                                    fallbackVariables: ["SNAPSHOT_TESTING_RECORD"])
        } catch {
            throw GoldenAssertionError("assertGolden: \(error)")
        }
        var options = self.options
        if let threshold { options.threshold = threshold }
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let maxDiffRatio { options.maxDiffRatio = maxDiffRatio }
        options.ignoredRegions += ignoring.map { $0.region(scale: scale) }
        if let problem = options.problem { throw GoldenAssertionError("assertGolden: \(problem)") }

        guard layoutTolerance.isFinite, layoutTolerance >= 0 else {
            throw GoldenAssertionError("assertGolden: layoutTolerance must be a number of points from 0")
        }
        let check = GoldenCheck(options: options, recordMode: mode,
                                artifactsDirectory: GoldenLocation.artifactsDirectory(testFile: location.testFile,
                                                                                     environment: environment),
                                comparison: compare, layoutTolerance: layoutTolerance, masks: masks)
        let golden = GoldenFiles(directory: location.directory, name: goldenName)
        let item: CheckItem
        do {
            item = try check.check(rendering, against: golden, name: goldenName)
        } catch {
            throw GoldenAssertionError("assertGolden: \(error)")
        }
        report(item, mode: mode)
        for selector in item.maskMisses ?? [] {
            TestFailure.record("\(goldenName): ignoringViews \"\(selector)\" names no view of the scene (an id, a "
                               + "layout-report path, a kind or a Text's string); a mask that masks nothing is a mistake",
                               attachments: [], fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The given name, or the test function's; refused in a parameterized test, whose cases share the function.
    private func resolvedName() throws -> String {
        if let name {
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw GoldenAssertionError("assertGolden: \"\(name)\" is not a golden name (no slashes, not empty)")
            }
            return name
        }
        if TestFailure.inParameterizedCase {
            throw GoldenAssertionError("assertGolden in a parameterized test needs a name (named: \"…\") that differs "
                                       + "per argument: unnamed, every case would share one golden")
        }
        return GoldenNames.sanitized(function)
    }

    private func report(_ item: CheckItem, mode: RecordMode) {
        switch item.status {
        case .passed:
            return
        case .updated:
            TestFailure.note(item.message)
        case .new where mode != .missing:
            TestFailure.note(item.message)
        case .new:
            let message = "\(item.name): \(item.message). Look at it, commit it, and run the test again "
                + "(a golden recorded in this run fails it, record mode missing)."
            TestFailure.record(message, attachments: attachments(of: item), fileID: fileID, filePath: filePath,
                               line: line, column: column)
        case .failed:
            var lines = ["\(item.name): \(item.message)"]
            if let artifacts = item.artifacts {
                for (label, path) in [("expected", artifacts.expected), ("actual", artifacts.actual),
                                      ("diff", artifacts.diff)] {
                    if let path { lines.append("  \(label): \(path)") }
                }
            }
            if item.comparison != nil {
                lines.append("  golden: \(item.goldenPath) (re-record with LOUPE_RECORD=failed once the change is intended)")
            }
            TestFailure.record(lines.joined(separator: "\n"), attachments: attachments(of: item), fileID: fileID,
                               filePath: filePath, line: line, column: column)
        }
    }

    /// The pictures as Swift Testing attachments, with Playwright's names.
    private func attachments(of item: CheckItem) -> [(name: String, bytes: [UInt8])] {
        guard let images = item.images else { return [] }
        return [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)].compactMap { suffix, bytes in
            bytes.map { (name: "\(item.name)-\(suffix).png", bytes: $0) }
        }
    }
}
