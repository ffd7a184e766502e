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
        withSnapshotTesting(record: ProcessInfo.processInfo.environment["CI"] != nil ? .never : .missing) {
            assertSnapshot(of: list.textForm, as: .lines, named: example)
        }
    }
}
