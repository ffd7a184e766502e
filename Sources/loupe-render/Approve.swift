import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeGolden
import LoupeRender

struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept the changes a check report shows: its renderings become the goldens.",
        discussion: """
            REPORT is a folder that `check --report` (or merge-reports) wrote, for example a CI run's artifact. For \
            each named scene, or with no names every failed one, the rendering and the layout report the report \
            holds (images/<name>-actual.png and -actual.layout.json) are copied to <goldens>/<name>.png and \
            <name>.layout.json: the bytes that were drawn and shown, never a new rendering. Each file must have the \
            SHA-256 that report.json records, and each name must stay inside the goldens folder, or nothing is written.
            Exit codes: 0 every chosen scene approved, 1 a failed scene had no rendering to approve (it could not be \
            rendered; fix the scene), 64 usage error (a name the report does not hold), 65 a report that cannot be \
            read or does not match its files, or a name that leads outside the goldens, 74 I/O failure.
            """)

    @Argument(help: ArgumentHelp("The report folder (holding report.json and images/).", valueName: "report"))
    var report: String

    @Argument(help: ArgumentHelp("The scenes to approve (default: every failed scene).", valueName: "names"))
    var names: [String] = []

    @Option(help: ArgumentHelp("The folder of golden pictures to write into.", valueName: "dir"))
    var goldens: String

    func run() throws {
        try runReportingErrors {
            let goldensFolder = URL(fileURLWithPath: goldens, isDirectory: true)
            try Folder.checkUsable(goldensFolder, for: "the goldens folder")
            let outcome = try ReportApproval.approve(reportDirectory: URL(fileURLWithPath: report, isDirectory: true),
                                                     names: names, goldensDirectory: goldensFolder)
            for (name, golden) in outcome.approved {
                emit("approved \(name) → \(golden.displayPath)")
            }
            for (name, message) in outcome.unapprovable {
                emit("not approved \(name): no rendering (\(message))")
            }
            let count = outcome.approved.count
            emit("\(count) golden\(count == 1 ? "" : "s") approved"
                 + (outcome.unapprovable.isEmpty ? "" : ", \(outcome.unapprovable.count) failed scene(s) without a rendering"))
            if count > 0 { emit("look at each picture before committing it: a golden is a claim the picture is right") }
            if !outcome.unapprovable.isEmpty { exitWithStatus(1) }
        }
    }
}
