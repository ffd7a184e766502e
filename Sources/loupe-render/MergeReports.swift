import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeGolden
import LoupeRender

struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the --report folders of a sharded check into one report.",
        discussion: """
            Each folder is what `check --shard I/N --report DIR` wrote on one machine (report.json and the pictures \
            under images/). The merged index.html, report.json and junit.xml list every scene of the suite in its \
            order, as one run of all the shards would.
            Exit codes: 0 every scene passed, 1 a scene failed (or a golden was recorded under the record mode \
            missing), 64 usage error, 65 the folders are not the shards of one run (a shard missing or given twice, \
            different options) or a report cannot be read, 74 I/O failure.
            """)

    @Argument(help: ArgumentHelp("The shards' report folders.", valueName: "dir"))
    var reports: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the merged report.", valueName: "dir"))
    var output: String

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("name at least one report folder") }
    }

    func run() throws {
        try runReportingErrors {
            var parts: [(source: String, report: CheckReport)] = []
            for folder in reports {
                parts.append((folder, try ReportReader.read(URL(fileURLWithPath: folder, isDirectory: true))))
            }
            let merged = try CheckReport.merged(parts)
            try ReportWriter.write(merged, to: URL(fileURLWithPath: output, isDirectory: true),
                                   program: ProgramName.forCommands)
            emit("report: \(output)/index.html (and report.json, junit.xml), \(parts.count) shard\(parts.count == 1 ? "" : "s")")
            emit(merged.summary)
            if !merged.succeeded { exitWithStatus(1) }
        }
    }
}
