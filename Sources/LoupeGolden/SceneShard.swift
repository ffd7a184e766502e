import LoupeRender

/// One of `count` disjoint parts of a suite (`check --shard 2/3`), so that `count` machines cover every scene exactly
/// once: part `index` takes the scenes at positions `⌊(index − 1)·n / count⌋ ..< ⌊index·n / count⌋` of the `n`
/// scenes in the suite's order (files as given, folders sorted by name). Every machine expands the same list, so
/// the parts are stable, contiguous and differ in size by at most one.
public struct SceneShard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based, as Playwright numbers its shards.
    public let index: Int
    /// How many parts the suite is cut into.
    public let count: Int

    /// Shard `index` of `count`; `nil` unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `I/N`, e.g. `2/3`.
    /// - Throws: `LoupeRenderError.usage(_:)` naming what is wrong with the text.
    public init(parsing text: String) throws(LoupeRenderError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .usage("--shard: expected I/N, such as 2/3, found \"\(text)\"")
        }
        guard let shard = SceneShard(index: index, count: count) else {
            throw .usage("--shard: expected 1 ≤ I ≤ N, found \(text)")
        }
        self = shard
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// This part of `entries`, which must be the whole suite in its order.
    public func select(_ entries: [SceneList.Entry]) -> [SceneList.Entry] {
        Array(entries[range(ofCount: entries.count)])
    }

    /// The positions this part takes among `total` scenes.
    public func range(ofCount total: Int) -> Range<Int> {
        (index - 1) * total / count ..< index * total / count
    }
}
