import Foundation
import LoupeRender
import LoupeJSON
import Testing

@Suite struct ReportTests {
    static let renderer = try! LoupeRenderer()

    @Test func numbersPrintWithAtMostFourDecimals() {
        let value = JSONValue.array([.number(86.333333333), .number(192.5), .number(-0.0), .number(759), .number(1e-7)])
        #expect(value.serialized() == "[86.3333, 192.5, 0, 759, 0]")
        #expect(JSONValue.string("say \"hi\"\n").serialized() == #""say \"hi\"\n""#)
    }

    /// Found by fuzz-json: 1e308 times 10^4 is infinity, and the report said `inf`, which no JSON reader takes.
    @Test(arguments: [1e308, -1.7976931348623157e308, 1.5e305])
    func numbersNearDoublesLimitStayJSON(_ number: Double) throws {
        for digits in [4, 15] {
            let text = JSONValue.array([.number(number)]).serialized(fractionDigits: digits)
            #expect(try JSONReader.parse(text) == .array([.number(number)]), "\(text)")
        }
    }

    @Test func collisionStackingReport() throws {
        let report = try Self.renderer.layoutReport(for: Self.renderer.loadBundledExample(named: "collision-stacking"))
        let guides = (report.member("views")?.arrayValue ?? []).compactMap { $0.member("visualLayoutGuide") }
        #expect(guides.compactMap { $0.member("collisionOffset")?.doubleValue } == [0, 138, 276])
        #expect(guides.compactMap { $0.member("infoBox")?.member("y")?.doubleValue } == [373.5, 511.5, 649.5])
        #expect(guides.compactMap { $0.member("label")?.stringValue } == ["View 1", "View 2", "View 3"])
    }

    @Test func modifierFramesAreListed() throws {
        let report = try Self.renderer.layoutReport(for: Self.renderer.loadBundledExample(named: "prototyping"))
        let views = report.member("views")?.arrayValue ?? []
        let header = views.first { $0.member("id")?.stringValue == "header" }
        #expect(header?.member("frame")?.member("height")?.doubleValue == 100)
        let frame = header?.member("modifiers")?.element(0)
        #expect(frame?.member("name")?.stringValue == "frame")
        #expect(frame?.member("frame")?.member("y")?.doubleValue == 59)
        let footer = views.first { $0.member("id")?.stringValue == "footer" }
        #expect(footer?.member("frame")?.member("y")?.doubleValue == 758)
        #expect(footer?.member("safeAreaInsets")?.member("bottom")?.doubleValue == 34)
        #expect(footer?.member("visualLayoutGuide")?.member("persistenceKey")?.stringValue == "VisualLayoutGuide.Footer")
    }
}

@Suite struct TextFrameTests {
    @Test(arguments: [(3.0, 20.0 + 1.0 / 3), (2.0, 20.5)])
    func bodyTextIsSFLineHeightCeiledToThePixel(scale: Double, height: Double) throws {
        let renderer = try LoupeRenderer()
        let json = #"{"device": {"width": 393, "height": 852, "scale": "# + String(Int(scale)) + #"}, "body": {"Text": "Hi"}}"#
        let scene = try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let text = renderer.layOut(scene).layout.root
        // 17 pt × 1.193359 = 20.287, ceiled to 1/scale.
        #expect(abs(text.frame.height - height) < 1e-9)
        #expect(abs(text.frame.midY - 426) < 1e-9)
    }
}

