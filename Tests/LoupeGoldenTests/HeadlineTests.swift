import LoupeGolden
import Testing

/// The one line `check` prints per scene, and the page shows above the full list of changes.
@Suite struct HeadlineTests {
    @Test func aShortMessageIsTheHeadline() throws {
        let item = try ReportFixtures.failed(name: "beta")
        #expect(item.headline == item.message)
    }

    @Test func aLongMessageBecomesTheFirstViewsThatChangedAndThePixelCount() throws {
        var item = try ReportFixtures.failed(name: "beta")
        item.message = String(repeating: "x", count: 161)
        item.layoutChanges = [
            ReportFixtures.boundsMove,
            LayoutChange(kind: .added, path: "body.content[2]"),
            LayoutChange(kind: .changed, path: "body", fields: [.init(key: "frame.height", old: "10", new: "12"),
                                                              .init(key: "frame.width", old: "5", new: "6")]),
            LayoutChange(kind: .scene, path: "", fields: [.init(key: "safeArea.top", old: "59", new: "47")]),
        ]
        // Three views (the scene-wide change is not a view); the fixture's 2 differing pixels of 12 in x 1, y 1, 2×1.
        #expect(item.headline == "3 views changed: body.content[1] \"Bounds\" frame.y 59 → 67, body.content[2] added, "
                + "and 1 more; 2 of 12 pixels differ (16.6667 %), bounding box 1,1 2x1; 0 allowed")
        item.layoutChanges = [item.layoutChanges[2]]
        #expect(item.headline == "1 view changed: body frame.height 10 → 12 (and 1 more); "
                + "2 of 12 pixels differ (16.6667 %), bounding box 1,1 2x1; 0 allowed")
    }

    /// A masked view's changes are counted apart; a layout-only check has no pixel count to end on.
    @Test func ignoredChangesAndLayoutOnlyChecksKeepTheirEnd() throws {
        var item = try ReportFixtures.failed(name: "beta")
        item.message = String(repeating: "x", count: 161)
        var masked = ReportFixtures.boundsMove
        masked.ignored = true
        item.layoutChanges = [masked]
        #expect(item.headline == "1 change of masked views ignored; "
                + "2 of 12 pixels differ (16.6667 %), bounding box 1,1 2x1; 0 allowed")
        item.comparison = nil
        item.layoutChanges = [ReportFixtures.boundsMove]
        #expect(item.headline == "1 view changed: body.content[1] \"Bounds\" frame.y 59 → 67; pictures not compared")
    }

    @Test func aLongMessageWithoutLayoutChangesIsCut() throws {
        var item = try ReportFixtures.failed(name: "beta")
        item.message = String(repeating: "y", count: 300)
        item.layoutChanges = []
        #expect(item.headline == String(repeating: "y", count: 159) + "…")
    }
}
