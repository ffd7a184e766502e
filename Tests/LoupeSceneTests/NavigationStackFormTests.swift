import LoupeCore
import Testing
@testable import LoupeScene

/// A body that is a NavigationStack: its one view becomes the body, its content names the bar's title.
@Suite struct NavigationStackFormTests {
    @Test func theStacksViewIsTheBodyAndTheFirstTitleWins() throws {
        let document = try decodeScene(#"""
            {"body": {"NavigationStack": {"content": {"VStack": {"content": [
                {"Text": "a", "modifiers": [{"navigationTitle": "Inner"}, {"navigationBarTitleDisplayMode": "inline"}]},
                {"Text": "b", "modifiers": [{"navigationTitle": "Later"}]}
            ]}, "modifiers": [{"navigationTitle": "Screen"}]}}}}
            """#)
        #expect(document.body.kindName == "VStack")
        #expect(document.body.path == "body.content")
        // The VStack's own modifier comes before its children's; the display mode is the first one set anywhere.
        #expect(document.navigationBar == NavigationBar(title: "Screen", titleDisplayMode: .inline))
        // One view in an array is the same; no title is an empty one.
        let plain = try decodeScene(#"{"body": {"NavigationStack": {"content": [{"Color": "red"}]}}}"#)
        #expect(plain.body.path == "body.content[0]")
        #expect(plain.navigationBar == NavigationBar(title: "", titleDisplayMode: .automatic))
        // The outermost title wins: on one view the last modifier, and a view's own before those inside it.
        #expect(try decodeScene(#"{"body": {"NavigationStack": [{"Text": "a", "modifiers": [{"navigationTitle": "A"}, {"navigationTitle": "B"}]}]}}"#)
                    .navigationBar?.title == "B")
        // The shorthand array, and an empty stack: a bar over an empty ZStack.
        let empty = try decodeScene(#"{"body": {"NavigationStack": []}}"#)
        #expect(empty.body.kind == .zStack(alignment: .center, content: []) && empty.body.path == "body.content")
        // Without a stack there is no bar, and a title changes nothing.
        #expect(try decodeScene(#"{"body": {"Color": "red", "modifiers": [{"navigationTitle": "x"}]}}"#).navigationBar == nil)
    }

    @Test func theBarMovesTheSafeAreaByItsHeight() throws {
        let phone = try #require(Device.preset(named: "iPhone 15"))
        let large = NavigationBar(title: "Screen")
        // iOS 17: a 44-pt bar, and 52 more for a large title, under the 59-pt status bar.
        #expect(large.height(on: phone) == 96)
        #expect(large.frame(on: phone) == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(large.layoutDevice(for: phone).safeArea.top == 155)
        #expect(NavigationBar(title: "Screen", titleDisplayMode: .inline).height(on: phone) == 44)
        // No title: the standard bar, nothing large.
        #expect(NavigationBar().height(on: phone) == 44)
        // A screen too short for the bar: the inset stops where the bottom one starts (200 × 120, insets 59 and 34).
        let tiny = Device(size: Size(width: 200, height: 120), scale: 1, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(large.layoutDevice(for: tiny).safeArea.top == 86)
        // Landscape is compact: a 32-pt bar, the title inline.
        var landscape = phone
        landscape.size = Size(width: 852, height: 393)
        #expect(large.height(on: landscape) == 32)
        let pad = try #require(Device.preset(named: "iPad Pro 11-inch"))
        #expect(large.height(on: pad) == 102)
    }

    @Test func misplacedStacksNameTheirPlace() {
        #expect(bodyError(#"{"VStack": [{"NavigationStack": {"content": {"Color": "red"}}}]}"#)
                == "body.content[0].NavigationStack: a NavigationStack is supported only as the scene's body")
        #expect(bodyError(#"{"NavigationStack": {"content": [{"Color": "red"}, {"Color": "blue"}]}}"#)
                == "body.content: a NavigationStack holds one view, found 2 (put them in a stack)")
        #expect(bodyError(#"{"NavigationStack": {"content": {"Color": "red"}}, "modifiers": []}"#)
                == "body.modifiers: a NavigationStack takes no \"modifiers\"; give it to the stack's content")
        #expect(bodyError(#"{"NavigationStack": {}}"#) == "body: missing key \"content\" in NavigationStack")
        #expect(bodyError(#"{"Color": "red", "modifiers": [{"navigationBarTitleDisplayMode": "big"}]}"#)?
                    .hasPrefix("body.modifiers[0].navigationBarTitleDisplayMode: expected") == true)
    }
}

/// A root `TabView` whose tabs are `NavigationStack`s: each tab is its stack's content with the stack's modifiers, and
/// the scene's bar is the shown tab's.
@Suite struct TabNavigationStackFormTests {
    static let scene = #"""
        {"body": {"TabView": {"selection": 1, "content": [
          {"NavigationStack": [{"Text": "a", "modifiers": [{"navigationTitle": "First"}]}], "modifiers": [{"tabItem": {"title": "One"}}]},
          {"NavigationStack": [{"Text": "b", "modifiers": [{"navigationTitle": "Second"}]}], "id": "two", "modifiers": [{"tabItem": {"title": "Two"}}]},
          {"Text": "c", "modifiers": [{"tabItem": {"title": "Three"}}]}
        ]}}}
        """#

    @Test func theShownTabsStackGivesTheBar() throws {
        let document = try decodeScene(Self.scene)
        guard case .tabView(let spec) = document.body.kind else { Issue.record("not a TabView"); return }
        #expect(document.navigationBar?.title == "Second")
        #expect(spec.items.map(\.title) == ["One", "Two", "Three"])
        #expect(spec.tabs[1].kindName == "Text" && spec.tabs[1].id == "two")
        #expect(spec.navigationBars.map { $0?.title } == ["First", "Second", nil])
    }

    @Test func aTabsStackElsewhereIsRefused() {
        #expect(sceneError(#"{"body": {"VStack": [{"TabView": [{"NavigationStack": [{"Text": "a"}]}]}]}}"#)?
            .hasPrefix("body.content[0].content[0]: a NavigationStack is supported as a tab") == true)
        #expect(sceneError(#"{"body": {"TabView": [{"NavigationStack": [{"Text": "a"}], "Text": "b"}]}}"#) != nil)
    }
}

/// `searchable` in a stack's content: the bar holds a search field's drawer, 52 points below its large title.
@Suite struct SearchableFormTests {
    @Test func theBarGrowsByTheSearchDrawer() throws {
        let document = try decodeScene(#"{"body": {"NavigationStack": [{"List": [{"Text": "a"}], "modifiers": [{"navigationTitle": "Fruit"}, {"searchable": true}]}]}}"#)
        let bar = try #require(document.navigationBar)
        #expect(bar.searchPrompt == "Search")
        // 44 standard + 52 large title + 52 search drawer on an iPhone 15.
        #expect(bar.height(on: document.device) == 148)
        #expect(try decodeScene(#"{"body": {"NavigationStack": [{"Text": "a", "modifiers": [{"searchable": {"prompt": "Find"}}]}]}}"#)
            .navigationBar?.searchPrompt == "Find")
        #expect(sceneError(#"{"body": {"Text": "a", "modifiers": [{"searchable": false}]}}"#) != nil)
    }
}
