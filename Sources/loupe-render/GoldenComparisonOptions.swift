import ArgumentParser
import LoupeGolden

/// What `check` and `review` compare: the pictures, the layout reports, or both; and how far a layout value may move.
struct GoldenComparisonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("What decides: both (default: the pictures, with what moved listed), pixels, or layout "
                               + "(the layout reports only, within --layout-tolerance; pictures are not compared).",
                               valueName: "what"))
    var compare: GoldenComparison = .both

    @Option(name: .customLong("layout-tolerance"),
            help: ArgumentHelp("How far, in points, a frame or readout may move and still match (default 0).",
                               valueName: "pt"))
    var layoutTolerance: Double = 0

    @Option(name: .customLong("ignore-view"),
            help: ArgumentHelp("A view left out: its pixels not counted, its layout changes ignored; an id from "
                               + ".id(…), a layout-report path, a kind (ProgressView) or a Text's string. Repeatable; "
                               + "one that names no view in any scene fails the run.", valueName: "view"))
    var ignoreViews: [String] = []

    /// The masks, in order.
    var masks: [ViewMask] { ignoreViews.map(ViewMask.init) }

    func validate() throws {
        guard layoutTolerance.isFinite, layoutTolerance >= 0 else {
            throw ValidationError("--layout-tolerance: expected a number of points from 0, found \(layoutTolerance)")
        }
    }

    /// The options spelled back, for a `check` that another process runs.
    var arguments: [String] {
        (compare == .both ? [] : ["--compare", compare.rawValue])
            + (layoutTolerance == 0 ? [] : ["--layout-tolerance", "\(layoutTolerance)"])
            + ignoreViews.flatMap { ["--ignore-view", $0] }
    }
}

extension GoldenComparison: ExpressibleByArgument {}
