import LoupeDiff

/// What `check` found for one scene: its status, the figures of the comparison, what moved, and the files it wrote.
public struct CheckItem: Sendable {
    /// The outcome for one scene.
    public enum Status: String, Hashable, Sendable {
        /// The rendering matches the golden within the budget.
        case passed
        /// It does not, or the golden is missing and was not recorded, or the scene could not be rendered.
        case failed
        /// The golden was missing and has been recorded.
        case new
        /// The golden differed and has been rewritten (record mode `failed` or `all`).
        case updated
    }

    /// The PNG bytes a report shows for a failed or recorded scene.
    public struct Images: Sendable {
        /// The golden as it was before this run (`nil` when there was none).
        public var expected: [UInt8]?
        /// The rendering.
        public var actual: [UInt8]?
        /// The diff image (`nil` when the pictures were not compared).
        public var diff: [UInt8]?
        /// The rendering's layout report, exactly as a golden `<name>.layout.json` would hold it (`nil` when the
        /// rendering has none): with ``actual``, what `approve` copies into the goldens.
        public var actualLayout: [UInt8]?

        /// Pictures as PNG bytes, and the layout report; each is `nil` unless given.
        public init(expected: [UInt8]? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil,
                    actualLayout: [UInt8]? = nil) {
            self.expected = expected; self.actual = actual; self.diff = diff; self.actualLayout = actualLayout
        }
    }

    /// The paths of the files written into the artifacts folder for a failure.
    public struct Artifacts: Hashable, Sendable {
        /// The path of `<name>-expected.png`, the golden, as written (relative when the artifacts folder is); `nil`
        /// when not written.
        public var expected: String?
        /// The path of `<name>-actual.png`, the rendering; `nil` when not written.
        public var actual: String?
        /// The path of `<name>-diff.png`, the diff image; `nil` when the pictures were not compared.
        public var diff: String?

        /// Artifact paths; each is `nil` unless given.
        public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.expected = expected; self.actual = actual; self.diff = diff
        }
    }

    /// The scene's name: its file name without `.json`, and the golden's name without `.png`.
    public var name: String
    /// The scene file as it was given.
    public var scenePath: String
    /// The golden PNG's path.
    public var goldenPath: String
    /// Whether the scene passed, failed, or had its golden recorded or rewritten.
    public var status: Status
    /// One line for people: why it failed or was recorded, or how it matched.
    public var message: String
    /// The comparison, when the two pictures were compared (its diff image is not kept here).
    public var comparison: DiffResult?
    /// The views whose layout changed, when the golden has a layout report to compare with.
    public var layoutChanges: [LayoutChange]
    /// Whether the golden's layout report was there to compare with.
    public var layoutCompared: Bool
    /// The pictures a report shows (only kept for failed, new and updated scenes).
    public var images: Images?
    /// The files written for a failure.
    public var artifacts: Artifacts?
    /// Where the scene stands in the suite, from 0 (see ``SceneList/Entry/position``).
    public var position: Int
    /// Whether the scene passed without being rendered: with `--changed`, its inputs and golden were as when it last
    /// passed (``ChangedCache``).
    public var unchanged = false
    /// The ``ViewMask`` selectors that named no view of this scene; `nil` when no mask was looked for (no masks, or
    /// a scene that could not be rendered).
    public var maskMisses: [String]?

    /// An item from its parts; nothing compared, no layout changes and no files unless told.
    public init(name: String, scenePath: String, goldenPath: String, status: Status, message: String,
                comparison: DiffResult? = nil, layoutChanges: [LayoutChange] = [], layoutCompared: Bool = false,
                images: Images? = nil, artifacts: Artifacts? = nil, position: Int = 0) {
        self.name = name; self.scenePath = scenePath; self.goldenPath = goldenPath; self.status = status
        self.message = message; self.comparison = comparison; self.layoutChanges = layoutChanges
        self.layoutCompared = layoutCompared; self.images = images; self.artifacts = artifacts
        self.position = position
    }

    /// True for a failure whose rendering the report holds: `approve` can make it the golden.
    public var isApprovable: Bool { status == .failed && images?.actual != nil }

    /// True when the pictures differ but every view's layout is as in the golden: a drawing change.
    public var isDrawingChangeOnly: Bool {
        layoutCompared && layoutChanges.isEmpty && comparison.map { !$0.match } == true
    }
}
