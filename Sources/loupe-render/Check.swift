import ArgumentParser
import CMallocTuning
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
import LoupeFonts
import LoupeGolden
import LoupeRender

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenes and compare each with its golden picture and layout report.",
        discussion: """
            Each scene (a .json file; a .swift file, one scene per preview; a folder of them; or a package folder, \
            every preview of every target) is compared with <goldens>/<name>.png, and its layout report with \
            <goldens>/<name>.layout.json, which name the views that moved when a picture differs. Goldens are compared exactly unless the comparison options say otherwise.
            Record modes (--record, else LOUPE_RECORD): missing (default) writes absent goldens and fails for them; \
            failed rewrites failing goldens and passes; all rewrites every golden that changed and passes; never \
            writes nothing (the default when CI is set).
            Exit codes: 0 all passed, 1 a scene failed or a golden was recorded under missing, 64 usage error, \
            74 I/O failure. A scene that cannot be read or a golden that is not a PNG is a failed scene; the others \
            still run.
            """)

    @Argument(help: ArgumentHelp("Scene files (JSON, or Swift: one scene per preview), or folders of them.", valueName: "scenes"))
    var scenes: [String]

    @Option(help: ArgumentHelp("The folder of golden pictures, <name>.png beside <name>.layout.json.", valueName: "dir"))
    var goldens: String

    @Option(help: ArgumentHelp("When goldens are written: missing, failed, all or never.", valueName: "mode"))
    var record: String?

    @Option(help: ArgumentHelp("Where a failure's <name>-expected.png, -actual.png and -diff.png go (default: loupe-artifacts).", valueName: "dir"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Write index.html (a page to look at, offline), report.json and junit.xml into this folder.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("How many scenes to render at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Check every scene in each combination of colour schemes, devices, Dynamic Type "
                               + "sizes and layout directions: inline JSON or a JSON file, e.g. '{\"colorScheme\": "
                               + "[\"light\", \"dark\"], \"layoutDirection\": [\"leftToRight\", \"rightToLeft\"]}'; "
                               + "goldens <name>@dark@AX3@rtl (docs/testing.md#variants).", valueName: "spec"))
    var variants: String?

    @Flag(help: "Report a scene whose inputs and golden are as when it last passed as unchanged, without rendering it (docs/testing.md#only-what-changed).")
    var changed = false

    @Flag(help: "For a package folder: remove the goldens no preview is named after any more (a preview renamed or removed), listing them.")
    var prune = false

    @Option(help: ArgumentHelp("Check only part I of N of the scenes (1-based, e.g. 2/3): N machines with 1/N … N/N "
                               + "cover every scene once; merge their --report folders with merge-reports.",
                               valueName: "I/N"))
    var shard: String?

    /// Laid over every scene; such goldens belong in a folder of their own.
    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup(title: "SwiftUI source") var swiftOptions: SwiftOptions

    @OptionGroup(title: "Comparison") var comparison: DiffOptionGroup

    @OptionGroup(title: "Comparison") var goldenComparison: GoldenComparisonOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        if let shard {
            do { _ = try SceneShard(parsing: shard) } catch { throw ValidationError(error.description) }
        }
        guard !scenes.isEmpty else { throw ValidationError("name at least one scene file or folder") }
        _ = try comparison.options(over: .exact)
    }

    func run() throws {
        let options = try comparison.options(over: .exact)
        // Scene after scene, the same large buffers: keep them mapped (docs/performance.md).
        loupe_keep_freed_buffers()
        try runReportingErrors {
            let environment = ProcessInfo.processInfo.environment
            let mode: RecordMode
            do {
                mode = try RecordMode.resolve(explicit: record, environment: environment)
            } catch {
                throw LoupeRenderError.usage("\(error)")
            }
            let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            let scenesFound = try SceneList.expand(scenes, swiftPreviews: { (files) throws(LoupeRenderError) in
                try SwiftFrontEnd.previews(files, options: swiftOptions, colorScheme: overrideOptions.overrides.colorScheme,
                                           processes: jobCount)
            })
            let variantSpec = try variants.map { (text) throws(LoupeRenderError) in try GoldenVariants.parse(text) }
            let suite = variantSpec.map { SceneList.applying($0, to: scenesFound) } ?? scenesFound
            let part = try shard.map { (text) throws(LoupeRenderError) in try SceneShard(parsing: text) }
            let entries = part?.select(suite) ?? suite
            try Folder.checkUsable(URL(fileURLWithPath: goldens, isDirectory: true), for: "the goldens folder")
            try Folder.checkUsable(URL(fileURLWithPath: artifacts ?? "loupe-artifacts", isDirectory: true),
                                   for: "the artifacts folder")
            if let report { try Folder.checkUsable(URL(fileURLWithPath: report, isDirectory: true), for: "the report folder") }
            // The cores go to scenes first: each scene gets what is left over.
            let renderer = try LoupeRenderer(threads: max(ProcessInfo.processInfo.activeProcessorCount / jobCount, 1))
            let artifactsPath = artifacts ?? "loupe-artifacts"
            let check = GoldenCheck(options: options, recordMode: mode,
                                    artifactsDirectory: URL(fileURLWithPath: artifactsPath, isDirectory: true),
                                    comparison: goldenComparison.compare,
                                    layoutTolerance: goldenComparison.layoutTolerance,
                                    masks: goldenComparison.masks)
            let run = CheckRun(goldensDirectory: URL(fileURLWithPath: goldens, isDirectory: true), check: check,
                               jobs: jobCount, overrides: overrideOptions.overrides,
                               changed: changed ? changedCache(for: check) : nil)
            let progress = ProgressLine(total: entries.count)
            let outcome = try run.run(entries, shard: part, sceneCount: suite.count, renderer: renderer,
                                     onResult: { item in progress.clear(); emit(CheckLine.text(item)) },
                                     onProgress: { progress.show($0) })
            progress.clear()
            let failed = outcome.items.filter { $0.artifacts != nil }.count
            if failed > 0 { emit("artifacts of \(failed) failed scene\(failed == 1 ? "" : "s") in \(artifactsPath)/") }
            let program = ProgramName.forCommands
            if let report {
                try ReportWriter.write(outcome, to: URL(fileURLWithPath: report, isDirectory: true), program: program)
                emit("report: \(report)/index.html (and report.json, junit.xml)")
            }
            let approvable = outcome.items.filter(\.isApprovable).count
            if approvable > 0 {
                let command = if let report {
                    AcceptCommand.approve(program: program, reportFolder: report, goldens: goldens)
                } else {
                    AcceptCommand.recordFailed([program] + CommandLine.arguments.dropFirst())
                }
                emit("to accept \(approvable == 1 ? "this change" : "these \(approvable) changes") after looking at "
                     + "\(approvable == 1 ? "it" : "them"): \(command)")
            }
            if mode == .missing, outcome.count(.new) + outcome.count(.updated) > 0 {
                emit("goldens recorded in this run fail it (record mode missing): look at them, commit them, run again")
            }
            // A whole package was checked: a golden no preview names any more was left by one renamed or removed.
            if part == nil, suite.contains(where: { $0.packageTarget != nil }) {
                let goldensFolder = URL(fileURLWithPath: goldens, isDirectory: true)
                for orphan in PackagePreviews.orphans(in: goldensFolder, entries: suite) {
                    if prune {
                        try PackagePreviews.prune(orphan, in: goldensFolder)
                        emit("pruned  \(orphan): no preview is named so any more")
                    } else {
                        emit("orphan  \(orphan): no preview is named so any more (renamed or removed); --prune removes "
                             + "its golden")
                    }
                }
            }
            for selector in outcome.unmatchedMasks {
                emit("FAILED  --ignore-view \(selector): names no view in any scene (an id, a layout-report path, a kind "
                     + "or a Text's string); a mask that masks nothing is a mistake")
            }
            emit(outcome.summary)
            if !outcome.succeeded { exitWithStatus(1) }
        }
    }
}

