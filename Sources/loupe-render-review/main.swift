import ArgumentParser
import Foundation
import LoupeReview

/// `loupe-render review` runs this binary (built on first use, so that `render` and `check` users never compile the
/// HTTP server); it is not meant to be run by hand.
@main
struct LoupeRenderReview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loupe-render-review",
        abstract: "The review server behind `loupe-render review`.")

    @Option(help: "The loupe-render executable that checks the scenes.")
    var loupeRender: String

    @Option(help: "The goldens folder.")
    var goldens: String

    @Option(help: "The port (0: one the system picks).")
    var port: UInt16 = 0

    @Option(name: .customLong("scene"), help: "A scene file or folder; repeated.")
    var scenes: [String] = []

    @Argument(parsing: .postTerminator, help: "Options laid over every check.")
    var checkOptions: [String] = []

    func run() async throws {
        let runner = CheckRunner(executable: loupeRender, goldens: goldens, options: checkOptions)
        try await ReviewRun(runner: runner, scenes: scenes, port: port).run { url in
            print("review: \(url)")
            print("approve and reject in the page; it follows every save of the scenes. Ctrl-C stops.")
            fflush(nil)
        }
    }
}
