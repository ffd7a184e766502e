import LoupeCore
import LoupeDisplayList
import LoupeJSON
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing
@testable import LoupeOverlays

/// Every overlay is one `LoupeOverlay` value, painted in one `OverlayContext` and reported the same way.
@Suite struct OverlayShapeTests {
    static let fourKinds = """
        {"device": "iPhone 15", "body": {"VStack": {"content": [
          {"VisualLayoutGuide": "Guide", "modifiers": [{"foregroundStyle": "red"}]},
          {"VisualGridGuide": {"squareSize": 20}},
          {"Color": "blue"},
          {"VisualCornerInsetGuide": "Corner", "modifiers": [{"foregroundStyle": "green"}]},
          {"DraggablePositionView": {"label": "Dot"}}
        ]}}}
        """

    @Test func eachLoupeViewIsOneOverlayInPaintOrder() throws {
        let (_, painter) = try painted(Self.fourKinds)
        let overlays = painter.overlays()
        #expect(overlays.map(\.path) == ["body.content[0]", "body.content[1]", "body.content[3]", "body.content[4]"])
        #expect(overlays.map(\.report.reportKey)
                == ["visualLayoutGuide", "visualGridGuide", "visualCornerInsetGuide", "draggablePositionView"])
        // The tint is the view's foreground style; without one, the scheme's primary (black in light mode).
        #expect(overlays.map(\.context.tint) == [.solid(RGBAColor(rgb8: 255, 59, 48)), .solid(.black),
                                                 .solid(RGBAColor(rgb8: 52, 199, 89)), .solid(.black)])
        // The rest of the context is the scene's: light `.secondary` is black at 55 %, 3 pixels a point.
        for overlay in overlays {
            #expect(overlay.context.secondary == .solid(RGBAColor.black.opacity(0.55)))
            #expect(overlay.context.material == .thinLight)
            #expect(overlay.context.scale == 3)
        }
    }

    @Test func theViewsDisplayListHoldsEachOverlaysCommandsWhole() throws {
        let (_, painter) = try painted(Self.fourKinds)
        let list = painter.displayList().commands
        var searchFrom = list.startIndex
        for overlay in painter.overlays() {
            let commands = overlay.commands
            #expect(!commands.isEmpty)
            let start = (searchFrom...(list.count - commands.count)).first { Array(list[$0..<$0 + commands.count]) == commands }
            #expect(start != nil, "\(overlay.path)'s commands are not one run of the display list")
            searchFrom = (start ?? searchFrom) + commands.count
        }
        // The position view is painted last, and its coordinate line is the last thing it draws.
        if case .text(let run) = list.last { #expect(run.string.hasPrefix("x: ")) } else { Issue.record("last is \(String(describing: list.last))") }
    }

    @Test func reportsAreTheOverlaysOwn() throws {
        let (_, painter) = try painted(Self.fourKinds)
        #expect(painter.guideReports().map(\.path) == ["body.content[0]"])
        #expect(painter.positionViewReports().map(\.path) == ["body.content[4]"])
        let corner = try #require(painter.overlays()[2].report as? CornerInsetGuideReport)
        #expect(corner.label == "Corner")
        // 393 wide; the VStack shares 852 − 59 − 34 = 759, less four gaps of 8, between five greedy views: 145.4.
        #expect(corner.sizeLine == "393 × 145")
    }

    @Test func aTintedContextChangesOnlyTheTint() {
        let base = OverlayContext(colorScheme: .dark, scale: 2, text: MonospacedText.em)
        let tinted = base.tinted(.solid(.white))
        #expect(base.tint == .solid(.white))  // dark `.primary`
        #expect(tinted.tint == .solid(.white))
        let red = base.tinted(.solid(RGBAColor(rgb8: 255, 69, 58)))
        #expect(red.tint == .solid(RGBAColor(rgb8: 255, 69, 58)))
        #expect(red.primary == base.primary && red.secondary == base.secondary)
        #expect(red.material == .thinDark && red.scale == 2)
    }

    // MARK: - Drop markers

    /// Two drops nothing receives, at the same point: the second label moves below the first and gets a leader.
    @Test func dropMarkersStackAndReport() {
        let drop = DropResult(interactionPath: "interactions[0]", at: Point(x: 100, y: 100), target: nil)
        var second = drop
        second.interactionPath = "interactions[1]"
        let overlay = DropMarkerOverlay(drops: [drop, second], screen: Size(width: 393, height: 852))
        let context = OverlayContext(colorScheme: .light, scale: 3, text: MonospacedText.em)

        // "no drop target at (100.0, 100.0)" is 32 characters of 0.6 × 11 pt = 211.2 pt, 1.3 × 11 = 14.3 pt tall;
        // rounded up to thirds of a point: 634/3 × 43/3. Padded 12 × 6: 706/3 × 79/3. Centred on x = 100 it would
        // start at −17.67: kept on screen at 0. Its top is 8 pt below the point; the second one's 4 pt below the first.
        let report = overlay.report(in: context)
        let width = 706.0 / 3, height = 79.0 / 3
        #expect(report.labelFrames.count == 2)
        for (frame, y) in zip(report.labelFrames, [108, 108 + height + 4]) {
            #expect(frame.minX == 0 && abs(frame.minY - y) < 1e-9)
            #expect(abs(frame.width - width) < 1e-9 && abs(frame.height - height) < 1e-9)
        }

        // One leader (the second label only), two labels (material, one line of text), two rings (disc, ring, dot).
        let commands = overlay.commands(in: context)
        #expect(commands.count == 1 + 2 * 2 + 2 * 3)
        guard case .fill(.rect(let leader), _) = commands[0] else { Issue.record("no leader first"); return }
        #expect(leader.minY == 100 && abs(leader.maxY - (112 + height)) < 0.34)

        #expect(DropsReport.reportKey == "drops")
        let entries = report.json.arrayValue ?? []
        #expect(entries.map { $0.member("interaction")?.stringValue } == ["interactions[0]", "interactions[1]"])
        for entry in entries {
            #expect(entry.member("at")?.arrayValue?.compactMap(\.doubleValue) == [100, 100])
            for key in ["target", "space", "location"] { #expect(entry.member(key) == .null, "\(key)") }
        }
    }
}
