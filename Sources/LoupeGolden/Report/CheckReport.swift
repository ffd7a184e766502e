import LoupeDiff

/// Everything one `check` run found, in the order the scenes were given; what the reports are made from.
public struct CheckReport: Sendable {
    /// One entry per scene, in a stable order (the order of the command line, folders sorted by name).
    public var items: [CheckItem]
    /// The goldens folder.
    public var goldensDirectory: String
    /// The record mode the run used.
    public var recordMode: RecordMode
    /// The comparison options the run used.
    public var options: DiffOptions

    /// A report of `items`, in the order given, for a run with this folder, record mode and options.
    public init(items: [CheckItem], goldensDirectory: String, recordMode: RecordMode, options: DiffOptions) {
        self.items = items; self.goldensDirectory = goldensDirectory; self.recordMode = recordMode
        self.options = options
    }

    /// The number of items with `status`.
    public func count(_ status: CheckItem.Status) -> Int { items.filter { $0.status == status }.count }

    /// True when the run should exit 0: nothing failed, and nothing was recorded under `missing`
    /// (a golden recorded in this run fails it then, so one never committed cannot pass CI unnoticed).
    public var succeeded: Bool {
        count(.failed) == 0 && (recordMode != .missing || count(.new) + count(.updated) == 0)
    }

    /// `41 passed, 1 failed, 2 recorded`.
    public var summary: String {
        var parts = ["\(count(.passed)) passed", "\(count(.failed)) failed"]
        let recorded = count(.new) + count(.updated)
        if recorded > 0 { parts.append("\(recorded) recorded") }
        return parts.joined(separator: ", ")
    }
}
