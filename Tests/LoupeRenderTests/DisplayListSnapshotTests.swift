import Foundation
import LoupeRender
import SnapshotTesting
import Testing

/// The seam between overlays and pixels, without pixels: each example's display list in its text form, as a
/// swift-snapshot-testing `.lines` snapshot in `__Snapshots__/DisplayListSnapshotTests/` (re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter DisplayListSnapshotTests`, then read the diff).
@Suite struct DisplayListSnapshotTests {
    static let renderer = try! LoupeRenderer()

    /// A guide, a pushed-down guide, a position view, a grid guide with its badge, drops, a material-heavy scene.
    static let examples = ["basic-usage", "collision-stacking", "position-basic-usage", "preview-grid-guides",
                           "coordinate-spaces", "preview-corner-inset"]

    @Test(arguments: examples)
    func displayList(of example: String) throws {
        let scene = try Self.renderer.loadBundledExample(named: example)
        let list = Self.renderer.layOut(scene).displayList
        // CI records nothing; otherwise SNAPSHOT_TESTING_RECORD (missing, failed, all, never) or missing.
        let environment = ProcessInfo.processInfo.environment
        let record: SnapshotTestingConfiguration.Record = environment["CI"] != nil ? .never
            : environment["SNAPSHOT_TESTING_RECORD"].flatMap { SnapshotTestingConfiguration.Record(rawValue: $0) } ?? .missing
        withSnapshotTesting(record: record) {
            assertSnapshot(of: list.textForm, as: .lines, named: example)
        }
    }
}
