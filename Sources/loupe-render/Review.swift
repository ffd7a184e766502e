import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeGolden
import LoupeFiles
import LoupeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Check scenes, and approve or reject each change in a page served on this machine.",
        discussion: """
            Runs the check, then serves a page at http://127.0.0.1:<port>/?token=<token> (printed; the port is \
            free and random unless --port says, the token random): the report's views of each failure with \
            Approve and Reject, Approve all, and keyboard shortcuts. Approving writes the golden picture and layout \
            report that were rendered and shown. The scenes' files (for a Swift scene, every .swift file of its \
            package or project) are watched: a save checks again what changed and the page shows it within a \
            second. Nothing is written but approved goldens. Ctrl-C stops.
            The server is loopback only, and answers only requests that carry the token and name 127.0.0.1:<port> \
            as their Host (docs/reliability.md). It is the binary loupe-render-review, built beside this one on \
            first use.
            Exit codes: 0 stopped, 64 usage error, 74 I/O failure (the server binary cannot be built or run).
            """)

    @Argument(help: ArgumentHelp("Scene files (JSON, or Swift: one scene per preview), or folders of them.", valueName: "scenes"))
    var scenes: [String]

    @Option(help: ArgumentHelp("The folder of golden pictures that approving writes into.", valueName: "dir"))
    var goldens: String

    @Option(help: ArgumentHelp("How many scenes to render at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Review every scene in each combination of colour schemes, devices and Dynamic Type sizes "
                               + "(as check --variants).", valueName: "spec"))
    var variants: String?

    @Option(help: ArgumentHelp("The port to serve on (default: one the system picks).", valueName: "n"))
    var port: UInt16 = 0

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup(title: "SwiftUI source") var swiftOptions: SwiftOptions

    @OptionGroup(title: "Comparison") var comparison: DiffOptionGroup

    @OptionGroup(title: "Comparison") var goldenComparison: GoldenComparisonOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        guard !scenes.isEmpty else { throw ValidationError("name at least one scene file or folder") }
        _ = try comparison.options(over: .exact)
    }

    func run() throws {
        try runReportingErrors {
            try Folder.checkUsable(URL(fileURLWithPath: goldens, isDirectory: true), for: "the goldens folder")
            let server = try CompanionTool.locateOrBuild(
                "loupe-render-review", what: "the review server",
                firstBuild: { _ in "it compiles the HTTP server FlyingFox, about half a minute." })
            let checkOptions = (jobs.map { ["--jobs", "\($0)"] } ?? []) + (variants.map { ["--variants", $0] } ?? [])
                + overrideOptions.arguments
                + swiftOptions.frontEndArguments + comparison.arguments + goldenComparison.arguments
            var arguments = ["--loupe-render", RunningExecutable.path, "--goldens", goldens,
                             "--port", "\(port)"]
            for scene in scenes { arguments += ["--scene", scene] }
            // The server takes this process's place: its output, its exit status and Ctrl-C are the user's.
            fflush(nil)
            let argv = ([server] + arguments + ["--"] + checkOptions).map { strdup($0) } + [nil]
            execv(server, argv)
            throw LoupeRenderError.io("cannot run \(server): \(String(cString: strerror(errno)))")
        }
    }
}
