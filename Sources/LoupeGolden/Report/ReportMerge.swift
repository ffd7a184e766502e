import LoupeRender

extension CheckReport {
    /// One report of a suite from the reports of its shards (`check --shard I/N` on N machines), as if one run had
    /// checked every scene: items in the suite's order, pictures kept.
    ///
    /// - Parameter parts: each shard's report, with where it came from (a folder, for messages).
    /// - Throws: `LoupeRenderError.badInput(_:)` when the parts are not the shards of one run — different record
    ///   modes, comparison options or goldens folders, different suites, a shard given twice or missing, or a scene
    ///   in two shards.
    public static func merged(_ parts: [(source: String, report: CheckReport)]) throws(LoupeRenderError) -> CheckReport {
        guard let (firstSource, first) = parts.first else { throw .usage("name at least one report folder to merge") }
        if parts.count == 1, first.shard == nil { return first }
        var byIndex: [Int: String] = [:]
        for (source, report) in parts {
            guard let shard = report.shard else {
                throw .badInput("\(source): the report of a whole suite, not a shard; only the shards of one run merge")
            }
            guard shard.count == first.shard?.count, report.sceneCount == first.sceneCount else {
                throw .badInput("\(source): shard \(shard) of \(report.sceneCount) scenes, but \(firstSource) is shard "
                                + "\(first.shard.map(\.description) ?? "-") of \(first.sceneCount): not one run")
            }
            guard report.recordMode == first.recordMode, report.options == first.options,
                  report.comparison == first.comparison, report.layoutTolerance == first.layoutTolerance,
                  report.goldensDirectory == first.goldensDirectory else {
                throw .badInput("\(source): its goldens folder, record mode or comparison options differ from "
                                + "\(firstSource)'s: not one run")
            }
            if let other = byIndex[shard.index] { throw .badInput("\(source) and \(other) are both shard \(shard)") }
            byIndex[shard.index] = source
        }
        let count = first.shard?.count ?? 1
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw .badInput("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                            + "missing: the merged report would not cover the suite")
        }
        var items: [CheckItem] = []
        var owner: [Int: (name: String, source: String)] = [:]
        for (source, report) in parts {
            for item in report.items {
                if let other = owner[item.position] {
                    throw .badInput("\(source): scene \(item.name) at position \(item.position) is also in \(other.source) "
                                    + "(as \(other.name))")
                }
                owner[item.position] = (item.name, source)
                items.append(item)
            }
        }
        guard items.count == first.sceneCount, items.allSatisfy({ (0..<first.sceneCount).contains($0.position) }) else {
            throw .badInput("the shards hold \(items.count) scenes at positions that do not make up the suite's "
                            + "\(first.sceneCount)")
        }
        items.sort { $0.position < $1.position }
        return CheckReport(items: items, goldensDirectory: first.goldensDirectory, recordMode: first.recordMode,
                           options: first.options, comparison: first.comparison,
                           layoutTolerance: first.layoutTolerance)
    }
}