@Suite struct StaticGuideReportTests {
    @Test func gridGuidePreviewMetrics() throws {
        let renderer = try LoupeRenderer()
        let report = try renderer.layoutReport(for: try renderer.loadBundledExample(named: "preview-grid-guides"))
        let grids = (report.member("views")?.arrayValue ?? []).compactMap { $0.member("visualGridGuide") }
        #expect(grids.compactMap { $0.member("squareSize")?.doubleValue } == [60, 12, 6])
        #expect(grids.compactMap { $0.member("columns")?.doubleValue } == [4, 26, 30])
        #expect(grids[0].member("badgeLines")?.arrayValue?.compactMap(\.stringValue)
                == ["Default", "square: 60.00pt", "grid: 4 × 3"])
        // Loupe's preview: VStack(spacing: 24) of 180, 168 and 300 pt, padded 32: 760 pt tall, centred in the 759-pt
        // safe area from y 59, so it starts at 58.5 and the guides at 90.5, 90.5 + 204 and 294.5 + 192.
        let frames = (report.member("views")?.arrayValue ?? []).filter { $0.member("visualGridGuide") != nil }
            .compactMap { $0.member("frame")?.member("y")?.doubleValue }
        #expect(frames == [90.5, 294.5, 486.5])
        #expect(grids[1].member("badgeLines")?.arrayValue?.compactMap(\.stringValue)
                == ["Preferred 12", "square: 12.00pt", "grid: 26 × 14", "preferred fit"])
    }

    @Test func fullscreenPreferredGridHasARemainder() throws {
        let renderer = try LoupeRenderer()
        let report = try renderer.layoutReport(for: try renderer.loadBundledExample(named: "preview-grid-fullscreen"))
        let grid = (report.member("views")?.arrayValue ?? []).compactMap { $0.member("visualGridGuide") }.first
        #expect(grid?.member("badgeLines")?.arrayValue?.compactMap(\.stringValue)
                == ["Fullscreen", "square: 7.96pt", "grid: 49 × 107", "remainder: W 2.83 / H 0.00"])
    }

    /// Loupe's full-screen corner preview: padded 5 and ignoring the safe area, 383 × 842 with the screen's 55-pt
    /// corners less the padding.
    @Test func fullscreenCornerInsetGuide() throws {
        let renderer = try LoupeRenderer()
        let report = try renderer.layoutReport(for: try renderer.loadBundledExample(named: "preview-corner-inset-fullscreen"))
        let corner = (report.member("views")?.arrayValue ?? []).compactMap { $0.member("visualCornerInsetGuide") }.first
        #expect(corner?.member("sizeLine")?.stringValue == "383 × 842")
        #expect(corner?.member("label")?.stringValue == "Fullscreen")
        for key in ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"] {
            #expect(corner?.member("cornerRadii")?.member(key)?.doubleValue == 50, "\(key)")
        }
    }

    /// Loupe's iOS 26 preview: three overlapping concentric guides. Blue's box is centred in the safe area
    /// (59 + (759 − 130) / 2 = 373.5), green's at its bottom (59 + 759 − 130 = 688); red's, centred in 5…847 at 361,
    /// overlaps blue's and moves to 8 pt below it: 373.5 + 130 + 8 = 511.5.
    @Test func concentricPreviewBoxes() throws {
        let renderer = try LoupeRenderer()
        let laid = renderer.layOut(try renderer.loadBundledExample(named: "preview-concentric"))
        #expect(laid.guides.map(\.label) == ["Blue Basic", "Green Bottom Alligned", "Red .ignoresSafeArea"])
        #expect(laid.guides.map(\.infoBox.minY) == [373.5, 688, 511.5])
        #expect(laid.guides.map(\.collisionOffset) == [0, 0, 150.5])
    }

    /// Loupe's VisualCornerInsetGuide preview: three 220×160 cards, each guide padded 20 (180 × 120). Concentric with
    /// no container shape: the screen's 55-pt corners are 86.5 pt away, so 0; with a 72-pt RoundedRectangle 72 − 20;
    /// with the uneven 60/12/44/12 one (top-leading, top-trailing, bottom-trailing, bottom-leading) 40, 0, 24, 0.
    @Test func cornerInsetGuideRadiiAndSize() throws {
        let renderer = try LoupeRenderer()
        let report = try renderer.layoutReport(for: try renderer.loadBundledExample(named: "preview-corner-inset"))
        let corners = (report.member("views")?.arrayValue ?? []).compactMap { $0.member("visualCornerInsetGuide") }
        #expect(corners.compactMap { $0.member("sizeLine")?.stringValue } == ["180 × 120", "180 × 120", "180 × 120"])
        func radii(_ key: String) -> [Double] { corners.compactMap { $0.member("cornerRadii")?.member(key)?.doubleValue } }
        #expect(radii("topLeading") == [0, 52, 40])
        #expect(radii("topTrailing") == [0, 52, 0])
        #expect(radii("bottomTrailing") == [0, 52, 24])
        #expect(radii("bottomLeading") == [0, 52, 0])
    }
}
