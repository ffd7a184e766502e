import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import Testing
@testable import LoupeOverlays

@Suite struct GuidePlacementTests {
    @Test func loupePreviewPushesBoundsBy125Point5() throws {
        let (_, painter) = try painted("""
            {"device": "iPhone 15", "body": {"ZStack": {"content": [
              {"VisualLayoutGuide": ".ignoresSafeArea", "modifiers": [{"foregroundStyle": "red"}, {"ignoresSafeArea": true}]},
              {"VisualLayoutGuide": "Bounds", "modifiers": [{"foregroundStyle": "blue"}]}
            ]}}}
            """)
        let reports = painter.guideReports()
        #expect(reports.map(\.label) == [".ignoresSafeArea", "Bounds"])
        #expect(reports[0].infoBox == Rect(x: 131.5, y: 361, width: 130, height: 130))
        #expect(reports[0].collisionOffset == 0)
        #expect(reports[1].naturalInfoBox == Rect(x: 131.5, y: 373.5, width: 130, height: 130))
        #expect(reports[1].collisionOffset == 125.5)
        #expect(reports[1].infoBox.minY == 499)
        #expect(reports[0].heightReadout == "y852")
        #expect(reports[1].heightReadout == "y759")
        #expect(reports[1].widthReadout == "x393")
        #expect(reports[1].insetLabels == ["to59", "le0", "bo34", "tr0"])
        #expect(reports[0].insetLabels == ["to0", "le0", "bo0", "tr0"])
    }

    @Test func threeCentredGuidesStack() throws {
        let (_, painter) = try painted("""
            {"body": {"ZStack": {"content": [
              {"VisualLayoutGuide": "View 1"}, {"VisualLayoutGuide": "View 2"}, {"VisualLayoutGuide": "View 3"}]}}}
            """)
        #expect(painter.guideReports().map(\.collisionOffset) == [0, 138, 276])
    }

    @Test func isolatedScopesCollideOnlyWithinThemselves() throws {
        let (_, painter) = try painted("""
            {"body": {"ZStack": {"content": [
              {"VisualLayoutGuide": "Shared"},
              {"ZStack": {"content": [{"VisualLayoutGuide": "A"}, {"VisualLayoutGuide": "B"}]},
               "modifiers": [{"overlayCoordinator": "isolated"}]}]}}}
            """)
        let offsets = painter.guideReports().map(\.collisionOffset)
        #expect(offsets == [0, 0, 138])
    }

    @Test func disabledPositioningLeavesBoxesInPlace() throws {
        let (_, painter) = try painted("""
            {"body": {"ZStack": {"content": [{"VisualLayoutGuide": "A"}, {"VisualLayoutGuide": "B"}]},
                      "modifiers": [{"visualLayoutGuidePositioning": "disabled"}]}}
            """)
        #expect(painter.guideReports().map(\.collisionOffset) == [0, 0])
    }

    @Test(arguments: [
        ("topLeading", 0.0, 59.0), ("top", 131.5, 59.0), ("topTrailing", 263.0, 59.0),
        ("leading", 0.0, 373.5), ("center", 131.5, 373.5), ("trailing", 263.0, 373.5),
        ("bottomLeading", 0.0, 688.0), ("bottom", 131.5, 688.0), ("bottomTrailing", 263.0, 688.0),
    ])
    func boxFollowsAlignment(name: String, x: Double, y: Double) throws {
        let (_, painter) = try painted("""
            {"body": {"VisualLayoutGuide": {"label": "A", "alignment": "\(name)"}}}
            """)
        #expect(painter.guideReports()[0].infoBox == Rect(x: x, y: y, width: 130, height: 130))
    }

    @Test func truncatesTowardZero() throws {
        let (_, painter) = try painted("""
            {"body": {"HStack": {"content": [{"VisualLayoutGuide": "L"}, {"VisualLayoutGuide": "R"}]}}}
            """)
        // (393 − 8) / 2 = 192.5 → "x192".
        #expect(painter.guideReports().map(\.widthReadout) == ["x192", "x192"])
    }

    @Test func persistenceKeyOnlyWithPersistenceOn() throws {
        let (_, painter) = try painted("""
            {"body": {"VStack": {"content": [
              {"VisualLayoutGuide": {"label": "Primary", "persistenceKey": "primary-guide"},
               "modifiers": [{"visualLayoutGuideInteractions": {"dragEnabled": true, "persistenceEnabled": true, "persistenceNamespace": "debug"}}]},
              {"VisualLayoutGuide": "Other"}]}}}
            """)
        #expect(painter.guideReports().map(\.persistenceKey) == ["debug.primary_guide", nil])
    }

    @Test func rectangleGuideDrawsFillBorderMaterialAndLabels() throws {
        let (_, painter) = try painted("""
            {"body": {"VisualLayoutGuide": "Bounds", "modifiers": [{"foregroundStyle": "#FF0000"}]}}
            """)
        let commands = painter.displayList().commands
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        #expect(commands[0] == .fill(.rect(Rect(x: 0, y: 59, width: 393, height: 759)), .solid(red.opacity(0.2))))
        #expect(commands[1] == .insetBorder(Rect(x: 0, y: 59, width: 393, height: 759), width: 3, .solid(red)))
        guard case .material(.rect(let box), _) = commands[2] else { Issue.record("no material"); return }
        // Drawn frames snap to the @3x pixel grid: 131.5 → 131.667 (394.5 px rounds up to 395).
        #expect(box == snappedToPixels(Rect(x: 131.5, y: 373.5, width: 130, height: 130), scale: 3))
        #expect(abs(box.minX - 395.0 / 3) < 1e-9)
        let strings = commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(strings == ["to59", "↓", "le0", "→", "bo34", "↑", "tr0", "←", "y759", "x393", "Bounds"])
        // The top inset bar: 59 / 5 = 11.8 pt tall at 30 %.
        let bar = snappedToPixels(Rect(x: 131.5, y: 373.5, width: 130, height: 11.8), scale: 3)
        #expect(commands.contains(.fill(.rect(bar), .solid(red.opacity(0.3)))))
    }
}