extension Check {
    /// The `--changed` records, in `.loupe-cache/changed` of the current folder; keys start from this program, the
    /// SwiftUI front end beside it and the bundled fonts, by size and modification time.
    func changedCache(for check: GoldenCheck) -> ChangedCache {
        let program = URL(fileURLWithPath: RunningExecutable.path)
        let programs = [program, program.deletingLastPathComponent().appendingPathComponent("loupe-render-swift")]
        let overrides = overrideOptions.overrides
        let base = ChangedCache.base(programs: programs, fonts: FontFiles.all.compactMap(FontFiles.url(named:)),
                                     check: check,
                                     overrides: [overrides.device, overrides.scale.map { "\($0)" }, overrides.colorScheme?.rawValue,
                                                 overrides.dynamicTypeSize?.rawValue, overrides.layoutDirection?.rawValue]
                                         .map { $0 ?? "-" }.joined(separator: " "))
        return ChangedCache(folder: URL(fileURLWithPath: ".loupe-cache/changed", isDirectory: true), base: base)
    }
}

/// Writes `line` to standard output at once (unbuffered), so lines appear as scenes finish.
func emit(_ line: String) {
    StandardStream.output.write(line + "\n")
}

/// One line per scene: a status word, the name, and its ``CheckItem/headline``.
enum CheckLine {
    static func text(_ item: CheckItem) -> String {
        let word = switch item.status {
        case .passed: "ok     "
        case .failed: "FAILED "
        case .new: "new    "
        case .updated: "updated"
        }
        var line = "\(word) \(item.name): \(item.headline)"
        if let artifacts = item.artifacts, let diff = artifacts.diff { line += "\n        diff: \(diff)" }
        return line
    }
}

/// `[12/41]` on standard error, rewritten in place, when standard error is a terminal and the run is long enough.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private var shown = false

    init(total: Int) {
        self.total = total
        enabled = StandardStream.error.isTerminal && total > 3
    }

    func show(_ finished: Int) {
        guard enabled else { return }
        StandardStream.error.write("\r[\(finished)/\(total)] ")
        shown = true
    }

    func clear() {
        guard shown else { return }
        StandardStream.error.write("\r\u{1B}[K")
        shown = false
    }
}
