import Foundation
import LoupeCore
import LoupeLayout
import LoupeRender
import Testing

/// Toolbar items in the navigation bar and the bottom bar, and a hidden bar, with frames worked out from the iPhone
/// 15's metrics: 393 × 852, safe area 59 at the top and 34 at the bottom, a 44-point standard bar and a 52-point
/// large title below it.
@Suite struct ToolbarTests {
    static let renderer = try! LoupeRenderer(threads: 1)

    func layout(_ body: String) throws -> LayoutResult {
        let json = #"{"device": "iPhone 15", "body": {"NavigationStack": {"content": \#(body)}}}"#
        return Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))).layout
    }

    /// Leading and trailing items 16 points in from the sides, centred in the standard bar (59…103); text of the body
    /// font is 20⅓ tall here, a large symbol a 1.28 scale of it.
    @Test func barItemsSitAtTheMarginsOfTheStandardBar() throws {
        let result = try layout(#"""
            {"Color": "red", "id": "content", "modifiers": [{"navigationTitle": "Inbox"}, {"toolbar": [
              {"placement": "topBarTrailing", "content": {"Text": "Edit", "id": "edit"}},
              {"placement": "topBarLeading", "content": {"Color": "blue", "id": "leading", "modifiers": [{"frame": {"width": 30, "height": 30}}]}}]}]}
            """#)
        let edit = try #require(result.node(id: "edit")).frame
        #expect(abs(edit.maxX - (393 - 16)) < 1e-9)
        #expect(abs(edit.midY - (59 + 22)) < 1e-9)
        #expect(try #require(result.node(id: "leading")).frame == Rect(x: 16, y: 59 + 7, width: 30, height: 30))
        // The content starts below the large title: 59 + 44 + 52.
        #expect(try #require(result.node(id: "content")).frame.minY == 155)
    }

    /// A bottom bar adds its 44 points to the bottom inset: the content ends at 852 − 34 − 44; its items start 16 in.
    @Test func aBottomBarRaisesTheBottomOfTheSafeArea() throws {
        let result = try layout(#"""
            {"Color": "red", "id": "content", "modifiers": [{"toolbar": [
              {"placement": "bottomBar", "content": {"Color": "blue", "id": "item", "modifiers": [{"frame": {"width": 20, "height": 20}}]}}]}]}
            """#)
        #expect(try #require(result.node(id: "content")).frame.maxY == 852 - 34 - 44)
        #expect(try #require(result.node(id: "item")).frame == Rect(x: 16, y: 852 - 34 - 44 + 12, width: 20, height: 20))
    }

    /// A hidden bar takes no height and shows no items.
    @Test func aHiddenBarTakesNoSpace() throws {
        let result = try layout(#"""
            {"Color": "red", "id": "content", "modifiers": [{"navigationTitle": "Gone"}, {"navigationBarHidden": true},
              {"toolbar": [{"content": {"Text": "Edit", "id": "edit"}}]}]}
            """#)
        #expect(try #require(result.node(id: "content")).frame.minY == 59)
        #expect(result.node(id: "edit") == nil)
    }
}

/// A compact `DatePicker`: its label leading, the pills at the trailing edge, 34 points tall; each pill 11 points of
/// padding each side of its text, 6 points apart.
@Suite struct DatePickerLayoutTests {
    @Test func thePillsSitAtTheTrailingEdge() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let json = #"{"device": "iPhone 15", "body": {"DatePicker": {"label": "Starts", "date": "Jun 9, 2025", "time": "9:41 AM"}, "id": "picker", "modifiers": [{"padding": 16}]}}"#
        let laid = renderer.layOut(try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        let frame = try #require(laid.layout.node(id: "picker")).frame
        #expect(frame.minX == 16 && frame.width == 393 - 32 && frame.height == 34)
        let pills = try renderer.displayList(for: laid).commands.compactMap { command -> Rect? in
            if case .fill(.roundedRect(let rect, let radii), _) = command, radii == CornerRadii(all: 6) { return rect }
            return nil
        }
        #expect(pills.count == 2)
        #expect(pills.first.map { abs($0.maxX - (393 - 16)) < 1e-9 && $0.height == 34 } == true)
        #expect(pills.count == 2 && abs(pills[1].maxX - (pills[0].minX - 6)) < 1e-9)
    }
}

/// `zIndex` changes only the order siblings are drawn in: higher over lower, equals in the order written.
@Suite struct ZIndexTests {
    @Test func aHigherZIndexIsDrawnLater() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let json = ##"{"device": {"width": 100, "height": 100, "scale": 1}, "body": {"ZStack": [{"Color": "#FF0000", "modifiers": [{"zIndex": 1}]}, {"Color": "#0000FF"}]}}"##
        let scene = try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let canvas = try renderer.render(scene)
        let pixel = canvas.pixel(x: 50, y: 50)
        #expect([pixel.red, pixel.green, pixel.blue] == [255, 0, 0])
    }
}

/// `tabViewStyle(.page)`: the shown tab takes the whole view (no tab bar) and a dot a tab is drawn near the bottom.
@Suite struct PageTabViewTests {
    @Test func thePageTakesTheWholeViewAndShowsADotATab() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let json = #"{"device": "iPhone 15", "body": {"TabView": {"content": [{"Color": "red", "id": "first"}, {"Color": "blue"}, {"Color": "green"}]}, "modifiers": [{"tabViewStyle": "page"}]}}"#
        let laid = renderer.layOut(try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        // The safe area: 393 × (852 − 59 − 34); no 49-point bar taken from it.
        #expect(try #require(laid.layout.node(id: "first")).frame == Rect(x: 0, y: 59, width: 393, height: 759))
        let dots = try renderer.displayList(for: laid).commands.compactMap { command -> Rect? in
            if case .fill(.ellipse(let rect), _) = command { return rect }
            return nil
        }
        // Three 8-point dots 16 apart, centred on 196.5, their centres 20 above the view's bottom (818).
        #expect(dots == [Rect(x: 196.5 - 20, y: 818 - 24, width: 8, height: 8), Rect(x: 196.5 - 4, y: 818 - 24, width: 8, height: 8),
                         Rect(x: 196.5 + 12, y: 818 - 24, width: 8, height: 8)])
    }
}

/// `safeAreaInset(edge:)`: the content along the edge, as wide as the view; the view in the rest, `spacing` apart.
@Suite struct SafeAreaInsetTests {
    @Test func theInsetTakesTheBottomAndTheViewTheRest() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let json = #"{"device": "iPhone 15", "body": {"Color": "red", "id": "content", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 10, "alignment": "leading", "content": {"Color": "blue", "id": "bar", "modifiers": [{"frame": {"width": 100, "height": 50}}]}}}]}}"#
        let laid = renderer.layOut(try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        // The safe area is 59…818: the bar's 50 at its bottom, leading; the colour above it, 10 apart.
        #expect(try #require(laid.layout.node(id: "bar")).frame == Rect(x: 0, y: 818 - 50, width: 100, height: 50))
        #expect(try #require(laid.layout.node(id: "content")).frame == Rect(x: 0, y: 59, width: 393, height: 759 - 60))
    }
}

/// `mask`: the view kept where its mask view has alpha.
@Suite struct MaskTests {
    @Test func aCircleMaskKeepsTheMiddleAndDropsTheCorners() throws {
        let renderer = try LoupeRenderer(threads: 1)
        let json = ##"{"device": {"width": 100, "height": 100, "scale": 1}, "body": {"Color": "#FF0000", "modifiers": [{"frame": {"width": 60, "height": 60}}, {"mask": {"Circle": {}}}]}}"##
        let canvas = try renderer.render(try renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
        // The 60-point square at 20…80; the circle of radius 30 about (50, 50).
        let middle = canvas.pixel(x: 50, y: 50), corner = canvas.pixel(x: 22, y: 22)
        #expect([middle.red, middle.green, middle.blue] == [255, 0, 0])
        #expect([corner.red, corner.green, corner.blue] == [255, 255, 255])
    }
}
