import LoupeGolden
import LoupeRender
import Testing

@Suite struct SceneShardTests {
    func suite(_ count: Int) -> [SceneList.Entry] {
        (0..<count).map { SceneList.Entry(path: "s\($0).json", name: "s\($0)", position: $0) }
    }

    /// For every suite size up to 50 and every shard count up to 7: each scene in exactly one shard, the shards in
    /// order and contiguous, their sizes differing by at most one.
    @Test func shardsCoverTheSuiteOnceInOrder() throws {
        for size in 0...50 {
            for count in 1...7 {
                let parts = (1...count).map { SceneShard(index: $0, count: count)!.select(suite(size)) }
                #expect(parts.flatMap { $0 }.map(\.position) == Array(0..<size))
                let sizes = parts.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
        // 41 scenes in 3: ⌊41/3⌋ = 13, ⌊82/3⌋ = 27: 13, 14, 14.
        #expect((1...3).map { SceneShard(index: $0, count: 3)!.range(ofCount: 41) } == [0..<13, 13..<27, 27..<41])
    }

    @Test func theTextIsIOverN() throws {
        #expect(try SceneShard(parsing: "2/3") == SceneShard(index: 2, count: 3))
        #expect(try SceneShard(parsing: "1/1").description == "1/1")
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/2/3", ""] {
            #expect(throws: LoupeRenderError.self, "\(bad)") { try SceneShard(parsing: bad) }
        }
        let error = #expect(throws: LoupeRenderError.self) { try SceneShard(parsing: "4/3") }
        #expect(error?.description.contains("expected 1 ≤ I ≤ N, found 4/3") == true)
    }
}
