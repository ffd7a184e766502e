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
    /// The part of the suite the run covered, when it was sharded.
    public var shard: SceneShard?
    /// How many scenes the whole suite has (more than ``items`` holds when the run was one shard).
    public var sceneCount: Int
    /// What the run compared.
    public var comparison: GoldenComparison
    /// How far a layout value could move and still match, in points.
    public var layoutTolerance: Double

    /// A report of `items`, in the order given, for a run with this folder, record mode and options; by default the
    /// whole suite, comparing both pictures and layout reports exactly.
    public init(items: [CheckItem], goldensDirectory: String, recordMode: RecordMode, options: DiffOptions,
                shard: SceneShard? = nil, sceneCount: Int? = nil, comparison: GoldenComparison = .both,
                layoutTolerance: Double = 0) {
        self.items = items; self.goldensDirectory = goldensDirectory; self.recordMode = recordMode
        self.options = options; self.shard = shard; self.sceneCount = sceneCount ?? items.count
        self.comparison = comparison; self.layoutTolerance = layoutTolerance
    }

    /// The mask selectors that named no view in any scene the masks were looked for in: a mask that masks nothing
    /// is a mistake (a renamed id, a typo), never to pass unnoticed.
    public var unmatchedMasks: [String] {
        let looked = items.compactMap(\.maskMisses)
        guard let first = looked.first else { return [] }
        return first.filter { selector in looked.allSatisfy { $0.contains(selector) } }
    }

    /// The number of items with `status`.
    public func count(_ status: CheckItem.Status) -> Int { items.filter { $0.status == status }.count }

    /// True when the run should exit 0: nothing failed, and nothing was recorded under `missing`
    /// (a golden recorded in this run fails it then, so one never committed cannot pass CI unnoticed).
    public var succeeded: Bool {
        count(.failed) == 0 && (recordMode != .missing || count(.new) + count(.updated) == 0) && unmatchedMasks.isEmpty
    }

    /// `41 passed, 1 failed, 2 recorded`; a shard's ends with `(shard 2/3: 14 of 41 scenes)`.
    public var summary: String {
        let unchanged = items.filter(\.unchanged).count
        var parts = ["\(count(.passed)) passed" + (unchanged > 0 ? " (\(unchanged) unchanged, not rendered)" : ""),
                     "\(count(.failed)) failed"]
        let recorded = count(.new) + count(.updated)
        if recorded > 0 { parts.append("\(recorded) recorded") }
        let text = parts.joined(separator: ", ")
        guard let shard else { return text }
        return text + " (shard \(shard): \(items.count) of \(sceneCount) scenes)"
    }
}
